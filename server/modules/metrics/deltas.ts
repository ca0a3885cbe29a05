/**
 * What the incremental aggregates share (issue 22; aggregates.ts and assistantAggregates.ts): the
 * hour and Bogotá-day buckets of an instant, the in-memory sums of a batch that one upsert a
 * table then carries, and the first event of each (key, session) pair that counts sessions.
 */
const HOUR_MS = 3_600_000;
const BOGOTA_OFFSET_MS = 5 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

export type Grain = "h" | "d";
export const GRAINS: Grain[] = ["h", "d"];

/** The start of the hour, or of the Bogotá day, of an instant (ms). */
export function bucketOf(grain: Grain, at: number): number {
  if (grain === "h") return Math.floor(at / HOUR_MS) * HOUR_MS;
  return Math.floor((at - BOGOTA_OFFSET_MS) / DAY_MS) * DAY_MS + BOGOTA_OFFSET_MS;
}

type DeltaRow<T> = { grain: Grain; bucket: number; key: string[]; values: T; firstAt?: number; lastAt?: number };

/**
 * Sums of one kind keyed by grain, bucket and the rest of the key; fields are added. Each change
 * is summed into its hour first (one map entry, where both grains took two), and the day rows are
 * made from the hours when the rows are read: the day of an hour is the day of every instant in
 * it (Bogotá is a whole number of hours from UTC).
 */
export class Deltas<T extends Record<string, number>> {
  private readonly hours = new Map<string, DeltaRow<T>>();
  private both: Map<string, DeltaRow<T>> | null = null;

  constructor(private readonly zero: () => T) {}

  /** Adds `values` at both grains of instant `at`. */
  add(at: number, key: string[], values: Partial<T>, span?: { firstAt?: number; lastAt?: number }): void {
    const bucket = bucketOf("h", at);
    const id = `${bucket}\u0000${key.join("\u0000")}`;
    let row = this.hours.get(id);
    if (!row) this.hours.set(id, (row = { grain: "h", bucket, key, values: this.zero() }));
    this.both = null;
    // A for…in loop: Object.entries would allocate on every call.
    for (const name in values) (row.values[name] as number) += values[name] as number;
    merge(row, span);
  }

  /** The rows of both grains, hour rows first (the same object until the next add). */
  get rows(): ReadonlyMap<string, DeltaRow<T>> {
    if (this.both) return this.both;
    const both = new Map<string, DeltaRow<T>>();
    const days = new Map<string, DeltaRow<T>>();
    for (const [id, hour] of this.hours) {
      both.set(`h${id}`, hour);
      const bucket = bucketOf("d", hour.bucket);
      const dayId = `d${bucket}\u0000${hour.key.join("\u0000")}`;
      let day = days.get(dayId);
      if (!day) days.set(dayId, (day = { grain: "d", bucket, key: hour.key, values: this.zero() }));
      for (const name in hour.values) (day.values[name] as number) += hour.values[name];
      merge(day, hour);
    }
    for (const [id, day] of days) both.set(id, day);
    return (this.both = both);
  }

  /** The unnest columns: grain, bucket, each key part, then each value field in `fields` order. */
  columns(keyWidth: number, fields: (keyof T)[]): unknown[][] {
    const list = [...this.rows.values()];
    return [
      list.map((r) => r.grain),
      list.map((r) => bucketIso(r.bucket)),
      ...Array.from({ length: keyWidth }, (_, k) => list.map((r) => r.key[k])),
      ...fields.map((f) => list.map((r) => r.values[f])),
    ];
  }
}

/** Widens a row's span (first and last instants) to take in `span`'s. */
function merge(row: { firstAt?: number; lastAt?: number }, span?: { firstAt?: number; lastAt?: number }): void {
  if (span?.firstAt !== undefined) row.firstAt = Math.min(row.firstAt ?? Infinity, span.firstAt);
  if (span?.lastAt !== undefined) row.lastAt = Math.max(row.lastAt ?? -Infinity, span.lastAt);
}

/** The rows of a batch mostly share one instant (accepted together): the last one parsed is kept. */
let lastIso = "";
let lastMs = NaN;
export const ms = (iso: string | Date): number => {
  if (iso instanceof Date) return iso.getTime();
  if (iso !== lastIso) {
    lastIso = iso;
    lastMs = Date.parse(iso);
  }
  return lastMs;
};
export const isoOf = (t: number) => new Date(t).toISOString();

/**
 * The text of a PostgreSQL array (`{"a","b",NULL}`; numbers unquoted). A column of arrays, one a
 * row, crosses as text[] and each is cast in SQL, as unnest cannot take an array of arrays of
 * different lengths; and a statement's columns made text while the batch's rows are being stored
 * are not serialised by the driver after (issue 37).
 */
export const arrayText = (values: readonly unknown[]): string => `{${values.map(elementText).join(",")}}`;

function elementText(v: unknown): string {
  if (typeof v === "string") return `"${v.replace(/[\\"]/g, "\\$&")}"`;
  if (typeof v === "number") return String(v);
  if (v === null) return "NULL";
  throw new TypeError(`arrayText takes strings, numbers and nulls, not ${typeof v}`);
}

/** The ISO text of a bucket's start: a batch's thousands of rows fall in a handful of buckets. */
const bucketTexts = new Map<number, string>();
export function bucketIso(bucket: number): string {
  let text = bucketTexts.get(bucket);
  if (text === undefined) {
    if (bucketTexts.size >= 10_000) bucketTexts.clear();
    bucketTexts.set(bucket, (text = isoOf(bucket)));
  }
  return text;
}

/** One (key, session) pair of a batch and the instant of its first event in the batch. */
export interface FirstSighting {
  key: string[];
  sessionId: string;
  at: number;
}

/** The id of a pair: each key part and the session, joined by U+0000. */
export const sightingId = (key: readonly string[], sessionId: string) => [...key, sessionId].join("\u0000");

/**
 * The first event of each (key, session) pair in a batch (search terms, the assistant's questions):
 * a pair counts one session where its first event falls.
 */
export class FirstSightings {
  private readonly first = new Map<string, FirstSighting>();

  see(key: string[], sessionId: string, at: number): void {
    const id = sightingId(key, sessionId);
    const seen = this.first.get(id);
    if (!seen || at < seen.at) this.first.set(id, { key, sessionId, at });
  }

  get size(): number {
    return this.first.size;
  }

  get list(): FirstSighting[] {
    return [...this.first.values()];
  }

  /**
   * Against the first instants already stored (by `sightingId`): adds −1 to `field` (sessions, or
   * networks) where a pair was counted and +1 where it now belongs, and returns the pairs whose
   * first instant must be written (new ones, and those an earlier event that arrived late moved).
   */
  moved<T extends Record<string, number>>(stored: ReadonlyMap<string, number>, stats: Deltas<T>, field: keyof T & string = "sessions"): FirstSighting[] {
    return this.list.filter((p) => {
      const old = stored.get(sightingId(p.key, p.sessionId));
      if (old !== undefined && old <= p.at) return false;
      if (old !== undefined) stats.add(old, p.key, { [field]: -1 } as Partial<T>);
      stats.add(p.at, p.key, { [field]: 1 } as Partial<T>);
      return true;
    });
  }
}

/** Pairs as unnest columns: each key part, the session, and with `at` their first instants. */
export function sightingColumns(list: readonly FirstSighting[], width: number, at = false): string[][] {
  return [...Array.from({ length: width }, (_, k) => list.map((p) => p.key[k])), list.map((p) => p.sessionId), ...(at ? [list.map((p) => isoOf(p.at))] : [])];
}

/** Serialises aggregate writes across instances: a session's state is read, then written. */
export const AGGREGATE_LOCK_ID = 7_270_022;

/** The counts of a page in an hour or a day (metric_page_stats). */
export interface PageStat extends Record<string, number> {
  views: number;
  visitors: number;
  entries: number;
  bounces: number;
  exits: number;
  time_sum: number;
  time_n: number;
}
export const pageStat = (): PageStat => ({ views: 0, visitors: 0, entries: 0, bounces: 0, exits: 0, time_sum: 0, time_n: 0 });

/** The 12 unnest columns of metric_page_stats. */
export function pageStatColumns(d: Deltas<PageStat>): unknown[][] {
  const list = [...d.rows.values()];
  return [
    ...d.columns(1, ["views", "visitors", "entries", "bounces", "exits", "time_sum", "time_n"]),
    list.map((r) => (r.firstAt === undefined ? null : isoOf(r.firstAt))),
    list.map((r) => (r.lastAt === undefined ? null : isoOf(r.lastAt))),
  ];
}

/** A batch's raw INSERT, run by aggregate() at the point each kind chooses (started). */
export type Store = () => Promise<void>;

/**
 * Starts work whose answer is awaited later (the batch's raw INSERT, which the database runs while
 * the batch is summed here, or the read of the sessions' state): a failure is thrown where it is
 * awaited (a row refused keeps its SQLSTATE, issue 20 §3), never unhandled meanwhile.
 */
export function started<T>(start: () => Promise<T>): Promise<T> {
  const answer = start();
  answer.catch(() => undefined);
  return answer;
}
