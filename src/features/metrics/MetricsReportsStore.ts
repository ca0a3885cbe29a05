import { bogotaDay } from "../../shared/time";
import { DEFAULT_UPTIME, METRICS_CACHE_MS } from "../../shared/constants";
import {
  DEFAULT_RANGE_DAYS,
  defaultPageMetrics,
  VITAL_NAMES,
  type AcquisitionChannelsReport,
  type AggregatedMetrics,
  type AssistantQuestionsReport,
  type DateRange,
  type MetricsStatus,
  type PageMetrics,
  type SearchTermsReport,
  type VitalName,
  type VitalSummary,
} from "../../shared/metrics";
import type { MetricsReportsApi } from "./metricsReportsApi";

/** What a report read gives: the data, and whether it is the zeroed fallback (spec §8). */
export interface MetricsResult<T> {
  data: T;
  /** True when the backend could not be read and `data` is the default; pages say so discreetly. */
  fallback: boolean;
}

export interface MetricsReportsOptions {
  /** The clock of the 5-minute cache (tests move it by hand). */
  now?: () => number;
  /** Spec §8: a failed metrics fetch is only logged. */
  log?: (message: string, error: unknown) => void;
}

/** Enough for every range someone flips through in a visit; the oldest entry goes first. */
const MAX_CACHED = 50;

export { bogotaDay };

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last `days` days, today included (the server's default range is the last 30). */
export function lastDays(days: number, now: number): Required<DateRange> {
  const endDate = bogotaDay(now);
  return { startDate: shiftDay(endDate, -(days - 1)), endDate };
}

function resolveRange(range: DateRange | undefined, now: number): Required<DateRange> {
  const fallback = lastDays(DEFAULT_RANGE_DAYS, now);
  return { startDate: range?.startDate ?? fallback.startDate, endDate: range?.endDate ?? fallback.endDate };
}

const NO_SAMPLES: VitalSummary = { p75: null, samples: 0, good: 0, needsImprovement: 0, poor: 0 };

/** The portal's aggregated report with nothing in it (spec §8: zeroed, uptime 99.9 %). */
export function emptyAggregated(range: Required<DateRange>): AggregatedMetrics {
  return {
    ...range,
    totals: { pageViews: 0, uniqueVisitors: 0, sessions: 0, avgTimeOnPage: 0, bounceRate: 0, events: 0 },
    visitsByDay: [],
    topPages: [],
    devices: [],
    events: [],
    webVitals: Object.fromEntries(VITAL_NAMES.map((n) => [n, { ...NO_SAMPLES }])) as Record<VitalName, VitalSummary>,
    uptime: DEFAULT_UPTIME,
  };
}

export function emptyChannels(range: Required<DateRange>): AcquisitionChannelsReport {
  return { ...range, channels: [] };
}

export function emptySearchTerms(range: Required<DateRange>): SearchTermsReport {
  return { ...range, terms: [], totalSearches: 0, zeroResultSearches: 0 };
}

/**
 * The assistant's questions as a page shows them: the report, or why there is none (not signed
 * in, signed in without the administrator role, or the backend could not be read).
 */
export interface AssistantQuestionsAnswer {
  report: AssistantQuestionsReport | null;
  problem: "signIn" | "forbidden" | "unavailable" | null;
}

interface CacheEntry {
  at: number;
  data: unknown;
}

/**
 * The metrics reports the dashboard and /metrics read (spec §7), with the spec's local cache (5
 * minutes, §9) and its fallback (§8): a failed read gives zeroed default metrics marked as such,
 * and is only logged. Fallbacks are never cached, so the next visit asks the backend again.
 * It keeps no observable state: each page's store (MetricsDashboardStore, PageMetricsStore) holds the
 * result it asked for while the page is shown.
 */
export class MetricsReportsStore {
  private readonly cache = new Map<string, CacheEntry>();
  /** Reads under way: two components asking for the same report share one request. */
  private readonly pending = new Map<string, Promise<MetricsResult<unknown>>>();
  private readonly now: () => number;
  private readonly log: (message: string, error: unknown) => void;

  constructor(
    private readonly api: MetricsReportsApi,
    options: MetricsReportsOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
  }

  /** One page's metrics; a failure gives `defaultPageMetrics(pagePath)`. */
  page(pagePath: string, range?: DateRange): Promise<MetricsResult<PageMetrics>> {
    return this.read(
      "page",
      pagePath,
      range,
      () => this.api.page(pagePath, range),
      () => defaultPageMetrics(pagePath),
    );
  }

  aggregated(range?: DateRange): Promise<MetricsResult<AggregatedMetrics>> {
    return this.read(
      "aggregated",
      "",
      range,
      () => this.api.aggregated(range),
      () => emptyAggregated(resolveRange(range, this.now())),
    );
  }

  acquisitionChannels(range?: DateRange): Promise<MetricsResult<AcquisitionChannelsReport>> {
    return this.read(
      "acquisition-channels",
      "",
      range,
      () => this.api.acquisitionChannels(range),
      () => emptyChannels(resolveRange(range, this.now())),
    );
  }

  searchTerms(range?: DateRange): Promise<MetricsResult<SearchTermsReport>> {
    return this.read(
      "search-terms",
      "",
      range,
      () => this.api.searchTerms(range),
      () => emptySearchTerms(resolveRange(range, this.now())),
    );
  }

  /**
   * The help assistant's questions (administrators only). Not cached: the 5-minute cache outlives a
   * sign-out, and this report is the signed-in administrator's. A refusal is told apart from a
   * failure, and a failure is no zeroed report: the panel says it could not load.
   */
  async assistantQuestions(range?: DateRange): Promise<MetricsResult<AssistantQuestionsAnswer>> {
    try {
      return { data: { report: await this.api.assistantQuestions(range), problem: null }, fallback: false };
    } catch (error) {
      const status = (error as { response?: { status?: number } } | null)?.response?.status;
      if (status === 401) return { data: { report: null, problem: "signIn" }, fallback: false };
      if (status === 403) return { data: { report: null, problem: "forbidden" }, fallback: false };
      this.log("assistant-questions unavailable", error);
      return { data: { report: null, problem: "unavailable" }, fallback: true };
    }
  }

  /** The backend's health, never cached and never replaced by a default: a failure is the answer. */
  status(): Promise<MetricsStatus> {
    return this.api.status();
  }

  /** Forgets every cached report (the next read asks the backend). */
  clear(): void {
    this.cache.clear();
  }

  private read<T>(endpoint: string, path: string, range: DateRange | undefined, fetch: () => Promise<T>, fallback: () => T): Promise<MetricsResult<T>> {
    const key = JSON.stringify([endpoint, path, range?.startDate ?? "", range?.endDate ?? ""]);
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < METRICS_CACHE_MS) return Promise.resolve({ data: hit.data as T, fallback: false });
    if (hit) this.cache.delete(key);
    const running = this.pending.get(key);
    if (running) return running as Promise<MetricsResult<T>>;
    const request = fetch().then(
      (data): MetricsResult<T> => {
        this.remember(key, data);
        return { data, fallback: false };
      },
      (error: unknown): MetricsResult<T> => {
        this.log(`${endpoint} unavailable; showing the default metrics`, error);
        return { data: fallback(), fallback: true };
      },
    );
    const tracked = request.finally(() => this.pending.delete(key));
    this.pending.set(key, tracked);
    return tracked;
  }

  private remember(key: string, data: unknown): void {
    this.cache.delete(key); // re-inserted last: Map order is the eviction order
    this.cache.set(key, { at: this.now(), data });
    while (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
  }
}
