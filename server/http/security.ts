import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/** Application Insights ingestion and SDK hosts (DESIGN §2: telemetry is mirrored there). */
const APP_INSIGHTS_HOSTS = [
  "https://*.applicationinsights.azure.com",
  "https://dc.services.visualstudio.com",
  "https://js.monitor.azure.com",
];

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

/** Security headers: CSP with no inline script but the boot loader's, frame-ancestors from ALLOWED_PARENT_ORIGINS. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
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
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...APP_INSIGHTS_HOSTS],
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
