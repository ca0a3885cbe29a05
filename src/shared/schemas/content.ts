/**
 * What the content-pages API sends and receives (issue 35 §1, notes/content-api.md), declared once: the
 * content routes use these as their schemas and ../content.ts derives its types from them with
 * `import type`, so the SPA never bundles TypeBox. A page's body is the PageContent of
 * src/content/types.ts (the same blocks) plus its title, description and keywords.
 */
import { Type, type Static, type TSchema, type TUnsafe } from "@sinclair/typebox";
import { CONTENT_LIMITS, CONTENT_STATUSES, CONTENT_VERSION_KINDS } from "../content";
import { Nullable, StringEnum } from "./common";

const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const DateTime = () => Type.String({ format: "date-time" });
/** `{ type: "array", items }` typed as a list its reader does not change. */
const ReadonlyList = <T extends TSchema>(items: T, maxItems: number): TUnsafe<readonly Static<T>[]> =>
  Type.Unsafe<readonly Static<T>[]>(Type.Array(items, { maxItems }));
const closed = { additionalProperties: false } as const;
const L = CONTENT_LIMITS;

export const ParagraphBlockSchema = Type.Object({ kind: Type.Literal("paragraph"), text: text(L.text, 1) }, closed);

export const ListBlockSchema = Type.Object(
  { kind: Type.Literal("list"), items: ReadonlyList(text(L.item, 1), L.items), ordered: Type.Optional(Type.Boolean()) },
  closed,
);

export const TableBlockSchema = Type.Object(
  {
    kind: Type.Literal("table"),
    caption: text(L.short, 1),
    columns: ReadonlyList(text(L.short), L.columns),
    rows: ReadonlyList(ReadonlyList(text(L.cell), L.columns), L.rows),
    numeric: Type.Optional(ReadonlyList(Type.Integer({ minimum: 0, maximum: L.columns - 1 }), L.columns)),
    note: Type.Optional(text(L.item)),
  },
  closed,
);

export const DocumentLinkSchema = Type.Object(
  {
    title: text(L.short, 1),
    file: text(L.short, 1),
    format: StringEnum(["PDF", "CSV"] as const),
    date: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    /** Points into the document library (issue 35 §2); `file` stays the address. */
    documentId: Type.Optional(text(80, 1)),
  },
  closed,
);

export const DocumentsBlockSchema = Type.Object({ kind: Type.Literal("documents"), items: ReadonlyList(DocumentLinkSchema, L.items) }, closed);

export const ContactItemSchema = Type.Object({ label: text(L.short, 1), value: text(L.short, 1), href: Type.Optional(text(L.short, 1)) }, closed);

export const ContactsBlockSchema = Type.Object({ kind: Type.Literal("contacts"), items: ReadonlyList(ContactItemSchema, L.items) }, closed);

export const LinksBlockSchema = Type.Object(
  { kind: Type.Literal("links"), items: ReadonlyList(Type.Object({ label: text(L.short, 1), path: text(L.short, 1) }, closed), L.items) },
  closed,
);

export const NoticeBlockSchema = Type.Object(
  { kind: Type.Literal("notice"), tone: StringEnum(["info", "warning"] as const), title: Type.Optional(text(L.short)), text: text(L.text, 1) },
  closed,
);

export const FaqBlockSchema = Type.Object(
  { kind: Type.Literal("faq"), items: ReadonlyList(Type.Object({ question: text(L.short, 1), answer: text(L.text, 1) }, closed), L.items) },
  closed,
);

export const DefinitionsBlockSchema = Type.Object(
  { kind: Type.Literal("definitions"), items: ReadonlyList(Type.Object({ term: text(L.short, 1), description: text(L.text, 1) }, closed), L.items) },
  closed,
);

const leafBlocks = [
  ParagraphBlockSchema,
  ListBlockSchema,
  TableBlockSchema,
  DocumentsBlockSchema,
  ContactsBlockSchema,
  LinksBlockSchema,
  NoticeBlockSchema,
  FaqBlockSchema,
  DefinitionsBlockSchema,
] as const;

/** Any block but a subsection (a subsection holds these, one level deep). */
export const LeafBlockSchema = Type.Union([...leafBlocks]);

export const SubsectionBlockSchema = Type.Object(
  { kind: Type.Literal("subsection"), heading: text(L.short, 1), blocks: ReadonlyList(LeafBlockSchema, L.blocks) },
  closed,
);

export const ContentBlockSchema = Type.Union([...leafBlocks, SubsectionBlockSchema]);

export const ContentSectionSchema = Type.Object({ heading: text(L.short, 1), blocks: ReadonlyList(ContentBlockSchema, L.blocks) }, closed);

const bodyProperties = {
  title: text(L.title, 1),
  description: text(L.description),
  keywords: ReadonlyList(text(L.keyword, 1), L.keywords),
  lead: text(L.lead),
  sections: ReadonlyList(ContentSectionSchema, L.sections),
};

/** A page's text and metadata: what an editor writes and what visitors read. */
export const PageBodySchema = Type.Object(bodyProperties, closed);

/** `PUT /api/admin/content/pages/:routeKey`: the body and the version it was based on. */
export const PageSaveSchema = Type.Object({ ...bodyProperties, version: Type.Integer({ minimum: 1 }) }, closed);

/** A kept version of a page with who saved it and when. */
export const PageRevisionSchema = Type.Object({
  ...bodyProperties,
  version: Type.Integer(),
  updatedAt: DateTime(),
  updatedBy: Nullable(Type.String()),
});

/** `GET /api/content/pages/:routeKey`: the published page. */
export const PublicPageSchema = Type.Object({
  routeKey: Type.String(),
  path: Type.String(),
  ...bodyProperties,
  updatedAt: DateTime(),
  version: Type.Integer(),
});

export const RouteKeyParamsSchema = Type.Object({ routeKey: Type.String({ pattern: "^[A-Za-z0-9_.-]{1,120}$" }) });

export const VersionParamsSchema = Type.Object({
  routeKey: Type.String({ pattern: "^[A-Za-z0-9_.-]{1,120}$" }),
  version: Type.String({ pattern: "^[1-9][0-9]{0,8}$" }),
});

/** `GET /api/admin/content/pages?q=&status=`. */
export const AdminPagesQuerySchema = Type.Object({ q: Type.Optional(text(200)), status: Type.Optional(StringEnum(CONTENT_STATUSES)) });

export const AdminPageSummarySchema = Type.Object({
  routeKey: Type.String(),
  path: Type.String(),
  title: Type.String(),
  group: Type.String(),
  version: Type.Integer(),
  updatedAt: DateTime(),
  updatedBy: Nullable(Type.String()),
  status: StringEnum(CONTENT_STATUSES),
  draftVersion: Nullable(Type.Integer()),
  scheduledAt: Nullable(DateTime()),
});

export const AdminPageListSchema = Type.Object({ items: Type.Array(AdminPageSummarySchema) });

export const PageApprovalSchema = Type.Object({
  required: Type.Boolean(),
  requestedBy: Nullable(Type.String()),
  requestedAt: Nullable(DateTime()),
});

/** `GET /api/admin/content/pages/:routeKey`. */
export const AdminPageDetailSchema = Type.Object({
  routeKey: Type.String(),
  path: Type.String(),
  group: Type.String(),
  published: PageRevisionSchema,
  draft: Nullable(PageRevisionSchema),
  scheduledAt: Nullable(DateTime()),
  approval: PageApprovalSchema,
});

export const DraftResponseSchema = Type.Object({ draft: PageRevisionSchema });

export const VersionBodySchema = Type.Object({ version: Type.Integer({ minimum: 1 }) }, closed);

/** `POST …/publish`: now, or at `publishAt`. */
export const PublishBodySchema = Type.Object({ version: Type.Integer({ minimum: 1 }), publishAt: Type.Optional(DateTime()) }, closed);

export const PublishResponseSchema = Type.Object({
  status: StringEnum(["published", "scheduled", "pending_approval"] as const),
  page: AdminPageDetailSchema,
});

export const DiscardResponseSchema = Type.Object({ page: AdminPageDetailSchema });

export const PageVersionEntrySchema = Type.Object({
  version: Type.Integer(),
  kind: StringEnum(CONTENT_VERSION_KINDS),
  createdAt: DateTime(),
  createdBy: Nullable(Type.String()),
  note: Nullable(Type.String()),
});

export const PageVersionListSchema = Type.Object({ items: Type.Array(PageVersionEntrySchema) });

/** `GET …/versions/:version`: that version's text and whether it was a save or a publication. */
export const PageVersionDetailSchema = Type.Object({
  ...bodyProperties,
  version: Type.Integer(),
  updatedAt: DateTime(),
  updatedBy: Nullable(Type.String()),
  kind: StringEnum(CONTENT_VERSION_KINDS),
});
