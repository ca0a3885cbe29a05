import type { BucketCover } from "../range";

/**
 * The rows of an aggregate table over a cover passed as parameters $n … $n+3, as a subquery aliased
 * `t`: one branch a grain and stretch, each a range scan of the (grain, bucket, …) primary key,
 * whatever statistics the planner has (PGlite runs no autovacuum). Conditions on the outer query
 * are pushed into every branch.
 */
export function coverFrom(table: string, first = 1): string {
  const [s, df, dt, e] = [first, first + 1, first + 2, first + 3].map((n) => `$${n}::timestamptz`);
  return `(SELECT * FROM ${table} WHERE grain = 'd' AND bucket >= ${df} AND bucket < ${dt}
           UNION ALL SELECT * FROM ${table} WHERE grain = 'h' AND bucket >= ${s} AND bucket < ${df}
           UNION ALL SELECT * FROM ${table} WHERE grain = 'h' AND bucket >= ${dt} AND bucket < ${e}) t`;
}

export const coverParams = (c: BucketCover): string[] => [c.start, c.dayFrom, c.dayTo, c.end];
