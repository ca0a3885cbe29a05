import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
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
      allowedPath: (pathName) => pathName !== "/index.html",
      setHeaders: (res, filePath) => {
        res.header("cache-control", HASHED.test(filePath.replace(/\.(br|gz)$/, "")) ? "public, max-age=31536000, immutable" : "public, max-age=300");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0];
    if (url === "/api" || url.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ message: "El recurso solicitado no existe.", code: "NOT_FOUND" });
    }
    if (/\.[a-z0-9]{2,5}$/i.test(url) && !url.endsWith(".html")) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Archivo no encontrado");
    }
    return reply
      .code(built ? 200 : 503)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(index);
  });
}
