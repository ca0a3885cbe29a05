import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AdminPageDetail, PageRevision, PublicPage } from "../../src/shared/content";
import type { AuthResponse } from "../../src/shared/types";
import { composePage } from "../../src/ssr/compose";
import { buildApp } from "../../server/app";
import { RenderedPages, type SsrBundle } from "../../server/modules/content/rendered";
import { migrate } from "../../server/db/migrate";
import { CLIENT_CONFIG_ELEMENT_ID, DEFAULT_CLIENT_CONFIG } from "../../src/shared/config";
import { backends, captchaHeaders, startApp, testConfig } from "./support";

/**
 * Issue 35 §1: a publication reaches visitors as prerendered HTML on every instance. Two apps share
 * one database (on PGlite the same Db object: it cannot be opened by two processes); an editor
 * publishes on the first, the second serves the page rendered again, read from the database.
 */
const KEY = "transparencia.annualPlan";
const ROUTE = "/annualPlan";
const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Portal</title><meta name="description" content="Portal">' +
  '<!--PORTAL_THEME--></head><body><div id="root"><div class="boot"><span>Cargando</span></div></div></body></html>';

/** The texts the bundle's loader was handed (the indexes are built from them). */
const primed = new Map<string, { lead: string }>();

/** The server-rendering bundle as the build makes it, but for a page's text only: the real composition (src/ssr/compose.ts). */
const bundle: SsrBundle = {
  primePageContent: (key, content) => void primed.set(key, content),
  searchDocuments: () => Promise.resolve([...primed].map(([key, c]) => ({ key, path: ROUTE, text: c.lead.toLowerCase() }))),
  assistantIndex: () => Promise.resolve({ v: 2, pages: [...primed.keys()] }),
  DEFAULT_CLIENT_CONFIG,
  renderPage: (route, _config, content) =>
    Promise.resolve({
      html: `<main id="main"><h1>${content?.title ?? route}</h1><p>${content?.lead ?? ""}</p><p>Actualizado el ${content?.updatedAt ?? ""}</p></main>`,
      styles: "",
      title: content?.title ?? route,
      description: content?.description ?? "",
      keywords: content?.keywords ?? [],
      lastModified: content?.updatedAt,
    }),
  composePage,
};

function writeBuild(dir: string) {
  const config = testConfig({ STATIC_DIR: dir });
  mkdirSync(path.join(dir, "prerendered"), { recursive: true });
  writeFileSync(path.join(dir, "index.html"), TEMPLATE);
  writeFileSync(path.join(dir, "prerendered", "annualPlan.html"), "<!doctype html><html><body><main>Texto de la compilación</main></body></html>");
  const loc = `${config.publicUrl.replace(/\/+$/, "")}${ROUTE}`;
  writeFileSync(
    path.join(dir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${loc}</loc><lastmod>2025-01-02</lastmod></url>\n</urlset>\n`,
  );
  writeFileSync(path.join(dir, "search-index.json"), JSON.stringify([{ key: KEY, path: ROUTE, text: "compilacion" }]));
  writeFileSync(path.join(dir, "assistant-index.json"), JSON.stringify({ v: 2, pages: [] }));
  writeFileSync(path.join(dir, "prerendered", "404.html"), "<!doctype html><html><body><main>No encontrada</main></body></html>");
  writeFileSync(
    path.join(dir, "prerendered", "manifest.json"),
    JSON.stringify({
      brandName: config.brandName,
      brandLongName: config.brandLongName,
      productSlug: config.productSlug,
      publicUrl: config.publicUrl,
      routes: ["/", ROUTE],
      pages: { [ROUTE]: "annualPlan.html" },
      notFound: "404.html",
    }),
  );
  rmSync(config.metricsSpoolDir, { recursive: true, force: true });
}

describe.each(backends)("a published page on two instances ($name)", (backend) => {
  let dir: string;
  let first: Awaited<ReturnType<typeof startApp>>;
  let second: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "portal-build-"));
    writeBuild(dir);
    first = await startApp(backend, { STATIC_DIR: dir }, (app) => app.renderedPages!.useBundle(bundle));
    second = await buildApp({ config: testConfig({ STATIC_DIR: dir }), db: first.db, logger: false });
    second.renderedPages!.useBundle(null);
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the page an editor published on the other instance, prerendered, within the refresh", async () => {
    const register = await first.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.35.1.1",
      headers: await captchaHeaders(first.app),
      payload: {
        email: "editora.render@correo.co",
        password: "Clave segura de prueba 2026",
        firstName: "Elena",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: "9080706050",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    const { token, user } = register.json<AuthResponse>();
    await first.db.query("UPDATE users SET roles = $1 WHERE id = $2", [["USER", "EDITOR"], user.id]);
    const auth = { authorization: `Bearer ${token}` };

    const clock = { at: Date.now() };
    second.renderedPages!.now = () => clock.at;
    const before = await second.inject({ method: "GET", url: ROUTE });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain("Texto de la compilación");
    expect((await second.inject({ method: "GET", url: "/sitemap.xml" })).body).toContain("<lastmod>2025-01-02</lastmod>");
    expect((await second.inject({ method: "GET", url: "/search-index.json" })).body).toContain("compilacion");

    const detail = (await first.app.inject({ method: "GET", url: `/api/admin/content/pages/${KEY}`, headers: auth })).json<AdminPageDetail>();
    const { title, description, keywords, sections } = detail.published;
    const lead = "El plan anual de adquisiciones de 2026 se actualizó el viernes con tres procesos nuevos.";
    const saved = await first.app.inject({
      method: "PUT",
      url: `/api/admin/content/pages/${KEY}`,
      headers: auth,
      payload: { title, description, keywords, lead, sections, version: detail.published.version },
    });
    expect(saved.statusCode).toBe(200);
    const { draft } = saved.json<{ draft: PageRevision }>();
    const published = await first.app.inject({
      method: "POST",
      url: `/api/admin/content/pages/${KEY}/publish`,
      headers: auth,
      payload: { version: draft.version },
    });
    expect(published.statusCode).toBe(200);
    const stored = await first.db.query<{ version: number }>("SELECT version FROM content_rendered WHERE path = $1", [ROUTE]);
    expect(stored.rows).toEqual([{ version: draft.version + 1 }]);

    // Within the second instance's refresh it may still serve what it read; after it, the new page.
    clock.at += 2_000;
    const after = await second.inject({ method: "GET", url: ROUTE });
    expect(after.statusCode).toBe(200);
    expect(after.headers["content-type"]).toMatch(/text\/html/);
    expect(after.body).toContain(lead);
    expect(after.body).toContain('data-prerendered="true"');
    expect(after.body).toContain(`<title>Plan anual de adquisiciones | ${second.config.brandName}</title>`);
    // The SPA's config is put in, as into the built pages.
    expect(after.body).toContain(`id="${CLIENT_CONFIG_ELEMENT_ID}"`);
    expect(after.body).not.toContain("Texto de la compilación");

    // Navigating inside the app: the text the browser's loader reads comes from the database too.
    const json = await second.inject({ method: "GET", url: `/content/${KEY}.json` });
    expect(json.statusCode).toBe(200);
    expect(json.json<PublicPage>()).toMatchObject({ lead, version: draft.version + 1 });
    expect((await second.inject({ method: "GET", url: "/content/no-existe.json" })).statusCode).toBe(404);

    // The site map's lastmod and the search's words follow the publication.
    const publishedAt = published.json<{ page: AdminPageDetail }>().page.published.updatedAt;
    const sitemap = await second.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toMatch(/xml/);
    expect(sitemap.body).toContain(`${ROUTE}</loc><lastmod>${publishedAt}</lastmod>`);
    expect((await second.inject({ method: "GET", url: "/search-index.json" })).body).toContain("tres procesos nuevos");
    expect((await second.inject({ method: "GET", url: "/assistant-index.json" })).json()).toEqual({ v: 2, pages: [KEY] });

    // A start after a new build renders again what was published since the seed (once per page).
    await first.db.query("DELETE FROM content_rendered");
    expect(await first.app.renderedPages!.renderStale()).toBe(1);
    const again = await first.db.query<{ path: string }>("SELECT path FROM content_rendered ORDER BY path");
    expect(again.rows.map((r) => r.path)).toEqual(["/annualPlan", "/assistant-index.json", "/search-index.json", "/sitemap.xml"]);
    expect(await first.app.renderedPages!.renderStale()).toBe(0);
  });
});

describe.each(backends)("a start with nothing to render again on $name (issue 37)", (backend) => {
  it("does not load the server-side bundle", async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), "rendered-"));
    mkdirSync(path.join(staticDir, "prerendered"), { recursive: true });
    writeFileSync(path.join(staticDir, "prerendered", "manifest.json"), "{}");
    const { db, dispose } = await backend.open({ migrated: true });
    try {
      await migrate(db);
      const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
      const rendered = new RenderedPages(db, silent, {
        staticDir,
        publicUrl: "http://127.0.0.1:8080",
        brandName: "EMSP",
        brandLongName: "EMSP",
        productSlug: "emsp",
      });
      expect(await rendered.renderStale()).toBe(0);
      // Loading it (React, Fluent UI and every page) costs about 90 MB a process keeps.
      expect((rendered as unknown as { bundle: unknown }).bundle).toBeUndefined();
    } finally {
      await dispose();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
