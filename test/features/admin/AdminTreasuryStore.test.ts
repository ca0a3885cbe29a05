import { AdminTreasuryStore, hasMovement } from "../../../src/features/admin/AdminTreasuryStore";
import type { TreasuryApi } from "../../../src/features/admin/treasuryApi";
import { readTreasuryQuery } from "../../../src/features/admin/treasuryQuery";
import type { Figure, RefundItem, RefundList, TreasuryReport, TreasuryRow } from "../../../src/shared/treasury";
import { httpError } from "./adminFakes";

const none: Figure = { count: 0, amount: 0 };
const fig = (count: number, amount: number): Figure => ({ count, amount });
const row = (day: string, channel: TreasuryRow["channel"], f: Partial<Omit<TreasuryRow, "day" | "channel">> = {}): TreasuryRow => ({
  day,
  channel,
  applied: none,
  pending: none,
  unconfirmed: none,
  doubles: none,
  refunds: none,
  ...f,
});

function report(rows: TreasuryRow[]): TreasuryReport {
  const total = { applied: fig(1, 125_000), pending: none, unconfirmed: none, doubles: fig(1, 58_750), refunds: none };
  return { from: "2026-11-20", to: "2026-11-22", rows, channels: [], total, refundsPending: fig(1, 58_750) };
}

const double: RefundItem = {
  reference: "BAN-20261121-0000000001",
  channel: "banco",
  status: "aprobada",
  amount: 58_750,
  contractNumber: "1002003001",
  holderName: "Camila Restrepo Gómez",
  invoiceNumbers: ["2026101002003001"],
  bank: "Bancolombia",
  payerEmail: null,
  holderEmail: "cliente@example.com",
  decidedAt: "2026-11-21T05:00:00.000Z",
  refundedAt: null,
  refundedBy: null,
  refundNote: null,
};
const list = (status: "pending" | "done", items: RefundItem[]): RefundList => ({
  status,
  from: status === "done" ? "2026-11-20" : null,
  to: status === "done" ? "2026-11-22" : null,
  items,
  total: items.length,
  amount: items.reduce((s, i) => s + i.amount, 0),
});

function setup(api: Partial<jest.Mocked<TreasuryApi>> = {}) {
  const rows = [row("2026-11-20", "pse"), row("2026-11-21", "banco", { doubles: fig(1, 58_750) }), row("2026-11-22", "pse", { applied: fig(1, 125_000) })];
  const calls = {
    report: jest.fn(async () => report(rows)),
    reportCsv: jest.fn(async () => new Blob(["\uFEFFDía"])),
    refunds: jest.fn(async (status: "pending" | "done") => list(status, status === "pending" ? [double] : [])),
    refund: jest.fn(async (_reference: string, note: string) => ({
      ...double,
      refundedAt: "2026-11-22T15:00:00.000Z",
      refundedBy: "admin@example.com",
      refundNote: note,
    })),
    ...api,
  } as jest.Mocked<TreasuryApi>;
  const saved: string[] = [];
  const downloads: [string, string][] = [];
  const store = new AdminTreasuryStore(calls, {
    metrics: { trackDownload: (file, path) => void downloads.push([file, path]) },
    save: (_blob, name) => void saved.push(name),
  });
  return { store, calls, saved, downloads };
}

describe("AdminTreasuryStore", () => {
  it("reads the address's days: the figures, every double payment awaiting refund and the refunds of those days", async () => {
    const { store, calls } = setup();
    const query = readTreasuryQuery(new URLSearchParams("from=%202026-11-20%20&to=2026-11-22&otro=1"));
    expect(query).toEqual({ from: "2026-11-20", to: "2026-11-22" });
    expect(store.loading).toBe(true);
    await store.show(query);
    expect(calls.report).toHaveBeenCalledWith({ from: "2026-11-20", to: "2026-11-22" });
    expect(calls.refunds.mock.calls).toEqual([
      ["pending", {}],
      ["done", { from: "2026-11-20", to: "2026-11-22" }],
    ]);
    // The table lists the rows that moved, newest day first.
    expect(store.movingRows.map((r) => `${r.day} ${r.channel}`)).toEqual(["2026-11-22 pse", "2026-11-21 banco"]);
    expect(hasMovement(row("2026-11-20", "checkout"))).toBe(false);
    expect(store.refunds.value?.items).toEqual([double]);
    // Shown already: not asked again.
    await store.show({ ...query });
    expect(calls.report).toHaveBeenCalledTimes(1);
  });

  it("names the refused days (400) and shows no figures", async () => {
    const { store, calls } = setup();
    calls.report.mockRejectedValueOnce(httpError(400, { message: "Revise el campo «desde»", fields: { from: "Escriba una fecha válida (AAAA-MM-DD)." } }));
    await store.show({ from: "2026-02-30" });
    expect(store.failed).toBe(true);
    expect(store.filterErrors).toEqual({ from: "Escriba una fecha válida (AAAA-MM-DD)." });
    expect(store.figures).toBeUndefined();
    expect(store.movingRows).toEqual([]);
  });

  it("records a refund, announces it and reads figures and lists again", async () => {
    const { store, calls } = setup();
    await store.show({});
    store.openRefundForm(double.reference);
    expect(store.refundFormFor).toBe(double.reference);
    calls.refunds.mockImplementation(async (status) => list(status, status === "pending" ? [] : [{ ...double, refundedAt: "2026-11-22T15:00:00.000Z" }]));
    const done = await store.recordRefund(double.reference, "Transferencia Bancolombia 0012345");
    expect(calls.refund).toHaveBeenCalledWith(double.reference, "Transferencia Bancolombia 0012345");
    expect(done?.refundNote).toBe("Transferencia Bancolombia 0012345");
    expect(store.lastRefund?.reference).toBe(double.reference);
    expect(store.refundFormFor).toBeNull();
    expect(calls.report).toHaveBeenCalledTimes(2);
    expect(store.pending.value?.items).toEqual([]);
    store.choose("done");
    expect(store.refunds.value?.items.map((i) => i.reference)).toEqual([double.reference]);
  });

  it("keeps the form open with the server's words when the refund is refused; a 409 reads the lists again", async () => {
    const { store, calls } = setup();
    await store.show({});
    store.openRefundForm(double.reference);
    calls.refund.mockRejectedValueOnce(httpError(400, { message: "Escriba cómo se devolvió", fields: { note: "Escriba cómo se devolvió" } }));
    expect(await store.recordRefund(double.reference, "x")).toBeUndefined();
    expect(store.refundFormFor).toBe(double.reference);
    expect(store.refunding.error).toBeTruthy();
    expect(calls.refunds).toHaveBeenCalledTimes(2);
    calls.refund.mockRejectedValueOnce(httpError(409, { message: "Este pago doble ya figura como devuelto", code: "ALREADY_REFUNDED" }));
    await store.recordRefund(double.reference, "Otra nota");
    expect(calls.refunds).toHaveBeenCalledTimes(4);
    expect(calls.report).toHaveBeenCalledTimes(2);
    // Opening another form forgets the last error.
    store.openRefundForm(null);
    expect(store.refunding.error).toBeNull();
  });

  it("downloads the CSV of the days shown under the report's name and records the download", async () => {
    const { store, calls, saved, downloads } = setup();
    await store.show({ from: "2026-11-20", to: "2026-11-22" });
    await store.download.run("/admin/tesoreria");
    expect(calls.reportCsv).toHaveBeenCalledWith({ from: "2026-11-20", to: "2026-11-22" });
    expect(saved).toEqual(["tesoreria-2026-11-20-a-2026-11-22.csv"]);
    expect(downloads).toEqual([["tesoreria-2026-11-20-a-2026-11-22.csv", "/admin/tesoreria"]]);
    expect(store.downloaded).toBe("tesoreria-2026-11-20-a-2026-11-22.csv");
  });

  it("starts each visit from nothing", async () => {
    const { store, calls } = setup();
    await store.show({});
    store.choose("done");
    store.leave();
    expect(store.figures).toBeUndefined();
    expect(store.tab).toBe("pending");
    await store.show({});
    expect(calls.report).toHaveBeenCalledTimes(2);
  });
});
