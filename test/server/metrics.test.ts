import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AggregatedMetrics, PageMetrics } from "../../src/shared/metrics";
import { PAGE_FACTS_FILE, type PageFacts } from "../../src/shared/pageFacts";
import { storeBatch, type PageViewRow } from "../../server/modules/metrics/writer";
import { backends, clearMetrics, METRIC_AGGREGATES, METRIC_TABLES, startApp } from "./support";

const pageView = (occurredAt: string, pagePath: string, sessionId: string): PageViewRow => ({
  occurredAt,
  pagePath,
  sessionId,
  userId: null,
  referrer: null,
  acquisitionChannel: "direct",
  deviceType: null,
  browserInfo: null,
});

type Started = Awaited<ReturnType<typeof startApp>>;

const count = async (s: Started, table: string) => Number((await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);

describe.each(backends)("metrics API on $name", (backend) => {
  let s: Started;
  let staticDir: string;

  const FACTS: Record<string, PageFacts> = {
    "/a": { publicationDate: "2025-02-03", lastModified: "2026-10-01", characters: 2250, mobileOptimized: true, lazyLoadingEnabled: true },
    "/b": { publicationDate: null, lastModified: null, characters: 0, mobileOptimized: true, lazyLoadingEnabled: false },
  };

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), "metrics-facts-"));
    writeFileSync(path.join(staticDir, PAGE_FACTS_FILE), JSON.stringify(FACTS));
    s = await startApp(backend, { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await s.close();
    rmSync(staticDir, { recursive: true, force: true });
  });
  beforeEach(() => clearMetrics(s));

  const post = (kind: string, payload: unknown, headers: Record<string, string> = {}) =>
    s.app.inject({ method: "POST", url: `/api/metrics/track/${kind}`, payload: payload as object, headers });
  const get = async <T>(url: string): Promise<T> => {
    const res = await s.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const view = (sessionId: string, pagePath: string, extra: object = {}) => post("pageview", { pagePath, sessionId, ...extra });

  describe("tracking", () => {
    it("answers 202 at once and writes the page view in the next batch, without the client's address", async () => {
      const res = await view("s-ip", "/homePage", {
        referrer: "https://www.google.com/search?q=factura+de+energia",
        acquisitionChannel: "organic",
        deviceType: "mobile",
        browserInfo: "Mozilla/5.0 (Android 14)",
        userId: "u-1",
        clientIp: "203.0.113.9",
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: 1 });
      await s.app.metrics.writer.drain();
      const { rows } = await s.db.query("SELECT * FROM metric_page_views");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        page_path: "/homePage",
        session_id: "s-ip",
        user_id: "u-1",
        // The query string is dropped: it may carry personal data.
        referrer: "https://www.google.com/search",
        acquisition_channel: "organic",
        device_type: "mobile",
        browser_info: "Mozilla/5.0 (Android 14)",
      });
      // No column holds an address: neither the connection's nor one smuggled in the payload.
      expect(JSON.stringify(rows[0])).not.toMatch(/127\.0\.0\.1|203\.0\.113\.9/);
      const columns = await s.db.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_name LIKE 'metric_%' AND table_schema = current_schema()",
      );
      expect(columns.rows.map((c) => c.column_name).filter((c) => /ip|address|addr/.test(c))).toEqual([]);
    });

    it("takes one event (spec §7) or a batch of events, and keeps their metadata as sent", async () => {
      const one = await post("event", {
        eventType: "share",
        category: "noticias",
        action: "whatsapp",
        pagePath: "/noticias",
        sessionId: "s1",
        metadata: { network: "whatsapp", position: 2 },
      });
      expect(one.statusCode).toBe(202);
      expect(one.json()).toEqual({ accepted: 1 });
      const batch = await post("event", {
        events: Array.from({ length: 10 }, (_, i) => ({
          eventType: "custom",
          category: "prueba",
          action: `a${i}`,
          value: i,
          pagePath: "/test-metrics",
          sessionId: "s1",
        })),
      });
      expect(batch.json()).toEqual({ accepted: 10 });
      await s.app.metrics.writer.drain();
      expect(await count(s, "metric_events")).toBe(11);
      const { rows } = await s.db.query<{ metadata: unknown }>("SELECT metadata FROM metric_events WHERE event_type = 'share'");
      const metadata = typeof rows[0].metadata === "string" ? JSON.parse(rows[0].metadata) : rows[0].metadata;
      expect(metadata).toEqual({ network: "whatsapp", position: 2 });
    });

    it("accepts a beacon sent as text/plain", async () => {
      const res = await s.app.inject({
        method: "POST",
        url: "/api/metrics/track/pagetime",
        headers: { "content-type": "text/plain;charset=UTF-8" },
        payload: JSON.stringify({ pagePath: "/homePage", timeSpent: 12.5, sessionId: "s-beacon" }),
      });
      expect(res.statusCode).toBe(202);
      await s.app.metrics.writer.drain();
      expect(await count(s, "metric_page_times")).toBe(1);
    });

    it.each([
      ["pageview", { sessionId: "s1" }, "pagePath", "Este campo es obligatorio."],
      ["pageview", { pagePath: "homePage", sessionId: "s1" }, "pagePath", "El formato no es válido."],
      ["pageview", { pagePath: "/x", sessionId: "s 1" }, "sessionId", "El formato no es válido."],
      ["pageview", { pagePath: "/x", sessionId: "s1", deviceType: "watch" }, "deviceType", "Debe ser uno de estos valores: mobile, tablet, desktop."],
      [
        "pageview",
        { pagePath: "/x", sessionId: "s1", acquisitionChannel: "email" },
        "acquisitionChannel",
        "Debe ser uno de estos valores: direct, social, organic, referral, paid.",
      ],
      ["pageview", { pagePath: `/${"x".repeat(600)}`, sessionId: "s1" }, "pagePath", "Debe tener como máximo 512 caracteres."],
      ["event", { category: "c", action: "a", pagePath: "/x", sessionId: "s1" }, "events.0.eventType", "Este campo es obligatorio."],
      ["event", { eventType: "custom", category: "c", action: "a", pagePath: "/x", sessionId: "s1", value: "mucho" }, "events.0.value", "Debe ser un número."],
      [
        "event",
        { eventType: "custom", category: "c", action: "a", pagePath: "/x", sessionId: "s1", metadata: { nested: { a: 1 } } },
        "events.0.metadata",
        "Cada valor debe ser un texto, un número, verdadero o falso, o vacío.",
      ],
      [
        "event",
        { eventType: "custom", category: "c", action: "a", pagePath: "/x", sessionId: "s1", metadata: { big: "x".repeat(2500) } },
        "events.0.metadata",
        "Debe ocupar como máximo 2000 caracteres.",
      ],
      ["event", { events: [] }, "events", "Debe tener al menos 1 elementos."],
      ["webvitals", { pagePath: "/x" }, "lcp", undefined],
      ["webvitals", { pagePath: "/x", lcp: -5 }, "lcp", "Debe ser mayor o igual a 0."],
      ["pagetime", { pagePath: "/x", sessionId: "s1", timeSpent: -1 }, "timeSpent", "Debe ser mayor o igual a 0."],
      ["pagetime", { pagePath: "/x", sessionId: "s1", timeSpent: 90_000 }, "timeSpent", "Debe ser menor o igual a 86400."],
    ])("answers a bad %s (case %#) with 400 naming the field, and stores nothing", async (kind, payload, field, message) => {
      const res = await post(kind, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe("VALIDATION_ERROR");
      if (message) expect(body.fields[field]).toBe(message);
      else expect(body.message).toMatch(/Revise/);
      await s.app.metrics.writer.drain();
      for (const t of [...METRIC_TABLES, ...METRIC_AGGREGATES]) expect(await count(s, t)).toBe(0);
    });

    it("refuses a batch over 50 events whole", async () => {
      const events = Array.from({ length: 51 }, () => ({ eventType: "custom", category: "c", action: "a", pagePath: "/x", sessionId: "s1" }));
      const res = await post("event", { events });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.events).toBe("Debe tener como máximo 50 elementos.");
      await s.app.metrics.writer.drain();
      expect(await count(s, "metric_events")).toBe(0);
    });

    it("answers a body that is not JSON with 400", async () => {
      const res = await s.app.inject({ method: "POST", url: "/api/metrics/track/pageview", headers: { "content-type": "text/plain" }, payload: "{no" });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("INVALID_JSON");
    });

    it("keeps the rows of a failed write and stores them once the database takes them", async () => {
      await s.db.query("ALTER TABLE metric_page_times RENAME TO metric_page_times_away");
      const writer = s.app.metrics.writer;
      try {
        expect((await post("pagetime", { pagePath: "/x", sessionId: "s1", timeSpent: 3 })).statusCode).toBe(202);
        // A write is attempted and fails (how soon depends on the machine: wait for it, not for a time).
        while (writer.status().writeErrors === 0) await new Promise((r) => setTimeout(r, 20));
        expect(writer.status().writeErrors).toBeGreaterThan(0);
        expect(writer.status().buffered).toBe(1);
      } finally {
        await s.db.query("ALTER TABLE metric_page_times_away RENAME TO metric_page_times");
      }
      await writer.drain();
      expect(await count(s, "metric_page_times")).toBe(1);
    });
  });

  describe("aggregation on a known dataset (spec §3)", () => {
    beforeEach(async () => {
      // Sessions: s1 /a → /b → /a (organic, mobile); s2 /a (paid, desktop); s3 /b → /a (social,
      // tablet); s4 /b (no channel, no referrer, no device).
      const visits: [string, string, object][] = [
        ["s1", "/a", { acquisitionChannel: "organic", deviceType: "mobile" }],
        ["s2", "/a", { acquisitionChannel: "paid", deviceType: "desktop" }],
        ["s3", "/b", { acquisitionChannel: "social", deviceType: "tablet" }],
        ["s4", "/b", {}],
        ["s1", "/b", { acquisitionChannel: "organic", deviceType: "mobile" }],
        ["s3", "/a", { acquisitionChannel: "social", deviceType: "tablet" }],
        ["s1", "/a", { acquisitionChannel: "organic", deviceType: "mobile" }],
      ];
      for (const [sessionId, pagePath, extra] of visits) {
        expect((await view(sessionId, pagePath, extra)).statusCode).toBe(202);
        await s.app.metrics.writer.drain(); // one page view after another, as browsing does
      }
      const ev = (eventType: string, pagePath: string, label?: string, value?: number) => ({
        eventType,
        category: "c",
        action: "a",
        pagePath,
        sessionId: "s1",
        ...(label === undefined ? {} : { label }),
        ...(value === undefined ? {} : { value }),
      });
      await post("event", {
        events: [
          ev("share", "/a"),
          ev("share", "/a"),
          ev("file_download", "/a", "informe.pdf"),
          ev("form_submit", "/a", "contacto"),
          ev("custom", "/a"),
          ev("file_download", "/b", "tarifas.pdf"),
          ev("search", "/buscar", "factura", 3),
          ev("search", "/buscar", " Factura ", 5),
          ev("search", "/buscar", "xyz", 0),
          ev("search", "/buscar", "xyz", 0),
        ],
      });
      for (const timeSpent of [10, 20, 60]) await post("pagetime", { pagePath: "/a", sessionId: "s1", timeSpent });
      for (const [lcp, cls] of [
        [1000, 0.05],
        [2000, 0.2],
        [3000, 0.3],
        [4000, undefined],
        [5000, undefined],
      ] as const) {
        await post("webvitals", { pagePath: "/a", lcp, ...(cls === undefined ? {} : { cls }) });
      }
      await post("webvitals", { pagePath: "/a", fid: 80, pageWeight: 350_000 });
      await s.app.metrics.writer.drain();
    });

    it("gives every field of a page's metrics exactly", async () => {
      const a = await get<PageMetrics>("/api/metrics/page/%2Fa");
      expect(a).toMatchObject({
        pagePath: "/a",
        totalVisits: 4,
        totalUniqueVisitors: 3,
        avgTimeOnPage: 30,
        avgBounceRate: 50, // entered by s1 and s2; s2 saw only /a
        avgExitRate: 75, // 3 of its 4 views were their session's last
        totalShares: 2,
        totalDownloads: 1,
        totalFormCompletions: 1,
        lcp: 4000,
        fid: 80,
        cls: 0.25,
        ttfb: null,
        fcp: null,
        inp: null,
        speedIndex: null,
        pageWeight: 350000,
        mobileOptimized: true,
        lazyLoadingEnabled: true,
        publicationDate: "2025-02-03",
        lastModified: "2026-10-01",
        readingTime: 2, // 2250 characters ÷ 5 = 450 words ÷ 225 a minute
      });
      expect(a.uptime).toBeGreaterThan(0);
      expect(Date.parse(a.createdAt!)).toBeLessThanOrEqual(Date.parse(a.updatedAt!));

      const b = await get<PageMetrics>("/api/metrics/page/b");
      expect(b).toMatchObject({
        pagePath: "/b",
        totalVisits: 3,
        totalUniqueVisitors: 3,
        avgBounceRate: 50,
        avgExitRate: 33.33,
        totalDownloads: 1,
        avgTimeOnPage: 0,
        lcp: null,
        lazyLoadingEnabled: false,
        readingTime: null,
      });

      const unknown = await get<PageMetrics>("/api/metrics/page/%2Fno-existe");
      expect(unknown).toMatchObject({ totalVisits: 0, totalUniqueVisitors: 0, avgBounceRate: 0, mobileOptimized: false, readingTime: null, createdAt: null });
    });

    it("counts one unique visitor per session per page (spec §9)", async () => {
      for (let i = 0; i < 3; i++) await view("s9", "/c");
      await view("s10", "/c");
      await s.app.metrics.writer.drain();
      const c = await get<PageMetrics>("/api/metrics/page/%2Fc");
      expect(c.totalVisits).toBe(4);
      expect(c.totalUniqueVisitors).toBe(2);
    });

    it("aggregates the portal: totals, top pages, devices, events and vitals at p75 by rating", async () => {
      const r = await get<AggregatedMetrics>("/api/metrics/aggregated");
      // Issue 33 §3: visitors across the portal are tab sessions (6 was each page's visitors summed).
      expect(r.totals).toEqual({ pageViews: 7, uniqueVisitors: 4, sessions: 4, avgTimeOnPage: 30, bounceRate: 50, events: 10 });
      expect(r.topPages).toEqual([
        { pagePath: "/a", pageViews: 4, uniqueVisitors: 3, avgTimeOnPage: 30 },
        { pagePath: "/b", pageViews: 3, uniqueVisitors: 3, avgTimeOnPage: 0 },
      ]);
      expect(r.devices).toEqual([
        { deviceType: "mobile", pageViews: 3 },
        { deviceType: "tablet", pageViews: 2 },
        { deviceType: "desktop", pageViews: 1 },
        { deviceType: "unknown", pageViews: 1 },
      ]);
      expect(r.events).toEqual([
        { eventType: "search", count: 4 },
        { eventType: "file_download", count: 2 },
        { eventType: "share", count: 2 },
        { eventType: "custom", count: 1 },
        { eventType: "form_submit", count: 1 },
      ]);
      // lcp 1000, 2000 good (≤ 2500); 3000, 4000 need improvement (≤ 4000); 5000 poor.
      expect(r.webVitals.lcp).toEqual({ p75: 4000, samples: 5, good: 2, needsImprovement: 2, poor: 1 });
      // cls 0.05 good (≤ 0.1); 0.2 needs improvement (≤ 0.25); 0.3 poor.
      expect(r.webVitals.cls).toEqual({ p75: 0.25, samples: 3, good: 1, needsImprovement: 1, poor: 1 });
      expect(r.webVitals.fid).toEqual({ p75: 80, samples: 1, good: 1, needsImprovement: 0, poor: 0 });
      expect(r.webVitals.ttfb).toEqual({ p75: null, samples: 0, good: 0, needsImprovement: 0, poor: 0 });
      expect(r.visitsByDay).toHaveLength(30);
      expect(r.visitsByDay.reduce((sum, d) => sum + d.pageViews, 0)).toBe(7);
      expect(r.visitsByDay.at(-1)).toEqual({ date: r.endDate, pageViews: 7, uniqueVisitors: 4 });
    });

    it("splits page views by acquisition channel, all five listed", async () => {
      const r = await get<{ channels: { channel: string; pageViews: number; sessions: number; percentage: number }[] }>("/api/metrics/acquisition-channels");
      expect(r.channels).toEqual([
        { channel: "organic", pageViews: 3, sessions: 1, percentage: 42.86 },
        { channel: "social", pageViews: 2, sessions: 1, percentage: 28.57 },
        { channel: "direct", pageViews: 1, sessions: 1, percentage: 14.29 },
        { channel: "paid", pageViews: 1, sessions: 1, percentage: 14.29 },
        { channel: "referral", pageViews: 0, sessions: 0, percentage: 0 },
      ]);
    });

    it("lists search terms case- and space-insensitively, with zero-result searches", async () => {
      // As an administrator sees them: one session searched these, too few for visitors (issue 20 §4).
      const r = await s.app.metrics.searchTerms({}, true);
      expect(r.terms.map(({ term, searches, zeroResults }) => ({ term, searches, zeroResults }))).toEqual([
        { term: "factura", searches: 2, zeroResults: 0 },
        { term: "xyz", searches: 2, zeroResults: 2 },
      ]);
      expect(r.totalSearches).toBe(4);
      expect(r.zeroResultSearches).toBe(2);
      const visitor = await get<{ terms: unknown[]; totalSearches: number }>("/api/metrics/search-terms");
      expect(visitor).toMatchObject({ terms: [], totalSearches: 4 });
    });

    it("shows one tab session's rows", async () => {
      const r = await get<{ pageViews: { pagePath: string }[]; events: unknown[]; pageTimes: unknown[] }>("/api/metrics/session/s1");
      expect(r.pageViews.map((v) => v.pagePath)).toEqual(["/a", "/b", "/a"]);
      expect(r.events).toHaveLength(10);
      expect(r.pageTimes).toHaveLength(3);
    });
  });

  describe("the event vocabulary and the visit figures (issue 33)", () => {
    const ev = (eventType: string, pagePath = "/v") => ({ eventType, category: "c", action: "a", pagePath, sessionId: "sv" });

    it("counts the obvious synonyms of a download, a share and a form completion", async () => {
      const res = await post("event", {
        events: [
          ev("download"),
          ev("Descarga"),
          ev("file-download"),
          ev("compartir"),
          ev("Share"),
          ev("form_submission"),
          ev("formulario_enviado"),
          ev("otra_cosa"),
        ],
      });
      expect(res.statusCode).toBe(202);
      await s.app.metrics.writer.drain();
      const v = await get<PageMetrics>("/api/metrics/page/%2Fv");
      expect(v).toMatchObject({ totalDownloads: 3, totalShares: 2, totalFormCompletions: 2 });
      const r = await get<AggregatedMetrics>("/api/metrics/aggregated");
      expect(r.events).toEqual([
        { eventType: "file_download", count: 3 },
        { eventType: "form_submit", count: 2 },
        { eventType: "share", count: 2 },
        { eventType: "otra_cosa", count: 1 },
      ]);
    });

    it("documents the vocabulary and the figures in the OpenAPI description", async () => {
      const doc = (await s.app.inject({ method: "GET", url: "/api/docs" })).json<{
        paths: Record<string, Record<string, { description?: string }>>;
        components?: { schemas?: Record<string, unknown> };
      }>();
      const description = doc.paths["/api/metrics/track/event"].post.description ?? "";
      expect(description).toContain("`download`");
      expect(description).toContain("`descarga`");
      expect(description).toContain("totalFormCompletions");
      const text = JSON.stringify(doc);
      expect(text).toContain("Las páginas del portal no lo miden");
      expect(text).toContain("nunca más que las sesiones");
    });

    it("never counts more unique visitors than sessions, in the totals and by day", async () => {
      // One tab session that reads five pages, and another that reads one.
      for (const page of ["/p1", "/p2", "/p3", "/p4", "/p5"]) {
        await view("lector", page);
        await s.app.metrics.writer.drain();
      }
      await view("otra", "/p1");
      await s.app.metrics.writer.drain();
      const r = await get<AggregatedMetrics>("/api/metrics/aggregated");
      expect(r.totals.sessions).toBe(2);
      expect(r.totals.uniqueVisitors).toBe(2);
      expect(r.visitsByDay.reduce((sum, d) => sum + d.uniqueVisitors, 0)).toBe(2);
      for (const d of r.visitsByDay) expect(d.uniqueVisitors).toBeLessThanOrEqual(d.pageViews);
      // Per page it stays spec §9's one per session per page.
      expect(r.topPages.find((p) => p.pagePath === "/p1")?.uniqueVisitors).toBe(2);
    });
  });

  describe("date ranges", () => {
    it("buckets days in Bogotá and filters by startDate and endDate (inclusive days)", async () => {
      await storeBatch(s.db, "pageview", [
        pageView("2026-03-01T04:30:00Z", "/d", "x1"), // 28 Feb, 23:30 in Bogotá
        pageView("2026-03-01T05:30:00Z", "/d", "x2"), // 1 Mar, 00:30
        pageView("2026-03-02T04:59:59Z", "/d", "x3"), // 1 Mar, 23:59:59
        pageView("2026-03-02T05:00:00Z", "/d", "x4"), // 2 Mar
      ]);
      const both = await get<AggregatedMetrics>("/api/metrics/aggregated?startDate=2026-02-28&endDate=2026-03-01");
      expect(both.visitsByDay).toEqual([
        { date: "2026-02-28", pageViews: 1, uniqueVisitors: 1 },
        { date: "2026-03-01", pageViews: 2, uniqueVisitors: 2 },
      ]);
      expect(both).toMatchObject({ startDate: "2026-02-28", endDate: "2026-03-01" });
      const march1 = await get<PageMetrics>("/api/metrics/page/%2Fd?startDate=2026-03-01&endDate=2026-03-01");
      expect(march1.totalVisits).toBe(2);
      const instant = await get<PageMetrics>("/api/metrics/page/%2Fd?startDate=2026-03-01T05:00:00Z&endDate=2026-03-02T05:00:00Z");
      expect(instant.totalVisits).toBe(2);
    });

    it.each([
      ["startDate=2026-02-30", "startDate"],
      ["startDate=ayer", "startDate"],
      ["startDate=2026-03-05&endDate=2026-03-01", "endDate"],
    ])("answers %s with 400 naming %s", async (query, field) => {
      const res = await s.app.inject({ method: "GET", url: `/api/metrics/aggregated?${query}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    });

    it("measures uptime from the heartbeats; without any in the range it reports 99.9", async () => {
      await s.db.query("DELETE FROM metric_heartbeats");
      await s.db.query(
        `INSERT INTO metric_heartbeats (minute)
           SELECT generate_series(timestamptz '2026-01-10T05:00:00Z', timestamptz '2026-01-10T05:00:00Z' + interval '1295 minutes', interval '1 minute')`,
      );
      await s.db.query("INSERT INTO metric_heartbeats (minute) VALUES ('2026-01-01T00:00:00Z')");
      const day = await get<AggregatedMetrics>("/api/metrics/aggregated?startDate=2026-01-10&endDate=2026-01-10");
      expect(day.uptime).toBe(90); // 1296 of 1440 minutes
      const before = await get<AggregatedMetrics>("/api/metrics/aggregated?startDate=2025-06-01&endDate=2025-06-02");
      expect(before.uptime).toBe(99.9);
    });
  });

  it("deletes raw rows older than the retention setting and keeps their aggregates (METRICS_AGGREGATE_RETENTION_DAYS: forever)", async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    await storeBatch(s.db, "pageview", [pageView(daysAgo(401), "/old", "o1"), pageView(daysAgo(399), "/recent", "o2")]);
    await s.db.query(`INSERT INTO metric_page_times (occurred_at, page_path, session_id, time_spent) VALUES (now() - interval '500 days', '/old', 'o1', 4)`);
    expect(await s.app.metrics.sweep()).toBeGreaterThanOrEqual(2);
    const { rows } = await s.db.query<{ page_path: string }>("SELECT page_path FROM metric_page_views");
    expect(rows.map((r) => r.page_path)).toEqual(["/recent"]);
    expect(await count(s, "metric_page_times")).toBe(0);
    // The report of that day still counts the view whose raw row is gone.
    const day = new Date(Date.parse(daysAgo(401)) - 5 * 3_600_000).toISOString().slice(0, 10);
    const old = await get<AggregatedMetrics>(`/api/metrics/aggregated?startDate=${day}&endDate=${day}`);
    expect(old.totals.pageViews).toBe(1);
    expect(old.topPages.map((p) => p.pagePath)).toEqual(["/old"]);
  });

  it("vacuums after its sweep on PGlite, which has no autovacuum: the aggregates, and the raw tables it deleted from", async () => {
    const lastVacuum = async () =>
      (
        await s.db.query<{ relname: string; last_vacuum: Date | null }>(
          `SELECT relname, last_vacuum FROM pg_stat_user_tables WHERE schemaname = current_schema()
            AND relname IN ('metric_events', 'metric_page_views', 'metric_sessions', 'metric_vital_stats') ORDER BY relname`,
        )
      ).rows;
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    await storeBatch(s.db, "pageview", [pageView(daysAgo(500), "/viejo", "v1")]);
    const started = new Date(Date.now() - 1000);
    await s.app.metrics.sweep();
    const vacuumed = (await lastVacuum()).filter((r) => r.last_vacuum !== null && new Date(r.last_vacuum) >= started).map((r) => r.relname);
    // metric_events: nothing deleted, nothing to reclaim. On PostgreSQL, autovacuum's job.
    expect(vacuumed).toEqual(backend.name === "PGlite" ? ["metric_page_views", "metric_sessions", "metric_vital_stats"] : []);
  });

  it("reports its status for /test-connection", async () => {
    const status = await get<{ enabled: boolean; database: string; buffered: number }>("/api/metrics/status");
    expect(status).toMatchObject({ enabled: true, database: "ok", buffered: 0 });
  });
});

describe.each(backends)("metrics limits and shutdown on $name", (backend) => {
  it("rate-limits each client and tells it when to retry", async () => {
    const s = await startApp(backend, { METRICS_RATE_LIMIT: "3" });
    try {
      const send = (ip: string) =>
        s.app.inject({ method: "POST", url: "/api/metrics/track/pageview", remoteAddress: ip, payload: { pagePath: "/x", sessionId: "s1" } });
      for (let i = 0; i < 3; i++) expect((await send("10.9.0.1")).statusCode).toBe(202);
      const limited = await send("10.9.0.1");
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect((await send("10.9.0.2")).statusCode).toBe(202); // another client is not affected
      await s.app.metrics.writer.drain();
      expect(await count(s, "metric_page_views")).toBe(4);
    } finally {
      await s.close();
    }
  });

  it("accepts nothing when METRICS_API_ENABLED is false", async () => {
    const s = await startApp(backend, { METRICS_API_ENABLED: "false" });
    try {
      const res = await s.app.inject({ method: "POST", url: "/api/metrics/track/pageview", payload: { pagePath: "/x", sessionId: "s1" } });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe("METRICS_DISABLED");
    } finally {
      await s.close();
    }
  });

  it("writes everything it accepted when the app closes, however long the batch wait", async () => {
    const started = await startApp(backend, { METRICS_FLUSH_MS: "600000" });
    const { app, db } = started;
    const events = Array.from({ length: 50 }, (_, i) => ({ eventType: "custom", category: "c", action: `a${i}`, pagePath: "/x", sessionId: "s1" }));
    for (let i = 0; i < 4; i++) {
      expect((await app.inject({ method: "POST", url: "/api/metrics/track/event", payload: { events } })).statusCode).toBe(202);
    }
    expect(app.metrics.writer.status().buffered).toBe(200);
    expect(Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM metric_events")).rows[0].n)).toBe(0);
    await app.close();
    expect(Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM metric_events")).rows[0].n)).toBe(200);
    await started.close();
  });
});
