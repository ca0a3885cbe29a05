import type { Queryable } from "../../../db/db";

/** SQL of the import (issue 34 §1): the payments the billing system reports, found by their reference. */

export interface StoredPayment {
  id: string;
  reference: string;
  contract_id: string;
  amount: string;
  method: string;
  gateway: string;
  status: string;
  decided_at: Date | null;
  invoice_numbers: string[];
}

const PAYMENT_COLUMNS = `p.id::text AS id, p.reference, p.contract_id::text AS contract_id, p.amount::text AS amount, p.method, p.gateway,
  p.status, p.decided_at,
  COALESCE((SELECT array_agg(i.number ORDER BY i.number) FROM payment_invoices pi JOIN invoices i ON i.id = pi.invoice_id
             WHERE pi.payment_id = p.id), '{}') AS invoice_numbers`;

export async function findPayment(q: Queryable, reference: string): Promise<StoredPayment | null> {
  const { rows } = await q.query<StoredPayment>(`SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.reference = $1`, [reference]);
  return rows[0] ?? null;
}

/** The payments of `references` that exist (a batch's prefetch). */
export async function findPayments(q: Queryable, references: readonly string[]): Promise<StoredPayment[]> {
  if (references.length === 0) return [];
  const { rows } = await q.query<StoredPayment>(`SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.reference = ANY ($1::text[])`, [references]);
  return rows;
}

export interface PayableInvoice {
  id: string;
  number: string;
  contract_id: string;
  total: string;
  paid_reference: string | null;
  paid: boolean;
}

export async function invoicesByNumber(q: Queryable, numbers: readonly string[]): Promise<PayableInvoice[]> {
  const { rows } = await q.query<PayableInvoice>(
    `SELECT i.id::text AS id, i.number, i.contract_id::text AS contract_id, i.total::text AS total, i.paid_at IS NOT NULL AS paid,
       (SELECT p.reference FROM payments p WHERE p.id = i.paid_by) AS paid_reference
     FROM invoices i WHERE i.number = ANY ($1::text[])`,
    [numbers],
  );
  return rows;
}

/**
 * A payment made elsewhere, approved when it was made: its invoices are paid by it. Pending online
 * payments that held them are superseded first (as a bank collection file does, collections
 * repository): the money arrived elsewhere, and a later approval online becomes a double payment.
 */
export async function insertPayment(
  q: Queryable,
  p: { reference: string; contractId: string; amount: number; method: string; paidAt: string; invoices: { id: string; total: number }[] },
): Promise<void> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO payments (reference, contract_id, amount, method, gateway, status, created_at, decided_at)
     VALUES ($1, $2, $3, $4, 'integracion', 'aprobada', $5::timestamptz, $5::timestamptz) RETURNING id::text AS id`,
    [p.reference, p.contractId, p.amount, p.method, p.paidAt],
  );
  const paymentId = rows[0].id;
  const invoiceIds = p.invoices.map((i) => i.id);
  const superseded = await q.query<{ id: string }>(
    `UPDATE payments SET status = 'fallida', decided_at = now(), superseded_by = $2
      WHERE status IN ('pendiente', 'sin_confirmar')
        AND id IN (SELECT payment_id FROM payment_invoices WHERE active AND invoice_id = ANY ($1::uuid[]))
      RETURNING id::text AS id`,
    [invoiceIds, paymentId],
  );
  if (superseded.rows.length > 0)
    await q.query("UPDATE payment_invoices SET active = false WHERE payment_id = ANY ($1::uuid[])", [superseded.rows.map((r) => r.id)]);
  await q.query("INSERT INTO payment_invoices (payment_id, invoice_id, amount) SELECT $1, * FROM unnest($2::uuid[], $3::bigint[])", [
    paymentId,
    invoiceIds,
    p.invoices.map((i) => String(i.total)),
  ]);
  await q.query("UPDATE invoices SET paid_at = $2::timestamptz, paid_by = $3 WHERE id = ANY ($1::uuid[]) AND paid_at IS NULL", [
    invoiceIds,
    p.paidAt,
    paymentId,
  ]);
}

// ---- The history of imports ----
