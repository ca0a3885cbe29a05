/**
 * The document library (issue 35 §2), shared by server and client: every transparency document
 * (PDF, CSV, XLSX, DOCX) with the metadata the transparency index expects, a stable address
 * `/documentos/<id>/<slug>.<ext>`, its versions (a replaced document stays listed and downloadable)
 * and the record of a withdrawal. The API's shapes are declared with TypeBox in ./schemas/documents.ts.
 */
import type { Static } from "@sinclair/typebox";
import type {
  AdminDocumentListSchema,
  AdminDocumentSchema,
  DocumentDetailSchema,
  DocumentListSchema,
  DocumentMetadataSchema,
  DocumentUpdateSchema,
  DocumentVersionSchema,
} from "./schemas/documents";

export const DOCUMENT_FORMATS = ["PDF", "CSV", "XLSX", "DOCX"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const DOCUMENT_STATUSES = ["published", "replaced", "withdrawn"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The content type each format is served with (and sniffed as). */
export const DOCUMENT_CONTENT_TYPES: Record<DocumentFormat, string> = {
  PDF: "application/pdf",
  CSV: "text/csv; charset=utf-8",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const DOCUMENT_EXTENSIONS: Record<DocumentFormat, string> = { PDF: "pdf", CSV: "csv", XLSX: "xlsx", DOCX: "docx" };

export const DOCUMENT_LIMITS = {
  /** Bytes of one uploaded file (20 MB). */
  fileBytes: 20 * 1024 * 1024,
  title: 300,
  titleMin: 3,
  description: 2000,
  area: 200,
  reason: 500,
  reasonMin: 5,
  query: 100,
  pageSize: 100,
} as const;

/** Languages a document may be written in (ISO 639-1). */
export const DOCUMENT_LANGUAGES = ["es", "en"] as const;

/**
 * A document's metadata once checked, as the library stores and publishes it (the format, which
 * the file decides, apart): every field present, dates `YYYY-MM-DD`, an open period null.
 */
export interface StoredMetadata {
  title: string;
  description: string;
  /** Section of the transparency menu, 1..9 (TRANSPARENCY_SECTIONS in ./entity). */
  section: number;
  documentDate: string;
  periodStart: string | null;
  periodEnd: string | null;
  area: string;
  language: string;
}

/**
 * A published document as the inventory of published documents (open data, issue 35 §3) and the
 * public list see it. Dates are `YYYY-MM-DD`, instants ISO 8601; `url` is the stable address from
 * the site root.
 */
export interface PublishedDocument extends StoredMetadata {
  id: string;
  format: DocumentFormat;
  url: string;
  replacesId: string | null;
  replacedById: string | null;
  status: DocumentStatus;
  sizeBytes: number;
  sha256: string;
  publishedAt: string;
}

/** The stable address of a document. */
export function documentUrl(id: string, slug: string, format: DocumentFormat): string {
  return `/documentos/${id}/${slug}.${DOCUMENT_EXTENSIONS[format]}`;
}

/** A title as the last part of an address: lower case ASCII words joined by '-', at most 80 characters. */
export function documentSlug(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "documento";
}

export type DocumentDetail = Static<typeof DocumentDetailSchema>;
export type DocumentVersion = Static<typeof DocumentVersionSchema>;
export type AdminDocument = Static<typeof AdminDocumentSchema>;
export type AdminDocumentList = Static<typeof AdminDocumentListSchema>;
export type DocumentList = Static<typeof DocumentListSchema>;
export type DocumentMetadata = Static<typeof DocumentMetadataSchema>;
export type DocumentUpdate = Static<typeof DocumentUpdateSchema>;

/** The upload form's metadata as text fields (multipart): what the service validates field by field. */
export interface DocumentForm {
  title?: string;
  description?: string;
  section?: string;
  documentDate?: string;
  periodStart?: string;
  periodEnd?: string;
  area?: string;
  format?: string;
  language?: string;
}

/** The form's field names, in the order the screen shows them. */
export const DOCUMENT_FORM_FIELDS = ["title", "description", "section", "documentDate", "periodStart", "periodEnd", "area", "format", "language"] as const;

/** A document's metadata as the form's text fields (an open period as an empty field). */
export function metadataForm(d: StoredMetadata & { format: string }): Required<DocumentForm> {
  return {
    title: d.title,
    description: d.description,
    section: String(d.section),
    documentDate: d.documentDate,
    periodStart: d.periodStart ?? "",
    periodEnd: d.periodEnd ?? "",
    area: d.area,
    format: d.format,
    language: d.language,
  };
}
