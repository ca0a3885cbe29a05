import { runInAction } from "mobx";
import type { ClientConfig } from "../../shared/config";
import { EVENT_TYPES, METRICS_TRACK_PATHS } from "../../shared/metrics";
import type { MetricsStore } from "../../stores/MetricsStore";
import type { KeyValueStorage } from "../storage";
import { loadAppInsightsMirror, type TelemetryMirror } from "../telemetry";
import { browserVitalsSource } from "./browserVitals";
import { AnalyticsConsent } from "./consent";
import { watchPageVisibility } from "./pageHide";
import { PageTimeTracker } from "./pageTime";
import { ScrollDepthTracker, type ScrollMeasure } from "./scrollDepth";
import { browserSender, type TrackSender } from "./send";
import { browserVisitContext } from "./visit";
import { WebVitalsReporter, type VitalsSource } from "./webVitals";

/**
 * The "tracking" chunk (main.tsx loads it once the app has hydrated, so none of this is in the
 * first download, DESIGN §8): channel and device of page views, web vitals, scroll depth, time on
 * page, the page-hide flush and, when Application Insights is configured, the consent it needs.
 */

/** The browser's pieces, replaceable in tests. */
export interface TrackingDeps {
  /** The address the document was loaded at (its utm_source makes the visit "paid"). */
  landing: string;
  sender: TrackSender;
  vitals: VitalsSource;
  loadMirror: (connectionString: string) => Promise<TelemetryMirror>;
  /** Milliseconds since the document's time origin (performance.now()). */
  now: () => number;
  measureScroll: () => ScrollMeasure;
}

export function browserTrackingDeps(win: Window): TrackingDeps {
  const root = win.document.documentElement;
  // The navigation entry keeps the address as loaded, before the router changed anything.
  const navigation = win.performance.getEntriesByType?.("navigation")[0];
  return {
    landing: navigation?.name || win.location.href,
    sender: browserSender(win),
    vitals: browserVitalsSource(win),
    loadMirror: (connectionString) => loadAppInsightsMirror(connectionString, win),
    now: () => win.performance.now(),
    measureScroll: () => ({ top: win.scrollY, viewport: win.innerHeight, height: root.scrollHeight }),
  };
}

export interface TrackedStores {
  config: Pick<ClientConfig, "metricsApiEnabled" | "appInsightsConnectionString">;
  metrics: MetricsStore;
}

const log = (msg: string, err?: unknown) => console.debug(`[metrics] ${msg}`, err);

/** Application Insights' own cookies (user and session ids). */
const APP_INSIGHTS_COOKIES = ["ai_user", "ai_session"];

/** Starts the tracking that MetricsStore's core leaves to this chunk. Returns what stops it (tests). */
export function startTracking(stores: TrackedStores, storage: KeyValueStorage, win: Window, deps: TrackingDeps = browserTrackingDeps(win)): () => void {
  const { metrics, config } = stores;
  const connectionString = config.appInsightsConnectionString;
  if (!metrics.enabled && !connectionString) return () => undefined;
  const disposers: (() => void)[] = [];
  const visible = () => win.document.visibilityState !== "hidden";

  const { sender } = deps;
  /** Web vitals and time on page: to our API (a beacon when the page is being hidden), failures only logged. */
  const send = (path: string, body: object, beacon: boolean) => {
    if (!metrics.enabled || (beacon && sender.beacon(path, body))) return;
    sender.post(path, body).catch((err: unknown) => log(`${path} not sent`, err));
  };

  metrics.setVisitContext(browserVisitContext(win, deps.landing));

  // Web vitals first: web-vitals reads its final values on visibilitychange, before our hide handler.
  const landingPath = new URL(deps.landing).pathname;
  const vitals = new WebVitalsReporter(landingPath, deps.vitals, (report, beacon) => {
    const payload = { ...report, sessionId: metrics.sessionId };
    metrics.mirror?.webVitals(payload);
    send(METRICS_TRACK_PATHS.webvitals, payload, beacon);
  });

  const scroll = new ScrollDepthTracker(deps.measureScroll, (mark, pagePath) =>
    metrics.trackEvent({ eventType: EVENT_TYPES.scrollDepth, category: "desplazamiento", action: "profundidad", label: `${mark} %`, value: mark, pagePath }),
  );
  const pageTime = new PageTimeTracker(deps.now, (pagePath, timeSpent, beacon) =>
    send(METRICS_TRACK_PATHS.pagetime, { pagePath, timeSpent, sessionId: metrics.sessionId }, beacon),
  );
  const current = metrics.lastView?.pagePath;
  if (current) {
    scroll.reset(current);
    // The landing page's time runs from the navigation's start (the time origin), not from this chunk.
    pageTime.navigate(current, visible(), current === landingPath ? 0 : undefined);
  }
  disposers.push(
    metrics.onPageView((pagePath) => {
      scroll.reset(pagePath);
      pageTime.navigate(pagePath, visible());
    }),
  );

  // Layout is read once a frame at most, however fast the scroll events come.
  let frame = false;
  const onScroll = () => {
    if (frame) return;
    frame = true;
    win.requestAnimationFrame(() => {
      frame = false;
      scroll.check();
    });
  };
  win.addEventListener("scroll", onScroll, { passive: true });
  disposers.push(() => win.removeEventListener("scroll", onScroll));
  scroll.check(); // a visitor who scrolled before this chunk arrived

  disposers.push(
    watchPageVisibility(
      win,
      () => {
        // Small payloads first: the browser limits what beacons may carry in total.
        pageTime.hide();
        vitals.hide();
        metrics.flushBeacon((body) => sender.beacon(METRICS_TRACK_PATHS.event, body));
      },
      () => {
        pageTime.show();
        if (metrics.queued > 0) void metrics.flush(); // what a beacon could not take
      },
    ),
  );

  if (connectionString) disposers.push(startAppInsights(metrics, storage, win, connectionString, deps));
  return () => disposers.forEach((d) => d());
}

/**
 * Application Insights sets cookies, so it starts only after the visitor accepts them in the
 * consent banner (Ley 1581 de 2012), and stops, its cookies deleted, when they withdraw.
 */
function startAppInsights(metrics: MetricsStore, storage: KeyValueStorage, win: Window, connectionString: string, deps: TrackingDeps): () => void {
  let mirror: TelemetryMirror | null = null;
  let loading = false;
  const apply = () => {
    if (consent.accepted) {
      if (mirror || loading) return;
      loading = true;
      // The page being read counts too; what happens while the SDK downloads waits for it in order.
      const current = metrics.lastView;
      const waiting: ((m: TelemetryMirror) => void)[] = [];
      metrics.mirror = {
        pageView: (view) => void waiting.push((m) => m.pageView(view)),
        event: (event) => void waiting.push((m) => m.event(event)),
        webVitals: (vitals) => void waiting.push((m) => m.webVitals(vitals)),
        stop: () => void (waiting.length = 0),
      };
      deps.loadMirror(connectionString).then(
        (loaded) => {
          loading = false;
          if (!consent.accepted) return loaded.stop(); // withdrawn while it loaded
          mirror = loaded;
          metrics.mirror = loaded;
          if (current) loaded.pageView(current);
          for (const send of waiting.splice(0)) send(loaded);
        },
        (err) => {
          loading = false;
          metrics.mirror = null;
          log("Application Insights not loaded", err);
        },
      );
    } else {
      // Cookies of an earlier visit too, when the SDK is not even running on this page.
      for (const name of APP_INSIGHTS_COOKIES) win.document.cookie = `${name}=; Max-Age=0; path=/`;
      if (loading) metrics.mirror = null; // what waited for the SDK is dropped with the consent
      if (!mirror) return;
      metrics.mirror = null;
      mirror.stop();
      mirror = null;
    }
  };
  const consent = new AnalyticsConsent(storage, apply);
  runInAction(() => metrics.consent.set(consent));
  apply();
  return () => {
    metrics.mirror = null;
    runInAction(() => metrics.consent.set(null));
  };
}
