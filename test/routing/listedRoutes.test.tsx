import "@testing-library/jest-dom";
import { act, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../src/app/StoresContext";
import SiteMapView from "../../src/features/general/views/SiteMapView";
import { routeTable } from "../../src/ssr/render";
import { DEFAULT_CLIENT_CONFIG } from "../../src/shared/config";
import { realRegistry, testStores } from "../helpers";

/** Addresses that work but that a visitor should not be offered (issue 33 §4). */
const TECHNICAL = [
  "/landing",
  "/home-page",
  "/reset-password",
  "/verify-email",
  "/auth/success",
  "/noticias-detalles",
  "/noticias-cortes-detalle",
  "/noticias-cortes/avisos/confirmar",
  "/noticias-cortes/avisos/baja",
  "/avisos-factura/baja",
  "/test-metrics",
  "/test-metrics/page1",
  "/test-metrics/page2",
  "/test-metrics/page3",
  "/test-connection",
  "/dashboard/test-emsp",
  "/dashboard/dashboardPruebas",
  // Issue 35 §1: the block editor needs a page in its address (?pagina=).
  "/admin/contenido/editar",
];

describe("listed routes: the site map and sitemap.xml offer only what a visitor should find (issue 33)", () => {
  const routes = realRegistry();

  it("marks the technical pages with listed: false in their declarations, and keeps them routed", () => {
    for (const path of TECHNICAL) {
      const def = routes.byPath(path);
      expect(def).toBeDefined();
      expect([path, def!.listed]).toEqual([path, false]);
    }
    const listed = routes.listedRoutes.map((r) => r.path);
    for (const path of TECHNICAL) expect(listed).not.toContain(path);
    for (const path of ["/homePage", "/noticias", "/noticias-cortes", "/mapa-sitio", "/buscar", "/sign-in", "/energia/ratesEnergy", "/pqr"])
      expect(listed).toContain(path);
  });

  it("gives sitemap.xml's writer the flag of each prerendered page", () => {
    const { targets } = routeTable(DEFAULT_CLIENT_CONFIG);
    const byPath = new Map(targets.map((t) => [t.path, t.listed]));
    expect(byPath.get("/test-metrics")).toBe(false);
    expect(byPath.get("/noticias-detalles")).toBe(false);
    expect(byPath.get("/noticias")).toBe(true);
  });

  it("the /mapa-sitio page links no test page, token landing or copy of the home", async () => {
    const { stores } = testStores();
    await act(async () => {
      render(
        <StoresProvider stores={stores}>
          <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
            <MemoryRouter initialEntries={["/mapa-sitio"]}>
              <SiteMapView />
            </MemoryRouter>
          </IntlProvider>
        </StoresProvider>,
      );
    });
    const hrefs = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("/noticias-cortes");
    expect(hrefs).toContain("/homePage");
    for (const path of TECHNICAL) expect(hrefs).not.toContain(path);
    expect(screen.queryByRole("link", { name: "Prueba de métricas" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Ingreso exitoso" })).toBeNull();
  });
});
