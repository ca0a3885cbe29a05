/**
 * The server's answer to a direct request for a public route (issue 4): the prerendered HTML with
 * the deployment's config, compressed; the SPA for other routes; 404 for unknown paths.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { CLIENT_CONFIG_PLACEHOLDER } from "../../src/shared/config";
import { normalizeRoutePath } from "../../server/http/spa";
import { defaultLightTheme } from "../../src/theme/defaultTheme.generated";
import { backends, startApp } from "./support";

jest.setTimeout(30_000);

function fakeBuild(brandName = "EMSP E.S.P."): string {
  const dir = mkdtempSync(path.join(tmpdir(), "emsp-dist-"));
  const page = (h1: string) =>
    `<!doctype html><html lang="es"><head><title>${h1}</title>${CLIENT_CONFIG_PLACEHOLDER}</head><body><div id="root" data-prerendered="true"><main><h1>${h1}</h1></main></div></body></html>`;
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head>${CLIENT_CONFIG_PLACEHOLDER}</head><body><div id="root"><div class="boot">Cargando</div></div></body></html>`,
  );
  mkdirSync(path.join(dir, "prerendered", "energia"), { recursive: true });
  writeFileSync(path.join(dir, "prerendered", "energia", "ratesEnergy.html"), page("Tarifas de energía"));
  writeFileSync(path.join(dir, "prerendered", "info-niños.html"), page("EMSP para niñas y niños"));
  writeFileSync(path.join(dir, "prerendered", "404.html"), page("Página no encontrada"));
  mkdirSync(path.join(dir, "prerendered", "frames", "dashboard"), { recursive: true });
  writeFileSync(
    path.join(dir, "prerendered", "frames", "dashboard", "invoiceInquiry.html"),
    `<!doctype html><html lang="es"><head><title>Mis facturas</title>${CLIENT_CONFIG_PLACEHOLDER}</head><body><div id="root" data-frame="true"><div class="portal-frame"><main><h1>Mis facturas</h1></main></div></div></body></html>`,
  );
  writeFileSync(
    path.join(dir, "prerendered", "manifest.json"),
    JSON.stringify({
      brandName,
      brandLongName: "Empresa Municipal de Servicios Públicos",
      productSlug: "emsp",
      routes: ["/energia/ratesEnergy", "/info-niños", "/dashboard/dashboardGeneral", "/dashboard/invoiceInquiry", "/homePage"],
      pages: { "/energia/ratesEnergy": "energia/ratesEnergy.html", "/info-niños": "info-niños.html" },
      frames: { "/dashboard/invoiceInquiry": "frames/dashboard/invoiceInquiry.html" },
      notFound: "404.html",
    }),
  );
  return dir;
}

test("route paths are decoded, NFC-normalised and lose their trailing slash", () => {
  expect(normalizeRoutePath("/info-ni%C3%B1os/?x=1")).toBe("/info-niños");
  expect(normalizeRoutePath("/")).toBe("/");
  expect(normalizeRoutePath("/%E0%A4%A")).toBe("/%E0%A4%A");
  expect(normalizeRoutePath("/info-nin\u0303os")).toBe("/info-niños");
});

describe("prerendered pages", () => {
  const backend = backends[0];
  let dir = "";
  beforeEach(() => {
    dir = fakeBuild();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("answers a public route with its HTML, the config injected, compressed as the client accepts", async () => {
    const s = await startApp(backend, { STATIC_DIR: dir, BRAND_NAME: "EMSP E.S.P." });
    const plain = await s.app.inject({ method: "GET", url: "/energia/ratesEnergy", headers: { "accept-encoding": "identity" } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/text\/html/);
    expect(plain.body).toContain("<h1>Tarifas de energía</h1>");
    expect(plain.body).toContain('"brandName":"EMSP E.S.P."');
    expect(plain.body).not.toContain(CLIENT_CONFIG_PLACEHOLDER);
    expect(plain.headers["content-security-policy"]).toContain("default-src 'self'");

    const br = await s.app.inject({ method: "GET", url: "/energia/ratesEnergy/", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await s.app.inject({ method: "GET", url: "/info-ni%C3%B1os", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain("EMSP para niñas y niños");
    await s.close();
  });

  it("serves the SPA for routes it did not prerender, 404 for unknown paths, and hides its own files", async () => {
    const s = await startApp(backend, { STATIC_DIR: dir });
    const spa = await s.app.inject({ method: "GET", url: "/dashboard/dashboardGeneral" });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain("Cargando");
    // Issue 37: the shell carries the default theme as data; a prerendered page has its provider's style instead.
    const shellTheme = /<script id="portal-shell-theme" type="application\/json">([^<]*)<\/script>/.exec(spa.body);
    expect(JSON.parse(shellTheme?.[1] ?? "null")).toEqual(defaultLightTheme);
    const page = await s.app.inject({ method: "GET", url: "/energia/ratesEnergy", headers: { "accept-encoding": "identity" } });
    expect(page.body).toContain("Tarifas de energía");
    expect(page.body).not.toContain("portal-shell-theme");
    // Issue 37: a signed-in route with a frame gets it, its config injected, compressed like a page.
    const frame = await s.app.inject({ method: "GET", url: "/dashboard/invoiceInquiry/", headers: { "accept-encoding": "br" } });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers["content-encoding"]).toBe("br");
    const frameHtml = zlib.brotliDecompressSync(frame.rawPayload).toString();
    expect(frameHtml).toContain('<div id="root" data-frame="true"><div class="portal-frame"><main><h1>Mis facturas</h1>');
    expect(frameHtml).toContain('"brandName":"EMSP E.S.P."');
    expect((await s.app.inject({ method: "GET", url: "/prerendered/frames/dashboard/invoiceInquiry.html" })).statusCode).toBe(404);
    const root = await s.app.inject({ method: "GET", url: "/" });
    expect(root.statusCode).toBe(200);
    const missing = await s.app.inject({ method: "GET", url: "/no-existe", headers: { "accept-encoding": "identity" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Página no encontrada");
    expect((await s.app.inject({ method: "GET", url: "/prerendered/manifest.json" })).statusCode).toBe(404);
    expect((await s.app.inject({ method: "GET", url: "/prerendered/energia/ratesEnergy.html" })).statusCode).toBe(404);
    await s.close();
  });

  it("falls back to the SPA when the build was made for another brand", async () => {
    const s = await startApp(backend, { STATIC_DIR: dir, BRAND_NAME: "Otra Empresa S.A. E.S.P." });
    const res = await s.app.inject({ method: "GET", url: "/energia/ratesEnergy", headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Cargando");
    expect(res.body).toContain('"brandName":"Otra Empresa S.A. E.S.P."');
    await s.close();
  });
});
