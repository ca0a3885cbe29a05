import { PaymentsStore, paymentsStoreKey, unpaidIn, type CheckoutServices } from "../../../src/features/payments/PaymentsStore";
import type { PaymentsApi } from "../../../src/features/payments/paymentsApi";
import type { BillingLookup, InvoiceSummary, PaymentInput } from "../../../src/shared/billing";
import type { SessionUser } from "../../../src/shared/types";
import { testStores } from "../../helpers";
import { deferred, fakePaymentsApi, httpError } from "./fakes";

const lookup = (contractNumber: string, amountDue = 98_000): BillingLookup => ({
  contractNumber,
  maskedAddress: "Cra. 20 # ** - **",
  amountDue,
  dueDate: "2026-12-01",
  unpaidInvoices: 1,
  overdue: false,
  paymentInProgress: false,
});

const invoice = (id: string, status: InvoiceSummary["status"]): InvoiceSummary => ({ id, status, number: `F-${id}`, total: 1000 }) as InvoiceSummary;

const INPUT: PaymentInput = {
  contractNumber: "1002003004",
  bank: "1007",
  personType: "juridica",
  documentType: "NIT",
  documentNumber: "900123456-8",
  email: "tesoreria@panaderia.co",
};

/** A store over fakes: the account's calls, the metrics and the browser's departure are recorded. */
function setup(api: Partial<PaymentsApi> = {}, billing: Partial<Awaited<ReturnType<CheckoutServices["billing"]>>> = {}) {
  const tracked: unknown[][] = [];
  const left: string[] = [];
  let user: SessionUser | null = null;
  const store = new PaymentsStore(fakePaymentsApi(api), {
    billing: async () => ({
      lookup: () => Promise.reject(new Error("lookup no se esperaba")),
      invoices: () => Promise.reject(new Error("invoices no se esperaba")),
      ...billing,
    }),
    metrics: { trackCustom: (...args: unknown[]) => void tracked.push(args) },
    user: () => user,
    leave: (url) => void left.push(url),
  });
  return { store, tracked, left, signIn: (u: Partial<SessionUser>) => (user = u as SessionUser) };
}

describe("PaymentsStore", () => {
  it("loads the payment options once and says when no gateway is configured (issue 20)", async () => {
    const options = jest.fn().mockResolvedValue({ available: false, banks: [] });
    const { store } = setup({ options });
    expect(store.unavailable).toBe(false);
    await Promise.all([store.loadOptions(), store.loadOptions()]);
    await store.loadOptions();
    expect(options).toHaveBeenCalledTimes(1);
    expect(store.unavailable).toBe(true);
  });

  it("keeps a failed options load's error, and retry asks again", async () => {
    const options = jest
      .fn()
      .mockRejectedValueOnce(new Error("sin red"))
      .mockResolvedValueOnce({ available: true, banks: [{ code: "1007", name: "Bancolombia" }] });
    const { store } = setup({ options });
    await store.loadOptions();
    expect(store.options.status).toBe("failed");
    expect((store.options.error as Error).message).toBe("sin red");
    await store.options.retry();
    expect(store.options.status).toBe("ready");
    expect(store.options.value?.banks).toEqual([{ code: "1007", name: "Bancolombia" }]);
    expect(store.unavailable).toBe(false);
  });

  it("asks for a contract's summary afresh each time the page opens, never showing the last answer meanwhile", async () => {
    const answers: ReturnType<typeof deferred<BillingLookup>>[] = [];
    const asked: string[] = [];
    const { store } = setup(
      {},
      {
        lookup: (n) => {
          asked.push(n);
          const d = deferred<BillingLookup>();
          answers.push(d);
          return d.promise;
        },
      },
    );
    const first = store.openSummary("1002003004");
    await Promise.resolve();
    answers[0].resolve(lookup("1002003004", 98_000));
    await first;
    expect(store.summaryOf("1002003004")?.amountDue).toBe(98_000);
    expect(store.summaryOf("1002003001")).toBeNull();

    store.closeSummary();
    const again = store.openSummary("1002003004");
    expect(store.summaryOf("1002003004")).toBeNull(); // the spinner, not the old amount
    await Promise.resolve();
    answers[1].resolve(lookup("1002003004", 0));
    await again;
    expect(store.summaryOf("1002003004")?.amountDue).toBe(0);
    expect(asked).toEqual(["1002003004", "1002003004"]);
  });

  it("tells a summary's 404 from other failures, only for the contract asked, and retries", async () => {
    const lookupCall = jest
      .fn()
      .mockRejectedValueOnce(httpError(404, { message: "No existe" }))
      .mockRejectedValueOnce(httpError(503))
      .mockResolvedValueOnce(lookup("2"));
    const { store } = setup({}, { lookup: lookupCall });
    await store.openSummary("1");
    expect(store.summaryFailure("1")?.notFound).toBe(true);
    expect(store.summaryFailure("2")).toBeNull();
    await store.openSummary("2");
    expect(store.summaryFailure("2")).toMatchObject({ notFound: false });
    await store.summary.retry();
    expect(store.summaryFailure("2")).toBeNull();
    expect(store.summaryOf("2")?.contractNumber).toBe("2");
    store.closeSummary();
    expect(store.summaryOf("2")).toBeNull();
  });

  it("offers the contract's invoices that are not paid, and reports a failed load with its retry", async () => {
    const invoices = jest
      .fn()
      .mockRejectedValueOnce(new Error("sin red"))
      .mockResolvedValueOnce([invoice("a", "pendiente"), invoice("b", "pagada"), invoice("c", "vencida")]);
    const { store } = setup({}, { invoices });
    await store.openInvoices("contrato-1");
    expect(unpaidIn(store.invoicesOf("contrato-1"))).toBeNull();
    expect((store.invoicesFailure("contrato-1")?.error as Error).message).toBe("sin red");
    await store.invoices.retry();
    expect(invoices).toHaveBeenLastCalledWith("contrato-1");
    expect(unpaidIn(store.invoicesOf("contrato-1"))?.map((i) => i.id)).toEqual(["a", "c"]);
    expect(unpaidIn(store.invoicesOf("contrato-2"))).toBeNull();
    store.closeInvoices();
    expect(unpaidIn(store.invoicesOf("contrato-1"))).toBeNull();
  });

  it("finds a contract by its number, and names why not (404, or the server's field message)", async () => {
    const lookupCall = jest
      .fn()
      .mockResolvedValueOnce(lookup("1002003004"))
      .mockRejectedValueOnce(httpError(404))
      .mockRejectedValueOnce(httpError(400, { message: "Revise el número", fields: { contract: "Solo números" } }));
    const { store } = setup({}, { lookup: lookupCall });
    expect(await store.findContract("1002003004")).toBeNull();
    expect(lookupCall).toHaveBeenCalledWith("1002003004");
    expect(await store.findContract("9999999999")).toMatchObject({ notFound: true });
    expect(await store.findContract("12a")).toEqual({ notFound: false, message: "Revise el número", fields: { contract: "Solo números" } });
  });

  it("starts a PSE payment: sends the input, tracks it and sends the browser to the bank", async () => {
    const pay = jest.fn().mockResolvedValue({ reference: "PSE-1", redirectUrl: "https://banco.example/pse/PSE-1" });
    const { store, tracked, left } = setup({ pay });
    const paying = store.pay(INPUT, 98_000, "/resumen-pago");
    expect(store.checkout.busy).toBe(true);
    expect(await paying).toBeNull();
    expect(pay).toHaveBeenCalledWith(INPUT, expect.stringMatching(/^[0-9a-f-]{36}$/));
    // Issue 32 §1: the same payment asked again (a lost answer) carries the same Idempotency-Key; other values a new one.
    await store.pay(INPUT, 98_000, "/resumen-pago");
    await store.pay({ ...INPUT, email: "otra@panaderia.co" }, 98_000, "/resumen-pago");
    const keys = pay.mock.calls.map((c: unknown[]) => c[1]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    tracked.splice(1);
    left.splice(1);
    expect(tracked).toEqual([["pago_pse_iniciado", "/resumen-pago", { category: "pagos", label: "1007", value: 98_000 }]]);
    expect(store.redirectUrl).toBe("https://banco.example/pse/PSE-1");
    expect(left).toEqual(["https://banco.example/pse/PSE-1"]);
    expect(store.checkout.busy).toBe(false);
  });

  it("returns the server's refusal of a payment (409) and stays on the page", async () => {
    const pay = jest.fn().mockRejectedValue(httpError(409, { message: "La factura ya está pagada", fields: { invoiceIds: "Ya pagada" } }));
    const { store, tracked, left } = setup({ pay });
    expect(await store.pay(INPUT, 1, "/dashboard/onlinePayment")).toEqual({
      notFound: false,
      message: "La factura ya está pagada",
      fields: { invoiceIds: "Ya pagada" },
    });
    expect(tracked).toEqual([]);
    expect(left).toEqual([]);
    expect(store.redirectUrl).toBeNull();
    // A failure without words leaves the message to the form's own text.
    pay.mockRejectedValueOnce(Object.assign(new Error(""), { response: { status: 500, data: {} } }));
    expect((await store.pay(INPUT, 1, "/x"))?.message).toBeUndefined();
  });

  it("never starts the same payment twice at once", async () => {
    const answer = deferred<{ reference: string; redirectUrl: string }>();
    const pay = jest.fn(() => answer.promise);
    const { store } = setup({ pay });
    const first = store.pay(INPUT, 1, "/x");
    void store.pay(INPUT, 1, "/x");
    answer.resolve({ reference: "R", redirectUrl: "https://banco.example" });
    await first;
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it("fills the payer form with the signed-in customer's document and e-mail", () => {
    const { store, signIn } = setup();
    expect(store.payer).toEqual({ personType: "natural", documentType: "", documentNumber: "", email: "" });
    signIn({ documentType: "CC", documentNumber: "71234567", email: "jorge@correo.co" });
    expect(store.payer).toEqual({ personType: "natural", documentType: "CC", documentNumber: "71234567", email: "jorge@correo.co" });
  });

  it("is made once by the RootStore from its key", () => {
    const { stores } = testStores();
    const store = stores.feature(paymentsStoreKey);
    expect(store).toBeInstanceOf(PaymentsStore);
    expect(stores.feature(paymentsStoreKey)).toBe(store);
  });
});
