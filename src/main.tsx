import "./polyfills";
import { createDOMRenderer } from "@fluentui/react-components";
import { configure, runInAction } from "mobx";
import { startTransition } from "react";
import { accountShellLoads, preloadPublicShell } from "./app/layouts/shellChunks";
import { loadAxios } from "./services/apiClient";
import type { LazyView } from "./routing/lazyView";
import type { RouteDefinition } from "./routing/types";
import { contentManifest } from "./routing/contentManifest";
import { featureRoutes } from "./routing/route";
import "./features";
import { ContentPage, preloadContentPage } from "./features/content/ContentPage";
import { browserBridgeWindow, readClientConfig, sessionId } from "./services/browser";
import { TranslationLoader } from "./services/loader";
import { createMetricsSink } from "./services/metricsClient";
import { createSessionPersistence, hasSavedSession } from "./services/sessionPersistence";
import { browserStorage, type KeyValueStorage } from "./services/storage";
import { reactToastifyDriver } from "./services/toastDriver";
import { loadAccountCode, RootStore } from "./stores/RootStore";
import { RouteRegistry } from "./stores/RouteRegistry";
import { readProviderTheme } from "./theme/providerTheme";
import { emptyDocument, rehydrateStyles } from "./theme/rehydrateStyles";

configure({ enforceActions: "observed" });

type FeaturePage = { view?: Partial<LazyView>; prefetch?: (stores: RootStore) => Promise<unknown> };

/** The longest a signed-in landing holds the chat, the toasts' host and tracking for its data (see startSignedInPage). */
const EXTRAS_WAIT_MS = 5000;
/** When the shell's extras and the tracking chunk may come: at once, except on a signed-in landing. */
let extrasReady: Promise<unknown> = Promise.resolve();

/** A feature page's instance (its lazy view and the data it asks for with the route are instance fields); none for a content page. */
function featurePage(def: RouteDefinition | undefined): FeaturePage | undefined {
  if (!def || def.kind === "content") return undefined;
  const Page = def.component as unknown as new (props: object) => FeaturePage;
  return new Page({});
}

/**
 * Vitals, scroll depth, time on page, the page-hide flush, channel and device, and the consent for
 * Application Insights: one chunk, loaded once the app has hydrated (DESIGN §8 budget). Until it is
 * in, page views wait in MetricsStore (the axios chunk they need loads meanwhile anyway).
 */
function startTracking(stores: RootStore, storage: KeyValueStorage): void {
  import(/* webpackChunkName: "tracking" */ "./services/tracking")
    .then((m) => void m.startTracking(stores, storage, window))
    .catch((err: unknown) => {
      console.debug("[metrics]", err);
      stores.metrics.setVisitContext(null); // the waiting page views go without channel and device
    });
}

/**
 * Gives the main thread back to the browser between boot steps, so each step is a task of its own
 * instead of one long task (TBT, issue 21): scheduler.yield() where there is one, else a macrotask.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Work nobody waits for: when the browser is idle (at the latest after `timeout` ms). */
function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 1);
}

/**
 * Issue 37: a signed-in page is not prerendered (its frame is, and the app renders over it), and
 * each of its parts used to be asked for when the one before it had run (the theme, then axios,
 * then the shell and the view, then the account's store, then the contracts). With a saved
 * session, everything the page needs before it can show the customer's data is asked for at once,
 * before the stores are built; the stores' own calls then find it loaded or on its way.
 *
 * Each part is asked for in a task of its own: starting a chunk's download (a script element each)
 * costs a phone a few milliseconds, and the 20–30 chunks of a signed-in page asked for in one go
 * were one task of about 250 ms at 4× CPU, most of the admin dashboard's blocking time (TBT). The
 * boot's own steps run in between.
 */
let signedInPagePreloaded = false;
/** Settles once every part preloadSignedInPage asked for (each in a task of its own) has loaded or failed. */
let signedInParts: Promise<unknown> = Promise.resolve();
function preloadSignedInPage(def: RouteDefinition | undefined, page?: FeaturePage): void {
  if (signedInPagePreloaded) return; // a saved session's landing asked before the stores existed
  signedInPagePreloaded = true;
  page ??= featurePage(def);
  // In the order they are needed: on HTTP/1.1 a browser opens six connections and queues the rest.
  const loads: (() => Promise<unknown>)[] = [loadAxios];
  if (def?.area === "dashboard") loads.push(loadAccountCode);
  const view = page?.view?.preload;
  if (view) loads.push(view);
  loads.push(...accountShellLoads());
  signedInParts = (async () => {
    const parts = [];
    for (const [i, load] of loads.entries()) {
      if (i > 0) await yieldToMain();
      parts.push(load().catch(() => undefined)); // a chunk that fails is the page's to report when it needs it
    }
    return Promise.all(parts);
  })();
}

let signedInPageStarted = false;

/**
 * A signed-in page's code (again: each part is fetched once) and, on the customer's screens, their
 * contracts, which every one of those screens starts from: asked for as soon as the stores know the
 * session, not when the route's view has rendered.
 */
function startSignedInPage(stores: RootStore): void {
  if (signedInPageStarted) return;
  signedInPageStarted = true;
  const def = stores.routes.byPath(window.location.pathname);
  const page = featurePage(def);
  preloadSignedInPage(def, page);
  // What the page asks for when it mounts (Page.prefetch: on the customer's screens, their
  // contracts first), asked for now; the stores take it once.
  const data = page?.prefetch?.(stores);
  // The chat, the toasts' host and the tracking chunk (26 KB gzip and their evaluation) come once the
  // page's view and data are in, or after EXTRAS_WAIT_MS, when the browser is next idle: before, on
  // a phone, they competed for the link and the main thread with what the customer came to see.
  // The page view waits for the tracking chunk meanwhile, as it does on every landing.
  // Before the first render: nothing observes the box yet.
  stores.ui.extras.set(false);
  // The view's promise is taken once the preload's parts are in, so this does not start its chunks
  // in the boot's task.
  const view = signedInParts.then(() => page?.view?.preload?.());
  const ready = Promise.all([data, view]).catch(() => undefined);
  extrasReady = Promise.race([ready, new Promise((resolve) => setTimeout(resolve, EXTRAS_WAIT_MS))]).then(
    () => new Promise<void>((resolve) => whenIdle(resolve, 1000)),
  );
  void extrasReady.then(() => runInAction(() => stores.ui.extras.set(true)));
}

/** Creates the stores and mounts the app: hydrates a prerendered page, renders any other. */
async function boot(): Promise<void> {
  const container = document.getElementById("root")!;
  /** Public routes arrive as prerendered HTML (scripts/prerender.js); the app hydrates it. */
  const prerendered = container.dataset.prerendered === "true";
  // The header tools, footer, chat and toasts: their chunks download while the stores are built.
  const shell = prerendered ? preloadPublicShell().catch(() => undefined) : null;
  const storage = browserStorage();
  const config = readClientConfig(document);
  const sessionPersistence = createSessionPersistence(storage, document);
  const routes = new RouteRegistry(featureRoutes, contentManifest, ContentPage, config.productSlug, () =>
    import(/* webpackChunkName: "route-details" */ "./routing/routeDetails").then((m) => m.brandRouteDetails(config.brandName)),
  );
  const themeFactory = () => import(/* webpackChunkName: "themes" */ "./theme/themes").then((m) => m.buildFluentTheme);
  // The first paint's theme: from the prerendered page's own style or the shell's data block, else
  // built by the themes chunk.
  const providerTheme = readProviderTheme(document);
  const theme = providerTheme ? null : themeFactory();
  if (!prerendered && hasSavedSession(sessionPersistence)) {
    preloadSignedInPage(routes.byPath(window.location.pathname));
  }
  await yieldToMain();
  const defaultTheme = providerTheme ?? (await theme!)("default", "light", "md");
  const stores = new RootStore({
    config,
    storage,
    sessionPersistence,
    translations: new TranslationLoader((url) => fetch(url, { credentials: "same-origin" })),
    toastDriver: reactToastifyDriver,
    metricsSink: createMetricsSink(config.apiKey),
    bridgeWindow: browserBridgeWindow(window),
    documentRoot: document.documentElement,
    browserLanguages: navigator.languages ?? [navigator.language],
    sessionId: sessionId(window),
    routes,
    themeFactory,
    defaultTheme,
    prerendered,
  });
  if (stores.session.isAuthenticated) startSignedInPage(stores);
  await yieldToMain();
  stores.start();
  await yieldToMain();
  // With the first page view, which RootLayout sends once the app has hydrated. Tracking starts at
  // once on a public landing: it reads the landing address (utm, referrer) and times the first page,
  // which a visitor may leave within a second. On a signed-in landing it waits with the shell's
  // extras (startSignedInPage); the page view waits for it in MetricsStore. The site settings wait
  // until the browser is idle.
  const first = stores.metrics.onPageView(() => {
    first();
    void extrasReady.then(() => startTracking(stores, storage));
    // The stored lines, hours, banner and chat switch replace the published defaults (issue 9).
    whenIdle(() => void stores.siteSettings.load());
  });
  // The interface, each step a task of its own instead of one long task on a phone (issue 21, TBT):
  // React DOM, then the layouts with Fluent (both in the first download, evaluated only now), then
  // the ICU data of es-CO that react-intl's provider asks for, then the styles of the page.
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ "react-dom/client");
  await yieldToMain();
  const { App } = await import(/* webpackMode: "eager" */ "./app/App");
  await yieldToMain();
  Intl.NumberFormat.supportedLocalesOf(["es-CO", "en-US"]);
  Intl.DateTimeFormat.supportedLocalesOf(["es-CO", "en-US"]);
  await yieldToMain();
  // Griffel takes over the <style> elements of the prerendered page instead of inserting them again.
  const renderer = createDOMRenderer(document);
  rehydrateStyles(renderer, document);
  const app = <App stores={stores} renderer={renderer} styleDocument={emptyDocument()} />;

  if (prerendered && !stores.session.isAuthenticated) {
    // The code the prerendered page was built with, so hydration runs in one pass.
    const def = stores.routes.byPath(window.location.pathname);
    await Promise.all([shell, def?.kind === "content" ? preloadContentPage(def.key) : featurePage(def)?.view?.preload?.()]).catch(() => undefined);
    await yieldToMain();
    // A signed-in visitor (a saved session, or a token from the parent page) sees another layout.
    if (!stores.session.isAuthenticated) {
      // A transition: hydration yields to the browser between pieces of work.
      startTransition(() => void hydrateRoot(container, app));
      return;
    }
  }
  // A session that opened meanwhile (a token from the parent page): its page's parts, asked for now.
  if (stores.session.isAuthenticated) startSignedInPage(stores);
  // A signed-in page's frame (src/ssr/render.tsx, renderFrame) stays until the page's code is in, so
  // the first commit replaces it with the page: no spinner between them.
  if (container.dataset.frame) await signedInParts;
  stores.ui.hydrated();
  // A transition too: the first render of a signed-in page yields to the browser between pieces of
  // work instead of holding a phone's main thread in one long task (issue 37, TBT).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// Evaluating the bundles is one long task already: the app starts in the next one (TBT).
setTimeout(() => void boot(), 0);
