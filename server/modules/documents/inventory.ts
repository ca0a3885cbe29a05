import type { Queryable } from "../../db/db";
import { documentUrl, type DocumentFormat, type PublishedDocument, type StoredMetadata } from "../../../src/shared/documents";
import { findDocuments, type DocumentRow } from "./repository";

const iso = (v: Date | string) => new Date(v).toISOString();

/** A row's metadata and format under the API's names. */
export function presentMetadata(r: DocumentRow): StoredMetadata & { format: DocumentFormat } {
  return {
    title: r.title,
    description: r.description,
    section: Number(r.section),
    documentDate: r.document_date,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    area: r.area,
    format: r.format,
    language: r.language,
  };
}

export function presentPublishedDocument(r: DocumentRow): PublishedDocument {
  return {
    id: r.id,
    ...presentMetadata(r),
    url: documentUrl(r.id, r.slug, r.format),
    replacesId: r.replaces_id,
    replacedById: r.replaced_by_id,
    status: r.status,
    sizeBytes: Number(r.size_bytes),
    sha256: r.sha256,
    publishedAt: iso(r.published_at),
  };
}

/**
 * Every published document, current and replaced (a replaced version stays public, marked with
 * the one that replaces it); withdrawn ones are left out. Ordered by section, then newest document
 * date first. The dataset "inventario de documentos publicados" (open data) is built on this.
 */
export async function listPublishedDocuments(q: Queryable): Promise<PublishedDocument[]> {
  const rows = await findDocuments(q, { statuses: ["published", "replaced"] });
  return rows.map(presentPublishedDocument);
}
