import type { AxiosInstance } from "axios";
import type {
  AcquisitionChannelsReport,
  AggregatedMetrics,
  AssistantQuestionsReport,
  DateRange,
  MetricsStatus,
  PageMetrics,
  SearchTermsReport,
} from "../../shared/metrics";
import { createMetricsAxios } from "../../services/metricsClient";

/** The metrics backend's read calls (spec §7 "Metrics backend"), as the reports store uses them. */
export interface MetricsReportsApi {
  /** `GET /metrics/page/:pagePath`: the page path travels as one URL-encoded segment. */
  page(pagePath: string, range?: DateRange): Promise<PageMetrics>;
  aggregated(range?: DateRange): Promise<AggregatedMetrics>;
  acquisitionChannels(range?: DateRange): Promise<AcquisitionChannelsReport>;
  searchTerms(range?: DateRange): Promise<SearchTermsReport>;
  /** `GET /metrics/assistant-questions`: administrators only (a 401 or 403 reaches the caller). */
  assistantQuestions(range?: DateRange): Promise<AssistantQuestionsReport>;
  /** `GET /metrics/status`: not cached, a failure reaches the caller (/test-connection shows it). */
  status(): Promise<MetricsStatus>;
}

/** Only the dates that are set: an absent bound means the server's default (the last 30 days). */
function rangeParams(range: DateRange | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (range?.startDate) params.startDate = range.startDate;
  if (range?.endDate) params.endDate = range.endDate;
  return params;
}

/**
 * A 200 whose body is not the report (an HTML page from a proxy, a half-deployed server) must not
 * reach the charts: it is treated as a failure, so the store falls back to the zeroed defaults.
 */
function expectShape<T>(data: unknown, keys: readonly string[], what: string): T {
  if (typeof data !== "object" || data === null || keys.some((k) => !(k in data))) {
    throw new Error(`Respuesta inesperada de ${what}`);
  }
  return data as T;
}

/**
 * Built on the metrics axios instance (30 s, no credentials). axios loads with the first call, so
 * it stays out of the first download of every page (DESIGN §8). `token` gives the signed-in
 * person's session, sent with every report: an administrator's reports run in the report gate's
 * own lane, out of the way of anonymous traffic (issue 31 §5); administrators also see every search
 * term (visitors only those several sessions searched: issue 20 §4) and the assistant's questions
 * (administrators only). The status call carries none.
 */
export function createMetricsReportsApi(token: () => string = () => "", apiKey = ""): MetricsReportsApi {
  let instance: Promise<AxiosInstance> | null = null;
  const http = () => (instance ??= import(/* webpackChunkName: "axios" */ "axios").then((m) => createMetricsAxios(m.default, apiKey)));
  const get = async <T>(url: string, keys: readonly string[], range?: DateRange, signedIn = false): Promise<T> => {
    const headers: Record<string, string> = { Accept: "application/json" };
    const bearer = signedIn ? token() : "";
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const res = await (await http()).get<unknown>(url, { params: rangeParams(range), headers });
    return expectShape<T>(res.data, keys, url);
  };
  return {
    page: (pagePath, range) => get<PageMetrics>(`/metrics/page/${encodeURIComponent(pagePath)}`, ["totalVisits", "totalUniqueVisitors"], range, true),
    aggregated: (range) => get<AggregatedMetrics>("/metrics/aggregated", ["totals", "visitsByDay", "topPages", "webVitals"], range, true),
    acquisitionChannels: (range) => get<AcquisitionChannelsReport>("/metrics/acquisition-channels", ["channels"], range, true),
    searchTerms: (range) => get<SearchTermsReport>("/metrics/search-terms", ["terms"], range, true),
    assistantQuestions: (range) => get<AssistantQuestionsReport>("/metrics/assistant-questions", ["unanswered", "unhelpful"], range, true),
    status: () => get<MetricsStatus>("/metrics/status", ["enabled", "database"]),
  };
}
