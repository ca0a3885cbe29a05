/**
 * Issue 33 §3: one truth for contacts. Every phone number, the main office's address and its hours
 * that a content page prints come from the site settings (placeholders such as `{freeLine}`), so
 * a change in /admin/settings reaches every page; no page may write one by hand.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { CONTACT_PLACEHOLDERS, contactHref, contentTexts, withBrand } from "../../src/content/text";
import type { PageContent } from "../../src/content/types";
import { DEFAULT_SETTINGS } from "../../src/shared/siteSettings";

const pagesDir = path.resolve(__dirname, "../../src/content/pages");
const pages = readdirSync(pagesDir)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous loads of files whose paths are only known at run time
    const content = (require(path.join(pagesDir, f)) as { default: PageContent }).default;
    return { key: f.slice(0, -3), content, text: JSON.stringify(content) };
  });

/** What a hand-written contact looks like. */
// National lines that are not the company's (123 emergencias, 155 orientación a mujeres) may be written as they are.
const HARD_CODED: [string, RegExp][] = [
  ["a toll-free 01 8000 line", /01\s*8000\s*\d/],
  ["a 60X landline", /\(?60\d\)?[\s-]*\d{3}[\s-]*\d{4}/],
  ["a mobile or WhatsApp number", /(?<![\d.,])3\d{2}[\s-]?\d{3}[\s-]?\d{4}(?![\d])/],
  ["a three-digit emergency code", /(?:línea|llame al|al|marque el|reporte al|repórtelo al|emergencias)\s+(?!123|155)1\d{2}(?![\d.,])/i],
  ["a tel: link without a placeholder", /tel:(?!\{|123"|155")/],
  ["the main office's address", /Carrera 50 # 52-14/],
  ["the main office's hours", /7:00 a\. m\. a 5:00 p\. m\./],
];

describe("contacts in the content pages (issue 33 §3)", () => {
  it("has pages to check", () => {
    expect(pages.length).toBeGreaterThan(150);
  });

  it.each(HARD_CODED)("writes no %s by hand", (_, pattern) => {
    const offenders = pages.filter((p) => pattern.test(p.text)).map((p) => `${p.key}: ${p.text.match(pattern)![0]}`);
    expect(offenders).toEqual([]);
  });

  it("names only placeholders the settings fill", () => {
    const known = new Set<string>(["brand", "brandLong", "product", ...CONTACT_PLACEHOLDERS]);
    const unknown = pages.flatMap((p) =>
      [...p.text.matchAll(/\{([A-Za-z]+)\}/g)]
        .map((m) => m[1])
        .filter((n) => !known.has(n))
        .map((n) => `${p.key}: {${n}}`),
    );
    expect(unknown).toEqual([]);
  });

  it("prints what the settings say: a changed emergency number and office hours reach every page that names them", () => {
    const contacts = {
      ...DEFAULT_SETTINGS,
      emergencyEnergy: "604 555 0116",
      officeHours: "Lunes a sábado de 6:30 a. m. a 6:00 p. m.",
      freeLine: "01 8000 999 000",
    };
    const brand = { brand: "EMSP", brandLong: "Empresa", contacts };
    const energy = pages.find((p) => p.key === "energia.energyHome")!;
    const texts = contentTexts(energy.content).map((t) => withBrand(t, brand));
    expect(texts.join(" ")).toContain("604 555 0116");
    expect(texts.join(" ")).not.toMatch(/\b116\b/);
    const centers = pages.find((p) => p.key === "atencion.centersAttention")!;
    expect(
      contentTexts(centers.content)
        .map((t) => withBrand(t, brand))
        .join(" "),
    ).toContain("Lunes a sábado de 6:30 a. m. a 6:00 p. m.");
    expect(contactHref("tel:{freeLine}", brand)).toBe("tel:018000999000");
    // Without stored settings (the prerendered HTML, the search index): the published defaults.
    expect(withBrand("Llame al {emergencyEnergy} o al {freeLine}", { brand: "EMSP", brandLong: "Empresa" })).toBe("Llame al 116 o al 01 8000 123 456");
  });
});
