import type { EventPayload, PageViewPayload, VitalName, WebVitalsPayload } from "../shared/metrics";

/**
 * The web analytics service of spec §7 (Application Insights, DESIGN §2), behind the one interface
 * MetricsStore knows: tests give it a fake, the browser the adapter below. It receives page views
 * (one per navigation), the events (download, search, scroll depth, form submit, share, custom)
 * and the web vitals.
 */
export interface TelemetryMirror {
  pageView(view: PageViewPayload): void;
  event(event: EventPayload): void;
  webVitals(vitals: WebVitalsPayload): void;
  /** Consent withdrawn: stop sending and delete the service's cookies. */
  stop(): void;
}

/** The analytics-cookie choice (Ley 1581 de 2012: prior, express, informed; changeable at any time). */
export interface ConsentControl {
  /** true accepted, false rejected, null not decided (or decided under an older policy version). */
  readonly accepted: boolean | null;
  /** Whether the banner is showing. */
  readonly open: boolean;
  accept(): void;
  reject(): void;
  /** Shows the banner again (the footer's "Preferencias de cookies"). */
  reopen(): void;
}

/** Minimal view of the SDK the adapter uses (so tests can give a fake one). */
export interface AppInsightsLike {
  trackPageView(view: { name?: string; uri?: string; refUri?: string; properties?: Record<string, unknown> }): void;
  trackEvent(event: { name: string; properties?: Record<string, unknown>; measurements?: Record<string, number> }): void;
  trackMetric(metric: { name: string; average: number }, properties?: Record<string, unknown>): void;
  getCookieMgr(): { setEnabled(value: boolean): void; del(name: string): boolean };
  unload(isAsync?: boolean): void;
}

const VITAL_METRIC_NAMES: Record<VitalName | "pageWeight", string> = {
  lcp: "LCP",
  fid: "FID",
  cls: "CLS",
  ttfb: "TTFB",
  fcp: "FCP",
  inp: "INP",
  pageWeight: "PageWeight",
};

/** Our payloads as Application Insights telemetry: trackPageView, trackEvent, trackMetric. */
export function appInsightsMirror(
  ai: AppInsightsLike,
  origin: string,
  title: () => string,
  loadDuration: () => number | undefined = () => undefined,
): TelemetryMirror {
  let first = true;
  return {
    pageView(view) {
      // With a duration the SDK sends the page view at once; without one it polls the navigation
      // timing first, and a visitor who leaves meanwhile takes the page view along. The landing
      // view's duration is the document's load; a view inside the app loads nothing more.
      const duration = first ? (loadDuration() ?? 0) : 0;
      first = false;
      ai.trackPageView({
        // The path only: a query may carry what a visitor typed.
        name: title() || view.pagePath,
        uri: origin + view.pagePath,
        refUri: view.referrer || undefined,
        properties: { pagePath: view.pagePath, acquisitionChannel: view.acquisitionChannel, deviceType: view.deviceType, duration },
      });
    },
    event(e) {
      ai.trackEvent({
        name: e.eventType,
        properties: { ...e.metadata, category: e.category, action: e.action, label: e.label, pagePath: e.pagePath },
        measurements: e.value === undefined ? undefined : { value: e.value },
      });
    },
    webVitals(v) {
      for (const [key, name] of Object.entries(VITAL_METRIC_NAMES)) {
        const value = v[key as keyof typeof VITAL_METRIC_NAMES];
        if (typeof value === "number") ai.trackMetric({ name, average: value }, { pagePath: v.pagePath });
      }
    },
    stop() {
      const cookies = ai.getCookieMgr();
      cookies.del("ai_user");
      cookies.del("ai_session");
      cookies.setEnabled(false);
      // Asynchronous: what it still holds goes out without blocking the page (a sync flush would).
      ai.unload(true);
    },
  };
}

/**
 * Loads the SDK (its own chunk, about 70 KB gzip: only after consent) and starts it. Our own calls
 * are not telemetry, so the XHR/fetch patches are off; page views come from MetricsStore, one per
 * navigation, so the SDK's route tracking is off too.
 */
export async function loadAppInsightsMirror(connectionString: string, win: Window): Promise<TelemetryMirror> {
  const { ApplicationInsights } = await import(/* webpackChunkName: "appinsights" */ "@microsoft/applicationinsights-web");
  const ai = new ApplicationInsights({
    config: {
      connectionString,
      disableAjaxTracking: true,
      disableFetchTracking: true,
      disableExceptionTracking: true,
      enableAutoRouteTracking: false,
      autoTrackPageVisitTime: false,
      // No remote SDK settings from Microsoft's CDN: one third-party request less, nothing we need.
      extensionConfig: { AppInsightsCfgSyncPlugin: { blkCdnCfg: true } },
    },
  });
  ai.loadAppInsights();
  const navigation = () => (win.performance?.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined)?.duration;
  return appInsightsMirror(ai, win.location.origin, () => win.document.title, navigation);
}
