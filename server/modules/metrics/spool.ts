import { constants } from "node:fs";
import { mkdir, open, readdir, readFile, rename, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { MetricKind } from "./repository/writes";
import { KINDS, readSegments, requestLine, SEGMENT_FILE, segmentName, voidLine, zero, type Replayed, type SegmentRead } from "./spoolFiles";
import { syncDirectory, takeSlot, writeFileDurably, type SpoolSlot } from "./spoolSlot";

export type { Replayed } from "./spoolFiles";

/**
 * The metrics spool (issue 31 §2): a 202 from the tracking endpoints means the rows are on disk.
 * Each accepted request becomes one line of an append-only segment file (spoolFiles.ts), its rows
 * numbered in sequence. The requests that arrive together are written as one group by one write
 * to a file opened with O_DSYNC (the write returns once the data is on disk: a group commit, one
 * call where write + fdatasync were two), and up to MAX_IN_FLIGHT groups are on their way at once,
 * so a request waits for about one disk flush, not for the one before it too. Groups are settled
 * in the order they started: a request is answered, and its rows handed to the in-memory writer,
 * only once its group and every earlier one are on disk. The writer records in each transaction
 * the highest number it stored per kind (metric_spool_checkpoints); at start the rows above those
 * numbers go back to it, and segments whose rows are all stored are deleted. A graceful stop
 * leaves one empty segment whose name carries the next number.
 */

/** Groups being written at once. */
const MAX_IN_FLIGHT = 4;
/**
 * A segment grows by this many bytes of zeros, written ahead of the lines (as PostgreSQL fills its
 * WAL files): a line written over them changes no file size, so its O_DSYNC write flushes the data
 * alone, not a journal commit of the inode too (about twice as fast here). Zeros are no line: a
 * reader ignores them.
 */
const CHUNK_BYTES = 1024 * 1024;
const ZEROS = Buffer.alloc(CHUNK_BYTES);

export interface SpoolOptions {
  /** A new segment is started once the current one is this large (bytes). */
  segmentBytes?: number;
}

export interface SpoolStatus {
  id: string;
  segments: number;
  bytes: number;
  /** Group writes (each on disk when it returned) since start, and the requests they carried. */
  syncs: number;
  appends: number;
  failures: number;
}

interface Segment extends SegmentRead {
  fh: FileHandle | null;
  /** Groups being written to it. */
  writing: number;
  /** Bytes of zeros written ahead (the lines go at `bytes`, below it), and the growth under way. */
  allocated: number;
  extending: Promise<void> | null;
  /** A new segment could not be opened after this one: it takes the appends a while longer. */
  full?: boolean;
}

interface Pending {
  line: string;
  kind: MetricKind;
  first: number;
  last: number;
  done: (err: Error | null) => void;
}

/** Where the spool reads what the database already holds. */
export interface SpoolDatabase {
  /** An id of the database (kept in it): a spool written for another database is not replayed into this one. */
  databaseId: string;
  checkpoints(spoolId: string): Promise<Partial<Record<MetricKind, number>>>;
}

export class MetricsSpool {
  private slot: SpoolSlot | null = null;
  private segments: Segment[] = [];
  private nextSeq = 1;
  private readonly stored = zero();
  private pending: Pending[] = [];
  private scheduled = false;
  private inFlight = 0;
  /** Settles the groups in the order they started. */
  private settled: Promise<void> = Promise.resolve();
  private rotating: Promise<void> | null = null;
  /** Sequence ranges of groups whose write failed, to name in the next group. */
  private voids: [number, number][] = [];
  private closed = false;
  private removing: Promise<void> = Promise.resolve();
  private syncs = 0;
  private appends = 0;
  private failures = 0;
  private readonly segmentBytes: number;

  constructor(
    private readonly root: string,
    private readonly log: FastifyBaseLogger,
    options: SpoolOptions = {},
  ) {
    this.segmentBytes = options.segmentBytes ?? 8 * 1024 * 1024;
  }

  get id(): string {
    if (!this.slot) throw new Error("metrics spool not open");
    return this.slot.id;
  }

  private get current(): Segment {
    return this.segments[this.segments.length - 1];
  }

  /**
   * Takes a slot and reads its segments: the rows above the database's checkpoints are returned
   * for the writer, fully stored segments are deleted, and a new segment is opened for this
   * process's appends (never a file a crash may have torn).
   */
  async open(db: SpoolDatabase): Promise<Replayed[]> {
    const slot = (this.slot = await takeSlot(this.root));
    try {
      return await this.read(slot, db);
    } catch (err) {
      // Not opened: the slot is let go, so that the next try (MetricsService) takes it again.
      for (const s of this.segments) await s.fh?.close().catch(() => undefined);
      this.segments = [];
      this.slot = null;
      await slot.release();
      throw err;
    }
  }

  private async read(slot: SpoolSlot, db: SpoolDatabase): Promise<Replayed[]> {
    let files = (await readdir(slot.dir)).filter((f) => SEGMENT_FILE.test(f)).sort();
    const known = await db.checkpoints(slot.id);
    for (const kind of KINDS) this.stored[kind] = known[kind] ?? 0;
    const databaseFile = path.join(slot.dir, "database");
    const recorded = (await readFile(databaseFile, "utf8").catch(() => "")).trim();
    if (recorded !== db.databaseId) {
      if (recorded !== "" && files.length > 0) {
        // Rows spooled for another database (DATABASE_URL changed): kept aside, not replayed here.
        const aside = path.join(slot.dir, `other-database-${Date.now()}`);
        await mkdir(aside);
        for (const f of files) await rename(path.join(slot.dir, f), path.join(aside, f));
        this.log.error({ aside }, "metrics spool written for another database: set aside, not replayed");
        files = [];
      }
      await writeFileDurably(databaseFile, `${db.databaseId}\n`);
    }
    const read = await readSegments(slot.dir, files, this.stored);
    this.segments = read.segments.map((s) => ({ ...s, fh: null, writing: 0, allocated: s.bytes, extending: null }));
    this.nextSeq = Math.max(read.nextSeq, ...KINDS.map((k) => this.stored[k] + 1));
    await this.startSegment();
    await this.removeStoredSegments();
    const count = read.replayed.reduce((n, r) => n + r.rows.length, 0);
    if (count > 0) this.log.warn({ spool: slot.dir, segments: files.length, replayed: count }, "metrics spool replayed");
    return read.replayed;
  }

  /**
   * Appends the rows of one request; `durable` runs once its line (and every earlier one) is on
   * disk, in the order of the appends, with the number of its first row; or with the error that
   * kept it off.
   */
  append(kind: MetricKind, rows: readonly unknown[], durable: (err: Error | null, firstSeq: number) => void): void {
    if (this.closed || !this.current?.fh) {
      durable(new Error("metrics spool closed"), 0);
      return;
    }
    const first = this.nextSeq;
    this.nextSeq += rows.length;
    this.pending.push({ line: requestLine(first, kind, rows), kind, first, last: first + rows.length - 1, done: (err) => durable(err, first) });
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate, not a microtask: the requests read in the same turn of the event loop join the group.
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  /** The writer stored (or set aside) every row of `kind` up to `seq`: segments wholly below are deleted. */
  markStored(kind: MetricKind, seq: number): void {
    if (seq <= this.stored[kind]) return;
    this.stored[kind] = seq;
    if (this.segments.length > 1) void this.removeStoredSegments();
  }

  /** Resolves once every append made so far has been written (or has failed), and stored segments deleted. */
  async idle(): Promise<void> {
    while (this.pending.length > 0 || this.inFlight > 0 || this.scheduled || this.rotating) {
      await this.settled;
      if (this.rotating) await this.rotating;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.settled;
    await this.removing;
  }

  /**
   * Stops appending (after the groups under way) and lets the slot go. When every row is stored (a
   * graceful stop drains the writer first), the segments are deleted and one empty segment keeps
   * the next number; otherwise what is not stored stays for the next start.
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    await this.removing;
    for (const s of this.segments) {
      await s.fh?.close().catch(() => undefined);
      s.fh = null;
    }
    const slot = this.slot;
    if (!slot) return;
    if (this.segments.every((s) => KINDS.every((k) => s.max[k] <= this.stored[k]))) {
      const keep = path.join(slot.dir, segmentName(this.nextSeq));
      await (await open(keep, "a")).close();
      for (const s of this.segments) if (s.file !== keep) await unlink(s.file).catch(() => undefined);
      await syncDirectory(slot.dir);
      this.segments = [{ file: keep, bytes: 0, max: zero(), fh: null, writing: 0, allocated: 0, extending: null }];
    }
    await slot.release();
  }

  status(): SpoolStatus {
    return {
      id: this.slot?.id ?? "",
      segments: this.segments.length,
      bytes: this.segments.reduce((n, s) => n + s.bytes, 0),
      syncs: this.syncs,
      appends: this.appends,
      failures: this.failures,
    };
  }

  /** Starts groups while appends wait and fewer than MAX_IN_FLIGHT are being written. */
  private pump(): void {
    while (this.pending.length > 0 && this.inFlight < MAX_IN_FLIGHT && !this.rotating) {
      const segment = this.current;
      if (segment.bytes >= this.segmentBytes && !segment.full) {
        this.rotating = this.startSegment()
          .catch((err: unknown) => {
            segment.full = true;
            this.log.error({ err }, "metrics spool: new segment not opened; appending to the current one");
          })
          .finally(() => {
            this.rotating = null;
            this.pump();
          });
        return;
      }
      this.startGroup(segment);
    }
  }

  private startGroup(segment: Segment): void {
    const group = this.pending.splice(0);
    const voids = this.voids.splice(0);
    // The leading newline ends a line a failed write may have left unfinished.
    const buffer = Buffer.from(`\n${voids.map(([from, to]) => voidLine(from, to)).join("")}${group.map((p) => p.line).join("")}`);
    const at = segment.bytes;
    segment.bytes += buffer.length;
    segment.writing += 1;
    this.inFlight += 1;
    // Zeros ahead of the next lines, grown in the background before they are needed.
    if (segment.allocated - segment.bytes < CHUNK_BYTES / 2) void this.allocate(segment, segment.bytes + CHUNK_BYTES / 2).catch(() => undefined);
    const written = this.allocate(segment, segment.bytes)
      .then(() => this.writeAll(segment.fh!, buffer, at))
      .then(
        () => null,
        (err: Error) => err,
      );
    const previous = this.settled;
    this.settled = written.then(async (err) => {
      this.inFlight -= 1;
      segment.writing -= 1;
      this.pump();
      await previous;
      if (err) {
        this.failures += 1;
        this.log.error({ err, requests: group.length }, "metrics spool write failed; the requests are refused");
        this.voids.push(...voids, [group[0].first, group[group.length - 1].last]);
      } else {
        this.syncs += 1;
        this.appends += group.length;
        for (const p of group) segment.max[p.kind] = Math.max(segment.max[p.kind], p.last);
      }
      for (const p of group) this.settle(p, err);
      if (segment !== this.current && segment.writing === 0 && segment.fh) {
        const fh = segment.fh;
        segment.fh = null;
        await fh.close().catch(() => undefined);
      }
    });
  }

  private settle(p: Pending, err: Error | null): void {
    try {
      p.done(err);
    } catch (e) {
      this.log.error({ err: e }, "metrics spool: a request's continuation failed");
    }
  }

  private async writeAll(fh: FileHandle, buffer: Buffer, position: number): Promise<void> {
    let offset = 0;
    while (offset < buffer.length) {
      const { bytesWritten } = await fh.write(buffer, offset, buffer.length - offset, position + offset);
      offset += bytesWritten;
    }
  }

  /** Writes zeros, a chunk at a time, until the segment holds `end` bytes (one growth at a time). */
  private async allocate(segment: Segment, end: number): Promise<void> {
    while (segment.allocated < end) {
      if (!segment.extending) {
        const fh = segment.fh;
        if (!fh) throw new Error("metrics spool segment closed");
        segment.extending = this.writeAll(fh, ZEROS, segment.allocated)
          .then(() => {
            segment.allocated += CHUNK_BYTES;
          })
          .finally(() => {
            segment.extending = null;
          });
      }
      await segment.extending;
    }
  }

  /** Opens a new segment named by the next sequence number (O_DSYNC: each write returns once on disk), its directory entry made durable. */
  private async startSegment(): Promise<void> {
    const file = path.join(this.slot!.dir, segmentName(this.nextSeq));
    const fh = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_DSYNC, 0o644);
    await syncDirectory(this.slot!.dir);
    const old = this.segments.length > 0 ? this.current : null;
    this.segments.push({ file, bytes: 0, max: zero(), fh, writing: 0, allocated: 0, extending: null });
    if (old?.fh && old.writing === 0) {
      const previous = old.fh;
      old.fh = null;
      await previous.close().catch(() => undefined);
    }
  }

  /** Deletes every segment but the newest whose rows are all stored (one pass at a time). */
  private removeStoredSegments(): Promise<void> {
    this.removing = this.removing.then(() => this.removeStored());
    return this.removing;
  }

  private async removeStored(): Promise<void> {
    const done = this.segments.slice(0, -1).filter((s) => s.writing === 0 && !s.fh && KINDS.every((k) => s.max[k] <= this.stored[k]));
    if (done.length === 0) return;
    this.segments = this.segments.filter((s) => !done.includes(s));
    for (const s of done) await unlink(s.file).catch((err: unknown) => this.log.warn({ err, file: s.file }, "metrics spool segment not deleted"));
  }
}
