import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";

/**
 * Spec §7 "An API key is sent to the backend" (issue 24 §3): with API_KEY set, every /api route
 * answers 401 to a call without that key in `X-Api-Key`, except the routes below, which are
 * called by things that cannot send a header or are not our apps. The key tells our apps from
 * others; it is in every page, so it is an identifier, not a secret (README).
 */
export const API_KEY_EXEMPT: ReadonlySet<string> = new Set([
  // Load balancers and uptime monitors.
  "GET /health",
  // The API's own description, read in a browser tab.
  "GET /docs",
  // The metrics intake: a page being hidden sends its queue with navigator.sendBeacon, which
  // cannot set headers; these only accept anonymous tracking rows (rate-limited per address).
  "POST /metrics/track/pageview",
  "POST /metrics/track/event",
  "POST /metrics/track/webvitals",
  "POST /metrics/track/pagetime",
  // Feed readers and calendars fetch these by themselves; images load through <img src>.
  "GET /news.rss",
  "GET /news/images/:id",
  // Issue 34 §2: the tariff history is open data, downloaded through a plain link.
  "GET /tariffs/history.csv",
  "GET /tariffs/history.json",
  // The bot-check widget fetches its challenge itself (a puzzle anyone may ask for).
  "GET /captcha/challenge",
  // Payment gateways' notifications (Wompi events, the PSE callback) and the sandbox bank's page.
  "POST /payments/callback",
  "POST /payments/wompi/events",
  "GET /payments/pse-sandbox/:reference",
  "POST /payments/pse-sandbox/:reference",
  // Cut alerts (issue 24 §2): a phone calendar subscribes to a barrio's feed by itself, and a mail
  // client's one-click unsubscribe (RFC 8058) posts to the List-Unsubscribe address with no header.
  "GET /cut-alerts/calendar/:file",
  "POST /cut-alerts/unsubscribe",
  // The page a mail link opens to undo a contract link, and its form.
  "GET /contracts/link-undo",
  "POST /contracts/link-undo",
]);

/** The header our apps send the key in. */
export const API_KEY_HEADER = "x-api-key";

/** The Spanish answer to a call without the right key. */
export const API_KEY_MESSAGE = "Esta aplicación no está autorizada para usar la API: falta la clave de la aplicación (X-Api-Key) o no es válida.";

/** True when `given` is the configured key (compared in constant time). */
export function apiKeyMatches(expected: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Registers the key check on every /api route added after this call (none when `apiKey` is null).
 * It runs first among a route's onRequest hooks, before the access rule reads any token.
 */
export function registerApiKey(app: FastifyInstance, apiKey: string | null, prefix = "/api"): void {
  if (!apiKey) return;
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!apiKeyMatches(apiKey, request.headers[API_KEY_HEADER])) {
      return reply.code(401).send({ message: API_KEY_MESSAGE, code: "API_KEY_REQUIRED" });
    }
  };
  app.addHook("onRoute", (route: RouteOptions) => {
    const url = route.url;
    if (url !== prefix && !url.startsWith(`${prefix}/`)) return;
    const path = url.slice(prefix.length) || "/";
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => (String(m) === "HEAD" ? "GET" : String(m)));
    if (methods.every((m) => API_KEY_EXEMPT.has(`${m} ${path}`))) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [check, ...existing] as RouteOptions["onRequest"];
  });
}
