import type { Queryable } from "../../db/db";
import * as sql from "./repository/aggregates";
import { AGGREGATE_LOCK_ID, arrayText, bucketOf, Deltas, isoOf, ms, pageStat, pageStatColumns, started, type PageStat, type Store } from "./deltas";
import type { PageViewRow } from "./writer";

/**
 * The page views' part of the incremental aggregates (issue 22; the rules are in aggregates.ts's
 * module comment): views by page, device and channel, and what tab sessions add (entries, bounces,
 * exits, channels' sessions, the pages' unique visitors), from the batch and the sessions' stored
 * state, read and written under the aggregates' lock.
 *
 * Issue 37: a batch is summed in one pass, by session and then by page, in maps keyed by the rows'
 * own strings (a key made by joining strings costs an allocation and a hash a row), while the
 * sessions' state is read; the rest is summed while the rows are stored.
 */

interface DimensionStat extends Record<string, number> {
  views: number;
  sessions: number;
}

/**
 * How many of a session's pages are kept in its row (migration 036) with when each was first
 * viewed; more go to metric_session_pages, so a session id sent with thousands of paths does not
 * make its row, rewritten by every batch, grow without bound.
 */
const ROW_PAGES = 64;

/** What a session contributes to the counts, from its state (see aggregates.ts). */
interface SessionState {
  firstAt: number;
  firstPage: string;
  channel: string;
  lastAt: number;
  lastPage: string;
  views: number;
}

/** A session's views in the batch: its state as they make it, and each page's first view. */
interface BatchSession extends SessionState {
  pages: Map<string, number>;
}

function contribute(s: SessionState, sign: 1 | -1, pages: Deltas<PageStat>, dims: Deltas<DimensionStat>): void {
  pages.add(s.firstAt, [s.firstPage], { entries: sign, bounces: s.views === 1 ? sign : 0 });
  pages.add(s.lastAt, [s.lastPage], { exits: sign });
  dims.add(s.firstAt, ["channel", s.channel], { sessions: sign });
}

/** The value of `inner` under `key` in `outer`, made by `make` when missing. */
function child<K, V>(outer: Map<K, V>, key: K, make: () => V): V {
  let value = outer.get(key);
  if (value === undefined) outer.set(key, (value = make()));
  return value;
}

/** Views by hour, then page (with the first and last instants), or device or channel value. */
type ViewGroup = { n: number; firstAt: number; lastAt: number };
type ViewGroups = Map<number, Map<string, ViewGroup>>;
type DimGroups = Map<number, Map<string, Map<string, number>>>;

/** One pass over the batch: its sessions (in order: first view earliest, ties to the earlier row; last latest, ties to the later) and its groups. */
function sumBatch(rows: readonly PageViewRow[]) {
  const sessions = new Map<string, BatchSession>();
  const views: ViewGroups = new Map();
  const dimensions: DimGroups = new Map();
  const countDim = (hour: number, dimension: string, value: string) => {
    const values = child(
      child(dimensions, hour, () => new Map<string, Map<string, number>>()),
      dimension,
      () => new Map<string, number>(),
    );
    values.set(value, (values.get(value) ?? 0) + 1);
  };
  for (const r of rows) {
    const at = ms(r.occurredAt);
    const hour = bucketOf("h", at);
    const byPage = child(views, hour, () => new Map<string, ViewGroup>());
    const group = byPage.get(r.pagePath);
    if (!group) byPage.set(r.pagePath, { n: 1, firstAt: at, lastAt: at });
    else {
      group.n += 1;
      if (at < group.firstAt) group.firstAt = at;
      if (at > group.lastAt) group.lastAt = at;
    }
    countDim(hour, "device", r.deviceType ?? "unknown");
    countDim(hour, "channel", r.acquisitionChannel);
    const s = sessions.get(r.sessionId);
    if (!s) {
      const pages = new Map([[r.pagePath, at]]);
      sessions.set(r.sessionId, { firstAt: at, firstPage: r.pagePath, channel: r.acquisitionChannel, lastAt: at, lastPage: r.pagePath, views: 1, pages });
      continue;
    }
    s.views += 1;
    if (at < s.firstAt) Object.assign(s, { firstAt: at, firstPage: r.pagePath, channel: r.acquisitionChannel });
    if (at >= s.lastAt) Object.assign(s, { lastAt: at, lastPage: r.pagePath });
    const first = s.pages.get(r.pagePath);
    if (first === undefined || at < first) s.pages.set(r.pagePath, at);
  }
  return { sessions, views, dimensions };
}

/** The stored state of the batch's sessions: each one's counts, the pages kept in its row, and those kept in metric_session_pages. */
function storedState(known: readonly sql.SessionStateRow[]) {
  const before = new Map<string, SessionState>();
  const rowPages = new Map<string, { pages: string[]; firsts: number[] }>();
  const tablePages = new Map<string, Map<string, number>>();
  for (const s of known) {
    if (s.k === "p") {
      child(tablePages, s.session_id, () => new Map<string, number>()).set(s.page_path, s.first_ms);
      continue;
    }
    before.set(s.session_id, {
      firstAt: s.first_ms,
      firstPage: s.first_page,
      channel: s.channel,
      lastAt: s.last_ms,
      lastPage: s.last_page,
      views: s.views,
    });
    rowPages.set(s.session_id, { pages: s.pages, firsts: s.page_first_ms });
  }
  return { before, rowPages, tablePages };
}

/** A session's state once the batch's views are added to the stored one: on a tie the stored first view stays first, and the batch's last is last. */
function merged(old: SessionState | undefined, batch: BatchSession): SessionState {
  if (!old) return batch;
  const s = { ...old, views: old.views + batch.views };
  if (batch.firstAt < s.firstAt) Object.assign(s, { firstAt: batch.firstAt, firstPage: batch.firstPage, channel: batch.channel });
  if (batch.lastAt >= s.lastAt) Object.assign(s, { lastAt: batch.lastAt, lastPage: batch.lastPage });
  return s;
}

export async function aggregatePageViews(tx: Queryable, rows: readonly PageViewRow[], store: Store): Promise<void> {
  // The lock and the read run while the batch is summed; the rows are stored while the rest is.
  const reading = started(() => sql.lockAndSelectSessionState(tx, AGGREGATE_LOCK_ID, [...new Set(rows.map((r) => r.sessionId))]));
  const batch = sumBatch(rows);
  const known = await reading;
  const stored = started(store);

  const pages = new Deltas<PageStat>(pageStat);
  const dims = new Deltas<DimensionStat>(() => ({ views: 0, sessions: 0 }));
  for (const [hour, byPage] of batch.views) {
    for (const [page, g] of byPage) pages.add(hour, [page], { views: g.n }, { firstAt: g.firstAt, lastAt: g.lastAt });
  }
  for (const [hour, byDimension] of batch.dimensions) {
    for (const [dimension, values] of byDimension) for (const [value, n] of values) dims.add(hour, [dimension, value], { views: n });
  }

  const { before, rowPages, tablePages } = storedState(known);
  const states: [string, SessionState][] = [];
  // The pairs of metric_session_pages whose first view moved or that are new there.
  const tablePairs: [string, string, number][] = [];
  for (const [id, b] of batch.sessions) {
    const old = before.get(id);
    const s = merged(old, b);
    states.push([id, s]);
    if (old) contribute(old, -1, pages, dims);
    contribute(s, 1, pages, dims);
    // Each page's first view in the session, where it moved or is new: counted where it falls, and
    // stored where it is kept (a new one in the session's row while it has room).
    const inTable = tablePages.get(id);
    let kept = rowPages.get(id);
    for (const [page, at] of b.pages) {
      const tableFirst = inTable?.get(page);
      const i = tableFirst === undefined && kept ? kept.pages.indexOf(page) : -1;
      const storedFirst = tableFirst ?? (i >= 0 ? kept!.firsts[i] : undefined);
      if (storedFirst !== undefined && storedFirst <= at) continue;
      if (storedFirst !== undefined) pages.add(storedFirst, [page], { visitors: -1 });
      pages.add(at, [page], { visitors: 1 });
      if (tableFirst !== undefined) tablePairs.push([id, page, at]);
      else if (i >= 0) kept!.firsts[i] = at;
      else {
        if (!kept) rowPages.set(id, (kept = { pages: [], firsts: [] }));
        if (kept.pages.length < ROW_PAGES) {
          kept.pages.push(page);
          kept.firsts.push(at);
        } else tablePairs.push([id, page, at]);
      }
    }
  }

  const kept = states.map(([id]) => rowPages.get(id));
  const columns = [
    states.map(([id]) => id),
    states.map(([, s]) => isoOf(s.firstAt)),
    states.map(([, s]) => s.firstPage),
    states.map(([, s]) => s.channel),
    states.map(([, s]) => isoOf(s.lastAt)),
    states.map(([, s]) => s.lastPage),
    states.map(([, s]) => s.views),
    kept.map((row) => arrayText(row?.pages ?? [])),
    kept.map((row) => arrayText(row?.firsts ?? [])),
    tablePairs.map(([id]) => id),
    tablePairs.map(([, page]) => page),
    tablePairs.map(([, , first]) => isoOf(first)),
    ...dims.columns(2, ["views", "sessions"]),
    ...pageStatColumns(pages),
  ].map(arrayText);
  await stored;
  await sql.writePageViewAggregates(tx, columns);
}
