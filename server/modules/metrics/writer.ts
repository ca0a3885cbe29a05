import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/db";
import { aggregate } from "./aggregates";
import { insertBatch, insertDeadLetter, insertHeartbeat, recordCheckpoint, tableOf, type MetricKind, type RowOf } from "./repository/writes";

export { columnsOf, insertBatch, type MetricKind } from "./repository/writes";

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
  /**
   * Issue 31 §5: of a search, the keyed hash of the network it came from (network.ts), so a term
   * reaches the public's report only once several networks searched it; null otherwise.
   */
  clientKey?: string | null;
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

/** Where a batch's rows came from: the spool's id and the highest sequence number among them (issue 31 §2). */
export interface Checkpoint {
  spoolId: string;
  seq: number;
}

/**
 * Stores a batch and adds it to the report aggregates in one transaction (issue 22): either both
 * happen or neither, so the reports always equal what the raw tables hold. With `checkpoint`, the
 * same transaction records that the spool's rows up to its sequence number are stored.
 */
export async function storeBatch<K extends MetricKind>(
  db: Pick<Db, "transaction">,
  kind: K,
  rows: readonly RowOf<K>[],
  checkpoint?: Checkpoint | null,
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await aggregate(tx, kind, rows as never, () => insertBatch(tx, kind, rows));
    if (checkpoint) await recordCheckpoint(tx, checkpoint.spoolId, kind, checkpoint.seq);
  });
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
  /**
   * The spool the rows come from (issue 31 §2): its id goes with every checkpoint, and `stored` is
   * told each time the rows of a kind up to a sequence number are in the database.
   */
  spool?: { readonly id: string; markStored(kind: MetricKind, seq: number): void };
}

export interface WriterStatus {
  buffered: number;
  written: number;
  lastWriteAt: string | null;
  writeErrors: number;
  accepting: boolean;
  /** Failed write passes in a row (0 once a batch is written again): above 0 the writer is stuck. */
  consecutiveFailures: number;
  /** Seconds the oldest row still in memory has waited (0 when none). */
  oldestBufferedSeconds: number;
  /** Rows set aside in metric_dead_letters since the process started. */
  deadLettered: number;
  /** Of the buffered rows, those on disk in the spool (a crash does not lose them). */
  spooled: number;
}

/** How many batches one write may carry when the buffer holds that many (see writeBatches). */
const BACKLOG_BATCHES = 5;

/**
 * A failure that belongs to the rows, not to the database: SQLSTATE class 22 (data exception: a NUL,
 * a bad JSON escape, a number out of range) or 23 (a constraint). Any other failure (no table, no
 * connection) is the database's: the rows stay buffered and the write is retried.
 */
export function isRowError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^2[23][0-9A-Z]{3}$/.test(code);
}

/**
 * Accepts tracked rows in memory and writes them in batches (issue 5): one INSERT carries up to
 * `batchSize` rows. Writes are serial; a failed write keeps its rows and retries (a database that is
 * down is waited for), except that a row the database refuses is set aside with its error in
 * metric_dead_letters so it cannot hold back the rows after it (issue 20 §3). close() stops
 * accepting and writes everything still buffered (SIGTERM). Rows that come from the spool (issue 31
 * §2: `reserve`, then `admit` once on disk) carry their sequence numbers, and each transaction
 * records the highest one it stored. Each minute it also records a heartbeat, the data of the
 * uptime figure.
 */
export class MetricsWriter {
  private readonly buffers: { [K in MetricKind]: RowOf<K>[] } = { pageview: [], event: [], webvitals: [], pagetime: [] };
  /** The spool's sequence number of each buffered row, in the same order (0: not from the spool). */
  private readonly seqs: Record<MetricKind, number[]> = { pageview: [], event: [], webvitals: [], pagetime: [] };
  private count = 0;
  /** Rows a request has a place for while its spool line is being written. */
  private reserved = 0;
  private spooled = 0;
  private timer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private closed = false;
  private written = 0;
  private writeErrors = 0;
  private lastWriteAt: Date | null = null;
  private lastHeartbeatMinute = "";
  private consecutiveFailures = 0;
  private deadLettered = 0;
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
    if (!this.reserve(rows.length)) return false;
    this.admit(kind, rows, null);
    return true;
  }

  /** Holds a place for `n` rows (false when the buffer is full or the process is stopping). */
  reserve(n: number): boolean {
    if (this.closed || this.count + this.reserved + n > this.capacity) return false;
    this.reserved += n;
    return true;
  }

  /** Gives back the place of rows that will not come (their spool line was not written). */
  release(n: number): void {
    this.reserved = Math.max(0, this.reserved - n);
  }

  /**
   * Buffers rows that have a place (`reserve`), or that the spool replays at start (`reserved`
   * false: they are taken whatever the capacity), with their sequence numbers when spooled.
   */
  admit<K extends MetricKind>(kind: K, rows: readonly RowOf<K>[], seqs: readonly number[] | null, reserved = true): void {
    if (reserved) this.release(rows.length);
    (this.buffers[kind] as RowOf<K>[]).push(...rows);
    if (seqs) {
      this.seqs[kind].push(...seqs);
      this.spooled += rows.length;
    } else {
      for (let i = 0; i < rows.length; i++) this.seqs[kind].push(0);
    }
    this.count += rows.length;
    if (this.count >= this.batchSize) this.kick(0);
    else this.kick(this.options.flushMs);
  }

  status(): WriterStatus {
    return {
      buffered: this.count,
      written: this.written,
      lastWriteAt: this.lastWriteAt?.toISOString() ?? null,
      writeErrors: this.writeErrors,
      accepting: !this.closed && this.count + this.reserved < this.capacity,
      consecutiveFailures: this.consecutiveFailures,
      oldestBufferedSeconds: this.oldestBufferedSeconds(),
      deadLettered: this.deadLettered,
      spooled: this.spooled,
    };
  }

  private oldestBufferedSeconds(now = Date.now()): number {
    let oldest = now;
    for (const buffer of Object.values(this.buffers) as { occurredAt: string }[][]) {
      if (buffer.length > 0) oldest = Math.min(oldest, new Date(buffer[0].occurredAt).getTime());
    }
    return Math.max(0, Math.floor((now - oldest) / 1000));
  }

  /** Writes everything buffered now (tests, and closing). */
  async drain(): Promise<void> {
    while (this.count > 0 || this.writing) {
      if (this.writing) await this.writing;
      else await this.writeAll(true);
    }
  }

  /** Takes no more rows (reserve and accept answer false); what is buffered stays. */
  refuse(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Stops accepting and writes what was accepted; gives up only if the database never answers. */
  async close(): Promise<void> {
    this.refuse();
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
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
        // Behind under load, a transaction takes up to BACKLOG_BATCHES batches at once: its fixed
        // cost (BEGIN, the aggregates' lock and upserts, COMMIT, each a round trip that waits its
        // turn on a busy event loop) is then paid once for several thousand rows, not once a thousand.
        const batch = buffer.slice(0, this.batchSize * BACKLOG_BATCHES);
        try {
          await this.writeIsolating(kind, buffer, batch);
          this.consecutiveFailures = 0;
        } catch (err) {
          this.writeErrors += 1;
          this.consecutiveFailures += 1;
          this.log.error(
            { err, table: tableOf(kind), rows: batch.length, consecutiveFailures: this.consecutiveFailures },
            "metrics batch not written; retrying",
          );
          await new Promise((r) => setTimeout(r, this.retryMs));
          return;
        }
      }
    }
  }

  /**
   * Writes `rows` (the front of `buffer`), taking each part off the buffer as it is stored. Issue 20
   * §3: when the rows themselves are refused (isRowError), the batch is split in halves until the
   * bad row is alone; it goes to metric_dead_letters with the error, and the rest are written. Any
   * other failure is thrown: what is not yet stored stays at the front of the buffer, in order.
   */
  private async writeIsolating(kind: MetricKind, buffer: RowOf<MetricKind>[], rows: RowOf<MetricKind>[]): Promise<void> {
    const checkpoint = this.checkpointOf(kind, rows.length);
    try {
      await storeBatch(this.db, kind, rows, checkpoint);
      this.written += rows.length;
      this.lastWriteAt = new Date();
    } catch (err) {
      if (!isRowError(err)) throw err;
      if (rows.length > 1) {
        const half = Math.ceil(rows.length / 2);
        await this.writeIsolating(kind, buffer, rows.slice(0, half));
        await this.writeIsolating(kind, buffer, rows.slice(half));
        return;
      }
      await this.db.transaction(async (tx) => {
        await insertDeadLetter(tx, [
          tableOf(kind),
          // JSON text any database takes: JSON.stringify escapes NULs and lone surrogates.
          JSON.stringify(rows[0]),
          String((err as Error).message ?? err).slice(0, 1000),
          String((err as { code?: unknown }).code),
        ]);
        if (checkpoint) await recordCheckpoint(tx, checkpoint.spoolId, kind, checkpoint.seq);
      });
      this.deadLettered += 1;
      // Code and message only: an error's detail may quote the row ("Failing row contains …").
      this.log.error(
        { code: (err as { code?: unknown }).code, error: (err as Error).message, table: tableOf(kind) },
        "metrics row refused by the database; set aside in metric_dead_letters",
      );
    }
    buffer.splice(0, rows.length);
    const seqs = this.seqs[kind].splice(0, rows.length);
    this.count -= rows.length;
    this.spooled -= seqs.filter((q) => q > 0).length;
    if (checkpoint) this.options.spool?.markStored(kind, checkpoint.seq);
  }

  /** The checkpoint of the first `n` buffered rows of `kind`: the spool's id and their highest sequence number. */
  private checkpointOf(kind: MetricKind, n: number): Checkpoint | null {
    const spool = this.options.spool;
    if (!spool) return null;
    let seq = 0;
    const seqs = this.seqs[kind];
    for (let i = 0; i < n; i++) if (seqs[i] > seq) seq = seqs[i];
    return seq > 0 ? { spoolId: spool.id, seq } : null;
  }

  private async heartbeat(): Promise<void> {
    const minute = new Date();
    minute.setUTCSeconds(0, 0);
    const key = minute.toISOString();
    if (key === this.lastHeartbeatMinute) return;
    try {
      await insertHeartbeat(this.db, key);
      this.lastHeartbeatMinute = key;
    } catch (err) {
      this.log.warn({ err }, "metrics heartbeat not recorded");
    }
  }
}
