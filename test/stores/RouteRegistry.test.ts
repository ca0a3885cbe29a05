import { matchRoutes } from "react-router-dom";
import specPaths from "../fixtures/spec-paths.json";
import { routeDetails } from "../../src/routing/routeDetails";
import { realRegistry } from "../helpers";

/** Paths beyond the spec's list: the site search, and the agents' inbox that issue 8 asks for. */
const EXTRA_PATHS = [
  "/buscar",
  "/admin/pqrs",
  "/admin/audit",
  "/admin/correo",
  "/admin/recaudos",
  "/noticias-cortes/avisos/confirmar",
  "/noticias-cortes/avisos/baja",
  // Issue 32 §4: the treasury and the public check of a paz y salvo.
  "/admin/tesoreria",
  "/verificar-paz-y-salvo",
  // Issue 34 §4: the one-click way out of a notice.
  "/avisos-factura/baja",
  // Issue 34 §1: the billing system's feed.
  "/admin/importaciones",
  // Issue 34 §2: the administrators publish the tariffs.
  "/admin/tarifas",
  // Issue 35 §4: the accessibility statement.
  "/accesibilidad",
  // Issue 35 §3: the open data catalogue and its downloads.
  "/datos-abiertos",
  // Issue 35 §1: the editors' list of content pages and the block editor.
  "/admin/contenido",
  "/admin/contenido/editar",
  // Issue 35 §2: the document library.
  "/admin/documentos",
  // Issue 36 §1: the operators' incidents.
  "/admin/incidentes",
  // Issue 36 §1: one incident's public page (?ref=INC-…).
  "/noticias-cortes/dano",
];

describe("RouteRegistry", () => {
  const routes = realRegistry();

  it("registers every one of the spec's 245 paths, once, with {product} resolved, plus /buscar and /admin/pqrs", () => {
    expect(routes.routes).toHaveLength(245 + EXTRA_PATHS.length);
    const expected = [...specPaths.map((p) => p.replaceAll("{product}", "emsp")), ...EXTRA_PATHS].sort();
    expect(routes.routes.map((r) => r.path).sort()).toEqual(expected);
    expect(routes.byPath("/consursosemsp")).toBeDefined();
    expect(realRegistry("acme").byPath("/transformacion-acme-telco")).toBeDefined();
  });

  it("gives every route a unique key, an area, a title, a description and keywords", async () => {
    await routes.loadDetails();
    const keys = new Set(routes.routes.map((r) => r.key));
    expect(keys.size).toBe(245 + EXTRA_PATHS.length);
    for (const r of routes.routes) {
      expect(r.title.trim()).not.toBe("");
      const d = routes.describe(r.key);
      expect(d?.description.length ?? 0).toBeGreaterThan(60);
      expect(d?.keywords.length ?? 0).toBeGreaterThanOrEqual(3);
    }
    expect(Object.keys(routeDetails).sort()).toEqual([...keys].sort());
    const descriptions = routes.routes.map((r) => routes.describe(r.key)!.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("resolves every spec path to its page, never to the not-found route", () => {
    const table = [...routes.routes.map((r) => ({ path: r.path, id: r.key })), { path: "*", id: "notFound" }];
    for (const r of routes.routes) {
      // Browsers send non-ASCII paths percent-encoded (/info-ni%C3%B1os).
      for (const candidate of [r.path, encodeURI(r.path)]) {
        const match = matchRoutes(table, candidate);
        expect(match?.at(-1)?.route.id).toBe(r.key);
        expect(routes.byPath(candidate)?.key).toBe(r.key);
      }
    }
    expect(matchRoutes(table, "/no-existe")?.at(-1)?.route.id).toBe("notFound");
  });

  it("protects dashboard and admin routes and leaves content public", () => {
    for (const r of routes.routes) {
      if (r.area === "dashboard" || r.area === "admin") expect(r.access).toBe("protected");
      if (r.kind === "content") expect(r.access).toBe("public");
    }
    expect(routes.byPath("/admin/noticias")?.authority).toEqual(["admin"]);
    expect(routes.byPath("/admin/users")?.authority).toEqual(["ADMIN", "SUPER_ADMIN"]);
    // Issue 35: an EDITOR reaches the content screens, never users or settings.
    expect(routes.byPath("/admin/contenido")?.authority).toEqual(["EDITOR", "ADMIN", "SUPER_ADMIN"]);
    expect(routes.byPath("/admin/contenido/editar")?.authority).toEqual(["EDITOR", "ADMIN", "SUPER_ADMIN"]);
    expect(routes.byPath("/admin/documentos")?.authority).toEqual(["EDITOR", "ADMIN", "SUPER_ADMIN"]);
    expect(routes.byPath("/admin/settings")?.authority).not.toContain("EDITOR");
    expect(routes.byPath("/access-denied")?.authority).toEqual(["admin", "user"]);
    expect(routes.byPath("/dashboard/check-bill")?.authority).toEqual([]);
  });

  it("renders dashboard and admin pages gutterless (no container, no footer)", () => {
    expect(routes.byPath("/dashboard/dashboardGeneral")?.meta.pageContainerType).toBe("gutterless");
    expect(routes.byPath("/admin/settings")?.meta.pageContainerType).toBe("gutterless");
    expect(routes.byPath("/noticias")?.meta.pageContainerType).toBeUndefined();
  });

  it("builds breadcrumbs from the registry", () => {
    expect(routes.breadcrumbs("/energia/ratesEnergy").map((c) => c.path)).toEqual(["/homePage", "/energia/energyHome", "/energia/ratesEnergy"]);
    expect(routes.breadcrumbs("/homePage")).toEqual([{ label: "Inicio", path: "/homePage" }]);
  });
});
