import type { ContinuityRow } from "../../shared/continuity";
import type { CutService } from "../../shared/news";

/** What GET /api/outages/continuity answers: the months it covers and a row per month and service. */
export interface ContinuityAnswer {
  from: string;
  to: string;
  rows: ContinuityRow[];
}

/**
 * Where the continuity indicators are read and downloaded (issue 36 §5; public, no token). Without
 * `from` and `to` the server answers the last 12 months up to the month in course.
 */
export const CONTINUITY_URLS = {
  json: (service: CutService) => `/api/outages/continuity?service=${service}`,
  csv: (service: CutService) => `/api/outages/continuity.csv?service=${service}`,
  /** The whole history, in the open-data catalogue. */
  openData: "/datos-abiertos#continuidad-servicio",
} as const;

/** GET /api/outages/continuity (the last 12 months, every service) with a plain fetch: a public read, no axios chunk. */
export function fetchContinuity(apiKey = ""): Promise<ContinuityAnswer> {
  // A rejected promise, never a throw, where fetch itself is missing (tests, old browsers).
  return Promise.resolve().then(() =>
    fetch("/api/outages/continuity", apiKey ? { headers: { "X-Api-Key": apiKey } } : {}).then((r) =>
      r.ok ? (r.json() as Promise<ContinuityAnswer>) : Promise.reject(new Error(`HTTP ${r.status}`)),
    ),
  );
}
