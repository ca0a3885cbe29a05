import type { InvoiceDetail, InvoiceLine } from "../../../shared/billing";

/**
 * The PQRS form with the line's claim filled in, its service included (issue 21: Servicio was left
 * empty). `formPath` is the path of the route "dashboard.addPqrs" (the screens pass the registry's).
 */
export function claimHref(
  invoice: Pick<InvoiceDetail, "contractNumber" | "number">,
  line: Pick<InvoiceLine, "concept" | "service">,
  formPath = "/dashboard/add-pqrs",
): string {
  const q = (v: string) => encodeURIComponent(v);
  return `${formPath}?tipo=reclamo&contrato=${q(invoice.contractNumber)}&factura=${q(invoice.number)}&concepto=${q(line.concept)}&servicio=${q(line.service)}`;
}
