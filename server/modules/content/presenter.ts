import type { AdminPageDetail, AdminPageSummary, ContentStatus, PageRevision, PageVersionEntry } from "../../../src/shared/content";
import type { PageRow, RevisionRow } from "./repository";

const iso = (d: Date | string) => new Date(d).toISOString();
export const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** Where a page stands: waiting for approval, scheduled, with a draft, or as published. */
export function statusOf(page: PageRow): ContentStatus {
  if (page.approval_requested_at) return "pending_approval";
  if (page.scheduled_at) return "scheduled";
  if (page.draft_version !== null) return "draft";
  return "published";
}

/** The version a change must name: the draft's when there is one, else the published one. */
export const currentVersion = (page: PageRow) => page.draft_version ?? page.published_version;

export function presentRevision(r: RevisionRow): PageRevision {
  return { ...r.body, version: r.version, updatedAt: iso(r.created_at), updatedBy: r.created_by_name };
}

export function presentDetail(page: PageRow, published: RevisionRow, draft: RevisionRow | null, approvalRequired: boolean): AdminPageDetail {
  return {
    routeKey: page.route_key,
    path: page.path,
    group: page.page_group,
    // The published text is dated by its publication (a scheduled one goes out after it was written).
    published: { ...presentRevision(published), updatedAt: iso(page.published_at) },
    draft: draft ? presentRevision(draft) : null,
    scheduledAt: isoOrNull(page.scheduled_at ?? page.approval_publish_at),
    approval: {
      required: approvalRequired,
      requestedBy: page.approval_requested_by_name ?? page.approval_requested_by_email,
      requestedAt: isoOrNull(page.approval_requested_at),
    },
  };
}

export function presentSummary(row: PageRow & { title: string; updated_at: Date; updated_by: string | null }): AdminPageSummary {
  return {
    routeKey: row.route_key,
    path: row.path,
    title: row.title,
    group: row.page_group,
    version: row.published_version,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by,
    status: statusOf(row),
    draftVersion: row.draft_version,
    scheduledAt: isoOrNull(row.scheduled_at ?? row.approval_publish_at),
  };
}

export function presentVersionEntry(r: Omit<RevisionRow, "body">): PageVersionEntry {
  return { version: r.version, kind: r.kind, createdAt: iso(r.created_at), createdBy: r.created_by_name, note: r.note };
}

/** What the audit log keeps of a page's state (the texts themselves are its revisions). */
export function auditState(page: PageRow): Record<string, unknown> {
  return {
    status: statusOf(page),
    publishedVersion: page.published_version,
    draftVersion: page.draft_version,
    scheduledAt: isoOrNull(page.scheduled_at),
    approvalRequestedBy: page.approval_requested_by_email,
    approvalPublishAt: isoOrNull(page.approval_publish_at),
  };
}
