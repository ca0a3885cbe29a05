/**
 * Issue 31 §2: the metrics spool on real files and a real database. What a crash leaves behind is
 * written here by hand (a torn last line, a group whose write failed, a lock of a dead process), and
 * a new app on that folder replays exactly the rows above the database's checkpoints.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import type { MetricsStatus } from "../../src/shared/metrics";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../server/db/db";
import { MetricsService } from "../../server/modules/metrics/service";
import { backends, clearMetrics, startApp, testConfig } from "./support";

const at = "2026-03-02T15:00:00.000Z";
const eventRow = (action: string) => ({
  occurredAt: at,
  eventType: "custom",
  category: "spool",
  action,
  label: null,
  value: null,
  pagePath: "/spool",
  sessionId: "s-spool",
  userId: null,
  metadata: null,
});
const line = (v: unknown) => `${JSON.stringify(v)}\n`;

describe.each(backends)("metrics spool on $name (issue 31 §2)", (backend) => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "spool-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("replays only the rows above the checkpoints, skips a torn last line and a failed group, deletes what is stored", async () => {
    const slot = path.join(dir, "slot-0");
    mkdirSync(slot, { recursive: true });
    const id = randomUUID();
    writeFileSync(path.join(slot, "id"), `${id}\n`);
    // A process that crashed: its lock names a pid that no longer runs.
    writeFileSync(path.join(slot, "lock"), JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), nonce: "x" }));
    // Segment 1: every row stored (the checkpoints below say so).
    writeFileSync(path.join(slot, "seg-0000000000000001.log"), line([1, "event", [eventRow("a1")]]) + line([2, "pageview", []]));
    writeFileSync(
      path.join(slot, "seg-0000000000000003.log"),
      line([3, "event", [eventRow("a3"), eventRow("a4")]]) +
        line([5, "event", [eventRow("a5")]]) +
        line(["void", 5, 5]) +
        line([6, "pagetime", [{ occurredAt: at, pagePath: "/spool", sessionId: "s-spool", timeSpent: 7 }]]) +
        // Cut short by the crash: never acknowledged.
        JSON.stringify([7, "event", [eventRow("a7")]]).slice(0, 40),
    );

    // The checkpoints a previous process committed: events up to 3 and page views up to 2 are stored.
    const seed = await backend.open({ migrated: true });
    const { migrate } = await import("../../server/db/migrate");
    await migrate(seed.db);
    await seed.db.query("INSERT INTO metric_spool_checkpoints (spool_id, kind, seq) VALUES ($1, 'event', 3), ($1, 'pageview', 2)", [id]);
    // startApp opens its own database: hand it this one.
    const s = await startApp({ name: backend.name, open: async () => seed }, { METRICS_SPOOL_DIR: dir, METRICS_FLUSH_MS: "600000" });
    try {
      expect(s.app.metrics.writer.status()).toMatchObject({ buffered: 2, spooled: 2 });
      // Segment 1 holds only stored rows: deleted at once; this process appends to a new segment.
      expect(readdirSync(slot).filter((f) => f.startsWith("seg-"))).toEqual(["seg-0000000000000003.log", "seg-0000000000000007.log"]);
      const status = (await s.app.inject({ method: "GET", url: "/api/metrics/status" })).json<MetricsStatus>();
      expect(status.spool).toMatchObject({ id, spooled: 2 });
      await s.app.metrics.writer.drain();
      const { rows: events } = await s.db.query<{ action: string }>("SELECT action FROM metric_events WHERE session_id = 's-spool' ORDER BY action");
      expect(events.map((e) => e.action)).toEqual(["a4"]);
      const { rows: times } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM metric_page_times WHERE session_id = 's-spool'");
      expect(Number(times[0].n)).toBe(1);
      const { rows: checkpoints } = await s.db.query<{ kind: string; seq: string }>(
        "SELECT kind, seq FROM metric_spool_checkpoints WHERE spool_id = $1 ORDER BY kind",
        [id],
      );
      expect(checkpoints.map((c) => [c.kind, Number(c.seq)])).toEqual([
        ["event", 4],
        ["pagetime", 6],
        ["pageview", 2],
      ]);
      // Segment 3 holds only stored rows now: gone. The new one is numbered past every row written
      // whole (the torn line's number was never acknowledged).
      await s.app.metrics.spool.idle();
      expect(readdirSync(slot).filter((f) => f.startsWith("seg-"))).toEqual(["seg-0000000000000007.log"]);
      expect(JSON.parse(readFileSync(path.join(slot, "lock"), "utf8")).pid).toBe(process.pid);
    } finally {
      await s.close();
    }
    // A graceful stop stores everything and lets the slot go: only the newest segment stays.
    expect(existsSync(path.join(slot, "lock"))).toBe(false);
    expect(readdirSync(slot).filter((f) => f.startsWith("seg-"))).toHaveLength(1);
  });

  it("a status asked for during the replay reads the writer and `ready` at one moment", async () => {
    // The crash test once read "ready, nothing buffered" from a status whose writer figures were
    // taken before its database read and `ready` after it, while the replay came in between.
    const slot = path.join(dir, "slot-0");
    mkdirSync(slot, { recursive: true });
    writeFileSync(path.join(slot, "seg-0000000000000001.log"), line([1, "event", [eventRow("r1"), eventRow("r2")]]));
    const opened = await backend.open({ migrated: true });
    const { migrate } = await import("../../server/db/migrate");
    await migrate(opened.db);
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The real database; only the status's read of the dead letters waits for the gate.
    const db: Db = Object.assign(Object.create(opened.db) as Db, {
      query: (sql: string, params?: readonly unknown[]) =>
        sql.includes("FROM metric_dead_letters") ? gate.then(() => opened.db.query(sql, params)) : opened.db.query(sql, params),
    });
    const metrics = new MetricsService(db, testConfig({ METRICS_SPOOL_DIR: dir, METRICS_FLUSH_MS: "600000" }), silent);
    try {
      const asked = metrics.status();
      await metrics.start();
      open();
      expect(await asked).toMatchObject({ buffered: 2, spool: { ready: true, spooled: 2 } });
    } finally {
      await metrics.close();
      await opened.dispose();
    }
  });

  it("a spool folder that cannot be opened answers 503 meanwhile, and opens by itself once it can, without a restart", async () => {
    // A file where the folder should be (as a full disk or a missing mount would refuse it).
    const blocked = path.join(dir, "spool");
    writeFileSync(blocked, "no es una carpeta");
    const s = await startApp(backend, { METRICS_SPOOL_DIR: blocked, METRICS_FLUSH_MS: "600000" });
    const post = (action: string) =>
      s.app.inject({
        method: "POST",
        url: "/api/metrics/track/event",
        payload: { events: [{ eventType: "custom", category: "c", action, pagePath: "/x", sessionId: "s-reabre" }] },
      });
    try {
      const refused = await post("antes");
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: "METRICS_UNAVAILABLE" });
      expect(refused.headers["retry-after"]).toBe("5");
      // An operator's monitor sees it.
      const status = () => s.app.inject({ method: "GET", url: "/api/metrics/status" }).then((r) => r.json<MetricsStatus>());
      expect(await status()).toMatchObject({ status: "degraded", spool: { ready: false } });
      rmSync(blocked);
      // Tried again after 0.5 s, 1 s, 2 s…: taken once it opened.
      let res = refused;
      for (let i = 0; i < 100 && res.statusCode !== 202; i++) {
        await new Promise((r) => setTimeout(r, 100));
        res = await post("despues");
      }
      expect(res.statusCode).toBe(202);
      expect(readdirSync(blocked)).toContain("slot-0");
      expect(await status()).toMatchObject({ status: "ok", spool: { ready: true } });
      await s.app.metrics.writer.drain();
      const { rows } = await s.db.query<{ action: string }>("SELECT action FROM metric_events WHERE session_id = 's-reabre'");
      expect(rows.map((r) => r.action)).toEqual(["despues"]);
    } finally {
      await s.close();
    }
  });

  describe("over HTTP", () => {
    let s: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => {
      s = await startApp(backend, { METRICS_FLUSH_MS: "600000" });
    });
    afterAll(() => s.close());
    beforeEach(() => clearMetrics(s));

    const post = (events: object[]) => s.app.inject({ method: "POST", url: "/api/metrics/track/event", payload: { events } });
    const spoolText = () => {
      const slot = path.join(s.app.config.metricsSpoolDir, "slot-0");
      return readdirSync(slot)
        .filter((f) => f.startsWith("seg-"))
        .map((f) => readFileSync(path.join(slot, f), "utf8"))
        .join("");
    };

    it("answers 202 once the request's line is in the spool, and the status counts it until it is stored", async () => {
      const res = await post([{ eventType: "custom", category: "c", action: "en-disco", pagePath: "/x", sessionId: "s-http" }]);
      expect(res.statusCode).toBe(202);
      expect(spoolText()).toContain('"en-disco"');
      const status = (await s.app.inject({ method: "GET", url: "/api/metrics/status" })).json<MetricsStatus>();
      expect(status).toMatchObject({ buffered: 1, spool: { spooled: 1 } });
      expect(status.spool!.syncs).toBeGreaterThan(0);
      await s.app.metrics.writer.drain();
      expect((await s.app.inject({ method: "GET", url: "/api/metrics/status" })).json<MetricsStatus>()).toMatchObject({ buffered: 0, spool: { spooled: 0 } });
    });

    it("requests that arrive together share one fdatasync", async () => {
      const before = s.app.metrics.spool.status();
      const sent = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post([{ eventType: "custom", category: "c", action: `grupo-${i}`, pagePath: "/x", sessionId: "s-group" }])),
      );
      expect(sent.map((r) => r.statusCode)).toEqual(Array(20).fill(202));
      const after = s.app.metrics.spool.status();
      expect(after.appends - before.appends).toBe(20);
      expect(after.syncs - before.syncs).toBeLessThan(20);
    });

    it("a full buffer answers 503 and writes nothing to the spool", async () => {
      const writer = s.app.metrics.writer;
      const free = 50_000 - writer.status().buffered;
      expect(writer.reserve(free)).toBe(true);
      try {
        const res = await post([{ eventType: "custom", category: "c", action: "lleno", pagePath: "/x", sessionId: "s-full" }]);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: "METRICS_BUSY" });
        expect(res.headers["retry-after"]).toBe("1");
        expect(spoolText()).not.toContain('"lleno"');
      } finally {
        writer.release(free);
      }
    });
  });
});
