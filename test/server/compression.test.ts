/**
 * Issue 22: prerendered pages, the SPA's index and the hashed assets go out compressed from memory,
 * in the coding the client prefers (q-values, `*`, identity refused), with Vary, the right
 * Content-Length and a strong ETag per coding that a conditional request can match. A page's first
 * requests in a coding get a quick copy without an ETag while the kept copy is made.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { CLIENT_CONFIG_PLACEHOLDER } from "../../src/shared/config";
import { negotiateEncoding } from "../../server/http/compress";
import { backends, startApp } from "./support";

jest.setTimeout(30_000);

const JS = `export function main(){${"console.log('portal');".repeat(200)}}`;
const MODIFIED = new Date("2026-01-15T10:00:00Z");

/** A build like webpack's and the prerender script's: pages, index, hashed files with .br/.gz copies. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "emsp-gz-"));
  const filler = "<p>Tarifas vigentes de acueducto, alcantarillado y aseo para el municipio.</p>".repeat(60);
  const page = (h1: string) =>
    `<!doctype html><html lang="es"><head><title>${h1}</title>${CLIENT_CONFIG_PLACEHOLDER}</head><body><main><h1>${h1}</h1>${filler}</main></body></html>`;
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head>${CLIENT_CONFIG_PLACEHOLDER}</head><body><div id="root">Cargando</div>${filler}</body></html>`,
  );
  writeFileSync(path.join(dir, "index.html.br"), "not the index");
  mkdirSync(path.join(dir, "prerendered"));
  writeFileSync(path.join(dir, "prerendered", "homePage.html"), page("Inicio"));
  writeFileSync(path.join(dir, "prerendered", "tarifas.html"), page("Tarifas"));
  writeFileSync(path.join(dir, "prerendered", "404.html"), page("Página no encontrada"));
  writeFileSync(
    path.join(dir, "prerendered", "manifest.json"),
    JSON.stringify({
      brandName: "EMSP E.S.P.",
      brandLongName: "Empresa Municipal de Servicios Públicos",
      productSlug: "emsp",
      routes: ["/homePage", "/tarifas", "/dashboard/dashboardGeneral"],
      pages: { "/homePage": "homePage.html", "/tarifas": "tarifas.html" },
      notFound: "404.html",
    }),
  );
  const main = path.join(dir, "main.0123abcd.js");
  writeFileSync(main, JS);
  writeFileSync(`${main}.br`, zlib.brotliCompressSync(JS));
  writeFileSync(`${main}.gz`, zlib.gzipSync(JS));
  utimesSync(main, MODIFIED, MODIFIED);
  // Too small for the build to compress: served as is whatever the client accepts.
  writeFileSync(path.join(dir, "tiny.89abcdef.css"), "a{color:red}");
  mkdirSync(path.join(dir, "locales"));
  writeFileSync(path.join(dir, "locales", "es.json"), JSON.stringify({ hola: "Hola ".repeat(100) }));
  writeFileSync(path.join(dir, "locales", "es.json.br"), zlib.brotliCompressSync(JSON.stringify({ hola: "Hola ".repeat(100) })));
  return dir;
}

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.4", "br"],
    ["gzip;q=0, br;q=0", "identity"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["*;q=0", "identity"],
    ["identity;q=0, *", "br"],
    ["identity;q=0, gzip;q=0.2", "gzip"],
    ["gzip;q=0.5, identity", "identity"],
    ["gzip;q=0.001", "gzip"],
    ["gzip, identity", "gzip"],
    ["br;q=2, gzip", "gzip"],
    ["deflate", "identity"],
  ])("%p → %s", (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });

  it("picks only among the codings on offer", () => {
    expect(negotiateEncoding("br, gzip;q=0.5", ["gzip", "identity"])).toBe("gzip");
    expect(negotiateEncoding("br", ["identity"])).toBe("identity");
  });

  it("sends identity when the client refuses every coding, identity included (RFC 9110 §12.1)", () => {
    expect(negotiateEncoding("identity;q=0")).toBe("identity");
    expect(negotiateEncoding("*;q=0, identity;q=0")).toBe("identity");
  });
});

describe("compressed responses", () => {
  const backend = backends[0];
  let dir = "";
  let s: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    dir = fakeBuild();
    s = await startApp(backend, { STATIC_DIR: dir, BRAND_NAME: "EMSP E.S.P." });
  });
  afterAll(async () => {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") => s.app.inject({ method, url, headers });
  /** The kept copy: asks again until the answer carries an ETag (the quick copies that come first have none). */
  const kept = async (url: string, headers: Record<string, string>) => {
    for (let i = 0; ; i++) {
      const res = await get(url, headers);
      if (res.headers.etag !== undefined || i === 200) return res;
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  /** The body a response carries, decoded by its Content-Encoding. */
  const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
    res.headers["content-encoding"] === "br"
      ? zlib.brotliDecompressSync(res.rawPayload)
      : res.headers["content-encoding"] === "gzip"
        ? zlib.gunzipSync(res.rawPayload)
        : res.rawPayload;

  describe("a prerendered page", () => {
    it("decodes to exactly the identity body in br and gzip, each with its length, Vary and its own ETag", async () => {
      const plain = await get("/homePage", { "accept-encoding": "identity" });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain("<h1>Inicio</h1>");
      expect(plain.body).toContain('"brandName":"EMSP E.S.P."');
      const br = await kept("/homePage", { "accept-encoding": "gzip, deflate, br" });
      const gz = await kept("/homePage", { "accept-encoding": "gzip" });
      expect([plain.headers["content-encoding"], br.headers["content-encoding"], gz.headers["content-encoding"]]).toEqual([undefined, "br", "gzip"]);
      for (const res of [plain, br, gz]) {
        expect(decoded(res).equals(plain.rawPayload)).toBe(true);
        expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
        expect(res.headers.vary).toBe("Accept-Encoding");
        expect(res.headers["cache-control"]).toBe("no-cache");
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
        expect(res.headers["etag"]).toMatch(/^"[\w-]+"$/);
      }
      expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
      expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    });

    it("honours q-values, * and a refused identity", async () => {
      const coding = async (accept: string) => (await get("/homePage", { "accept-encoding": accept })).headers["content-encoding"] ?? "identity";
      expect(await coding("gzip;q=0, br;q=0")).toBe("identity");
      expect(await coding("br;q=0, gzip")).toBe("gzip");
      expect(await coding("br;q=0.5, gzip")).toBe("gzip");
      expect(await coding("*")).toBe("br");
      expect(await coding("*;q=0")).toBe("identity");
      expect(await coding("identity;q=0, gzip;q=0.5")).toBe("gzip");
      expect((await get("/homePage")).headers["content-encoding"]).toBeUndefined();
    });

    it("answers 304 to its own ETag in the same coding only", async () => {
      const br = await kept("/homePage", { "accept-encoding": "br" });
      const gz = await kept("/homePage", { "accept-encoding": "gzip" });
      const again = await get("/homePage", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(br.headers.etag);
      expect(again.headers.vary).toBe("Accept-Encoding");
      expect(again.headers["cache-control"]).toBe("no-cache");
      // Weak comparison (RFC 9110 §13.1.2), one of a list.
      expect((await get("/homePage", { "accept-encoding": "br", "if-none-match": `"x", W/${br.headers.etag}` })).statusCode).toBe(304);
      expect((await get("/homePage", { "accept-encoding": "br", "if-none-match": "*" })).statusCode).toBe(304);
      // The gzip copy is another representation: the br ETag does not validate it.
      const other = await get("/homePage", { "accept-encoding": "gzip", "if-none-match": String(br.headers.etag) });
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).toBe(gz.headers.etag);
      expect(other.rawPayload.equals(gz.rawPayload)).toBe(true);
    });

    it("answers HEAD with the GET's headers and no body", async () => {
      const got = await kept("/homePage", { "accept-encoding": "br" });
      const head = await get("/homePage", { "accept-encoding": "br" }, "HEAD");
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      for (const name of ["content-encoding", "content-length", "etag", "vary", "cache-control", "content-type"]) {
        expect(head.headers[name]).toBe(got.headers[name]);
      }
    });

    it("gives the first requests that arrive together one quick copy at once, without an ETag, then the kept copy with one", async () => {
      // /tarifas is asked for here only: these requests find it not yet compressed.
      const first = await Promise.all(Array.from({ length: 6 }, () => get("/tarifas/", { "accept-encoding": "br;q=1, gzip;q=0.9" })));
      expect(first.every((r) => r.statusCode === 200 && r.headers["content-encoding"] === "br")).toBe(true);
      expect(first.every((r) => r.headers.etag === undefined && Number(r.headers["content-length"]) === r.rawPayload.length)).toBe(true);
      expect(new Set(first.map((r) => r.rawPayload.toString("base64"))).size).toBe(1);
      const plain = await get("/tarifas/", { "accept-encoding": "identity" });
      expect(decoded(first[0]).equals(plain.rawPayload)).toBe(true);

      const best = await kept("/tarifas/", { "accept-encoding": "br" });
      expect(best.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(decoded(best).equals(plain.rawPayload)).toBe(true);
      expect(best.rawPayload.length).toBeLessThanOrEqual(first[0].rawPayload.length);
      expect((await get("/tarifas/", { "accept-encoding": "br", "if-none-match": String(best.headers.etag) })).statusCode).toBe(304);
    });
  });

  it("sends the not-found page and the SPA compressed too; a 404 has no ETag and ignores If-None-Match", async () => {
    const missing = await get("/no-existe", { "accept-encoding": "gzip", "if-none-match": "*" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(missing.headers.etag).toBeUndefined();
    expect(decoded(missing).toString()).toContain("Página no encontrada");
    const spa = await get("/dashboard/dashboardGeneral", { "accept-encoding": "br" });
    expect(spa.statusCode).toBe(200);
    expect(spa.headers["content-encoding"]).toBe("br");
    expect(decoded(spa).toString()).toContain("Cargando");
    expect(decoded(spa).toString()).toContain('"brandName":"EMSP E.S.P."');
  });

  describe("a hashed asset", () => {
    it("is served from the build's .br/.gz copies, each decoding to the file, with its own ETag", async () => {
      const plain = await get("/main.0123abcd.js", { "accept-encoding": "identity" });
      const br = await get("/main.0123abcd.js", { "accept-encoding": "br, gzip" });
      const gz = await get("/main.0123abcd.js", { "accept-encoding": "br;q=0.5, gzip" });
      expect(plain.body).toBe(JS);
      expect([plain.headers["content-encoding"], br.headers["content-encoding"], gz.headers["content-encoding"]]).toEqual([undefined, "br", "gzip"]);
      for (const res of [plain, br, gz]) {
        expect(res.statusCode).toBe(200);
        expect(decoded(res).toString()).toBe(JS);
        expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
        expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(res.headers.vary).toBe("Accept-Encoding");
        expect(res.headers["last-modified"]).toBe(MODIFIED.toUTCString());
        expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      }
      expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      expect((await get("/main.0123abcd.js", { "accept-encoding": "gzip;q=0, br;q=0" })).headers["content-encoding"]).toBeUndefined();
    });

    it("answers conditional requests and HEAD", async () => {
      const br = await get("/main.0123abcd.js", { "accept-encoding": "br" });
      expect((await get("/main.0123abcd.js", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) })).statusCode).toBe(304);
      expect((await get("/main.0123abcd.js", { "accept-encoding": "gzip", "if-none-match": String(br.headers.etag) })).statusCode).toBe(200);
      expect((await get("/main.0123abcd.js", { "if-modified-since": MODIFIED.toUTCString() })).statusCode).toBe(304);
      expect((await get("/main.0123abcd.js", { "if-modified-since": new Date(MODIFIED.getTime() - 1000).toUTCString() })).statusCode).toBe(200);
      // If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2).
      expect((await get("/main.0123abcd.js", { "if-none-match": '"otro"', "if-modified-since": MODIFIED.toUTCString() })).statusCode).toBe(200);
      const head = await get("/main.0123abcd.js", { "accept-encoding": "br" }, "HEAD");
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
      expect(head.headers.etag).toBe(br.headers.etag);
    });

    it("without compressed copies goes out as is, still varying on Accept-Encoding", async () => {
      const res = await get("/tiny.89abcdef.css", { "accept-encoding": "br, gzip" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.body).toBe("a{color:red}");
    });
  });

  it("serves other files from disk with their short cache, and hides the index and the pages' files", async () => {
    const locale = await get("/locales/es.json", { "accept-encoding": "br" });
    expect(locale.statusCode).toBe(200);
    expect(locale.headers["content-encoding"]).toBe("br");
    expect(locale.headers["cache-control"]).toBe("public, max-age=300");
    expect(JSON.parse(decoded(locale).toString())).toEqual({ hola: "Hola ".repeat(100) });
    for (const url of ["/index.html.br", "/prerendered/manifest.json", "/prerendered/homePage.html", "/main.0123abcd.js.map"]) {
      expect((await get(url, { "accept-encoding": "br" })).statusCode).toBe(404);
    }
  });
});
