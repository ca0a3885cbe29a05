import type { PaymentsApi } from "../../../src/features/payments/paymentsApi";
import type { Payment } from "../../../src/shared/billing";

/** A promise and the functions that settle it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An error as axios gives it when the server answers `status` with our JSON error body. */
export function httpError(status: number, data: { message?: string; fields?: Record<string, string> } = {}): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    reference: "PSE-20261121-ABCDEFGHIJ",
    status: "pendiente",
    amount: 123_456,
    method: "pse",
    bank: "1007",
    gatewayCode: null,
    contractNumber: "1002003001",
    invoiceNumbers: ["F-1"],
    createdAt: "2026-11-21T15:42:00.000Z",
    decidedAt: null,
    refundDue: false,
    refundedAt: null,
    ...overrides,
  };
}

/** A payments API whose every call fails unless the test gives it an answer. */
export function fakePaymentsApi(overrides: Partial<PaymentsApi> = {}): PaymentsApi {
  const unexpected = (name: string) => () => Promise.reject(new Error(`${name} no se esperaba`));
  return {
    pay: unexpected("pay"),
    payment: unexpected("payment"),
    payments: unexpected("payments"),
    paymentsCsv: unexpected("paymentsCsv"),
    options: unexpected("options"),
    ...overrides,
  };
}
