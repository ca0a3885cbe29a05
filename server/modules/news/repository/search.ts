import { boundedCount } from "../../../db/boundedCount";
import type { Queryable } from "../../../db/db";
import type { ListTotal } from "../../../../src/shared/paging";
import type { NewsPageRows, NewsRow, PublicFilter, Where } from "../repository";

/** The news search at a utility's size (issue 37): 50,000 items, a broad word in thousands of them. */

/**
 * How many of a list's newest items a search that matches more than COUNT_BOUND of them ranks
 * (issue 37): its best matches among those come first, the older matches after them, newest first.
 */
export const SEARCH_RANKED = 500;
/** Matches among the SEARCH_RANKED newest (one in ten) from which a search's count walks the list's order. */
const DENSE_MATCHES = 50;
/** The most items of a list that count walks, newest first, looking for COUNT_BOUND + 1 matches. */
const COUNT_WALK = 10_000;

/**
 * A search's total up to COUNT_BOUND. A word in one news item in ten or more among the newest (a
 * broad one: «agua») is counted by reading the list newest first, at most COUNT_WALK items, until
 * the bound is passed: the GIN index would first gather every match (tens of thousands) before the
 * count could stop. Otherwise, or when the walk ends short of the bound, the GIN index
 * (news_search_idx) gives the matches.
 */
async function searchTotal(db: Queryable, w: Where, list: string, match: string, newestMatches: number): Promise<Required<ListTotal>> {
  if (newestMatches >= DENSE_MATCHES) {
    const walked = await boundedCount(
      db,
      `FROM (SELECT search FROM news ${list} ORDER BY publish_at DESC, id LIMIT ${COUNT_WALK}) AS newest WHERE search @@ ${match}`,
      w.params,
    );
    if (walked.totalBounded) return walked;
  }
  return boundedCount(db, `FROM news ${String(w)}`, w.params);
}

/**
 * A page of a search among the news (not the cuts), best match first (ts_rank, then newest, then
 * id), and its total counted up to COUNT_BOUND (`sql`: the list's conditions without the search,
 * the search's placeholder, the columns to read). Up to the bound every match is ranked, as before
 * issue 37. Past it (a broad word, thousands of matches) ranking them all would read every match on
 * every page: the matches among the SEARCH_RANKED newest items of the list (read along its order
 * index) are ranked and come first, then the older matches newest first, read only by the pages
 * that reach them.
 */
export async function searchPage(db: Queryable, w: Where, sql: { list: string; tsq: string; columns: string }, f: PublicFilter): Promise<NewsPageRows> {
  const { list, tsq, columns } = sql;
  const match = `to_tsquery('spanish', ${tsq})`;
  // The newest items of the list in its order (the search left out, so that only the order's index
  // serves it), of which the matches, best first; and how many items were read.
  const newest = `SELECT id, publish_at, search FROM news ${list} ORDER BY publish_at DESC, id LIMIT ${SEARCH_RANKED}`;
  const { rows: ranked } = await db.query<{ id: string | null; seen: number }>(
    `WITH newest AS MATERIALIZED (${newest})
     SELECT m.id, (SELECT count(*) FROM newest)::int AS seen
       FROM (SELECT 1) AS one
       LEFT JOIN (SELECT id, publish_at, ts_rank(search, ${match}) AS rank FROM newest WHERE search @@ ${match}) AS m ON true
      ORDER BY m.rank DESC, m.publish_at DESC, m.id`,
    w.params,
  );
  const hits = ranked.flatMap((r) => (r.id ? [r.id] : []));
  const seen = ranked[0]?.seen ?? 0;
  // The whole list was read: its matches are all there, ranked.
  const counted = seen < SEARCH_RANKED ? { total: hits.length, totalBounded: false } : await searchTotal(db, w, list, match, hits.length);
  if (!counted.totalBounded && seen >= SEARCH_RANKED) {
    const page = `SELECT ${columns} FROM news ${String(w)} ORDER BY ts_rank(search, ${match}) DESC, publish_at DESC, id LIMIT ${w.param(f.limit)} OFFSET ${w.param(f.offset)}`;
    return { rows: (await db.query<NewsRow>(page, w.params)).rows, ...counted };
  }
  const ids = hits.slice(f.offset, f.offset + f.limit);
  const end = f.offset + f.limit;
  if (counted.totalBounded && end > hits.length) {
    const skip = Math.max(0, f.offset - hits.length);
    const { rows: older } = await db.query<{ id: string }>(
      `SELECT id FROM news ${String(w)} AND id NOT IN (SELECT id FROM (${newest}) AS newest)
        ORDER BY publish_at DESC, id LIMIT ${w.param(end - Math.max(f.offset, hits.length))} OFFSET ${w.param(skip)}`,
      w.params,
    );
    ids.push(...older.map((r) => r.id));
  }
  if (ids.length === 0) return { rows: [], ...counted };
  const { rows } = await db.query<NewsRow>(`SELECT ${columns} FROM news WHERE id = ANY($1::uuid[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)).filter((r): r is NewsRow => r !== undefined), ...counted };
}
