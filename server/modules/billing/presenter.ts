import {
  maskAddress,
  SERVICE_UNITS,
  type BillingLookup,
  type ConnectionRequestReceipt,
  type ConsumptionPoint,
  type ConsumptionSeries,
  type Contract,
  type InvoiceDetail,
  type InvoiceStatus,
  type InvoiceSummary,
} from "../../../src/shared/billing";
import { bogotaDay } from "../../../src/shared/time";
import type { PaymentRow } from "../payments/repository";
import type { PaymentBarcode } from "./barcode";
import type { ConsumptionRow, ContractRow, InvoiceRow } from "./repository";

/** What leaves the server of the billing module: contracts, invoices and consumption as the API sends them. */

/** Invoice status from the clock (DESIGN: derived, never stored): paid, else overdue after its due day. */
function invoiceStatus(row: Pick<InvoiceRow, "paid_at" | "due_date">, now: Date): InvoiceStatus {
  if (row.paid_at) return "pagada";
  return bogotaDay(now.getTime()) > row.due_date ? "vencida" : "pendiente";
}

export function presentInvoiceSummary(row: InvoiceRow, now: Date): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    contractId: row.contract_id,
    contractNumber: row.contract_number,
    period: row.period,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    suspensionDate: row.suspension_date,
    total: Number(row.total),
    status: invoiceStatus(row, now),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    paymentReference: row.payment_reference,
    // Issue 20: a visitor's pending payment does not block the account's own attempt.
    paymentInProgress: row.pending_account_reference !== null,
  };
}

function presentPoint(row: ConsumptionRow): ConsumptionPoint {
  const values: ConsumptionPoint["values"] = {};
  for (const r of row.readings) values[r.service] = r.consumption;
  return { period: row.period, values };
}

/** A contract with what it owes: `invoices` are its unpaid ones, `last` its newest approved payment. */
export function presentContract(row: ContractRow, invoices: readonly InvoiceRow[], last: PaymentRow | null, now: Date): Contract {
  const unpaid = invoices.filter((i) => !i.paid_at);
  const due = unpaid.map((i) => i.due_date).sort();
  return {
    id: row.id,
    number: row.number,
    holderName: row.holder_name,
    address: row.address,
    barrio: row.barrio,
    comuna: row.comuna,
    municipality: row.municipality,
    estrato: Number(row.estrato),
    use: row.use,
    services: row.services,
    meters: row.meters,
    digitalBill:
      row.digital_bill_email && row.digital_bill_enrolled_at && row.digital_bill_terms_version
        ? {
            email: row.digital_bill_email,
            termsVersion: row.digital_bill_terms_version,
            enrolledAt: new Date(row.digital_bill_enrolled_at).toISOString(),
            second: presentSecondRecipient(row),
          }
        : null,
    amountDue: unpaid.reduce((sum, i) => sum + Number(i.total), 0),
    unpaidInvoices: unpaid.length,
    nextDueDate: due[0] ?? null,
    overdue: unpaid.some((i) => invoiceStatus(i, now) === "vencida"),
    paymentInProgress: unpaid.some((i) => i.pending_account_reference !== null),
    lastPayment: last && last.decided_at ? { reference: last.reference, amount: Number(last.amount), paidAt: new Date(last.decided_at).toISOString() } : null,
  };
}

/** An invoice in full: its contract's address and use, readings, lines, the periods before it and its verification code. */
export function presentInvoiceDetail(
  row: InvoiceRow,
  contract: ContractRow,
  history: readonly ConsumptionRow[],
  verificationCode: string,
  now: Date,
  barcode: PaymentBarcode | null = null,
  /** Where it can be paid (./tariffs.ts paymentPoints, with the site settings' office hours). */
  points: readonly string[] = [],
): InvoiceDetail {
  return {
    ...presentInvoiceSummary(row, now),
    address: contract.address,
    barrio: contract.barrio,
    municipality: contract.municipality,
    estrato: Number(contract.estrato),
    use: contract.use,
    holderName: contract.holder_name,
    readings: row.readings,
    lines: row.lines,
    energyTariff: row.energy_tariff,
    subsidyRate: Number(row.subsidy_rate),
    history: history.map(presentPoint),
    reconnectionCharge: Number(row.reconnection_charge),
    paymentPoints: [...points],
    // Shown only to accounts linked to the contract: the holder's proof for linking it elsewhere.
    verificationCode,
    paymentBarcode: barcode ? { reference: barcode.reference, hri: barcode.hri } : null,
    electronicInvoice:
      row.dian_cude && row.dian_qr
        ? { cude: row.dian_cude, qr: row.dian_qr, xmlUrl: row.dian_has_xml ? `/api/invoices/${row.id}/dian.xml` : row.dian_xml_url }
        : null,
  };
}

/** The measured services of a contract and their consumption per period. */
export function presentConsumption(contract: ContractRow, rows: readonly ConsumptionRow[]): ConsumptionSeries {
  return {
    contractId: contract.id,
    services: contract.services.filter((s) => SERVICE_UNITS[s] !== null),
    points: rows.map(presentPoint),
  };
}

/** What anyone may learn from a contract number: enough to pay it, nothing about the holder. */
export function presentLookup(contract: ContractRow, view: Contract, paymentInProgress: boolean): BillingLookup {
  return {
    contractNumber: contract.number,
    maskedAddress: `${maskAddress(contract.address)} · ${contract.municipality}`,
    amountDue: view.amountDue,
    dueDate: view.nextDueDate,
    unpaidInvoices: view.unpaidInvoices,
    overdue: view.overdue,
    paymentInProgress,
  };
}

export function presentConnectionReceipt(stored: { requestNumber: string; createdAt: Date }): ConnectionRequestReceipt {
  return { requestNumber: stored.requestNumber, createdAt: new Date(stored.createdAt).toISOString() };
}

/** Issue 34 §4: the digital bill's second recipient (a tenant and the owner), or null. */
function presentSecondRecipient(row: ContractRow): { email: string; termsVersion: string; addedAt: string } | null {
  const { digital_bill_second_email: email, digital_bill_second_terms_version: termsVersion, digital_bill_second_added_at: addedAt } = row;
  return email && termsVersion && addedAt ? { email, termsVersion, addedAt: new Date(addedAt).toISOString() } : null;
}
