/**
 * @jest-environment node
 */
/**
 * Issue 35 §1: the server renders a published page again with its text from the database
 * (server/modules/content/rendered.ts): renderPage takes that text instead of the module's, and the
 * page shows the published title, the new text and "Actualizado el <fecha>" in the prerendered HTML.
 */
import { composePage } from "../../../src/ssr/compose";
import { renderPage } from "../../../src/ssr/render";
import { DEFAULT_CLIENT_CONFIG } from "../../../src/shared/config";
import normativity from "../../../src/content/pages/transparencia.normativity";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Portal</title><meta name="description" content="Portal">' +
  '<!--PORTAL_THEME--></head><body><div id="root"><div class="boot"><span>Cargando</span></div></div></body></html>';

describe("a content page rendered with its published text", () => {
  it("shows the database's title, text and date, with scripts off", async () => {
    const page = await renderPage("/normativity", DEFAULT_CLIENT_CONFIG, {
      ...normativity,
      title: "Normatividad vigente de {brand}",
      description: "Las normas que rigen a {brand}.",
      keywords: ["normas"],
      lead: "Esta es la entrada que publicó el equipo de comunicaciones.",
      updatedAt: "2026-11-29T03:30:00.000Z",
    });
    const brand = DEFAULT_CLIENT_CONFIG.brandName;
    expect(page.title).toBe(`Normatividad vigente de ${brand}`);
    expect(page.description).toBe(`Las normas que rigen a ${brand}.`);
    expect(page.html.match(/<h1\b/g)).toHaveLength(1);
    const main = text(page.html.slice(page.html.indexOf("<main"), page.html.indexOf("</main>")));
    expect(main).toContain(`Normatividad vigente de ${brand}`);
    expect(main).toContain("Esta es la entrada que publicó el equipo de comunicaciones.");
    // 03:30 UTC of the 29th is still the 28th in Bogotá.
    expect(main).toMatch(/Actualizado el 28 de noviembre de 2026/);
    expect(page.html).toMatch(/<time datetime="2026-11-28">/i);
    const html = composePage(TEMPLATE, page, "/normativity", {
      brandName: brand,
      brandLongName: DEFAULT_CLIENT_CONFIG.brandLongName,
      publicUrl: "https://portal.example.co",
    });
    expect(html).toContain(`<title>Normatividad vigente de ${brand} | ${brand}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://portal.example.co/normativity" />');
    expect(html).toContain('data-prerendered="true"');
  }, 60_000);

  it("shows the module's date when the page has not been published from the database", async () => {
    const page = await renderPage("/copyright-policy", DEFAULT_CLIENT_CONFIG);
    expect(text(page.html)).toMatch(/Actualizado el \d{1,2} de [a-z]+ de \d{4}/);
  }, 60_000);
});
