import { DEFAULT_UPTIME, type AcquisitionChannel } from "./constants";

/**
 * The metrics API's payloads and answers (spec §3, §7; DESIGN §5), shared by the SPA and the
 * server. Every POST answers 202 at once; the server writes in batches.
 */

export type DeviceType = "mobile" | "tablet" | "desktop";
export const DEVICE_TYPES: readonly DeviceType[] = ["mobile", "tablet", "desktop"];

/** Spec §3: page-view payload. */
export interface PageViewPayload {
  pagePath: string;
  sessionId: string;
  userId?: string;
  referrer?: string;
  acquisitionChannel?: AcquisitionChannel;
  deviceType?: DeviceType;
  browserInfo?: string;
}

/** Spec §3: event payload. `POST /metrics/track/event` takes one, or `{ events: [...] }` (a batch). */
export interface EventPayload {
  eventType: string;
  category: string;
  action: string;
  label?: string;
  value?: number;
  pagePath: string;
  sessionId: string;
  userId?: string;
  metadata?: Record<string, unknown>;
}

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
 * Spec §3: web-vitals payload (milliseconds; cls unitless). Beyond the spec: inp (the vital that
 * replaced fid), and pageWeight (bytes transferred) and speedIndex (ms) where something measured them.
 */
export interface WebVitalsPayload {
  pagePath: string;
  sessionId?: string;
  lcp?: number;
  fid?: number;
  cls?: number;
  ttfb?: number;
  fcp?: number;
  inp?: number;
  pageWeight?: number;
  speedIndex?: number;
}

/** Spec §3: page-time payload (seconds). */
export interface PageTimePayload {
  pagePath: string;
  timeSpent: number;
  sessionId: string;
}

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

export const METRICS_TRACK_PATHS = {
  pageview: "/metrics/track/pageview",
  event: "/metrics/track/event",
  webvitals: "/metrics/track/webvitals",
  pagetime: "/metrics/track/pagetime",
} as const;

/** Optional date range of every GET (ISO 8601 dates or date-times; `endDate` inclusive when a date). */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

/** Spec §3: page metrics, as `GET /metrics/page/:pagePath` answers. Vitals are p75; null = not measured. */
export interface PageMetrics {
  pagePath: string;
  totalVisits: number;
  totalUniqueVisitors: number;
  /** First and last page view in the range (null without visits). */
  createdAt: string | null;
  updatedAt: string | null;
  /** Seconds. */
  avgTimeOnPage: number;
  /** Percentages 0–100. */
  avgBounceRate: number;
  avgExitRate: number;
  totalShares: number;
  totalDownloads: number;
  totalFormCompletions: number;
  lcp: number | null;
  fid: number | null;
  cls: number | null;
  ttfb: number | null;
  fcp: number | null;
  inp: number | null;
  speedIndex: number | null;
  /** Bytes. */
  pageWeight: number | null;
  mobileOptimized: boolean;
  lazyLoadingEnabled: boolean;
  /** Percentage of minutes in the range the portal answered (DEFAULT_UPTIME when nothing was recorded). */
  uptime: number;
  publicationDate: string | null;
  lastModified: string | null;
  /** Minutes (225 words a minute, about 5 characters a word); null for a page we do not know. */
  readingTime: number | null;
}

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
export interface VitalSummary {
  p75: number | null;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

/** `GET /metrics/aggregated`: the whole portal over the range. Days are in America/Bogota. */
export interface AggregatedMetrics {
  startDate: string;
  endDate: string;
  totals: {
    pageViews: number;
    /** One per session per page (spec §9), summed over pages. */
    uniqueVisitors: number;
    sessions: number;
    avgTimeOnPage: number;
    bounceRate: number;
    events: number;
  };
  visitsByDay: { date: string; pageViews: number; uniqueVisitors: number }[];
  topPages: { pagePath: string; pageViews: number; uniqueVisitors: number; avgTimeOnPage: number }[];
  devices: { deviceType: DeviceType | "unknown"; pageViews: number }[];
  events: { eventType: string; count: number }[];
  webVitals: Record<VitalName, VitalSummary>;
  uptime: number;
}

/** `GET /metrics/acquisition-channels`. */
export interface AcquisitionChannelsReport {
  startDate: string;
  endDate: string;
  channels: { channel: AcquisitionChannel; pageViews: number; sessions: number; percentage: number }[];
}

/** `GET /metrics/search-terms`: what visitors searched (`search` events; value = results found). */
export interface SearchTermsReport {
  startDate: string;
  endDate: string;
  terms: { term: string; searches: number; zeroResults: number; lastSearchedAt: string }[];
  /** Distinct sessions a term needs to be listed: 3 for visitors, 1 for administrators (issue 20 §4). */
  minSessions?: number;
  totalSearches: number;
  zeroResultSearches: number;
}

/** `GET /metrics/status`: the metrics backend's health, for /test-connection. */
export interface MetricsStatus {
  /** METRICS_API_ENABLED on the server: when false the track endpoints answer 503. */
  enabled: boolean;
  /** Accepted rows waiting for the next batched write. */
  buffered: number;
  /** When the last batch reached the database (null before the first). */
  lastWriteAt: string | null;
  /** Rows written since the process started. */
  written: number;
  database: "ok" | "error";
  /** Issue 20 §3: "degraded" while writes fail or after a row was set aside in the last day. */
  status?: "ok" | "degraded" | "error";
  /** "stuck" while the batched writes fail (the rows wait in memory and are retried). */
  writer?: "ok" | "stuck";
  consecutiveFailures?: number;
  /** Seconds the oldest accepted row not yet written has waited. */
  oldestBufferedSeconds?: number;
  /** Rows the database refused, kept in metric_dead_letters with the error. */
  deadLetters?: number;
  lastDeadLetterAt?: string | null;
}

/** Days covered by a GET without a range: the last 30, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** Longest range a report answers (issue 22: no request may hold the database for long). */
export const MAX_RANGE_DAYS = 366;
