import type { Queryable } from "../../../db/db";

/**
 * The statements of the incremental aggregates (issue 22; the logic that computes what they add is
 * ../aggregates.ts). Each upsert takes the unnest columns of a batch already summed in memory, so a
 * table gets one statement a batch; all run in the writer's transaction.
 */

/** The stored state of tab sessions (first and last view, channel, views). */
export interface SessionRow {
  session_id: string;
  first_at: string | Date;
  first_page: string;
  channel: string;
  last_at: string | Date;
  last_page: string;
  views: number;
}

/** Serialises the writers of the aggregates across instances (a session's state is read, then written). */
export async function lockAggregates(tx: Queryable, lockId: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1)", [lockId]);
}

/** Adds per-page counts (views, visitors, entries, bounces, exits, time on page) to their hour and day rows. */
export async function upsertPageStats(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_page_stats AS t (grain, bucket, page_path, views, visitors, entries, bounces, exits, time_sum, time_n, first_at, last_at)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[],
                          $9::float8[], $10::int[], $11::timestamptz[], $12::timestamptz[])
     ON CONFLICT (grain, bucket, page_path) DO UPDATE SET
       views = t.views + excluded.views, visitors = t.visitors + excluded.visitors, entries = t.entries + excluded.entries,
       bounces = t.bounces + excluded.bounces, exits = t.exits + excluded.exits, time_sum = t.time_sum + excluded.time_sum,
       time_n = t.time_n + excluded.time_n, first_at = LEAST(t.first_at, excluded.first_at),
       last_at = GREATEST(t.last_at, excluded.last_at)`,
    columns,
  );
}

export function selectSessions(tx: Queryable, sessionIds: readonly string[]) {
  return tx.query<SessionRow>("SELECT * FROM metric_sessions WHERE session_id = ANY($1::text[])", [sessionIds]);
}

/** When each (session, page) pair was first seen (unique visitors). */
export function selectSessionPages(tx: Queryable, sessionIds: readonly string[], pagePaths: readonly string[]) {
  return tx.query<{ session_id: string; page_path: string; first_at: string | Date }>(
    `SELECT s.session_id, s.page_path, s.first_at FROM metric_session_pages s
         JOIN unnest($1::text[], $2::text[]) AS k(session_id, page_path) USING (session_id, page_path)`,
    [sessionIds, pagePaths],
  );
}

export async function upsertSessions(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_sessions AS t (session_id, first_at, first_page, channel, last_at, last_page, views)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::int[])
     ON CONFLICT (session_id) DO UPDATE SET first_at = excluded.first_at, first_page = excluded.first_page,
       channel = excluded.channel, last_at = excluded.last_at, last_page = excluded.last_page, views = excluded.views`,
    columns,
  );
}

export async function upsertSessionPages(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_session_pages AS t (session_id, page_path, first_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
       ON CONFLICT (session_id, page_path) DO UPDATE SET first_at = excluded.first_at`,
    columns,
  );
}

/** Devices and channels: page views and sessions. */
export async function upsertDimensionStats(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_dimension_stats AS t (grain, bucket, dimension, value, views, sessions)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::int[], $6::int[])
     ON CONFLICT (grain, bucket, dimension, value) DO UPDATE SET
       views = t.views + excluded.views, sessions = t.sessions + excluded.sessions`,
    columns,
  );
}

export async function upsertEventStats(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_event_stats AS t (grain, bucket, page_path, event_type, events)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::int[])
     ON CONFLICT (grain, bucket, page_path, event_type) DO UPDATE SET events = t.events + excluded.events`,
    columns,
  );
}

/** When each (term, session) pair was first searched. */
export function selectSearchSessions(tx: Queryable, terms: readonly string[], sessionIds: readonly string[]) {
  return tx.query<{ term: string; session_id: string; first_at: string | Date }>(
    `SELECT s.term, s.session_id, s.first_at FROM metric_search_sessions s
       JOIN unnest($1::text[], $2::text[]) AS k(term, session_id) USING (term, session_id)`,
    [terms, sessionIds],
  );
}

export async function upsertSearchSessions(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_search_sessions AS t (term, session_id, first_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
       ON CONFLICT (term, session_id) DO UPDATE SET first_at = excluded.first_at`,
    columns,
  );
}

/** When each (term, network) pair was first searched (issue 31 §5, migration 019). */
export function selectSearchNetworks(tx: Queryable, terms: readonly string[], clientKeys: readonly string[]) {
  return tx.query<{ term: string; client_key: string; first_at: string | Date }>(
    `SELECT s.term, s.client_key, s.first_at FROM metric_search_networks s
       JOIN unnest($1::text[], $2::text[]) AS k(term, client_key) USING (term, client_key)`,
    [terms, clientKeys],
  );
}

export async function upsertSearchNetworks(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_search_networks AS t (term, client_key, first_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
       ON CONFLICT (term, client_key) DO UPDATE SET first_at = excluded.first_at`,
    columns,
  );
}

export async function upsertSearchStats(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_search_stats AS t (grain, bucket, term, searches, zero_results, sessions, networks, last_at)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::timestamptz[])
     ON CONFLICT (grain, bucket, term) DO UPDATE SET searches = t.searches + excluded.searches,
       zero_results = t.zero_results + excluded.zero_results, sessions = t.sessions + excluded.sessions,
       networks = t.networks + excluded.networks, last_at = GREATEST(t.last_at, excluded.last_at)`,
    columns,
  );
}

/** Adds histograms bin by bin (metric_hist_add, migration 014). */
export async function upsertVitalStats(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_vital_stats AS t (grain, bucket, page_path, metric, counts)
     SELECT g, b, p, m, c::int[] FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[]) AS u(g, b, p, m, c)
     ON CONFLICT (grain, bucket, page_path, metric) DO UPDATE SET counts = metric_hist_add(t.counts, excluded.counts)`,
    columns,
  );
}
