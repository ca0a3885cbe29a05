/**
 * What the news API sends and receives, declared once (issue 23): the news routes use these as their
 * schemas and ../news.ts derives its types from them with `import type`, so the SPA never bundles
 * TypeBox. Query strings arrive as text (the app does not coerce types), so numbers and flags are
 * matched by pattern and read by the routes.
 */
import { Type, type Static, type TSchema, type TUnsafe } from "@sinclair/typebox";
import { CUT_SERVICES, CUT_STATES, NEWS_CATEGORIES, NEWS_LIMITS, NEWS_STATUSES, type NewsImageType } from "../news";
import { Nullable, StringAs, StringEnum } from "./common";

const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const DateTime = () => Type.String({ format: "date-time" });
const Page = () => Type.String({ pattern: "^[1-9][0-9]{0,4}$" });
const PageSize = () => Type.String({ pattern: "^([1-9]|[1-4][0-9]|50)$" });
/** `{ type: "array", items }` typed as a list its reader does not change. */
const ReadonlyList = <T extends TSchema>(items: T): TUnsafe<readonly Static<T>[]> => Type.Unsafe<readonly Static<T>[]>(Type.Array(items));

/** `GET /api/news`: category, service cuts of a service or zone, search, page, whether to count. */
export const NewsQueryStringSchema = Type.Object({
  category: Type.Optional(StringEnum(NEWS_CATEGORIES)),
  /** Leaves one category out (the home page's latest news leave out the cuts it lists apart). */
  exclude: Type.Optional(StringEnum(NEWS_CATEGORIES)),
  /** Service cuts of this service. */
  service: Type.Optional(StringEnum(CUT_SERVICES)),
  /** Service cuts affecting a barrio or comuna (accents and case ignored, part of the name is enough). */
  zone: Type.Optional(text(NEWS_LIMITS.zone)),
  q: Type.Optional(text(200)),
  /** Spec §5: the search is read from `q` or `search` (`q` wins when both come). */
  search: Type.Optional(text(200)),
  page: Type.Optional(Page()),
  pageSize: Type.Optional(PageSize()),
  /** Service cuts: only those that have not ended. */
  upcoming: Type.Optional(StringEnum(["true", "false"])),
  /**
   * `false` (issue 37): for a page that shows no total (the home page's latest news and next cuts),
   * the list is not counted; `total` is then the items up to this page and `totalBounded` says
   * whether more follow. Ignored by a search, which is always counted.
   */
  count: Type.Optional(StringEnum(["true", "false"])),
});

/** `GET /api/admin/news`: any status. */
export const AdminNewsQueryStringSchema = Type.Object({
  status: Type.Optional(StringEnum(NEWS_STATUSES)),
  category: Type.Optional(StringEnum(NEWS_CATEGORIES)),
  q: Type.Optional(text(200)),
  /** Spec §5: the same search as `q`. */
  search: Type.Optional(text(200)),
  page: Type.Optional(Page()),
  pageSize: Type.Optional(PageSize()),
});

/** A cut as written: null for news; an object for a cut (object keywords do not apply to null, so one error per field). */
const CutInputSchema = Nullable(
  Type.Object(
    {
      service: StringEnum(CUT_SERVICES),
      zones: Type.Array(text(NEWS_LIMITS.zone), { maxItems: NEWS_LIMITS.zones }),
      startsAt: DateTime(),
      endsAt: DateTime(),
      reason: text(NEWS_LIMITS.reason),
    },
    { additionalProperties: false },
  ),
);

const inputProperties = {
  title: text(NEWS_LIMITS.title),
  summary: text(NEWS_LIMITS.summary),
  // The stored body is sanitized and then bounded by NEWS_LIMITS.body; what comes in may be longer.
  bodyHtml: text(NEWS_LIMITS.body * 2),
  category: StringEnum(NEWS_CATEGORIES),
  tags: Type.Array(text(NEWS_LIMITS.tag), { maxItems: NEWS_LIMITS.tags }),
  imageId: Nullable(Type.String({ format: "uuid" })),
  imageAlt: text(NEWS_LIMITS.imageAlt),
  cut: CutInputSchema,
};

/** What an administrator writes; the server sanitizes the body and derives slug and state. */
export const NewsInputSchema = Type.Object(inputProperties, { additionalProperties: false });

/** A save of an existing item names the version it read (409 when someone saved since). */
export const NewsUpdateSchema = Type.Object({ ...inputProperties, version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** A service cut is a news item of category `cortes` with its service, zones and window. */
export const ServiceCutInfoSchema = Type.Object({
  service: StringEnum(CUT_SERVICES),
  zones: ReadonlyList(Type.String()),
  startsAt: DateTime(),
  endsAt: DateTime(),
  reason: Type.String(),
  state: StringEnum(CUT_STATES),
});

const summaryProperties = {
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  category: StringEnum(NEWS_CATEGORIES),
  tags: ReadonlyList(Type.String()),
  publishedAt: DateTime(),
  updatedAt: DateTime(),
  imageUrl: Nullable(Type.String()),
  imageAlt: Type.String(),
  /** Minutes to read the body (spec §9: 225 words a minute). */
  readingMinutes: Type.Integer(),
  cut: Type.Optional(ServiceCutInfoSchema),
};

export const NewsSummarySchema = Type.Object(summaryProperties);

const detailProperties = {
  ...summaryProperties,
  /** Sanitized on the server with an allow-list: safe to render as HTML. */
  bodyHtml: Type.String(),
  author: Type.String(),
};

export const NewsDetailSchema = Type.Object(detailProperties);

/** An item as the administration sees it: any status, with its version for safe updates. */
export const AdminNewsItemSchema = Type.Object({
  ...detailProperties,
  status: StringEnum(NEWS_STATUSES),
  /** Publication time of a published item, or the time a scheduled one goes out; null for drafts. */
  publishAt: Nullable(DateTime()),
  /** A scheduled item whose time has come is public: this says whether visitors see it now. */
  visible: Type.Boolean(),
  imageId: Nullable(Type.String()),
  createdAt: DateTime(),
  version: Type.Integer(),
});

/**
 * A page of a list. The total is counted up to COUNT_BOUND (src/shared/paging.ts, issue 37): past it
 * `total` is that bound and `totalBounded` is true, and the pages go on while rows come.
 */
const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    totalBounded: Type.Optional(Type.Boolean({ description: "True when there are more rows than `total`: the count stopped at its bound (1,000)." })),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });

export const NewsPageSchema = pageOf(NewsSummarySchema);
export const AdminNewsPageSchema = pageOf(AdminNewsItemSchema);

export const NewsAuditEntrySchema = Type.Object({
  id: Type.String(),
  at: DateTime(),
  actorEmail: Type.String(),
  action: Type.String(),
  /** Names of the fields that changed. */
  changes: Type.Array(Type.String()),
});

/** `GET /api/admin/news/:id/audit`. */
export const NewsAuditTrailSchema = Type.Object({ entries: Type.Array(NewsAuditEntrySchema) });

export const UploadedImageSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  contentType: StringAs<NewsImageType>(),
  bytes: Type.Integer(),
});
