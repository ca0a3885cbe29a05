import { REDIRECT_URL_KEY } from "./constants";

/** What the server tells the SPA about the deployment (DESIGN §7); injected into index.html. */
export interface ClientConfig {
  brandName: string;
  brandLongName: string;
  productSlug: string;
  defaultLocale: "es" | "en";
  metricsApiEnabled: boolean;
  appInsightsConnectionString: string;
  captchaSiteKey: string;
  /** Spec §7: sent as X-Api-Key on every /api call when not empty (an identifier, not a secret). */
  apiKey: string;
  allowedParentOrigins: readonly string[];
  /** Spec §2 (issue 33 §5): the company's customer portal (CUSTOMER_PORTAL_URL), present only when set; the customer area links to it. */
  customerPortalUrl?: string;
  /** Issue 36 §4: a tile server under the outage map (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), present only when set. */
  mapTiles?: { url: string; attribution: string };
  environment: string;
  version: string;
}

export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  brandName: "EMSP E.S.P.",
  brandLongName: "Empresa Municipal de Servicios Públicos",
  productSlug: "emsp",
  defaultLocale: "en",
  metricsApiEnabled: true,
  appInsightsConnectionString: "",
  captchaSiteKey: "",
  apiKey: "",
  allowedParentOrigins: [],
  environment: "production",
  version: "0.1.0",
};

/** Id of the JSON data block in index.html that carries the ClientConfig. */
export const CLIENT_CONFIG_ELEMENT_ID = "portal-config";
export const CLIENT_CONFIG_PLACEHOLDER = "<!--PORTAL_CONFIG-->";
/**
 * Id of the JSON data block with the default Fluent theme, which only the SPA shell (the pages the
 * build did not prerender: the signed-in ones) carries; a prerendered page carries its provider's style.
 */
export const SHELL_THEME_ELEMENT_ID = "portal-shell-theme";

/** Replaces `{product}` in a spec path with the configured product slug. */
export function resolveProductPath(path: string, productSlug: string): string {
  return path.replaceAll("{product}", productSlug);
}

/**
 * `path` carrying the spec's redirectUrl parameter (none when `target` is empty); slashes stay
 * readable (?redirectUrl=/dashboard/…), everything else is encoded.
 */
export function withRedirectUrl(path: string, target: string | null | undefined): string {
  return target ? `${path}?${REDIRECT_URL_KEY}=${encodeURIComponent(target).replace(/%2F/gi, "/")}` : path;
}

/** Spec §2 / DESIGN §4: follows only same-origin relative paths; the rest go to `fallback`. */
export function safeRedirectPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters (tabs, line breaks) in a redirect target are exactly what this refuses
  if (/[\u0000-\u001f]/.test(candidate)) return fallback;
  return candidate;
}
