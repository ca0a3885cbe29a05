import type { Queryable } from "../../../db/db";

/**
 * SQL of the import (issue 34 §1): the contracts and invoices the billing system sends, found by
 * their natural keys, and the earlier versions of a changed invoice.
 */

export interface StoredContract {
  id: string;
  number: string;
  holder_name: string;
  holder_document_type: string;
  holder_document_number: string;
  holder_email: string | null;
  address: string;
  barrio: string;
  comuna: string;
  municipality: string;
  estrato: number;
  use: string;
  services: string[];
  meters: Record<string, string>;
}

const CONTRACT_COLUMNS = `id::text AS id, number, holder_name, holder_document_type, holder_document_number, holder_email, address, barrio,
  comuna, municipality, estrato, use, services, meters`;

export async function findContract(q: Queryable, number: string): Promise<StoredContract | null> {
  const { rows } = await q.query<StoredContract>(`SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE number = $1`, [number]);
  return rows[0] ?? null;
}

/** The contracts of `numbers` that exist (a batch's prefetch). */
export async function findContracts(q: Queryable, numbers: readonly string[]): Promise<StoredContract[]> {
  if (numbers.length === 0) return [];
  const { rows } = await q.query<StoredContract>(`SELECT ${CONTRACT_COLUMNS} FROM contracts WHERE number = ANY ($1::text[])`, [numbers]);
  return rows;
}

/** The columns of a contract the feed writes (holder_email only when the line has it). */
export interface ContractFields {
  holder_name: string;
  holder_document_type: string;
  holder_document_number: string;
  holder_email?: string | null;
  address: string;
  barrio: string;
  comuna: string;
  municipality: string;
  estrato: number;
  use: string;
  services: string[];
  meters: Record<string, string>;
}

export async function insertContract(q: Queryable, number: string, c: ContractFields): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO contracts (number, holder_name, holder_document_type, holder_document_number, holder_email, address, barrio, comuna,
       municipality, estrato, use, services, meters)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13::jsonb) RETURNING id::text AS id`,
    [
      number,
      c.holder_name,
      c.holder_document_type,
      c.holder_document_number,
      c.holder_email ?? null,
      c.address,
      c.barrio,
      c.comuna,
      c.municipality,
      c.estrato,
      c.use,
      c.services,
      JSON.stringify(c.meters),
    ],
  );
  return rows[0].id;
}

export async function updateContract(q: Queryable, id: string, c: ContractFields): Promise<void> {
  await q.query(
    `UPDATE contracts SET holder_name = $2, holder_document_type = $3, holder_document_number = $4,
       holder_email = CASE WHEN $5::boolean THEN $6 ELSE holder_email END, address = $7, barrio = $8, comuna = $9,
       municipality = $10, estrato = $11, use = $12, services = $13::text[], meters = $14::jsonb WHERE id = $1`,
    [
      id,
      c.holder_name,
      c.holder_document_type,
      c.holder_document_number,
      c.holder_email !== undefined,
      c.holder_email ?? null,
      c.address,
      c.barrio,
      c.comuna,
      c.municipality,
      c.estrato,
      c.use,
      c.services,
      JSON.stringify(c.meters),
    ],
  );
}

export interface StoredInvoice {
  id: string;
  number: string;
  contract_id: string;
  period: string;
  period_start: string;
  period_end: string;
  issue_date: string;
  due_date: string;
  suspension_date: string;
  readings: unknown[];
  lines: { amount: number }[];
  energy_tariff: unknown;
  subsidy_rate: string;
  reconnection_charge: string;
  total: string;
  paid_at: Date | null;
  verification_hash: string | null;
  dian_cude: string | null;
  dian_qr: string | null;
  dian_xml_md5: string | null;
  dian_xml_url: string | null;
  /** A payment waiting for its bank holds the invoice's amount. */
  pending_payment: string | null;
}

const INVOICE_COLUMNS = `i.id::text AS id, i.number, i.contract_id::text AS contract_id, i.period,
  to_char(i.period_start, 'YYYY-MM-DD') AS period_start, to_char(i.period_end, 'YYYY-MM-DD') AS period_end,
  to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
  to_char(i.suspension_date, 'YYYY-MM-DD') AS suspension_date, i.readings, i.lines, i.energy_tariff, i.subsidy_rate::text AS subsidy_rate,
  i.reconnection_charge::text AS reconnection_charge, i.total::text AS total, i.paid_at, i.verification_hash, i.dian_cude, i.dian_qr,
  md5(i.dian_xml) AS dian_xml_md5, i.dian_xml_url,
  (SELECT p.reference FROM payment_invoices pi JOIN payments p ON p.id = pi.payment_id
    WHERE pi.invoice_id = i.id AND pi.active AND p.status IN ('pendiente', 'sin_confirmar') LIMIT 1) AS pending_payment`;

export async function findInvoice(q: Queryable, number: string): Promise<StoredInvoice | null> {
  const { rows } = await q.query<StoredInvoice>(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.number = $1`, [number]);
  return rows[0] ?? null;
}

/** The invoices of `numbers` that exist (a batch's prefetch). */
export async function findInvoices(q: Queryable, numbers: readonly string[]): Promise<StoredInvoice[]> {
  if (numbers.length === 0) return [];
  const { rows } = await q.query<StoredInvoice>(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.number = ANY ($1::text[])`, [numbers]);
  return rows;
}

/** The ids of the contracts of `numbers` that exist (what invoice and payment lines need of them). */
export async function findContractIds(q: Queryable, numbers: readonly string[]): Promise<{ id: string; number: string }[]> {
  if (numbers.length === 0) return [];
  const { rows } = await q.query<{ id: string; number: string }>("SELECT id::text AS id, number FROM contracts WHERE number = ANY ($1::text[])", [numbers]);
  return rows;
}

/**
 * In one statement, the invoices of `numbers` and those of each (contract, period) pair (the
 * one-invoice-a-period check): a batch's prefetch.
 */
export async function findInvoicesOrPeriods(
  q: Queryable,
  numbers: readonly string[],
  pairs: readonly { contractId: string; period: string }[],
): Promise<StoredInvoice[]> {
  if (numbers.length === 0 && pairs.length === 0) return [];
  const { rows } = await q.query<StoredInvoice>(
    // A UNION of two index lookups (an OR of them would be a scan of the whole table).
    `SELECT ${INVOICE_COLUMNS} FROM invoices i
      WHERE i.id IN (SELECT id FROM invoices WHERE number = ANY ($1::text[])
                     UNION SELECT x.id FROM unnest($2::uuid[], $3::text[]) AS k(contract_id, period)
                       JOIN invoices x ON x.contract_id = k.contract_id AND x.period = k.period)`,
    [numbers, pairs.map((p) => p.contractId), pairs.map((p) => p.period)],
  );
  return rows;
}

/** The number of another invoice of the contract for the period, if any (one invoice per contract and period). */
export async function invoiceOfPeriod(q: Queryable, contractId: string, period: string, exceptId: string | null): Promise<string | null> {
  const { rows } = await q.query<{ number: string }>(
    "SELECT number FROM invoices WHERE contract_id = $1 AND period = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)",
    [contractId, period, exceptId],
  );
  return rows[0]?.number ?? null;
}

/** What an invoice line writes; the DIAN fields only when the line brings them (never cleared). */
export interface InvoiceFields {
  contract_id: string;
  period: string;
  period_start: string;
  period_end: string;
  issue_date: string;
  due_date: string;
  suspension_date: string;
  readings: unknown[];
  lines: unknown[];
  energy_tariff: unknown;
  subsidy_rate: number;
  reconnection_charge: number;
  total: number;
  dian_cude: string | null;
  dian_qr: string | null;
  dian_xml: string | null;
  dian_xml_url: string | null;
  /** Set when the line brought a code (or a new invoice got one). */
  verification: { hash: string; sealed: string } | null;
}

const INVOICE_PARAMS = (f: InvoiceFields) => [
  f.contract_id,
  f.period,
  f.period_start,
  f.period_end,
  f.issue_date,
  f.due_date,
  f.suspension_date,
  JSON.stringify(f.readings),
  JSON.stringify(f.lines),
  f.energy_tariff === null ? null : JSON.stringify(f.energy_tariff),
  f.subsidy_rate,
  f.reconnection_charge,
  f.total,
  f.dian_cude,
  f.dian_qr,
  f.dian_xml,
  f.dian_xml_url,
  f.verification?.hash ?? null,
  f.verification?.sealed ?? null,
];

export async function insertInvoice(q: Queryable, number: string, f: InvoiceFields): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO invoices (number, contract_id, period, period_start, period_end, issue_date, due_date, suspension_date, readings, lines,
       energy_tariff, subsidy_rate, reconnection_charge, total, dian_cude, dian_qr, dian_xml, dian_xml_url, verification_hash,
       verification_code_sealed)
     VALUES ($20, $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     RETURNING id::text AS id`,
    [...INVOICE_PARAMS(f), number],
  );
  return rows[0].id;
}

/** New invoices in one multi-row INSERT (a batch's new invoices); their ids by number. */
export async function insertInvoices(q: Queryable, invoices: readonly { number: string; fields: InvoiceFields }[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (invoices.length === 0) return ids;
  const params: unknown[] = [];
  const values = invoices.map(({ number, fields }) => {
    const at = params.length;
    params.push(...INVOICE_PARAMS(fields), number);
    const p = (k: number) => `$${at + k}`;
    return `(${p(20)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}::jsonb, ${p(9)}::jsonb, ${p(10)}::jsonb, ${p(11)},
      ${p(12)}, ${p(13)}, ${p(14)}, ${p(15)}, ${p(16)}, ${p(17)}, ${p(18)}, ${p(19)})`;
  });
  const { rows } = await q.query<{ id: string; number: string }>(
    `INSERT INTO invoices (number, contract_id, period, period_start, period_end, issue_date, due_date, suspension_date, readings, lines,
       energy_tariff, subsidy_rate, reconnection_charge, total, dian_cude, dian_qr, dian_xml, dian_xml_url, verification_hash,
       verification_code_sealed)
     VALUES ${values.join(", ")}
     RETURNING id::text AS id, number`,
    params,
  );
  for (const r of rows) ids.set(r.number, r.id);
  return ids;
}

/** Keeps the invoice as it was (issue 34 §1: a changed invoice keeps its earlier version), then changes it. */
export async function updateInvoice(q: Queryable, id: string, f: InvoiceFields, runId: string): Promise<void> {
  await q.query("INSERT INTO invoice_versions (invoice_id, import_run_id, data) SELECT id, $2, to_jsonb(i) FROM invoices i WHERE id = $1", [id, runId]);
  await q.query(
    `UPDATE invoices SET contract_id = $1, period = $2, period_start = $3, period_end = $4, issue_date = $5, due_date = $6,
       suspension_date = $7, readings = $8::jsonb, lines = $9::jsonb, energy_tariff = $10::jsonb, subsidy_rate = $11,
       reconnection_charge = $12, total = $13, dian_cude = COALESCE($14, dian_cude), dian_qr = COALESCE($15, dian_qr),
       dian_xml = COALESCE($16, dian_xml), dian_xml_url = COALESCE($17, dian_xml_url),
       verification_hash = COALESCE($18, verification_hash), verification_code_sealed = COALESCE($19, verification_code_sealed)
     WHERE id = $20`,
    [...INVOICE_PARAMS(f), id],
  );
}

/** The versions an invoice had before its imports changed it, oldest first. */
export async function invoiceVersions(q: Queryable, invoiceId: string): Promise<{ data: Record<string, unknown>; replaced_at: Date }[]> {
  const { rows } = await q.query<{ data: Record<string, unknown>; replaced_at: Date }>(
    "SELECT data, replaced_at FROM invoice_versions WHERE invoice_id = $1 ORDER BY replaced_at, id",
    [invoiceId],
  );
  return rows;
}
