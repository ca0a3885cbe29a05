/**
 * @jest-environment node
 */
/**
 * Issue 35 §3: /datos-abiertos is readable with scripts off: the prerendered HTML carries its one h1,
 * the licence, every dataset with its description, frequency and download links, and the address of
 * /data.json; the transparency index files it under "7. Datos abiertos".
 */
import { renderPage } from "../../../src/ssr/render";
import { DEFAULT_CLIENT_CONFIG } from "../../../src/shared/config";
import { OPEN_DATASETS } from "../../../src/shared/opendata";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

describe("/datos-abiertos prerendered", () => {
  let html: string;
  beforeAll(async () => {
    html = (await renderPage("/datos-abiertos", DEFAULT_CLIENT_CONFIG)).html;
  }, 30_000);

  it("has one h1 and the whole list of datasets with their downloads in the HTML", () => {
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const main = text(html.slice(html.indexOf("<main"), html.indexOf("</main>")));
    expect(main.length).toBeGreaterThan(1000);
    expect(main).toContain("Catálogo de datos abiertos");
    expect(main).toContain("CC BY 4.0");
    for (const d of OPEN_DATASETS) {
      expect(main).toContain(d.title);
      expect(main).toContain(d.frequency);
      for (const href of [`/datos-abiertos/${d.id}.csv`, `/datos-abiertos/${d.id}.json`, `/datos-abiertos/${d.id}/diccionario.json`]) {
        expect(html).toContain(`href="${href}"`);
      }
    }
    expect(html).toContain('href="/data.json"');
    // Until the app reads /data.json, the date says where to find it.
    expect(main).toContain("Consúltela en /data.json");
  });

  it("is filed under 7. Datos abiertos in the transparency index", async () => {
    const index = (await renderPage("/transparencia/home", DEFAULT_CLIENT_CONFIG)).html;
    const section = index.slice(index.indexOf('id="transparencia-7"'), index.indexOf('id="transparencia-8"'));
    expect(section).toContain('href="/datos-abiertos"');
    expect(section).toContain('href="/openData"');
  }, 30_000);
});
