import type { Queryable } from "../../../db/db";

/**
 * The statements of the incremental aggregates (issue 22; the logic that computes what they add is
 * ../aggregates.ts). Each upsert takes the unnest columns of a batch already summed in memory, so a
 * table gets one statement a batch at most, and the page views' and searches' tables share one
 * (issue 37: a statement's round trip and fixed cost count at a thousand rows); all run in the
 * writer's transaction.
 */

/**
 * The stored state of a tab session (kind 's': first and last view in ms, channel, views, the pages
 * kept in its row and when each was first viewed), or of one of its pages kept in
 * metric_session_pages (kind 'p': page_path and first_ms).
 */
export type SessionStateRow =
  | {
      k: "s";
      session_id: string;
      first_ms: number;
      first_page: string;
      channel: string;
      last_ms: number;
      last_page: string;
      views: number;
      pages: string[];
      page_first_ms: number[];
    }
  | { k: "p"; session_id: string; page_path: string; first_ms: number };

/** Serialises the writers of the aggregates across instances (a session's state is read, then written). */
export async function lockAggregates(tx: Queryable, lockId: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1)", [lockId]);
}

const PAGE_STATS_UPSERT = (n: number) =>
  `INSERT INTO metric_page_stats AS t (grain, bucket, page_path, views, visitors, entries, bounces, exits, time_sum, time_n, first_at, last_at)
     SELECT * FROM unnest($${n}::text[], $${n + 1}::timestamptz[], $${n + 2}::text[], $${n + 3}::int[], $${n + 4}::int[], $${n + 5}::int[], $${n + 6}::int[],
                          $${n + 7}::int[], $${n + 8}::float8[], $${n + 9}::int[], $${n + 10}::timestamptz[], $${n + 11}::timestamptz[])
     ON CONFLICT (grain, bucket, page_path) DO UPDATE SET
       views = t.views + excluded.views, visitors = t.visitors + excluded.visitors, entries = t.entries + excluded.entries,
       bounces = t.bounces + excluded.bounces, exits = t.exits + excluded.exits, time_sum = t.time_sum + excluded.time_sum,
       time_n = t.time_n + excluded.time_n, first_at = LEAST(t.first_at, excluded.first_at),
       last_at = GREATEST(t.last_at, excluded.last_at)`;

/** Adds per-page counts (views, visitors, entries, bounces, exits, time on page) to their hour and day rows. */
export async function upsertPageStats(tx: Queryable, columns: readonly unknown[]): Promise<void> {
  await tx.query(PAGE_STATS_UPSERT(1), columns);
}

/**
 * Takes the aggregates' lock (`lockId`), then reads what a batch of page views needs to know, in
 * one call (metric_session_state, migration 037): the state of its sessions with the pages kept in
 * their rows, and when each page of those sessions kept in metric_session_pages was first seen,
 * read by the key's first column: one probe a session rather than one a (session, page).
 */
export async function lockAndSelectSessionState(tx: Queryable, lockId: number, sessionIds: readonly string[]): Promise<SessionStateRow[]> {
  const { rows } = await tx.query<{ state: SessionStateRow[] }>("SELECT metric_session_state($1, $2::text[]) AS state", [lockId, sessionIds]);
  return rows[0].state;
}

/**
 * Writes what a batch of page views changed, in one statement: the state of its sessions (7
 * columns, then the pages kept in each row and when each was first viewed in ms, as array texts:
 * 2), the pairs of metric_session_pages whose first view moved or that are new there (3), the
 * devices and channels (6) and the pages' counts (12).
 */
export async function writePageViewAggregates(tx: Queryable, columns: readonly unknown[]): Promise<void> {
  await tx.query(
    `WITH sessions AS (
       INSERT INTO metric_sessions AS t (session_id, first_at, first_page, channel, last_at, last_page, views, pages, page_first_ms)
       SELECT u.session_id, u.first_at, u.first_page, u.channel, u.last_at, u.last_page, u.views, u.pages::text[], u.firsts::float8[]
         FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::int[], $8::text[], $9::text[])
              AS u(session_id, first_at, first_page, channel, last_at, last_page, views, pages, firsts)
       ON CONFLICT (session_id) DO UPDATE SET first_at = excluded.first_at, first_page = excluded.first_page,
         channel = excluded.channel, last_at = excluded.last_at, last_page = excluded.last_page, views = excluded.views,
         pages = excluded.pages, page_first_ms = excluded.page_first_ms
     ), pairs AS (
       INSERT INTO metric_session_pages AS t (session_id, page_path, first_at)
       SELECT * FROM unnest($10::text[], $11::text[], $12::timestamptz[])
       ON CONFLICT (session_id, page_path) DO UPDATE SET first_at = excluded.first_at
     ), dimensions AS (
       INSERT INTO metric_dimension_stats AS t (grain, bucket, dimension, value, views, sessions)
       SELECT * FROM unnest($13::text[], $14::timestamptz[], $15::text[], $16::text[], $17::int[], $18::int[])
       ON CONFLICT (grain, bucket, dimension, value) DO UPDATE SET
         views = t.views + excluded.views, sessions = t.sessions + excluded.sessions
     )
     ${PAGE_STATS_UPSERT(19)}`,
    columns,
  );
}

const EVENT_STATS_UPSERT = `INSERT INTO metric_event_stats AS t (grain, bucket, page_path, event_type, events)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::int[])
     ON CONFLICT (grain, bucket, page_path, event_type) DO UPDATE SET events = t.events + excluded.events`;

/** Adds events by page and type (5 columns) to their hour and day rows. */
export async function upsertEventStats(tx: Queryable, columns: readonly unknown[]): Promise<void> {
  await tx.query(EVENT_STATS_UPSERT, columns);
}

/**
 * When each (term, session) pair (kind 's', `who` the session) and each (term, network) pair
 * (kind 'n', `who` the network's key; issue 31 §5, migration 019) of a batch was first searched.
 */
export function selectSearchState(
  tx: Queryable,
  terms: readonly string[],
  sessionIds: readonly string[],
  networkTerms: readonly string[],
  clientKeys: readonly string[],
) {
  return tx.query<{ k: "s" | "n"; term: string; who: string; first_at: string | Date }>(
    `SELECT 's' AS k, s.term, s.session_id AS who, s.first_at FROM metric_search_sessions s
       JOIN unnest($1::text[], $2::text[]) AS k(term, session_id) USING (term, session_id)
     UNION ALL
     SELECT 'n', s.term, s.client_key, s.first_at FROM metric_search_networks s
       JOIN unnest($3::text[], $4::text[]) AS k(term, client_key) USING (term, client_key)`,
    [terms, sessionIds, networkTerms, clientKeys],
  );
}

/**
 * Writes what a batch of events with searches changed, in one statement: events by page and type
 * (5 columns), the (term, session) pairs (3) and (term, network) pairs (3) whose first search
 * moved, and the terms' counts (8).
 */
export async function writeSearchAggregates(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `WITH events AS (${EVENT_STATS_UPSERT}
     ), sessions AS (
       INSERT INTO metric_search_sessions AS t (term, session_id, first_at)
       SELECT * FROM unnest($6::text[], $7::text[], $8::timestamptz[])
       ON CONFLICT (term, session_id) DO UPDATE SET first_at = excluded.first_at
     ), networks AS (
       INSERT INTO metric_search_networks AS t (term, client_key, first_at)
       SELECT * FROM unnest($9::text[], $10::text[], $11::timestamptz[])
       ON CONFLICT (term, client_key) DO UPDATE SET first_at = excluded.first_at
     )
     INSERT INTO metric_search_stats AS t (grain, bucket, term, searches, zero_results, sessions, networks, last_at)
     SELECT * FROM unnest($12::text[], $13::timestamptz[], $14::text[], $15::int[], $16::int[], $17::int[], $18::int[], $19::timestamptz[])
     ON CONFLICT (grain, bucket, term) DO UPDATE SET searches = t.searches + excluded.searches,
       zero_results = t.zero_results + excluded.zero_results, sessions = t.sessions + excluded.sessions,
       networks = t.networks + excluded.networks, last_at = GREATEST(t.last_at, excluded.last_at)`,
    columns,
  );
}

/** Adds histograms bin by bin (metric_hist_add, migration 014). */
export async function upsertVitalStats(tx: Queryable, columns: readonly unknown[]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_vital_stats AS t (grain, bucket, page_path, metric, counts)
     SELECT g, b, p, m, c::int[] FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[]) AS u(g, b, p, m, c)
     ON CONFLICT (grain, bucket, page_path, metric) DO UPDATE SET counts = metric_hist_add(t.counts, excluded.counts)`,
    columns,
  );
}
