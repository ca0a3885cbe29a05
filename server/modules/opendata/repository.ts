import type { Queryable } from "../../db/db";

/**
 * The open data's own SQL (issue 35 §3): read-only aggregates over the tables of other modules
 * (tariffs, news, cases, metrics, documents), as the treasury's reports read payments. Nothing here
 * writes; nothing reads a person's data: the PQRS are counted, never listed, and the metrics are read
 * from the daily aggregates (metric_page_stats), never from the raw page views.
 *
 * Every list is read in bounded pieces through an index (the caller streams them), so a table of
 * any size never sits in memory whole.
 */

/** An instant as the driver returns it: a Date (PostgreSQL), a string (PGlite) or null (no rows). */
type Instant = Date | string | null;
const toDate = (v: Instant): Date | null => (v === null ? null : new Date(v));

/** The one instant `at` a query selects (null when there is none): every "when did it change" below. */
async function instant(q: Queryable, sql: string, params?: readonly unknown[]): Promise<Date | null> {
  const { rows } = await q.query<{ at: Instant }>(sql, params);
  return toDate(rows[0]?.at ?? null);
}

/** The last published version of any month (tariff_versions is append-only: publishing is the only change). */
export async function tariffsChangedAt(q: Queryable): Promise<Date | null> {
  return instant(q, "SELECT max(published_at) AS at FROM tariff_versions");
}

/**
 * The last change of the public service cuts at `now`: a visible cut published or edited, a
 * scheduled one that became visible, and a cut unpublished, rescheduled, recategorised or deleted
 * (those leave the table or their visibility: the audit trail has them).
 */
export async function cutsChangedAt(q: Queryable, now: Date): Promise<Date | null> {
  return instant(
    q,
    `SELECT greatest(
       (SELECT max(greatest(updated_at, publish_at)) FROM news
         WHERE category = 'cortes' AND status <> 'draft' AND publish_at <= $1),
       (SELECT max(at) FROM audit_log
         WHERE entity_type = 'news' AND at <= $1 AND (
           (action IN ('news.delete', 'news.update') AND before->>'category' = 'cortes')
           OR (action IN ('news.unpublish', 'news.schedule')
               AND entity_id IN (SELECT id::text FROM news WHERE category = 'cortes'))))
     ) AS at`,
    [now.toISOString()],
  );
}

/** A public service cut as the dataset lists it. */
export interface CutRow {
  id: string;
  slug: string;
  title: string;
  cut_service: string;
  cut_zones: string[];
  cut_starts_at: Date | string;
  cut_ends_at: Date | string;
  cut_reason: string;
  publish_at: Date | string;
  updated_at: Date | string;
}

/** The next `limit` public cuts after `after` (by start, then id): the keyset the stream pages with. */
export async function publicCutsAfter(q: Queryable, now: Date, after: { startsAt: string; id: string } | null, limit: number): Promise<CutRow[]> {
  const { rows } = await q.query<CutRow>(
    `SELECT id::text AS id, slug, title, cut_service, cut_zones, cut_starts_at, cut_ends_at, cut_reason, publish_at, updated_at
       FROM news
      WHERE category = 'cortes' AND status <> 'draft' AND publish_at <= $1
        AND ($2::timestamptz IS NULL OR (cut_starts_at, id) > ($2::timestamptz, $3::uuid))
      ORDER BY cut_starts_at, id LIMIT $4`,
    [now.toISOString(), after?.startsAt ?? null, after?.id ?? null, limit],
  );
  return rows;
}

/** The last PQRS filed or answered (the statistics change with nothing else). */
export async function pqrsChangedAt(q: Queryable): Promise<Date | null> {
  return instant(
    q,
    `SELECT greatest(
       (SELECT max(filed_at) FROM cases WHERE kind = 'pqrs'),
       (SELECT max(responded_at) FROM cases WHERE kind = 'pqrs')
     ) AS at`,
  );
}

/** The first PQRS's filing instant, where the months of the statistics start. */
export async function firstPqrsFiledAt(q: Queryable): Promise<Date | null> {
  return instant(q, "SELECT min(filed_at) AS at FROM cases WHERE kind = 'pqrs'");
}

/** PQRS of one kind of line: filed one Bogotá day, answered another (or not yet), with their due date, and how many. */
export interface PqrsGroupRow {
  filed_day: string;
  pqrs_type: string;
  service: string;
  answered_day: string | null;
  due_date: string | null;
  n: number;
}

/**
 * The PQRS filed in [from, to) grouped by what the statistics need (Bogotá days: UTC−5, no daylight
 * saving): one row per filing day, type, service, answer day and due date, never one per request.
 */
export async function pqrsGroupsFiledBetween(q: Queryable, from: Date, to: Date): Promise<PqrsGroupRow[]> {
  const { rows } = await q.query<PqrsGroupRow>(
    `SELECT to_char((filed_at AT TIME ZONE 'UTC') - interval '5 hours', 'YYYY-MM-DD') AS filed_day,
            pqrs_type, service,
            to_char((responded_at AT TIME ZONE 'UTC') - interval '5 hours', 'YYYY-MM-DD') AS answered_day,
            to_char(due_date, 'YYYY-MM-DD') AS due_date,
            count(*)::int AS n
       FROM cases
      WHERE kind = 'pqrs' AND filed_at >= $1 AND filed_at < $2
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3`,
    [from.toISOString(), to.toISOString()],
  );
  return rows;
}

/** The first and last whole Bogotá days of the page aggregates before `before` (day buckets start at 05:00 UTC). */
export async function metricDaysBefore(q: Queryable, before: Date): Promise<{ first: Date | null; last: Date | null }> {
  const { rows } = await q.query<{ first: Instant; last: Instant }>(
    `SELECT (SELECT min(bucket) FROM metric_page_stats WHERE grain = 'd') AS first,
            (SELECT max(bucket) FROM metric_page_stats WHERE grain = 'd' AND bucket < $1) AS last`,
    [before.toISOString()],
  );
  return { first: toDate(rows[0]?.first ?? null), last: toDate(rows[0]?.last ?? null) };
}

/** The last view counted in the newest whole day: what moves when a day is complete. */
export async function metricsChangedAt(q: Queryable, before: Date): Promise<Date | null> {
  return instant(
    q,
    `SELECT max(last_at) AS at FROM metric_page_stats
      WHERE grain = 'd' AND bucket = (SELECT max(bucket) FROM metric_page_stats WHERE grain = 'd' AND bucket < $1)`,
    [before.toISOString()],
  );
}

/** A day's figures for one page (or for every address that is not a known page, under `other`). */
export interface PageDayRow {
  bucket: Date | string;
  page: string;
  views: number;
  visitors: number;
  entries: number;
  bounces: number;
}

/**
 * The daily page aggregates of the days in [from, to), one row per day and known page, the rest
 * of each day's addresses summed under `other`. A range scan of the primary key (grain, bucket, …).
 */
export async function pageDays(q: Queryable, from: Date, to: Date, known: readonly string[], other: string): Promise<PageDayRow[]> {
  const { rows } = await q.query<PageDayRow>(PAGE_DAYS_SQL, [from.toISOString(), to.toISOString(), [...known], other]);
  return rows;
}

/** Exported for the test that reads its plan (EXPLAIN): it must use the primary key's index. */
export const PAGE_DAYS_SQL = `SELECT bucket, page, sum(views)::int AS views, sum(visitors)::int AS visitors,
         sum(entries)::int AS entries, sum(bounces)::int AS bounces
    FROM (SELECT bucket, CASE WHEN page_path = ANY($3::text[]) THEN page_path ELSE $4 END AS page,
                 views, visitors, entries, bounces
            FROM metric_page_stats
           WHERE grain = 'd' AND bucket >= $1 AND bucket < $2) days
   GROUP BY bucket, page
   ORDER BY bucket, page`;

/** The last change of the document library: a publication, an edit of its metadata, a replacement or a withdrawal. */
export async function documentsChangedAt(q: Queryable): Promise<Date | null> {
  return instant(q, "SELECT max(greatest(published_at, updated_at, withdrawn_at)) AS at FROM documents");
}
