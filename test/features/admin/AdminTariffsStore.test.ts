import { AdminTariffsStore, parseFigure, type AdminTariffsApi } from "../../../src/features/admin/AdminTariffsStore";
import { initialPublished, INITIAL_TARIFFS, type PublishedTariff, type TariffPublishInput } from "../../../src/shared/tariffs/published";

const newest = INITIAL_TARIFFS[INITIAL_TARIFFS.length - 1].month;

function fakeApi(items: PublishedTariff[]) {
  const published: TariffPublishInput[] = [];
  const api: AdminTariffsApi = {
    history: () => Promise.resolve({ items: [...items] }),
    publish: (input) => {
      published.push(input);
      const tariff: PublishedTariff = { ...initialPublished(newest), month: input.month, version: 1, source: "administrador" };
      items.push(tariff);
      return Promise.resolve({ outcome: "created", tariff, previous: null });
    },
  };
  return { api, published };
}

// Issue 34 §2: /admin/tarifas publishes through a preview of the changed figures.
describe("AdminTariffsStore", () => {
  it("reads figures with a decimal comma or point, and dots as thousands the way pesos are written", () => {
    expect(parseFigure("352,18")).toBe(352.18);
    expect(parseFigure("352.18")).toBe(352.18);
    expect(parseFigure("12.480,5")).toBe(12480.5);
    expect(parseFigure("12.480")).toBe(12480);
    expect(parseFigure("")).toBeNull();
    expect(parseFigure("12a")).toBeNaN();
  });

  it("prepares the month after the newest, previews only what changed, and publishes it", async () => {
    const { api, published } = fakeApi(INITIAL_TARIFFS.map((t) => initialPublished(t.month)));
    const store = new AdminTariffsStore(api);
    await store.open();
    expect(store.month).toBe("2026-12");
    store.setValue("energy.2.d", "150");
    expect(store.review()).toBe(true);
    expect(store.changes.filter((c) => c.changed).map((c) => c.field)).toEqual(["energy.2.d", "energy.2.cu"]);
    await store.confirm();
    expect(published[0]).toMatchObject({ month: "2026-12", energy: { "2": { d: 150 } } });
    expect(published[0].reason).toBeUndefined();
    expect(store.saved?.month).toBe("2026-12");
  });

  it("refuses a new month already published, and a correction without its reason or without a change", async () => {
    const { api } = fakeApi(INITIAL_TARIFFS.map((t) => initialPublished(t.month)));
    const store = new AdminTariffsStore(api);
    await store.open();
    store.setMonth(newest);
    expect(store.review()).toBe(false);
    expect(store.problems[0]).toMatchObject({ field: "month" });
    store.setMode("correction");
    expect(store.review()).toBe(false);
    expect(store.problems.map((p) => p.field)).toEqual(["reason", "energy.1.g"]);
    store.setValue("water.acueducto.perM3", "3.300");
    store.setReason("Ajuste por IPC");
    store.setValue("energy.1.t", "abc");
    expect(store.review()).toBe(false);
    expect(store.problems).toEqual([{ field: "energy.1.t", message: "Escriba solo números, con coma decimal (por ejemplo 352,18)." }]);
  });
});
