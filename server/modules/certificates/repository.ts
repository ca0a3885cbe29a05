import type { PaymentStatus } from "../../../src/shared/billing";
import type { Queryable } from "../../db/db";

/**
 * SQL of the paz y salvo (issue 32 §4): the certificates issued, and what a contract still has in
 * flight. The contract and its unpaid invoices are read through the billing module.
 */

export interface CertificateRow {
  id: string;
  code: string;
  contract_id: string;
  contract_number: string;
  issued_at: Date;
  issued_by: string | null;
  last_invoice_id: string | null;
  last_invoice_number: string;
  last_period: string;
  /** YYYY-MM-DD. */
  covers_until: string;
  holder_name: string;
  holder_document: string;
  address: string;
  municipality: string;
  services: string[];
  content_hash: string;
}

const COLUMNS = `id::text AS id, code, contract_id::text AS contract_id, contract_number, issued_at, issued_by::text AS issued_by,
  last_invoice_id::text AS last_invoice_id, last_invoice_number, last_period, to_char(covers_until, 'YYYY-MM-DD') AS covers_until,
  holder_name, holder_document, address, municipality, services, content_hash`;

/** Locks the contract's row until the transaction ends: one certificate issued at a time per contract. */
export async function lockContract(tx: Queryable, contractId: string): Promise<void> {
  await tx.query("SELECT 1 FROM contracts WHERE id = $1 FOR UPDATE", [contractId]);
}

/** The newest invoice of a contract (what a certificate covers): its id, number, period and last day. */
export async function newestInvoice(q: Queryable, contractId: string): Promise<{ id: string; number: string; period: string; period_end: string } | null> {
  const { rows } = await q.query<{ id: string; number: string; period: string; period_end: string }>(
    `SELECT id::text AS id, number, period, to_char(period_end, 'YYYY-MM-DD') AS period_end FROM invoices
      WHERE contract_id = $1 ORDER BY period DESC LIMIT 1`,
    [contractId],
  );
  return rows[0] ?? null;
}

/** The contract's payments the gateway has not settled yet (pending, or without confirmation). */
export async function undecidedPayments(q: Queryable, contractId: string): Promise<{ reference: string; amount: string | number; status: PaymentStatus }[]> {
  const { rows } = await q.query<{ reference: string; amount: string | number; status: PaymentStatus }>(
    `SELECT reference, amount, status FROM payments
      WHERE contract_id = $1 AND status IN ('pendiente', 'sin_confirmar') ORDER BY created_at`,
    [contractId],
  );
  return rows;
}

export async function certificateByCode(q: Queryable, code: string): Promise<CertificateRow | null> {
  const { rows } = await q.query<CertificateRow>(`SELECT ${COLUMNS} FROM certificates WHERE code = $1`, [code]);
  return rows[0] ?? null;
}

/** The newest certificate of the contract issued since `since` that says the same (`subjectOf`): a repeated download. */
export async function sameCertificateSince(q: Queryable, contractId: string, subject: string, since: Date): Promise<CertificateRow | null> {
  const { rows } = await q.query<CertificateRow>(
    `SELECT ${COLUMNS} FROM certificates WHERE contract_id = $1 AND issued_at >= $2 ORDER BY issued_at DESC LIMIT 5`,
    [contractId, since],
  );
  return rows.find((r) => subjectOf(r) === subject) ?? null;
}

/** What a certificate says about its contract, whatever its code and time (two downloads the same day compare equal). */
export function subjectOf(
  c: Pick<
    CertificateRow,
    "contract_number" | "last_invoice_number" | "covers_until" | "holder_name" | "holder_document" | "address" | "municipality" | "services"
  >,
): string {
  return JSON.stringify([c.contract_number, c.last_invoice_number, c.covers_until, c.holder_name, c.holder_document, c.address, c.municipality, c.services]);
}

export type NewCertificate = Omit<CertificateRow, "id">;

/** Stores an issued certificate; null when its code was taken (the caller draws another). */
export async function insertCertificate(q: Queryable, c: NewCertificate): Promise<CertificateRow | null> {
  const { rows } = await q.query<CertificateRow>(
    `INSERT INTO certificates (code, contract_id, contract_number, issued_at, issued_by, last_invoice_id, last_invoice_number, last_period,
       covers_until, holder_name, holder_document, address, municipality, services, content_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (code) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      c.code,
      c.contract_id,
      c.contract_number,
      c.issued_at,
      c.issued_by,
      c.last_invoice_id,
      c.last_invoice_number,
      c.last_period,
      c.covers_until,
      c.holder_name,
      c.holder_document,
      c.address,
      c.municipality,
      c.services,
      c.content_hash,
    ],
  );
  return rows[0] ?? null;
}
