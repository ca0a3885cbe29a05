import type { Queryable } from "../db/db";
import type { MailMessage, RecipientCap } from "./mailer";
import type { OutboxState } from "./outbox";

/** The mail_outbox table's statements: the outbox (no SMTP) and the queue of the SMTP adapter. */

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  link: string | null;
  kind: string;
  headers: Record<string, string> | null;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
  suppressed_reason: string | null;
}

export interface QueuedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/** Namespace of the advisory locks that serialise the cap's count and insert per recipient. */
const CAP_LOCK_NAMESPACE = 7_270_031;

/** One recipient for the cap: the address in lower case, without a +tag (ana+1@x and ana@x are one mailbox). */
export function capKey(address: string): string {
  const a = address.trim().toLowerCase();
  const at = a.lastIndexOf("@");
  return at < 0 ? a : `${a.slice(0, at).replace(/\+.*$/, "")}${a.slice(at)}`;
}

/** Why an unsolicited message over its recipient's cap is kept unsent (shown on /admin/correo). */
function capReason(cap: RecipientCap, window: "hour" | "day"): string {
  return window === "hour"
    ? `No se envió: este destinatario ya recibió ${cap.perHour} correos no solicitados en la última hora.`
    : `No se envió: este destinatario ya recibió ${cap.perDay} correos no solicitados en el último día.`;
}

/**
 * Stores one message in mail_outbox in the given state ('kept' or 'pending'), within the caller's
 * transaction. An unsolicited one counts against its recipient's cap (issue 31 §5): the count and
 * the insert run under a per-recipient lock held to the end of the transaction, so concurrent
 * requests on any instance cannot pass the cap; over it, the row is 'suppressed' with the reason.
 */
export async function storeMessage(
  tx: Queryable,
  message: MailMessage,
  state: "kept" | "pending",
  cap: RecipientCap,
): Promise<{ id: string; state: OutboxState; reason: string | null }> {
  const key = message.unsolicited ? capKey(message.to) : null;
  let reason: string | null = null;
  if (key !== null) {
    await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [CAP_LOCK_NAMESPACE, key]);
    const { rows } = await tx.query<{ hour: number; day: number }>(
      `SELECT count(*) FILTER (WHERE created_at > clock_timestamp() - interval '1 hour')::int AS hour, count(*)::int AS day
         FROM mail_outbox WHERE cap_key = $1 AND state <> 'suppressed' AND created_at > clock_timestamp() - interval '1 day'`,
      [key],
    );
    if (Number(rows[0].hour) >= cap.perHour) reason = capReason(cap, "hour");
    else if (Number(rows[0].day) >= cap.perDay) reason = capReason(cap, "day");
  }
  const stored: OutboxState = reason ? "suppressed" : state;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, link, kind, state, next_attempt_at, headers, cap_key, suppressed_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7 = 'pending' THEN now() END, $8::jsonb, $9, $10) RETURNING id`,
    [message.to, message.subject, message.text, message.html, message.link ?? null, message.kind, stored, JSON.stringify(message.headers ?? {}), key, reason],
  );
  return { id: rows[0].id, state: stored, reason };
}

/** The newest messages first, optionally only those sent to one address or in one state. */
export async function newestMessages(db: Queryable, to: string | null, state: OutboxState | null, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, link, kind, headers, state, attempts, last_error, next_attempt_at, sent_at, created_at, suppressed_reason
       FROM mail_outbox
      WHERE ($1::text IS NULL OR to_address = $1) AND ($2::text IS NULL OR state = $2)
      ORDER BY seq DESC LIMIT $3`,
    [to, state, limit],
  );
  return rows;
}

/** Takes the oldest due message, counting the attempt and leasing it for `leaseS` seconds, in one statement. */
export async function claimDue(db: Queryable, leaseS: number): Promise<QueuedRow | null> {
  const { rows } = await db.query<QueuedRow>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + ($1::int * interval '1 second')
        WHERE id = (SELECT id FROM mail_outbox WHERE state = 'pending' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at, seq LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND state = 'pending'
        RETURNING id, to_address, subject, text_body, html_body, kind, headers, attempts`,
    [leaseS],
  );
  return rows[0] ?? null;
}

/**
 * Issue 31 §3: the lease of a message whose send is still under way, moved forward, so no other
 * instance takes it meanwhile; a no-op once its attempt has reported back.
 */
export async function renewLease(db: Queryable, id: string, attempts: number, leaseS: number): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET next_attempt_at = now() + ($3::int * interval '1 second')
      WHERE id = $1 AND state = 'pending' AND attempts = $2`,
    [id, attempts, leaseS],
  );
}

/** A send abandoned at shutdown: due again at once (for the next start or another instance); its attempt counts. */
export async function releaseLease(db: Queryable, id: string, attempts: number, note: string): Promise<void> {
  await db.query("UPDATE mail_outbox SET next_attempt_at = now(), last_error = $3 WHERE id = $1 AND state = 'pending' AND attempts = $2", [id, attempts, note]);
}

/**
 * A failed attempt: its error, and either the next attempt after `retryS` or `failed` for good.
 * Only while the row is still that attempt's (a late failure never undoes another instance's work).
 */
export async function recordFailure(db: Queryable, id: string, attempts: number, error: string, failed: boolean, retryS: number): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET last_error = $3, state = CASE WHEN $4::boolean THEN 'failed' ELSE 'pending' END,
                next_attempt_at = CASE WHEN $4::boolean THEN NULL ELSE now() + ($5::int * interval '1 second') END
          WHERE id = $1 AND state = 'pending' AND attempts = $2`,
    [id, attempts, error, failed, retryS],
  );
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query("UPDATE mail_outbox SET state = 'sent', sent_at = now(), next_attempt_at = NULL WHERE id = $1", [id]);
}
