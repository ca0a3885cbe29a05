import { indexableBody, patchSitemap } from "../../server/modules/content/siteFiles";
import { readPageBody, sanitizeRichText } from "../../server/modules/content/validate";

describe("content pages' text (issue 35 §1)", () => {
  it("keeps plain text as written and reduces rich text to links, bold and italics", () => {
    expect(sanitizeRichText("  Tarifas de {brand} & peajes < 5 kWh  ")).toBe("Tarifas de {brand} & peajes < 5 kWh");
    expect(sanitizeRichText('<p>Lea <a href="https://www.gov.co/" onclick="x()">GOV.CO</a></p><p><em>y</em> <img src="x"><iframe></iframe>más</p>')).toBe(
      'Lea <a href="https://www.gov.co/" rel="noopener noreferrer">GOV.CO</a> <em>y</em> más',
    );
    expect(sanitizeRichText("<p>Solo texto &amp; nada más</p>")).toBe("Solo texto & nada más");
    expect(sanitizeRichText('<a href="javascript:alert(1)">mal</a>')).toBe("<a>mal</a>");
  });

  it("names every problem by its path and drops fields it does not know", () => {
    const body = {
      title: " Plan ",
      description: "",
      keywords: ["a", "a", "b"],
      lead: "Entrada",
      sections: [{ heading: "S", extra: 1, blocks: [{ kind: "subsection", heading: "H", blocks: [{ kind: "subsection", heading: "x", blocks: [] }] }] }],
    };
    expect(() => readPageBody(body)).toThrow(expect.objectContaining({ fields: { "sections[0].blocks[0].blocks[0].kind": expect.any(String) } }));
    const ok = readPageBody({ ...body, sections: [{ heading: "S", extra: 1, blocks: [{ kind: "list", items: [" uno "], ordered: true, color: "red" }] }] });
    expect(ok).toEqual({
      title: "Plan",
      description: "",
      keywords: ["a", "b"],
      lead: "Entrada",
      sections: [{ heading: "S", blocks: [{ kind: "list", items: ["uno"], ordered: true }] }],
    });
  });

  it("sets a changed page's lastmod in the built site map", () => {
    const xml =
      "<urlset>\n  <url><loc>https://x.co/info-ni%C3%B1os</loc><lastmod>2025-01-02</lastmod></url>\n  <url><loc>https://x.co/otra</loc><lastmod>2025-01-03</lastmod></url>\n</urlset>";
    const out = patchSitemap(xml, "https://x.co", [{ path: "/info-niños", publishedAt: new Date("2026-11-29T15:00:00Z") }]);
    expect(out).toContain("<loc>https://x.co/info-ni%C3%B1os</loc><lastmod>2026-11-29T15:00:00.000Z</lastmod>");
    expect(out).toContain("<lastmod>2025-01-03</lastmod>");
  });

  it("hands the search and the assistant words, not the marks of rich text", () => {
    const body = indexableBody({
      title: "Plan",
      description: "D",
      keywords: ["paa"],
      lead: 'Vea el <a href="/annualPlan">plan</a> de <strong>2026</strong> &amp; sus anexos; 3 < 5.',
      sections: [{ heading: "H", blocks: [{ kind: "paragraph", text: "Texto <em>clave</em>" }] }],
    });
    expect(body.lead).toBe("Vea el plan de 2026 & sus anexos; 3 < 5.");
    expect(body.sections[0].blocks[0]).toEqual({ kind: "paragraph", text: "Texto clave" });
  });
});
