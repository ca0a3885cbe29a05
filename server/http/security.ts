import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/** Application Insights' default ingestion host, and the host the SDK reads its remote settings from. */
export const APP_INSIGHTS_DEFAULT_INGESTION = "https://dc.services.visualstudio.com";
export const APP_INSIGHTS_CONFIG_HOST = "https://js.monitor.azure.com";

/** The origin of an http(s) URL, or null for anything else. */
function httpOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the browser's Application Insights SDK sends (DESIGN §2: telemetry is mirrored there), for
 * CSP connect-src: the connection string's IngestionEndpoint (or the one its EndpointSuffix and
 * Location make, as the SDK does; else the default host), its LiveEndpoint when present, and the
 * SDK's settings host. Nothing when the connection string is empty (Application Insights off).
 */
export function appInsightsOrigins(connectionString: string): string[] {
  if (!connectionString.trim()) return [];
  const fields = new Map<string, string>();
  for (const part of connectionString.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const suffix = fields.get("endpointsuffix");
  const location = fields.get("location");
  const ingestion =
    httpOrigin(fields.get("ingestionendpoint")) ??
    (suffix ? httpOrigin(`https://${location ? `${location}.` : ""}dc.${suffix}`) : null) ??
    APP_INSIGHTS_DEFAULT_INGESTION;
  const origins = [ingestion, httpOrigin(fields.get("liveendpoint")), APP_INSIGHTS_CONFIG_HOST];
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

/**
 * The CSP source of the one inline script of the built pages (#portal-boot in src/index.html, which
 * loads the bundles after the first paint), by its SHA-256; none when the SPA is not built.
 */
export function bootScriptSource(staticDir: string): string | null {
  const index = path.join(staticDir, "index.html");
  if (!existsSync(index)) return null;
  const boot = readFileSync(index, "utf8").match(/<script id="portal-boot">([\s\S]*?)<\/script>/);
  return boot ? `'sha256-${createHash("sha256").update(boot[1], "utf8").digest("base64")}'` : null;
}

/**
 * Issue 20 §4: the browser features the portal never uses, denied to it and to anything it embeds
 * (camera, microphone, location, payments API, sensors, USB…). The clipboard stays: the share
 * buttons copy links. Only names browsers recognize, so none logs a console warning.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Security headers: CSP with no inline script but the boot loader's, frame-ancestors from ALLOWED_PARENT_ORIGINS. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // On every response, errors and the metrics beacons (helmet: false) included.
  app.addHook("onSend", (_req, reply, payload, done) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    done(null, payload);
  });
  const boot = bootScriptSource(config.staticDir);
  await app.register(helmet, {
    // frame-ancestors does the job of X-Frame-Options and allows the intranet's iframe.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(boot ? [boot] : [])],
        // Fluent UI (Griffel) inserts its atomic CSS at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The outage map's tile server, when one is set (issue 36 §4).
        imgSrc: ["'self'", "data:", "blob:", ...(config.mapTiles ? [new URL(config.mapTiles.url.replace(/\{[a-z]\}/g, "0")).origin] : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...appInsightsOrigins(config.appInsightsConnectionString)],
        frameAncestors: ["'self'", ...config.allowedParentOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.publicUrl.startsWith("https://") ? { maxAge: 15552000 } : false,
  });
}
