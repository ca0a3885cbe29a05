import type { Queryable } from "../../../db/db";
import type { BillingService, ContractUse, EnergyTariff, InvoiceLine, ServiceReading } from "../../../../src/shared/billing";

/**
 * SQL of the contracts and their invoices; the service decides who may read what. The payments'
 * statements live in ../../payments/repository.ts; an invoice row still names the payments that
 * paid or hold it (subqueries below), so a list of invoices stays one statement.
 */

export interface ContractRow {
  id: string;
  number: string;
  holder_name: string;
  holder_document_type: string;
  holder_document_number: string;
  address: string;
  barrio: string;
  comuna: string;
  municipality: string;
  estrato: number;
  use: ContractUse;
  services: BillingService[];
  meters: Partial<Record<BillingService, string>>;
  digital_bill_email: string | null;
  digital_bill_terms_version: string | null;
  digital_bill_enrolled_at: Date | null;
  /** Issue 34 §4: the digital bill's second recipient (migration 027). */
  digital_bill_second_email: string | null;
  digital_bill_second_terms_version: string | null;
  digital_bill_second_added_at: Date | null;
}

export interface InvoiceRow {
  id: string;
  number: string;
  contract_id: string;
  contract_number: string;
  period: string;
  period_start: string;
  period_end: string;
  issue_date: string;
  due_date: string;
  suspension_date: string;
  readings: ServiceReading[];
  lines: InvoiceLine[];
  energy_tariff: EnergyTariff | null;
  subsidy_rate: string | number;
  reconnection_charge: string | number;
  total: string | number;
  paid_at: Date | null;
  payment_reference: string | null;
  pending_reference: string | null;
  /** The pending payment an account started (issue 20: only these block a signed-in holder). */
  pending_account_reference: string | null;
  /** The DIAN electronic document (issue 34 §3): its CUDE and QR text, whether its XML is kept here, or where it is kept. */
  dian_cude: string | null;
  dian_qr: string | null;
  dian_has_xml: boolean;
  dian_xml_url: string | null;
}

const CONTRACT_COLUMNS = `c.id::text AS id, c.number, c.holder_name, c.holder_document_type, c.holder_document_number, c.address,
  c.barrio, c.comuna, c.municipality, c.estrato, c.use, c.services, c.meters, c.digital_bill_email,
  c.digital_bill_terms_version, c.digital_bill_enrolled_at, c.digital_bill_second_email, c.digital_bill_second_terms_version,
  c.digital_bill_second_added_at`;

/** Dates as YYYY-MM-DD text so no driver shifts them by a time zone. */
const INVOICE_COLUMNS = `i.id::text AS id, i.number, i.contract_id::text AS contract_id, c.number AS contract_number, i.period,
  to_char(i.period_start, 'YYYY-MM-DD') AS period_start, to_char(i.period_end, 'YYYY-MM-DD') AS period_end,
  to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
  to_char(i.suspension_date, 'YYYY-MM-DD') AS suspension_date, i.readings, i.lines, i.energy_tariff, i.subsidy_rate,
  i.reconnection_charge, i.total, i.paid_at, i.dian_cude, i.dian_qr, i.dian_xml IS NOT NULL AS dian_has_xml, i.dian_xml_url,
  (SELECT p.reference FROM payments p WHERE p.id = i.paid_by) AS payment_reference,
  (SELECT p.reference FROM payment_invoices pi JOIN payments p ON p.id = pi.payment_id
    WHERE pi.invoice_id = i.id AND pi.active AND p.status = 'pendiente' LIMIT 1) AS pending_reference,
  (SELECT p.reference FROM payment_invoices pi JOIN payments p ON p.id = pi.payment_id
    WHERE pi.invoice_id = i.id AND pi.active AND p.status = 'pendiente' AND p.user_id IS NOT NULL LIMIT 1) AS pending_account_reference`;

export async function contractsOfUser(q: Queryable, userId: string): Promise<ContractRow[]> {
  const { rows } = await q.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts c JOIN contract_links l ON l.contract_id = c.id
      WHERE l.user_id = $1 ORDER BY l.linked_at, c.number`,
    [userId],
  );
  return rows;
}

/** The contract if this account is linked to it (else null: not found and not theirs look alike). */
export async function contractOfUser(q: Queryable, userId: string, contractId: string): Promise<ContractRow | null> {
  const { rows } = await q.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} FROM contracts c JOIN contract_links l ON l.contract_id = c.id
      WHERE l.user_id = $1 AND c.id = $2`,
    [userId, contractId],
  );
  return rows[0] ?? null;
}

export async function contractByNumber(q: Queryable, number: string): Promise<ContractRow | null> {
  const { rows } = await q.query<ContractRow>(`SELECT ${CONTRACT_COLUMNS} FROM contracts c WHERE c.number = $1`, [number]);
  return rows[0] ?? null;
}

export async function isLinked(q: Queryable, userId: string, contractId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM contract_links WHERE user_id = $1 AND contract_id = $2", [userId, contractId]);
  return rows.length > 0;
}

export async function linkContract(q: Queryable, userId: string, contractId: string): Promise<void> {
  await q.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [userId, contractId]);
}

export async function invoicesOfContracts(q: Queryable, contractIds: readonly string[], limit = 24): Promise<InvoiceRow[]> {
  if (contractIds.length === 0) return [];
  const { rows } = await q.query<InvoiceRow>(
    `SELECT * FROM (
       SELECT ${INVOICE_COLUMNS}, row_number() OVER (PARTITION BY i.contract_id ORDER BY i.period DESC) AS n
         FROM invoices i JOIN contracts c ON c.id = i.contract_id
        WHERE i.contract_id = ANY ($1::uuid[])) x
      WHERE n <= $2 ORDER BY contract_number, period DESC`,
    [contractIds, limit],
  );
  return rows;
}

export async function invoiceById(q: Queryable, id: string): Promise<InvoiceRow | null> {
  const { rows } = await q.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM invoices i JOIN contracts c ON c.id = i.contract_id WHERE i.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function invoicesByIds(q: Queryable, ids: readonly string[]): Promise<InvoiceRow[]> {
  const { rows } = await q.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i JOIN contracts c ON c.id = i.contract_id WHERE i.id = ANY ($1::uuid[]) ORDER BY i.period`,
    [ids],
  );
  return rows;
}

export async function invoiceByNumber(q: Queryable, contractId: string, number: string): Promise<InvoiceRow | null> {
  const { rows } = await q.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i JOIN contracts c ON c.id = i.contract_id WHERE i.contract_id = $1 AND i.number = $2`,
    [contractId, number],
  );
  return rows[0] ?? null;
}

export async function unpaidInvoices(q: Queryable, contractId: string): Promise<InvoiceRow[]> {
  const { rows } = await q.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices i JOIN contracts c ON c.id = i.contract_id
      WHERE i.contract_id = $1 AND i.paid_at IS NULL ORDER BY i.period`,
    [contractId],
  );
  return rows;
}

export interface ConsumptionRow {
  period: string;
  readings: ServiceReading[];
}

export async function consumptionOf(q: Queryable, contractId: string, months: number, beforePeriod?: string): Promise<ConsumptionRow[]> {
  const { rows } = await q.query<ConsumptionRow>(
    `SELECT period, readings FROM invoices WHERE contract_id = $1 AND ($3::text IS NULL OR period < $3)
      ORDER BY period DESC LIMIT $2`,
    [contractId, months, beforePeriod ?? null],
  );
  return rows.reverse();
}

/** Marks the invoices of an approved payment paid by it. */
export async function markInvoicesPaid(q: Queryable, paymentId: string): Promise<void> {
  await q.query(
    `UPDATE invoices SET paid_at = now(), paid_by = $1
      WHERE id IN (SELECT invoice_id FROM payment_invoices WHERE payment_id = $1) AND paid_at IS NULL`,
    [paymentId],
  );
}

/** The numbers of contracts by id (for another module's lists). */
export async function contractNumbers(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{ id: string; number: string }>("SELECT id, number FROM contracts WHERE id = ANY($1::uuid[])", [ids]);
  return new Map(rows.map((r) => [r.id, r.number]));
}
