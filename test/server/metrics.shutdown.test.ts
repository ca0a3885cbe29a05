import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../../server/db/pglite";
import { startServer } from "./serverProcess";

describe("metrics on SIGTERM (issue 5)", () => {
  it("writes every accepted event before the process exits, however long the batch wait", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "metrics-sigterm-"));
    // Batches wait up to 10 minutes: only the shutdown can have written them.
    const server = await startServer({ DATA_DIR: dataDir, METRICS_FLUSH_MS: "600000" });
    const { child, exited, origin } = server;
    try {
      expect(await server.healthy()).toBe(true);
      // Issue 20 §3: an event with a NUL once got 202 and then held every later batch back forever.
      const poisoned = await fetch(`${origin}/api/metrics/track/event`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ eventType: "custom", category: "cierre", action: "nul", label: "a\u0000b", pagePath: "/x", sessionId: "sigterm" }),
      });
      expect(poisoned.status).toBe(400);
      let accepted = 0;
      for (let b = 0; b < 5; b++) {
        const events = Array.from({ length: 10 }, (_, i) => ({
          eventType: "custom",
          category: "cierre",
          action: `a${b}-${i}`,
          pagePath: "/x",
          sessionId: "sigterm",
        }));
        const res = await fetch(`${origin}/api/metrics/track/event`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ events }),
        });
        expect(res.status).toBe(202);
        accepted += ((await res.json()) as { accepted: number }).accepted;
      }
      const status = (await (await fetch(`${origin}/api/metrics/status`)).json()) as { buffered: number; written: number };
      // Issue 31 §2: each 202 came once its rows were in the spool.
      expect(status).toMatchObject({ buffered: 50, written: 0, spool: { spooled: 50 } });
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const db = await openPglite(path.join(dataDir, "pglite"));
      try {
        const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM metric_events WHERE session_id = 'sigterm'");
        expect(Number(rows[0].n)).toBe(accepted);
        // Everything stored: the graceful stop left its spool slot free and no row to replay.
        expect(existsSync(path.join(dataDir, "metrics-spool", "slot-0", "lock"))).toBe(false);
      } finally {
        await db.close();
      }
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
