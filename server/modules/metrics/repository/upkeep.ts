import type { Queryable } from "../../../db/db";
import { SESSION_STATE_DAYS } from "./reports";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back GET /api/metrics/session/:id looks for a tab's rows. */
const SESSION_LOOKBACK_DAYS = 2;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const maybe = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());

/**
 * The metrics tables' upkeep and the raw reads that are not reports: what one tab session sent,
 * the retention sweep and PGlite's VACUUM, the dead letters' count.
 */
export class MetricsUpkeepRepository {
  /** Tables the last sweeps deleted rows from, not vacuumed since. */
  private readonly swept = new Set<string>();

  constructor(private readonly db: Queryable) {}

  /** What one tab session sent, newest last (for /test-metrics and the e2e tests). */
  async session(sessionId: string, limit = 500, now = new Date()) {
    // A tab session lasts hours, not days: only the last SESSION_LOOKBACK_DAYS are read, through
    // the tables' time index (events, times and vitals have no index by session), so a call costs
    // two days of rows at most, not a scan of a year of them.
    const since = new Date(now.getTime() - SESSION_LOOKBACK_DAYS * DAY_MS).toISOString();
    const [views, events, times, vitals] = await Promise.all([
      this.db.query<{ page_path: string; occurred_at: string | Date; acquisition_channel: string; device_type: string | null; referrer: string | null }>(
        `SELECT page_path, occurred_at, acquisition_channel, device_type, referrer FROM metric_page_views
          WHERE session_id = $1 AND occurred_at >= $2 ORDER BY occurred_at, id LIMIT ${limit}`,
        [sessionId, since],
      ),
      this.db.query<{
        event_type: string;
        category: string;
        action: string;
        label: string | null;
        value: number | null;
        page_path: string;
        occurred_at: string | Date;
      }>(
        `SELECT event_type, category, action, label, value, page_path, occurred_at FROM metric_events
          WHERE session_id = $1 AND occurred_at >= $2 ORDER BY occurred_at, id LIMIT ${limit}`,
        [sessionId, since],
      ),
      this.db.query(
        `SELECT page_path, time_spent, occurred_at FROM metric_page_times WHERE session_id = $1 AND occurred_at >= $2 ORDER BY occurred_at, id LIMIT ${limit}`,
        [sessionId, since],
      ),
      this.db.query(
        `SELECT page_path, lcp, fid, cls, ttfb, fcp, inp, page_weight, occurred_at FROM metric_web_vitals
          WHERE session_id = $1 AND occurred_at >= $2 ORDER BY occurred_at, id LIMIT ${limit}`,
        [sessionId, since],
      ),
    ]);
    return {
      pageViews: views.rows.map((v) => ({
        pagePath: String(v.page_path),
        occurredAt: iso(v.occurred_at)!,
        acquisitionChannel: String(v.acquisition_channel),
        deviceType: v.device_type === null ? null : String(v.device_type),
        referrer: v.referrer === null ? null : String(v.referrer),
      })),
      events: events.rows.map((e) => ({
        eventType: String(e.event_type),
        category: String(e.category),
        action: String(e.action),
        label: e.label === null ? null : String(e.label),
        value: maybe(e.value),
        pagePath: String(e.page_path),
        occurredAt: iso(e.occurred_at)!,
      })),
      pageTimes: times.rows.map((t) => ({ pagePath: String(t.page_path), timeSpent: num(t.time_spent), occurredAt: iso(t.occurred_at)! })),
      webVitals: vitals.rows.map((w) => ({
        pagePath: String(w.page_path),
        lcp: maybe(w.lcp),
        fid: maybe(w.fid),
        cls: maybe(w.cls),
        ttfb: maybe(w.ttfb),
        fcp: maybe(w.fcp),
        inp: maybe(w.inp),
        pageWeight: maybe(w.page_weight),
        occurredAt: iso(w.occurred_at)!,
      })),
    };
  }

  /**
   * Retention: deletes raw rows older than `rawDays` and aggregate rows older than `aggregateDays`
   * (0 keeps them forever), and the session state of sessions without a view for SESSION_STATE_DAYS.
   * Returns rows deleted.
   */
  async sweep({ rawDays, aggregateDays }: { rawDays: number; aggregateDays: number }, now = new Date()): Promise<number> {
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    let deleted = 0;
    const run = async (sql: string, cutoff: string) => {
      const n = (await this.db.query(sql, [cutoff])).rowCount;
      deleted += n;
      const table = /^DELETE FROM (\w+)/.exec(sql)?.[1];
      if (n > 0 && table) this.swept.add(table);
    };
    if (rawDays > 0) {
      for (const table of RAW_TABLES.filter((t) => t !== "metric_heartbeats")) {
        await run(`DELETE FROM ${table} WHERE occurred_at < $1`, before(rawDays));
      }
      await run("DELETE FROM metric_heartbeats WHERE minute < $1", before(rawDays));
    }
    if (aggregateDays > 0) {
      for (const table of AGGREGATE_TABLES) {
        await run(`DELETE FROM ${table} WHERE bucket < $1`, before(aggregateDays));
      }
    }
    const idle = before(SESSION_STATE_DAYS);
    await run("DELETE FROM metric_sessions WHERE last_at < $1", idle);
    await run(
      `DELETE FROM metric_session_pages p WHERE p.first_at < $1
          AND NOT EXISTS (SELECT 1 FROM metric_sessions s WHERE s.session_id = p.session_id)`,
      idle,
    );
    await run("DELETE FROM metric_search_sessions WHERE first_at < $1", idle);
    // A network counts once per term while the raw searches are kept (issue 31 §5): a week would let one count again.
    if (rawDays > 0) await run("DELETE FROM metric_search_networks WHERE first_at < $1", before(rawDays));
    await run("DELETE FROM metric_assistant_sessions WHERE first_at < $1", idle);
    return deleted;
  }

  /** The rows set aside in metric_dead_letters: how many, and when the last one was (ISO). */
  async deadLetters(): Promise<{ count: number; lastAt: string | null }> {
    const { rows } = await this.db.query<{ n: number; last_at: string | Date | null }>(
      "SELECT count(*)::int AS n, max(occurred_at) AS last_at FROM metric_dead_letters",
    );
    return { count: Number(rows[0].n), lastAt: iso(rows[0].last_at) };
  }

  /**
   * VACUUM of the metrics tables, one at a time (other statements run between them): what
   * PostgreSQL's autovacuum does by itself and PGlite never does (issue 22). Without it the
   * aggregates and session state, updated by every batch, and the raw tables, whose old rows the
   * sweep deletes, would keep every dead row version and its index entries for ever.
   */
  async vacuum(): Promise<void> {
    // The raw tables are only ever appended to: they need it only when the sweep deleted from them.
    const raw = RAW_TABLES.filter((t) => this.swept.has(t));
    this.swept.clear();
    for (const table of [...raw, ...AGGREGATE_TABLES, ...SESSION_TABLES]) await this.db.exec(`VACUUM ${table}`);
  }
}

const RAW_TABLES = ["metric_page_views", "metric_events", "metric_web_vitals", "metric_page_times", "metric_dead_letters", "metric_heartbeats"];
const AGGREGATE_TABLES = [
  "metric_page_stats",
  "metric_dimension_stats",
  "metric_event_stats",
  "metric_search_stats",
  "metric_vital_stats",
  "metric_assistant_stats",
];
const SESSION_TABLES = ["metric_sessions", "metric_session_pages", "metric_search_sessions", "metric_search_networks", "metric_assistant_sessions"];
