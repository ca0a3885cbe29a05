import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MetricKind } from "./repository/writes";

/**
 * The metrics spool's file format (issue 31 §2; spool.ts writes it). A slot holds segment files
 * named by the sequence number they start at, `seg-<16 digits>.log`. A segment is a series of
 * groups, one write each; a group is a newline, then one line per request, `[seq, kind, rows]` in
 * JSON, whose rows carry the numbers seq, seq+1, …, each line ended by a newline; a group may
 * begin with `["void", from, to]` lines naming earlier groups whose write failed (their requests
 * got 503). A crash can cut a write short: the leading newline of the next group ends that torn
 * line, and a line that is not JSON, or the last one without its newline, is ignored (never
 * acknowledged).
 */

export const KINDS: MetricKind[] = ["pageview", "event", "webvitals", "pagetime"];
export const SEGMENT_FILE = /^seg-(\d{16})\.log$/;
export const segmentName = (firstSeq: number) => `seg-${String(firstSeq).padStart(16, "0")}.log`;
export const zero = (): Record<MetricKind, number> => ({ pageview: 0, event: 0, webvitals: 0, pagetime: 0 });

/**
 * A row's fields in the order a line lists their values (an array per row: half the bytes of an
 * object, and quicker to write and read).
 */
const FIELDS: Record<MetricKind, readonly string[]> = {
  pageview: ["occurredAt", "pagePath", "sessionId", "userId", "referrer", "acquisitionChannel", "deviceType", "browserInfo"],
  event: ["occurredAt", "eventType", "category", "action", "label", "value", "pagePath", "sessionId", "userId", "metadata", "clientKey"],
  webvitals: ["occurredAt", "pagePath", "sessionId", "lcp", "fid", "cls", "ttfb", "fcp", "inp", "pageWeight", "speedIndex"],
  pagetime: ["occurredAt", "pagePath", "sessionId", "timeSpent"],
};

/** One request's line: its first sequence number, the kind, each row as its values. */
export function requestLine(first: number, kind: MetricKind, rows: readonly unknown[]): string {
  const fields = FIELDS[kind];
  const values = rows.map((row) => fields.map((f) => (row as Record<string, unknown>)[f] ?? null));
  return `${JSON.stringify([first, kind, values])}\n`;
}

/** A row read back from a line (its values, or an object as tests write by hand). */
function rowOf(kind: MetricKind, row: unknown): unknown {
  if (!Array.isArray(row)) return row;
  return Object.fromEntries(FIELDS[kind].map((f, i) => [f, row[i] ?? null]));
}
export const voidLine = (from: number, to: number) => `${JSON.stringify(["void", from, to])}\n`;

/** What replay hands back to the writer: rows of one kind with their sequence numbers, in order. */
export interface Replayed {
  kind: MetricKind;
  rows: unknown[];
  seqs: number[];
}

/** A segment as read at start: its file, its size and the highest number of each kind written whole in it. */
export interface SegmentRead {
  file: string;
  bytes: number;
  max: Record<MetricKind, number>;
}

type Line = [number, MetricKind, unknown[]] | ["void", number, number];

function parseLine(line: string): Line | null {
  if (line === "") return null;
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

/** The lines of a segment that were written whole: a last line without its newline is a torn write. */
function completeLines(text: string): Line[] {
  const end = text.lastIndexOf("\n");
  if (end < 0) return [];
  return text
    .slice(0, end)
    .split("\n")
    .map(parseLine)
    .filter((l): l is Line => l !== null);
}

/**
 * Reads the segments `files` (names, oldest first) of `dir`: the rows above `stored` (per kind) not
 * in a void group, each segment's figures, and the first sequence number no line and no file name
 * has used.
 */
export async function readSegments(
  dir: string,
  files: readonly string[],
  stored: Readonly<Record<MetricKind, number>>,
): Promise<{ segments: SegmentRead[]; replayed: Replayed[]; nextSeq: number }> {
  // Every line first: a void line may come after the group it names, even in a later segment.
  const read: { segment: SegmentRead; lines: Line[] }[] = [];
  const voided: [number, number][] = [];
  let nextSeq = 1;
  for (const file of files) {
    const full = path.join(dir, file);
    const text = await readFile(full, "utf8");
    const lines = completeLines(text);
    for (const l of lines) if (l[0] === "void") voided.push([l[1], l[2]]);
    read.push({ segment: { file: full, bytes: Buffer.byteLength(text), max: zero() }, lines });
    // Past the newest file's name too: a new segment never reopens a file a crash left.
    nextSeq = Math.max(nextSeq, Number(SEGMENT_FILE.exec(file)![1]) + 1);
  }
  const isVoid = (seq: number) => voided.some(([from, to]) => seq >= from && seq <= to);
  const byKind = new Map<MetricKind, [number, unknown][]>();
  for (const { segment, lines } of read) {
    for (const l of lines) {
      if (l[0] === "void") continue;
      const [seq, kind, rows] = l;
      nextSeq = Math.max(nextSeq, seq + rows.length);
      if (isVoid(seq)) continue;
      segment.max[kind] = Math.max(segment.max[kind], seq + rows.length - 1);
      let list = byKind.get(kind);
      if (!list) byKind.set(kind, (list = []));
      rows.forEach((row, i) => {
        if (seq + i > stored[kind]) list.push([seq + i, rowOf(kind, row)]);
      });
    }
  }
  // Groups written at the same time may have reached the file in either order: the writer takes them by number.
  const replayed = [...byKind].map(([kind, list]): Replayed => {
    list.sort((a, b) => a[0] - b[0]);
    return { kind, rows: list.map((p) => p[1]), seqs: list.map((p) => p[0]) };
  });
  return { segments: read.map((r) => r.segment), replayed: replayed.filter((r) => r.rows.length > 0), nextSeq };
}
