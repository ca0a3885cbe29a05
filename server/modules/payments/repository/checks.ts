import type { PaymentStatus } from "../../../../src/shared/billing";
import type { Queryable } from "../../../db/db";
import type { PendingAtGateway } from "./index";

/**
 * Issue 32 §1: the SQL of asking the gateway about undecided payments (their schedule, the claims
 * that keep instances and readers from asking twice), of a start's Idempotency-Key, and of the
 * gateway's events kept for an operator.
 */

/** Issue 32 §1: the payment a client started with this Idempotency-Key, if any. */
export async function paymentByIdempotency(
  q: Queryable,
  clientKey: string,
  key: string,
): Promise<{ reference: string; status: PaymentStatus; redirect_url: string | null } | null> {
  const { rows } = await q.query<{ reference: string; status: PaymentStatus; redirect_url: string | null }>(
    "SELECT reference, status, redirect_url FROM payments WHERE client_key = $1 AND idempotency_key = $2",
    [clientKey, key],
  );
  return rows[0] ?? null;
}

/** Where the payer's browser was sent for this payment. */
export async function setRedirect(q: Queryable, paymentId: string, url: string): Promise<void> {
  await q.query("UPDATE payments SET redirect_url = $2 WHERE id = $1", [paymentId, url]);
}

/**
 * Issue 32 §1: the asking schedule, in seconds after each try: quick at first (the payer waits at
 * the bank), then hourly, then daily; a payment is asked about for CHECK_FOR_DAYS after it started.
 */
export const CHECK_BACKOFF_S = [60, 120, 300, 600, 1200, 1800, 3600, 7200, 14400, 28800, 43200, 86400] as const;
export const CHECK_FOR_DAYS = 30;

/**
 * Claims up to `limit` undecided payments of this gateway whose time to be asked has come, and
 * moves each one's next time along the schedule in the same statement, so two instances never ask
 * about the same payment at once and a gateway that does not answer is asked again later.
 */
export async function claimDueChecks(q: Queryable, gateway: string, now: Date, limit: number): Promise<PendingAtGateway[]> {
  const { rows } = await q.query<PendingAtGateway>(
    `UPDATE payments p SET check_attempts = p.check_attempts + 1, checked_at = $2,
        next_check_at = CASE WHEN p.created_at < $2::timestamptz - make_interval(days => $4) THEN NULL
          ELSE $2::timestamptz + make_interval(secs => ($5::int[])[least(p.check_attempts + 1, cardinality($5::int[]))]) END
      WHERE p.id IN (SELECT id FROM payments WHERE status IN ('pendiente', 'sin_confirmar') AND gateway = $1
          AND next_check_at <= $2 ORDER BY next_check_at LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING p.id::text AS id, p.reference, p.gateway, p.gateway_transaction_id`,
    [gateway, now, Math.trunc(limit), CHECK_FOR_DAYS, [...CHECK_BACKOFF_S]],
  );
  return rows;
}

/**
 * Issue 32 §1: a reader may have the gateway asked about an undecided payment at most once every
 * `intervalS` seconds, however many read it and on however many instances: true when this one may.
 */
export async function claimReadCheck(q: Queryable, paymentId: string, now: Date, intervalS: number): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE payments SET checked_at = $2 WHERE id = $1 AND status IN ('pendiente', 'sin_confirmar')
        AND (checked_at IS NULL OR checked_at <= $2::timestamptz - make_interval(secs => $3)) RETURNING 1`,
    [paymentId, now, intervalS],
  );
  return rows.length > 0;
}

/** The gateway's transaction id, learnt from an event or a search by reference (a checkout's). */
export async function rememberTransaction(q: Queryable, paymentId: string, gateway: string, transactionId: string): Promise<void> {
  await q.query(
    `UPDATE payments SET gateway_transaction_id = $2 WHERE id = $1
        AND NOT EXISTS (SELECT 1 FROM payments o WHERE o.gateway = $3 AND o.gateway_transaction_id = $2)`,
    [paymentId, transactionId, gateway],
  );
}

/** What the gateway says the payer used (PSE, CARD, NEQUI…). */
export async function setMethodType(q: Queryable, paymentId: string, methodType: string): Promise<void> {
  await q.query("UPDATE payments SET payment_method_type = $2 WHERE id = $1", [paymentId, methodType]);
}

/** A verified gateway event as kept for an operator. */
export interface GatewayEventRow {
  gateway: string;
  key: string;
  reference: string;
  transactionId: string;
  status: string;
  amountInCents: number;
  sentAt: Date;
}

/** Records a verified gateway event once; false when it was recorded already (a retry or a replay). */
export async function recordEvent(q: Queryable, e: GatewayEventRow): Promise<boolean> {
  const claimed = await q.query(
    `INSERT INTO payment_events (gateway, event_key, reference, transaction_id, status, amount_in_cents, sent_at, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'received') ON CONFLICT DO NOTHING RETURNING 1`,
    [e.gateway, e.key, e.reference, e.transactionId, e.status, e.amountInCents, e.sentAt],
  );
  return claimed.rows.length > 0;
}

/** What became of a recorded event (applied, pending, unknown, refused: …). */
export async function setEventOutcome(q: Queryable, gateway: string, eventKey: string, outcome: string): Promise<void> {
  await q.query("UPDATE payment_events SET outcome = $3 WHERE gateway = $1 AND event_key = $2", [gateway, eventKey, outcome]);
}

/** Forgets a recorded event, so it may be checked again. */
export async function releaseEvent(q: Queryable, gateway: string, eventKey: string): Promise<void> {
  await q.query("DELETE FROM payment_events WHERE gateway = $1 AND event_key = $2", [gateway, eventKey]);
}
