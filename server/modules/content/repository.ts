import type { Queryable } from "../../db/db";
import type { ContentVersionKind, PageBody } from "../../../src/shared/content";

/** A row of `content_pages`. */
export interface PageRow {
  route_key: string;
  path: string;
  page_group: string;
  last_version: number;
  published_version: number;
  published_at: Date;
  draft_version: number | null;
  scheduled_at: Date | null;
  scheduled_version: number | null;
  scheduled_by: string | null;
  scheduled_by_email: string | null;
  scheduled_by_name: string | null;
  approval_version: number | null;
  approval_requested_by: string | null;
  approval_requested_by_email: string | null;
  approval_requested_by_name: string | null;
  approval_requested_at: Date | null;
  approval_publish_at: Date | null;
}

/** A row of `content_revisions`: one save or one publication. */
export interface RevisionRow {
  route_key: string;
  version: number;
  kind: ContentVersionKind;
  body: PageBody;
  created_at: Date;
  created_by: string | null;
  created_by_name: string | null;
  note: string | null;
}

/** Who saved or published: the account and the name a version shows. */
export interface Author {
  id: string | null;
  name: string | null;
}

const PAGE_COLUMNS = `route_key, path, page_group, last_version, published_version, published_at, draft_version, scheduled_at,
  scheduled_version, scheduled_by, scheduled_by_email, scheduled_by_name, approval_version, approval_requested_by,
  approval_requested_by_email, approval_requested_by_name, approval_requested_at, approval_publish_at`;

export async function findPage(db: Queryable, routeKey: string, lock = false): Promise<PageRow | null> {
  const { rows } = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM content_pages WHERE route_key = $1${lock ? " FOR UPDATE" : ""}`, [routeKey]);
  return rows[0] ?? null;
}

export async function findRevision(db: Queryable, routeKey: string, version: number): Promise<RevisionRow | null> {
  const { rows } = await db.query<RevisionRow>(
    `SELECT route_key, version, kind, body, created_at, created_by, created_by_name, note FROM content_revisions WHERE route_key = $1 AND version = $2`,
    [routeKey, version],
  );
  return rows[0] ?? null;
}

/** The published revision of a page with its path (the public read). */
export async function findPublished(db: Queryable, routeKey: string): Promise<(RevisionRow & { path: string; published_at: Date }) | null> {
  const { rows } = await db.query<RevisionRow & { path: string; published_at: Date }>(
    `SELECT r.route_key, r.version, r.kind, r.body, r.created_at, r.created_by, r.created_by_name, r.note, p.path, p.published_at
       FROM content_pages p JOIN content_revisions r ON r.route_key = p.route_key AND r.version = p.published_version
      WHERE p.route_key = $1`,
    [routeKey],
  );
  return rows[0] ?? null;
}

/** Every page with the title of its newest text and who changed it last (the editors' list). */
export async function listPages(db: Queryable): Promise<(PageRow & { title: string; search: string; updated_at: Date; updated_by: string | null })[]> {
  const { rows } = await db.query<PageRow & { title: string; search: string; updated_at: Date; updated_by: string | null }>(
    `SELECT ${PAGE_COLUMNS.replace(/(^|,\s*)(\w)/g, "$1p.$2")}, cur.body->>'title' AS title,
            concat_ws(' ', cur.body->>'title', p.path, p.route_key, cur.body->>'description') AS search,
            last.created_at AS updated_at, last.created_by_name AS updated_by
       FROM content_pages p
       JOIN content_revisions cur ON cur.route_key = p.route_key AND cur.version = coalesce(p.draft_version, p.published_version)
       JOIN content_revisions last ON last.route_key = p.route_key AND last.version = p.last_version
      ORDER BY p.page_group, p.path`,
  );
  return rows;
}

/** Newest first: every save and publication of a page. */
export async function listRevisions(db: Queryable, routeKey: string): Promise<Omit<RevisionRow, "body">[]> {
  const { rows } = await db.query<Omit<RevisionRow, "body">>(
    `SELECT route_key, version, kind, created_at, created_by, created_by_name, note FROM content_revisions WHERE route_key = $1 ORDER BY version DESC`,
    [routeKey],
  );
  return rows;
}

export async function insertRevision(
  tx: Queryable,
  r: { routeKey: string; version: number; kind: ContentVersionKind; body: PageBody; at: Date; author: Author; note: string | null },
): Promise<RevisionRow> {
  const { rows } = await tx.query<RevisionRow>(
    `INSERT INTO content_revisions (route_key, version, kind, body, created_at, created_by, created_by_name, note)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
     RETURNING route_key, version, kind, body, created_at, created_by, created_by_name, note`,
    [r.routeKey, r.version, r.kind, JSON.stringify(r.body), r.at.toISOString(), r.author.id, r.author.name, r.note],
  );
  return rows[0];
}

/** The page row's state after a change: every column the service may set, named. */
export type PageState = Pick<
  PageRow,
  | "last_version"
  | "published_version"
  | "published_at"
  | "draft_version"
  | "scheduled_at"
  | "scheduled_version"
  | "scheduled_by"
  | "scheduled_by_email"
  | "scheduled_by_name"
  | "approval_version"
  | "approval_requested_by"
  | "approval_requested_by_email"
  | "approval_requested_by_name"
  | "approval_requested_at"
  | "approval_publish_at"
>;

export async function savePageState(tx: Queryable, routeKey: string, s: PageState): Promise<PageRow> {
  const { rows } = await tx.query<PageRow>(
    `UPDATE content_pages SET last_version = $2, published_version = $3, published_at = $4, draft_version = $5, scheduled_at = $6,
            scheduled_version = $7, scheduled_by = $8, scheduled_by_email = $9, scheduled_by_name = $10, approval_version = $11,
            approval_requested_by = $12, approval_requested_by_email = $13, approval_requested_by_name = $14,
            approval_requested_at = $15, approval_publish_at = $16
      WHERE route_key = $1 RETURNING ${PAGE_COLUMNS}`,
    [
      routeKey,
      s.last_version,
      s.published_version,
      s.published_at,
      s.draft_version,
      s.scheduled_at,
      s.scheduled_version,
      s.scheduled_by,
      s.scheduled_by_email,
      s.scheduled_by_name,
      s.approval_version,
      s.approval_requested_by,
      s.approval_requested_by_email,
      s.approval_requested_by_name,
      s.approval_requested_at,
      s.approval_publish_at,
    ],
  );
  return rows[0];
}

/**
 * Pages whose scheduled time has come, locked for this transaction; rows another instance is
 * publishing right now are skipped (FOR UPDATE SKIP LOCKED), so two instances never publish one twice.
 */
export async function claimDue(tx: Queryable, now: Date, limit: number): Promise<string[]> {
  const { rows } = await tx.query<{ route_key: string }>(
    `SELECT route_key FROM content_pages WHERE scheduled_at <= $1 ORDER BY scheduled_at, route_key LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now.toISOString(), limit],
  );
  return rows.map((r) => r.route_key);
}

/** Display name of an account: its name, or its e-mail when it has none. */
export async function accountName(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) AS name FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0]?.name ?? null;
}

// ----- the prerendered HTML shared by every instance -----

export interface RenderedRow {
  path: string;
  route_key: string;
  version: number;
  html: string;
  rendered_at: Date;
}

/** Stores a page's composed HTML unless a newer version is already there. */
export async function storeRendered(db: Queryable, r: { path: string; routeKey: string; version: number; html: string }): Promise<void> {
  await db.query(
    `INSERT INTO content_rendered (path, route_key, version, html, rendered_at) VALUES ($1, $2, $3, $4, clock_timestamp())
     ON CONFLICT (path) DO UPDATE SET route_key = excluded.route_key, version = excluded.version, html = excluded.html, rendered_at = excluded.rendered_at
      WHERE content_rendered.version <= excluded.version`,
    [r.path, r.routeKey, r.version, r.html],
  );
}

/** The newest time any page was rendered (the instances' cheap check). */
export async function lastRendered(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(`SELECT max(rendered_at) AS at FROM content_rendered`);
  return rows[0]?.at ?? null;
}

/** Every stored page rendered after `since` (all of them when null). */
export async function renderedSince(db: Queryable, since: Date | null): Promise<RenderedRow[]> {
  const { rows } = await db.query<RenderedRow>(
    `SELECT path, route_key, version, html, rendered_at FROM content_rendered WHERE $1::timestamptz IS NULL OR rendered_at > $1 ORDER BY rendered_at`,
    [since ? since.toISOString() : null],
  );
  return rows;
}

/** Pages changed since they were seeded whose stored HTML is missing, of an older version or older than the build (rendered again at start). */
export async function pagesToRender(db: Queryable, builtAt: Date): Promise<{ route_key: string; path: string; published_version: number }[]> {
  const { rows } = await db.query<{ route_key: string; path: string; published_version: number }>(
    `SELECT p.route_key, p.path, p.published_version FROM content_pages p
       LEFT JOIN content_rendered r ON r.path = p.path
      WHERE p.published_version > 1 AND (r.path IS NULL OR r.version < p.published_version OR r.rendered_at < $1)`,
    [builtAt.toISOString()],
  );
  return rows;
}

/** Every page published since the seed, with its published text (the site map and the indexes follow them). */
export async function changedPages(db: Queryable): Promise<{ route_key: string; path: string; body: PageBody; published_at: Date }[]> {
  const { rows } = await db.query<{ route_key: string; path: string; body: PageBody; published_at: Date }>(
    `SELECT p.route_key, p.path, r.body, p.published_at FROM content_pages p
       JOIN content_revisions r ON r.route_key = p.route_key AND r.version = p.published_version
      WHERE p.published_version > 1 ORDER BY p.route_key`,
  );
  return rows;
}
