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

/** What one rule's key held when an attempt was decided: attempts in its window, seconds until one more fits (0: it fits now). */
export interface RuleState {
  count: number;
  retryAfterS: number;
}

/** The outcome of `consumeIf`: the states it saw (in the order of the rules) and, when it counted the attempt, the ids of its rows. */
export interface RateOutcome {
  seen: RuleState[];
  hits: string[] | null;
}

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
  async consume(rules: readonly RateRule[]): Promise<RateDecision> {
    const { seen, hits } = await this.consumeIf(rules, (states) => states.every((st) => st.retryAfterS === 0));
    return hits ? { allowed: true, hits } : { allowed: false, retryAfterS: Math.max(...seen.map((st) => st.retryAfterS)) };
  }

  /**
   * Reads every rule's state and counts the attempt when `shouldCount` says so, all under the
   * rules' locks: a decision that depends on the counts (the sign-in's bot check) sees every
   * attempt counted before it, however many run in parallel.
   */
  consumeIf(rules: readonly RateRule[], shouldCount: (seen: readonly RuleState[]) => boolean): Promise<RateOutcome> {
    return this.db.transaction(async (tx) => {
      // A stable order keeps two requests locking the same keys from waiting on each other.
      const keys = [...new Set(rules.map((r) => `${r.bucket}|${r.key}`))].sort();
      for (const key of keys) await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [LOCK_NAMESPACE, key]);
      const seen: RuleState[] = [];
      for (const rule of rules) seen.push(await this.state(tx, rule));
      if (!shouldCount(seen)) return { seen, hits: null };
      const hits: string[] = [];
      for (const rule of rules) {
        const { rows } = await tx.query<{ id: string }>("INSERT INTO rate_limit_hits (bucket, key) VALUES ($1, $2) RETURNING id::text AS id", [
          rule.bucket,
          rule.key,
        ]);
        hits.push(rows[0].id);
      }
      return { seen, hits };
    });
  }

  /** Seconds until one more attempt fits: 0 when it fits now, else at least 1. */
  async retryAfter(rule: RateRule): Promise<number> {
    return this.wait(this.db, rule);
  }

  private async wait(q: Queryable, rule: RateRule): Promise<number> {
    return (await this.state(q, rule)).retryAfterS;
  }

  private async state(q: Queryable, rule: RateRule): Promise<RuleState> {
    // The max-th newest attempt in the window is the one that must leave it before another fits.
    const { rows } = await q.query<{ n: number; seconds: number | null }>(
      `WITH w AS (
         SELECT id, created_at FROM rate_limit_hits
          WHERE bucket = $1 AND key = $2 AND created_at > now() - $3::int * interval '1 second'
       )
       SELECT (SELECT count(*)::int FROM w) AS n,
              (SELECT ceil(extract(epoch FROM (created_at + $3::int * interval '1 second' - now())))::int
                 FROM w ORDER BY created_at DESC, id DESC OFFSET $4::int - 1 LIMIT 1) AS seconds`,
      [rule.bucket, rule.key, rule.windowS, rule.max],
    );
    const seconds = rows[0].seconds;
    return { count: Number(rows[0].n), retryAfterS: seconds === null ? 0 : Math.max(1, Number(seconds)) };
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
