import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/db";

/** One accepted row of each table, as the batched INSERT takes it (occurredAt: when accepted). */
export interface PageViewRow {
  occurredAt: string;
  pagePath: string;
  sessionId: string;
  userId: string | null;
  referrer: string | null;
  acquisitionChannel: string;
  deviceType: string | null;
  browserInfo: string | null;
}

export interface EventRow {
  occurredAt: string;
  eventType: string;
  category: string;
  action: string;
  label: string | null;
  value: number | null;
  pagePath: string;
  sessionId: string;
  userId: string | null;
  /** Serialized JSON object, or null. */
  metadata: string | null;
}

export interface WebVitalsRow {
  occurredAt: string;
  pagePath: string;
  sessionId: string | null;
  lcp: number | null;
  fid: number | null;
  cls: number | null;
  ttfb: number | null;
  fcp: number | null;
  inp: number | null;
  pageWeight: number | null;
  speedIndex: number | null;
}

export interface PageTimeRow {
  occurredAt: string;
  pagePath: string;
  sessionId: string;
  timeSpent: number;
}

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
    sql: `INSERT INTO metric_events (occurred_at, event_type, category, action, label, value, page_path, session_id, user_id, metadata)
          SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::text[], $8::text[], $9::text[], $10::jsonb[])`,
    columns: (r) => [r.occurredAt, r.eventType, r.category, r.action, r.label, r.value, r.pagePath, r.sessionId, r.userId, r.metadata],
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
type RowOf<K extends MetricKind> = {
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

export interface WriterOptions {
  /** Longest wait before accepted rows are written. */
  flushMs: number;
  /** Rows per INSERT. */
  batchSize?: number;
  /** Rows held in memory at most; beyond it the endpoints answer 503 and accept nothing. */
  capacity?: number;
  /** Pause after a failed write before trying again (the rows stay buffered). */
  retryMs?: number;
}

export interface WriterStatus {
  buffered: number;
  written: number;
  lastWriteAt: string | null;
  writeErrors: number;
  accepting: boolean;
}

/**
 * Accepts tracked rows in memory and writes them in batches (issue 5): the endpoints answer 202 at
 * once, and one INSERT carries up to `batchSize` rows. Writes are serial; a failed write keeps its
 * rows and retries. close() stops accepting and writes everything still buffered, so an accepted
 * row is never lost on a graceful stop (SIGTERM). Each minute it also records a heartbeat, the
 * data of the uptime figure.
 */
export class MetricsWriter {
  private readonly buffers: { [K in MetricKind]: RowOf<K>[] } = { pageview: [], event: [], webvitals: [], pagetime: [] };
  private count = 0;
  private timer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private closed = false;
  private written = 0;
  private writeErrors = 0;
  private lastWriteAt: Date | null = null;
  private lastHeartbeatMinute = "";
  private readonly batchSize: number;
  private readonly capacity: number;
  private readonly retryMs: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: WriterOptions,
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.capacity = options.capacity ?? 50_000;
    this.retryMs = options.retryMs ?? 1000;
  }

  /** Starts the heartbeat (one row per minute while the process serves). */
  start(): void {
    void this.heartbeat();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), 20_000);
    this.heartbeatTimer.unref();
  }

  /** Takes the rows, or none of them when the buffer is full or the process is stopping. */
  accept<K extends MetricKind>(kind: K, rows: readonly RowOf<K>[]): boolean {
    if (this.closed || this.count + rows.length > this.capacity) return false;
    (this.buffers[kind] as RowOf<K>[]).push(...rows);
    this.count += rows.length;
    if (this.count >= this.batchSize) this.kick(0);
    else this.kick(this.options.flushMs);
    return true;
  }

  status(): WriterStatus {
    return {
      buffered: this.count,
      written: this.written,
      lastWriteAt: this.lastWriteAt?.toISOString() ?? null,
      writeErrors: this.writeErrors,
      accepting: !this.closed && this.count < this.capacity,
    };
  }

  /** Writes everything buffered now (tests, and closing). */
  async drain(): Promise<void> {
    while (this.count > 0 || this.writing) {
      if (this.writing) await this.writing;
      else await this.writeAll(true);
    }
  }

  /** Stops accepting and writes what was accepted; gives up only if the database never answers. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.timer = this.heartbeatTimer = null;
    await this.drain();
  }

  private kick(delay: number): void {
    if (this.writing || this.closed) return;
    if (this.timer && delay > 0) return; // a write is already due sooner or at the same time
    if (this.timer) clearTimeout(this.timer);
    // A write due to the quiet period takes every row; one due to a full batch, full batches only.
    const all = delay > 0;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.writeAll(all);
    }, delay);
  }

  /** One write pass at a time; rows that arrive meanwhile (or a batch to retry) get the next one. */
  private writeAll(all: boolean): Promise<void> {
    // Cleared in .finally(), which always runs after this assignment, even when nothing awaits.
    this.writing ??= this.writeBatches(all).finally(() => {
      this.writing = null;
      if (this.count > 0 && !this.closed) this.kick(this.count >= this.batchSize ? 0 : this.options.flushMs);
    });
    return this.writing;
  }

  /**
   * Batches of each kind until the buffers are empty (`all`) or hold less than a batch, or a write
   * fails (then after a pause). Under load a remainder waits for more rows: a statement of 1,000
   * rows costs far less per row than several small ones.
   */
  private async writeBatches(all: boolean): Promise<void> {
    for (const kind of Object.keys(this.buffers) as MetricKind[]) {
      const buffer = this.buffers[kind] as RowOf<MetricKind>[];
      while (buffer.length >= (all ? 1 : this.batchSize)) {
        const batch = buffer.slice(0, this.batchSize);
        try {
          await insertBatch(this.db, kind, batch as RowOf<typeof kind>[]);
        } catch (err) {
          this.writeErrors += 1;
          this.log.error({ err, table: TABLES[kind].name, rows: batch.length }, "metrics batch not written; retrying");
          await new Promise((r) => setTimeout(r, this.retryMs));
          return;
        }
        buffer.splice(0, batch.length);
        this.count -= batch.length;
        this.written += batch.length;
        this.lastWriteAt = new Date();
      }
    }
  }

  private async heartbeat(): Promise<void> {
    const minute = new Date();
    minute.setUTCSeconds(0, 0);
    const key = minute.toISOString();
    if (key === this.lastHeartbeatMinute) return;
    try {
      await this.db.query("INSERT INTO metric_heartbeats (minute) VALUES ($1) ON CONFLICT (minute) DO NOTHING", [key]);
      this.lastHeartbeatMinute = key;
    } catch (err) {
      this.log.warn({ err }, "metrics heartbeat not recorded");
    }
  }
}
