import { loadPageContent } from "../../../src/content/loader";
import { contentTexts, withBrand } from "../../../src/content/text";
import { assistantIndexData } from "../../../src/features/assistant/documents";
import { AssistantEngine } from "../../../src/features/assistant/engine";
import { brandRouteDetails } from "../../../src/routing/routeDetails";
import { terms } from "../../../src/shared/text";
import { processTerm, stem } from "../../../src/features/assistant/normalize";
import type { RouteDefinition } from "../../../src/routing/types";
import { testStores } from "../../helpers";

/**
 * The site search's ranking (/buscar), the assistant's index since issue 24 §1 (these cases were
 * RouteRegistry.search's): every word must appear, accents ignored, protected pages left out, and
 * a page's own words count below its title, keywords and description.
 */
describe("site search ranking", () => {
  const { stores } = testStores();
  const routes = stores.routes;
  const visible = (r: RouteDefinition) => r.access !== "protected";
  let engine: AssistantEngine;

  beforeAll(async () => {
    await routes.loadDetails();
    engine = AssistantEngine.fromRegistry(routes.routes, routes.details);
  });

  it("searches titles, keywords and descriptions ignoring accents", () => {
    const hits = engine.pages("energia tarifas", 20, visible);
    expect(hits[0].route.path).toBe("/energia/ratesEnergy");
    expect(engine.pages("ACUEDUCTO", 20, visible).some((h) => h.route.area === "acueducto")).toBe(true);
    expect(engine.pages("zzzz-no-existe", 20, visible)).toEqual([]);
    const users = engine.pages("usuarios", 50, visible);
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((h) => h.route.access !== "protected")).toBe(true);
  });

  it("counts a page's own words, below its title, keywords and description", () => {
    expect(engine.pages("ventanilla qxirca", 20, visible)).toEqual([]);
    engine.addPageTexts(new Map([["atencion.singleWindow", "ventanilla unica qxirca radicacion"]]));
    expect(engine.pages("ventanilla qxirca", 20, visible).map((h) => h.route.key)).toEqual(["atencion.singleWindow"]);
    // A title match outranks a match only in the body.
    engine.addPageTexts(new Map([["atencion.paymentMethods", "ventanilla"]]));
    const both = engine.pages("ventanilla", 20, visible).map((h) => h.route.key);
    expect(both[0]).toBe("atencion.singleWindow");
    expect(both).toContain("atencion.paymentMethods");
  });
});

describe("words that are names of Object's own members", () => {
  it("are words like any other: a page's text with «constructor» or «valueOf» is indexed and found", () => {
    expect(processTerm("constructor")).toBe(stem("constructor"));
    expect(processTerm("valueOf")).toBe(stem("valueof"));
    expect(processTerm("hasOwnProperty")).toBe(stem("hasownproperty"));
  });
});

/**
 * Issue 33 §1: every search threw «TypeError: Cannot read properties of undefined (reading 'keys')
 * at performVacuuming» in the console. Adding the pages' words replaced each page's document; the
 * discards started MiniSearch's background vacuum, whose paused walk of the term tree broke on the
 * documents added meanwhile.
 */
describe("adding the pages' words to the real index", () => {
  const { stores } = testStores();
  const visible = (r: RouteDefinition) => r.access !== "protected" || r.authority.length === 0;

  it("leaves no failing background work, and the duplicates page comes near the top of «duplicado factura»", async () => {
    const failures: unknown[] = [];
    const onRejection = (reason: unknown) => failures.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      const data = await assistantIndexData(stores.routes.routes, brandRouteDetails("EMSP E.S.P."), loadPageContent, {
        brand: "EMSP E.S.P.",
        brandLong: "EMSP",
      });
      const engine = new AssistantEngine(data, (k) => stores.routes.byKey(k));
      // Every public page's own words, as scripts/prerender.js writes them to /search-index.json.
      const brand = { brand: "EMSP E.S.P.", brandLong: "EMSP" };
      const texts = new Map<string, string>();
      for (const r of stores.routes.publicRoutes.filter((x) => x.kind === "content")) {
        const content = await loadPageContent(r.key);
        texts.set(
          r.key,
          [
            ...new Set(
              terms(
                contentTexts(content)
                  .map((t) => withBrand(t, brand))
                  .join(" "),
              ),
            ),
          ].join(" "),
        );
      }
      expect(texts.size).toBeGreaterThan(150);
      engine.addPageTexts(texts);
      // Nothing was discarded, so MiniSearch has nothing to vacuum in the background (the cause).
      const index = (engine as unknown as { search: { vacuum(): Promise<void>; isVacuuming: boolean; dirtCount: number } }).search;
      expect(index.dirtCount).toBe(0);
      expect(index.isVacuuming).toBe(false);
      // Searches as /buscar runs them, while any background work of MiniSearch pauses between its batches.
      for (const term of ["duplicado factura", "tarifas energia", "fuga de agua", "pqrs", "oficinas horario"]) {
        expect(engine.pages(term, 30, visible).length).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      // A vacuum asked for now runs after any MiniSearch started on its own, and fails with it.
      await expect(index.vacuum()).resolves.toBeUndefined();
      expect(failures).toEqual([]);
      const top = engine.pages("duplicado factura", 30, visible).map((h) => h.route.key);
      expect(top.slice(0, 3)).toContain("dashboard.invoiceDuplicates");
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  });
});
