import type { Db, Queryable } from "./db";

/** At most `max` counted attempts per (bucket, key) within the last `windowS` seconds. */
export interface RateRule {
  bucket: string;
  key: string;
  max: number;
  windowS: number;
}

/** Either the attempt was counted (ids of the rows, to release it later) or it must wait. */
export type RateDecision = { allowed: true; hits: string[] } | { allowed: false; retryAfterS: number };

/** Namespace of the advisory locks taken here (any constant distinct from the migration lock). */
const LOCK_NAMESPACE = 7_270_002;
/** Longest window in use; older rows can no longer count and are deleted. */
const KEEP_S = 24 * 60 * 60;

/**
 * Rate limits kept in the database (DESIGN §2), so they hold across instances. Checking and
 * counting happen under an advisory lock per key, so concurrent attempts cannot slip past the limit.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one attempt against every rule, unless any of them is already at its limit. */
  consume(rules: readonly RateRule[]): Promise<RateDecision> {
    return this.db.transaction(async (tx) => {
      // A stable order keeps two requests locking the same keys from waiting on each other.
      const keys = [...new Set(rules.map((r) => `${r.bucket}|${r.key}`))].sort();
      for (const key of keys) await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [LOCK_NAMESPACE, key]);
      let retryAfterS = 0;
      for (const rule of rules) retryAfterS = Math.max(retryAfterS, await this.wait(tx, rule));
      if (retryAfterS > 0) return { allowed: false, retryAfterS };
      const hits: string[] = [];
      for (const rule of rules) {
        const { rows } = await tx.query<{ id: string }>("INSERT INTO rate_limit_hits (bucket, key) VALUES ($1, $2) RETURNING id::text AS id", [
          rule.bucket,
          rule.key,
        ]);
        hits.push(rows[0].id);
      }
      return { allowed: true, hits };
    });
  }

  /** Seconds until one more attempt fits: 0 when it fits now, else at least 1. */
  async retryAfter(rule: RateRule): Promise<number> {
    return this.wait(this.db, rule);
  }

  private async wait(q: Queryable, rule: RateRule): Promise<number> {
    // The max-th newest attempt in the window is the one that must leave it before another fits.
    const { rows } = await q.query<{ seconds: number }>(
      `SELECT ceil(extract(epoch FROM (created_at + $3::int * interval '1 second' - now())))::int AS seconds
         FROM rate_limit_hits
        WHERE bucket = $1 AND key = $2 AND created_at > now() - $3::int * interval '1 second'
        ORDER BY created_at DESC, id DESC
        OFFSET $4::int - 1 LIMIT 1`,
      [rule.bucket, rule.key, rule.windowS, rule.max],
    );
    return rows.length === 0 ? 0 : Math.max(1, Number(rows[0].seconds));
  }

  /** Takes back attempts that turned out not to count (a login that succeeded). */
  async release(hits: readonly string[]): Promise<void> {
    if (hits.length > 0) await this.db.query("DELETE FROM rate_limit_hits WHERE id = ANY ($1::bigint[])", [hits]);
  }

  /** Forgets every attempt of one key (a successful login clears that account's failures). */
  async clear(bucket: string, key: string): Promise<void> {
    await this.db.query("DELETE FROM rate_limit_hits WHERE bucket = $1 AND key = $2", [bucket, key]);
  }

  /** Attempts of one rule's key still inside its window. */
  async count(rule: RateRule): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = $1 AND key = $2 AND created_at > now() - $3::int * interval '1 second'",
      [rule.bucket, rule.key, rule.windowS],
    );
    return Number(rows[0].n);
  }

  /** Forgets every attempt of the keys that start with `prefix` (all addresses of one account). */
  async clearPrefix(bucket: string, prefix: string): Promise<void> {
    await this.db.query("DELETE FROM rate_limit_hits WHERE bucket = $1 AND left(key, length($2)) = $2", [bucket, prefix]);
  }

  /** Deletes rows too old to count any more. */
  async sweep(): Promise<void> {
    await this.db.query("DELETE FROM rate_limit_hits WHERE created_at < now() - $1::int * interval '1 second'", [KEEP_S]);
  }
}
