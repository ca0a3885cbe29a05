/**
 * @jest-environment node
 */
/**
 * Issue 37: the frame of a signed-in page, which the build renders and the server sends for its
 * route so that a phone paints the page's heading and intro before its scripts have run. It must be
 * the page as the app first draws it (the account layout, heading, intro, loading state) and hold
 * nothing of any person.
 */
import { composePage } from "../../src/ssr/compose";
import { renderFrame, routeTable } from "../../src/ssr/render";
import { DEFAULT_CLIENT_CONFIG } from "../../src/shared/config";

const site = { brandName: "EMSP E.S.P.", brandLongName: "Empresa Municipal de Servicios Públicos", publicUrl: "https://portal.example.co" };
const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>x</title><meta name="description" content="x" /><!--PORTAL_THEME--></head>' +
  '<body><div id="root"><div class="boot" role="status">Cargando el portal…</div></div></body></html>';

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("signed-in pages' frames", () => {
  it("are rendered for every signed-in route and for no public one", () => {
    const { all, targets, frames } = routeTable(DEFAULT_CLIENT_CONFIG);
    expect(frames).toEqual(expect.arrayContaining(["/dashboard/invoiceInquiry", "/dashboard/onlinePayment", "/admin/dashboard"]));
    for (const f of frames) expect(all).toContain(f);
    const publicPaths = new Set(targets.map((t) => t.path));
    expect(frames.filter((f) => publicPaths.has(f))).toEqual([]);
    expect(frames).not.toContain("/sign-in");
    // The account summary is all the person's data: the bare shell serves it better (render.tsx, NO_FRAME).
    expect(frames).not.toContain("/dashboard/dashboardGeneral");
  });

  it("draw the account layout, the page's heading, intro and loading state, and nothing of a person", async () => {
    const page = await renderFrame("/dashboard/invoiceInquiry", DEFAULT_CLIENT_CONFIG);
    expect(page.title).toBe("Consulta de facturas");
    expect(page.html.match(/<h1\b/g)).toHaveLength(1);
    const main = text(page.html.slice(page.html.indexOf("<main"), page.html.indexOf("</main>")));
    expect(main).toMatch(/^Mis facturas Consulte las facturas de los últimos 24 meses de su contrato/);
    expect(page.html).toContain('role="progressbar"');
    // The signed-in header: the account's button, not the sign-in link.
    expect(page.html).toContain('aria-label="Cuenta"');
    expect(text(page.html)).not.toContain("Ingresar");
    // The side navigation's box, empty: its links depend on the person's roles.
    expect(page.html).toMatch(/<nav[^>]*aria-label="Menú de la cuenta"[^>]*><\/nav>/);
    // Nobody's data, and the chat waits for the page's data as on a signed-in landing.
    expect(page.html).not.toContain("00000000-0000-4000-8000-000000000000");
    expect(page.html).not.toContain("¿Necesita ayuda?");
    expect(page.styles).toContain("<style");
  }, 30_000);

  it("draw an administrator's page with the route's roles", async () => {
    const page = await renderFrame("/admin/dashboard", DEFAULT_CLIENT_CONFIG);
    expect(text(page.html)).toContain("Panel de administración");
    expect(page.html).not.toMatch(/href="\/sign-in/);
  }, 30_000);

  it("are not made for a public route", async () => {
    await expect(renderFrame("/homePage", DEFAULT_CLIENT_CONFIG)).rejects.toThrow(/no es una página con sesión/);
  });

  it("are marked as frames in a box the visitor's boot can hide, never indexed, the markup taken literally", () => {
    const html = composePage(
      TEMPLATE,
      { html: "<main><h1>Pagar $&amp; $& $1</h1></main>", styles: "", title: "Pagar facturas", description: "", keywords: [] },
      null,
      site,
      true,
    );
    expect(html).toContain('<div id="root" data-frame="true"><div class="portal-frame"><main><h1>Pagar $&amp; $& $1</h1></main></div></div>');
    expect(html).not.toContain("data-prerendered");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain("<title>Pagar facturas | EMSP E.S.P.</title>");
    const page = composePage(TEMPLATE, { html: "<main>$&</main>", styles: "", title: "Inicio", description: "", keywords: [] }, "/homePage", site);
    expect(page).toContain('<div id="root" data-prerendered="true"><main>$&</main></div>');
  });
});
