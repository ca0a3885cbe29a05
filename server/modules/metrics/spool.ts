import { open, readdir, readFile, stat, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { MetricKind } from "./repository/writes";
import { syncDirectory, takeSlot, type SpoolSlot } from "./spoolSlot";

/**
 * The metrics spool (issue 31 §2): a 202 from the tracking endpoints means the rows are on disk.
 * Each accepted request becomes one line of an append-only segment file, `[seq, kind, rows]`, whose
 * rows carry the sequence numbers seq, seq+1, …; requests that arrive together are written with one
 * write and one fdatasync (group commit), and each request is answered once the fdatasync of its
 * line has returned. The rows then go to the in-memory writer as before, which records in every
 * transaction that stores rows (or sets one aside) the highest sequence number stored per kind
 * (metric_spool_checkpoints). At start the spool is read again and the rows above the checkpoints
 * go back to the writer: each acknowledged row is stored exactly once across a crash. A line a
 * crash cut short (no newline, or not JSON) was never acknowledged and is ignored; a group whose
 * write failed is truncated away and named in a `["void", from, to]` line; a segment whose rows
 * are all below the checkpoints is deleted. The newest segment is always kept: its name carries the
 * next sequence number, so numbers never go back even when every row is stored.
 */

const KINDS: MetricKind[] = ["pageview", "event", "webvitals", "pagetime"];

export interface SpoolOptions {
  /** A new segment is started once the current one is this large (bytes). */
  segmentBytes?: number;
}

/** What replay hands back to the writer: rows of one kind with their sequence numbers. */
export interface Replayed {
  kind: MetricKind;
  rows: unknown[];
  seqs: number[];
}

export interface SpoolStatus {
  id: string;
  segments: number;
  bytes: number;
  /** fdatasync calls since start, and the requests their groups carried. */
  syncs: number;
  appends: number;
  failures: number;
}

interface Segment {
  file: string;
  /** Highest sequence number of each kind written in it (0: none). */
  max: Record<MetricKind, number>;
  bytes: number;
}

interface Pending {
  line: string;
  kind: MetricKind;
  first: number;
  last: number;
  done: (err: Error | null) => void;
}

const zero = (): Record<MetricKind, number> => ({ pageview: 0, event: 0, webvitals: 0, pagetime: 0 });
const segmentName = (firstSeq: number) => `seg-${String(firstSeq).padStart(16, "0")}.log`;
const SEGMENT_FILE = /^seg-(\d{16})\.log$/;

/** The lines of a segment that were written whole: a last line without its newline is a torn write. */
function completeLines(text: string): string[] {
  const end = text.lastIndexOf("\n");
  return end < 0 ? [] : text.slice(0, end).split("\n");
}

type Line = [number, MetricKind, unknown[]] | ["void", number, number];

function parseLine(line: string): Line | null {
  try {
    const v = JSON.parse(line) as unknown;
    if (!Array.isArray(v) || v.length !== 3) return null;
    if (v[0] === "void" && Number.isSafeInteger(v[1]) && Number.isSafeInteger(v[2])) return v as Line;
    if (Number.isSafeInteger(v[0]) && KINDS.includes(v[1] as MetricKind) && Array.isArray(v[2])) return v as Line;
    return null;
  } catch {
    return null;
  }
}

export class MetricsSpool {
  private slot: SpoolSlot | null = null;
  private segments: Segment[] = [];
  private fh: FileHandle | null = null;
  private nextSeq = 1;
  private readonly stored = zero();
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  /** Sequence ranges of groups whose write failed: named in the next group's first line. */
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

  /**
   * Takes a slot and reads its segments: the rows above `checkpoints` (read from the database for
   * this spool's id) are returned for the writer, fully stored segments are deleted, and a new
   * segment is opened for this process's appends (never appended to a file a crash may have torn).
   */
  async open(checkpoints: (spoolId: string) => Promise<Partial<Record<MetricKind, number>>>): Promise<Replayed[]> {
    this.slot = await takeSlot(this.root);
    const files = (await readdir(this.slot.dir)).filter((f) => SEGMENT_FILE.test(f)).sort();
    const known = await checkpoints(this.slot.id);
    for (const kind of KINDS) this.stored[kind] = known[kind] ?? 0;
    this.nextSeq = Math.max(...KINDS.map((k) => this.stored[k] + 1));
    // First every line of every segment (a void line may follow, even in a later segment, the group it names).
    const read: { segment: Segment; lines: Line[] }[] = [];
    const voided: [number, number][] = [];
    for (const file of files) {
      const full = path.join(this.slot.dir, file);
      const text = await readFile(full, "utf8");
      const lines = completeLines(text)
        .map(parseLine)
        .filter((l): l is Line => l !== null);
      for (const l of lines) if (l[0] === "void") voided.push([l[1], l[2]]);
      read.push({ segment: { file: full, max: zero(), bytes: Buffer.byteLength(text) }, lines });
      // Past the newest file's name too: this process's segment never reopens a file a crash left.
      this.nextSeq = Math.max(this.nextSeq, Number(SEGMENT_FILE.exec(file)![1]) + 1);
    }
    const isVoid = (seq: number) => voided.some(([from, to]) => seq >= from && seq <= to);
    const byKind = new Map<MetricKind, Replayed>();
    for (const { segment, lines } of read) {
      for (const l of lines) {
        if (l[0] === "void") continue;
        const [seq, kind, rows] = l;
        this.nextSeq = Math.max(this.nextSeq, seq + rows.length);
        if (isVoid(seq)) continue;
        segment.max[kind] = Math.max(segment.max[kind], seq + rows.length - 1);
        rows.forEach((row, i) => {
          if (seq + i <= this.stored[kind]) return;
          let r = byKind.get(kind);
          if (!r) byKind.set(kind, (r = { kind, rows: [], seqs: [] }));
          r.rows.push(row);
          r.seqs.push(seq + i);
        });
      }
      this.segments.push(segment);
    }
    await this.startSegment();
    await this.removeStoredSegments();
    const replayed = [...byKind.values()];
    const count = replayed.reduce((n, r) => n + r.rows.length, 0);
    if (count > 0 || files.length > 1) this.log.warn({ spool: this.slot.dir, segments: files.length, replayed: count }, "metrics spool replayed");
    return replayed;
  }

  /**
   * Appends the rows of one request; `durable` runs (in the order of the appends) once its line is
   * on disk, with the sequence number of the first row, or with the error that kept it off.
   */
  append(kind: MetricKind, rows: readonly unknown[], durable: (err: Error | null, firstSeq: number) => void): void {
    if (this.closed || !this.fh) {
      durable(new Error("metrics spool closed"), 0);
      return;
    }
    const first = this.nextSeq;
    this.nextSeq += rows.length;
    const line = `${JSON.stringify([first, kind, rows])}\n`;
    this.pending.push({ line, kind, first, last: first + rows.length - 1, done: (err) => durable(err, first) });
    // setImmediate, not a microtask: the requests read in the same turn of the event loop join the group.
    if (!this.flushing) this.flushing = new Promise((resolve) => setImmediate(() => void this.flushLoop().then(resolve)));
  }

  /** The writer stored (or set aside) every row of `kind` up to `seq`: segments wholly below are deleted. */
  markStored(kind: MetricKind, seq: number): void {
    if (seq <= this.stored[kind]) return;
    this.stored[kind] = seq;
    if (this.segments.length > 1) void this.removeStoredSegments();
  }

  /** Resolves once every append made so far has been written (or has failed), and stored segments deleted. */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.removing;
  }

  /** Stops appending (after the pending groups), deletes what is stored, lets the slot go. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    await this.fh?.close().catch(() => undefined);
    this.fh = null;
    await this.removeStoredSegments();
    await this.slot?.release();
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

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const group = this.pending.splice(0);
      const voids = this.voids.map(([from, to]) => `${JSON.stringify(["void", from, to])}\n`).join("");
      const buffer = Buffer.from(voids + group.map((p) => p.line).join(""));
      const segment = this.segments[this.segments.length - 1];
      try {
        if (!this.fh) throw new Error("metrics spool segment not open");
        await this.writeAll(this.fh, buffer);
        await this.fh.datasync();
      } catch (err) {
        this.failures += 1;
        this.log.error({ err, requests: group.length }, "metrics spool write failed; the requests are refused");
        // Whatever reached the file is cut off; should that fail too, the void line names it.
        await this.fh?.truncate(segment.bytes).catch(() => undefined);
        this.voids.push([group[0].first, group[group.length - 1].last]);
        for (const p of group) this.settle(p, err as Error);
        continue;
      }
      this.syncs += 1;
      this.appends += group.length;
      this.voids = [];
      segment.bytes += buffer.length;
      for (const p of group) segment.max[p.kind] = Math.max(segment.max[p.kind], p.last);
      for (const p of group) this.settle(p, null);
      if (segment.bytes >= this.segmentBytes) await this.startSegment().catch((err: unknown) => this.log.error({ err }, "metrics spool: new segment not opened"));
    }
    this.flushing = null;
  }

  private settle(p: Pending, err: Error | null): void {
    try {
      p.done(err);
    } catch (e) {
      this.log.error({ err: e }, "metrics spool: a request's continuation failed");
    }
  }

  private async writeAll(fh: FileHandle, buffer: Buffer): Promise<void> {
    let offset = 0;
    while (offset < buffer.length) {
      const { bytesWritten } = await fh.write(buffer, offset, buffer.length - offset);
      offset += bytesWritten;
    }
  }

  /** Opens a new segment named by the next sequence number (and makes its directory entry durable). */
  private async startSegment(): Promise<void> {
    const file = path.join(this.slot!.dir, segmentName(this.nextSeq));
    const fh = await open(file, "a");
    await syncDirectory(this.slot!.dir);
    const old = this.fh;
    this.fh = fh;
    if (!this.segments.some((s) => s.file === file)) this.segments.push({ file, max: zero(), bytes: (await stat(file)).size });
    await old?.close().catch(() => undefined);
  }

  /** Deletes every segment but the newest whose rows are all stored (one pass at a time). */
  private removeStoredSegments(): Promise<void> {
    this.removing = this.removing.then(() => this.removeStored());
    return this.removing;
  }

  private async removeStored(): Promise<void> {
    const done = this.segments.slice(0, -1).filter((s) => KINDS.every((k) => s.max[k] <= this.stored[k]));
    if (done.length === 0) return;
    this.segments = this.segments.filter((s) => !done.includes(s));
    for (const s of done) await unlink(s.file).catch((err: unknown) => this.log.warn({ err, file: s.file }, "metrics spool segment not deleted"));
  }
}
