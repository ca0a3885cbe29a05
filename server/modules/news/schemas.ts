import { CUT_SERVICES, CUT_STATES, NEWS_CATEGORIES, NEWS_LIMITS, NEWS_STATUSES } from "../../../src/shared/news";

/**
 * JSON schemas of the news API. Query strings arrive as text (the app does not coerce types), so
 * numbers and flags are matched by pattern and read by the routes.
 */
const text = (maxLength: number, minLength = 0) => ({ type: "string", minLength, maxLength }) as const;
const PAGE = { type: "string", pattern: "^[1-9][0-9]{0,4}$" } as const;
const PAGE_SIZE = { type: "string", pattern: "^([1-9]|[1-4][0-9]|50)$" } as const;
const DATE_TIME = { type: "string", format: "date-time" } as const;
const NULLABLE_DATE_TIME = { type: ["string", "null"], format: "date-time" } as const;

export const PublicQuery = {
  type: "object",
  properties: {
    category: { type: "string", enum: NEWS_CATEGORIES },
    exclude: { type: "string", enum: NEWS_CATEGORIES },
    service: { type: "string", enum: CUT_SERVICES },
    zone: text(NEWS_LIMITS.zone),
    q: text(200),
    page: PAGE,
    pageSize: PAGE_SIZE,
    upcoming: { type: "string", enum: ["true", "false"] },
  },
} as const;

export const AdminQuery = {
  type: "object",
  properties: {
    status: { type: "string", enum: NEWS_STATUSES },
    category: { type: "string", enum: NEWS_CATEGORIES },
    q: text(200),
    page: PAGE,
    pageSize: PAGE_SIZE,
  },
} as const;

export const SlugParams = {
  type: "object",
  required: ["slug"],
  properties: { slug: { type: "string", pattern: "^[a-z0-9-]{1,90}$" } },
} as const;

export const IdParams = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", format: "uuid" } },
} as const;

/** null for news; an object for a cut (object keywords do not apply to null, so one error per field). */
const CutBody = {
  type: ["object", "null"],
  required: ["service", "zones", "startsAt", "endsAt", "reason"],
  additionalProperties: false,
  properties: {
    service: { type: "string", enum: CUT_SERVICES },
    zones: { type: "array", maxItems: NEWS_LIMITS.zones, items: text(NEWS_LIMITS.zone) },
    startsAt: DATE_TIME,
    endsAt: DATE_TIME,
    reason: text(NEWS_LIMITS.reason),
  },
} as const;

const InputProperties = {
  title: text(NEWS_LIMITS.title),
  summary: text(NEWS_LIMITS.summary),
  // The stored body is sanitized and then bounded by NEWS_LIMITS.body; what comes in may be longer.
  bodyHtml: text(NEWS_LIMITS.body * 2),
  category: { type: "string", enum: NEWS_CATEGORIES },
  tags: { type: "array", maxItems: NEWS_LIMITS.tags, items: text(NEWS_LIMITS.tag) },
  imageId: { type: ["string", "null"], format: "uuid" },
  imageAlt: text(NEWS_LIMITS.imageAlt),
  cut: CutBody,
} as const;
const INPUT_REQUIRED = ["title", "summary", "bodyHtml", "category", "tags", "imageId", "imageAlt", "cut"] as const;

export const CreateBody = {
  type: "object",
  required: INPUT_REQUIRED,
  additionalProperties: false,
  properties: InputProperties,
} as const;

export const UpdateBody = {
  type: "object",
  required: [...INPUT_REQUIRED, "version"],
  additionalProperties: false,
  properties: { ...InputProperties, version: { type: "integer", minimum: 1 } },
} as const;

export const ScheduleBody = {
  type: "object",
  required: ["publishAt"],
  additionalProperties: false,
  properties: { publishAt: DATE_TIME },
} as const;

const CutSchema = {
  type: "object",
  required: ["service", "zones", "startsAt", "endsAt", "reason", "state"],
  properties: {
    service: { type: "string", enum: CUT_SERVICES },
    zones: { type: "array", items: { type: "string" } },
    startsAt: DATE_TIME,
    endsAt: DATE_TIME,
    reason: { type: "string" },
    state: { type: "string", enum: CUT_STATES },
  },
} as const;

const SummaryProperties = {
  id: { type: "string" },
  slug: { type: "string" },
  title: { type: "string" },
  summary: { type: "string" },
  category: { type: "string", enum: NEWS_CATEGORIES },
  tags: { type: "array", items: { type: "string" } },
  publishedAt: DATE_TIME,
  updatedAt: DATE_TIME,
  imageUrl: { type: ["string", "null"] },
  imageAlt: { type: "string" },
  readingMinutes: { type: "integer" },
  cut: CutSchema,
} as const;
const SUMMARY_REQUIRED = ["id", "slug", "title", "summary", "category", "tags", "publishedAt", "updatedAt", "imageUrl", "imageAlt", "readingMinutes"] as const;

export const SummarySchema = { type: "object", required: SUMMARY_REQUIRED, properties: SummaryProperties } as const;

const DetailProperties = { ...SummaryProperties, bodyHtml: { type: "string" }, author: { type: "string" } } as const;
export const DetailSchema = {
  type: "object",
  required: [...SUMMARY_REQUIRED, "bodyHtml", "author"],
  properties: DetailProperties,
} as const;

export const AdminItemSchema = {
  type: "object",
  required: [...SUMMARY_REQUIRED, "bodyHtml", "author", "status", "publishAt", "visible", "imageId", "createdAt", "version"],
  properties: {
    ...DetailProperties,
    status: { type: "string", enum: NEWS_STATUSES },
    publishAt: NULLABLE_DATE_TIME,
    visible: { type: "boolean" },
    imageId: { type: ["string", "null"] },
    createdAt: DATE_TIME,
    version: { type: "integer" },
  },
} as const;

const pageOf = (item: object) =>
  ({
    type: "object",
    required: ["items", "total", "page", "pageSize"],
    properties: {
      items: { type: "array", items: item },
      total: { type: "integer" },
      page: { type: "integer" },
      pageSize: { type: "integer" },
    },
  }) as const;

export const PageSchema = pageOf(SummarySchema);
export const AdminPageSchema = pageOf(AdminItemSchema);

export const AuditSchema = {
  type: "object",
  required: ["entries"],
  properties: {
    entries: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "at", "actorEmail", "action", "changes"],
        properties: {
          id: { type: "string" },
          at: DATE_TIME,
          actorEmail: { type: "string" },
          action: { type: "string" },
          changes: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
} as const;

export const ImageSchema = {
  type: "object",
  required: ["id", "url", "contentType", "bytes"],
  properties: {
    id: { type: "string" },
    url: { type: "string" },
    contentType: { type: "string" },
    bytes: { type: "integer" },
  },
} as const;
