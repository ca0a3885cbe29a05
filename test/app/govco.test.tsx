/**
 * @jest-environment node
 */
/**
 * Issue 35 §4: every page carries the GOV.CO top bar above the header and the GOV.CO footer, in the
 * prerendered HTML (readable with scripts off), and /accesibilidad is a prerendered content page.
 */
import { renderPage } from "../../src/ssr/render";
import { DEFAULT_CLIENT_CONFIG } from "../../src/shared/config";
import { DEFAULT_SETTINGS } from "../../src/shared/siteSettings";

const escape = (s: string) => s.replace(/&/g, "&amp;");
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the GOV.CO identity in the prerendered HTML", () => {
  let home: string;
  let statement: Awaited<ReturnType<typeof renderPage>>;
  beforeAll(async () => {
    home = (await renderPage("/homePage", DEFAULT_CLIENT_CONFIG)).html;
    statement = await renderPage("/accesibilidad", DEFAULT_CLIENT_CONFIG);
  });

  it("puts the GOV.CO bar, a named link to www.gov.co, after the skip link and before the header", () => {
    for (const html of [home, statement.html]) {
      const bar = html.indexOf('aria-label="Barra superior GOV.CO"');
      const link = html.indexOf('href="https://www.gov.co/" aria-label="Portal del Estado Colombiano - GOV.CO"');
      expect(bar).toBeGreaterThan(html.indexOf('href="#main-content"'));
      expect(link).toBeGreaterThan(bar);
      expect(link).toBeLessThan(html.indexOf("<header"));
      // The wordmark is drawn inline (no request, no script) and hidden from assistive technology: the link names it.
      expect(html.slice(link, html.indexOf("</a>", link))).toMatch(/<svg[^>]*aria-hidden="true"/);
    }
  });

  it("prints every field of MinTIC's footer from the site settings' published values", () => {
    const footer = home.slice(home.indexOf("<footer"));
    const s = DEFAULT_SETTINGS;
    for (const value of [s.entityName, s.officeAddress, `Código postal ${s.postalCode}`, s.officeCity, s.officeHours, s.institutionalEmail, s.judicialEmail])
      expect(footer).toContain(escape(value));
    // The switchboard with +57 and its area code; 01 8000 lines as they are.
    expect(footer).toContain(`+57 ${s.switchboard}`);
    expect(footer).toContain(`href="tel:+57${s.switchboard.replace(/\D/g, "")}"`);
    expect(footer).toContain(`>${s.freeLine}<`);
    expect(footer).toContain(`>${s.antiCorruptionLine}<`);
    expect(footer).toContain(`href="mailto:${s.judicialEmail}"`);
    for (const url of [s.facebookUrl, s.xUrl, s.instagramUrl, s.youtubeUrl]) expect(footer).toContain(`href="${url}"`);
    for (const [path, name] of [
      ["/mapa-sitio", "Mapa del sitio"],
      ["/accesibilidad", "Accesibilidad"],
      ["/termsAndConditions", "Términos y condiciones"],
      ["/personalData", "Política de privacidad"],
      ["/copyright-policy", "Política de derechos de autor"],
    ])
      expect(footer).toMatch(new RegExp(`href="${path}"[^>]*>${name}</a>`));
    expect(footer).toContain('role="img" class="');
    expect(footer).toContain('aria-label="Marca país Colombia (CO)"');
    expect(footer).toContain('aria-label="Logotipo de GOV.CO"');
  });

  it("names each of the footer's links to pages, mail boxes and networks once (the e2e tests find them by name)", () => {
    const footer = home.slice(home.indexOf("<footer"), home.indexOf("</footer>"));
    // Phone links are left out: one emergency number may serve several services (116 for all three).
    const names = [...footer.matchAll(/<a (?![^>]*href="tel:)[^>]*>(.*?)<\/a>/g)].map((m) => text(m[1]));
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("serves /accesibilidad as a content page: one h1, its text in <main>, the review date and the way to report a barrier", () => {
    const html = statement.html;
    expect(statement.title).toBe("Declaración de accesibilidad");
    expect(statement.description).toMatch(/WCAG 2\.1/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const main = text(html.slice(html.indexOf("<main"), html.indexOf("</main>")));
    expect(main.length).toBeGreaterThan(60);
    expect(main).toContain("WCAG) 2.1 en el nivel AA");
    expect(main).toContain("Última revisión: 29 de noviembre de 2026");
    expect(main).toContain("Limitaciones conocidas");
    // The e-mail comes from the settings' placeholder, never printed as a placeholder.
    expect(html).toContain(`href="mailto:${DEFAULT_SETTINGS.institutionalEmail}"`);
    expect(html).not.toMatch(/\{institutionalEmail\}|\{freeLine\}/);
    expect(html).toMatch(/href="\/newPQRS"/);
  });
});
