import { ACQUISITION_CHANNELS, type AcquisitionChannel } from "../../../../src/shared/constants";
import {
  EVENT_TYPES,
  VITAL_NAMES,
  VITAL_RATINGS,
  type AggregatedMetrics,
  type DeviceType,
  type VitalName,
  type VitalSummary,
} from "../../../../src/shared/metrics";
import type { Queryable } from "../../../db/db";
import type { ResolvedRange } from "../range";
import { fillDays, type PageFigures } from "./reports";
import { DIGIT_MASK, DIGIT_RUN_SQL, maskTypedText } from "../terms";

/** A day of Bogotá (UTC−5, see range.ts) from a stored instant, in SQL. */
const BOGOTA_DAY_SQL = "to_char((occurred_at AT TIME ZONE 'UTC') - interval '5 hours', 'YYYY-MM-DD')";

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const maybe = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round((part / whole) * 100, 2));

/** Vitals in milliseconds are reported whole; cls keeps three decimals. */
function roundVital(name: VitalName | "speedIndex" | "pageWeight", v: number | null): number | null {
  if (v === null) return null;
  return name === "cls" ? round(v, 3) : Math.round(v);
}

/** p75 and the good / needs-improvement / poor counts of each vital, as SQL select items. */
function vitalColumns(): string {
  return VITAL_NAMES.map((name) => {
    const { good, poor } = VITAL_RATINGS[name];
    return `percentile_cont(0.75) WITHIN GROUP (ORDER BY ${name}) AS ${name}_p75,
            count(${name})::int AS ${name}_n,
            (count(*) FILTER (WHERE ${name} <= ${good}))::int AS ${name}_good,
            (count(*) FILTER (WHERE ${name} > ${poor}))::int AS ${name}_poor`;
  }).join(",\n");
}

function vitalSummaries(row: Record<string, unknown>): Record<VitalName, VitalSummary> {
  const out = {} as Record<VitalName, VitalSummary>;
  for (const name of VITAL_NAMES) {
    const samples = num(row[`${name}_n`]);
    const good = num(row[`${name}_good`]);
    const poor = num(row[`${name}_poor`]);
    out[name] = { p75: roundVital(name, maybe(row[`${name}_p75`])), samples, good, needsImprovement: samples - good - poor, poor };
  }
  return out;
}

/**
 * The reports computed from the raw events of the range (issue 5's queries). The API reads the
 * incremental aggregates instead (repository.ts, issue 22); these stay as the reference the tests
 * and `npm run bench` compare the aggregates with. Each scans its range: never call it from a request.
 */
export class RawMetricsRepository {
  constructor(private readonly db: Queryable) {}

  async page(pagePath: string, r: ResolvedRange): Promise<PageFigures> {
    const range = [r.start.toISOString(), r.end.toISOString()];
    const [views, flow, events, time, vitals] = await Promise.all([
      this.db.query(
        `SELECT count(*)::int AS visits, count(DISTINCT session_id)::int AS unique_visitors,
                min(occurred_at) AS first_at, max(occurred_at) AS last_at
           FROM metric_page_views WHERE page_path = $1 AND occurred_at >= $2 AND occurred_at < $3`,
        [pagePath, ...range],
      ),
      // Bounce: a session that entered on this page and saw nothing else. Exit: this page view was
      // its session's last. Sessions are the tab sessions that viewed the page within the range.
      this.db.query(
        `WITH visits AS (
           SELECT page_path,
                  row_number() OVER (PARTITION BY session_id ORDER BY occurred_at, id) AS n,
                  row_number() OVER (PARTITION BY session_id ORDER BY occurred_at DESC, id DESC) AS from_end,
                  count(*) OVER (PARTITION BY session_id) AS views
             FROM metric_page_views
            WHERE occurred_at >= $2 AND occurred_at < $3
              AND session_id IN (SELECT session_id FROM metric_page_views
                                  WHERE page_path = $1 AND occurred_at >= $2 AND occurred_at < $3))
         SELECT (count(*) FILTER (WHERE n = 1))::int AS entries,
                (count(*) FILTER (WHERE n = 1 AND views = 1))::int AS bounces,
                count(*)::int AS views,
                (count(*) FILTER (WHERE from_end = 1))::int AS exits
           FROM visits WHERE page_path = $1`,
        [pagePath, ...range],
      ),
      this.db.query(
        `SELECT (count(*) FILTER (WHERE event_type = $4))::int AS shares,
                (count(*) FILTER (WHERE event_type = $5))::int AS downloads,
                (count(*) FILTER (WHERE event_type = $6))::int AS forms
           FROM metric_events WHERE page_path = $1 AND occurred_at >= $2 AND occurred_at < $3`,
        [pagePath, ...range, EVENT_TYPES.share, EVENT_TYPES.download, EVENT_TYPES.formSubmit],
      ),
      this.db.query(
        `SELECT avg(time_spent)::float8 AS avg_time FROM metric_page_times
          WHERE page_path = $1 AND occurred_at >= $2 AND occurred_at < $3`,
        [pagePath, ...range],
      ),
      this.db.query(
        `SELECT ${vitalColumns()},
                percentile_cont(0.75) WITHIN GROUP (ORDER BY speed_index) AS speed_index,
                percentile_cont(0.75) WITHIN GROUP (ORDER BY page_weight) AS page_weight
           FROM metric_web_vitals WHERE page_path = $1 AND occurred_at >= $2 AND occurred_at < $3`,
        [pagePath, ...range],
      ),
    ]);
    const v = views.rows[0];
    const f = flow.rows[0];
    const e = events.rows[0];
    const summaries = vitalSummaries(vitals.rows[0]);
    return {
      totalVisits: num(v.visits),
      totalUniqueVisitors: num(v.unique_visitors),
      createdAt: iso(v.first_at),
      updatedAt: iso(v.last_at),
      avgTimeOnPage: round(num(time.rows[0].avg_time), 1),
      avgBounceRate: percent(num(f.bounces), num(f.entries)),
      avgExitRate: percent(num(f.exits), num(f.views)),
      totalShares: num(e.shares),
      totalDownloads: num(e.downloads),
      totalFormCompletions: num(e.forms),
      vitals: Object.fromEntries(VITAL_NAMES.map((n) => [n, summaries[n].p75])) as Record<VitalName, number | null>,
      speedIndex: roundVital("speedIndex", maybe(vitals.rows[0].speed_index)),
      pageWeight: roundVital("pageWeight", maybe(vitals.rows[0].page_weight)),
    };
  }

  async aggregated(r: ResolvedRange): Promise<Omit<AggregatedMetrics, "uptime">> {
    const range = [r.start.toISOString(), r.end.toISOString()];
    const inRange = "occurred_at >= $1 AND occurred_at < $2";
    const [totals, time, events, days, pages, devices, byType, vitals] = await Promise.all([
      this.db.query(
        `WITH s AS (SELECT session_id, count(*) AS views FROM metric_page_views WHERE ${inRange} GROUP BY session_id)
         SELECT (SELECT count(*) FROM metric_page_views WHERE ${inRange})::int AS page_views,
                (SELECT count(*) FROM s)::int AS sessions,
                (SELECT count(*) FROM s WHERE views = 1)::int AS bounced`,
        range,
      ),
      this.db.query(`SELECT avg(time_spent)::float8 AS avg_time FROM metric_page_times WHERE ${inRange}`, range),
      this.db.query(`SELECT count(*)::int AS events FROM metric_events WHERE ${inRange}`, range),
      this.db.query(
        // A day's visitors: the sessions whose first view of the range falls that day (issue 33 §3).
        `WITH v AS (SELECT occurred_at, session_id,
                           occurred_at = min(occurred_at) OVER (PARTITION BY session_id) AS first
                      FROM metric_page_views WHERE ${inRange})
         SELECT ${BOGOTA_DAY_SQL} AS day, count(*)::int AS page_views,
                count(DISTINCT session_id) FILTER (WHERE first)::int AS unique_visitors
           FROM v GROUP BY day ORDER BY day`,
        range,
      ),
      this.db.query(
        `SELECT v.page_path, v.page_views, v.unique_visitors, coalesce(t.avg_time, 0) AS avg_time
           FROM (SELECT page_path, count(*)::int AS page_views, count(DISTINCT session_id)::int AS unique_visitors
                   FROM metric_page_views WHERE ${inRange} GROUP BY page_path) v
           LEFT JOIN (SELECT page_path, avg(time_spent)::float8 AS avg_time
                        FROM metric_page_times WHERE ${inRange} GROUP BY page_path) t USING (page_path)
          ORDER BY v.page_views DESC, v.page_path LIMIT 10`,
        range,
      ),
      this.db.query(
        `SELECT coalesce(device_type, 'unknown') AS device_type, count(*)::int AS page_views
           FROM metric_page_views WHERE ${inRange} GROUP BY 1 ORDER BY 2 DESC, 1`,
        range,
      ),
      this.db.query(`SELECT event_type, count(*)::int AS count FROM metric_events WHERE ${inRange} GROUP BY 1 ORDER BY 2 DESC, 1`, range),
      this.db.query(`SELECT ${vitalColumns()} FROM metric_web_vitals WHERE ${inRange}`, range),
    ]);
    const t = totals.rows[0];
    const sessions = num(t.sessions);
    return {
      startDate: r.startDate,
      endDate: r.endDate,
      totals: {
        pageViews: num(t.page_views),
        uniqueVisitors: sessions,
        sessions,
        avgTimeOnPage: round(num(time.rows[0].avg_time), 1),
        bounceRate: percent(num(t.bounced), sessions),
        events: num(events.rows[0].events),
      },
      visitsByDay: fillDays(
        r,
        days.rows.map((d) => ({ date: String(d.day), pageViews: num(d.page_views), uniqueVisitors: num(d.unique_visitors) })),
      ),
      topPages: pages.rows.map((p) => ({
        pagePath: String(p.page_path),
        pageViews: num(p.page_views),
        uniqueVisitors: num(p.unique_visitors),
        avgTimeOnPage: round(num(p.avg_time), 1),
      })),
      devices: devices.rows.map((d) => ({ deviceType: String(d.device_type) as DeviceType | "unknown", pageViews: num(d.page_views) })),
      events: byType.rows.map((e) => ({ eventType: String(e.event_type), count: num(e.count) })),
      webVitals: vitalSummaries(vitals.rows[0]),
    };
  }

  async channels(r: ResolvedRange): Promise<{ channel: AcquisitionChannel; pageViews: number; sessions: number; percentage: number }[]> {
    const { rows } = await this.db.query(
      `SELECT acquisition_channel AS channel, count(*)::int AS page_views, count(DISTINCT session_id)::int AS sessions
         FROM metric_page_views WHERE occurred_at >= $1 AND occurred_at < $2 GROUP BY 1`,
      [r.start.toISOString(), r.end.toISOString()],
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
   * Search terms, lower-cased and trimmed, with digit runs masked before grouping (issue 20 §4: a
   * document or phone number typed into the search box is never shown), listing only the terms at
   * least `minSessions` distinct tab sessions searched.
   */
  async searchTerms(r: ResolvedRange, minSessions = 1, minNetworks = 0, limit = 50) {
    const range = [r.start.toISOString(), r.end.toISOString(), EVENT_TYPES.search];
    const where = "event_type = $3 AND occurred_at >= $1 AND occurred_at < $2 AND coalesce(btrim(label), '') <> ''";
    const [terms, totals] = await Promise.all([
      this.db.query(
        `SELECT regexp_replace(lower(btrim(label)), '${DIGIT_RUN_SQL}', '${DIGIT_MASK}', 'g') AS term, count(*)::int AS searches,
                (count(*) FILTER (WHERE value = 0))::int AS zero_results, max(occurred_at) AS last_at
           FROM metric_events WHERE ${where} GROUP BY 1
         HAVING count(DISTINCT session_id) >= $4 AND count(DISTINCT client_key) >= $5
          ORDER BY 2 DESC, 1 LIMIT ${Math.trunc(limit)}`,
        [...range, Math.max(1, Math.trunc(minSessions)), Math.max(0, Math.trunc(minNetworks))],
      ),
      this.db.query(
        `SELECT count(*)::int AS searches, (count(*) FILTER (WHERE value = 0))::int AS zero_results
           FROM metric_events WHERE ${where}`,
        range,
      ),
    ]);
    return {
      terms: terms.rows.map((t) => ({
        // Masked again in JS: the same rule whatever the database's regular expressions do.
        term: maskTypedText(String(t.term)),
        searches: num(t.searches),
        zeroResults: num(t.zero_results),
        lastSearchedAt: iso(t.last_at) ?? "",
      })),
      totalSearches: num(totals.rows[0].searches),
      zeroResultSearches: num(totals.rows[0].zero_results),
    };
  }
}
