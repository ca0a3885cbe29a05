import { EVENT_TYPES } from "../../../src/shared/metrics";
import type { Queryable } from "../../db/db";
import * as sql from "./repository/aggregates";
import { aggregateAssistant, assistantKindOf } from "./assistantAggregates";
import {
  AGGREGATE_LOCK_ID,
  arrayText,
  bucketIso,
  bucketOf,
  Deltas,
  FirstSightings,
  GRAINS,
  isoOf,
  ms,
  pageStat,
  pageStatColumns,
  PageStat,
  sightingColumns,
  sightingId,
  started,
  type Grain,
  type Store,
} from "./deltas";
import { aggregatePageViews } from "./pageViewAggregates";
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

async function aggregateEvents(tx: Queryable, rows: readonly EventRow[], store: Store): Promise<void> {
  const stored = started(store);
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
  if (firstSearch.size === 0) {
    const columns = events.columns(2, ["events"]).map(arrayText);
    await stored;
    await sql.upsertEventStats(tx, columns);
    return;
  }
  await stored;
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
  const stored = started(store);
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
  const list = [...hist.values()];
  const columns = [
    list.map((h) => h.grain),
    list.map((h) => bucketIso(h.bucket)),
    list.map((h) => h.page),
    list.map((h) => h.metric),
    list.map((h) => arrayText(h.counts)),
  ].map(arrayText);
  await stored;
  if (hist.size === 0) return;
  await sql.upsertVitalStats(tx, columns);
}

async function aggregatePageTimes(tx: Queryable, rows: readonly PageTimeRow[], store: Store): Promise<void> {
  const stored = started(store);
  const pages = new Deltas<PageStat>(pageStat);
  for (const r of rows) pages.add(ms(r.occurredAt), [r.pagePath], { time_sum: r.timeSpent, time_n: 1 });
  const columns = pageStatColumns(pages).map(arrayText);
  await stored;
  await sql.upsertPageStats(tx, columns);
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
