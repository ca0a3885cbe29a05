/**
 * The document library's API shapes (issue 35 §2), declared once with TypeBox; the types in
 * ../documents.ts derive from them with `import type`.
 */
import { Type } from "@sinclair/typebox";
import { DOCUMENT_FORMATS, DOCUMENT_LIMITS, DOCUMENT_STATUSES } from "../documents";
import { Nullable, StringEnum } from "./common";

const Day = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });

export const PublishedDocumentSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  title: Type.String(),
  description: Type.String(),
  section: Type.Integer({ minimum: 1, maximum: 9 }),
  documentDate: Day,
  periodStart: Nullable(Day),
  periodEnd: Nullable(Day),
  area: Type.String(),
  format: StringEnum(DOCUMENT_FORMATS),
  language: Type.String(),
  url: Type.String(),
  replacesId: Nullable(Type.String()),
  replacedById: Nullable(Type.String()),
  status: StringEnum(DOCUMENT_STATUSES),
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
  publishedAt: Type.String({ format: "date-time" }),
});

/** One document as anyone may read it: a withdrawn one says when and why. */
export const DocumentDetailSchema = Type.Composite([
  PublishedDocumentSchema,
  Type.Object({
    withdrawnAt: Nullable(Type.String({ format: "date-time" })),
    withdrawnReason: Nullable(Type.String()),
  }),
]);

export const DocumentListSchema = Type.Object({ items: Type.Array(PublishedDocumentSchema), total: Type.Integer() });

export const DocumentListQuerySchema = Type.Object(
  {
    section: Type.Optional(Type.String({ pattern: "^[1-9]$" })),
    q: Type.Optional(Type.String({ maxLength: DOCUMENT_LIMITS.query })),
    format: Type.Optional(StringEnum(DOCUMENT_FORMATS)),
    /** "true": only current versions (no replaced ones). */
    current: Type.Optional(StringEnum(["true", "false"] as const)),
  },
  { additionalProperties: false },
);

export const AdminDocumentListQuerySchema = Type.Object(
  {
    section: Type.Optional(Type.String({ pattern: "^[1-9]$" })),
    q: Type.Optional(Type.String({ maxLength: DOCUMENT_LIMITS.query })),
    status: Type.Optional(StringEnum(DOCUMENT_STATUSES)),
  },
  { additionalProperties: false },
);

/** One version of a document in the chain of replacements, oldest first. */
export const DocumentVersionSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: StringEnum(DOCUMENT_STATUSES),
  url: Type.String(),
  documentDate: Day,
  publishedAt: Type.String({ format: "date-time" }),
  sizeBytes: Type.Integer(),
});

export const AdminDocumentSchema = Type.Composite([
  DocumentDetailSchema,
  Type.Object({
    slug: Type.String(),
    version: Type.Integer(),
    createdByEmail: Type.String(),
    createdAt: Type.String({ format: "date-time" }),
    updatedAt: Type.String({ format: "date-time" }),
    withdrawnByEmail: Nullable(Type.String()),
    legacyFile: Nullable(Type.String()),
    versions: Type.Array(DocumentVersionSchema),
  }),
]);

export const AdminDocumentListSchema = Type.Object({ items: Type.Array(AdminDocumentSchema), total: Type.Integer() });

/** The metadata of a document (the upload form's fields, and the JSON of a metadata edit). */
export const DocumentMetadataSchema = Type.Object(
  {
    title: Type.String(),
    description: Type.Optional(Type.String()),
    section: Type.Integer(),
    documentDate: Type.String(),
    periodStart: Type.Optional(Nullable(Type.String())),
    periodEnd: Type.Optional(Nullable(Type.String())),
    area: Type.String(),
    language: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const DocumentUpdateSchema = Type.Composite([DocumentMetadataSchema, Type.Object({ version: Type.Integer({ minimum: 1 }) })], {
  additionalProperties: false,
});

export const DocumentWithdrawSchema = Type.Object({ reason: Type.String() }, { additionalProperties: false });
