import { boundedCount } from "../../db/boundedCount";
import { searchPage } from "./repository/search";
import type { Queryable } from "../../db/db";
import type { ListTotal } from "../../../src/shared/paging";
import type { CutService, NewsCategory, NewsImageType, NewsStatus } from "../../../src/shared/news";

/** A row of `news` as the module reads it (no search columns). */
export interface NewsRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body_html: string;
  category: NewsCategory;
  tags: string[];
  image_id: string | null;
  image_alt: string;
  status: NewsStatus;
  publish_at: Date | null;
  author_id: string | null;
  author_name: string;
  reading_minutes: number;
  cut_service: CutService | null;
  cut_zones: string[] | null;
  cut_starts_at: Date | null;
  cut_ends_at: Date | null;
  cut_reason: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** What the service writes: content plus the derived search text and reading time. */
export interface NewsWrite {
  title: string;
  summary: string;
  bodyHtml: string;
  category: NewsCategory;
  tags: string[];
  imageId: string | null;
  imageAlt: string;
  readingMinutes: number;
  cutService: CutService | null;
  cutZones: string[] | null;
  cutStartsAt: string | null;
  cutEndsAt: string | null;
  cutReason: string | null;
  searchText: string;
  zonesText: string;
}

const COLUMNS = `id, slug, title, summary, body_html, category, tags, image_id, image_alt, status, publish_at,
  author_id, author_name, reading_minutes, cut_service, cut_zones, cut_starts_at, cut_ends_at, cut_reason,
  version, created_at, updated_at`;

/** A public listing: filters already validated, search already turned into a tsquery. */
export interface PublicFilter {
  now: Date;
  category?: NewsCategory;
  exclude?: NewsCategory;
  service?: CutService;
  /** Folded (lower case, no accents). */
  zone?: string;
  /** A to_tsquery expression of folded prefix terms, e.g. `'barrio':* & 'belen':*`. */
  tsquery?: string;
  upcoming?: boolean;
  /** False: the list is not counted (uncounted). */
  count?: boolean;
  limit: number;
  offset: number;
}

export interface AdminFilter {
  now: Date;
  status?: NewsStatus;
  category?: NewsCategory;
  tsquery?: string;
  limit: number;
  offset: number;
}

/** Escapes LIKE's wildcards in user text. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The conditions of a list and their parameters, numbered as they are added. */
export class Where {
  readonly params: unknown[] = [];
  readonly parts: string[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  add(sql: string): void {
    this.parts.push(sql);
  }
  toString(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(" AND ")}` : "";
  }
}

/** One page of a list and its total (counted up to COUNT_BOUND, issue 37). */
export interface NewsPageRows extends Required<ListTotal> {
  rows: NewsRow[];
}

/**
 * One page of the rows `w` matches, read by `pageSql` (given the placeholders of LIMIT and OFFSET),
 * and their total: known from the page itself when it is the last one, else counted up to
 * COUNT_BOUND (boundedCount) instead of reading every matching row. A page past the end still says
 * how many there are. `count` false (a page that shows no total, such as the home page's): nothing
 * is counted; one row more than the page is read, and the total is the rows up to this page, with
 * `totalBounded` when more follow.
 */
async function paged(
  db: Queryable,
  w: Where,
  pageSql: (limit: string, offset: string) => string,
  limit: number,
  offset: number,
  filter = { where: String(w), params: [...w.params] },
  count = true,
): Promise<NewsPageRows> {
  if (!count) {
    const { rows } = await db.query<NewsRow>(pageSql(w.param(limit + 1), w.param(offset)), w.params);
    const shown = rows.slice(0, limit);
    return { rows: shown, total: offset + shown.length, totalBounded: rows.length > limit };
  }
  const { rows } = await db.query<NewsRow>(pageSql(w.param(limit), w.param(offset)), w.params);
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length, totalBounded: false };
  return { rows, ...(await boundedCount(db, `FROM news ${filter.where}`, filter.params)) };
}

/** Visible to the public: not a draft and its publication time has come. */
const VISIBLE = (now: string) => `(status <> 'draft' AND publish_at <= ${now})`;

/**
 * The cuts in their order (issue 37): in progress first (latest start first), then upcoming
 * (soonest first), then past ones (latest end first); then newest publication, then id. Each group
 * is read apart, at most offset + limit rows of it, by an index of 032_news_lists.sql: upcoming ones
 * in start order, past ones in end order; those in progress among the cuts not yet ended (an index
 * on the end: news_cuts_end_idx or 004's news_cut_window_idx), whose start order no index keeps.
 * Same rows and order as the CASE of before. `upcoming` leaves the past ones out.
 */
function cutsPageSql(where: string, now: string, upcoming: boolean, each: string) {
  const part = (group: number, key: string, cond: string, order: string) =>
    `(SELECT ${group} AS cut_group, ${key} AS cut_key, ${COLUMNS} FROM news ${where} AND ${cond} ORDER BY ${order}, publish_at DESC, id LIMIT ${each})`;
  const parts = [
    // Sorted by an expression, so the planner reads the few cuts not yet ended rather than walking
    // back through every past start.
    part(0, "-extract(epoch FROM cut_starts_at)", `cut_ends_at > ${now} AND cut_starts_at <= ${now}`, "-extract(epoch FROM cut_starts_at)"),
    part(1, "extract(epoch FROM cut_starts_at)", `cut_starts_at > ${now}`, "cut_starts_at"),
  ];
  if (!upcoming) parts.push(part(2, "-extract(epoch FROM cut_ends_at)", `cut_ends_at <= ${now}`, "cut_ends_at DESC"));
  return (limit: string, offset: string) =>
    `SELECT ${COLUMNS} FROM (${parts.join(" UNION ALL ")}) AS cuts ORDER BY cut_group, cut_key, publish_at DESC, id LIMIT ${limit} OFFSET ${offset}`;
}

export async function listPublic(db: Queryable, f: PublicFilter): Promise<NewsPageRows> {
  const w = new Where();
  const now = `${w.param(f.now.toISOString())}::timestamptz`;
  w.add(VISIBLE(now));
  if (f.category) w.add(`category = ${w.param(f.category)}`);
  if (f.exclude) w.add(`category <> ${w.param(f.exclude)}`);
  if (f.service) w.add(`cut_service = ${w.param(f.service)}`);
  if (f.zone) w.add(`zones_text LIKE ${w.param(`%${likeText(f.zone)}%`)}`);
  if (f.upcoming) w.add(`category = 'cortes' AND cut_ends_at > ${now}`);
  // The list without the search, whose newest items a broad search ranks (searchPage).
  const list = String(w);
  const tsq = f.tsquery ? w.param(f.tsquery) : null;
  if (tsq) w.add(`search @@ to_tsquery('spanish', ${tsq})`);
  // A search among cuts keeps the cut order: what is happening now matters more than the wording.
  if (f.category === "cortes" || f.upcoming === true) {
    // Every cut has its window (004_news.sql's CHECK), so the three groups hold all the rows.
    w.add("category = 'cortes'");
    const filter = { where: String(w), params: [...w.params] };
    // Uncounted, a page reads one row more (paged).
    const each = w.param(f.offset + f.limit + (f.count === false ? 1 : 0));
    return paged(db, w, cutsPageSql(filter.where, now, f.upcoming === true, each), f.limit, f.offset, filter, f.count);
  }
  // News: newest first (news_public_order_idx, news_public_category_idx); a search puts the best
  // match first (searchPage).
  if (tsq) return searchPage(db, w, { list, tsq, columns: COLUMNS }, f);
  const pageSql = (limit: string, offset: string) => `SELECT ${COLUMNS} FROM news ${String(w)} ORDER BY publish_at DESC, id LIMIT ${limit} OFFSET ${offset}`;
  return paged(db, w, pageSql, f.limit, f.offset, undefined, f.count);
}

export async function findPublicBySlug(db: Queryable, slug: string, now: Date): Promise<NewsRow | null> {
  const { rows } = await db.query<NewsRow>(`SELECT ${COLUMNS} FROM news WHERE slug = $1 AND ${VISIBLE("$2::timestamptz")}`, [slug, now.toISOString()]);
  return rows[0] ?? null;
}

/** The newest public items for the RSS feed. */
export async function latestPublic(db: Queryable, now: Date, limit: number): Promise<NewsRow[]> {
  const { rows } = await db.query<NewsRow>(`SELECT ${COLUMNS} FROM news WHERE ${VISIBLE("$1::timestamptz")} ORDER BY publish_at DESC, id LIMIT $2`, [
    now.toISOString(),
    limit,
  ]);
  return rows;
}

export async function listAdmin(db: Queryable, f: AdminFilter): Promise<NewsPageRows> {
  const w = new Where();
  if (f.status === "published") w.add(VISIBLE(`${w.param(f.now.toISOString())}::timestamptz`));
  else if (f.status === "scheduled") w.add(`status = 'scheduled' AND publish_at > ${w.param(f.now.toISOString())}::timestamptz`);
  else if (f.status === "draft") w.add("status = 'draft'");
  if (f.category) w.add(`category = ${w.param(f.category)}`);
  if (f.tsquery) w.add(`search @@ to_tsquery('spanish', ${w.param(f.tsquery)})`);
  // Last changed first (news_admin_order_idx, news_admin_category_idx, news_admin_drafts_idx).
  return paged(
    db,
    w,
    (limit, offset) => `SELECT ${COLUMNS} FROM news ${String(w)} ORDER BY updated_at DESC, id LIMIT ${limit} OFFSET ${offset}`,
    f.limit,
    f.offset,
  );
}

export async function findById(db: Queryable, id: string, forUpdate = false): Promise<NewsRow | null> {
  const { rows } = await db.query<NewsRow>(`SELECT ${COLUMNS} FROM news WHERE id = $1${forUpdate ? " FOR UPDATE" : ""}`, [id]);
  return rows[0] ?? null;
}

export async function slugTaken(db: Queryable, slug: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM news WHERE slug = $1", [slug]);
  return rows.length > 0;
}

const WRITE_VALUES = (n: NewsWrite) => [
  n.title,
  n.summary,
  n.bodyHtml,
  n.category,
  n.tags,
  n.imageId,
  n.imageAlt,
  n.readingMinutes,
  n.cutService,
  n.cutZones,
  n.cutStartsAt,
  n.cutEndsAt,
  n.cutReason,
  n.searchText,
  n.zonesText,
];

export async function insertNews(
  db: Queryable,
  n: NewsWrite & { slug: string; status: NewsStatus; publishAt: string | null; authorId: string | null; authorName: string },
): Promise<NewsRow> {
  const { rows } = await db.query<NewsRow>(
    `INSERT INTO news (title, summary, body_html, category, tags, image_id, image_alt, reading_minutes, cut_service,
       cut_zones, cut_starts_at, cut_ends_at, cut_reason, search_text, zones_text, slug, status, publish_at, author_id, author_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     RETURNING ${COLUMNS}`,
    [...WRITE_VALUES(n), n.slug, n.status, n.publishAt, n.authorId, n.authorName],
  );
  return rows[0];
}

export async function updateNews(db: Queryable, id: string, n: NewsWrite): Promise<NewsRow> {
  const { rows } = await db.query<NewsRow>(
    `UPDATE news SET title = $1, summary = $2, body_html = $3, category = $4, tags = $5, image_id = $6, image_alt = $7,
       reading_minutes = $8, cut_service = $9, cut_zones = $10, cut_starts_at = $11, cut_ends_at = $12, cut_reason = $13,
       search_text = $14, zones_text = $15, version = version + 1, updated_at = now()
     WHERE id = $16 RETURNING ${COLUMNS}`,
    [...WRITE_VALUES(n), id],
  );
  return rows[0];
}

export async function setStatus(db: Queryable, id: string, status: NewsStatus, publishAt: string | null): Promise<NewsRow> {
  const { rows } = await db.query<NewsRow>(
    `UPDATE news SET status = $1, publish_at = $2, version = version + 1, updated_at = now() WHERE id = $3 RETURNING ${COLUMNS}`,
    [status, publishAt, id],
  );
  return rows[0];
}

export async function deleteNews(db: Queryable, id: string): Promise<void> {
  await db.query("DELETE FROM news WHERE id = $1", [id]);
}

export async function imageExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM news_images WHERE id = $1", [id]);
  return rows.length > 0;
}

export async function insertImage(
  db: Queryable,
  image: { contentType: NewsImageType; data: Buffer; uploadedBy: string | null },
): Promise<{ id: string; bytes: number }> {
  const { rows } = await db.query<{ id: string; bytes: number }>(
    "INSERT INTO news_images (content_type, bytes, data, uploaded_by) VALUES ($1, $2, $3, $4) RETURNING id, bytes",
    [image.contentType, image.data.length, image.data, image.uploadedBy],
  );
  return rows[0];
}

export async function findImage(db: Queryable, id: string): Promise<{ content_type: string; data: Uint8Array; created_at: Date } | null> {
  const { rows } = await db.query<{ content_type: string; data: Uint8Array; created_at: Date }>(
    "SELECT content_type, data, created_at FROM news_images WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

export interface AuditRow {
  id: string;
  at: Date;
  actor_email: string;
  action: string;
  before: unknown;
  after: unknown;
}

export async function auditTrail(db: Queryable, id: string): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT id::text, at, actor_email, action, before, after FROM audit_log
     WHERE entity_type = 'news' AND entity_id = $1 ORDER BY at DESC, id DESC LIMIT 200`,
    [id],
  );
  return rows;
}

/** The dashboard's news figures: published in [from, to], scheduled after `to`, drafts. */
export async function newsFigures(q: Queryable, from: string, to: string) {
  const { rows } = await q.query<{ published: number; scheduled: number; drafts: number }>(
    // Three counts, each over its own index (032_news_lists.sql), not one pass over every row. The
    // scheduled ones are a range closed by 'infinity', which no publication time reaches: a planner
    // without statistics (PGlite) takes a closed range for a narrow one and reads the index.
    `SELECT (SELECT count(*) FROM news WHERE status <> 'draft' AND publish_at >= $1::timestamptz AND publish_at <= $2::timestamptz)::int AS published,
            (SELECT count(*) FROM news WHERE status <> 'draft' AND publish_at > $2::timestamptz AND publish_at < 'infinity')::int AS scheduled,
            (SELECT count(*) FROM news WHERE status = 'draft')::int AS drafts`,
    [from, to],
  );
  return rows[0];
}

/**
 * Visible cuts for the cut alerts' sweep (issue 24 §2): those whose publication time came in
 * (publishedAfter, now], or that start in [startsFrom, startsTo).
 */
export async function visibleCutsForAlerts(db: Queryable, now: Date, f: { publishedAfter: Date } | { startsFrom: Date; startsTo: Date }): Promise<NewsRow[]> {
  const window =
    "publishedAfter" in f
      ? { sql: "publish_at > $2::timestamptz", params: [f.publishedAfter.toISOString()] }
      : { sql: "cut_starts_at >= $2::timestamptz AND cut_starts_at < $3::timestamptz", params: [f.startsFrom.toISOString(), f.startsTo.toISOString()] };
  const { rows } = await db.query<NewsRow>(
    `SELECT ${COLUMNS} FROM news WHERE category = 'cortes' AND ${VISIBLE("$1::timestamptz")} AND ${window.sql} ORDER BY cut_starts_at, id LIMIT 500`,
    [now.toISOString(), ...window.params],
  );
  return rows;
}
