import type { OnlineMethod, PaymentInput, PersonType } from "../../shared/billing";

/** What the payer writes in the payment form; the scope (invoices or contract) comes from the page. */
export type PseValues = {
  /** Issue 32 §2: PSE, or Wompi's checkout (card, Nequi, Botón Bancolombia). */
  method: string;
  bank: string;
  personType: string;
  documentType: string;
  documentNumber: string;
  email: string;
  /** Issue 32 §1: Wompi's terms and its personal-data authorization, never ticked for the payer. */
  acceptTerms: boolean;
  acceptPersonalData: boolean;
};

/** The invoices or the contract a payment is for. */
export type PseScope = Pick<PaymentInput, "invoiceIds" | "contractNumber">;

/** The request the form's values make, with the page's scope: only the fields of the method chosen. */
export function pseInput(scope: PseScope, v: PseValues, acceptance = false): PaymentInput {
  const method: OnlineMethod = v.method === "checkout" ? "checkout" : "pse";
  if (method === "checkout") return { ...scope, method, email: v.email.trim() };
  return {
    ...scope,
    method,
    bank: v.bank,
    personType: v.personType as PersonType,
    documentType: v.documentType,
    documentNumber: v.documentNumber.trim(),
    email: v.email.trim(),
    // Sent only when ticked (issue 32 §1): the server refuses the payment otherwise.
    ...(acceptance && v.acceptTerms ? { acceptTerms: true } : {}),
    ...(acceptance && v.acceptPersonalData ? { acceptPersonalData: true } : {}),
  };
}
