import type { Db } from "../../../db/db";
import type { EventRow, PageTimeRow, PageViewRow, WebVitalsRow } from "../writer";

/** The raw tables' writes (issue 5, issue 20 §3): batched INSERTs, the dead letters, the heartbeat. */

interface Table<R> {
  name: string;
  /** INSERT … SELECT FROM unnest(arrays): one statement and a fixed number of parameters per batch. */
  sql: string;
  columns: (row: R) => unknown[];
}

const TABLES = {
  pageview: {
    name: "metric_page_views",
    sql: `INSERT INTO metric_page_views (occurred_at, page_path, session_id, user_id, referrer, acquisition_channel, device_type, browser_info)
          SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
    columns: (r) => [r.occurredAt, r.pagePath, r.sessionId, r.userId, r.referrer, r.acquisitionChannel, r.deviceType, r.browserInfo],
  } satisfies Table<PageViewRow>,
  event: {
    name: "metric_events",
    sql: `INSERT INTO metric_events (occurred_at, event_type, category, action, label, value, page_path, session_id, user_id, metadata, client_key)
          SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::text[], $8::text[], $9::text[], $10::jsonb[], $11::text[])`,
    columns: (r) => [r.occurredAt, r.eventType, r.category, r.action, r.label, r.value, r.pagePath, r.sessionId, r.userId, r.metadata, r.clientKey ?? null],
  } satisfies Table<EventRow>,
  webvitals: {
    name: "metric_web_vitals",
    sql: `INSERT INTO metric_web_vitals (occurred_at, page_path, session_id, lcp, fid, cls, ttfb, fcp, inp, page_weight, speed_index)
          SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[], $9::float8[], $10::float8[], $11::float8[])`,
    columns: (r) => [r.occurredAt, r.pagePath, r.sessionId, r.lcp, r.fid, r.cls, r.ttfb, r.fcp, r.inp, r.pageWeight, r.speedIndex],
  } satisfies Table<WebVitalsRow>,
  pagetime: {
    name: "metric_page_times",
    sql: `INSERT INTO metric_page_times (occurred_at, page_path, session_id, time_spent)
          SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::float8[])`,
    columns: (r) => [r.occurredAt, r.pagePath, r.sessionId, r.timeSpent],
  } satisfies Table<PageTimeRow>,
};

export type MetricKind = keyof typeof TABLES;
export type RowOf<K extends MetricKind> = {
  pageview: PageViewRow;
  event: EventRow;
  webvitals: WebVitalsRow;
  pagetime: PageTimeRow;
}[K];

/** The unnest arrays of a batch: column i of every row. */
export function columnsOf<K extends MetricKind>(kind: K, rows: readonly RowOf<K>[]): unknown[][] {
  const table = TABLES[kind] as Table<RowOf<K>>;
  const width = table.columns(rows[0]).length;
  const arrays: unknown[][] = Array.from({ length: width }, () => new Array<unknown>(rows.length));
  rows.forEach((row, i) => table.columns(row).forEach((v, c) => (arrays[c][i] = v)));
  return arrays;
}

/** Runs one batched INSERT of `rows` into the table of `kind` (also used by the bench's raw rate). */
export async function insertBatch<K extends MetricKind>(db: Pick<Db, "query">, kind: K, rows: readonly RowOf<K>[]): Promise<void> {
  if (rows.length > 0) await db.query(TABLES[kind].sql, columnsOf(kind, rows));
}

/** The table a kind of row is stored in. */
export function tableOf(kind: MetricKind): string {
  return TABLES[kind].name;
}

/** Sets a row the database refused aside with its error: [table, row as JSON text, error, SQLSTATE]. */
export async function insertDeadLetter(db: Pick<Db, "query">, values: [string, string, string, string]): Promise<void> {
  await db.query("INSERT INTO metric_dead_letters (table_name, row_json, error, error_code) VALUES ($1, $2, $3, $4)", values);
}

/**
 * Issue 31 §2: records, in the transaction that stored rows of `kind` from spool `spoolId` (or set
 * one aside), that every row up to `seq` is stored; a replay after a crash skips them.
 */
export async function recordCheckpoint(tx: Pick<Db, "query">, spoolId: string, kind: MetricKind, seq: number): Promise<void> {
  await tx.query(
    `INSERT INTO metric_spool_checkpoints AS t (spool_id, kind, seq) VALUES ($1, $2, $3)
     ON CONFLICT (spool_id, kind) DO UPDATE SET seq = GREATEST(t.seq, excluded.seq), updated_at = now()`,
    [spoolId, kind, seq],
  );
}

/** The highest sequence number stored of each kind from spool `spoolId`. */
export async function readCheckpoints(db: Pick<Db, "query">, spoolId: string): Promise<Partial<Record<MetricKind, number>>> {
  const { rows } = await db.query<{ kind: MetricKind; seq: string | number }>("SELECT kind, seq FROM metric_spool_checkpoints WHERE spool_id = $1", [spoolId]);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.seq)]));
}

/** One row per minute the server was up (the uptime figure). */
export async function insertHeartbeat(db: Pick<Db, "query">, minute: string): Promise<void> {
  await db.query("INSERT INTO metric_heartbeats (minute) VALUES ($1) ON CONFLICT (minute) DO NOTHING", [minute]);
}
