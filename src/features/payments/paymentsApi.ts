import type { ApiClient } from "../../services/apiClient";
import type { Payment, PaymentInput, PaymentOptions, PaymentStart } from "../../shared/billing";

/** Which payments to list: one contract's, or every contract of the account when absent. */
export interface PaymentsFilter {
  contractId?: string;
}

/** The online payment calls (DESIGN §5 "payments", issue 7 and 20); the server checks every row's owner. */
export interface PaymentsApi {
  /**
   * Starts a payment (PSE or the gateway's checkout): its reference and the page to send the
   * browser to. The same `idempotencyKey` again answers the same payment (issue 32 §1).
   */
  pay(input: PaymentInput, idempotencyKey?: string): Promise<PaymentStart>;
  /** One payment by its reference (anyone holding the reference may read it). */
  payment(reference: string): Promise<Payment>;
  /** The signed-in customer's payments. */
  payments(filter?: PaymentsFilter): Promise<Payment[]>;
  /** The same payments as a CSV file. */
  paymentsCsv(filter?: PaymentsFilter): Promise<Blob>;
  /** Whether online payment is offered and the banks to list (issue 20). */
  options(): Promise<PaymentOptions>;
}

export function createPaymentsApi(api: ApiClient): PaymentsApi {
  return {
    pay: (input, idempotencyKey) => api.post<PaymentStart>("/payments", input, idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : undefined),
    payment: (reference) => api.get<Payment>(`/payments/${encodeURIComponent(reference)}`),
    payments: async (filter) => (await api.get<{ payments: Payment[] }>("/payments", { params: filter })).payments,
    paymentsCsv: async (filter) =>
      (await api.request<Blob>({ method: "GET", url: "/payments", params: { ...filter, format: "csv" }, responseType: "blob" })).data,
    options: () => api.get<PaymentOptions>("/payments/options"),
  };
}
