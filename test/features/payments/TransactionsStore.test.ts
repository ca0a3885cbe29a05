import { TransactionsStore, transactionsStoreKey, type TransactionsAccount } from "../../../src/features/payments/TransactionsStore";
import type { PaymentsFilter } from "../../../src/features/payments/paymentsApi";
import type { Contract, Payment } from "../../../src/shared/billing";
import { testStores } from "../../helpers";
import { deferred, fakePaymentsApi, httpError, payment } from "./fakes";

const older = payment({ reference: "PSE-1", createdAt: "2026-10-01T10:00:00.000Z", contractNumber: "1002003001" });
const newer = payment({ reference: "PSE-2", createdAt: "2026-11-20T10:00:00.000Z", contractNumber: "1002003002", status: "aprobada" });
const contracts = [
  { id: "c1", number: "1002003001", address: "Cra. 20 # 30 - 40" },
  { id: "c2", number: "1002003002", address: "Cl. 5 # 6 - 7" },
] as Contract[];

/** 21 Nov 2026, 22:00 in Bogotá: already the 22nd in UTC. */
const NOW = Date.UTC(2026, 10, 22, 3, 0);

function setup(payments: (filter?: PaymentsFilter) => Promise<Payment[]>, paymentsCsv?: (filter?: PaymentsFilter) => Promise<Blob>) {
  const saved: [Blob, string][] = [];
  const downloads: [string, string][] = [];
  const account: TransactionsAccount & { loads: number } = {
    contracts,
    loads: 0,
    load: async () => void account.loads++,
  };
  const store = new TransactionsStore(fakePaymentsApi({ payments, ...(paymentsCsv ? { paymentsCsv } : {}) }), {
    account: async () => account,
    metrics: { trackDownload: (file, path) => void downloads.push([file, path]) },
    save: (blob, name) => void saved.push([blob, name]),
    now: () => NOW,
  });
  return { store, saved, downloads, account };
}

describe("TransactionsStore", () => {
  it("lists every payment of the account, newest first", async () => {
    const payments = jest.fn(async () => [older, newer]);
    const { store } = setup(payments);
    expect(store.rows).toBeNull();
    await store.openAll();
    expect(payments).toHaveBeenCalledWith(undefined);
    expect(store.rows?.map((p) => p.reference)).toEqual(["PSE-2", "PSE-1"]);
  });

  it("reports a failed list with its retry", async () => {
    const payments = jest.fn().mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce([older]);
    const { store } = setup(payments);
    await store.openAll();
    expect(store.rows).toBeNull();
    expect(store.listFailure).not.toBeNull();
    await store.list.retry();
    expect(store.listFailure).toBeNull();
    expect(store.rows).toEqual([older]);
  });

  it("opens the download with the account's contracts, and filters by the one chosen (spinner meanwhile)", async () => {
    const answer = deferred<Payment[]>();
    const payments = jest.fn((filter?: PaymentsFilter) => (filter ? answer.promise : Promise.resolve([older, newer])));
    const { store, account } = setup(payments);
    await store.openDownload();
    await Promise.resolve();
    expect(account.loads).toBe(1);
    expect(store.contracts).toEqual(contracts);
    expect(store.rows).toHaveLength(2);

    const choosing = store.choose("c2");
    expect(store.contractId).toBe("c2");
    expect(store.chosen?.number).toBe("1002003002");
    expect(store.rows).toBeNull();
    answer.resolve([newer]);
    await choosing;
    expect(payments).toHaveBeenLastCalledWith({ contractId: "c2" });
    expect(store.rows).toEqual([newer]);
  });

  it("downloads the chosen contract's CSV under the Colombian day's name, tracked and announced", async () => {
    const csv = new Blob(["Fecha (hora de Colombia),Referencia\r\n"], { type: "text/csv" });
    const paymentsCsv = jest.fn(async () => csv);
    const { store, saved, downloads } = setup(async () => [newer], paymentsCsv);
    await store.openDownload();
    await store.choose("c2");
    const file = await store.download.run("/descargar-transacciones");
    expect(file).toBe("transacciones-2026-11-21.csv");
    expect(paymentsCsv).toHaveBeenCalledWith({ contractId: "c2" });
    expect(saved).toEqual([[csv, "transacciones-2026-11-21.csv"]]);
    expect(downloads).toEqual([["transacciones-2026-11-21.csv", "/descargar-transacciones"]]);
    expect(store.downloaded).toBe("transacciones-2026-11-21.csv");
    expect(store.downloadFailure).toBeNull();
  });

  it("keeps a failed download's reason until the next attempt, and never downloads twice at once", async () => {
    const file = deferred<Blob>();
    const paymentsCsv = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, { message: "No se pudo generar" }))
      .mockReturnValueOnce(file.promise);
    const { store, saved } = setup(async () => [older], paymentsCsv);
    await store.openAll();
    expect(await store.download.run("/x")).toBeUndefined();
    expect(store.downloadFailure?.message).toBe("No se pudo generar");
    expect(paymentsCsv).toHaveBeenCalledWith(undefined);
    const again = store.download.run("/x");
    expect(store.downloadFailure).toBeNull();
    expect(store.download.busy).toBe(true);
    expect(await store.download.run("/x")).toBeUndefined();
    file.resolve(new Blob(["x"]));
    await again;
    expect(paymentsCsv).toHaveBeenCalledTimes(2);
    expect(saved).toHaveLength(1);
  });

  it("forgets the list, the choice and the notice when the page closes", async () => {
    const { store } = setup(
      async () => [older, newer],
      async () => new Blob(["x"]),
    );
    await store.openDownload();
    await store.choose("c1");
    await store.download.run("/x");
    store.close();
    expect(store.rows).toBeNull();
    expect(store.contractId).toBe("");
    expect(store.downloaded).toBeNull();
  });

  it("is made once by the RootStore from its key", () => {
    const { stores } = testStores();
    expect(stores.feature(transactionsStoreKey)).toBeInstanceOf(TransactionsStore);
  });
});
