import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type Payment } from "../../../src/shared/billing";
import { BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import { toCsv } from "../../http/csv";
import type { PaymentRow } from "./repository";

/** What leaves the server of a payment: the API's Payment, and the transactions' CSV. */

export function presentPayment(row: PaymentRow): Payment {
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
    refundDue: row.refund_due,
    refundedAt: row.refunded_at ? new Date(row.refunded_at).toISOString() : null,
  };
}

function bogotaStamp(iso: string | null): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) - BOGOTA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

export const CSV_HEADER = [
  "Fecha (hora de Colombia)",
  "Referencia",
  "Contrato",
  "Facturas",
  "Valor (COP)",
  "Medio de pago",
  "Banco",
  "Estado",
  "CUS",
  "Fecha de respuesta",
];

/** The transactions as CSV (RFC 4180, UTF-8 with BOM so spreadsheets read the accents). */
export function paymentsCsv(payments: readonly Payment[]): string {
  const rows = payments.map((p) => [
    bogotaStamp(p.createdAt),
    p.reference,
    p.contractNumber,
    p.invoiceNumbers.join(" "),
    p.amount,
    PAYMENT_METHOD_LABELS[p.method],
    p.bank ?? "",
    PAYMENT_STATUS_LABELS[p.status],
    p.gatewayCode ?? "",
    bogotaStamp(p.decidedAt),
  ]);
  return toCsv([CSV_HEADER, ...rows]);
}
