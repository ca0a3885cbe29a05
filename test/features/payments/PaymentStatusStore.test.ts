import { PaymentStatusStore, paymentStatusStoreKey, POLL_EVERY_MS, POLL_FOR_MS } from "../../../src/features/payments/PaymentStatusStore";
import type { Payment } from "../../../src/shared/billing";
import { testStores } from "../../helpers";
import { deferred, fakePaymentsApi, httpError, payment } from "./fakes";

/** A store whose API answers each reference from a queue of answers (the last one repeats). */
function setup(answers: Record<string, (Payment | Error)[]>) {
  const asked: string[] = [];
  const refreshAccount = jest.fn(async () => undefined);
  const api = fakePaymentsApi({
    payment: async (reference) => {
      asked.push(reference);
      const queue = answers[reference] ?? [httpError(404)];
      const next = queue.length > 1 ? queue.shift()! : queue[0];
      if (next instanceof Error) throw next;
      return next;
    },
  });
  return { store: new PaymentStatusStore(api, { refreshAccount }), asked, refreshAccount };
}

const REF = "PSE-20261121-ABCDEFGHIJ";
const pending = payment({ reference: REF, status: "pendiente" });
const approved = payment({ reference: REF, status: "aprobada", gatewayCode: "CUS-1", decidedAt: "2026-11-21T15:43:00.000Z" });

describe("PaymentStatusStore", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("opens the payment of the return address, and says when no payment has that reference", async () => {
    const { store } = setup({ [REF]: [approved] });
    await store.openResult(REF);
    expect(store.result.status).toBe("ready");
    expect(store.result.payment).toEqual(approved);
    expect(store.result.decided).toBe(true);
    await store.openResult("PSE-NO-EXISTE");
    expect(store.result.payment).toBeNull();
    expect(store.result.notFound).toBe(true);
  });

  it("keeps a failed load's error, and retry asks for the same reference again", async () => {
    const { store, asked } = setup({ [REF]: [httpError(503), approved] });
    await store.openResult(REF);
    expect(store.result.status).toBe("failed");
    expect(store.result.notFound).toBe(false);
    await store.result.retry();
    expect(asked).toEqual([REF, REF]);
    expect(store.result.payment?.status).toBe("aprobada");
  });

  it("asks again every 3 s while the bank has not answered, and stops once it has", async () => {
    const { store, asked } = setup({ [REF]: [pending, pending, httpError(503), approved] });
    await store.openResult(REF);
    const stop = store.result.follow();
    await jest.advanceTimersByTimeAsync(POLL_EVERY_MS - 1);
    expect(asked).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    expect(store.result.payment?.status).toBe("pendiente");
    await jest.advanceTimersByTimeAsync(POLL_EVERY_MS); // a failed check is tried again
    expect(asked).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(POLL_EVERY_MS);
    expect(asked).toHaveLength(4);
    expect(store.result.payment).toEqual(approved);
    await jest.advanceTimersByTimeAsync(10 * POLL_EVERY_MS);
    expect(asked).toHaveLength(4);
    stop();
  });

  it("gives up after 2 minutes, and 'Consultar de nuevo' asks for 2 more", async () => {
    const { store, asked } = setup({ [REF]: [pending] });
    await store.openResult(REF);
    store.result.follow();
    await jest.advanceTimersByTimeAsync(POLL_FOR_MS + POLL_EVERY_MS);
    expect(store.result.gaveUp).toBe(true);
    const count = asked.length;
    expect(count).toBe(1 + POLL_FOR_MS / POLL_EVERY_MS);
    await jest.advanceTimersByTimeAsync(10 * POLL_EVERY_MS);
    expect(asked).toHaveLength(count);
    store.result.checkAgain();
    expect(store.result.gaveUp).toBe(false);
    await jest.advanceTimersByTimeAsync(POLL_EVERY_MS);
    expect(asked).toHaveLength(count + 1);
  });

  it("stops asking when the receipt leaves the page, and ignores an answer on its way", async () => {
    const late = deferred<Payment>();
    let calls = 0;
    const store = new PaymentStatusStore(fakePaymentsApi({ payment: () => (++calls === 1 ? Promise.resolve(pending) : late.promise) }), {
      refreshAccount: async () => undefined,
    });
    await store.openResult(REF);
    const stop = store.result.follow();
    await jest.advanceTimersByTimeAsync(POLL_EVERY_MS);
    expect(calls).toBe(2);
    stop();
    late.resolve(approved);
    await jest.advanceTimersByTimeAsync(10 * POLL_EVERY_MS);
    expect(calls).toBe(2);
    expect(store.result.payment?.status).toBe("pendiente");
  });

  it("signed in, asks for the account again once the bank has answered, once", async () => {
    const { store, refreshAccount } = setup({ [REF]: [pending, approved] });
    await store.openSignedInResult(REF);
    expect(refreshAccount).not.toHaveBeenCalled();
    store.result.follow();
    await jest.advanceTimersByTimeAsync(POLL_EVERY_MS);
    expect(store.result.decided).toBe(true);
    expect(refreshAccount).toHaveBeenCalledTimes(1);
    store.closeResult();
    expect(store.result.payment).toBeNull();
    expect(refreshAccount).toHaveBeenCalledTimes(1);
  });

  it("does not refresh the account for a page closed before the bank answered, nor for a visitor", async () => {
    const { store, refreshAccount } = setup({ [REF]: [pending, approved] });
    await store.openSignedInResult(REF);
    store.closeResult();
    await store.openResult(REF);
    expect(store.result.decided).toBe(true);
    expect(refreshAccount).not.toHaveBeenCalled();
  });

  it("finds a payment by reference for the lookup form, names a 404, and forgets it when the form closes", async () => {
    const { store } = setup({ [REF]: [approved], "PSE-CAIDO": [httpError(500, { message: "Error interno" })] });
    expect(await store.find(REF)).toBeNull();
    expect(store.lookup.payment).toEqual(approved);
    expect(store.result.payment).toBeNull(); // the address's payment is another one
    expect(await store.find("PSE-NO-EXISTE")).toMatchObject({ notFound: true });
    expect(store.lookup.payment).toBeNull();
    expect(await store.find("PSE-CAIDO")).toEqual({ notFound: false, message: "Error interno", fields: undefined });
    await store.find(REF);
    store.lookup.close();
    expect(store.lookup.payment).toBeNull();
    expect(store.lookup.status).toBe("idle");
  });

  it("is made once by the RootStore from its key", () => {
    const { stores } = testStores();
    expect(stores.feature(paymentStatusStoreKey)).toBeInstanceOf(PaymentStatusStore);
  });
});
