import type { TariffCurrent } from "../../shared/tariffs/published";

/** Where the published tariffs are read and downloaded (issue 34 §2; public, no token). */
export const TARIFF_URLS = {
  current: "/api/tariffs/current",
  historyCsv: "/api/tariffs/history.csv",
  historyJson: "/api/tariffs/history.json",
  month: (month: string) => `/api/tariffs/${encodeURIComponent(month)}`,
} as const;

/**
 * GET /api/tariffs/current with a plain fetch (a public read: the rate pages and the chat need no
 * token, and skip the axios chunk), past any cache: a publication shows at once.
 */
export function fetchCurrentTariffs(apiKey = ""): Promise<TariffCurrent> {
  // A rejected promise, never a throw, where fetch itself is missing (tests, old browsers).
  return Promise.resolve().then(() =>
    fetch(TARIFF_URLS.current, { cache: "no-cache", ...(apiKey ? { headers: { "X-Api-Key": apiKey } } : {}) }).then((r) =>
      r.ok ? (r.json() as Promise<TariffCurrent>) : Promise.reject(new Error(`HTTP ${r.status}`)),
    ),
  );
}
