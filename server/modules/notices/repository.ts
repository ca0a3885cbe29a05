import type { Queryable } from "../../db/db";

/** What a notice about an invoice needs: the invoice's period, total and due date, and where its contract's digital bill goes. */
export interface NoticeInvoiceRow {
  id: string;
  contract_id: string;
  period: string;
  total: string | number;
  due_date: string;
  paid: boolean;
  digital_bill_email: string | null;
  digital_bill_second_email: string | null;
}

/** The invoice (with its contract's digital-bill recipients), or null. */
export async function noticeInvoice(q: Queryable, invoiceId: string): Promise<NoticeInvoiceRow | null> {
  const { rows } = await q.query<NoticeInvoiceRow>(
    `SELECT i.id::text AS id, i.contract_id::text AS contract_id, i.period, i.total, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
            (i.paid_at IS NOT NULL) AS paid, c.digital_bill_email, c.digital_bill_second_email
       FROM invoices i JOIN contracts c ON c.id = i.contract_id
      WHERE i.id = $1`,
    [invoiceId],
  );
  return rows[0] ?? null;
}

/** The invoices of `invoiceIds` whose contract is enrolled in the digital bill (a new batch's bill-ready notices), in the order given. */
export async function enrolledNoticeInvoices(q: Queryable, invoiceIds: readonly string[]): Promise<NoticeInvoiceRow[]> {
  if (invoiceIds.length === 0) return [];
  const { rows } = await q.query<NoticeInvoiceRow>(
    `SELECT i.id::text AS id, i.contract_id::text AS contract_id, i.period, i.total, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
            (i.paid_at IS NOT NULL) AS paid, c.digital_bill_email, c.digital_bill_second_email
       FROM unnest($1::uuid[]) WITH ORDINALITY AS k(id, n)
       JOIN invoices i ON i.id = k.id JOIN contracts c ON c.id = i.contract_id
      WHERE c.digital_bill_email IS NOT NULL
      ORDER BY k.n`,
    [invoiceIds],
  );
  return rows;
}

/**
 * Claims the notice of `kind` about an invoice for a recipient: true for the one writer that
 * inserted the row, false when it was there already (or another transaction holds it and then
 * commits). Written in the transaction of its mail, so there is never one without the other.
 */
export async function claimNotice(
  q: Queryable,
  notice: { invoiceId: string; kind: "bill_ready" | "payment_reminder"; recipient: string; userId: string | null },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO invoice_notices (invoice_id, kind, recipient, user_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (invoice_id, kind, recipient) DO NOTHING RETURNING id`,
    [notice.invoiceId, notice.kind, notice.recipient, notice.userId],
  );
  return rows.length === 1;
}

/** An unpaid invoice with a reminder possibly due, and one account that chose reminders and may see it. */
export interface ReminderCandidateRow {
  invoice_id: string;
  period: string;
  total: string | number;
  due_date: string;
  user_id: string;
  email: string;
}

/**
 * Invoices due after `today` and up to `lastDue` that are unpaid, owe something and hold no
 * payment in progress, each with every active account with a verified e-mail, linked to its
 * contract, that chose reminders, and that has not had this invoice's reminder yet.
 */
export async function reminderCandidates(q: Queryable, today: string, lastDue: string): Promise<ReminderCandidateRow[]> {
  const { rows } = await q.query<ReminderCandidateRow>(
    `SELECT i.id::text AS invoice_id, i.period, i.total, to_char(i.due_date, 'YYYY-MM-DD') AS due_date, u.id::text AS user_id, lower(u.email) AS email
       FROM invoices i
       JOIN contract_links l ON l.contract_id = i.contract_id
       JOIN users u ON u.id = l.user_id AND u.is_active AND u.is_email_verified
       JOIN notice_preferences p ON p.user_id = u.id AND p.payment_reminders
      WHERE i.due_date > $1::date AND i.due_date <= $2::date AND i.paid_at IS NULL AND i.total > 0
        AND NOT EXISTS (SELECT 1 FROM payment_invoices pi WHERE pi.invoice_id = i.id AND pi.active)
        AND NOT EXISTS (SELECT 1 FROM invoice_notices n WHERE n.invoice_id = i.id AND n.kind = 'payment_reminder' AND n.recipient = lower(u.email))
      ORDER BY i.due_date, i.id, u.id`,
    [today, lastDue],
  );
  return rows;
}

/** Whether the invoice is still unpaid with nothing in progress (read again inside the claim's transaction). */
export async function stillUnpaid(q: Queryable, invoiceId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM invoices i WHERE i.id = $1 AND i.paid_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM payment_invoices pi WHERE pi.invoice_id = i.id AND pi.active)`,
    [invoiceId],
  );
  return rows.length === 1;
}

/** Whether the account still wants reminders (read again inside the claim's transaction). */
export async function wantsReminders(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM notice_preferences WHERE user_id = $1 AND payment_reminders", [userId]);
  return rows.length === 1;
}

export interface PreferenceRow {
  payment_reminders: boolean;
  changed_at: Date;
}

export async function preferences(q: Queryable, userId: string): Promise<PreferenceRow | null> {
  const { rows } = await q.query<PreferenceRow>("SELECT payment_reminders, changed_at FROM notice_preferences WHERE user_id = $1", [userId]);
  return rows[0] ?? null;
}

export async function setPreferences(q: Queryable, userId: string, paymentReminders: boolean, channel: "web" | "mail"): Promise<PreferenceRow> {
  const { rows } = await q.query<PreferenceRow>(
    `INSERT INTO notice_preferences (user_id, payment_reminders, channel, changed_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id) DO UPDATE SET payment_reminders = EXCLUDED.payment_reminders, channel = EXCLUDED.channel, changed_at = now()
     RETURNING payment_reminders, changed_at`,
    [userId, paymentReminders, channel],
  );
  return rows[0];
}

/** Whether the account exists (a reminder token's account may have been deleted). */
export async function userExists(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM users WHERE id = $1", [userId]);
  return rows.length === 1;
}

/** Sets (or removes, with null) the second recipient of a contract's digital bill, with its consent. */
export async function setSecondRecipient(
  q: Queryable,
  contractId: string,
  second: { email: string; termsVersion: string; userId: string } | null,
): Promise<void> {
  if (second === null) {
    await q.query(
      `UPDATE contracts SET digital_bill_second_email = NULL, digital_bill_second_terms_version = NULL,
         digital_bill_second_added_at = NULL, digital_bill_second_added_by = NULL WHERE id = $1`,
      [contractId],
    );
    return;
  }
  await q.query(
    `UPDATE contracts SET digital_bill_second_email = $2, digital_bill_second_terms_version = $3,
       digital_bill_second_added_at = now(), digital_bill_second_added_by = $4 WHERE id = $1`,
    [contractId, second.email, second.termsVersion, second.userId],
  );
}

/** The second recipient of a contract, or null. */
export async function secondRecipient(q: Queryable, contractId: string): Promise<string | null> {
  const { rows } = await q.query<{ email: string | null }>("SELECT digital_bill_second_email AS email FROM contracts WHERE id = $1", [contractId]);
  return rows[0]?.email ?? null;
}

/** Removes the second recipient only if it is still `email` (the one-click link of its mail). */
export async function removeSecondIf(q: Queryable, contractId: string, email: string): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE contracts SET digital_bill_second_email = NULL, digital_bill_second_terms_version = NULL,
       digital_bill_second_added_at = NULL, digital_bill_second_added_by = NULL
     WHERE id = $1 AND digital_bill_second_email = $2 RETURNING id`,
    [contractId, email],
  );
  return rows.length === 1;
}
