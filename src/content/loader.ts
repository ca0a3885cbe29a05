import { use } from "react";
import type { PageContent } from "./types";

/** A promise React's `use()` can read without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

const cache = new Map<string, Tracked<PageContent>>();

/**
 * The browser build reads each page's text as a JSON file the build writes (dist/content/<key>.json):
 * no chunk map of 180 pages in the initial JavaScript. Server rendering and tests import the module.
 */
const FROM_HTTP = process.env.PORTAL_CONTENT_SOURCE === "http";

function fetchContent(key: string): Promise<PageContent> {
  return fetch(`/content/${encodeURIComponent(key)}.json`, { credentials: "same-origin" }).then((res) => {
    if (!res.ok) throw new Error(`No fue posible cargar el texto de la página (${res.status}).`);
    return res.json() as Promise<PageContent>;
  });
}

/**
 * The text of one content page: a page downloads only its own text. Settled promises are marked the way React reads them, so a preloaded page renders (and
 * hydrates) without suspending. A failed load is forgotten, so the next visit tries again.
 */
export function loadPageContent(key: string): Promise<PageContent> {
  let promise = cache.get(key);
  if (!promise) {
    const p: Tracked<PageContent> = FROM_HTTP
      ? fetchContent(key)
      : import(/* webpackMode: "eager" */ `./pages/${key}.ts`).then((m: { default: PageContent }) => m.default);
    p.status = "pending";
    p.then(
      (value) => Object.assign(p, { status: "fulfilled", value }),
      (reason: unknown) => {
        p.status = "rejected";
        p.reason = reason;
        cache.delete(key);
      },
    );
    cache.set(key, p);
    promise = p;
  }
  return promise;
}

/** Suspends until the page's text is loaded (Suspense shows the spinner meanwhile). */
export function usePageContent(key: string): PageContent {
  return use(loadPageContent(key));
}
