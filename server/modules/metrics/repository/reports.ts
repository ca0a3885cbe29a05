import { ACQUISITION_CHANNELS, DEFAULT_UPTIME, type AcquisitionChannel } from "../../../../src/shared/constants";
import {
  EVENT_TYPES,
  VITAL_NAMES,
  type AggregatedMetrics,
  type DeviceType,
  type PageMetrics,
  type VitalName,
  type VitalSummary,
} from "../../../../src/shared/metrics";
import { bogotaDay } from "../../../../src/shared/time";
import type { Queryable } from "../../../db/db";
import { p75, roundVital, summarize, type HistogramMetric } from "../histogram";
import { bucketCover, type BucketCover, type ResolvedRange } from "../range";
import { coverFrom, coverParams } from "./cover";
import { maskTypedText } from "../terms";

/**
 * Days the aggregates keep what they know of a tab session (first and last view, pages seen,
 * terms searched) after its last view: a tab session does not last that long; a view after that
 * counts as a new session.
 */
export const SESSION_STATE_DAYS = 7;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round((part / whole) * 100, 2));
const bogotaDayOf = (v: unknown) => bogotaDay(new Date(v as string | Date).getTime());

/** What the database knows of one page in a range (the rest of PageMetrics comes from the build). */
export type PageFigures = Pick<
  PageMetrics,
  | "totalVisits"
  | "totalUniqueVisitors"
  | "createdAt"
  | "updatedAt"
  | "avgTimeOnPage"
  | "avgBounceRate"
  | "avgExitRate"
  | "totalShares"
  | "totalDownloads"
  | "totalFormCompletions"
  | "speedIndex"
  | "pageWeight"
> & { vitals: Record<VitalName, number | null> };

/** The visit figures of the admin dashboard (server/modules/admin/summary.ts). */
export interface VisitTotals {
  pageViews: number;
  uniqueVisitors: number;
  sessions: number;
}

/**
 * The reads of the metrics API, from the incremental aggregates of issue 22 (aggregates.ts): each
 * reads the day rows of the whole days of its range and the hour rows of its ends (range.ts
 * bucketCover), so its cost depends on the length of the range, not on the traffic in it.
 */
export class MetricsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Histograms of the metrics of one page ('' = the whole portal) summed over a range: the rows of
   * the range (a few a day and metric, read from the key that leads with the page) are added bin by
   * bin here. Summing them in SQL (unnest, then GROUP BY bin) sorted some 75 rows per stored row and
   * cost the database ten times more CPU than reading them.
   */
  private async histograms(pagePath: string, cover: BucketCover): Promise<Map<HistogramMetric, number[]>> {
    const { rows } = await this.db.query<{ metric: HistogramMetric; counts: number[] }>(
      `SELECT t.metric, t.counts FROM ${coverFrom("metric_vital_stats")} WHERE t.page_path = $5`,
      [...coverParams(cover), pagePath],
    );
    const out = new Map<HistogramMetric, number[]>();
    for (const r of rows) {
      const sum = out.get(r.metric) ?? [];
      r.counts.forEach((n, bin) => {
        sum[bin] = (sum[bin] ?? 0) + Number(n);
      });
      out.set(r.metric, sum);
    }
    return out;
  }

  async page(pagePath: string, r: ResolvedRange): Promise<PageFigures> {
    const cover = bucketCover(r);
    const [stats, events, hist] = await Promise.all([
      this.db.query(
        `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(visitors), 0)::int AS visitors,
                coalesce(sum(entries), 0)::int AS entries, coalesce(sum(bounces), 0)::int AS bounces,
                coalesce(sum(exits), 0)::int AS exits, coalesce(sum(time_sum), 0)::float8 AS time_sum,
                coalesce(sum(time_n), 0)::int AS time_n, min(first_at) AS first_at, max(last_at) AS last_at
           FROM ${coverFrom("metric_page_stats")} WHERE page_path = $5`,
        [...coverParams(cover), pagePath],
      ),
      this.db.query(
        `SELECT event_type, sum(events)::int AS n FROM ${coverFrom("metric_event_stats")}
          WHERE page_path = $5 AND event_type IN ($6, $7, $8) GROUP BY event_type`,
        [...coverParams(cover), pagePath, EVENT_TYPES.share, EVENT_TYPES.download, EVENT_TYPES.formSubmit],
      ),
      this.histograms(pagePath, cover),
    ]);
    const s = stats.rows[0];
    const byType = new Map(events.rows.map((e) => [String(e.event_type), num(e.n)]));
    const p = (m: HistogramMetric) => roundVital(m, p75(m, hist.get(m) ?? []));
    return {
      totalVisits: num(s.views),
      totalUniqueVisitors: num(s.visitors),
      createdAt: iso(s.first_at),
      updatedAt: iso(s.last_at),
      avgTimeOnPage: round(num(s.time_n) === 0 ? 0 : num(s.time_sum) / num(s.time_n), 1),
      avgBounceRate: percent(num(s.bounces), num(s.entries)),
      avgExitRate: percent(num(s.exits), num(s.views)),
      totalShares: byType.get(EVENT_TYPES.share) ?? 0,
      totalDownloads: byType.get(EVENT_TYPES.download) ?? 0,
      totalFormCompletions: byType.get(EVENT_TYPES.formSubmit) ?? 0,
      vitals: Object.fromEntries(VITAL_NAMES.map((n) => [n, p(n)])) as Record<VitalName, number | null>,
      speedIndex: p("speed_index"),
      pageWeight: p("page_weight"),
    };
  }

  async aggregated(r: ResolvedRange): Promise<Omit<AggregatedMetrics, "uptime">> {
    const cover = bucketCover(r);
    const params = coverParams(cover);
    const [pages, days, devices, byType, hist] = await Promise.all([
      this.db.query(
        `SELECT page_path, sum(views)::int AS views, sum(visitors)::int AS visitors, sum(entries)::int AS entries,
                sum(bounces)::int AS bounces, sum(time_sum)::float8 AS time_sum, sum(time_n)::int AS time_n
           FROM ${coverFrom("metric_page_stats")} GROUP BY page_path`,
        params,
      ),
      this.db.query(
        `SELECT bucket, sum(views)::int AS views, sum(entries)::int AS sessions
           FROM ${coverFrom("metric_page_stats")} GROUP BY bucket`,
        params,
      ),
      this.db.query(
        `SELECT value, sum(views)::int AS views FROM ${coverFrom("metric_dimension_stats")}
          WHERE dimension = 'device' GROUP BY value`,
        params,
      ),
      this.db.query(`SELECT event_type, sum(events)::int AS n FROM ${coverFrom("metric_event_stats")} WHERE page_path = '' GROUP BY event_type`, params),
      this.histograms("", cover),
    ]);
    let views = 0;
    let sessions = 0;
    let bounced = 0;
    let timeSum = 0;
    let timeN = 0;
    for (const p of pages.rows) {
      views += num(p.views);
      sessions += num(p.entries);
      bounced += num(p.bounces);
      timeSum += num(p.time_sum);
      timeN += num(p.time_n);
    }
    // Hour and day rows of one Bogotá day are added up under that day.
    const byDay = new Map<string, { date: string; pageViews: number; uniqueVisitors: number }>();
    for (const d of days.rows) {
      const date = bogotaDayOf(d.bucket);
      const entry = byDay.get(date) ?? { date, pageViews: 0, uniqueVisitors: 0 };
      entry.pageViews += num(d.views);
      // Issue 33 §3: a day's visitors are the sessions that started that day (the pairs of the
      // pages summed counted a session once per page it saw: more "visitors" than sessions).
      entry.uniqueVisitors += num(d.sessions);
      byDay.set(date, entry);
    }
    const top = pages.rows
      .filter((p) => num(p.views) > 0)
      .sort((a, b) => num(b.views) - num(a.views) || (String(a.page_path) < String(b.page_path) ? -1 : 1))
      .slice(0, 10);
    const byCount = <T extends { n: number; key: string }>(a: T, b: T) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    return {
      startDate: r.startDate,
      endDate: r.endDate,
      totals: {
        pageViews: views,
        // Issue 33 §3: a visitor is told apart only by its tab session (no cookie): one per session.
        uniqueVisitors: sessions,
        sessions,
        avgTimeOnPage: round(timeN === 0 ? 0 : timeSum / timeN, 1),
        bounceRate: percent(bounced, sessions),
        events: byType.rows.reduce((sum, e) => sum + num(e.n), 0),
      },
      visitsByDay: fillDays(
        r,
        [...byDay.values()].filter((d) => d.pageViews > 0).sort((a, b) => (a.date < b.date ? -1 : 1)),
      ),
      topPages: top.map((p) => ({
        pagePath: String(p.page_path),
        pageViews: num(p.views),
        uniqueVisitors: num(p.visitors),
        avgTimeOnPage: round(num(p.time_n) === 0 ? 0 : num(p.time_sum) / num(p.time_n), 1),
      })),
      devices: devices.rows
        .map((d) => ({ key: String(d.value), n: num(d.views) }))
        .filter((d) => d.n > 0)
        .sort(byCount)
        .map((d) => ({ deviceType: d.key as DeviceType | "unknown", pageViews: d.n })),
      events: byType.rows
        .map((e) => ({ key: String(e.event_type), n: num(e.n) }))
        .filter((e) => e.n > 0)
        .sort(byCount)
        .map((e) => ({ eventType: e.key, count: e.n })),
      webVitals: Object.fromEntries(VITAL_NAMES.map((n) => [n, summarize(n, hist.get(n) ?? [])])) as Record<VitalName, VitalSummary>,
    };
  }

  async channels(r: ResolvedRange): Promise<{ channel: AcquisitionChannel; pageViews: number; sessions: number; percentage: number }[]> {
    const { rows } = await this.db.query(
      `SELECT value AS channel, sum(views)::int AS page_views, sum(sessions)::int AS sessions
         FROM ${coverFrom("metric_dimension_stats")} WHERE dimension = 'channel' GROUP BY value`,
      coverParams(bucketCover(r)),
    );
    const total = rows.reduce((sum, row) => sum + num(row.page_views), 0);
    const byChannel = new Map(rows.map((row) => [String(row.channel), row]));
    // Every channel of the spec appears, with zeros when nobody came that way.
    return ACQUISITION_CHANNELS.map((channel) => {
      const row = byChannel.get(channel);
      const pageViews = num(row?.page_views);
      return { channel, pageViews, sessions: num(row?.sessions), percentage: percent(pageViews, total) };
    }).sort((a, b) => b.pageViews - a.pageViews);
  }

  /**
   * Search terms (stored lower-cased, trimmed and masked: aggregates.ts), listing only the terms at
   * least `minSessions` distinct tab sessions (issue 20 §4) from `minNetworks` networks (issue 31 §5) searched.
   */
  async searchTerms(r: ResolvedRange, minSessions = 1, minNetworks = 0, limit = 50) {
    const params = coverParams(bucketCover(r));
    const [terms, totals] = await Promise.all([
      this.db.query(
        `SELECT term, sum(searches)::int AS searches, sum(zero_results)::int AS zero_results, max(last_at) AS last_at
           FROM ${coverFrom("metric_search_stats")} GROUP BY term
         HAVING sum(sessions) >= $5 AND sum(networks) >= $6 AND sum(searches) > 0
          ORDER BY 2 DESC, 1 LIMIT ${Math.trunc(limit)}`,
        [...params, Math.max(1, Math.trunc(minSessions)), Math.max(0, Math.trunc(minNetworks))],
      ),
      this.db.query(
        `SELECT coalesce(sum(searches), 0)::int AS searches, coalesce(sum(zero_results), 0)::int AS zero_results
           FROM ${coverFrom("metric_search_stats")}`,
        params,
      ),
    ]);
    return {
      terms: terms.rows.map((t) => ({
        term: maskTypedText(String(t.term)),
        searches: num(t.searches),
        zeroResults: num(t.zero_results),
        lastSearchedAt: iso(t.last_at) ?? "",
      })),
      totalSearches: num(totals.rows[0].searches),
      zeroResultSearches: num(totals.rows[0].zero_results),
    };
  }

  /** Visits of the admin dashboard over [start, end): totals, the top pages and page views by Bogotá day. */
  async visitSummary(r: Pick<ResolvedRange, "start" | "end">, topPages = 5) {
    const params = coverParams(bucketCover(r));
    const [pages, days] = await Promise.all([
      this.db.query(
        `SELECT page_path, sum(views)::int AS views, sum(entries)::int AS entries
           FROM ${coverFrom("metric_page_stats")} GROUP BY page_path`,
        params,
      ),
      this.db.query(`SELECT bucket, sum(views)::int AS views FROM ${coverFrom("metric_page_stats")} GROUP BY bucket`, params),
    ]);
    const totals: VisitTotals = { pageViews: 0, uniqueVisitors: 0, sessions: 0 };
    for (const p of pages.rows) {
      totals.pageViews += num(p.views);
      totals.sessions += num(p.entries);
    }
    // Issue 33 §3: as aggregated(): across the portal one visitor per tab session, never more than the
    // sessions (summing each page's visitors counted a session once per page it saw).
    totals.uniqueVisitors = totals.sessions;
    const daily = new Map<string, number>();
    for (const d of days.rows) daily.set(bogotaDayOf(d.bucket), (daily.get(bogotaDayOf(d.bucket)) ?? 0) + num(d.views));
    const top = pages.rows
      .filter((p) => num(p.views) > 0)
      .sort((a, b) => num(b.views) - num(a.views) || (String(a.page_path) < String(b.page_path) ? -1 : 1))
      .slice(0, topPages)
      .map((p) => ({ pagePath: String(p.page_path), pageViews: num(p.views) }));
    return { ...totals, topPages: top, daily };
  }

  /**
   * Share of the range's minutes in which the portal served (heartbeats), counted from the first
   * heartbeat ever (before it the portal did not exist) up to now; DEFAULT_UPTIME without data.
   */
  async uptime(r: ResolvedRange, now = new Date()): Promise<number> {
    const first = await this.db.query("SELECT min(minute) AS first FROM metric_heartbeats");
    if (!first.rows[0]?.first) return DEFAULT_UPTIME;
    const minute = 60_000;
    const from = Math.max(r.start.getTime(), new Date(first.rows[0].first as string).getTime());
    const to = Math.min(r.end.getTime(), now.getTime());
    const firstSlot = Math.floor(from / minute);
    const lastSlot = Math.floor((to - 1) / minute);
    if (lastSlot < firstSlot) return DEFAULT_UPTIME;
    const { rows } = await this.db.query("SELECT count(*)::int AS present FROM metric_heartbeats WHERE minute >= $1 AND minute < $2", [
      new Date(firstSlot * minute).toISOString(),
      new Date((lastSlot + 1) * minute).toISOString(),
    ]);
    return Math.min(100, round((num(rows[0].present) / (lastSlot - firstSlot + 1)) * 100, 2));
  }
}

/** Longest series returned day by day; a longer range lists only the days that had visits. */
const MAX_FILLED_DAYS = 800;

/** One entry per day of the range, zeros included, so a chart shows quiet days. */
export function fillDays(r: ResolvedRange, days: AggregatedMetrics["visitsByDay"]): AggregatedMetrics["visitsByDay"] {
  const byDay = new Map(days.map((d) => [d.date, d]));
  const out: AggregatedMetrics["visitsByDay"] = [];
  const start = new Date(`${r.startDate}T00:00:00Z`).getTime();
  const end = new Date(`${r.endDate}T00:00:00Z`).getTime();
  if ((end - start) / 86_400_000 > MAX_FILLED_DAYS) return days;
  for (let t = start; t <= end; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    out.push(byDay.get(date) ?? { date, pageViews: 0, uniqueVisitors: 0 });
  }
  return out;
}
