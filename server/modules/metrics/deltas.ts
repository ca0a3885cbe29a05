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

/** Sums of one kind keyed by grain, bucket and the rest of the key; fields are added. */
export class Deltas<T extends Record<string, number>> {
  readonly rows = new Map<string, { grain: Grain; bucket: number; key: string[]; values: T; firstAt?: number; lastAt?: number }>();

  constructor(private readonly zero: () => T) {}

  /** Adds `values` at both grains of instant `at`. */
  add(at: number, key: string[], values: Partial<T>, span?: { firstAt?: number; lastAt?: number }): void {
    const keyId = key.join("\u0000");
    for (const grain of GRAINS) {
      const bucket = bucketOf(grain, at);
      const id = `${grain}${bucket}\u0000${keyId}`;
      let row = this.rows.get(id);
      if (!row) this.rows.set(id, (row = { grain, bucket, key, values: this.zero() }));
      // A for…in loop: this runs four times per stored row, and Object.entries allocated each time.
      for (const name in values) (row.values[name] as number) += values[name] as number;
      if (span?.firstAt !== undefined) row.firstAt = Math.min(row.firstAt ?? Infinity, span.firstAt);
      if (span?.lastAt !== undefined) row.lastAt = Math.max(row.lastAt ?? -Infinity, span.lastAt);
    }
  }

  /** The unnest columns: grain, bucket, each key part, then each value field in `fields` order. */
  columns(keyWidth: number, fields: (keyof T)[]): unknown[][] {
    const list = [...this.rows.values()];
    return [
      list.map((r) => r.grain),
      list.map((r) => new Date(r.bucket).toISOString()),
      ...Array.from({ length: keyWidth }, (_, k) => list.map((r) => r.key[k])),
      ...fields.map((f) => list.map((r) => r.values[f])),
    ];
  }
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
