import { deviceType, MetricsStore, type MetricsSink, type Timers } from "../../src/stores/MetricsStore";
import type { EventPayload } from "../../src/shared/metrics";

function fakeTimers() {
  let now = 0;
  const pending: { at: number; fn: () => void; id: number }[] = [];
  let seq = 0;
  const timers: Timers = {
    set: (fn, ms) => {
      const id = ++seq;
      pending.push({ at: now + ms, fn, id });
      return id;
    },
    clear: (id) => {
      const i = pending.findIndex((p) => p.id === id);
      if (i >= 0) pending.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const p of pending.filter((x) => x.at <= now)) {
      pending.splice(pending.indexOf(p), 1);
      p.fn();
    }
  };
  return { timers, advance };
}

const event = (i: number) => ({ eventType: "custom", category: "test", action: `a${i}`, pagePath: "/homePage" });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("MetricsStore event batching (spec §4, §9)", () => {
  it("sends after 2 s of quiet", async () => {
    const sent: EventPayload[][] = [];
    const { timers, advance } = fakeTimers();
    const store = new MetricsStore({ pageView: async () => undefined, events: async (b) => void sent.push(b) }, "s1", true, timers);
    store.trackEvent(event(1));
    advance(1999);
    store.trackEvent(event(2)); // restarts the quiet period
    advance(1999);
    expect(sent).toHaveLength(0);
    advance(1);
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0].map((e) => e.action)).toEqual(["a1", "a2"]);
    expect(sent[0][0].sessionId).toBe("s1");
  });

  it("sends at once when 10 are queued", async () => {
    const sent: EventPayload[][] = [];
    const store = new MetricsStore({ pageView: async () => undefined, events: async (b) => void sent.push(b) }, "s1", true, fakeTimers().timers);
    for (let i = 0; i < 9; i++) store.trackEvent(event(i));
    expect(sent).toHaveLength(0);
    store.trackEvent(event(9));
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(10);
  });

  it("puts a failed batch back in the queue and sends it with the next one", async () => {
    const sent: EventPayload[][] = [];
    let fail = true;
    const sink: MetricsSink = {
      pageView: async () => undefined,
      events: async (b) => {
        if (fail) throw new Error("503");
        sent.push(b);
      },
    };
    const { timers, advance } = fakeTimers();
    const store = new MetricsStore(sink, "s1", true, timers);
    store.trackEvent(event(1));
    advance(2000);
    await tick();
    expect(store.queued).toBe(1);
    fail = false;
    store.trackEvent(event(2));
    advance(2000);
    await tick();
    expect(sent[0].map((e) => e.action)).toEqual(["a1", "a2"]);
    expect(store.queued).toBe(0);
  });

  it("sends nothing when the metrics API is disabled", async () => {
    const calls: string[] = [];
    const store = new MetricsStore(
      { pageView: async () => void calls.push("pv"), events: async () => void calls.push("ev") },
      "s1",
      false,
      fakeTimers().timers,
    );
    store.trackPageView({ pagePath: "/" });
    store.trackEvent(event(1));
    await store.flush();
    expect(calls).toEqual([]);
  });

  it("classifies devices: under 768 px mobile, under 1024 px tablet, else desktop", () => {
    expect(deviceType(767)).toBe("mobile");
    expect(deviceType(768)).toBe("tablet");
    expect(deviceType(1023)).toBe("tablet");
    expect(deviceType(1024)).toBe("desktop");
  });
});
