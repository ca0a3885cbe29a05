import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../../server/db/pglite";

const root = path.resolve(__dirname, "../..");
const built = path.join(root, "dist-server", "server", "main.js");

/** The real server process: the build when there is one (npm test builds first), else the sources. */
function startServer(env: Record<string, string>) {
  const [cmd, args] = existsSync(built)
    ? [process.execPath, [built]]
    : [process.execPath, [path.join(root, "node_modules", "ts-node", "dist", "bin.js"), "--transpile-only", path.join(root, "server", "main.ts")]];
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, TS_NODE_PROJECT: path.join(root, "tsconfig.server.json"), LOG_LEVEL: "warn", SEED_DEMO: "false", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited };
}

describe("metrics on SIGTERM (issue 5)", () => {
  it("writes every accepted event before the process exits, however long the batch wait", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "metrics-sigterm-"));
    const port = 4300 + Math.floor(Math.random() * 500);
    const origin = `http://127.0.0.1:${port}`;
    // Batches wait up to 10 minutes: only the shutdown can have written them.
    const { child, exited } = startServer({ PORT: String(port), DATA_DIR: dataDir, METRICS_FLUSH_MS: "600000" });
    try {
      let up = false;
      for (let i = 0; i < 200 && !up; i++) {
        up = await fetch(`${origin}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await new Promise((r) => setTimeout(r, 250));
      }
      expect(up).toBe(true);
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
      expect(status).toMatchObject({ buffered: 50, written: 0 });
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const db = await openPglite(path.join(dataDir, "pglite"));
      try {
        const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM metric_events WHERE session_id = 'sigterm'");
        expect(Number(rows[0].n)).toBe(accepted);
      } finally {
        await db.close();
      }
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
