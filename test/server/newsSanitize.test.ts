import { readFileSync } from "node:fs";
import path from "node:path";
import { sanitizeBody } from "../../server/modules/news/sanitize";

/** The first release of each fix, and the advisory it closed (issue 31 §5: sanitize-html was a release behind). */
const FIXED_IN = [
  ["2.17.6", "GHSA-jxwj-j7wr-gfrw"],
  ["2.17.7", "GHSA-g8qq-57p8-ggw5"],
  ["2.18.0", "GHSA-x3q4-9hxx-gx8m"],
  ["2.18.0", "GHSA-cv27-6wvh-8x7j"],
  ["2.18.0", "GHSA-374f-7chj-9948"],
  ["2.18.1", "GHSA-c9rx-x947-fp3h"],
] as const;

const parts = (v: string) => v.split(".").map(Number);
const atLeast = (v: string, min: string) => {
  const [a, b] = [parts(v), parts(min)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
};

describe("news bodies through sanitize-html (issue 31 §5)", () => {
  it("runs a sanitize-html with every published fix", () => {
    const { version } = JSON.parse(readFileSync(path.join(require.resolve("sanitize-html"), "..", "package.json"), "utf8")) as { version: string };
    for (const [release, advisory] of FIXED_IN) expect({ advisory, fixed: atLeast(version, release) }).toEqual({ advisory, fixed: true });
  });

  it.each([
    "<svg><textarea><img src=x onerror=alert(1)></textarea></svg>",
    "<textarea></textarea/><img src=x onerror=alert(1)>",
    "<xmp><img src=x onerror=alert(1)></xmp>",
    "<p><noscript></p><a href=javascript:alert(1)>x</a></noscript></p>",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
    "<svg><animate attributeName=href values=javascript:alert(1) /><a><text>x</text></a></svg>",
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    "<iframe><iframe><iframe><p onclick=alert(1)>x</p></iframe></iframe></iframe>",
  ])("leaves nothing executable of %s", (payload) => {
    const out = sanitizeBody(payload);
    expect(out).not.toMatch(/<(?!\/?(p|a)\b)[a-z]/i);
    expect(out).not.toMatch(/\son[a-z]+=|javascript:|<img|<svg|<meta|<iframe|<textarea|<xmp|<noscript/i);
  });

  it("closes a raw-text element at an end tag with a trailing solidus, as browsers do", () => {
    expect(sanitizeBody("<textarea></textarea/><p onclick=x>Corte programado</p>")).toBe("<p>Corte programado</p>");
  });
});
