import type { Queryable } from "../../../db/db";
import type {
  BillingService,
  ContractUse,
  EnergyTariff,
  InvoiceLine,
  Payment,
  PaymentMethod,
  PaymentStatus,
  ServiceReading,
} from "../../../../src/shared/billing";

/** SQL of the billing module; the service decides who may read what. */

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
}

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
}

const CONTRACT_COLUMNS = `c.id::text AS id, c.number, c.holder_name, c.holder_document_type, c.holder_document_number, c.address,
  c.barrio, c.comuna, c.municipality, c.estrato, c.use, c.services, c.meters, c.digital_bill_email,
  c.digital_bill_terms_version, c.digital_bill_enrolled_at`;

/** Dates as YYYY-MM-DD text so no driver shifts them by a time zone. */
const INVOICE_COLUMNS = `i.id::text AS id, i.number, i.contract_id::text AS contract_id, c.number AS contract_number, i.period,
  to_char(i.period_start, 'YYYY-MM-DD') AS period_start, to_char(i.period_end, 'YYYY-MM-DD') AS period_end,
  to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
  to_char(i.suspension_date, 'YYYY-MM-DD') AS suspension_date, i.readings, i.lines, i.energy_tariff, i.subsidy_rate,
  i.reconnection_charge, i.total, i.paid_at,
  (SELECT p.reference FROM payments p WHERE p.id = i.paid_by) AS payment_reference,
  (SELECT p.reference FROM payment_invoices pi JOIN payments p ON p.id = pi.payment_id
    WHERE pi.invoice_id = i.id AND pi.active AND p.status = 'pendiente' LIMIT 1) AS pending_reference,
  (SELECT p.reference FROM payment_invoices pi JOIN payments p ON p.id = pi.payment_id
    WHERE pi.invoice_id = i.id AND pi.active AND p.status = 'pendiente' AND p.user_id IS NOT NULL LIMIT 1) AS pending_account_reference`;

const PAYMENT_COLUMNS = `p.id::text AS id, p.reference, p.contract_id::text AS contract_id, c.number AS contract_number,
  p.user_id::text AS user_id, p.amount, p.method, p.gateway, p.bank_name, p.status, p.gateway_code, p.return_path,
  p.payer_email, p.created_at, p.decided_at, p.gateway_transaction_id,
  ARRAY(SELECT i.number FROM payment_invoices pi JOIN invoices i ON i.id = pi.invoice_id
    WHERE pi.payment_id = p.id ORDER BY i.period) AS invoice_numbers`;

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

export async function lastApprovedPayment(q: Queryable, contractId: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments p JOIN contracts c ON c.id = p.contract_id
      WHERE p.contract_id = $1 AND p.status = 'aprobada' ORDER BY p.decided_at DESC LIMIT 1`,
    [contractId],
  );
  return rows[0] ?? null;
}

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

/** True while any payment (a visitor's too) waits for the bank on one of the contract's invoices. */
export async function hasPendingPayment(q: Queryable, contractId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM payments WHERE contract_id = $1 AND status = 'pendiente' LIMIT 1", [contractId]);
  return rows.length > 0;
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
  if (rows.length > 0) await q.query("UPDATE payment_invoices SET active = false WHERE payment_id = ANY ($1::uuid[])", [rows.map((r) => r.id)]);
  return rows.map((r) => r.reference);
}

/** Marks the invoices of an approved payment paid by it. */
export async function markInvoicesPaid(q: Queryable, paymentId: string): Promise<void> {
  await q.query(
    `UPDATE invoices SET paid_at = now(), paid_by = $1
      WHERE id IN (SELECT invoice_id FROM payment_invoices WHERE payment_id = $1) AND paid_at IS NULL`,
    [paymentId],
  );
}

/** True when none of the payment's invoices is paid or held by another pending or approved payment. */
export async function invoicesFreeFor(q: Queryable, paymentId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM payment_invoices mine JOIN invoices i ON i.id = mine.invoice_id
      WHERE mine.payment_id = $1
        AND (i.paid_at IS NOT NULL OR EXISTS (
          SELECT 1 FROM payment_invoices other WHERE other.invoice_id = mine.invoice_id AND other.active AND other.payment_id <> $1))
      LIMIT 1`,
    [paymentId],
  );
  return rows.length === 0;
}

/** An audit line written by the gateway (no account acted): actor_id null, the gateway named. */
export async function auditGatewayAction(q: Queryable, gateway: string, action: string, reference: string, before: unknown, after: unknown): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
     VALUES (NULL, $1, $2, 'payment', $3, $4::jsonb, $5::jsonb)`,
    [`pasarela:${gateway}`, action, reference, JSON.stringify(before), JSON.stringify(after)],
  );
}

export function toPayment(row: PaymentRow): Payment {
  return {
    reference: row.reference,
    status: row.status,
    amount: Number(row.amount),
    method: row.method,
    bank: row.bank_name,
    gatewayCode: row.gateway_code,
    contractNumber: row.contract_number,
    invoiceNumbers: row.invoice_numbers,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** The numbers of contracts by id (for another module's lists). */
export async function contractNumbers(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{ id: string; number: string }>("SELECT id, number FROM contracts WHERE id = ANY($1::uuid[])", [ids]);
  return new Map(rows.map((r) => [r.id, r.number]));
}
