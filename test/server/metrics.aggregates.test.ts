import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { VITAL_NAMES } from "../../src/shared/metrics";
import { binOf, HISTOGRAM_METRICS, VITAL_EDGES } from "../../server/modules/metrics/histogram";
import { RawMetricsRepository } from "../../server/modules/metrics/repository/raw";
import { resolveRange } from "../../server/modules/metrics/range";
import { MetricsRepository } from "../../server/modules/metrics/repository/reports";
import { storeBatch, type EventRow, type PageTimeRow, type PageViewRow, type WebVitalsRow } from "../../server/modules/metrics/writer";
import { backends } from "./support";

/**
 * Issue 22: the reports read incremental aggregates. These tests hold them to the raw rows: the
 * reports of the known dataset of metrics.test.ts are checked there; here a larger, seeded dataset
 * with late events is compared figure by figure with the raw queries (RawMetricsRepository), the
 * rebuild of migration 014 with the incremental path, and Bogotá midnight with its stated rule.
 */

/** A small seeded generator (mulberry32): the same dataset on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = ["2026-03-09", "2026-03-10", "2026-03-11"];
const PAGES = ["/homePage", "/noticias", "/energia/ratesEnergy", "/pqrs", "/buscar", "/agua/cortes"];
const CHANNELS = ["direct", "organic", "social", "referral", "paid"];
const DEVICES = ["mobile", "desktop", "tablet", null];
const LABELS = ["Factura", " factura ", "corte de agua", "pago 1020304050", "", "tarifas"];
const EVENT_KINDS = ["share", "file_download", "form_submit", "custom", "search", "search"];

interface Dataset {
  views: PageViewRow[];
  events: EventRow[];
  vitals: WebVitalsRow[];
  times: PageTimeRow[];
}

/** Sessions of 1–5 views inside one Bogotá day (06:00–21:00), with events, vitals and times. */
function dataset(seed: number, sessions: number): Dataset {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const out: Dataset = { views: [], events: [], vitals: [], times: [] };
  for (let s = 0; s < sessions; s++) {
    const sessionId = `sess-${seed}-${s}`;
    const day = pick(DAYS);
    let at = Date.parse(`${day}T06:00:00-05:00`) + Math.floor(rnd() * 14 * 3_600_000);
    const channel = pick(CHANNELS);
    const device = pick(DEVICES);
    const length = 1 + Math.floor(rnd() * 5);
    for (let v = 0; v < length; v++) {
      at += 20_000 + Math.floor(rnd() * 900_000); // minutes apart: some sessions cross an hour
      const occurredAt = new Date(at).toISOString();
      const pagePath = pick(PAGES);
      out.views.push({ occurredAt, pagePath, sessionId, userId: null, referrer: null, acquisitionChannel: channel, deviceType: device, browserInfo: null });
      if (rnd() < 0.7) {
        const eventType = pick(EVENT_KINDS);
        out.events.push({
          occurredAt,
          eventType,
          category: "c",
          action: "a",
          pagePath,
          sessionId,
          userId: null,
          metadata: null,
          label: eventType === "search" ? pick(LABELS) : null,
          value: eventType === "search" ? (rnd() < 0.4 ? 0 : 4) : null,
        });
      }
      if (rnd() < 0.6) {
        out.vitals.push({
          occurredAt,
          pagePath,
          sessionId,
          lcp: rnd() < 0.9 ? Math.round(400 + rnd() * 6000) : null,
          fid: rnd() < 0.3 ? Math.round(rnd() * 400) : null,
          cls: rnd() < 0.8 ? (rnd() < 0.3 ? 0 : Math.round(rnd() * 400) / 1000) : null,
          ttfb: Math.round(50 + rnd() * 2000),
          fcp: Math.round(300 + rnd() * 4000),
          inp: rnd() < 0.5 ? Math.round(16 + rnd() * 700) : null,
          pageWeight: rnd() < 0.5 ? Math.round(100_000 + rnd() * 3_000_000) : null,
          speedIndex: rnd() < 0.3 ? Math.round(500 + rnd() * 5000) : null,
        });
      }
      if (rnd() < 0.5) out.times.push({ occurredAt, pagePath, sessionId, timeSpent: Math.round(rnd() * 3000) / 10 });
    }
  }
  return out;
}

const byTime = <T extends { occurredAt: string }>(rows: T[]) => [...rows].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));

/**
 * Stores a dataset as a live server would, in time order and in batches, except that one row in
 * eight arrives at the end: late events, for hours (and sessions) already aggregated.
 */
async function store(db: Db, data: Dataset, batch = 40): Promise<void> {
  const kinds = [
    ["pageview", data.views],
    ["event", data.events],
    ["webvitals", data.vitals],
    ["pagetime", data.times],
  ] as const;
  for (const [kind, rows] of kinds) {
    const sorted = byTime(rows as { occurredAt: string }[]);
    const late = sorted.filter((_, i) => i % 8 === 5);
    const onTime = sorted.filter((_, i) => i % 8 !== 5);
    for (let i = 0; i < onTime.length; i += batch) await storeBatch(db, kind, onTime.slice(i, i + batch) as never);
    for (let i = 0; i < late.length; i += 7) await storeBatch(db, kind, late.slice(i, i + 7) as never);
  }
}

/** p75 read from a histogram lies in the bin of the exact value: within the widest bin (≤ 17 %). */
const nearP75 = (actual: number | null, exact: number | null) => {
  if (exact === null) return expect(actual).toBeNull();
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - exact)).toBeLessThanOrEqual(0.17 * exact + 0.002);
};

describe.each(backends)("report aggregates on $name", (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let reports: MetricsRepository;
  let raw: RawMetricsRepository;
  const data = dataset(22, 160);

  beforeAll(async () => {
    ({ db, dispose } = await backend.open({ migrated: true }));
    await migrate(db);
    reports = new MetricsRepository(db);
    raw = new RawMetricsRepository(db);
    await store(db, data);
  }, 120_000);
  afterAll(async () => {
    await dispose();
  });

  it("bins vitals in the server as the migration's SQL does", async () => {
    for (const metric of HISTOGRAM_METRICS) {
      const { rows } = await db.query<{ edges: number[] }>("SELECT metric_vital_edges($1) AS edges", [metric]);
      expect(rows[0].edges.map(Number)).toEqual(VITAL_EDGES[metric]);
      const samples = [0, 0.0005, 0.001, 0.1, 0.25, 0.2500001, 80, 100, 2500, 2500.4, 4000, 99_999, 1e9];
      const sql = await db.query<{ bin: number }>("SELECT metric_vital_bin($1, v) AS bin FROM unnest($2::float8[]) WITH ORDINALITY AS u(v, i) ORDER BY i", [
        metric,
        samples,
      ]);
      expect(sql.rows.map((r) => Number(r.bin))).toEqual(samples.map((v) => binOf(metric, v)));
    }
  });

  it.each([
    ["the three days", { startDate: DAYS[0], endDate: DAYS[2] }],
    ["one day", { startDate: DAYS[1], endDate: DAYS[1] }],
  ])("gives the figures of the raw rows over %s, late events included", async (_, query) => {
    const range = resolveRange(query);
    const [mine, exact] = await Promise.all([reports.aggregated(range), raw.aggregated(range)]);
    expect(mine.totals.pageViews).toBeGreaterThan(0);
    expect(mine.totals).toEqual(exact.totals);
    expect(mine.topPages).toEqual(exact.topPages);
    expect(mine.devices).toEqual(exact.devices);
    expect(mine.events).toEqual(exact.events);
    expect(mine.visitsByDay).toEqual(exact.visitsByDay);
    for (const name of VITAL_NAMES) {
      const { p75, ...split } = mine.webVitals[name];
      const { p75: exactP75, ...exactSplit } = exact.webVitals[name];
      expect(split).toEqual(exactSplit);
      nearP75(p75, exactP75);
    }
    expect(await reports.channels(range)).toEqual(await raw.channels(range));
    for (const minSessions of [1, 3]) {
      expect(await reports.searchTerms(range, minSessions)).toEqual(await raw.searchTerms(range, minSessions));
    }
    for (const page of PAGES) {
      const [p, e] = await Promise.all([reports.page(page, range), raw.page(page, range)]);
      const { vitals, speedIndex, pageWeight, ...figures } = p;
      const { vitals: exactVitals, speedIndex: exactSpeed, pageWeight: exactWeight, ...exactFigures } = e;
      expect(figures).toEqual(exactFigures);
      for (const name of VITAL_NAMES) nearP75(vitals[name], exactVitals[name]);
      nearP75(speedIndex, exactSpeed);
      nearP75(pageWeight, exactWeight);
    }
  });

  it("gives the same reports after the rebuild of migration 014 as the incremental path", async () => {
    const ranges = [resolveRange({ startDate: DAYS[0], endDate: DAYS[2] }), resolveRange({ startDate: DAYS[1], endDate: DAYS[1] })];
    const read = async () =>
      Promise.all(
        ranges.map(async (r) => [
          await reports.aggregated(r),
          await reports.channels(r),
          await reports.searchTerms(r, 1),
          await Promise.all(PAGES.map((p) => reports.page(p, r))),
        ]),
      );
    const before = await read();
    await db.query("SELECT metric_rebuild_aggregates()");
    expect(await read()).toEqual(before);
  });
});

describe.each(backends)("report aggregates at Bogotá midnight and with late events on $name", (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let reports: MetricsRepository;
  const view = (occurredAt: string, pagePath: string, sessionId: string, acquisitionChannel = "direct"): PageViewRow => ({
    occurredAt,
    pagePath,
    sessionId,
    userId: null,
    referrer: null,
    acquisitionChannel,
    deviceType: null,
    browserInfo: null,
  });

  beforeEach(async () => {
    ({ db, dispose } = await backend.open({ migrated: true }));
    await migrate(db);
    reports = new MetricsRepository(db);
  });
  afterEach(async () => {
    await dispose();
  });

  it("counts a session that crosses midnight on the day it began, and each view on its own day", async () => {
    // 23:50 and 00:10 in Bogotá: 04:50 and 05:10 UTC.
    await storeBatch(db, "pageview", [view("2026-03-10T04:50:00Z", "/a", "night")]);
    await storeBatch(db, "pageview", [view("2026-03-10T05:10:00Z", "/b", "night")]);
    const first = await reports.aggregated(resolveRange({ startDate: "2026-03-09", endDate: "2026-03-09" }));
    const second = await reports.aggregated(resolveRange({ startDate: "2026-03-10", endDate: "2026-03-10" }));
    const both = await reports.aggregated(resolveRange({ startDate: "2026-03-09", endDate: "2026-03-10" }));
    expect(first.totals).toMatchObject({ pageViews: 1, sessions: 1, bounceRate: 0, uniqueVisitors: 1 });
    // Issue 33 §3: a visitor is a tab session, counted where it began (as the sessions).
    expect(second.totals).toMatchObject({ pageViews: 1, sessions: 0, uniqueVisitors: 0 });
    expect(both.totals).toMatchObject({ pageViews: 2, sessions: 1, bounceRate: 0, uniqueVisitors: 1 });
    expect(both.visitsByDay).toEqual([
      { date: "2026-03-09", pageViews: 1, uniqueVisitors: 1 },
      { date: "2026-03-10", pageViews: 1, uniqueVisitors: 0 },
    ]);
    // The exit is where the session ended: /b, after midnight.
    expect((await reports.page("/b", resolveRange({ startDate: "2026-03-10", endDate: "2026-03-10" }))).avgExitRate).toBe(100);
    expect((await reports.page("/a", resolveRange({ startDate: "2026-03-09", endDate: "2026-03-09" }))).avgExitRate).toBe(0);
  });

  it("moves a session's entry, bounce, channel and unique visitor when an earlier view arrives late", async () => {
    await storeBatch(db, "pageview", [view("2026-03-10T15:20:00Z", "/b", "late", "organic")]);
    const hour = (h: number) => resolveRange({ startDate: `2026-03-10T${h}:00:00Z`, endDate: `2026-03-10T${h + 1}:00:00Z` });
    expect((await reports.aggregated(hour(15))).totals).toMatchObject({ sessions: 1, bounceRate: 100 });
    // A view of 14:40 arrives afterwards (another instance's batch, a retried beacon).
    await storeBatch(db, "pageview", [view("2026-03-10T14:40:00Z", "/a", "late", "social")]);
    await storeBatch(db, "pageview", [view("2026-03-10T14:45:00Z", "/b", "late", "social")]);
    const at14 = await reports.aggregated(hour(14));
    const at15 = await reports.aggregated(hour(15));
    expect(at14.totals).toMatchObject({ pageViews: 2, sessions: 1, bounceRate: 0, uniqueVisitors: 1 });
    expect(at15.totals).toMatchObject({ pageViews: 1, sessions: 0, uniqueVisitors: 0 });
    const channels = await reports.channels(resolveRange({ startDate: "2026-03-10", endDate: "2026-03-10" }));
    expect(channels.find((c) => c.channel === "social")).toMatchObject({ pageViews: 2, sessions: 1 });
    expect(channels.find((c) => c.channel === "organic")).toMatchObject({ pageViews: 1, sessions: 0 });
    const day = resolveRange({ startDate: "2026-03-10", endDate: "2026-03-10" });
    expect(await reports.page("/a", day)).toMatchObject({ totalVisits: 1, totalUniqueVisitors: 1, avgBounceRate: 0, avgExitRate: 0 });
    expect(await reports.page("/b", day)).toMatchObject({ totalVisits: 2, totalUniqueVisitors: 1, avgExitRate: 50 });
    // The same figures as a rebuild from the raw rows gives.
    const before = [await reports.aggregated(day), await reports.channels(day)];
    await db.query("SELECT metric_rebuild_aggregates()");
    expect([await reports.aggregated(day), await reports.channels(day)]).toEqual(before);
  });

  it("answers a range longer than a year with 400 naming startDate", () => {
    expect(() => resolveRange({ startDate: "2025-01-01", endDate: "2026-03-10" })).toThrow(
      expect.objectContaining({ statusCode: 400, fields: { startDate: "El rango puede abarcar como máximo 366 días." } }),
    );
    expect(() => resolveRange({ startDate: "2025-03-10", endDate: "2026-03-10" })).not.toThrow();
  });
});

describe.each(backends)("session pages in the session's row and beyond it on $name", (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  const day = resolveRange({ startDate: "2026-03-10", endDate: "2026-03-10" });
  const view = (minute: number, pagePath: string, sessionId: string): PageViewRow => ({
    occurredAt: new Date(Date.parse("2026-03-10T13:00:00Z") + minute * 60_000).toISOString(),
    pagePath,
    sessionId,
    userId: null,
    referrer: null,
    acquisitionChannel: "direct",
    deviceType: "mobile",
    browserInfo: null,
  });

  beforeEach(async () => {
    ({ db, dispose } = await backend.open({ migrated: true }));
    await migrate(db);
  });
  afterEach(async () => {
    await dispose();
  });

  /** Every page's figures and the day's totals equal the raw rows'. */
  async function expectRawFigures(pagePaths: string[]): Promise<void> {
    const reports = new MetricsRepository(db);
    const raw = new RawMetricsRepository(db);
    const [mine, exact] = await Promise.all([reports.aggregated(day), raw.aggregated(day)]);
    expect(mine.totals).toEqual(exact.totals);
    expect(mine.topPages).toEqual(exact.topPages);
    for (const page of pagePaths) {
      const [p, e] = await Promise.all([reports.page(page, day), raw.page(page, day)]);
      expect({ page, visitors: p.totalUniqueVisitors, visits: p.totalVisits, exits: p.avgExitRate }).toEqual({
        page,
        visitors: e.totalUniqueVisitors,
        visits: e.totalVisits,
        exits: e.avgExitRate,
      });
    }
  }

  /** The unique visitors of each page in the UTC hour `h` of the day. */
  async function visitorsAt(h: number, pagePaths: string[]): Promise<number[]> {
    const reports = new MetricsRepository(db);
    const range = resolveRange({ startDate: `2026-03-10T${h}:00:00Z`, endDate: `2026-03-10T${h + 1}:00:00Z` });
    return Promise.all(pagePaths.map(async (page) => (await reports.page(page, range)).totalUniqueVisitors));
  }

  it("counts each page's first view of a session with more pages than its row keeps, late views included", async () => {
    // 80 pages, each viewed twice, in batches of 15; an earlier view (the hour before) of /p3 (kept
    // in the row) and of /p75 (kept in metric_session_pages) arrives at the end.
    const pagePaths = Array.from({ length: 80 }, (_, i) => `/p${i}`);
    const views = pagePaths.flatMap((page, i) => [view(10 + i, page, "wide"), view(100 + i, page, "wide")]);
    views.push(view(200, "/p3", "other"), view(201, "/p75", "other"));
    for (let i = 0; i < views.length; i += 15) await storeBatch(db, "pageview", views.slice(i, i + 15));
    await storeBatch(db, "pageview", [view(-50, "/p3", "wide"), view(-40, "/p75", "wide")]);
    await expectRawFigures(pagePaths);
    // Each late view moved its page's visitor to the hour before.
    expect(await visitorsAt(12, ["/p3", "/p75", "/p4"])).toEqual([1, 1, 0]);
    expect(await visitorsAt(13, ["/p3", "/p75", "/p4"])).toEqual([0, 0, 1]);
    const { rows } = await db.query<{ n: number }>("SELECT cardinality(pages) AS n FROM metric_sessions WHERE session_id = 'wide'");
    expect(Number(rows[0].n)).toBe(64);
  });

  it("goes on counting after metric_rebuild_aggregates() moved every pair to metric_session_pages", async () => {
    await storeBatch(db, "pageview", [view(10, "/a", "s1"), view(11, "/b", "s1"), view(12, "/a", "s2")]);
    await db.query("SELECT metric_rebuild_aggregates()");
    // /a again, /b earlier than stored, /c new.
    await storeBatch(db, "pageview", [view(20, "/a", "s1"), view(-5, "/b", "s1"), view(21, "/c", "s1"), view(22, "/c", "s2")]);
    await expectRawFigures(["/a", "/b", "/c"]);
    expect(await visitorsAt(12, ["/a", "/b", "/c"])).toEqual([0, 1, 0]);
    expect(await visitorsAt(13, ["/a", "/b", "/c"])).toEqual([2, 0, 2]);
  });
});
