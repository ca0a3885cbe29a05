import type { PaymentMethod, PaymentStatus } from "../../../src/shared/billing";
import { TREASURY_CHANNELS } from "../../../src/shared/treasury";
import type { Queryable } from "../../db/db";
import { bogotaDaySql } from "../../db/sqlDates";

/**
 * SQL of the treasury (issue 32 §4): the figures per Bogotá day and channel, and the double
 * payments with their refunds. Each figure reads one indexed range of `payments`:
 * - applied and double payments: `decided_at` (payments_decided), approved only;
 * - pending and without confirmation: `created_at` of the undecided ones (payments_undecided_created);
 * - refunds: `refunded_at` (payments_refunded).
 */

/** One figure's rows: a day, a channel, how many and how much. */
export interface FigureRow {
  day: string;
  method: string;
  n: number;
  amount: string | number;
}

const CHANNELS = [...TREASURY_CHANNELS];

/** Approved payments decided in [from, to): applied (not double) and double, per day and channel. */
export async function decidedFigures(q: Queryable, from: Date, to: Date) {
  const { rows } = await q.query<{ day: string; method: string; applied_n: number; applied: string | number; doubles_n: number; doubles: string | number }>(
    `SELECT ${bogotaDaySql("decided_at")} AS day, method,
            count(*) FILTER (WHERE NOT refund_due)::int AS applied_n, coalesce(sum(amount) FILTER (WHERE NOT refund_due), 0) AS applied,
            count(*) FILTER (WHERE refund_due)::int AS doubles_n, coalesce(sum(amount) FILTER (WHERE refund_due), 0) AS doubles
       FROM payments
      WHERE decided_at >= $1 AND decided_at < $2 AND status = 'aprobada' AND method = ANY ($3::text[])
      GROUP BY 1, 2`,
    [from, to, CHANNELS],
  );
  return rows;
}

/** Payments started in [from, to) that are still pending or without confirmation, per day and channel. */
export async function undecidedFigures(q: Queryable, from: Date, to: Date) {
  const { rows } = await q.query<{
    day: string;
    method: string;
    pending_n: number;
    pending: string | number;
    unconfirmed_n: number;
    unconfirmed: string | number;
  }>(
    `SELECT ${bogotaDaySql("created_at")} AS day, method,
            count(*) FILTER (WHERE status = 'pendiente')::int AS pending_n, coalesce(sum(amount) FILTER (WHERE status = 'pendiente'), 0) AS pending,
            count(*) FILTER (WHERE status = 'sin_confirmar')::int AS unconfirmed_n, coalesce(sum(amount) FILTER (WHERE status = 'sin_confirmar'), 0) AS unconfirmed
       FROM payments
      WHERE created_at >= $1 AND created_at < $2 AND status IN ('pendiente', 'sin_confirmar') AND method = ANY ($3::text[])
      GROUP BY 1, 2`,
    [from, to, CHANNELS],
  );
  return rows;
}

/** Refunds recorded in [from, to), per day and channel. */
export async function refundFigures(q: Queryable, from: Date, to: Date): Promise<FigureRow[]> {
  const { rows } = await q.query<FigureRow>(
    `SELECT ${bogotaDaySql("refunded_at")} AS day, method, count(*)::int AS n, coalesce(sum(amount), 0) AS amount
       FROM payments
      WHERE refunded_at >= $1 AND refunded_at < $2 AND method = ANY ($3::text[])
      GROUP BY 1, 2`,
    [from, to, CHANNELS],
  );
  return rows;
}

/** Double payments awaiting their refund now, whatever their day or channel. */
export async function refundsPendingTotal(q: Queryable): Promise<{ n: number; amount: string | number }> {
  const { rows } = await q.query<{ n: number; amount: string | number }>(
    "SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS amount FROM payments WHERE refund_due AND refunded_at IS NULL AND status = 'aprobada'",
  );
  return rows[0];
}

/** A double payment as the refunds list and the refund action read it. */
export interface RefundRow {
  id: string;
  reference: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: string | number;
  refund_due: boolean;
  contract_number: string;
  holder_name: string;
  holder_email: string | null;
  payer_email: string | null;
  bank_name: string | null;
  decided_at: Date | null;
  refunded_at: Date | null;
  refunded_by_email: string | null;
  refund_note: string | null;
  invoice_numbers: string[];
}

const REFUND_COLUMNS = `p.id::text AS id, p.reference, p.method, p.status, p.amount, p.refund_due, c.number AS contract_number,
  c.holder_name, c.holder_email, p.payer_email, p.bank_name, p.decided_at, p.refunded_at, u.email AS refunded_by_email, p.refund_note,
  ARRAY(SELECT i.number FROM payment_invoices pi JOIN invoices i ON i.id = pi.invoice_id WHERE pi.payment_id = p.id ORDER BY i.period) AS invoice_numbers`;

const REFUND_FROM = `payments p JOIN contracts c ON c.id = p.contract_id LEFT JOIN users u ON u.id = p.refunded_by`;

/**
 * Approved double payments awaiting their refund, all of them (oldest first: the longest waiting is
 * paid back first), or the refunds recorded in [from, to) (newest first), up to `limit`, with how
 * many and how much in all. The first read payments_refund_pending, the others payments_refunded:
 * a bounded range, so even without statistics (PGlite never gathers them) no plan reads the table.
 */
export async function refunds(q: Queryable, done: { from: Date; to: Date } | null, limit: number): Promise<{ rows: RefundRow[]; n: number; amount: number }> {
  const where = done ? "p.refunded_at >= $1 AND p.refunded_at < $2" : "p.refund_due AND p.refunded_at IS NULL AND p.status = 'aprobada'";
  const params = done ? [done.from, done.to] : [];
  const order = done ? "p.refunded_at DESC, p.reference" : "p.decided_at, p.reference";
  const { rows } = await q.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM ${REFUND_FROM} WHERE ${where} ORDER BY ${order} LIMIT ${Math.trunc(limit)}`, params);
  const totals = await q.query<{ n: number; amount: string | number }>(
    `SELECT count(*)::int AS n, coalesce(sum(p.amount), 0) AS amount FROM payments p WHERE ${where}`,
    params,
  );
  return { rows, n: totals.rows[0].n, amount: Number(totals.rows[0].amount) };
}

/** The payment with this reference as a double payment, locked until the transaction ends. */
export async function lockForRefund(tx: Queryable, reference: string): Promise<(RefundRow & { refunded_by: string | null }) | null> {
  const locked = await tx.query<{ id: string }>("SELECT id::text AS id FROM payments WHERE reference = $1 FOR UPDATE", [reference]);
  if (locked.rows.length === 0) return null;
  const { rows } = await tx.query<RefundRow & { refunded_by: string | null }>(
    `SELECT ${REFUND_COLUMNS}, p.refunded_by::text AS refunded_by FROM ${REFUND_FROM} WHERE p.id = $1`,
    [locked.rows[0].id],
  );
  return rows[0] ?? null;
}

/** Records the refund of a double payment (call it with the row locked). */
export async function markRefunded(tx: Queryable, paymentId: string, by: string, note: string, at: Date): Promise<void> {
  await tx.query("UPDATE payments SET refunded_at = $2, refunded_by = $3, refund_note = $4 WHERE id = $1 AND refund_due AND refunded_at IS NULL", [
    paymentId,
    at,
    by,
    note,
  ]);
}
