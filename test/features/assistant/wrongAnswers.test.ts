import { loadPageContent } from "../../../src/content/loader";
import { answer, isUnanswered, type AssistantContext } from "../../../src/features/assistant/assistant";
import { assistantIndexData } from "../../../src/features/assistant/documents";
import { AssistantEngine } from "../../../src/features/assistant/engine";
import { brandRouteDetails } from "../../../src/routing/routeDetails";
import type { CutService, NewsSummary } from "../../../src/shared/news";
import { DEFAULT_SETTINGS } from "../../../src/shared/siteSettings";
import { testStores } from "../../helpers";

const { stores } = testStores();
let engine: AssistantEngine;

/** Settings unlike the defaults: an answer that shows them read them from the settings, not from a literal. */
const settings = {
  ...DEFAULT_SETTINGS,
  freeLine: "01 8000 555 777",
  switchboard: "(604) 999 0000",
  officeHours: "Lunes a sábado de 6:00 a. m. a 8:00 p. m.",
  emergencyWater: "175",
  emergencyEnergy: "115",
};

function cut(title: string, service: CutService, zones: string[], startsAt: string, endsAt: string): NewsSummary {
  return {
    id: title,
    slug: title.toLowerCase().replace(/\W+/g, "-"),
    title,
    summary: "",
    category: "cortes",
    tags: [],
    publishedAt: "2026-03-02T15:00:00.000Z",
    updatedAt: "2026-03-02T15:00:00.000Z",
    imageUrl: null,
    imageAlt: "",
    readingMinutes: 1,
    cut: { service, zones, startsAt, endsAt, reason: "Mantenimiento", state: "programado" },
  };
}

const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const energyCut = cut("Corte de energía en El Centro por cambio de transformador", "energia", ["El Centro"], hourAgo, inAnHour);
// Ends at 5:00 p. m. in Bogotá: the answer must not print «p. m..».
const waterCut = cut("Suspensión de acueducto en Belén", "acueducto", ["Belén"], "2030-03-03T13:00:00.000Z", "2030-03-03T22:00:00.000Z");

const ctx = (cuts: readonly NewsSummary[] | null = [energyCut, waterCut]): AssistantContext => ({ settings, cuts });
const paths = (q: string, c = ctx()) => answer(q, engine, c).links.map((l) => l.path);

beforeAll(async () => {
  const data = await assistantIndexData(stores.routes.routes, brandRouteDetails("EMSP E.S.P."), loadPageContent, { brand: "EMSP E.S.P.", brandLong: "EMSP" });
  engine = new AssistantEngine(data, (k) => stores.routes.byKey(k));
});

/** Issue 33 §1: the wrong answers seen by the trial, each with what a person needed. */
describe("the answers the trial found wrong", () => {
  it("a bill that came too high goes to the bill review, then the claim (not the water-loss plan)", () => {
    expect(paths("me llegó muy cara la factura del agua").slice(0, 2)).toEqual(["/revision-factura", "/newPQRS"]);
    expect(answer("me llegó muy cara la factura del agua", engine, ctx()).text).toMatch(/reclamo \(PQRS\)/);
  });

  it("a leak goes to the failure report and the cuts, with the water emergency number from the settings", () => {
    const a = answer("hay una fuga de agua en el andén", engine, ctx());
    expect(a.links.map((l) => l.path).slice(0, 2)).toEqual(["/reporta-una-falla", "/noticias-cortes"]);
    expect(a.phone?.number).toBe("175");
  });

  it("«quiero hablar con un asesor» gives the lines and the office from the settings", () => {
    const a = answer("quiero hablar con un asesor", engine, ctx());
    expect(a.links[0].path).toBe("/homeCustomerService");
    expect(a.text).toContain("01 8000 555 777");
    expect(a.text).toContain("(604) 999 0000");
    expect(a.text).toContain("lunes a sábado de 6:00 a. m. a 8:00 p. m.");
    expect(a.text).not.toMatch(/\.\./);
    expect(a.phone?.number).toBe("01 8000 555 777");
  });

  it("«¿cuánto vale la reconexión?» quotes the reconnection fee from its page", () => {
    const a = answer("¿cuánto vale la reconexión?", engine, ctx());
    expect(a.links[0].path).toBe("/energia/ratesServices");
    expect(a.text).toMatch(/^Suspensión y reconexión: usuario monofásico, nivel 1; \$ 48\.600\./);
  });

  it("«¿hay corte de agua en El Centro?» reads the water cuts only: the energy cut there is no «Sí»", () => {
    const a = answer("¿hay corte de agua en El Centro?", engine, ctx());
    expect(a.text).toMatch(/^No hay cortes de agua programados para El Centro en este momento\./);
    expect(a.text).toMatch(/Sí hay un corte de energía allí/);
    expect(answer("¿hay corte de luz en El Centro?", engine, ctx()).text).toMatch(/^Sí: Corte de energía en El Centro/);
  });

  it("«se fue la luz en toda la cuadra» checks the current energy cuts instead of warning of a fallen pole", () => {
    const on = answer("se fue la luz en toda la cuadra", engine, ctx());
    expect(on.kind).toBe("fault");
    expect(on.text).not.toMatch(/cable|poste/i);
    expect(on.text).toMatch(/Hay un corte programado de energía en curso: Corte de energía en El Centro/);
    expect(on.links.map((l) => l.path)).toEqual(expect.arrayContaining(["/reporta-una-falla", "/noticias-cortes"]));
    expect(on.phone?.number).toBe("115");
    const none = answer("se fue la luz en toda la cuadra", engine, ctx([waterCut]));
    expect(none.text).toMatch(/No hay cortes programados de energía en curso/);
  });
});

describe("figures, names and punctuation in answers", () => {
  it("quotes the kWh price and the water m³ price from the tariff pages", () => {
    expect(answer("a como esta el kilovatio hora", engine, ctx()).text).toMatch(/\$ [\d.,]+ por kWh/);
    expect(answer("cuanto vale el metro cubico de agua", engine, ctx()).text).toMatch(/\$ [\d.,]+ por m³/);
  });

  it("gives the office hours and address from the settings, and another office when named", () => {
    const a = answer("¿a qué hora abren las oficinas?", engine, ctx());
    expect(a.links[0].path).toBe("/physicalCentersAttention");
    expect(a.text).toContain("lunes a sábado de 6:00 a. m. a 8:00 p. m.");
    expect(a.text).toContain("Carrera 50 # 52-14");
    expect(answer("donde queda la oficina de La Estación", engine, ctx()).text).toMatch(/La Estación: Calle 30 # 45-20/);
  });

  it("prints a cut's hours with one period and the barrio with its accents", () => {
    const a = answer("hay corte de agua en belen", engine, ctx());
    expect(a.text).toMatch(/^Sí: Suspensión de acueducto en Belén\./);
    expect(a.text).not.toMatch(/\.\./);
    expect(answer("¿hay corte en San José?", engine, ctx()).text).toContain("para San José");
  });
});

describe("an answer the engine is unsure of", () => {
  it("says so, offers the search and a person, and counts as unanswered", () => {
    const a = answer("tengo una inquietud sobre una cosa", engine, ctx());
    expect(a.kind).toMatch(/unsure|none/);
    expect(isUnanswered(a)).toBe(true);
    expect(a.links.map((l) => l.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/buscar\?q=/), "/newPQRS", "/physicalCentersAttention"]));
    expect(a.phone?.number).toBe("01 8000 555 777");
  });

  it("is unsure, not silent, when two pages score alike", () => {
    const unsure = ["informacion", "quiero saber de los proyectos", "documentos"].map((q) => answer(q, engine, ctx())).filter((a) => a.kind === "unsure");
    expect(unsure.length).toBeGreaterThan(0);
    for (const a of unsure) expect(a.text).toMatch(/^No estoy seguro/);
  });
});
