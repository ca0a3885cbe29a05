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
import type { SessionUser } from "../shared/types";
import { accountFrame } from "../app/layouts/AccountLayout";
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

/**
 * Signed-in routes that get the bare shell rather than a frame (issue 37): the account summary's
 * view is all the person's data (its contract, its consumption), so its frame would show a heading
 * over an invisible reserve while its largest text still comes with the data. Side by side in
 * Lighthouse (mobile, median of 3, two runs), its frame cost blocking time (TBT +430 and +490 ms on
 * a slow day) and moved no paint (LCP 2.97 and 3.08 s before, 3.35 and 3.27 s after): it scored 5–7
 * points less, while invoices, payment and the admin dashboard gained 1–4 (their LCP 2.65–3.19 s
 * → 0.76–1.09 s, as their intro is their largest text).
 */
const NO_FRAME = new Set(["dashboard.general", "dashboard.generalTest"]);

function createStores(config: ClientConfig, prerendered = true): RootStore {
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
    prerendered,
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

/**
 * Every path of the registry (the server answers 404 for the rest), the public ones to render, and
 * the signed-in ones whose frame is rendered (renderFrame).
 */
export function routeTable(config: ClientConfig): { all: string[]; targets: PrerenderTarget[]; frames: string[] } {
  const stores = createStores(config);
  const all = stores.routes.routes.map((r) => r.path);
  const targets = stores.routes.publicRoutes
    .filter((r) => !NOT_PRERENDERED.has(r.path))
    .map((r) => ({ key: r.key, path: r.path, title: r.title, area: r.area, kind: r.kind, listed: r.listed }));
  const frames = stores.routes.routes.filter((r) => r.access === "protected" && !NO_FRAME.has(r.key)).map((r) => r.path);
  return { all, targets, frames };
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

/** The App at `path` with these stores: its markup and Griffel's <style> elements. */
async function renderApp(stores: RootStore, path: string): Promise<{ html: string; styles: string }> {
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
  return { html, styles: renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>) };
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
  const { html, styles } = await renderApp(stores, path);
  const details = def ? brandRouteDetails(config.brandName)[def.key] : undefined;
  const brand = { brand: config.brandName, brandLong: config.brandLongName };
  return {
    html,
    styles,
    title: content?.title ? withBrand(content.title, brand) : (def?.title ?? "Página no encontrada"),
    description: content?.description !== undefined ? withBrand(content.description, brand) : (details?.description ?? ""),
    keywords: content?.keywords ?? details?.keywords ?? [],
    publicationDate: details?.publicationDate,
    lastModified: content?.updatedAt ?? details?.lastModified,
  };
}

/** Who the frame is drawn for: nobody in particular, holding the route's roles. */
const FRAME_USER: SessionUser = {
  id: "00000000-0000-4000-8000-000000000000",
  email: "",
  firstName: "",
  lastName: "",
  documentType: "",
  documentNumber: "",
  phoneNumber: "",
  contractNumber: "",
  userType: "PERSONA_NATURAL",
  roles: ["USER"],
  profilePicture: "",
  isActive: true,
  isEmailVerified: true,
  lastLogin: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/**
 * Issue 37: the frame of a signed-in page, what it shows before its data: the account layout, the
 * page's heading and intro and its loading states, without the side navigation's links (they depend
 * on the roles) or anything of the person. The server sends it for the route instead of the bare
 * shell, so a phone paints the page's heading and intro as soon as the HTML arrives, not after the
 * ~250 KB of script that draw them; the browser then renders the page over it (it is not hydrated:
 * main.tsx waits for the page's code, so the frame gives way to the page in one commit). The
 * title is the route's; the page is never indexed.
 */
export async function renderFrame(path: string, config: ClientConfig): Promise<RenderedPage> {
  const stores = createStores(config, false);
  const def = stores.routes.byPath(path);
  if (!def || def.access !== "protected") throw new Error(`${path} no es una página con sesión`);
  Object.assign(stores.session, { token: "frame", signedIn: true, user: { ...FRAME_USER, roles: ["USER", ...def.authority] } });
  // As the browser's first render of a signed-in landing: the chat and the toasts' host come later.
  stores.ui.extras.set(false);
  accountFrame.drawing = true;
  try {
    const { html, styles } = await renderApp(stores, path);
    return { html, styles, title: def.title, description: "", keywords: [] };
  } finally {
    accountFrame.drawing = false;
  }
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
