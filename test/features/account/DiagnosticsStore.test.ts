import { AccountStore } from "../../../src/features/account/AccountStore";
import { DiagnosticsStore, type DiagnosticsApi } from "../../../src/features/account/DiagnosticsStore";
import { MemoryStorage } from "../../../src/services/storage";
import { contract, deferred, fakeBillingApi, httpError, invoice } from "./fakes";

function diagnosticsApi(calls: Partial<DiagnosticsApi>): DiagnosticsApi {
  const billing = fakeBillingApi(calls);
  return {
    contracts: billing.contracts,
    invoices: billing.invoices,
    consumption: billing.consumption,
    payments: calls.payments ?? (() => Promise.reject(new Error("payments no se esperaba"))),
  };
}

async function accountWithActive(id: string) {
  const a = new AccountStore(fakeBillingApi({ contracts: async () => [contract("1"), contract("2")] }), new MemoryStorage(), () => "u1");
  await a.load();
  a.choose(id);
  return a;
}

describe("DiagnosticsStore", () => {
  it("checks the contracts, each contract's invoices, the active contract's consumption and the payments, in order", async () => {
    const consumption = jest.fn().mockResolvedValue({ contractId: "2", services: ["energia"], points: [{ period: "2026-10", values: {} }] });
    const run = new DiagnosticsStore(
      diagnosticsApi({
        contracts: async () => [contract("1"), contract("2")],
        invoices: async (id) => (id === "1" ? [invoice("a", "2026-09"), invoice("b", "2026-10")] : Promise.reject(httpError(500, { message: "Caído" }))),
        consumption,
        payments: async () => [],
      }),
    ).diagnosis({});
    await run.run(await accountWithActive("2"));
    expect(consumption).toHaveBeenCalledWith("2", 6);
    expect(run.checks).toEqual([
      { key: "contracts", kind: "contracts", result: "ok", count: 2 },
      { key: "invoices:1", kind: "invoices", contractNumber: "1002003001", result: "ok", count: 2, newest: "2026-10" },
      { key: "invoices:2", kind: "invoices", contractNumber: "1002003002", result: "error", reason: "Caído" },
      { key: "consumption", kind: "consumption", contractNumber: "1002003002", result: "ok", count: 1 },
      { key: "payments", kind: "payments", result: "ok", count: 0 },
    ]);
    expect(run.tally).toEqual({ ok: 4, total: 5 });
    expect(run.phase).toBe("done");
  });

  it("skips the consumption without contracts, and a skipped check does not count", async () => {
    const run = new DiagnosticsStore(
      diagnosticsApi({ contracts: () => Promise.reject(httpError(401)), payments: () => Promise.reject(new Error("")) }),
    ).diagnosis({});
    await run.run(await accountWithActive("1"));
    expect(run.checks.map((c) => [c.key, c.result, c.reason])).toEqual([
      ["contracts", "error", "HTTP 401"],
      ["consumption", "skipped", undefined],
      ["payments", "error", undefined],
    ]);
    expect(run.tally).toEqual({ ok: 0, total: 2 });
  });

  it("runs once at a time, and keeps the last run's checks until the new run's first one ends", async () => {
    const contracts = deferred<ReturnType<typeof contract>[]>();
    const calls = jest.fn().mockResolvedValueOnce([]).mockReturnValueOnce(contracts.promise);
    const run = new DiagnosticsStore(diagnosticsApi({ contracts: calls, payments: async () => [] })).diagnosis({});
    const acc = await accountWithActive("1");
    await run.run(acc);
    expect(run.checks).toHaveLength(3);
    const again = run.run(acc);
    expect(run.running).toBe(true);
    await run.run(acc);
    expect(calls).toHaveBeenCalledTimes(2);
    expect(run.checks).toHaveLength(3);
    contracts.resolve([]);
    await again;
    expect(run.running).toBe(false);
    expect(run.checks[0]).toEqual({ key: "contracts", kind: "contracts", result: "ok", count: 0 });
  });
});
