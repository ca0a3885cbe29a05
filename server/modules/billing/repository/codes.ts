import type { Queryable } from "../../../db/db";

/** The invoices' verification codes (issue 20 §2): what the backfill reads and writes. */

/** The newest invoice of a contract, by the contract's number. */
export async function newestInvoiceOf(q: Queryable, contractNumber: string): Promise<{ id: string; number: string } | null> {
  const { rows } = await q.query<{ id: string; number: string }>(
    `SELECT i.id::text AS id, i.number FROM invoices i JOIN contracts c ON c.id = i.contract_id
      WHERE c.number = $1 ORDER BY i.period DESC LIMIT 1`,
    [contractNumber],
  );
  return rows[0] ?? null;
}

/** Up to `limit` invoices that have no code yet. */
export async function invoicesWithoutCode(q: Queryable, limit: number): Promise<{ id: string; number: string }[]> {
  const { rows } = await q.query<{ id: string; number: string }>(
    `SELECT id::text AS id, number FROM invoices WHERE verification_hash IS NULL ORDER BY id LIMIT ${Math.trunc(limit)}`,
  );
  return rows;
}

/** Stores codes (hash and sealed copy) for invoices that still have none; returns how many were written. */
export async function writeCodes(q: Queryable, invoices: readonly { id: string }[], sealed: readonly { hash: string; sealed: string }[]): Promise<number> {
  const result = await q.query(
    `UPDATE invoices i SET verification_hash = u.hash, verification_code_sealed = u.sealed
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS u(id, hash, sealed)
      WHERE i.id = u.id AND i.verification_hash IS NULL`,
    [invoices.map((r) => r.id), sealed.map((s) => s.hash), sealed.map((s) => s.sealed)],
  );
  return result.rowCount;
}
