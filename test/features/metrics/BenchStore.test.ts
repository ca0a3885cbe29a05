import { BenchStore, benchStoreKey } from "../../../src/features/metrics/BenchStore";
import { BENCH_DOCUMENT } from "../../../src/features/metrics/benchPages";
import { MetricsStore } from "../../../src/stores/MetricsStore";
import { testStores } from "../../helpers";
import { recordingSink } from "../../stores/metricsFakes";

/** A bench over a real MetricsStore (its queue and batching) whose sink records what was sent. */
function bench(enabled = true) {
  const { sink, calls, state } = recordingSink();
  const tracker = new MetricsStore(sink, "s1", enabled);
  return { store: new BenchStore(tracker, enabled), tracker, calls, state };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("BenchStore", () => {
  it("fires each kind of event for the page, and counts the queue at once", () => {
    const { store } = bench();
    store.download("/test-metrics/page3");
    expect(store.queued).toBe(1);
    store.share("whatsapp", "/test-metrics/page3");
    store.share("copiar_enlace", "/test-metrics/page3");
    store.custom("/test-metrics/page3", 2);
    expect(store.queued).toBe(4);
  });

  it("sends the queue with «Enviar ahora» and says it is empty", async () => {
    const { store, calls } = bench();
    store.download("/test-metrics/page1");
    store.share("x", "/test-metrics/page1");
    store.custom("/test-metrics/page1", 1);
    const sending = store.flush();
    expect(store.flushTask.busy).toBe(true);
    await expect(sending).resolves.toBe("flushed");
    expect(store.flushTask.busy).toBe(false);
    expect(store.queued).toBe(0);
    const sent = calls.batches.flat();
    expect(sent.map((e) => [e.eventType, e.label, e.pagePath])).toEqual([
      ["file_download", BENCH_DOCUMENT, "/test-metrics/page1"],
      ["share", "x", "/test-metrics/page1"],
      ["custom", "Clic 1", "/test-metrics/page1"],
    ]);
    expect(sent[2]).toMatchObject({ action: "boton_de_prueba", category: "prueba_metricas", value: 1 });
  });

  it("says the events are still queued when the send fails", async () => {
    const { store, state } = bench();
    state.fail = new Error("Network Error");
    store.custom("/test-metrics", 1);
    await expect(store.flush()).resolves.toBe("queued");
    expect(store.queued).toBe(1);
  });

  it("sends nothing when the portal's metrics are off", async () => {
    const { store, calls } = bench(false);
    store.custom("/test-metrics", 1);
    await expect(store.flush()).resolves.toBe("disabled");
    expect(calls.batches).toEqual([]);
    expect(store.flushTask.busy).toBe(false);
  });

  it("reads the queue every 500 ms while watched (the tracker's queue is not observable), and stops", async () => {
    const { store, tracker } = bench();
    const stop = store.watch();
    tracker.trackCustom("otro", "/test-metrics");
    expect(store.queued).toBe(0);
    await jest.advanceTimersByTimeAsync(500);
    expect(store.queued).toBe(1);
    // Two seconds of quiet: the tracker sends the batch by itself (spec §9), and the bench sees it.
    await jest.advanceTimersByTimeAsync(2000);
    expect(store.queued).toBe(0);
    stop();
    tracker.trackCustom("otro", "/test-metrics");
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.queued).toBe(0);
  });

  it("is made by the RootStore over its MetricsStore and the portal's switch", async () => {
    const sent: string[] = [];
    const { stores } = testStores(
      { metricsSink: { pageView: async () => undefined, events: async (batch) => void sent.push(...batch.map((e) => e.eventType)) } },
      { metricsApiEnabled: true },
    );
    const store = stores.feature(benchStoreKey);
    expect(stores.feature(benchStoreKey)).toBe(store);
    store.share("facebook", "/test-metrics/page2");
    expect(stores.metrics.queued).toBe(1);
    await expect(store.flush()).resolves.toBe("flushed");
    expect(sent).toEqual(["share"]);
  });
});
