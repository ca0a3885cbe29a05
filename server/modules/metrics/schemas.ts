import { ACQUISITION_CHANNELS } from "../../../src/shared/constants";
import { DEVICE_TYPES, METRICS_LIMITS as L, VITAL_NAMES } from "../../../src/shared/metrics";
import { ISO_DATE_PATTERN } from "./range";

/**
 * JSON schemas of the metrics API (spec §3 payloads, bounded). Unknown fields are dropped before
 * the handler sees them (app.ts: removeAdditional), so nothing outside these lists is ever stored.
 */
const text = (maxLength: number, minLength = 0) => ({ type: "string", minLength, maxLength }) as const;
const PAGE_PATH = { type: "string", minLength: 1, maxLength: L.pathLength, pattern: "^/" } as const;
const SESSION_ID = { type: "string", minLength: 1, maxLength: L.idLength, pattern: "^[A-Za-z0-9_-]+$" } as const;
const USER_ID = text(L.idLength);
export const METADATA_MAX_CHARS = 2000;
/** Vitals are non-negative; ten minutes bounds any real one (cls is unitless and small). */
const MS = { type: "number", minimum: 0, maximum: 600_000 } as const;

export const PageViewBody = {
  type: "object",
  required: ["pagePath", "sessionId"],
  properties: {
    pagePath: PAGE_PATH,
    sessionId: SESSION_ID,
    userId: USER_ID,
    referrer: text(L.referrerLength),
    acquisitionChannel: { type: "string", enum: [...ACQUISITION_CHANNELS] },
    deviceType: { type: "string", enum: [...DEVICE_TYPES] },
    browserInfo: text(L.browserInfoLength),
  },
} as const;

export const EventSchema = {
  type: "object",
  required: ["eventType", "category", "action", "pagePath", "sessionId"],
  properties: {
    eventType: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.:-]+$" },
    category: text(L.textLength, 1),
    action: text(L.textLength, 1),
    label: text(L.labelLength),
    value: { type: "number", minimum: -1e12, maximum: 1e12 },
    pagePath: PAGE_PATH,
    sessionId: SESSION_ID,
    userId: USER_ID,
    // Serialized by the route's preValidation hook (validateMetadata): removeAdditional would
    // otherwise strip every key of a free-form object.
    metadata: text(METADATA_MAX_CHARS),
  },
} as const;

/** `{ events: [...] }`; a single event is wrapped into this shape before validation (routes.ts). */
export const EventBatchBody = {
  type: "object",
  required: ["events"],
  properties: { events: { type: "array", minItems: 1, maxItems: L.eventsPerBatch, items: EventSchema } },
} as const;

export const WebVitalsBody = {
  type: "object",
  required: ["pagePath"],
  // At least one measurement: an empty report would only add a row.
  anyOf: [...VITAL_NAMES, "pageWeight", "speedIndex"].map((name) => ({ required: [name] })),
  properties: {
    pagePath: PAGE_PATH,
    sessionId: SESSION_ID,
    lcp: MS,
    fid: MS,
    cls: { type: "number", minimum: 0, maximum: 100 },
    ttfb: MS,
    fcp: MS,
    inp: MS,
    speedIndex: MS,
    pageWeight: { type: "number", minimum: 0, maximum: 1e10 },
  },
} as const;

export const PageTimeBody = {
  type: "object",
  required: ["pagePath", "timeSpent", "sessionId"],
  properties: {
    pagePath: PAGE_PATH,
    timeSpent: { type: "number", minimum: 0, maximum: L.maxTimeSpentS },
    sessionId: SESSION_ID,
  },
} as const;

export const AcceptedSchema = {
  type: "object",
  required: ["accepted"],
  properties: { accepted: { type: "integer" } },
} as const;

export const RangeQuery = {
  type: "object",
  properties: {
    startDate: { type: "string", maxLength: 40, pattern: ISO_DATE_PATTERN },
    endDate: { type: "string", maxLength: 40, pattern: ISO_DATE_PATTERN },
  },
} as const;

const nullableNumber = { type: ["number", "null"] } as const;
const nullableString = { type: ["string", "null"] } as const;
const vitalNumbers = Object.fromEntries(VITAL_NAMES.map((n) => [n, nullableNumber]));

/** Spec §3 page metrics: serializing through it keeps exactly these fields. */
export const PageMetricsSchema = {
  type: "object",
  properties: {
    pagePath: { type: "string" },
    totalVisits: { type: "integer" },
    totalUniqueVisitors: { type: "integer" },
    createdAt: nullableString,
    updatedAt: nullableString,
    avgTimeOnPage: { type: "number" },
    avgBounceRate: { type: "number" },
    avgExitRate: { type: "number" },
    totalShares: { type: "integer" },
    totalDownloads: { type: "integer" },
    totalFormCompletions: { type: "integer" },
    ...vitalNumbers,
    speedIndex: nullableNumber,
    pageWeight: nullableNumber,
    mobileOptimized: { type: "boolean" },
    lazyLoadingEnabled: { type: "boolean" },
    uptime: { type: "number" },
    publicationDate: nullableString,
    lastModified: nullableString,
    readingTime: nullableNumber,
  },
} as const;

const VitalSummarySchema = {
  type: "object",
  properties: {
    p75: nullableNumber,
    samples: { type: "integer" },
    good: { type: "integer" },
    needsImprovement: { type: "integer" },
    poor: { type: "integer" },
  },
} as const;

const rangeFields = { startDate: { type: "string" }, endDate: { type: "string" } } as const;
const list = (properties: Record<string, unknown>) => ({ type: "array", items: { type: "object", properties } }) as const;

export const AggregatedSchema = {
  type: "object",
  properties: {
    ...rangeFields,
    totals: {
      type: "object",
      properties: {
        pageViews: { type: "integer" },
        uniqueVisitors: { type: "integer" },
        sessions: { type: "integer" },
        avgTimeOnPage: { type: "number" },
        bounceRate: { type: "number" },
        events: { type: "integer" },
      },
    },
    visitsByDay: list({ date: { type: "string" }, pageViews: { type: "integer" }, uniqueVisitors: { type: "integer" } }),
    topPages: list({
      pagePath: { type: "string" },
      pageViews: { type: "integer" },
      uniqueVisitors: { type: "integer" },
      avgTimeOnPage: { type: "number" },
    }),
    devices: list({ deviceType: { type: "string" }, pageViews: { type: "integer" } }),
    events: list({ eventType: { type: "string" }, count: { type: "integer" } }),
    webVitals: { type: "object", properties: Object.fromEntries(VITAL_NAMES.map((n) => [n, VitalSummarySchema])) },
    uptime: { type: "number" },
  },
} as const;

export const ChannelsSchema = {
  type: "object",
  properties: {
    ...rangeFields,
    channels: list({ channel: { type: "string" }, pageViews: { type: "integer" }, sessions: { type: "integer" }, percentage: { type: "number" } }),
  },
} as const;

export const SearchTermsSchema = {
  type: "object",
  properties: {
    ...rangeFields,
    terms: list({ term: { type: "string" }, searches: { type: "integer" }, zeroResults: { type: "integer" }, lastSearchedAt: { type: "string" } }),
    minSessions: { type: "integer" },
    totalSearches: { type: "integer" },
    zeroResultSearches: { type: "integer" },
  },
} as const;

export const StatusSchema = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["ok", "degraded", "error"] },
    enabled: { type: "boolean" },
    buffered: { type: "integer" },
    lastWriteAt: nullableString,
    written: { type: "integer" },
    database: { type: "string", enum: ["ok", "error"] },
    writer: { type: "string", enum: ["ok", "stuck"] },
    consecutiveFailures: { type: "integer" },
    oldestBufferedSeconds: { type: "integer" },
    deadLetters: { type: "integer" },
    lastDeadLetterAt: nullableString,
  },
} as const;

export const SessionParams = {
  type: "object",
  required: ["sessionId"],
  properties: { sessionId: SESSION_ID },
} as const;

export const SessionSchema = {
  type: "object",
  properties: {
    pageViews: list({
      pagePath: { type: "string" },
      occurredAt: { type: "string" },
      acquisitionChannel: { type: "string" },
      deviceType: nullableString,
      referrer: nullableString,
    }),
    events: list({
      eventType: { type: "string" },
      category: { type: "string" },
      action: { type: "string" },
      label: nullableString,
      value: nullableNumber,
      pagePath: { type: "string" },
      occurredAt: { type: "string" },
    }),
    pageTimes: list({ pagePath: { type: "string" }, timeSpent: { type: "number" }, occurredAt: { type: "string" } }),
    webVitals: list({
      pagePath: { type: "string" },
      ...vitalNumbers,
      pageWeight: nullableNumber,
      occurredAt: { type: "string" },
    }),
  },
} as const;
