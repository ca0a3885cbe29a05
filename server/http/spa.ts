import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { decodePath } from "../../src/shared/text";
import { CLIENT_CONFIG_ELEMENT_ID, CLIENT_CONFIG_PLACEHOLDER, SHELL_THEME_ELEMENT_ID, type ClientConfig } from "../../src/shared/config";
import { defaultLightTheme } from "../../src/theme/defaultTheme.generated";
import type { Config } from "../config";
import { CompressedDocument, sendVariant } from "./compress";
import { registerHashedAssets } from "./hashedAssets";

/** The ClientConfig the SPA reads from its index.html. */
export function clientConfig(config: Config, version: string): ClientConfig {
  return {
    brandName: config.brandName,
    brandLongName: config.brandLongName,
    productSlug: config.productSlug,
    defaultLocale: config.defaultLocale,
    metricsApiEnabled: config.metricsApiEnabled,
    appInsightsConnectionString: config.appInsightsConnectionString,
    captchaSiteKey: config.captchaSiteKey,
    apiKey: config.apiKey ?? "",
    allowedParentOrigins: config.allowedParentOrigins,
    // Only when set: an unset link leaves no key (and METRICS_READ_BASIC_AUTH, a secret, never comes here).
    ...(config.customerPortalUrl ? { customerPortalUrl: config.customerPortalUrl } : {}),
    ...(config.mapTiles ? { mapTiles: config.mapTiles } : {}),
    environment: "production",
    version,
  };
}

/** Puts the config into the HTML as a JSON data block (not a script: CSP allows no inline script). */
export function injectConfig(html: string, cfg: ClientConfig): string {
  const json = JSON.stringify(cfg).replace(/</g, "\\u003c");
  const block = `<script id="${CLIENT_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.includes(CLIENT_CONFIG_PLACEHOLDER) ? html.replace(CLIENT_CONFIG_PLACEHOLDER, block) : html.replace("</head>", `${block}</head>`);
}

/**
 * Issue 37: the SPA shell carries the default theme as data, so a signed-in page builds its stores
 * and asks for the customer's data as soon as its scripts have run, instead of after the themes
 * chunk (and Fluent's tokens under it) has arrived; the app reads it as it reads a prerendered
 * page's provider style (src/theme/providerTheme.ts). About 4 KB gzip, on these pages only.
 */
export function injectShellTheme(html: string): string {
  const json = JSON.stringify(defaultLightTheme).replace(/</g, "\\u003c");
  return html.replace("</head>", `<script id="${SHELL_THEME_ELEMENT_ID}" type="application/json">${json}</script></head>`);
}

/** What scripts/prerender.js wrote: the HTML of each public route and every path of the registry. */
interface PrerenderManifest {
  brandName: string;
  brandLongName: string;
  productSlug: string;
  routes: string[];
  pages: Record<string, string>;
  /** Issue 37: the frame of each signed-in route (absent in a build from before). */
  frames?: Record<string, string>;
  notFound: string;
}

/** `/info-ni%C3%B1os/` → `/info-niños` (the registry's form), without throwing on bad escapes. */
export function normalizeRoutePath(url: string): string {
  return decodePath(url.split("?")[0].split("#")[0]).normalize("NFC").replace(/\/+$/, "") || "/";
}

/**
 * The prerendered pages, when the build matches this deployment's brand and product slug (they
 * are baked into the HTML and its paths); otherwise null, and the SPA renders every page itself.
 */
function loadPrerendered(config: Config, cfg: ClientConfig, log: (msg: string) => void) {
  const dir = path.join(config.staticDir, "prerendered");
  const manifestFile = path.join(dir, "manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PrerenderManifest;
  if (manifest.brandName !== config.brandName || manifest.brandLongName !== config.brandLongName || manifest.productSlug !== config.productSlug) {
    log(
      "Las páginas prerenderizadas se compilaron con otra marca o PRODUCT_SLUG; se sirve la SPA. Ejecute npm run build con la configuración de este despliegue.",
    );
    return null;
  }
  const known = new Set(manifest.routes.map((r) => r.normalize("NFC")));
  // Issue 22: every page is read at start-up (its config in place) and held with its compressed
  // copies as they are made, so a request never waits for the disk.
  const docs = new Map<string, CompressedDocument>();
  const read = (file: string): CompressedDocument => {
    let doc = docs.get(file);
    if (!doc) {
      doc = new CompressedDocument(Buffer.from(injectConfig(readFileSync(path.join(dir, file), "utf8"), cfg)));
      docs.set(file, doc);
    }
    return doc;
  };
  const pages = new Map(Object.entries(manifest.pages).map(([route, file]) => [route.normalize("NFC"), read(file)]));
  for (const [route, file] of Object.entries(manifest.frames ?? {})) pages.set(route.normalize("NFC"), read(file));
  const notFound = read(manifest.notFound);
  return {
    /** The prerendered page of a route, or a signed-in route's frame, if it has one. */
    page: (route: string) => pages.get(route) ?? null,
    isRoute: (route: string) => route === "/" || known.has(route),
    notFound,
    /** Bytes held for the pages, their compressed copies made so far included. */
    bytes: () => [...docs.values()].reduce((n, doc) => n + doc.bytes, 0),
    count: docs.size,
  };
}

/** A file name as a glob pattern matching only itself. */
const globLiteral = (name: string) => name.replace(/[*?[\]{}()!+@\\]/g, "\\$&");

/**
 * Serves the built SPA: hashed assets from memory with long cache (with the build's .br/.gz when
 * the client accepts them), other files from disk, and index.html with the config for every other
 * GET (history fallback). HTML goes out compressed from memory too, with an ETag per coding.
 */
export async function registerSpa(app: FastifyInstance, config: Config, version: string): Promise<void> {
  const indexFile = path.join(config.staticDir, "index.html");
  const built = existsSync(indexFile);
  const cfg = clientConfig(config, version);
  const index = built ? new CompressedDocument(Buffer.from(injectShellTheme(injectConfig(readFileSync(indexFile, "utf8"), cfg)))) : null;
  const unbuilt =
    '<!doctype html><html lang="es"><meta charset="utf-8"><title>Portal sin compilar</title>' +
    "<p>La aplicación web no está compilada. Ejecute <code>npm run build</code>.</p></html>";

  const prerendered = built ? loadPrerendered(config, cfg, (msg) => app.log.warn(msg)) : null;
  if (built) {
    const assets = registerHashedAssets(app, config.staticDir);
    // The rest (locales, content JSON, sitemap, source maps…) from disk, a route per file found now
    // (wildcard: false): a catch-all route read dist/ on every request it got, pages included. The
    // hashed files have their routes above; the pages and the index go out from the not-found handler.
    const served = ["index.html", ...assets.files].flatMap((f) => [f, `${f}.br`, `${f}.gz`]).map(globLiteral);
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: "/",
      index: false,
      wildcard: false,
      // docs/**: a build from before issue 35 §2; /docs/<file> is the document library's (301).
      // content/** and the site map and indexes: issue 35 §1, served from the database once a page is published (server/modules/content/).
      globIgnore: ["prerendered/**", "docs/**", "content/**", "sitemap.xml*", "search-index.json*", "assistant-index.json*", ...served],
      preCompressed: true,
      cacheControl: false,
      // Every file with a hash in its name is served from memory: these may change on deploy.
      setHeaders: (res) => {
        res.header("cache-control", "public, max-age=300");
      },
    });
    const mb = (bytes: number) => Math.round(bytes / 10_485.76) / 100;
    app.log.info(
      { assets: assets.files.length, assetsMB: mb(assets.bytes), pages: prerendered?.count ?? 0, pagesMB: mb(prerendered?.bytes() ?? 0) },
      "SPA en memoria (las páginas crecen con sus copias comprimidas, hechas en su primera petición)",
    );
  }

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number, doc: CompressedDocument) =>
    sendVariant(request, reply, doc, { status, contentType: "text/html; charset=utf-8", cacheControl: "no-cache" });

  // Issue 35 §1: a page an editor published, rendered again and shared through the database.
  const stored = (route: string) => app.renderedPages?.page(route, (html) => new CompressedDocument(Buffer.from(injectConfig(html, cfg)))) ?? null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0];
    if (url === "/api" || url.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: "El recurso solicitado no existe.", code: "NOT_FOUND" });
    }
    if (/\.[a-z0-9]{2,5}$/i.test(url) && !url.endsWith(".html")) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Archivo no encontrado");
    }
    if (prerendered) {
      const route = normalizeRoutePath(request.url);
      const page = (await stored(route)) ?? prerendered.page(route);
      if (page) return sendHtml(request, reply, 200, page);
      if (!prerendered.isRoute(route)) return sendHtml(request, reply, 404, prerendered.notFound);
    }
    if (index) return sendHtml(request, reply, 200, index);
    return reply.code(503).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(unbuilt);
  });
}
