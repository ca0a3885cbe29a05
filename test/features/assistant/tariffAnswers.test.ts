import { loadPageContent } from "../../../src/content/loader";
import { answer, type AssistantContext } from "../../../src/features/assistant/assistant";
import { assistantIndexData } from "../../../src/features/assistant/documents";
import { AssistantEngine } from "../../../src/features/assistant/engine";
import { brandRouteDetails } from "../../../src/routing/routeDetails";
import { DEFAULT_SETTINGS } from "../../../src/shared/siteSettings";
import { FALLBACK_CURRENT, type PublishedTariff, type TariffCurrent } from "../../../src/shared/tariffs/published";
import { testStores } from "../../helpers";

const { stores } = testStores();
let engine: AssistantEngine;

beforeAll(async () => {
  const data = await assistantIndexData(stores.routes.routes, brandRouteDetails("EMSP E.S.P."), loadPageContent, { brand: "EMSP E.S.P.", brandLong: "EMSP" });
  engine = new AssistantEngine(data, (k) => stores.routes.byKey(k));
});

// Issue 34 §2: the assistant quotes the published tables, not the figures the pages were built with.
describe("the assistant's tariff answers", () => {
  const corrected: PublishedTariff = {
    ...FALLBACK_CURRENT.current,
    month: "2026-12",
    version: 2,
    reason: "Ajuste del componente G",
    energy: { ...FALLBACK_CURRENT.current.energy, "1": { ...FALLBACK_CURRENT.current.energy["1"], cu: 901.23 } },
    water: { acueducto: { cargoFijo: 13_000, perM3: 3_300 }, alcantarillado: { cargoFijo: 7_000, perM3: 2_900 } },
  };
  const tariffs: TariffCurrent = { current: corrected, next: null, recent: [corrected] };
  const ctx = (t: TariffCurrent | null): AssistantContext => ({ settings: { ...DEFAULT_SETTINGS }, cuts: [], tariffs: t });

  it("gives the CU in force, its month and correction, and links the rate page", () => {
    const a = answer("¿Cuánto cuesta el kWh de energía?", engine, ctx(tariffs));
    expect(a.kind).toBe("tariffs");
    expect(a.text).toContain("diciembre de 2026");
    expect(a.text).toContain("$ 901,23 por kWh");
    expect(a.text).toContain("versión 2, corregida: Ajuste del componente G");
    expect(a.links[0].route).toBe("energia.ratesEnergy");
  });

  it("gives water and sewer charges", () => {
    const a = answer("¿Cuál es la tarifa del agua?", engine, ctx(tariffs));
    expect(a.text).toContain("$ 13.000 al mes");
    expect(a.text).toContain("$ 2.900 por m³");
    expect(a.links[0].route).toBe("acueducto.ratesAqueduct");
  });

  it("answers from the page when the tariffs could not be read", () => {
    const a = answer("¿Cuánto cuesta el kWh de energía?", engine, ctx(null));
    expect(a.kind).toBe("tariffs");
    expect(a.text).not.toContain("901,23");
  });
});
