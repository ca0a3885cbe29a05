import { AssistantEngine } from "../../../src/features/assistant/engine";
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
