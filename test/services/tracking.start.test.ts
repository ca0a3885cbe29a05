import { startTracking, type TrackingDeps } from "../../src/services/tracking";
import { MemoryStorage } from "../../src/services/storage";
import type { TelemetryMirror } from "../../src/services/telemetry";
import { ANALYTICS_CONSENT_KEY, ANALYTICS_POLICY_VERSION } from "../../src/shared/constants";
import type { VitalName } from "../../src/shared/metrics";
import { MetricsStore } from "../../src/stores/MetricsStore";
import type { VitalsSource } from "../../src/services/tracking/webVitals";
import { recordingMirror, recordingSender, recordingSink } from "../stores/metricsFakes";

const CS = "InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=http://127.0.0.1:4197/";

let visibility: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

/** Everything the browser would give, under the test's control. */
function fakeDeps() {
  const clock = { now: 0 };
  const page = { top: 0, viewport: 800, height: 4000 };
  let report: (name: VitalName, value: number) => void = () => undefined;
  let loaded: (since: number) => void = () => undefined;
  const vitals: VitalsSource = { observe: (r) => void (report = r), onLoad: (l) => void (loaded = l), pageWeight: () => undefined };
  const mirrors: (TelemetryMirror & { stopped: boolean })[] = [];
  const seen: { kind: string; payload: unknown }[] = [];
  const loads: { resolve: () => void }[] = [];
  const out = recordingSender();
  const deps: TrackingDeps = {
    landing: `${window.location.origin}/homePage`,
    sender: out.sender,
    vitals,
    now: () => clock.now,
    measureScroll: () => page,
    // The App Insights mirror resolves when the test says so (the SDK chunk "downloading").
    loadMirror: () =>
      new Promise((resolve) => {
        const { mirror, seen: own } = recordingMirror();
        mirrors.push(mirror);
        loads.push({
          resolve: () => {
            // Keep one log across mirrors, in order.
            const push = own.push.bind(own);
            own.push = (...items) => (seen.push(...items), push(...items));
            resolve(mirror);
          },
        });
      }),
  };
  return { deps, out, clock, page, vital: (n: VitalName, v: number) => report(n, v), load: (since = 0) => loaded(since), mirrors, seen, loads };
}

function setup(options: { enabled?: boolean; connectionString?: string; storage?: MemoryStorage } = {}) {
  const { sink, calls, state } = recordingSink();
  const metrics = new MetricsStore(sink, "s-1", options.enabled ?? true);
  const storage = options.storage ?? new MemoryStorage();
  const fake = fakeDeps();
  // The first page view happens before the chunk is in, as in the browser.
  metrics.trackPageView({ pagePath: "/homePage", referrer: "" });
  const stop = startTracking(
    { metrics, config: { metricsApiEnabled: options.enabled ?? true, appInsightsConnectionString: options.connectionString ?? "" } },
    storage,
    window,
    fake.deps,
  );
  stops.push(stop);
  // Everything that left for the metrics API, in one place.
  const sent = {
    ...calls,
    get beacons() {
      return fake.out.beacons;
    },
    get vitals() {
      return fake.out.posts.filter((p) => p.path === "/metrics/track/webvitals").map((p) => p.body);
    },
    get pageTimes() {
      return fake.out.posts.filter((p) => p.path === "/metrics/track/pagetime").map((p) => p.body);
    },
  };
  return { metrics, calls: sent, state, storage, ...fake };
}

const stops: (() => void)[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  visibility = "visible";
  window.sessionStorage.clear();
});
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  jest.useRealTimers();
});

describe("startTracking: page views", () => {
  it("sends the waiting page view with the landing's channel and the device", async () => {
    const { calls } = setup();
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.pageViews).toEqual([
      expect.objectContaining({ pagePath: "/homePage", sessionId: "s-1", acquisitionChannel: "direct", deviceType: expect.any(String) }),
    ]);
  });
});

describe("startTracking: page hide", () => {
  it("sends time on page, web vitals and the queued events by beacon", async () => {
    const { metrics, calls, clock, vital, load } = setup();
    vital("lcp", 1800);
    load();
    metrics.trackDownload("/docs/tarifas.pdf", "/homePage");
    metrics.trackShare("whatsapp", "/homePage");
    clock.now = 8_000;
    await jest.advanceTimersByTimeAsync(1000); // before the 2 s quiet and the 5 s of vitals
    setVisibility("hidden");
    window.dispatchEvent(new Event("pagehide")); // a closing tab fires both: sent once
    expect(calls.beacons.map((b) => b.path)).toEqual(["/metrics/track/pagetime", "/metrics/track/webvitals", "/metrics/track/event"]);
    expect(calls.beacons[0].body).toEqual({ pagePath: "/homePage", timeSpent: 8, sessionId: "s-1" });
    expect(calls.beacons[1].body).toEqual({ pagePath: "/homePage", lcp: 1800, sessionId: "s-1" });
    expect((calls.beacons[2].body as { events: { eventType: string }[] }).events.map((e) => e.eventType)).toEqual(["file_download", "share"]);
    expect(metrics.queued).toBe(0);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls.batches).toEqual([]); // not sent a second time
    expect(calls.vitals).toEqual([]);
  });

  it("keeps the events a beacon could not take, and sends them when the page is back", async () => {
    const { metrics, calls, out } = setup();
    metrics.trackSearch("cortes", 2, "/buscar");
    out.state.refuseBeacon = true;
    setVisibility("hidden");
    expect(metrics.queued).toBe(1);
    out.state.refuseBeacon = false;
    setVisibility("visible");
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.batches.flat().map((e) => e.label)).toEqual(["cortes"]);
    expect(metrics.queued).toBe(0);
  });

  it("does not count the time the tab was hidden", async () => {
    const { metrics, calls, clock } = setup();
    clock.now = 4_000;
    setVisibility("hidden");
    clock.now = 100_000;
    setVisibility("visible");
    clock.now = 103_500;
    metrics.trackPageView({ pagePath: "/contacto" });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.beacons.filter((b) => b.path === "/metrics/track/pagetime").map((b) => b.body)).toEqual([
      { pagePath: "/homePage", timeSpent: 4, sessionId: "s-1" },
    ]);
    expect(calls.pageTimes).toEqual([{ pagePath: "/homePage", timeSpent: 3.5, sessionId: "s-1" }]);
  });
});

describe("startTracking: navigation", () => {
  it("sends the time on the page left, and scroll depth once per mark per page view", async () => {
    const { metrics, calls, clock, page } = setup();
    page.top = 400; // 1200 of 4000 on screen: 30 %
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    await jest.advanceTimersByTimeAsync(20); // one animation frame
    page.top = 3200; // the bottom
    window.dispatchEvent(new Event("scroll"));
    await jest.advanceTimersByTimeAsync(20);
    clock.now = 61_250;
    metrics.trackPageView({ pagePath: "/noticias" });
    page.top = 1000; // 1800 of 4000: 45 %
    window.dispatchEvent(new Event("scroll"));
    await jest.advanceTimersByTimeAsync(2_100);
    const depth = calls.batches
      .flat()
      .filter((e) => e.eventType === "scroll_depth")
      .map((e) => [e.pagePath, e.value]);
    expect(depth).toEqual([
      ["/homePage", 25],
      ["/homePage", 50],
      ["/homePage", 75],
      ["/homePage", 100],
      ["/noticias", 25],
    ]);
    expect(calls.pageTimes).toEqual([{ pagePath: "/homePage", timeSpent: 61.3, sessionId: "s-1" }]);
  });

  it("sends web vitals once, 5 s after load, for the landing page", async () => {
    const { metrics, calls, vital, load } = setup();
    vital("ttfb", 120);
    vital("fid", 8);
    load();
    metrics.trackPageView({ pagePath: "/noticias" });
    await jest.advanceTimersByTimeAsync(5_000);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(calls.vitals).toEqual([{ pagePath: "/homePage", ttfb: 120, fid: 8, sessionId: "s-1" }]);
  });
});

describe("startTracking: Application Insights and consent (Ley 1581)", () => {
  it("does nothing about consent without a connection string", () => {
    const { metrics, loads } = setup();
    expect(metrics.consent.get()).toBeNull();
    expect(loads).toHaveLength(0);
  });

  it("mirrors nothing before consent, and the page view and events after it", async () => {
    const { metrics, storage, loads, seen } = setup({ connectionString: CS });
    expect(metrics.consent.get()?.open).toBe(true);
    expect(metrics.consent.get()?.accepted).toBeNull();
    metrics.trackDownload("/antes.pdf", "/homePage");
    await jest.advanceTimersByTimeAsync(0);
    expect(loads).toHaveLength(0); // the SDK is not even downloaded

    jest.setSystemTime(new Date("2026-03-02T15:00:00Z"));
    metrics.consent.get()!.accept();
    expect(metrics.consent.get()?.open).toBe(false);
    expect(JSON.parse(storage.get(ANALYTICS_CONSENT_KEY)!)).toEqual({
      accepted: true,
      at: "2026-03-02T15:00:00.000Z",
      policyVersion: ANALYTICS_POLICY_VERSION,
    });
    expect(loads).toHaveLength(1);
    loads[0].resolve();
    await jest.advanceTimersByTimeAsync(0);
    metrics.trackDownload("/despues.pdf", "/homePage");
    metrics.trackPageView({ pagePath: "/contacto" });
    expect(seen.map((s) => [s.kind, (s.payload as { pagePath: string; label?: string }).label ?? (s.payload as { pagePath: string }).pagePath])).toEqual([
      ["pageView", "/homePage"],
      ["event", "/despues.pdf"],
      ["pageView", "/contacto"],
    ]);
  });

  it("keeps what happens while the SDK downloads and gives it to the SDK in order once it is in", async () => {
    const { metrics, loads, seen } = setup({ connectionString: CS });
    metrics.consent.get()!.accept();
    metrics.trackCustom("boton_de_prueba", "/homePage", { category: "prueba", label: "Clic 1", value: 1 });
    metrics.trackPageView({ pagePath: "/contacto" });
    expect(seen).toEqual([]); // nothing is sent before the SDK is in
    loads[0].resolve();
    await jest.advanceTimersByTimeAsync(0);
    metrics.trackDownload("/despues.pdf", "/contacto");
    expect(seen.map((s) => [s.kind, (s.payload as { label?: string }).label ?? (s.payload as { pagePath: string }).pagePath])).toEqual([
      ["pageView", "/homePage"],
      ["event", "Clic 1"],
      ["pageView", "/contacto"],
      ["event", "/despues.pdf"],
    ]);
  });

  it("stops the mirror and deletes its cookies when consent is withdrawn", async () => {
    const storage = new MemoryStorage();
    storage.set(ANALYTICS_CONSENT_KEY, JSON.stringify({ accepted: true, at: "2026-01-01T00:00:00.000Z", policyVersion: ANALYTICS_POLICY_VERSION }));
    const { metrics, loads, mirrors, seen } = setup({ connectionString: CS, storage });
    expect(metrics.consent.get()?.open).toBe(false); // a stored choice: no banner
    loads[0].resolve();
    await jest.advanceTimersByTimeAsync(0);
    document.cookie = "ai_user=abc; path=/";
    metrics.consent.get()!.reopen();
    expect(metrics.consent.get()?.open).toBe(true);
    metrics.consent.get()!.reject();
    expect(mirrors[0].stopped).toBe(true);
    expect(document.cookie).not.toContain("ai_user=");
    metrics.trackSearch("agua", 1, "/buscar");
    expect(seen.map((s) => s.kind)).toEqual(["pageView"]);
    expect(JSON.parse(storage.get(ANALYTICS_CONSENT_KEY)!)).toMatchObject({ accepted: false });
  });

  it("never attaches a mirror whose consent was withdrawn while it loaded", async () => {
    const { metrics, loads, mirrors, seen } = setup({ connectionString: CS });
    metrics.consent.get()!.accept();
    metrics.trackSearch("agua", 1, "/buscar"); // waits for the SDK, then is dropped with the consent
    metrics.consent.get()!.reopen();
    metrics.consent.get()!.reject();
    loads[0].resolve();
    await jest.advanceTimersByTimeAsync(0);
    metrics.trackDownload("/x.pdf", "/homePage");
    expect(mirrors[0].stopped).toBe(true);
    expect(seen).toEqual([]);
  });

  it("asks again when the choice was made under another policy version", () => {
    const storage = new MemoryStorage();
    storage.set(ANALYTICS_CONSENT_KEY, JSON.stringify({ accepted: true, at: "2024-01-01T00:00:00.000Z", policyVersion: "old" }));
    const { metrics, loads } = setup({ connectionString: CS, storage });
    expect(metrics.consent.get()?.open).toBe(true);
    expect(loads).toHaveLength(0);
  });

  it("with metricsApiEnabled false sends nothing to our API, while an accepted mirror still gets the data", async () => {
    const storage = new MemoryStorage();
    storage.set(ANALYTICS_CONSENT_KEY, JSON.stringify({ accepted: true, at: "2026-01-01T00:00:00.000Z", policyVersion: ANALYTICS_POLICY_VERSION }));
    const { metrics, calls, loads, seen, clock } = setup({ enabled: false, connectionString: CS, storage });
    loads[0].resolve();
    await jest.advanceTimersByTimeAsync(0);
    metrics.trackDownload("/a.pdf", "/homePage");
    clock.now = 5_000;
    setVisibility("hidden");
    await jest.advanceTimersByTimeAsync(10_000);
    expect([calls.pageViews, calls.batches, calls.vitals, calls.pageTimes, calls.beacons]).toEqual([[], [], [], [], []]);
    expect(seen.map((s) => s.kind)).toEqual(["pageView", "event"]);
  });
});
