import type { Queryable } from "../../../db/db";
import { CHUNK, chunks } from "./chunks";

export { CHUNK };

/**
 * SQL of the collections module (issue 32 §3): the imported files and their records, and the
 * writes an import makes to payments, payment_invoices and invoices (the data model of the issue's
 * brief: a `banco` payment per record that pays or double-pays an invoice). Rows go in as arrays
 * through unnest, CHUNK at a time, so 100,000 records take about a hundred statements, not half a million.
 */

const FILE_COLUMNS = `f.id::text AS id, f.file_name, f.sha256, f.records_sha256, f.format, f.nit, f.bank_code, f.bank_name,
  f.collection_date::text AS collection_date, f.file_date::text AS file_date, f.file_time, f.modifier, f.account_number,
  f.account_type, f.size_bytes, f.lots, f.records, f.total_cents::text AS total_cents, f.applied, f.applied_cents::text AS applied_cents,
  f.doubles, f.unknown, f.mismatched, f.returned, f.imported_by_email, f.imported_at,
  (SELECT count(*)::int FROM collection_items u WHERE u.file_id = f.id AND u.outcome <> 'aplicada' AND u.reviewed_at IS NULL) AS pending_review`;

export interface FileRow {
  id: string;
  file_name: string;
  sha256: string;
  records_sha256: string;
  format: string;
  nit: string;
  bank_code: string;
  bank_name: string | null;
  collection_date: string;
  file_date: string;
  file_time: string;
  modifier: string;
  account_number: string;
  account_type: string;
  size_bytes: number;
  lots: number;
  records: number;
  total_cents: string;
  applied: number;
  applied_cents: string;
  doubles: number;
  unknown: number;
  mismatched: number;
  returned: number;
  imported_by_email: string;
  imported_at: Date;
  pending_review: number;
}

export async function fileById(q: Queryable, id: string): Promise<FileRow | null> {
  const { rows } = await q.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM collection_files f WHERE f.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The file imported with exactly these bytes, if any. */
export async function fileBySha(q: Queryable, sha256: string): Promise<FileRow | null> {
  const { rows } = await q.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM collection_files f WHERE f.sha256 = $1`, [sha256]);
  return rows[0] ?? null;
}

/** The file of this delivery (NIT, bank, file date, modifier), whatever its bytes. */
export async function fileByDelivery(q: Queryable, d: { nit: string; bankCode: string; fileDate: string; modifier: string }): Promise<FileRow | null> {
  const { rows } = await q.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM collection_files f WHERE f.nit = $1 AND f.bank_code = $2 AND f.file_date = $3::date AND f.modifier = $4`,
    [d.nit, d.bankCode, d.fileDate, d.modifier],
  );
  return rows[0] ?? null;
}

/** Newest first. */
export async function listFiles(q: Queryable, page: number, pageSize: number): Promise<{ rows: FileRow[]; total: number }> {
  const total = (await q.query<{ n: number }>("SELECT count(*)::int AS n FROM collection_files")).rows[0].n;
  const { rows } = await q.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM collection_files f ORDER BY f.imported_at DESC, f.id DESC LIMIT ${Math.trunc(pageSize)} OFFSET ${Math.trunc((page - 1) * pageSize)}`,
  );
  return { rows, total };
}

/**
 * The bytes of a file. They cross as base64 text both ways, as PQRS attachments do: PGlite builds a
 * bytea parameter or column as JS text of its hex digits, which for a file of several MB exhausts
 * its worker's heap (an 8 MB bytea parameter did), where base64 text of 20 MB crosses in a second.
 */
export async function fileContent(q: Queryable, id: string): Promise<{ file_name: string; content: Buffer } | null> {
  const { rows } = await q.query<{ file_name: string; content: string }>(
    "SELECT file_name, encode(content, 'base64') AS content FROM collection_files WHERE id = $1",
    [id],
  );
  return rows[0] ? { file_name: rows[0].file_name, content: Buffer.from(rows[0].content, "base64") } : null;
}

/** An invoice as the import compares a record with it. */
export interface InvoiceMatch {
  id: string;
  number: string;
  /** The number without leading zeros (what a reference is matched by). */
  key: string;
  contract_id: string;
  total: string | number;
  paid: boolean;
}

/** Invoices whose number, without leading zeros, is one of `keys`. */
export async function invoicesByKeys(q: Queryable, keys: readonly string[]): Promise<InvoiceMatch[]> {
  const out: InvoiceMatch[] = [];
  for (const part of chunks(keys)) {
    const { rows } = await q.query<InvoiceMatch>(
      `SELECT id::text AS id, number, ltrim(number, '0') AS key, contract_id::text AS contract_id, total, paid_at IS NOT NULL AS paid
         FROM invoices WHERE ltrim(number, '0') = ANY ($1::text[])`,
      [part],
    );
    out.push(...rows);
  }
  return out;
}

/**
 * Locks what the import is about to change, in the order a gateway's decision takes the same locks
 * (the payment, then its invoices), so the two never wait for each other: first the undecided
 * payments holding these invoices, then the invoices themselves. Answers the invoices as they are
 * now (paid or not, total), which is what the records are compared with.
 */
export async function lockInvoices(q: Queryable, ids: readonly string[]): Promise<Map<string, { paid: boolean; total: string | number }>> {
  const state = new Map<string, { paid: boolean; total: string | number }>();
  for (const part of chunks(ids)) {
    await q.query(
      `SELECT p.id FROM payments p
        WHERE p.status IN ('pendiente', 'sin_confirmar')
          AND p.id IN (SELECT payment_id FROM payment_invoices WHERE invoice_id = ANY ($1::uuid[]) AND active)
        ORDER BY p.id FOR UPDATE`,
      [part],
    );
  }
  for (const part of chunks(ids)) {
    const { rows } = await q.query<{ id: string; paid: boolean; total: string | number }>(
      "SELECT id::text AS id, paid_at IS NOT NULL AS paid, total FROM invoices WHERE id = ANY ($1::uuid[]) ORDER BY id FOR UPDATE",
      [part],
    );
    for (const r of rows) state.set(r.id, { paid: r.paid, total: r.total });
  }
  return state;
}

export interface NewFile {
  id: string;
  fileName: string;
  sha256: string;
  recordsSha256: string;
  format: string;
  nit: string;
  bankCode: string;
  bankName: string | null;
  collectionDate: string;
  fileDate: string;
  fileTime: string;
  modifier: string;
  accountNumber: string;
  accountType: string;
  sizeBytes: number;
  lots: number;
  records: number;
  totalCents: bigint;
  applied: number;
  appliedCents: bigint;
  doubles: number;
  unknown: number;
  mismatched: number;
  returned: number;
  importedBy: { id: string; email: string };
  content: Uint8Array;
  result: unknown;
}

export async function insertFile(q: Queryable, f: NewFile): Promise<void> {
  await q.query(
    `INSERT INTO collection_files (id, file_name, sha256, records_sha256, format, nit, bank_code, bank_name, collection_date, file_date,
       file_time, modifier, account_number, account_type, size_bytes, lots, records, total_cents, applied, applied_cents, doubles, unknown,
       mismatched, returned, imported_by, imported_by_email, content, result)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $12, $13, $14, $15, $16, $17, $18::bigint, $19, $20::bigint, $21, $22,
       $23, $24, $25, $26, decode($27, 'base64'), $28::jsonb)`,
    [
      f.id,
      f.fileName,
      f.sha256,
      f.recordsSha256,
      f.format,
      f.nit,
      f.bankCode,
      f.bankName,
      f.collectionDate,
      f.fileDate,
      f.fileTime,
      f.modifier,
      f.accountNumber,
      f.accountType,
      f.sizeBytes,
      f.lots,
      f.records,
      f.totalCents.toString(),
      f.applied,
      f.appliedCents.toString(),
      f.doubles,
      f.unknown,
      f.mismatched,
      f.returned,
      f.importedBy.id,
      f.importedBy.email,
      Buffer.from(f.content.buffer, f.content.byteOffset, f.content.byteLength).toString("base64"),
      JSON.stringify(f.result),
    ],
  );
}

/** The result kept with a file (written once its records are in). */
export async function setResult(q: Queryable, fileId: string, result: unknown): Promise<void> {
  await q.query("UPDATE collection_files SET result = $2::jsonb WHERE id = $1", [fileId, JSON.stringify(result)]);
}

/** A `banco` payment of one record: approved on the collection date; `refundDue` when it paid what was paid. */
export interface BankPayment {
  id: string;
  reference: string;
  contractId: string;
  invoiceId: string;
  /** Whole pesos. */
  amount: number;
  refundDue: boolean;
}

/**
 * The file's payments, their payment_invoices rows (active only for those that pay), and the
 * invoices they pay marked paid on the collection date. Pending online payments that held those
 * invoices are superseded first (fallida, superseded_by the bank payment, their invoices released),
 * as payments/repository.ts supersedes a visitor's: the bank's money arrived first, and a later
 * approval of the online payment becomes a double payment through the gateway's late-approval path.
 * Answers the references of the superseded payments.
 */
export async function applyPayments(
  q: Queryable,
  payments: readonly BankPayment[],
  bank: { gateway: string; code: string; name: string | null; decidedAt: Date },
): Promise<string[]> {
  for (const part of chunks(payments)) {
    await q.query(
      `INSERT INTO payments (id, reference, contract_id, amount, method, gateway, bank_code, bank_name, status, decided_at, refund_due)
       SELECT id, reference, contract_id, amount, 'banco', $6, $7, $8, 'aprobada', $9::timestamptz, refund_due
         FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::bigint[], $5::boolean[]) AS r(id, reference, contract_id, amount, refund_due)`,
      [
        part.map((p) => p.id),
        part.map((p) => p.reference),
        part.map((p) => p.contractId),
        part.map((p) => String(p.amount)),
        part.map((p) => p.refundDue),
        bank.gateway,
        bank.code,
        bank.name,
        bank.decidedAt.toISOString(),
      ],
    );
  }
  const paying = payments.filter((p) => !p.refundDue);
  const superseded: string[] = [];
  for (const part of chunks(paying)) {
    const { rows } = await q.query<{ id: string; reference: string }>(
      `UPDATE payments p SET status = 'fallida', decided_at = now(), superseded_by = s.bank_id
         FROM (SELECT DISTINCT ON (pi.payment_id) pi.payment_id, m.bank_id
                 FROM payment_invoices pi JOIN unnest($1::uuid[], $2::uuid[]) AS m(invoice_id, bank_id) ON m.invoice_id = pi.invoice_id
                WHERE pi.active ORDER BY pi.payment_id, m.bank_id) s
        WHERE p.id = s.payment_id AND p.status IN ('pendiente', 'sin_confirmar')
        RETURNING p.id::text AS id, p.reference`,
      [part.map((p) => p.invoiceId), part.map((p) => p.id)],
    );
    if (rows.length > 0) {
      await q.query("UPDATE payment_invoices SET active = false WHERE payment_id = ANY ($1::uuid[])", [rows.map((r) => r.id)]);
      superseded.push(...rows.map((r) => r.reference));
    }
  }
  for (const part of chunks(payments)) {
    await q.query(
      `INSERT INTO payment_invoices (payment_id, invoice_id, amount, active)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::boolean[])`,
      [part.map((p) => p.id), part.map((p) => p.invoiceId), part.map((p) => String(p.amount)), part.map((p) => !p.refundDue)],
    );
  }
  for (const part of chunks(paying)) {
    await q.query(
      `UPDATE invoices i SET paid_at = $3::timestamptz, paid_by = m.payment_id
         FROM unnest($1::uuid[], $2::uuid[]) AS m(invoice_id, payment_id)
        WHERE i.id = m.invoice_id AND i.paid_at IS NULL`,
      [part.map((p) => p.invoiceId), part.map((p) => p.id), bank.decidedAt.toISOString()],
    );
  }
  return superseded;
}

export * from "./items";
