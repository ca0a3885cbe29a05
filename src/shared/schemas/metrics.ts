/**
 * What the metrics API receives and answers (spec §3, §7), declared once (issue 23): the metrics
 * routes use these as their schemas and ../metrics.ts derives its types from them with
 * `import type`, so the SPA never bundles TypeBox. Payloads are bounded; unknown fields are dropped
 * before the handler sees them (server/app.ts: removeAdditional), so nothing outside these lists is
 * ever stored. The reports list no `required` fields (Loose), as they always did.
 */
import { Type, type TSchema } from "@sinclair/typebox";
import { ACQUISITION_CHANNELS, type AcquisitionChannel } from "../constants";
import { DEVICE_TYPES, ISO_DATE_PATTERN, METADATA_MAX_CHARS, METRICS_LIMITS as L, VITAL_NAMES, type DeviceType } from "../metrics";
import { Loose, Nullable, StringAs, StringEnum } from "./common";

const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const PagePath = () => Type.String({ minLength: 1, maxLength: L.pathLength, pattern: "^/" });
const SessionId = () => Type.String({ minLength: 1, maxLength: L.idLength, pattern: "^[A-Za-z0-9_-]+$" });
/** Vitals are non-negative; ten minutes bounds any real one (cls is unitless and small). */
const Ms = () => Type.Number({ minimum: 0, maximum: 600_000 });

/** Spec §3: page-view payload. */
export const PageViewPayloadSchema = Type.Object({
  pagePath: PagePath(),
  sessionId: SessionId(),
  userId: Type.Optional(text(L.idLength)),
  referrer: Type.Optional(text(L.referrerLength)),
  acquisitionChannel: Type.Optional(StringEnum(ACQUISITION_CHANNELS)),
  deviceType: Type.Optional(StringEnum(DEVICE_TYPES)),
  browserInfo: Type.Optional(text(L.browserInfoLength)),
});

/**
 * Spec §3: an event as the server validates it. The client sends `metadata` as an object; the
 * route's preValidation hook checks and serializes it (removeAdditional would otherwise strip every
 * key of a free-form object), so here it is the serialized text.
 */
export const EventPayloadSchema = Type.Object({
  eventType: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.:-]+$" }),
  category: text(L.textLength, 1),
  action: text(L.textLength, 1),
  label: Type.Optional(text(L.labelLength)),
  value: Type.Optional(Type.Number({ minimum: -1e12, maximum: 1e12 })),
  pagePath: PagePath(),
  sessionId: SessionId(),
  userId: Type.Optional(text(L.idLength)),
  metadata: Type.Optional(text(METADATA_MAX_CHARS)),
});

/** `{ events: [...] }`; a single event is wrapped into this shape before validation (the route). */
export const EventBatchSchema = Type.Object({
  events: Type.Array(EventPayloadSchema, { minItems: 1, maxItems: L.eventsPerBatch }),
});

/**
 * Spec §3: web-vitals payload (milliseconds; cls unitless). Beyond the spec: inp (the vital that
 * replaced fid), and pageWeight (bytes transferred) and speedIndex (ms) where something measured them.
 */
export const WebVitalsPayloadSchema = Type.Object(
  {
    pagePath: PagePath(),
    sessionId: Type.Optional(SessionId()),
    lcp: Type.Optional(Ms()),
    fid: Type.Optional(Ms()),
    cls: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    ttfb: Type.Optional(Ms()),
    fcp: Type.Optional(Ms()),
    inp: Type.Optional(Ms()),
    speedIndex: Type.Optional(Ms()),
    pageWeight: Type.Optional(Type.Number({ minimum: 0, maximum: 1e10 })),
  },
  // At least one measurement: an empty report would only add a row.
  { anyOf: [...VITAL_NAMES, "pageWeight", "speedIndex"].map((name) => ({ required: [name] })) },
);

/** Spec §3: page-time payload (seconds). */
export const PageTimePayloadSchema = Type.Object({
  pagePath: PagePath(),
  timeSpent: Type.Number({ minimum: 0, maximum: L.maxTimeSpentS }),
  sessionId: SessionId(),
});

/** Optional date range of every GET (ISO 8601 dates or date-times; `endDate` inclusive when a date). */
export const DateRangeSchema = Type.Object({
  startDate: Type.Optional(Type.String({ maxLength: 40, pattern: ISO_DATE_PATTERN })),
  endDate: Type.Optional(Type.String({ maxLength: 40, pattern: ISO_DATE_PATTERN })),
});

/** Issue 33 §3: what the dashboards' two visit figures mean (the OpenAPI description says it too). */
const SESSIONS_DESCRIPTION =
  "Sesiones: pestañas del navegador que empezaron a navegar el portal en el rango; cada una cuenta una vez, donde cae su primera vista de página.";
const UNIQUE_VISITORS_DESCRIPTION =
  "Visitantes únicos: visitantes distintos en el rango. El portal no guarda cookies de visitante ni otro identificador que la sesión de la pestaña, así que en todo el portal cada sesión es un visitante: nunca más que las sesiones. Por página, una por sesión que la vio (spec §9).";

/** One value per vital, in VITAL_NAMES' order. */
const perVital = <T extends TSchema>(value: T) => ({ lcp: value, fid: value, cls: value, ttfb: value, fcp: value, inp: value });
const NullableNumber = () => Nullable(Type.Number());
const NullableString = () => Nullable(Type.String());

/** Spec §3: page metrics, as `GET /metrics/page/:pagePath` answers. Vitals are p75; null = not measured. */
export const PageMetricsSchema = Loose({
  pagePath: Type.String(),
  totalVisits: Type.Integer(),
  totalUniqueVisitors: Type.Integer(),
  /** First and last page view in the range (null without visits). */
  createdAt: NullableString(),
  updatedAt: NullableString(),
  /** Seconds. */
  avgTimeOnPage: Type.Number(),
  /** Percentages 0–100. */
  avgBounceRate: Type.Number(),
  avgExitRate: Type.Number(),
  totalShares: Type.Integer(),
  totalDownloads: Type.Integer(),
  totalFormCompletions: Type.Integer(),
  ...perVital(NullableNumber()),
  /**
   * Issue 33 §5: the portal's pages do not measure Speed Index (a lab figure: it needs a filmstrip
   * of the load, which a visitor's browser does not give). It is the p75 of what a lab run (npm run
   * bench's Lighthouse, or any tool) posted to /metrics/track/webvitals, and null when none did.
   */
  speedIndex: Nullable(
    Type.Number({
      description:
        "Speed Index en ms (p75). Las páginas del portal no lo miden (es una cifra de laboratorio: necesita la película de la carga, que el navegador del visitante no da); es lo que una herramienta de laboratorio (Lighthouse) envió a /metrics/track/webvitals, y null si ninguna lo envió.",
    }),
  ),
  /** Bytes. */
  pageWeight: NullableNumber(),
  mobileOptimized: Type.Boolean(),
  lazyLoadingEnabled: Type.Boolean(),
  /** Percentage of minutes in the range the portal answered (DEFAULT_UPTIME when nothing was recorded). */
  uptime: Type.Number(),
  publicationDate: NullableString(),
  lastModified: NullableString(),
  /** Minutes (225 words a minute, about 5 characters a word); null for a page we do not know. */
  readingTime: NullableNumber(),
});

/** One vital over the range: p75 and how many samples fell in each rating. */
export const VitalSummarySchema = Loose({
  p75: NullableNumber(),
  samples: Type.Integer(),
  good: Type.Integer(),
  needsImprovement: Type.Integer(),
  poor: Type.Integer(),
});

const rangeProperties = { startDate: Type.String(), endDate: Type.String() };

/** `GET /metrics/aggregated`: the whole portal over the range. Days are in America/Bogota. */
export const AggregatedMetricsSchema = Loose({
  ...rangeProperties,
  totals: Loose({
    pageViews: Type.Integer(),
    /**
     * Issue 33 §3: visitors told apart in the range. The portal keeps no visitor cookie nor any
     * identifier beyond the tab session (privacy), so across the portal a visitor is a tab session:
     * never more than `sessions`. Per page (topPages, /metrics/page) it is spec §9's one per session per page.
     */
    uniqueVisitors: Type.Integer({ description: UNIQUE_VISITORS_DESCRIPTION }),
    /** Tab sessions that started in the range, each counted once, where its first page view falls. */
    sessions: Type.Integer({ description: SESSIONS_DESCRIPTION }),
    avgTimeOnPage: Type.Number(),
    bounceRate: Type.Number(),
    events: Type.Integer(),
  }),
  visitsByDay: Type.Array(
    Loose({
      date: Type.String(),
      pageViews: Type.Integer(),
      uniqueVisitors: Type.Integer({ description: "Visitantes únicos del día: sesiones que empezaron ese día." }),
    }),
  ),
  topPages: Type.Array(
    Loose({
      pagePath: Type.String(),
      pageViews: Type.Integer(),
      uniqueVisitors: Type.Integer({ description: "Visitantes únicos de la página: sesiones que la vieron (una por sesión y página, spec §9)." }),
      avgTimeOnPage: Type.Number(),
    }),
  ),
  devices: Type.Array(Loose({ deviceType: StringAs<DeviceType | "unknown">(), pageViews: Type.Integer() })),
  events: Type.Array(Loose({ eventType: Type.String(), count: Type.Integer() })),
  webVitals: Loose(perVital(VitalSummarySchema)),
  uptime: Type.Number(),
});

/** `GET /metrics/acquisition-channels`. */
export const AcquisitionChannelsReportSchema = Loose({
  ...rangeProperties,
  channels: Type.Array(Loose({ channel: StringAs<AcquisitionChannel>(), pageViews: Type.Integer(), sessions: Type.Integer(), percentage: Type.Number() })),
});

/** `GET /metrics/search-terms`: what visitors searched (`search` events; value = results found). */
export const SearchTermsReportSchema = Loose({
  ...rangeProperties,
  terms: Type.Array(Loose({ term: Type.String(), searches: Type.Integer(), zeroResults: Type.Integer(), lastSearchedAt: Type.String() })),
  /** Distinct sessions a term needs to be listed: 3 for visitors, 1 for administrators (issue 20 §4). */
  minSessions: Type.Optional(Type.Integer()),
  totalSearches: Type.Integer(),
  zeroResultSearches: Type.Integer(),
});

/**
 * `GET /metrics/assistant-questions`: a date range and how many questions of each list, 1 to
 * ASSISTANT_REPORT_MAX_LIMIT (100; a query string is text: the server coerces no types).
 */
export const AssistantQuestionsQuerySchema = Type.Object({
  ...DateRangeSchema.properties,
  limit: Type.Optional(Type.String({ pattern: "^([1-9]|[1-9][0-9]|100)$" })),
});

const AssistantQuestion = {
  /** As the widget sent it (folded, at most 120 characters), lower-case, long digit runs masked. */
  question: Type.String(),
  /** Events of this kind with this question. */
  count: Type.Integer(),
  /** Distinct tab sessions that sent them. */
  sessions: Type.Integer(),
  lastAskedAt: Type.String(),
};

/**
 * `GET /metrics/assistant-questions` (administrators): what the help assistant could not answer
 * (`asistente_sin_respuesta`) and the answers visitors said did not help (`asistente_no_sirvio`),
 * the most frequent first; `helpful` counts the «Sí» the same question's answer got, `helpfulShare`
 * is their share of its ratings (0–100).
 */
export const AssistantQuestionsReportSchema = Loose({
  ...rangeProperties,
  unanswered: Type.Array(Loose(AssistantQuestion)),
  unhelpful: Type.Array(Loose({ ...AssistantQuestion, helpful: Type.Integer(), helpfulShare: Type.Number() })),
  totals: Loose({ unanswered: Type.Integer(), unhelpful: Type.Integer(), helpful: Type.Integer() }),
});

/** `GET /metrics/status`: the metrics backend's health, for /test-connection. */
export const MetricsStatusSchema = Loose({
  /**
   * Issue 20 §3: "degraded" while writes fail, after a row was set aside in the last day, or while
   * the spool could not be opened (issue 31 §2; it is tried again).
   */
  status: Type.Optional(StringEnum(["ok", "degraded", "error"])),
  /** METRICS_API_ENABLED on the server: when false the track endpoints answer 503. */
  enabled: Type.Boolean(),
  /** Accepted rows waiting for the next batched write. */
  buffered: Type.Integer(),
  /** When the last batch reached the database (null before the first). */
  lastWriteAt: NullableString(),
  /** Rows written since the process started. */
  written: Type.Integer(),
  database: StringEnum(["ok", "error"]),
  /** "stuck" while the batched writes fail (the rows wait in memory and are retried). */
  writer: Type.Optional(StringEnum(["ok", "stuck"])),
  consecutiveFailures: Type.Optional(Type.Integer()),
  /** Seconds the oldest accepted row not yet written has waited. */
  oldestBufferedSeconds: Type.Optional(Type.Integer()),
  /** Rows the database refused, kept in metric_dead_letters with the error. */
  deadLetters: Type.Optional(Type.Integer()),
  lastDeadLetterAt: Type.Optional(NullableString()),
  /**
   * Issue 31 §2: the spool every accepted row is written to before the 202: its id, whether it is
   * open and replayed (the intake waits until it is), the rows on disk not yet in the database, its
   * segment files and their bytes, the disk writes and the requests they carried since start, and
   * the writes that failed (those requests got 503).
   */
  spool: Type.Optional(
    Loose({
      id: Type.String(),
      ready: Type.Boolean(),
      spooled: Type.Integer(),
      segments: Type.Integer(),
      bytes: Type.Integer(),
      syncs: Type.Integer(),
      appends: Type.Integer(),
      failures: Type.Integer(),
    }),
  ),
});
