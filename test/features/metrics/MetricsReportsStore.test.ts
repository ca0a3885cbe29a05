import { bogotaDay, lastDays, MetricsReportsStore, shiftDay } from "../../../src/features/metrics/MetricsReportsStore";
import type { MetricsReportsApi } from "../../../src/features/metrics/metricsReportsApi";
import { defaultPageMetrics, type AggregatedMetrics, type PageMetrics } from "../../../src/shared/metrics";
import { DEFAULT_UPTIME, METRICS_CACHE_MS } from "../../../src/shared/constants";

const page = (pagePath: string, totalVisits: number): PageMetrics => ({ ...defaultPageMetrics(pagePath), totalVisits, uptime: 99.5 });

/** An API that answers from counters, so each test sees how many requests really went out. */
function fakeApi() {
  const calls = { page: 0, aggregated: 0, channels: 0, terms: 0, assistant: 0 };
  let failing = false;
  /** The HTTP status the assistant's questions fail with (null: they answer). */
  let assistantStatus: number | null = null;
  const api: MetricsReportsApi = {
    page: async (path) => {
      calls.page++;
      if (failing) throw new Error("sin red");
      return page(path, 10 * calls.page);
    },
    aggregated: async (range) => {
      calls.aggregated++;
      if (failing) throw new Error("sin red");
      return { startDate: range?.startDate ?? "", endDate: range?.endDate ?? "" } as AggregatedMetrics;
    },
    acquisitionChannels: async () => {
      calls.channels++;
      throw new Error("503");
    },
    searchTerms: async () => {
      calls.terms++;
      throw new Error("503");
    },
    assistantQuestions: async (range) => {
      calls.assistant++;
      if (assistantStatus !== null) throw Object.assign(new Error(`HTTP ${assistantStatus}`), { response: { status: assistantStatus } });
      return {
        startDate: range?.startDate ?? "",
        endDate: range?.endDate ?? "",
        unanswered: [],
        unhelpful: [],
        totals: { unanswered: 0, unhelpful: 0, helpful: 0 },
      };
    },
    status: async () => ({ enabled: true, buffered: 0, lastWriteAt: null, written: 0, database: "ok" }),
  };
  return { api, calls, fail: (v: boolean) => (failing = v), failAssistant: (status: number | null) => (assistantStatus = status) };
}

function clock(start = Date.UTC(2025, 5, 15, 15)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("MetricsReportsStore (spec §8, §9)", () => {
  it("answers from the cache within 5 minutes and asks again after", async () => {
    const { api, calls } = fakeApi();
    const c = clock();
    const store = new MetricsReportsStore(api, { now: c.now });
    const first = await store.page("/homePage");
    expect(first).toEqual({ data: page("/homePage", 10), fallback: false });
    c.advance(METRICS_CACHE_MS - 1);
    expect((await store.page("/homePage")).data.totalVisits).toBe(10);
    expect(calls.page).toBe(1);
    c.advance(1);
    expect((await store.page("/homePage")).data.totalVisits).toBe(20);
    expect(calls.page).toBe(2);
  });

  it("keys the cache by endpoint, path and range", async () => {
    const { api, calls } = fakeApi();
    const store = new MetricsReportsStore(api, { now: clock().now });
    await store.page("/homePage");
    await store.page("/buscar");
    await store.page("/homePage", { startDate: "2025-06-01", endDate: "2025-06-07" });
    await store.page("/homePage", { startDate: "2025-06-01", endDate: "2025-06-08" });
    await store.page("/homePage", { startDate: "2025-06-01", endDate: "2025-06-07" });
    expect(calls.page).toBe(4);
    const a = await store.aggregated({ startDate: "2025-06-01", endDate: "2025-06-07" });
    const b = await store.aggregated({ startDate: "2025-05-01", endDate: "2025-06-07" });
    expect(a.data.startDate).toBe("2025-06-01");
    expect(b.data.startDate).toBe("2025-05-01");
    expect(calls.aggregated).toBe(2);
  });

  it("shares one request between callers while it is under way", async () => {
    const { api, calls } = fakeApi();
    const store = new MetricsReportsStore(api, { now: clock().now });
    const [a, b] = await Promise.all([store.page("/homePage"), store.page("/homePage")]);
    expect(a).toEqual(b);
    expect(calls.page).toBe(1);
  });

  it("falls back to zeroed metrics with uptime 99.9 and says so, logging the failure", async () => {
    const { api, fail } = fakeApi();
    const log = jest.fn();
    const store = new MetricsReportsStore(api, { now: clock().now, log });
    fail(true);
    const result = await store.page("/energia/ratesEnergy");
    expect(result.fallback).toBe(true);
    expect(result.data).toEqual(defaultPageMetrics("/energia/ratesEnergy"));
    expect(result.data.totalVisits).toBe(0);
    expect(result.data.totalUniqueVisitors).toBe(0);
    expect(result.data.avgBounceRate).toBe(0);
    expect(result.data.uptime).toBe(DEFAULT_UPTIME);
    expect(DEFAULT_UPTIME).toBe(99.9);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("gives empty reports over the asked range when the other reads fail", async () => {
    const { api, fail } = fakeApi();
    const store = new MetricsReportsStore(api, { now: clock().now });
    fail(true);
    const range = { startDate: "2025-06-01", endDate: "2025-06-07" };
    const agg = await store.aggregated(range);
    expect(agg.fallback).toBe(true);
    expect(agg.data).toMatchObject({ ...range, totals: { pageViews: 0, uniqueVisitors: 0, sessions: 0, events: 0 }, topPages: [], uptime: 99.9 });
    expect(agg.data.webVitals.lcp).toEqual({ p75: null, samples: 0, good: 0, needsImprovement: 0, poor: 0 });
    const channels = await store.acquisitionChannels(range);
    expect(channels).toEqual({ fallback: true, data: { ...range, channels: [] } });
    const terms = await store.searchTerms();
    expect(terms.fallback).toBe(true);
    // Without a range: the last 30 days in Bogotá, today included.
    expect(terms.data).toEqual({ startDate: "2025-05-17", endDate: "2025-06-15", terms: [], totalSearches: 0, zeroResultSearches: 0 });
  });

  it("never caches a fallback: the next read asks the backend again", async () => {
    const { api, calls, fail } = fakeApi();
    const store = new MetricsReportsStore(api, { now: clock().now });
    fail(true);
    expect((await store.page("/homePage")).fallback).toBe(true);
    fail(false);
    const again = await store.page("/homePage");
    expect(again.fallback).toBe(false);
    expect(again.data.totalVisits).toBe(20);
    expect(calls.page).toBe(2);
  });

  it("passes status through without cache or fallback", async () => {
    const { api } = fakeApi();
    const store = new MetricsReportsStore(api);
    await expect(store.status()).resolves.toMatchObject({ enabled: true, database: "ok" });
    api.status = async () => {
      throw new Error("caído");
    };
    await expect(store.status()).rejects.toThrow("caído");
  });

  it("reads the assistant's questions each time and tells a refusal from a failure", async () => {
    const { api, calls, failAssistant } = fakeApi();
    const log = jest.fn();
    const store = new MetricsReportsStore(api, { log });
    const range = { startDate: "2025-06-01", endDate: "2025-06-30" };
    await expect(store.assistantQuestions(range)).resolves.toMatchObject({ data: { report: { unanswered: [] }, problem: null }, fallback: false });
    await store.assistantQuestions(range);
    expect(calls.assistant).toBe(2); // not cached: the answer is the signed-in administrator's
    failAssistant(401);
    await expect(store.assistantQuestions(range)).resolves.toEqual({ data: { report: null, problem: "signIn" }, fallback: false });
    failAssistant(403);
    await expect(store.assistantQuestions(range)).resolves.toEqual({ data: { report: null, problem: "forbidden" }, fallback: false });
    expect(log).not.toHaveBeenCalled();
    failAssistant(503);
    await expect(store.assistantQuestions(range)).resolves.toEqual({ data: { report: null, problem: "unavailable" }, fallback: true });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("report days (America/Bogota)", () => {
  it("counts the day in Colombia, not in UTC", () => {
    // 03:00 UTC on 1 June is still 31 May, 22:00, in Bogotá.
    expect(bogotaDay(Date.UTC(2025, 5, 1, 3))).toBe("2025-05-31");
    expect(bogotaDay(Date.UTC(2025, 5, 1, 5))).toBe("2025-06-01");
  });

  it("moves across months and gives the last N days with today", () => {
    expect(shiftDay("2025-03-01", -1)).toBe("2025-02-28");
    expect(lastDays(7, Date.UTC(2025, 0, 3, 12))).toEqual({ startDate: "2024-12-28", endDate: "2025-01-03" });
  });
});
