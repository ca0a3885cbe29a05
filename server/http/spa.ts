import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { decodePath } from "../../src/shared/text";
import { CLIENT_CONFIG_ELEMENT_ID, CLIENT_CONFIG_PLACEHOLDER, type ClientConfig } from "../../src/shared/config";
import type { Config } from "../config";

/** Files whose names carry a content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|ico)$/;

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
    allowedParentOrigins: config.allowedParentOrigins,
    environment: "production",
    version,
  };
}

/** Puts the config into the HTML as a JSON data block (not a script: CSP allows no inline script). */
export function injectConfig(html: string, cfg: ClientConfig): string {
  const json = JSON.stringify(cfg).replace(/</g, "\\u003c");
  const block = `<script id="${CLIENT_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.includes(CLIENT_CONFIG_PLACEHOLDER)
    ? html.replace(CLIENT_CONFIG_PLACEHOLDER, block)
    : html.replace("</head>", `${block}</head>`);
}

/** What scripts/prerender.js wrote: the HTML of each public route and every path of the registry. */
interface PrerenderManifest {
  brandName: string;
  brandLongName: string;
  productSlug: string;
  routes: string[];
  pages: Record<string, string>;
  notFound: string;
}

interface Encoded {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** One HTML document in its three encodings, compressed once and kept (it only changes on deploy). */
function encode(html: string): Encoded {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** `/info-ni%C3%B1os/` → `/info-niños` (the registry's form), without throwing on bad escapes. */
export function normalizeRoutePath(url: string): string {
  return decodePath(url.split("?")[0].split("#")[0]).normalize("NFC").replace(/\/+$/, "") || "/";
}

/**
 * The prerendered pages, when the build matches this deployment's brand and product slug (they
 * are baked into the HTML and its paths); otherwise null, and the SPA renders every page itself.
 */
function loadPrerendered(config: Config, log: (msg: string) => void) {
  const dir = path.join(config.staticDir, "prerendered");
  const manifestFile = path.join(dir, "manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PrerenderManifest;
  if (manifest.brandName !== config.brandName || manifest.brandLongName !== config.brandLongName || manifest.productSlug !== config.productSlug) {
    log("Las páginas prerenderizadas se compilaron con otra marca o PRODUCT_SLUG; se sirve la SPA. Ejecute npm run build con la configuración de este despliegue.");
    return null;
  }
  const known = new Set(manifest.routes.map((r) => r.normalize("NFC")));
  const pages = new Map(Object.entries(manifest.pages).map(([route, file]) => [route.normalize("NFC"), file]));
  const cache = new Map<string, Encoded>();
  const read = (file: string, cfg: ClientConfig): Encoded => {
    let hit = cache.get(file);
    if (!hit) {
      hit = encode(injectConfig(readFileSync(path.join(dir, file), "utf8"), cfg));
      cache.set(file, hit);
    }
    return hit;
  };
  return {
    /** The prerendered page of a route, if it has one. */
    page: (route: string, cfg: ClientConfig) => {
      const file = pages.get(route);
      return file ? read(file, cfg) : null;
    },
    isRoute: (route: string) => route === "/" || known.has(route),
    notFound: (cfg: ClientConfig) => read(manifest.notFound, cfg),
  };
}

/**
 * Serves the built SPA: hashed assets with long cache (precompressed .br/.gz when the client
 * accepts them), and index.html with the config for every other GET (history fallback).
 */
export async function registerSpa(app: FastifyInstance, config: Config, version: string): Promise<void> {
  const indexFile = path.join(config.staticDir, "index.html");
  const built = existsSync(indexFile);
  const index = built
    ? injectConfig(readFileSync(indexFile, "utf8"), clientConfig(config, version))
    : "<!doctype html><html lang=\"es\"><meta charset=\"utf-8\"><title>Portal sin compilar</title>" +
      "<p>La aplicación web no está compilada. Ejecute <code>npm run build</code>.</p></html>";

  if (built) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: "/",
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => pathName !== "/" && pathName !== "/index.html" && !pathName.startsWith("/prerendered/"),
      setHeaders: (res, filePath) => {
        res.header("cache-control", HASHED.test(filePath.replace(/\.(br|gz)$/, "")) ? "public, max-age=31536000, immutable" : "public, max-age=300");
      },
    });
  }

  const cfg = clientConfig(config, version);
  const prerendered = built ? loadPrerendered(config, (msg) => app.log.warn(msg)) : null;
  const sendHtml = (reply: FastifyReply, accept: string | undefined, status: number, doc: Encoded) => {
    const encoding = /\bbr\b/.test(accept ?? "") ? "br" : /\bgzip\b/.test(accept ?? "") ? "gzip" : "identity";
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .code(status)
      .header("cache-control", "no-cache")
      .header("vary", "Accept-Encoding")
      .type("text/html; charset=utf-8")
      .send(doc[encoding]);
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0];
    if (url === "/api" || url.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: "El recurso solicitado no existe.", code: "NOT_FOUND" });
    }
    if (/\.[a-z0-9]{2,5}$/i.test(url) && !url.endsWith(".html")) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Archivo no encontrado");
    }
    if (prerendered) {
      const route = normalizeRoutePath(request.url);
      const accept = request.headers["accept-encoding"];
      const page = prerendered.page(route, cfg);
      if (page) return sendHtml(reply, accept, 200, page);
      if (!prerendered.isRoute(route)) return sendHtml(reply, accept, 404, prerendered.notFound(cfg));
    }
    return reply
      .code(built ? 200 : 503)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(index);
  });
}
