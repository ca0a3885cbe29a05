import { COUNT_BOUND, type ListTotal } from "../../src/shared/paging";
import type { Queryable } from "./db";

/**
 * The rows of `fromWhere` (`FROM … WHERE …`, with its `params`) counted up to `bound` (issue 37):
 * the database stops reading at bound + 1 rows instead of visiting every match, so a list's count
 * costs the same at 50,000 rows as at 500. Past the bound: `{ total: bound, totalBounded: true }`.
 */
export async function boundedCount(q: Queryable, fromWhere: string, params: readonly unknown[], bound = COUNT_BOUND): Promise<Required<ListTotal>> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 ${fromWhere} LIMIT ${bound + 1}) AS bounded`, params);
  const n = Number(rows[0].n);
  return n > bound ? { total: bound, totalBounded: true } : { total: n, totalBounded: false };
}
