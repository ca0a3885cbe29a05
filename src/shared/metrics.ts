/**
 * The metrics API's payloads and answers (spec §3, §7; DESIGN §5), shared by the SPA and the
 * server. Every POST answers 202 at once; the server writes in batches. The shapes are declared
 * once with TypeBox in ./schemas/metrics.ts; the types here derive from them with `import type`,
 * so the SPA's bundle never includes TypeBox.
 */
import type { Static } from "@sinclair/typebox";
import { DEFAULT_UPTIME } from "./constants";
import type {
  AcquisitionChannelsReportSchema,
  AggregatedMetricsSchema,
  AssistantQuestionsQuerySchema,
  AssistantQuestionsReportSchema,
  DateRangeSchema,
  EventPayloadSchema,
  MetricsStatusSchema,
  PageMetricsSchema,
  PageTimePayloadSchema,
  PageViewPayloadSchema,
  SearchTermsReportSchema,
  VitalSummarySchema,
  WebVitalsPayloadSchema,
} from "./schemas/metrics";

export type DeviceType = "mobile" | "tablet" | "desktop";
export const DEVICE_TYPES: readonly DeviceType[] = ["mobile", "tablet", "desktop"];

/** Spec §3: page-view payload. */
export type PageViewPayload = Static<typeof PageViewPayloadSchema>;

/**
 * Spec §3: event payload. `POST /metrics/track/event` takes one, or `{ events: [...] }` (a batch).
 * The client sends `metadata` as an object; the server stores it serialized.
 */
export type EventPayload = Omit<Static<typeof EventPayloadSchema>, "metadata"> & { metadata?: Record<string, unknown> };

/** The event types the portal sends and the dashboard counts (any other string is a custom event). */
export const EVENT_TYPES = {
  download: "file_download",
  share: "share",
  formSubmit: "form_submit",
  /** A submission the server refused: not a completion. */
  formError: "form_error",
  search: "search",
  scrollDepth: "scroll_depth",
  custom: "custom",
} as const;

/**
 * Issue 33 §5: the event vocabulary. Other clients (a corporate site, a script, an analytics tag)
 * name the same thing differently; each obvious synonym is stored under its canonical type, so
 * `download` counts as a download. The comparison ignores case, and `-`, `.`, `:`, spaces and `_`.
 * Any other type is kept as a custom event of that name (listed in the dashboard's events, never
 * counted as a download, share or form completion).
 */
export const EVENT_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  [EVENT_TYPES.download]: ["file_download", "download", "descarga", "descargar", "file_downloaded", "document_download", "pdf_download"],
  [EVENT_TYPES.share]: ["share", "compartir", "shared", "social_share", "compartido"],
  [EVENT_TYPES.formSubmit]: [
    "form_submit",
    "form_submission",
    "form_submitted",
    "form_complete",
    "form_completed",
    "form_completion",
    "formulario_enviado",
    "envio_formulario",
    "generate_lead",
  ],
  [EVENT_TYPES.formError]: ["form_error", "form_failed", "error_formulario"],
  [EVENT_TYPES.search]: ["search", "busqueda", "buscar", "site_search", "view_search_results"],
  [EVENT_TYPES.scrollDepth]: ["scroll_depth", "scroll", "desplazamiento"],
};

const foldEventType = (t: string) => t.toLowerCase().replace(/[-.:\s_]+/g, "");

const CANONICAL_EVENT: ReadonlyMap<string, string> = new Map(
  Object.entries(EVENT_SYNONYMS).flatMap(([canonical, names]) => names.map((n) => [foldEventType(n), canonical] as const)),
);

/** The type an event is stored and counted under: its canonical name when it is a known synonym, else itself. */
export function canonicalEventType(eventType: string): string {
  return CANONICAL_EVENT.get(foldEventType(eventType)) ?? eventType;
}

/**
 * The help assistant's metric events (issue 24 §1): custom events whose label is the question,
 * folded, spaces collapsed and cut to ASSISTANT_QUESTION_CHARS (src/stores/ChatStore.ts). The
 * server counts them by question for `GET /metrics/assistant-questions`.
 */
export const ASSISTANT_EVENTS = { helpful: "asistente_sirvio", unhelpful: "asistente_no_sirvio", unanswered: "asistente_sin_respuesta" } as const;

/** Characters of a question the assistant's events keep. */
export const ASSISTANT_QUESTION_CHARS = 120;

/** What the assistant-questions aggregate calls each event (migration 017's `kind`). */
export const ASSISTANT_KINDS = {
  [ASSISTANT_EVENTS.unanswered]: "sin_respuesta",
  [ASSISTANT_EVENTS.unhelpful]: "no_sirvio",
  [ASSISTANT_EVENTS.helpful]: "sirvio",
} as const;
export type AssistantKind = (typeof ASSISTANT_KINDS)[keyof typeof ASSISTANT_KINDS];

/**
 * Spec §3: web-vitals payload (milliseconds; cls unitless). Beyond the spec: inp (the vital that
 * replaced fid), and pageWeight (bytes transferred) and speedIndex (ms) where something measured them.
 */
export type WebVitalsPayload = Static<typeof WebVitalsPayloadSchema>;

/** Spec §3: page-time payload (seconds). */
export type PageTimePayload = Static<typeof PageTimePayloadSchema>;

/** Bounds the server enforces (and the client respects) on every payload. */
export const METRICS_LIMITS = {
  pathLength: 512,
  idLength: 64,
  textLength: 200,
  labelLength: 500,
  referrerLength: 1024,
  browserInfoLength: 512,
  /** Serialized size of an event's metadata object. */
  metadataKeys: 20,
  eventsPerBatch: 50,
  /** A visit longer than a day is a tab left open: not a time on page. */
  maxTimeSpentS: 24 * 60 * 60,
} as const;

/** Characters of an event's metadata once serialized (the server checks it after the keys). */
export const METADATA_MAX_CHARS = 2000;

export const METRICS_TRACK_PATHS = {
  pageview: "/metrics/track/pageview",
  event: "/metrics/track/event",
  webvitals: "/metrics/track/webvitals",
  pagetime: "/metrics/track/pagetime",
} as const;

/** An ISO 8601 date, or date-time with or without its zone (a time without one is Bogotá's). */
export const ISO_DATE_PATTERN = "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$";

/** Optional date range of every GET (ISO 8601 dates or date-times; `endDate` inclusive when a date). */
export type DateRange = Static<typeof DateRangeSchema>;

/** Spec §3: page metrics, as `GET /metrics/page/:pagePath` answers. Vitals are p75; null = not measured. */
export type PageMetrics = Static<typeof PageMetricsSchema>;

/** Spec §8: a failed metrics fetch falls back to zeroed default metrics. */
export function defaultPageMetrics(pagePath: string): PageMetrics {
  return {
    pagePath,
    totalVisits: 0,
    totalUniqueVisitors: 0,
    createdAt: null,
    updatedAt: null,
    avgTimeOnPage: 0,
    avgBounceRate: 0,
    avgExitRate: 0,
    totalShares: 0,
    totalDownloads: 0,
    totalFormCompletions: 0,
    lcp: 0,
    fid: 0,
    cls: 0,
    ttfb: 0,
    fcp: 0,
    inp: 0,
    speedIndex: null,
    pageWeight: null,
    mobileOptimized: true,
    lazyLoadingEnabled: true,
    uptime: DEFAULT_UPTIME,
    publicationDate: null,
    lastModified: null,
    readingTime: null,
  };
}

export const VITAL_NAMES = ["lcp", "fid", "cls", "ttfb", "fcp", "inp"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Good up to `good` (spec §9 thresholds; inp from web.dev), poor above `poor` (web.dev's limits),
 * needs improvement in between.
 */
export const VITAL_RATINGS: Readonly<Record<VitalName, { good: number; poor: number; unit: "ms" | "" }>> = {
  lcp: { good: 2500, poor: 4000, unit: "ms" },
  fid: { good: 100, poor: 300, unit: "ms" },
  cls: { good: 0.1, poor: 0.25, unit: "" },
  ttfb: { good: 200, poor: 1800, unit: "ms" },
  fcp: { good: 1800, poor: 3000, unit: "ms" },
  inp: { good: 200, poor: 500, unit: "ms" },
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export function rateVital(name: VitalName, value: number): VitalRating {
  const t = VITAL_RATINGS[name];
  if (value <= t.good) return "good";
  if (value <= t.poor) return "needs-improvement";
  return "poor";
}

/** One vital over the range: p75 and how many samples fell in each rating. */
export type VitalSummary = Static<typeof VitalSummarySchema>;

/** `GET /metrics/aggregated`: the whole portal over the range. Days are in America/Bogota. */
export type AggregatedMetrics = Static<typeof AggregatedMetricsSchema>;

/** `GET /metrics/acquisition-channels`. */
export type AcquisitionChannelsReport = Static<typeof AcquisitionChannelsReportSchema>;

/** `GET /metrics/search-terms`: what visitors searched (`search` events; value = results found). */
export type SearchTermsReport = Static<typeof SearchTermsReportSchema>;

/** `GET /metrics/assistant-questions` query: a range and how many questions a list. */
export type AssistantQuestionsQuery = Static<typeof AssistantQuestionsQuerySchema>;

/** `GET /metrics/assistant-questions`: unanswered and unhelpful questions of the help assistant. */
export type AssistantQuestionsReport = Static<typeof AssistantQuestionsReportSchema>;

/** Questions a list of the assistant-questions report holds when `limit` is not given (at most 100). */
export const ASSISTANT_REPORT_LIMIT = 20;

/** `GET /metrics/status`: the metrics backend's health, for /test-connection. */
export type MetricsStatus = Static<typeof MetricsStatusSchema>;

/** Days covered by a GET without a range: the last 30, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** Longest range a report answers (issue 22: no request may hold the database for long). */
export const MAX_RANGE_DAYS = 366;
