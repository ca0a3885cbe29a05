import { loadPageContent } from "../../../src/content/loader";
import { answer, type AssistantContext } from "../../../src/features/assistant/assistant";
import { assistantIndexData } from "../../../src/features/assistant/documents";
import { AssistantEngine } from "../../../src/features/assistant/engine";
import { detectIntent } from "../../../src/features/assistant/intents";
import { brandRouteDetails } from "../../../src/routing/routeDetails";
import type { PublicOutage } from "../../../src/shared/outages";
import { DEFAULT_SETTINGS } from "../../../src/shared/siteSettings";
import { testStores } from "../../helpers";

const { stores } = testStores();
let engine: AssistantEngine;

beforeAll(async () => {
  const data = await assistantIndexData(stores.routes.routes, brandRouteDetails("EMSP E.S.P."), loadPageContent, { brand: "EMSP E.S.P.", brandLong: "EMSP" });
  engine = new AssistantEngine(data, (k) => stores.routes.byKey(k));
});

const HOUR = 3_600_000;

function incident(over: Partial<PublicOutage> & Pick<PublicOutage, "reference" | "service" | "areas">): PublicOutage {
  const started = new Date(Date.now() - HOUR).toISOString();
  return {
    id: over.reference,
    status: "working",
    cause: "Transformador averiado",
    note: "",
    startedAt: started,
    estimatedRestorationAt: null,
    restoredAt: null,
    updatedAt: started,
    history: [],
    ...over,
  };
}

// Issue 36 §2: the assistant answers from the current incidents, for the service asked.
describe("the assistant's answers about unplanned outages", () => {
  const etr = new Date(Date.now() + 2 * HOUR).toISOString();
  const before = new Date(Date.now() + HOUR).toISOString();
  const energy = incident({
    reference: "INC-2026-000007",
    service: "energia",
    areas: [
      { kind: "barrio", name: "Belén" },
      { kind: "barrio", name: "El Centro" },
    ],
    estimatedRestorationAt: etr,
    history: [
      { at: new Date(Date.now() - HOUR).toISOString(), status: "reported", estimatedRestorationAt: before, previousEstimatedRestorationAt: null, note: null },
      { at: new Date().toISOString(), status: "working", estimatedRestorationAt: etr, previousEstimatedRestorationAt: before, note: null },
    ],
  });
  const water = incident({ reference: "INC-2026-000008", service: "acueducto", areas: [{ kind: "barrio", name: "Los Pinos" }] });
  const restored = incident({ reference: "INC-2026-000006", service: "acueducto", areas: [{ kind: "barrio", name: "Belén" }], status: "restored" });
  const ctx = (outages: readonly PublicOutage[] | null | undefined): AssistantContext => ({ settings: { ...DEFAULT_SETTINGS }, cuts: [], outages });

  it("reads the three questions of the issue as outages of the service asked", () => {
    expect(detectIntent("¿hay daño en mi barrio?")).toEqual({ id: "fault", service: "energia", outage: true });
    expect(detectIntent("se fue la luz en toda la cuadra")).toEqual({ id: "fault", service: "energia", outage: true });
    expect(detectIntent("¿cuándo vuelve el agua?")).toEqual({ id: "fault", service: "acueducto", outage: true });
    // After a debt it is still a reconnection, not an outage.
    expect(detectIntent("¿cuándo me reconectan la luz si ya pagué?")?.id).toBe("reconnection");
  });

  it("«se fue la luz en toda la cuadra»: the energy incident, where, its state and its moved ETR, with its page", () => {
    const a = answer("se fue la luz en toda la cuadra", engine, ctx([water, energy]));
    expect(a.kind).toBe("fault");
    expect(a.text).toContain("Sí, hay un daño de energía reportado en Belén, El Centro (INC-2026-000007, en reparación)");
    expect(a.text).toMatch(/hora estimada de restablecimiento es .*\(antes: .*\)/);
    expect(a.links[0]).toEqual({ title: "Daño INC-2026-000007", path: "/noticias-cortes/dano?ref=INC-2026-000007" });
    expect(a.phone?.label).toBe("Daños y emergencias");
    expect(a.links.map((l) => l.route)).toContain("atencion.faultReport");
  });

  it("«¿cuándo vuelve el agua?»: the water incident (never the energy one, never a restored one)", () => {
    const a = answer("¿cuándo vuelve el agua?", engine, ctx([energy, restored, water]));
    expect(a.text).toContain("daño de agua reportado en Los Pinos (INC-2026-000008");
    expect(a.text).toContain("Aún no hay una hora estimada de restablecimiento");
    expect(a.text).not.toContain("INC-2026-000007");
    expect(a.text).not.toContain("INC-2026-000006");
  });

  it("a barrio named without an incident: says none is known there, then the cuts", () => {
    const a = answer("¿hay daño de luz en San José?", engine, ctx([energy]));
    expect(a.text).toContain("No tenemos daños de energía reportados en San José");
    expect(a.text).toContain("No hay cortes programados de energía en curso");
    expect(a.links[0].route).toBe("atencion.faultReport");
  });

  it("a barrio named with an incident, written without accents", () => {
    const a = answer("¿hay daño de luz en belen?", engine, ctx([energy]));
    expect(a.text).toContain("INC-2026-000007");
  });

  it("says when the incidents could not be read, and says nothing of them when the chat has no source", () => {
    expect(answer("se fue la luz", engine, ctx(null)).text).toContain("No pude consultar los daños reportados");
    const none = answer("se fue la luz", engine, ctx(undefined)).text;
    expect(none).not.toMatch(/daños reportados|daños de energía/);
    expect(none).toContain("No hay cortes programados de energía en curso");
  });
});
