/**
 * Content pages held in the database (issue 35 §1, notes/content-api.md), shared by server and client.
 * The API's shapes are declared once with TypeBox in ./schemas/content.ts; the types here derive from
 * them with `import type`, so the SPA's bundle never includes TypeBox.
 */
import type { Static } from "@sinclair/typebox";
import type {
  AdminPageDetailSchema,
  AdminPageListSchema,
  AdminPageSummarySchema,
  ContentBlockSchema,
  ContentSectionSchema,
  DiscardResponseSchema,
  DraftResponseSchema,
  PageApprovalSchema,
  PageBodySchema,
  PageRevisionSchema,
  PageSaveSchema,
  PageVersionDetailSchema,
  PageVersionEntrySchema,
  PageVersionListSchema,
  PublicPageSchema,
  PublishBodySchema,
  PublishResponseSchema,
} from "./schemas/content";

/** Where a page stands for an editor: as published, with a draft, scheduled, or waiting for a second person. */
export const CONTENT_STATUSES = ["published", "draft", "scheduled", "pending_approval"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Every save is a `draft` version; every publication a `published` one. */
export const CONTENT_VERSION_KINDS = ["published", "draft"] as const;
export type ContentVersionKind = (typeof CONTENT_VERSION_KINDS)[number];

/** Bounds of what an editor may post (the seeded pages fit well inside them). */
export const CONTENT_LIMITS = {
  title: 200,
  description: 500,
  keyword: 80,
  keywords: 40,
  lead: 2_000,
  sections: 60,
  blocks: 80,
  /** A paragraph, a notice, an answer, a definition. */
  text: 10_000,
  /** A list item, a table's note. */
  item: 2_000,
  items: 200,
  /** A heading, a caption, a label, a column name, an address. */
  short: 400,
  cell: 1_000,
  columns: 20,
  rows: 500,
} as const;

/** The error codes of the content API. */
export const CONTENT_ERRORS = {
  notFound: "CONTENT_PAGE_NOT_FOUND",
  versionNotFound: "CONTENT_VERSION_NOT_FOUND",
  stale: "STALE_VERSION",
  samePerson: "SAME_PERSON",
  noApproval: "NO_APPROVAL_PENDING",
  nothingToPublish: "NOTHING_TO_PUBLISH",
} as const;

export type ContentBlockData = Static<typeof ContentBlockSchema>;
export type ContentSectionData = Static<typeof ContentSectionSchema>;

/** A page's text and metadata: PageContent (src/content/types.ts) plus title, description and keywords. */
export type PageBody = Static<typeof PageBodySchema>;
/** `PUT /api/admin/content/pages/:routeKey`: the body and the version it was based on. */
export type PageSave = Static<typeof PageSaveSchema>;
export type PageRevision = Static<typeof PageRevisionSchema>;
/** `GET /api/content/pages/:routeKey`. */
export type PublicPage = Static<typeof PublicPageSchema>;
export type AdminPageSummary = Static<typeof AdminPageSummarySchema>;
export type AdminPageList = Static<typeof AdminPageListSchema>;
export type PageApproval = Static<typeof PageApprovalSchema>;
/** `GET /api/admin/content/pages/:routeKey`. */
export type AdminPageDetail = Static<typeof AdminPageDetailSchema>;
export type DraftResponse = Static<typeof DraftResponseSchema>;
export type PublishBody = Static<typeof PublishBodySchema>;
export type PublishResponse = Static<typeof PublishResponseSchema>;
export type DiscardResponse = Static<typeof DiscardResponseSchema>;
export type PageVersionEntry = Static<typeof PageVersionEntrySchema>;
export type PageVersionList = Static<typeof PageVersionListSchema>;
export type PageVersionDetail = Static<typeof PageVersionDetailSchema>;
export type AdminPagesQuery = { q?: string; status?: ContentStatus };
