import type { BillingApi } from "../../../src/features/account/billingApi";
import type { Contract, InvoiceDetail, InvoiceSummary } from "../../../src/shared/billing";

/** A promise and the functions that settle it, to hold a call open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An error as the API client throws it: the status and our JSON error body. */
export function httpError(status: number, body: { message?: string; fields?: Record<string, string> } = {}) {
  return Object.assign(new Error(`HTTP ${status}`), { response: { status, data: body } });
}

/** A billing API whose calls are the given ones; any other call fails the test. */
export function fakeBillingApi(calls: Partial<BillingApi> = {}): BillingApi {
  const unexpected = (name: string) => () => Promise.reject(new Error(`${name} no se esperaba`));
  const names: (keyof BillingApi)[] = [
    "contracts",
    "link",
    "requestConnection",
    "invoices",
    "invoice",
    "invoicePdf",
    "invoiceBarcode",
    "invoiceDianQr",
    "invoiceDianXml",
    "consumption",
    "setDigitalBill",
    "lookup",
  ];
  return Object.fromEntries(names.map((n) => [n, calls[n] ?? unexpected(n)])) as unknown as BillingApi;
}

export function contract(id: string, extra: Partial<Contract> = {}): Contract {
  return {
    id,
    number: `10020030${id.padStart(2, "0")}`,
    holderName: "Camila Restrepo",
    address: "Cl. 30A # 76-45",
    barrio: "Belén",
    comuna: "",
    municipality: "Medellín",
    estrato: 3,
    use: "residencial",
    services: ["energia", "acueducto"],
    meters: {},
    digitalBill: null,
    amountDue: 0,
    unpaidInvoices: 0,
    nextDueDate: null,
    overdue: false,
    paymentInProgress: false,
    lastPayment: null,
    ...extra,
  };
}

export function invoice(id: string, period: string, extra: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id,
    number: `FV-${id}`,
    contractId: "c1",
    contractNumber: "1002003001",
    period,
    periodStart: `${period}-01`,
    periodEnd: `${period}-28`,
    issueDate: `${period}-28`,
    dueDate: `${period}-28`,
    suspensionDate: `${period}-28`,
    total: 98_000,
    status: "pendiente",
    paidAt: null,
    paymentReference: null,
    paymentInProgress: false,
    ...extra,
  };
}

export function detail(id: string, period: string): InvoiceDetail {
  return {
    ...invoice(id, period),
    address: "Cl. 30A # 76-45",
    barrio: "Belén",
    municipality: "Medellín",
    estrato: 3,
    use: "residencial",
    holderName: "Camila Restrepo",
    readings: [],
    lines: [],
    energyTariff: null,
    subsidyRate: 0,
    history: [],
    reconnectionCharge: 0,
    paymentPoints: [],
    verificationCode: "7K3M-9Q2X-WD",
    paymentBarcode: null,
    electronicInvoice: null,
  };
}
