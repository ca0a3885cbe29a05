import { MetricsDashboardStore, metricsDashboardStoreKey } from "../../../src/features/metrics/MetricsDashboardStore";
import { MetricsReportsStore } from "../../../src/features/metrics/MetricsReportsStore";
import type { MetricsReportsApi } from "../../../src/features/metrics/metricsReportsApi";
import type { AcquisitionChannelsReport, AggregatedMetrics, DateRange, SearchTermsReport } from "../../../src/shared/metrics";
import { METRICS_CACHE_MS } from "../../../src/shared/constants";
import { testStores } from "../../helpers";

const JUNE = { startDate: "2025-06-01", endDate: "2025-06-30" };
const MAY = { startDate: "2025-05-01", endDate: "2025-05-31" };

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const aggregated = (range: DateRange, pageViews: number) =>
  ({ startDate: range.startDate, endDate: range.endDate, totals: { pageViews }, visitsByDay: [], topPages: [], webVitals: {} }) as unknown as AggregatedMetrics;

/**
 * A metrics API that records what it was asked. The aggregated report answers when the test
 * settles it (`pending`), or at once with `pageViews` of 100 when `immediate`; the other two answer
 * at once unless `failChannels`.
 */
function fakeApi(options: { immediate?: boolean; failChannels?: boolean } = {}) {
  const calls: { endpoint: string; range?: DateRange }[] = [];
  const pending: { range?: DateRange; answer: ReturnType<typeof deferred<AggregatedMetrics>> }[] = [];
  const api: MetricsReportsApi = {
    page: () => Promise.reject(new Error("not used")),
    aggregated: (range) => {
      calls.push({ endpoint: "aggregated", range });
      if (options.immediate) return Promise.resolve(aggregated(range ?? {}, 100));
      const answer = deferred<AggregatedMetrics>();
      pending.push({ range, answer });
      return answer.promise;
    },
    acquisitionChannels: async (range) => {
      calls.push({ endpoint: "channels", range });
      if (options.failChannels) throw new Error("503");
      const report: AcquisitionChannelsReport = { ...JUNE, ...range, channels: [{ channel: "direct", pageViews: 5, sessions: 2, percentage: 100 }] };
      return report;
    },
    searchTerms: async (range) => {
      calls.push({ endpoint: "terms", range });
      const report: SearchTermsReport = { ...JUNE, ...range, terms: [], totalSearches: 3, zeroResultSearches: 1 };
      return report;
    },
    assistantQuestions: () => Promise.reject(new Error("not used")),
    status: () => Promise.reject(new Error("not used")),
  };
  return { api, calls, pending };
}

/** The store over a real MetricsReportsStore (its cache and fallback) on the fake API. */
function storeOn(api: MetricsReportsApi, now = () => Date.UTC(2025, 5, 30, 15)) {
  const reports = new MetricsReportsStore(api, { now });
  const routes = { byPath: (path: string) => (path === "/homePage" ? ({ title: "Inicio" } as never) : undefined) };
  return new MetricsDashboardStore(() => Promise.resolve(reports), routes);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("MetricsDashboardStore", () => {
  it("reads the three reports of the range together and shows them once all have answered", async () => {
    const { api, calls, pending } = fakeApi();
    const store = storeOn(api);
    const shown = store.show(JUNE);
    expect(store.isLoading).toBe(true);
    await flush();
    expect(calls.map((c) => [c.endpoint, c.range])).toEqual([
      ["aggregated", JUNE],
      ["channels", JUNE],
      ["terms", JUNE],
    ]);
    expect(store.resultFor(JUNE)).toBeNull();
    pending[0].answer.resolve(aggregated(JUNE, 1540));
    await shown;
    expect(store.status).toBe("ready");
    const result = store.resultFor({ ...JUNE }); // another object of the same range
    expect(result?.fallback).toBe(false);
    expect(result?.data.aggregated.totals.pageViews).toBe(1540);
    expect(result?.data.channels.channels).toHaveLength(1);
    expect(result?.data.terms.totalSearches).toBe(3);
    expect(store.resultFor(MAY)).toBeNull();
  });

  it("is a fallback as soon as one of the three reports is (spec §8), with the others' figures", async () => {
    jest.spyOn(console, "debug").mockImplementation(() => undefined);
    const { api } = fakeApi({ immediate: true, failChannels: true });
    const store = storeOn(api);
    await store.show(JUNE);
    const result = store.resultFor(JUNE)!;
    expect(result.fallback).toBe(true);
    expect(result.data.channels).toEqual({ ...JUNE, channels: [] });
    expect(result.data.aggregated.totals.pageViews).toBe(100);
  });

  it("shows only the range asked for last: a new range waits for its own answer, and a late one is dropped", async () => {
    const { api, pending } = fakeApi();
    const store = storeOn(api);
    void store.show(JUNE);
    await flush();
    const may = store.show(MAY);
    await flush();
    expect(pending.map((p) => p.range)).toEqual([JUNE, MAY]);
    pending[1].answer.resolve(aggregated(MAY, 7));
    await may;
    pending[0].answer.resolve(aggregated(JUNE, 1540));
    await flush();
    expect(store.resultFor(MAY)?.data.aggregated.totals.pageViews).toBe(7);
    expect(store.resultFor(JUNE)).toBeNull();
  });

  it("asks once when the same range is shown again while it loads", async () => {
    const { api, calls, pending } = fakeApi();
    const store = storeOn(api);
    const first = store.show(JUNE);
    const second = store.show({ ...JUNE });
    await flush();
    expect(calls.filter((c) => c.endpoint === "aggregated")).toHaveLength(1);
    pending[0].answer.resolve(aggregated(JUNE, 1));
    await Promise.all([first, second]);
    expect(store.resultFor(JUNE)).not.toBeNull();
  });

  it("forgets the report when the page is left, drops a read still under way, and the 5-minute cache answers the next visit", async () => {
    let now = Date.UTC(2025, 5, 30, 15);
    const { api, calls, pending } = fakeApi();
    const store = storeOn(api, () => now);
    void store.show(JUNE);
    await flush();
    store.close();
    pending[0].answer.resolve(aggregated(JUNE, 1540));
    await flush();
    expect(store.resultFor(JUNE)).toBeNull();

    // The next visit: the reports store cached the answer (spec §9), so nothing is asked again.
    await store.show(JUNE);
    expect(store.resultFor(JUNE)?.data.aggregated.totals.pageViews).toBe(1540);
    expect(calls.filter((c) => c.endpoint === "aggregated")).toHaveLength(1);
    store.close();
    expect(store.resultFor(JUNE)).toBeNull();

    // After five minutes the backend is asked again.
    now += METRICS_CACHE_MS;
    void store.show(JUNE);
    await flush();
    expect(calls.filter((c) => c.endpoint === "aggregated")).toHaveLength(2);
  });

  it("fails when the reports' code cannot load, and a retry reads again", async () => {
    const { api } = fakeApi({ immediate: true });
    const reports = new MetricsReportsStore(api);
    const load = jest.fn<Promise<MetricsReportsStore>, []>().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(reports);
    const store = new MetricsDashboardStore(load, { byPath: () => undefined });
    await store.show(JUNE);
    expect(store.status).toBe("failed");
    expect((store.error as Error).message).toBe("ChunkLoadError");
    expect(store.resultFor(JUNE)).toBeNull();
    await store.retry();
    expect(store.status).toBe("ready");
    expect(store.resultFor(JUNE)?.data.aggregated.totals.pageViews).toBe(100);
  });

  it("gives a page's title from the route registry", () => {
    const store = storeOn(fakeApi().api);
    expect(store.pageTitle("/homePage")).toBe("Inicio");
    expect(store.pageTitle("/nowhere")).toBeUndefined();
  });

  it("is made once by the RootStore, over its metrics reports and routes", async () => {
    const { api, calls } = fakeApi({ immediate: true });
    const { stores } = testStores({ metricsReportsApi: api });
    const store = stores.feature(metricsDashboardStoreKey);
    expect(stores.feature(metricsDashboardStoreKey)).toBe(store);
    expect(store.pageTitle("/metrics-dashboard")).toBe("Tablero de métricas");
    await store.show(JUNE);
    expect(calls.map((c) => c.endpoint)).toEqual(["aggregated", "channels", "terms"]);
    expect(store.resultFor(JUNE)?.fallback).toBe(false);
  });
});

afterEach(() => jest.restoreAllMocks());
