/**
 * Server rendering of the public routes at build time (scripts/prerender.js runs the bundle webpack
 * makes of this file). The same App, stores and pages as the browser, rendered as a visitor in
 * Spanish with the default theme: the browser hydrates this HTML without a mismatch.
 */
import "../polyfills";
import { Writable } from "node:stream";
import { createDOMRenderer, renderToStyleElements } from "@fluentui/react-components";
import { configure } from "mobx";
import { enableStaticRendering } from "mobx-react-lite";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import type { ReactNode } from "react";
import { StaticRouter } from "react-router-dom";
import { App } from "../app/App";
import { contentManifest } from "../routing/contentManifest";
import { featureRoutes } from "../routing/route";
import "../features";
import { ContentPage } from "../features/content/ContentPage";
import { loadPageContent, primePageContent, type LoadedPage } from "../content/loader";
import { contentTexts, withBrand } from "../content/text";
import { brandRouteDetails } from "../routing/routeDetails";
import { assistantIndexData, type AssistantIndexData } from "../features/assistant/documents";
import type { RouteDefinition } from "../routing/types";
import { TranslationLoader } from "../services/loader";
import { createSessionPersistence } from "../services/sessionPersistence";
import { MemoryStorage } from "../services/storage";
import type { ClientConfig } from "../shared/config";
import { terms } from "../shared/text";
import { RootStore } from "../stores/RootStore";
import { RouteRegistry } from "../stores/RouteRegistry";
import { defaultLightTheme } from "../theme/defaultTheme.generated";

configure({ enforceActions: "never" });
enableStaticRendering(true);

/** Routes whose screen depends on a link's token or an OAuth answer: nothing to prerender. */
const NOT_PRERENDERED = new Set(["/reset-password", "/verify-email", "/auth/success"]);

function createStores(config: ClientConfig): RootStore {
  const storage = new MemoryStorage();
  return new RootStore({
    config,
    storage,
    sessionPersistence: createSessionPersistence(storage, null),
    translations: new TranslationLoader(() => Promise.reject(new Error("sin red al prerenderizar"))),
    toastDriver: { show: () => undefined, dismiss: () => undefined },
    metricsSink: { pageView: () => Promise.resolve(), events: () => Promise.resolve() },
    bridgeWindow: { isEmbedded: false, postToParent: () => undefined, addMessageListener: () => () => undefined, reply: () => undefined },
    documentRoot: null,
    browserLanguages: ["es-CO"],
    sessionId: "prerender",
    routes: new RouteRegistry(featureRoutes, contentManifest, ContentPage, config.productSlug, () => Promise.resolve(brandRouteDetails(config.brandName))),
    themeFactory: () => import("../theme/themes").then((m) => m.buildFluentTheme),
    defaultTheme: defaultLightTheme,
    prerendered: true,
  });
}

/** A route the build writes as static HTML. */
export interface PrerenderTarget {
  key: string;
  path: string;
  title: string;
  area: string;
  kind: RouteDefinition["kind"];
  /** In sitemap.xml (RouteDefinition.listed): prerendered all the same, so the address loads fast. */
  listed: boolean;
}

/** Every path of the registry (the server answers 404 for the rest) and the public ones to render. */
export function routeTable(config: ClientConfig): { all: string[]; targets: PrerenderTarget[] } {
  const stores = createStores(config);
  const all = stores.routes.routes.map((r) => r.path);
  const targets = stores.routes.publicRoutes
    .filter((r) => !NOT_PRERENDERED.has(r.path))
    .map((r) => ({ key: r.key, path: r.path, title: r.title, area: r.area, kind: r.kind, listed: r.listed }));
  return { all, targets };
}

export interface RenderedPage {
  /** Markup of #root. */
  html: string;
  /** Griffel's <style> elements for the head. */
  styles: string;
  title: string;
  description: string;
  keywords: readonly string[];
  publicationDate?: string;
  lastModified?: string;
}

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString("utf8");
        done();
      },
    });
    sink.on("finish", () => resolve(out));
    sink.on("error", reject);
    stream.on("error", reject);
    stream.pipe(sink);
  });
}

/**
 * Renders one route as a signed-out visitor sees it, waiting for its lazy code and text. `content`: a
 * content page's published text from the database (issue 35 §1), rendered instead of its module.
 */
export async function renderPage(path: string, config: ClientConfig, content?: LoadedPage): Promise<RenderedPage> {
  const stores = createStores(config);
  await stores.routes.loadDetails();
  const def = stores.routes.byPath(path);
  if (def?.kind === "content" && content) primePageContent(def.key, content);
  if (def?.kind === "content") await loadPageContent(def.key);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // First pass: waits for every lazy page, view and text the route needs (React.lazy keeps them).
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<App stores={stores} renderer={createDOMRenderer(undefined)} Router={Router} />, {
    onError: (error) => void errors.push(error),
  });
  await collect(prelude);
  if (errors.length > 0) throw new Error(`No fue posible prerenderizar ${path}: ${String(errors[0])}`);
  // Second pass: nothing suspends any more, so the HTML is complete and in order: no hidden
  // segments and no inline scripts to move them (the CSP allows none), exactly what hydrates.
  const renderer = createDOMRenderer(undefined);
  const html = renderToString(<App stores={stores} renderer={renderer} Router={Router} />);
  if (/<!--\$[?!]-->|<template/.test(html)) throw new Error(`La página ${path} quedó incompleta al prerenderizarla (un componente sigue cargando).`);
  const details = def ? brandRouteDetails(config.brandName)[def.key] : undefined;
  const brand = { brand: config.brandName, brandLong: config.brandLongName };
  return {
    html,
    styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>),
    title: content?.title ? withBrand(content.title, brand) : (def?.title ?? "Página no encontrada"),
    description: content?.description !== undefined ? withBrand(content.description, brand) : (details?.description ?? ""),
    keywords: content?.keywords ?? details?.keywords ?? [],
    publicationDate: details?.publicationDate,
    lastModified: content?.updatedAt ?? details?.lastModified,
  };
}

/** The text of every content page, as the browser reads it (dist/content/<key>.json). */
export async function contentFiles(): Promise<{ key: string; json: string }[]> {
  const out: { key: string; json: string }[] = [];
  for (const entry of contentManifest) out.push({ key: entry.key, json: JSON.stringify(await loadPageContent(entry.key)) });
  return out;
}

/** One public page in the search index: its words, folded and without repeats. */
export interface SearchDocument {
  key: string;
  path: string;
  text: string;
}

/** The words of every content page, for /buscar (titles, descriptions and keywords are in the registry). */
export async function searchDocuments(config: ClientConfig): Promise<SearchDocument[]> {
  const brand = { brand: config.brandName, brandLong: config.brandLongName };
  const stores = createStores(config);
  const docs: SearchDocument[] = [];
  for (const def of stores.routes.publicRoutes) {
    if (def.kind !== "content") continue;
    const content = await loadPageContent(def.key);
    const words = new Set(
      terms(
        contentTexts(content)
          .map((t) => withBrand(t, brand))
          .join(" "),
      ),
    );
    docs.push({ key: def.key, path: def.path, text: [...words].join(" ") });
  }
  return docs;
}

/** The assistant's index entries (issue 24 §1): /assistant-index.json, read when the chat opens. */
export function assistantIndex(config: ClientConfig): Promise<AssistantIndexData> {
  const stores = createStores(config);
  return assistantIndexData(stores.routes.routes, brandRouteDetails(config.brandName), loadPageContent, {
    brand: config.brandName,
    brandLong: config.brandLongName,
  });
}

export { DEFAULT_CLIENT_CONFIG } from "../shared/config";
export { CANONICAL, composePage, withTheme } from "./compose";
export { primePageContent } from "../content/loader";
export { measurePage, PAGE_FACTS_FILE } from "../shared/pageFacts";
export { themeBootCss, tokensUsed } from "../theme/bootCss";
