import { OPEN_DATA_PATHS, type CatalogDates } from "../../shared/opendata";

/**
 * GET /data.json with a plain fetch (public, outside /api: no token, no key, no axios chunk). The
 * /datos-abiertos page reads only each dataset's identifier and `modified` from it.
 */
export function fetchCatalogDates(): Promise<CatalogDates> {
  // A rejected promise, never a throw, where fetch itself is missing (tests, old browsers).
  return Promise.resolve().then(() =>
    fetch(OPEN_DATA_PATHS.catalog, { cache: "no-cache" }).then((r) =>
      r.ok ? (r.json() as Promise<CatalogDates>) : Promise.reject(new Error(`HTTP ${r.status}`)),
    ),
  );
}
