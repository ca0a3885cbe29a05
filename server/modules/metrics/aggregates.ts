import { EVENT_TYPES } from "../../../src/shared/metrics";
import type { Queryable } from "../../db/db";
import * as sql from "./repository/aggregates";
import { aggregateAssistant, assistantKindOf } from "./assistantAggregates";
import { arrayText, bucketIso, bucketOf, Deltas, FirstSightings, GRAINS, isoOf, ms, sightingColumns, sightingId, type Grain } from "./deltas";
import { binOf, HISTOGRAM_METRICS, type HistogramMetric } from "./histogram";
import { searchTermOf } from "./terms";
import type { EventRow, PageTimeRow, PageViewRow, WebVitalsRow } from "./writer";

/**
 * The incremental aggregates of issue 22 (tables: migration 014). aggregate() runs the batch's raw
 * INSERT and the aggregates' statements in the writer's transaction, so the aggregates hold exactly
 * what is stored; the INSERT runs while the batch is summed in memory (issue 37).
 * Each change is added to an hour row and to a Bogotá-day row; a batch is first summed in memory,
 * so one upsert statement a table carries it (the page views' tables share one, issue 37).
 *
 * Sessions: a tab session is counted where its first view falls (entry page, channel, and a bounce
 * while it has one view) and its exit where its last view falls. A view that arrives late, earlier
 * than what is known of its session, moves them: the counts of the old state are taken back and
 * those of the new one added. The same for the first view of a (session, page) pair (unique
 * visitors) and of a (term, session) pair (search sessions); the assistant's questions follow the same
 * rules (assistantAggregates.ts, migration 017). First and last follow the raw order,
 * (occurred_at, id): on a tie the stored view is first and the newer one last.
 */

/** Serialises aggregate writes across instances: the session state is read, then written. */
const AGGREGATE_LOCK_ID = 7_270_022;
interface PageStat extends Record<string, number> {
  views: number;
  visitors: number;
  entries: number;
  bounces: number;
  exits: number;
  time_sum: number;
  time_n: number;
}
const pageStat = (): PageStat => ({ views: 0, visitors: 0, entries: 0, bounces: 0, exits: 0, time_sum: 0, time_n: 0 });

/** The 12 unnest columns of metric_page_stats. */
function pageStatColumns(d: Deltas<PageStat>): unknown[][] {
  const list = [...d.rows.values()];
  return [
    ...d.columns(1, ["views", "visitors", "entries", "bounces", "exits", "time_sum", "time_n"]),
    list.map((r) => (r.firstAt === undefined ? null : isoOf(r.firstAt))),
    list.map((r) => (r.lastAt === undefined ? null : isoOf(r.lastAt))),
  ];
}

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

/** What a session contributes to the counts, from its state (see the module comment). */
interface SessionState {
  firstAt: number;
  firstPage: string;
  channel: string;
  lastAt: number;
  lastPage: string;
  views: number;
}

function contribute(s: SessionState, sign: 1 | -1, pages: Deltas<PageStat>, dims: Deltas<DimensionStat>): void {
  pages.add(s.firstAt, [s.firstPage], { entries: sign, bounces: s.views === 1 ? sign : 0 });
  pages.add(s.lastAt, [s.lastPage], { exits: sign });
  dims.add(s.firstAt, ["channel", s.channel], { sessions: sign });
}

/**
 * Starts the batch's raw INSERT (`store`) and gives back its promise, to be awaited before the
 * aggregates' write: the database stores the rows while the batch is summed here. A failure is
 * thrown where it is awaited (a row refused keeps its SQLSTATE, issue 20 §3), never unhandled.
 */
function storing(store: Store): Promise<void> {
  const stored = store();
  stored.catch(() => undefined);
  return stored;
}

/** The batch's raw INSERT, run by aggregate() at the point each kind chooses (storing). */
export type Store = () => Promise<void>;

async function aggregatePageViews(tx: Queryable, rows: readonly PageViewRow[], store: Store): Promise<void> {
  const pages = new Deltas<PageStat>(pageStat);
  const dims = new Deltas<DimensionStat>(() => ({ views: 0, sessions: 0 }));
  const sessionIds = [...new Set(rows.map((r) => r.sessionId))];
  const pairKeys = new Map<string, { sessionId: string; pagePath: string }>();
  for (const r of rows) pairKeys.set(`${r.sessionId}\u0000${r.pagePath}`, { sessionId: r.sessionId, pagePath: r.pagePath });
  // The lock, then the read: asked for together, run in that order (Queryable).
  const locked = storing(() => sql.lockAggregates(tx, AGGREGATE_LOCK_ID));
  const known = await sql.selectSessionState(tx, sessionIds);
  await locked;
  const stored = storing(store);

  const before = new Map<string, SessionState>();
  // When each (session, page) pair of the batch was first viewed, as stored; the session's pages
  // this batch did not view are not needed. Pairs are kept in the session's row (rowPages) or,
  // beyond ROW_PAGES, in metric_session_pages (inTable).
  const pairFirst = new Map<string, number>();
  const inTable = new Set<string>();
  const rowPages = new Map<string, { pages: string[]; firsts: number[] }>();
  for (const s of known) {
    if (s.k === "p") {
      const pair = `${s.session_id}\u0000${s.page_path}`;
      if (!pairKeys.has(pair)) continue;
      pairFirst.set(pair, s.first_ms);
      inTable.add(pair);
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
    const kept = { pages: s.pages, firsts: s.page_first_ms };
    rowPages.set(s.session_id, kept);
    kept.pages.forEach((page, i) => {
      const pair = `${s.session_id}\u0000${page}`;
      if (pairKeys.has(pair)) pairFirst.set(pair, kept.firsts[i]);
    });
  }
  const after = new Map<string, SessionState>();
  for (const [id, s] of before) after.set(id, { ...s });
  const pairBefore = new Map(pairFirst);

  // Views are counted by hour and page, device or channel first (one map entry each per row), then
  // added to both grains once per group, as aggregateEvents does.
  const viewGroups = new Map<string, { hour: number; page: string; n: number; firstAt: number; lastAt: number }>();
  const dimGroups = new Map<string, { hour: number; key: string[]; n: number }>();
  const countDim = (hour: number, dimension: string, value: string) => {
    const id = `${hour}\u0000${dimension}\u0000${value}`;
    const group = dimGroups.get(id);
    if (group) group.n += 1;
    else dimGroups.set(id, { hour, key: [dimension, value], n: 1 });
  };
  for (const r of rows) {
    const at = ms(r.occurredAt);
    const hour = bucketOf("h", at);
    const id = `${hour}\u0000${r.pagePath}`;
    const group = viewGroups.get(id);
    if (!group) viewGroups.set(id, { hour, page: r.pagePath, n: 1, firstAt: at, lastAt: at });
    else {
      group.n += 1;
      if (at < group.firstAt) group.firstAt = at;
      if (at > group.lastAt) group.lastAt = at;
    }
    countDim(hour, "device", r.deviceType ?? "unknown");
    countDim(hour, "channel", r.acquisitionChannel);
    const s = after.get(r.sessionId);
    if (!s) {
      after.set(r.sessionId, { firstAt: at, firstPage: r.pagePath, channel: r.acquisitionChannel, lastAt: at, lastPage: r.pagePath, views: 1 });
    } else {
      s.views += 1;
      if (at < s.firstAt) Object.assign(s, { firstAt: at, firstPage: r.pagePath, channel: r.acquisitionChannel });
      if (at >= s.lastAt) Object.assign(s, { lastAt: at, lastPage: r.pagePath });
    }
    const pair = `${r.sessionId}\u0000${r.pagePath}`;
    const first = pairFirst.get(pair);
    if (first === undefined || at < first) pairFirst.set(pair, at);
  }

  for (const g of viewGroups.values()) pages.add(g.hour, [g.page], { views: g.n }, { firstAt: g.firstAt, lastAt: g.lastAt });
  for (const g of dimGroups.values()) dims.add(g.hour, g.key, { views: g.n });
  for (const [id, s] of after) {
    const old = before.get(id);
    if (old) contribute(old, -1, pages, dims);
    contribute(s, 1, pages, dims);
  }
  // The pairs whose first view moved or that are new: counted where it falls, and stored where
  // they are kept (a new one in its session's row while it has room).
  const tablePairs: [string, string, number][] = [];
  for (const [pair, first] of pairFirst) {
    const old = pairBefore.get(pair);
    if (old === first) continue;
    const { sessionId, pagePath } = pairKeys.get(pair)!;
    if (old !== undefined) pages.add(old, [pagePath], { visitors: -1 });
    pages.add(first, [pagePath], { visitors: 1 });
    if (inTable.has(pair)) {
      tablePairs.push([sessionId, pagePath, first]);
      continue;
    }
    let kept = rowPages.get(sessionId);
    if (!kept) rowPages.set(sessionId, (kept = { pages: [], firsts: [] }));
    const i = old === undefined ? -1 : kept.pages.indexOf(pagePath);
    if (i >= 0) kept.firsts[i] = first;
    else if (kept.pages.length < ROW_PAGES) {
      kept.pages.push(pagePath);
      kept.firsts.push(first);
    } else tablePairs.push([sessionId, pagePath, first]);
  }

  const states = [...after.entries()];
  const kept = states.map(([id]) => rowPages.get(id));
  await stored;
  await sql.writePageViewAggregates(tx, [
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
  ]);
}

async function aggregateEvents(tx: Queryable, rows: readonly EventRow[], store: Store): Promise<void> {
  const stored = storing(store);
  const events = new Deltas<{ events: number }>(() => ({ events: 0 }));
  const searches = new Deltas<{ searches: number; zero_results: number; sessions: number; networks: number }>(() => ({
    searches: 0,
    zero_results: 0,
    sessions: 0,
    networks: 0,
  }));
  const firstSearch = new FirstSightings();
  // Issue 31 §5: the networks a term was searched from, counted as its sessions are (the "session" is the network's key).
  const firstNetwork = new FirstSightings();
  // Counted by hour, page and type first (one map entry per row), then added to both grains and
  // to the whole portal's row once per group: a batch has a handful of groups and a thousand rows.
  const groups = new Map<string, { at: number; page: string; type: string; n: number }>();
  for (const r of rows) {
    const at = ms(r.occurredAt);
    const hour = bucketOf("h", at);
    const id = `${hour}\u0000${r.pagePath}\u0000${r.eventType}`;
    const group = groups.get(id);
    if (group) group.n += 1;
    else groups.set(id, { at: hour, page: r.pagePath, type: r.eventType, n: 1 });
    if (r.eventType !== EVENT_TYPES.search) continue;
    const term = searchTermOf(r.label);
    if (term === null) continue;
    searches.add(at, [term], { searches: 1, zero_results: r.value === 0 ? 1 : 0 }, { lastAt: at });
    firstSearch.see([term], r.sessionId, at);
    if (r.clientKey) firstNetwork.see([term], r.clientKey, at);
  }
  for (const g of groups.values()) {
    events.add(g.at, [g.page, g.type], { events: g.n });
    events.add(g.at, ["", g.type], { events: g.n }); // the whole portal's row
  }
  await stored;
  if (firstSearch.size === 0) {
    await sql.upsertEventStats(tx, events.columns(2, ["events"]));
    return;
  }
  const [terms, sessionIds] = sightingColumns(firstSearch.list, 1);
  const [networkTerms, keys] = sightingColumns(firstNetwork.list, 1);
  const known = await sql.selectSearchState(tx, terms, sessionIds, networkTerms, keys);
  const storedSessions = new Map<string, number>();
  const storedNetworks = new Map<string, number>();
  for (const k of known.rows) (k.k === "s" ? storedSessions : storedNetworks).set(sightingId([k.term], k.who), ms(k.first_at));
  const moved = firstSearch.moved(storedSessions, searches);
  const movedNetworks = firstNetwork.moved(storedNetworks, searches, "networks");
  const list = [...searches.rows.values()];
  await sql.writeSearchAggregates(tx, [
    ...events.columns(2, ["events"]),
    ...sightingColumns(moved, 1, true),
    ...sightingColumns(movedNetworks, 1, true),
    ...searches.columns(1, ["searches", "zero_results", "sessions", "networks"]),
    list.map((r) => (r.lastAt === undefined ? null : isoOf(r.lastAt))),
  ]);
}

const VITAL_COLUMN: Record<HistogramMetric, keyof WebVitalsRow> = {
  lcp: "lcp",
  fid: "fid",
  cls: "cls",
  ttfb: "ttfb",
  fcp: "fcp",
  inp: "inp",
  speed_index: "speedIndex",
  page_weight: "pageWeight",
};

/** Adds `n` samples to bin `bin` of a histogram's counts, growing it with zeros as needed. */
function addToBin(counts: number[], bin: number, n: number): void {
  for (let i = counts.length; i <= bin; i++) counts.push(0);
  counts[bin] += n;
}

async function aggregateVitals(tx: Queryable, rows: readonly WebVitalsRow[], store: Store): Promise<void> {
  const stored = storing(store);
  // Binned by hour and page first (one map entry per row), then added to both grains and to the
  // whole portal's histograms (page_path '') once per group: a row has up to eight metrics, and
  // each went to four histograms.
  const groups = new Map<string, { hour: number; page: string; counts: Map<HistogramMetric, number[]> }>();
  for (const r of rows) {
    const hour = bucketOf("h", ms(r.occurredAt));
    const id = `${hour}\u0000${r.pagePath}`;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { hour, page: r.pagePath, counts: new Map() }));
    for (const metric of HISTOGRAM_METRICS) {
      const v = r[VITAL_COLUMN[metric]];
      if (typeof v !== "number") continue;
      let counts = group.counts.get(metric);
      if (!counts) group.counts.set(metric, (counts = []));
      addToBin(counts, binOf(metric, v), 1);
    }
  }
  const hist = new Map<string, { grain: Grain; bucket: number; page: string; metric: HistogramMetric; counts: number[] }>();
  for (const g of groups.values()) {
    for (const [metric, counts] of g.counts) {
      for (const page of [g.page, ""]) {
        for (const grain of GRAINS) {
          // The day of an hour is the day of every instant in it (Bogotá is a whole number of hours from UTC).
          const bucket = bucketOf(grain, g.hour);
          const id = `${grain}\u0000${bucket}\u0000${page}\u0000${metric}`;
          let h = hist.get(id);
          if (!h) hist.set(id, (h = { grain, bucket, page, metric, counts: [] }));
          for (let bin = 0; bin < counts.length; bin++) if (counts[bin] > 0) addToBin(h.counts, bin, counts[bin]);
        }
      }
    }
  }
  await stored;
  if (hist.size === 0) return;
  const list = [...hist.values()];
  await sql.upsertVitalStats(tx, [
    list.map((h) => h.grain),
    list.map((h) => bucketIso(h.bucket)),
    list.map((h) => h.page),
    list.map((h) => h.metric),
    list.map((h) => `{${h.counts.join(",")}}`),
  ]);
}

async function aggregatePageTimes(tx: Queryable, rows: readonly PageTimeRow[], store: Store): Promise<void> {
  const stored = storing(store);
  const pages = new Deltas<PageStat>(pageStat);
  for (const r of rows) pages.add(ms(r.occurredAt), [r.pagePath], { time_sum: r.timeSpent, time_n: 1 });
  await stored;
  await sql.upsertPageStats(tx, pageStatColumns(pages));
}

export type AggregateRows = {
  pageview: readonly PageViewRow[];
  event: readonly EventRow[];
  webvitals: readonly WebVitalsRow[];
  pagetime: readonly PageTimeRow[];
};

/**
 * Stores a batch (`store`, its raw INSERT) and adds it to the aggregates, in the caller's
 * transaction: the INSERT runs once the state the batch needs is read, while the batch is summed.
 */
export async function aggregate<K extends keyof AggregateRows>(tx: Queryable, kind: K, rows: AggregateRows[K], store: Store): Promise<void> {
  if (rows.length === 0) return;
  if (kind === "pageview") await aggregatePageViews(tx, rows as AggregateRows["pageview"], store);
  else if (kind === "event") {
    const events = rows as AggregateRows["event"];
    // The assistant's questions keep session state like the page views: read, then written, under the same lock.
    const assistant = events.some((r) => assistantKindOf(r) !== null);
    if (assistant) await sql.lockAggregates(tx, AGGREGATE_LOCK_ID);
    await aggregateEvents(tx, events, store);
    if (assistant) await aggregateAssistant(tx, events);
  } else if (kind === "webvitals") await aggregateVitals(tx, rows as AggregateRows["webvitals"], store);
  else await aggregatePageTimes(tx, rows as AggregateRows["pagetime"], store);
}
