import type { PaymentMethod, PaymentStatus } from "../../../../src/shared/billing";
import { bogotaDaySql } from "../../../db/sqlDates";
import type { Queryable } from "../../../db/db";

/**
 * SQL of the payments module (issue 23): the payments, the invoices each one holds
 * (payment_invoices), the gateway's events, and the dashboard's figures. The service decides.
 */

export interface PaymentRow {
  id: string;
  reference: string;
  contract_id: string;
  contract_number: string;
  user_id: string | null;
  amount: string | number;
  method: PaymentMethod;
  gateway: string;
  bank_name: string | null;
  status: PaymentStatus;
  gateway_code: string | null;
  return_path: string;
  payer_email: string | null;
  created_at: Date;
  decided_at: Date | null;
  invoice_numbers: string[];
  gateway_transaction_id: string | null;
  refund_due: boolean;
  refunded_at: Date | null;
}

const PAYMENT_COLUMNS = `p.id::text AS id, p.reference, p.contract_id::text AS contract_id, c.number AS contract_number,
  p.user_id::text AS user_id, p.amount, p.method, p.gateway, p.bank_name, p.status, p.gateway_code, p.return_path,
  p.payer_email, p.created_at, p.decided_at, p.gateway_transaction_id, p.refund_due, p.refunded_at,
  ARRAY(SELECT i.number FROM payment_invoices pi JOIN invoices i ON i.id = pi.invoice_id
    WHERE pi.payment_id = p.id ORDER BY i.period) AS invoice_numbers`;

export async function paymentByReference(q: Queryable, reference: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments p JOIN contracts c ON c.id = p.contract_id WHERE p.reference = $1`, [
    reference,
  ]);
  return rows[0] ?? null;
}

/** The payments of the account's contracts (and its own visitor-style payments), newest first. */
export async function paymentsOfUser(q: Queryable, userId: string, contractId?: string): Promise<PaymentRow[]> {
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p JOIN contracts c ON c.id = p.contract_id
      WHERE p.contract_id IN (SELECT contract_id FROM contract_links WHERE user_id = $1)
        AND ($2::uuid IS NULL OR p.contract_id = $2)
      ORDER BY p.created_at DESC, p.reference`,
    [userId, contractId ?? null],
  );
  return rows;
}

/** The contract's newest approved payment that paid invoices (billing shows it with the contract; a double payment is not one). */
export async function lastApprovedPayment(q: Queryable, contractId: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p JOIN contracts c ON c.id = p.contract_id
      WHERE p.contract_id = $1 AND p.status = 'aprobada' AND NOT p.refund_due ORDER BY p.decided_at DESC LIMIT 1`,
    [contractId],
  );
  return rows[0] ?? null;
}

/**
 * True while a payment an account started waits for the bank on one of the contract's invoices: the
 * only kind that blocks another (a visitor's is superseded by the next attempt, issue 31 §5).
 */
export async function hasPendingPayment(q: Queryable, contractId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM payments WHERE contract_id = $1 AND status = 'pendiente' AND user_id IS NOT NULL LIMIT 1", [contractId]);
  return rows.length > 0;
}

/** How many payments of one client address wait for the bank, and since when the oldest does. */
export async function pendingOfClient(q: Queryable, clientKey: string): Promise<{ n: string | number; oldest: Date | null }> {
  const { rows } = await q.query<{ n: string | number; oldest: Date | null }>(
    "SELECT count(*) AS n, min(created_at) AS oldest FROM payments WHERE client_key = $1 AND status = 'pendiente'",
    [clientKey],
  );
  return rows[0];
}

/** A payment as started: pending, by PSE or the gateway's checkout. */
export interface NewPayment {
  reference: string;
  method: "pse" | "checkout";
  contractId: string;
  userId: string | null;
  amount: number;
  gateway: string;
  bankCode: string | null;
  bankName: string | null;
  personType: string | null;
  payerDocumentType: string | null;
  payerDocumentNumber: string | null;
  payerEmail: string;
  returnPath: string;
  createdAt: Date;
  clientKey: string;
  /** Issue 32 §1: the client's Idempotency-Key, when it sent one. */
  idempotencyKey: string | null;
  /** When the gateway is first asked about it (null: this gateway cannot be asked). */
  nextCheckAt: Date | null;
}

/** Stores a pending payment; answers its id. */
export async function insertPayment(q: Queryable, p: NewPayment): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO payments (reference, contract_id, user_id, amount, method, gateway, bank_code, bank_name, person_type,
       payer_document_type, payer_document_number, payer_email, status, return_path, created_at, client_key,
       idempotency_key, next_check_at)
     VALUES ($1, $2, $3, $4, $15, $5, $6, $7, $8, $9, $10, $11, 'pendiente', $12, $13, $14, $16, $17) RETURNING id::text AS id`,
    [
      p.reference,
      p.contractId,
      p.userId,
      p.amount,
      p.gateway,
      p.bankCode,
      p.bankName,
      p.personType,
      p.payerDocumentType,
      p.payerDocumentNumber,
      p.payerEmail,
      p.returnPath,
      p.createdAt,
      p.clientKey,
      p.method,
      p.idempotencyKey,
      p.nextCheckAt,
    ],
  );
  return rows[0].id;
}

/**
 * Issue 32 §1: a start whose outcome at the gateway is unknown (no answer after the transaction may
 * have been created): not failed, but `sin_confirmar`, no longer holding its invoices, asked about
 * from now on. Call it in a transaction.
 */
export async function markStartUnconfirmed(q: Queryable, paymentId: string, now: Date): Promise<void> {
  await q.query("UPDATE payments SET status = 'sin_confirmar', next_check_at = $2 WHERE id = $1 AND status = 'pendiente'", [paymentId, now]);
  await releaseInvoicesOf(q, paymentId);
}

/**
 * Issue 32 §1: payments pending since before `cutoff` stop holding their invoices and become
 * `sin_confirmar` (never `fallida`: only the gateway's own answer fails a payment). Those of a
 * gateway that can be asked keep being asked. Answers how many.
 */
export async function markUnconfirmedBefore(q: Queryable, cutoff: Date): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE payments SET status = 'sin_confirmar' WHERE status = 'pendiente' AND created_at < $1 RETURNING id::text AS id`,
    [cutoff],
  );
  if (rows.length > 0)
    await releaseInvoicesOfAll(
      q,
      rows.map((r) => r.id),
    );
  return rows.length;
}

/**
 * The invoices a payment holds, one row each; the unique index on active rows refuses an invoice
 * another pending or approved payment holds (error 23505).
 */
export async function holdInvoices(q: Queryable, paymentId: string, invoices: readonly { id: string; amount: number }[]): Promise<void> {
  for (const i of invoices) {
    await q.query("INSERT INTO payment_invoices (payment_id, invoice_id, amount) VALUES ($1, $2, $3)", [paymentId, i.id, i.amount]);
  }
}

/** The payments with these ids stop holding their invoices. */
async function releaseInvoicesOfAll(q: Queryable, paymentIds: readonly string[]): Promise<void> {
  await q.query("UPDATE payment_invoices SET active = false WHERE payment_id = ANY ($1::uuid[])", [paymentIds]);
}

/**
 * Issue 20: ends visitors' pending payments of these invoices (fallida, superseded by `byId`) so
 * they stop holding them; answers their references. A late approval of one is still recorded.
 */
export async function supersedeVisitorPayments(q: Queryable, invoiceIds: readonly string[], byId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string; reference: string }>(
    `UPDATE payments SET status = 'fallida', decided_at = now(), superseded_by = $2
      WHERE status = 'pendiente' AND user_id IS NULL
        AND id IN (SELECT payment_id FROM payment_invoices WHERE invoice_id = ANY ($1::uuid[]) AND active)
      RETURNING id::text AS id, reference`,
    [invoiceIds, byId],
  );
  if (rows.length > 0)
    await releaseInvoicesOfAll(
      q,
      rows.map((r) => r.id),
    );
  return rows.map((r) => r.reference);
}

/** A payment the gateway never opened: failed, and its invoices free again. Call it in a transaction. */
export async function failUnopened(q: Queryable, paymentId: string): Promise<void> {
  await q.query("UPDATE payments SET status = 'fallida', decided_at = now() WHERE id = $1 AND status = 'pendiente'", [paymentId]);
  await releaseInvoicesOf(q, paymentId);
}

/** The gateway's id of the transaction it opened for the payment. */
export async function setGatewayTransaction(q: Queryable, paymentId: string, transactionId: string): Promise<void> {
  await q.query("UPDATE payments SET gateway_transaction_id = $2 WHERE id = $1", [paymentId, transactionId]);
}

/** What a status query needs of a pending payment. */
export interface PendingAtGateway {
  id: string;
  reference: string;
  gateway: string;
  gateway_transaction_id: string | null;
}

/** The state and gateway of a payment, for checking an event against it. */
export async function gatewayStateOf(
  q: Queryable,
  reference: string,
): Promise<{ id: string; status: PaymentStatus; method: PaymentMethod; gateway: string; gateway_transaction_id: string | null } | null> {
  const { rows } = await q.query<{ id: string; status: PaymentStatus; method: PaymentMethod; gateway: string; gateway_transaction_id: string | null }>(
    "SELECT id::text AS id, status, method, gateway, gateway_transaction_id FROM payments WHERE reference = $1",
    [reference],
  );
  return rows[0] ?? null;
}

/** What deciding a payment reads of it. */
export interface LockedPayment {
  id: string;
  status: PaymentStatus;
  amount: string | number;
  gateway_code: string | null;
  refund_due: boolean;
}

/** The payment with this reference, locked until the transaction ends. */
export async function lockPayment(tx: Queryable, reference: string): Promise<LockedPayment | null> {
  const { rows } = await tx.query<LockedPayment>(
    "SELECT id::text AS id, status, amount, gateway_code, refund_due FROM payments WHERE reference = $1 FOR UPDATE",
    [reference],
  );
  return rows[0] ?? null;
}

/** The bank's final answer on a pending payment. */
export async function decide(tx: Queryable, paymentId: string, status: PaymentStatus, gatewayCode: string): Promise<void> {
  await tx.query("UPDATE payments SET status = $2, gateway_code = $3, decided_at = now() WHERE id = $1", [paymentId, status, gatewayCode]);
}

/** An approval that arrived after the payment failed (expired or superseded); `refundDue` when it can no longer pay its invoices. */
export async function approveLate(tx: Queryable, paymentId: string, gatewayCode: string, refundDue: boolean): Promise<void> {
  await tx.query("UPDATE payments SET status = 'aprobada', gateway_code = $2, decided_at = now(), refund_due = $3 WHERE id = $1", [
    paymentId,
    gatewayCode,
    refundDue,
  ]);
}

/** The payment stops holding its invoices. */
export async function releaseInvoicesOf(q: Queryable, paymentId: string): Promise<void> {
  await q.query("UPDATE payment_invoices SET active = false WHERE payment_id = $1", [paymentId]);
}

/** The payment holds its invoices again (a late approval that may still pay them). */
export async function holdInvoicesAgain(q: Queryable, paymentId: string): Promise<void> {
  await q.query("UPDATE payment_invoices SET active = true WHERE payment_id = $1", [paymentId]);
}

/**
 * An approval that arrived after its payment stopped holding its invoices (superseded or expired)
 * takes them back unless one is paid: the payments merely pending on them end `fallida`,
 * superseded by it, since the money that reached the bank first pays (issue 31 §5). False when it
 * can no longer pay them (then it is due for refund). Call it in a transaction.
 */
export async function reclaimForLateApproval(q: Queryable, paymentId: string): Promise<boolean> {
  // The other payments on these invoices, locked so that none is decided meanwhile.
  const { rows: others } = await q.query<{ id: string; status: PaymentStatus }>(
    `SELECT id::text AS id, status FROM payments
      WHERE id <> $1 AND id IN (
        SELECT other.payment_id FROM payment_invoices mine JOIN payment_invoices other ON other.invoice_id = mine.invoice_id
         WHERE mine.payment_id = $1 AND other.active)
      ORDER BY id FOR UPDATE`,
    [paymentId],
  );
  const paid = await q.query(
    "SELECT 1 FROM payment_invoices mine JOIN invoices i ON i.id = mine.invoice_id WHERE mine.payment_id = $1 AND i.paid_at IS NOT NULL LIMIT 1",
    [paymentId],
  );
  if (paid.rows.length > 0 || others.some((o) => o.status === "aprobada")) return false;
  const pending = others.filter((o) => o.status === "pendiente").map((o) => o.id);
  if (pending.length > 0) {
    await q.query("UPDATE payments SET status = 'fallida', decided_at = now(), superseded_by = $2 WHERE id = ANY ($1::uuid[])", [pending, paymentId]);
    await releaseInvoicesOfAll(q, pending);
  }
  return true;
}

/** An audit line written by the gateway (no account acted): actor_id null, the gateway named. */
export async function auditGatewayAction(q: Queryable, gateway: string, action: string, reference: string, before: unknown, after: unknown): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
     VALUES (NULL, $1, $2, 'payment', $3, $4::jsonb, $5::jsonb)`,
    [`pasarela:${gateway}`, action, reference, JSON.stringify(before), JSON.stringify(after)],
  );
}

// The administrators' dashboard (server/modules/admin/summary.ts).

/** Payments started in [from, to) by state: how many and how much. */
export async function paymentsByStatus(q: Queryable, from: string, to: string) {
  const { rows } = await q.query<{ status: string; n: number; amount: string | number }>(
    "SELECT status, count(*)::int AS n, coalesce(sum(amount), 0) AS amount FROM payments WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz GROUP BY status",
    [from, to],
  );
  return rows;
}

/** Approved payments started in [from, to): how many and how much. */
export async function approvedTotals(q: Queryable, from: string, to: string) {
  const { rows } = await q.query<{ n: number; amount: string | number }>(
    `SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS amount FROM payments
      WHERE status = 'aprobada' AND created_at >= $1::timestamptz AND created_at < $2::timestamptz`,
    [from, to],
  );
  return rows[0];
}

/** Approved payments started in [from, to) per Bogotá day. */
export async function approvedByDay(q: Queryable, from: string, to: string) {
  const { rows } = await q.query<{ day: string; n: number; amount: string | number }>(
    `SELECT ${bogotaDaySql("created_at")} AS day, count(*)::int AS n, coalesce(sum(amount), 0) AS amount FROM payments
      WHERE status = 'aprobada' AND created_at >= $1::timestamptz AND created_at < $2::timestamptz GROUP BY day`,
    [from, to],
  );
  return rows;
}

/** The newest `limit` payments started in [from, to), newest first. */
export async function paymentsBetween(q: Queryable, from: string, to: string, limit: number) {
  const { rows } = await q.query<{ reference: string; contract_id: string; amount: string | number; method: string; status: string; created_at: Date }>(
    `SELECT reference, contract_id, amount, method, status, created_at FROM payments
      WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz ORDER BY created_at DESC LIMIT ${Math.trunc(limit)}`,
    [from, to],
  );
  return rows;
}

export * from "./checks";
