import { use } from "react";
import type { PageContent } from "./types";

/** A promise React's `use()` can read without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * A page's text; as published from the database (issue 35 §1) it also carries its title and the time
 * it was last published (`updatedAt`, shown as "Actualizado el …"). The modules have neither.
 */
export type LoadedPage = PageContent & { title?: string; description?: string; keywords?: readonly string[]; updatedAt?: string };

const cache = new Map<string, Tracked<LoadedPage>>();

/**
 * The browser build reads each page's text as JSON at /content/<key>.json, which the server answers
 * from the database (the published version, issue 35 §1): no chunk map of 180 pages in the initial
 * JavaScript. Server rendering and tests import the module, or are handed the text (primePageContent).
 */
const FROM_HTTP = process.env.PORTAL_CONTENT_SOURCE === "http";

function fetchContent(key: string): Promise<LoadedPage> {
  return fetch(`/content/${encodeURIComponent(key)}.json`, { credentials: "same-origin" }).then((res) => {
    if (!res.ok) throw new Error(`No fue posible cargar el texto de la página (${res.status}).`);
    return res.json() as Promise<LoadedPage>;
  });
}

/**
 * Hands a page's text to the loader, settled: what renders next reads it without loading the module
 * (the server renders a page again with its published text from the database, issue 35 §1).
 */
export function primePageContent(key: string, content: LoadedPage): void {
  const p: Tracked<LoadedPage> = Object.assign(Promise.resolve(content), { status: "fulfilled" as const, value: content });
  cache.set(key, p);
}

/**
 * The text of one content page: a page downloads only its own text. Settled promises are marked the way React reads them, so a preloaded page renders (and
 * hydrates) without suspending. A failed load is forgotten, so the next visit tries again.
 */
export function loadPageContent(key: string): Promise<LoadedPage> {
  let promise = cache.get(key);
  if (!promise) {
    const p: Tracked<LoadedPage> = FROM_HTTP
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
export function usePageContent(key: string): LoadedPage {
  return use(loadPageContent(key));
}
