import type { PaymentInput, PersonType } from "../../shared/billing";

/** What the payer writes in the PSE form; the scope (invoices or contract) comes from the page. */
export type PseValues = {
  bank: string;
  personType: string;
  documentType: string;
  documentNumber: string;
  email: string;
};

/** The invoices or the contract a payment is for. */
export type PseScope = Pick<PaymentInput, "invoiceIds" | "contractNumber">;

/** The request the form's values make, with the page's scope. */
export function pseInput(scope: PseScope, v: PseValues): PaymentInput {
  return {
    ...scope,
    bank: v.bank,
    personType: v.personType as PersonType,
    documentType: v.documentType,
    documentNumber: v.documentNumber.trim(),
    email: v.email.trim(),
  };
}
