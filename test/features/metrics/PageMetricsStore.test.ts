import { MetricsReportsStore } from "../../../src/features/metrics/MetricsReportsStore";
import type { MetricsReportsApi } from "../../../src/features/metrics/metricsReportsApi";
import { PageMetricsStore, pageMetricsStoreKey } from "../../../src/features/metrics/PageMetricsStore";
import { defaultPageMetrics, type DateRange, type PageMetrics } from "../../../src/shared/metrics";
import { testStores } from "../../helpers";

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

/** A metrics API whose page reads the test settles one by one. */
function fakeApi() {
  const calls: { path: string; range?: DateRange; answer: ReturnType<typeof deferred<PageMetrics>> }[] = [];
  const api: MetricsReportsApi = {
    page: (path, range) => {
      const answer = deferred<PageMetrics>();
      calls.push({ path, range, answer });
      return answer.promise;
    },
    aggregated: () => Promise.reject(new Error("not used")),
    acquisitionChannels: () => Promise.reject(new Error("not used")),
    searchTerms: () => Promise.reject(new Error("not used")),
    assistantQuestions: () => Promise.reject(new Error("not used")),
    status: () => Promise.reject(new Error("not used")),
  };
  return { api, calls };
}

const visits = (pagePath: string, totalVisits: number): PageMetrics => ({ ...defaultPageMetrics(pagePath), totalVisits });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeOn(api: MetricsReportsApi) {
  const reports = new MetricsReportsStore(api, { log: () => undefined });
  return new PageMetricsStore(() => Promise.resolve(reports), { byPath: () => undefined });
}

describe("PageMetricsStore", () => {
  it("reads a page's metrics by its path over the server's default range", async () => {
    const { api, calls } = fakeApi();
    const store = storeOn(api);
    const shown = store.show("/energia/ratesEnergy");
    await flush();
    expect(calls.map((c) => [c.path, c.range])).toEqual([["/energia/ratesEnergy", undefined]]);
    expect(store.isLoading).toBe(true);
    expect(store.resultFor("/energia/ratesEnergy")).toBeNull();
    calls[0].answer.resolve(visits("/energia/ratesEnergy", 420));
    await shown;
    expect(store.resultFor("/energia/ratesEnergy")).toEqual({ data: visits("/energia/ratesEnergy", 420), fallback: false });
  });

  it("shows the zeroed metrics of the page, marked as a fallback, when the backend fails (spec §8)", async () => {
    const { api, calls } = fakeApi();
    const store = storeOn(api);
    const shown = store.show("/buscar");
    await flush();
    calls[0].answer.reject(new Error("Network Error"));
    await shown;
    expect(store.status).toBe("ready");
    expect(store.resultFor("/buscar")).toEqual({ data: defaultPageMetrics("/buscar"), fallback: true });
  });

  it("drops the answer of a path the page has moved away from", async () => {
    const { api, calls } = fakeApi();
    const store = storeOn(api);
    void store.show("/homePage");
    await flush();
    const buscar = store.show("/buscar");
    await flush();
    calls[1].answer.resolve(visits("/buscar", 2));
    await buscar;
    calls[0].answer.resolve(visits("/homePage", 9));
    await flush();
    expect(store.resultFor("/buscar")?.data.totalVisits).toBe(2);
    expect(store.resultFor("/homePage")).toBeNull();
  });

  it("starts the next visit from the spinner", async () => {
    const { api, calls } = fakeApi();
    const store = storeOn(api);
    const shown = store.show("/homePage");
    await flush();
    calls[0].answer.resolve(visits("/homePage", 9));
    await shown;
    store.close();
    expect(store.resultFor("/homePage")).toBeNull();
    expect(store.key).toBeNull();
  });

  it("is made by the RootStore over its metrics reports, with the registry's titles", async () => {
    const { api, calls } = fakeApi();
    const { stores } = testStores({ metricsReportsApi: api });
    const store = stores.feature(pageMetricsStoreKey);
    expect(store.pageTitle("/metrics")).toBe("Métricas");
    const shown = store.show("/metrics");
    await flush();
    await flush();
    calls[0].answer.resolve(visits("/metrics", 1));
    await shown;
    expect(store.resultFor("/metrics")?.data.totalVisits).toBe(1);
  });
});
