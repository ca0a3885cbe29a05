import { EVENT_TYPES } from "../../../src/shared/metrics";
import type { Queryable } from "../../db/db";
import * as sql from "./repository/aggregates";
import { aggregateAssistant, assistantKindOf } from "./assistantAggregates";
import { bucketOf, Deltas, FirstSightings, GRAINS, isoOf, ms, sightingColumns, sightingId, type Grain } from "./deltas";
import { binOf, HISTOGRAM_METRICS, type HistogramMetric } from "./histogram";
import { searchTermOf } from "./terms";
import type { EventRow, PageTimeRow, PageViewRow, WebVitalsRow } from "./writer";

/**
 * The incremental aggregates of issue 22 (tables: migration 014). aggregate() runs in the writer's
 * transaction, right after the batch's raw INSERT, so the aggregates hold exactly what is stored.
 * Each change is added to an hour row and to a Bogotá-day row; a batch is first summed in memory,
 * so one upsert statement a table carries it.
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

async function upsertPageStats(tx: Queryable, d: Deltas<PageStat>): Promise<void> {
  if (d.rows.size === 0) return;
  const list = [...d.rows.values()];
  await sql.upsertPageStats(tx, [
    ...d.columns(1, ["views", "visitors", "entries", "bounces", "exits", "time_sum", "time_n"]),
    list.map((r) => (r.firstAt === undefined ? null : isoOf(r.firstAt))),
    list.map((r) => (r.lastAt === undefined ? null : isoOf(r.lastAt))),
  ]);
}

interface DimensionStat extends Record<string, number> {
  views: number;
  sessions: number;
}

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

async function aggregatePageViews(tx: Queryable, rows: readonly PageViewRow[]): Promise<void> {
  const pages = new Deltas<PageStat>(pageStat);
  const dims = new Deltas<DimensionStat>(() => ({ views: 0, sessions: 0 }));
  const sessionIds = [...new Set(rows.map((r) => r.sessionId))];
  const pairKeys = new Map<string, { sessionId: string; pagePath: string }>();
  for (const r of rows) pairKeys.set(`${r.sessionId}\u0000${r.pagePath}`, { sessionId: r.sessionId, pagePath: r.pagePath });
  const pairList = [...pairKeys.values()];
  const [known, knownPairs] = await Promise.all([
    sql.selectSessions(tx, sessionIds),
    sql.selectSessionPages(
      tx,
      pairList.map((p) => p.sessionId),
      pairList.map((p) => p.pagePath),
    ),
  ]);

  const before = new Map<string, SessionState>(
    known.rows.map((s) => [
      s.session_id,
      { firstAt: ms(s.first_at), firstPage: s.first_page, channel: s.channel, lastAt: ms(s.last_at), lastPage: s.last_page, views: Number(s.views) },
    ]),
  );
  const after = new Map<string, SessionState>();
  for (const [id, s] of before) after.set(id, { ...s });
  const pairFirst = new Map<string, number>(knownPairs.rows.map((p) => [`${p.session_id}\u0000${p.page_path}`, ms(p.first_at)]));
  const pairBefore = new Map(pairFirst);

  for (const r of rows) {
    const at = ms(r.occurredAt);
    pages.add(at, [r.pagePath], { views: 1 }, { firstAt: at, lastAt: at });
    dims.add(at, ["device", r.deviceType ?? "unknown"], { views: 1 });
    dims.add(at, ["channel", r.acquisitionChannel], { views: 1 });
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

  for (const [id, s] of after) {
    const old = before.get(id);
    if (old) contribute(old, -1, pages, dims);
    contribute(s, 1, pages, dims);
  }
  for (const [pair, first] of pairFirst) {
    const old = pairBefore.get(pair);
    if (old === first) continue;
    const page = pairKeys.get(pair)!.pagePath;
    if (old !== undefined) pages.add(old, [page], { visitors: -1 });
    pages.add(first, [page], { visitors: 1 });
  }

  const states = [...after.entries()];
  await sql.upsertSessions(tx, [
    states.map(([id]) => id),
    states.map(([, s]) => isoOf(s.firstAt)),
    states.map(([, s]) => s.firstPage),
    states.map(([, s]) => s.channel),
    states.map(([, s]) => isoOf(s.lastAt)),
    states.map(([, s]) => s.lastPage),
    states.map(([, s]) => s.views),
  ]);
  const changedPairs = [...pairFirst].filter(([pair, first]) => pairBefore.get(pair) !== first);
  if (changedPairs.length > 0) {
    await sql.upsertSessionPages(tx, [
      changedPairs.map(([pair]) => pairKeys.get(pair)!.sessionId),
      changedPairs.map(([pair]) => pairKeys.get(pair)!.pagePath),
      changedPairs.map(([, first]) => isoOf(first)),
    ]);
  }
  await upsertPageStats(tx, pages);
  await upsertDimensions(tx, dims);
}

async function upsertDimensions(tx: Queryable, d: Deltas<DimensionStat>): Promise<void> {
  if (d.rows.size === 0) return;
  await sql.upsertDimensionStats(tx, d.columns(2, ["views", "sessions"]));
}

async function aggregateEvents(tx: Queryable, rows: readonly EventRow[]): Promise<void> {
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
  await sql.upsertEventStats(tx, events.columns(2, ["events"]));
  if (firstSearch.size === 0) return;
  const [terms, sessionIds] = sightingColumns(firstSearch.list, 1);
  const known = await sql.selectSearchSessions(tx, terms, sessionIds);
  const moved = firstSearch.moved(new Map(known.rows.map((k) => [sightingId([k.term], k.session_id), ms(k.first_at)])), searches);
  if (moved.length > 0) await sql.upsertSearchSessions(tx, sightingColumns(moved, 1, true));
  if (firstNetwork.size > 0) {
    const [networkTerms, keys] = sightingColumns(firstNetwork.list, 1);
    const knownNetworks = await sql.selectSearchNetworks(tx, networkTerms, keys);
    const stored = new Map(knownNetworks.rows.map((k) => [sightingId([k.term], k.client_key), ms(k.first_at)]));
    const movedNetworks = firstNetwork.moved(stored, searches, "networks");
    if (movedNetworks.length > 0) await sql.upsertSearchNetworks(tx, sightingColumns(movedNetworks, 1, true));
  }
  const list = [...searches.rows.values()];
  await sql.upsertSearchStats(tx, [
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

async function aggregateVitals(tx: Queryable, rows: readonly WebVitalsRow[]): Promise<void> {
  const hist = new Map<string, { grain: Grain; bucket: number; page: string; metric: HistogramMetric; counts: number[] }>();
  for (const r of rows) {
    const at = ms(r.occurredAt);
    for (const metric of HISTOGRAM_METRICS) {
      const v = r[VITAL_COLUMN[metric]];
      if (typeof v !== "number") continue;
      const bin = binOf(metric, v);
      // The page's own histogram and the whole portal's (page_path '').
      for (const page of [r.pagePath, ""]) {
        for (const grain of GRAINS) {
          const bucket = bucketOf(grain, at);
          const id = `${grain}\u0000${bucket}\u0000${page}\u0000${metric}`;
          let h = hist.get(id);
          if (!h) hist.set(id, (h = { grain, bucket, page, metric, counts: [] }));
          for (let i = h.counts.length; i <= bin; i++) h.counts.push(0);
          h.counts[bin] += 1;
        }
      }
    }
  }
  if (hist.size === 0) return;
  const list = [...hist.values()];
  await sql.upsertVitalStats(tx, [
    list.map((h) => h.grain),
    list.map((h) => isoOf(h.bucket)),
    list.map((h) => h.page),
    list.map((h) => h.metric),
    list.map((h) => `{${h.counts.join(",")}}`),
  ]);
}

async function aggregatePageTimes(tx: Queryable, rows: readonly PageTimeRow[]): Promise<void> {
  const pages = new Deltas<PageStat>(pageStat);
  for (const r of rows) pages.add(ms(r.occurredAt), [r.pagePath], { time_sum: r.timeSpent, time_n: 1 });
  await upsertPageStats(tx, pages);
}

export type AggregateRows = {
  pageview: readonly PageViewRow[];
  event: readonly EventRow[];
  webvitals: readonly WebVitalsRow[];
  pagetime: readonly PageTimeRow[];
};

/** Adds a stored batch to the aggregates; call it in the transaction that stored the batch. */
export async function aggregate<K extends keyof AggregateRows>(tx: Queryable, kind: K, rows: AggregateRows[K]): Promise<void> {
  if (rows.length === 0) return;
  if (kind === "pageview") {
    await sql.lockAggregates(tx, AGGREGATE_LOCK_ID);
    await aggregatePageViews(tx, rows as AggregateRows["pageview"]);
  } else if (kind === "event") {
    const events = rows as AggregateRows["event"];
    // The assistant's questions keep session state like the page views: read, then written, under the same lock.
    const assistant = events.some((r) => assistantKindOf(r) !== null);
    if (assistant) await sql.lockAggregates(tx, AGGREGATE_LOCK_ID);
    await aggregateEvents(tx, events);
    if (assistant) await aggregateAssistant(tx, events);
  } else if (kind === "webvitals") await aggregateVitals(tx, rows as AggregateRows["webvitals"]);
  else await aggregatePageTimes(tx, rows as AggregateRows["pagetime"]);
}
