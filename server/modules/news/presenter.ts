import {
  cutState,
  newsImageUrl,
  type AdminNewsItem,
  type NewsAuditEntry,
  type NewsDetail,
  type NewsImageType,
  type NewsSummary,
  type UploadedImage,
} from "../../../src/shared/news";
import { changedFields } from "../admin/audit";
import type { AuditRow, NewsRow } from "./repository";

/** An instant as ISO 8601, or null. */
export const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The public face of a row; a cut's state is read at `now`. */
export function presentSummary(row: NewsRow, now: Date): NewsSummary {
  const summary: NewsSummary = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    publishedAt: (row.publish_at ?? row.created_at).toISOString(),
    updatedAt: row.updated_at.toISOString(),
    imageUrl: row.image_id ? newsImageUrl(row.image_id) : null,
    imageAlt: row.image_alt,
    readingMinutes: row.reading_minutes,
  };
  if (row.category === "cortes" && row.cut_service && row.cut_starts_at && row.cut_ends_at) {
    summary.cut = {
      service: row.cut_service,
      zones: row.cut_zones ?? [],
      startsAt: row.cut_starts_at.toISOString(),
      endsAt: row.cut_ends_at.toISOString(),
      reason: row.cut_reason ?? "",
      state: cutState(row.cut_starts_at, row.cut_ends_at, now),
    };
  }
  return summary;
}

/** A published item with its body, as a visitor reads it. */
export function presentDetail(row: NewsRow, now: Date): NewsDetail {
  return { ...presentSummary(row, now), bodyHtml: row.body_html, author: row.author_name };
}

/** An item in any status, as the administration sees it. */
export function presentAdminItem(row: NewsRow, now: Date): AdminNewsItem {
  const visible = row.status !== "draft" && row.publish_at !== null && row.publish_at.getTime() <= now.getTime();
  return {
    ...presentDetail(row, now),
    // A scheduled item whose time has come is published as far as anyone can tell.
    status: row.status === "scheduled" && visible ? "published" : row.status,
    publishAt: isoOrNull(row.publish_at),
    visible,
    imageId: row.image_id,
    createdAt: row.created_at.toISOString(),
    version: row.version,
  };
}

/** A line of an item's audit trail: who, when, what, and the names of the fields that changed. */
export function presentAuditEntry(row: AuditRow): NewsAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actor_email,
    action: row.action,
    changes: changedFields(row.before, row.after),
  };
}

/** A stored image with the address it is served at. */
export function presentImage(image: { id: string; contentType: NewsImageType; bytes: number }): UploadedImage {
  return { id: image.id, url: newsImageUrl(image.id), contentType: image.contentType, bytes: image.bytes };
}
