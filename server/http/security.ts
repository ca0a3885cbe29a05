import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/** Application Insights ingestion and SDK hosts (DESIGN §2: telemetry is mirrored there). */
const APP_INSIGHTS_HOSTS = [
  "https://*.applicationinsights.azure.com",
  "https://dc.services.visualstudio.com",
  "https://js.monitor.azure.com",
];

/** Security headers: CSP without inline scripts, frame-ancestors from ALLOWED_PARENT_ORIGINS. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    // frame-ancestors does the job of X-Frame-Options and allows the intranet's iframe.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
