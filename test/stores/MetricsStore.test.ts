import { deviceType, EVENTS_PER_REQUEST, LABEL_MAX_LENGTH, MAX_QUEUED_EVENTS, MetricsStore } from "../../src/stores/MetricsStore";
import { EVENT_TYPES, METRICS_LIMITS } from "../../src/shared/metrics";
import { recordingBeacon, recordingMirror, recordingSink } from "./metricsFakes";

const event = (i: number) => ({ eventType: "custom", category: "test", action: `a${i}`, pagePath: "/homePage" });
const noContext = (store: MetricsStore) => store.setVisitContext(null);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("MetricsStore event batching (spec §4, §9)", () => {
  it("sends after 2 s of quiet, the quiet restarting with each event", async () => {
    const { sink, calls } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    store.trackEvent(event(1));
    await jest.advanceTimersByTimeAsync(1999);
    store.trackEvent(event(2));
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls.batches).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.batches).toHaveLength(1);
    expect(calls.batches[0].map((e) => e.action)).toEqual(["a1", "a2"]);
    expect(calls.batches[0][0].sessionId).toBe("s1");
    expect(store.queued).toBe(0);
  });

  it("sends at once, in one request, when 10 are queued", async () => {
    const { sink, calls } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    for (let i = 0; i < 9; i++) store.trackEvent(event(i));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.batches).toHaveLength(0);
    store.trackEvent(event(9));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.batches).toHaveLength(1);
    expect(calls.batches[0]).toHaveLength(10);
    // Nothing else is due: the quiet timer was cancelled.
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls.batches).toHaveLength(1);
  });

  it("puts a failed batch back in the queue and sends it with the next one", async () => {
    const { sink, calls, state } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    state.fail = new Error("503");
    store.trackEvent(event(1));
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls.batches).toHaveLength(0);
    expect(store.queued).toBe(1);
    state.fail = null;
    store.trackEvent(event(2));
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls.batches).toEqual([[expect.objectContaining({ action: "a1" }), expect.objectContaining({ action: "a2" })]]);
    expect(store.queued).toBe(0);
  });

  it("drops a batch the server refused as invalid instead of retrying it forever", async () => {
    const { sink, calls, state } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    state.fail = Object.assign(new Error("400"), { permanent: true });
    store.trackEvent(event(1));
    await jest.advanceTimersByTimeAsync(2000);
    expect(store.queued).toBe(0);
    state.fail = null;
    store.trackEvent(event(2));
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls.batches.map((b) => b.map((e) => e.action))).toEqual([["a2"]]);
  });

  it("never sends more than the server's 50 events in one request", async () => {
    const { sink, calls, state } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    state.fail = new Error("offline");
    for (let i = 0; i < 120; i++) store.trackEvent(event(i));
    await jest.advanceTimersByTimeAsync(2000);
    expect(store.queued).toBe(120);
    state.fail = null;
    await store.flush();
    expect(calls.batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(calls.batches.flat().map((e) => e.action)).toEqual(Array.from({ length: 120 }, (_, i) => `a${i}`));
  });

  it("keeps at most MAX_QUEUED_EVENTS while the API is unreachable, dropping the oldest", async () => {
    const { sink, calls, state } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    state.fail = new Error("offline");
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i++) store.trackEvent(event(i));
    await jest.advanceTimersByTimeAsync(2000);
    expect(store.queued).toBe(MAX_QUEUED_EVENTS);
    state.fail = null;
    await store.flush();
    expect(calls.batches.flat()[0].action).toBe("a5");
  });
});

describe("MetricsStore on page hide", () => {
  it("hands the queue to the beacon, 50 events a beacon", () => {
    const { sink, calls } = recordingSink();
    const { beacon, sent } = recordingBeacon();
    const store = new MetricsStore(sink, "s1", true);
    for (let i = 0; i < 9; i++) store.trackEvent(event(i));
    store.flushBeacon(beacon);
    expect(sent.map((b) => b.events.map((e) => e.action))).toEqual([Array.from({ length: 9 }, (_, i) => `a${i}`)]);
    expect(store.queued).toBe(0);
    // The quiet timer is gone too: nothing is sent twice.
    jest.advanceTimersByTime(5000);
    expect(calls.batches).toHaveLength(0);
  });

  it("loses nothing when the browser refuses a beacon: the events stay queued and go with the next flush", async () => {
    const { sink, calls, state } = recordingSink();
    const { beacon, sent, state: beaconState } = recordingBeacon();
    const store = new MetricsStore(sink, "s1", true);
    state.fail = new Error("offline");
    for (let i = 0; i < 70; i++) store.trackEvent(event(i));
    await jest.advanceTimersByTimeAsync(2000);
    beaconState.limit = 1; // takes the first 50, refuses the rest
    store.flushBeacon(beacon);
    expect(sent.map((b) => b.events.length)).toEqual([50]);
    expect(store.queued).toBe(20);
    state.fail = null;
    await store.flush();
    expect(calls.batches.flat().map((e) => e.action)).toEqual(Array.from({ length: 20 }, (_, i) => `a${i + 50}`));
  });

  it("keeps everything when the beacon refuses it all", () => {
    const { beacon, state } = recordingBeacon();
    state.refuse = true;
    const store = new MetricsStore(recordingSink().sink, "s1", true);
    store.trackEvent(event(1));
    store.flushBeacon(beacon);
    expect(store.queued).toBe(1);
  });
});

describe("MetricsStore page views", () => {
  it("waits for the visit context, then sends each page view with channel, device and browser", async () => {
    const { sink, calls } = recordingSink();
    const store = new MetricsStore(sink, "s1", true, undefined, () => "u-7");
    store.trackPageView({ pagePath: "/homePage", referrer: "https://www.google.com/" });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.pageViews).toHaveLength(0);
    store.setVisitContext(() => ({ acquisitionChannel: "organic", deviceType: "mobile", browserInfo: "UA" }));
    store.trackPageView({ pagePath: "/contacto", referrer: "https://www.google.com/" });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.pageViews).toEqual([
      {
        pagePath: "/homePage",
        referrer: "https://www.google.com/",
        sessionId: "s1",
        userId: "u-7",
        acquisitionChannel: "organic",
        deviceType: "mobile",
        browserInfo: "UA",
      },
      {
        pagePath: "/contacto",
        referrer: "https://www.google.com/",
        sessionId: "s1",
        userId: "u-7",
        acquisitionChannel: "organic",
        deviceType: "mobile",
        browserInfo: "UA",
      },
    ]);
    expect(store.lastView?.pagePath).toBe("/contacto");
  });

  it("sends the waiting page views without context when the tracking chunk cannot load", async () => {
    const { sink, calls } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    store.trackPageView({ pagePath: "/homePage" });
    store.setVisitContext(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.pageViews).toEqual([{ pagePath: "/homePage", sessionId: "s1" }]);
  });

  it("tells its listeners of each page view", () => {
    const store = new MetricsStore(recordingSink().sink, "s1", true);
    const heard: string[] = [];
    const stop = store.onPageView((p) => heard.push(p));
    store.trackPageView({ pagePath: "/a" });
    stop();
    store.trackPageView({ pagePath: "/b" });
    expect(heard).toEqual(["/a"]);
  });
});

describe("MetricsStore convenience events", () => {
  it("tracks downloads, shares, forms, searches and custom events with the shared event types", async () => {
    const { sink, calls } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    store.trackDownload("/docs/informe.pdf", "/transparencia/informes");
    store.trackShare("whatsapp", "/noticias/corte");
    store.trackFormSubmit("/sign-up", "/sign-up", true);
    store.trackFormSubmit("/sign-up", "/sign-up", false);
    store.trackSearch("tarifas", 4, "/buscar");
    store.trackCustom("abrir-mapa", "/contacto", { label: "oficina centro", value: 2 });
    await jest.advanceTimersByTimeAsync(2000);
    const sent = calls.batches.flat();
    expect(sent.map((e) => [e.eventType, e.label, e.value, e.pagePath])).toEqual([
      [EVENT_TYPES.download, "/docs/informe.pdf", undefined, "/transparencia/informes"],
      [EVENT_TYPES.share, "whatsapp", undefined, "/noticias/corte"],
      [EVENT_TYPES.formSubmit, "/sign-up", undefined, "/sign-up"],
      ["form_error", "/sign-up", undefined, "/sign-up"],
      [EVENT_TYPES.search, "tarifas", 4, "/buscar"],
      [EVENT_TYPES.custom, "oficina centro", 2, "/contacto"],
    ]);
    expect(sent[4]).toMatchObject({ eventType: "search", category: "busqueda", action: "buscar" });
    expect(sent[5]).toMatchObject({ action: "abrir-mapa", category: "personalizado" });
    expect(sent[3]).toMatchObject({ category: "formulario", action: "enviar" });
  });

  it("masks a number or an e-mail address typed into the search before it leaves the browser (issue 31 §5)", async () => {
    const { sink, calls } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    store.trackSearch("factura cc 1,020,304,050", 0, "/buscar");
    store.trackSearch("１０２０３０４０５０", 0, "/buscar");
    store.trackSearch("ana.ruiz@correo.co", 0, "/buscar");
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls.batches.flat().map((e) => e.label)).toEqual(["factura cc •••••", "•••••", "•••@•••"]);
  });

  it("cuts a label to the server's limit rather than have the batch refused", async () => {
    const { sink, calls } = recordingSink();
    const store = new MetricsStore(sink, "s1", true);
    store.trackSearch("x".repeat(2000), 0, "/buscar");
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls.batches[0][0].label).toHaveLength(500);
  });
});

describe("MetricsStore with metricsApiEnabled false", () => {
  it("sends nothing to the metrics API: no page view, no event, nothing by beacon", async () => {
    const { sink, calls } = recordingSink();
    const { beacon, sent } = recordingBeacon();
    const store = new MetricsStore(sink, "s1", false);
    store.setVisitContext(null);
    store.trackPageView({ pagePath: "/" });
    for (let i = 0; i < 12; i++) store.trackEvent(event(i));
    store.trackDownload("/a.pdf", "/");
    store.flushBeacon(beacon);
    await store.flush();
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual({ pageViews: [], batches: [] });
    expect(sent).toEqual([]);
    expect(store.queued).toBe(0);
  });
});

describe("MetricsStore and the Application Insights mirror", () => {
  it("copies page views and events to the mirror while one is set, and nothing otherwise", () => {
    const store = new MetricsStore(recordingSink().sink, "s1", true);
    noContext(store);
    const { mirror, seen } = recordingMirror();
    store.trackPageView({ pagePath: "/homePage" });
    store.trackDownload("/a.pdf", "/homePage");
    expect(seen).toEqual([]);
    store.mirror = mirror;
    store.trackSearch("agua", 3, "/buscar");
    store.trackPageView({ pagePath: "/contacto" });
    expect(seen).toEqual([
      { kind: "event", payload: expect.objectContaining({ eventType: "search", label: "agua", value: 3 }) },
      { kind: "pageView", payload: expect.objectContaining({ pagePath: "/contacto", sessionId: "s1" }) },
    ]);
    store.mirror = null;
    store.trackDownload("/b.pdf", "/homePage");
    expect(seen).toHaveLength(2);
  });
});

describe("MetricsStore limits", () => {
  it("uses the server's own limits for batches and labels", () => {
    expect(EVENTS_PER_REQUEST).toBe(METRICS_LIMITS.eventsPerBatch);
    expect(LABEL_MAX_LENGTH).toBe(METRICS_LIMITS.labelLength);
  });
});

describe("deviceType (spec §9)", () => {
  it("under 768 px mobile, under 1024 px tablet, else desktop", () => {
    expect(deviceType(767)).toBe("mobile");
    expect(deviceType(768)).toBe("tablet");
    expect(deviceType(1023)).toBe("tablet");
    expect(deviceType(1024)).toBe("desktop");
  });
});
