/**
 * Metrics ingestion bench (issues 5 and 37), run by `npm run bench`: for the embedded PGlite and,
 * when it answers on 127.0.0.1:5432, PostgreSQL, in the same run and on the same tables of the same
 * database, with realistic traffic (scripts/bench-traffic.js: page views in tab sessions with their
 * events, web vitals and page times, thousands of sessions, as the reports bench stores them):
 *   1. raw: the rows' batched INSERTs alone (the server's insertBatch, 1,000 rows of one kind a
 *      statement, in arrival order);
 *   2. writer: the same batches through writer.storeBatch (raw rows and their aggregates, one
 *      transaction a batch), right after 1., ROUNDS times: the medians of the ratio writer ÷ raw,
 *      of all the rows and of the page views' batches alone, are judged (≥ 0.5 each);
 *   3. HTTP: the same kind of traffic posted as the browser posts it (src/stores/MetricsStore.ts,
 *      src/services/tracking): a page view, a web-vitals report and a page time a request, events as
 *      `{ events: [...] }` (the client's quiet-timer batch: here the events of one view), by
 *      HTTP_CONNECTIONS clients to the running server, which is then stopped with SIGTERM. Each 202
 *      comes once the request's rows are in the server's spool file on disk (issue 31 §2). Rows
 *      stored must equal rows accepted (202): the loss must be 0. Its rate (rows stored ÷ time from
 *      the first request until the server has written everything and exited) is printed with its
 *      ratio to the raw rate; one row a request, it measures the requests as much as the writer;
 *   4. custom events as before issue 37: batches of 10 by CUSTOM_CONNECTIONS clients, against the
 *      raw INSERT of the same events (target ≥ 0.5, as issue 5 set it).
 *
 *   node scripts/bench-metrics.js   (BENCH_METRICS_VIEWS, BENCH_METRICS_HTTP_VIEWS, BENCH_METRICS_DB,
 *                                    BENCH_METRICS_PORT, BENCH_CONNECTIONS override the defaults)
 */
const { spawn } = require("node:child_process");
const { rmSync } = require("node:fs");
const path = require("node:path");
const { httpLoad } = require("./httpLoad");
const { stepRows } = require("./bench-traffic");

const root = path.resolve(__dirname, "..");
const server = (p) => require(path.join(root, "dist-server", "server", p));
/** Page views of the in-process runs (≈ 2.5 rows each with their events, vitals and page times). */
const VIEWS = Number(process.env.BENCH_METRICS_VIEWS || 20_000);
/** Page views posted over HTTP (≈ 2 requests each). */
const HTTP_VIEWS = Number(process.env.BENCH_METRICS_HTTP_VIEWS || 6_000);
const ROUNDS = 3;
const HTTP_CONNECTIONS = 64;
/** Seconds of raw inserts of custom events; the HTTP run sends as many events as half of them took. */
const CUSTOM_DURATION_S = 5;
const CUSTOM_CONNECTIONS = (process.env.BENCH_CONNECTIONS || "64").split(",").map(Number);
const CUSTOM_BATCH = 10;
const BATCH = 1000;
const TARGET = 0.5;
const PORT = Number(process.env.BENCH_METRICS_PORT || 4197);
const PG_ADMIN = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DATABASE = process.env.BENCH_METRICS_DB || "metrics_bench";
const RAW_TABLES = ["metric_page_views", "metric_events", "metric_web_vitals", "metric_page_times"];
const HOUR = 3_600_000;

// ---------------------------------------------------------------------------------------------
// Realistic traffic

/** Rows of `views` page views over the last three hours, in batches of 1,000 of one kind, each sent once full (as the server's writer does). */
function trafficBatches(step, views) {
  const to = Date.now() - 60_000;
  const batches = [];
  const buffers = { pageview: [], event: [], webvitals: [], pagetime: [] };
  let rows = 0;
  for (const item of stepRows(step, views, to - 3 * HOUR, to)) {
    const buffer = buffers[item.kind];
    buffer.push(item.make(new Date(item.t).toISOString()));
    rows += 1;
    if (buffer.length === BATCH) {
      batches.push([item.kind, buffer]);
      buffers[item.kind] = [];
    }
  }
  for (const [kind, buffer] of Object.entries(buffers)) if (buffer.length > 0) batches.push([kind, buffer]);
  return { batches, rows };
}

const truncate = (db, tables) => db.query(`TRUNCATE ${tables.join(", ")}`);
/** Every table the writer fills: the raw ones and the aggregates. */
async function writtenTables(db) {
  const { rows } = await db.query(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'metric\\_%' AND tablename NOT IN ('metric_heartbeats', 'metric_spool_checkpoints')",
  );
  return rows.map((r) => r.tablename);
}

/** Seconds of `write` over every batch, in all and for the page views' batches (the tables emptied first). */
async function timed(db, tables, batches, write) {
  await truncate(db, tables);
  let pageViews = 0;
  const started = performance.now();
  for (const [kind, batch] of batches) {
    const t = performance.now();
    await write(kind, batch);
    if (kind === "pageview") pageViews += performance.now() - t;
  }
  return { all: (performance.now() - started) / 1000, pageViews: pageViews / 1000 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Raw INSERTs and the writer over the same batches, one after the other ROUNDS times (a busy
 * machine slows both of a pair alike): the median of each pair's ratio, and the median rates.
 */
async function writerRates(db, tables, traffic) {
  const { insertBatch, storeBatch } = server("modules/metrics/writer.js");
  const views = traffic.batches.filter(([kind]) => kind === "pageview").reduce((n, [, b]) => n + b.length, 0);
  const pairs = [];
  for (let round = 0; round < ROUNDS; round++) {
    const raw = await timed(db, tables, traffic.batches, (kind, rows) => insertBatch(db, kind, rows));
    const writer = await timed(db, tables, traffic.batches, (kind, rows) => storeBatch(db, kind, rows));
    pairs.push({ raw, writer });
  }
  await truncate(db, tables);
  return {
    raw: median(pairs.map((p) => traffic.rows / p.raw.all)),
    writer: median(pairs.map((p) => traffic.rows / p.writer.all)),
    ratio: median(pairs.map((p) => p.raw.all / p.writer.all)),
    viewsRaw: median(pairs.map((p) => views / p.raw.pageViews)),
    viewsWriter: median(pairs.map((p) => views / p.writer.pageViews)),
    viewsRatio: median(pairs.map((p) => p.raw.pageViews / p.writer.pageViews)),
  };
}

/** The browser's requests for the traffic: [path, body] in the order the rows happen. */
function trafficRequests(step, views) {
  const to = Date.now() - 60_000;
  const requests = [];
  let rows = 0;
  /** The events of the current view of each session (the client's batch, sent when its view ends). */
  const pending = new Map();
  const flush = (sessionId) => {
    const events = pending.get(sessionId);
    if (events) requests.push(["event", { events }]);
    pending.delete(sessionId);
  };
  const clean = (o) => Object.fromEntries(Object.entries(o).filter(([k, v]) => v !== null && k !== "occurredAt"));
  for (const item of stepRows(step, views, to - 3 * HOUR, to)) {
    const row = item.make(new Date(item.t).toISOString());
    if (item.kind === "event") {
      const event = clean(row);
      if (row.metadata) event.metadata = JSON.parse(row.metadata);
      const events = pending.get(row.sessionId) ?? [];
      events.push(event);
      pending.set(row.sessionId, events);
      if (events.length === 10) flush(row.sessionId);
    } else {
      if (item.kind === "pageview") flush(row.sessionId);
      const body = clean(row);
      if (item.kind === "webvitals" && Object.keys(body).length <= 2) continue; // nothing measured: the client sends nothing
      requests.push([item.kind, body]);
    }
    rows += 1;
  }
  for (const sessionId of [...pending.keys()]) flush(sessionId);
  return { requests, rows };
}

/** Posts every request, `connections` at a time on keep-alive connections (httpLoad.js); counts the rows of each 202. */
async function postAll(requests, connections) {
  const result = { accepted: 0, refused: 0, errors: 0 };
  const run = await httpLoad({
    url: `http://127.0.0.1:${PORT}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    connections,
    amount: requests.length,
    request: (i) => ({ path: `/api/metrics/track/${requests[i][0]}`, body: JSON.stringify(requests[i][1]) }),
    onResponse: (status, i) => {
      const [kind, body] = requests[i];
      if (status === 202) result.accepted += kind === "event" ? body.events.length : 1;
      else result.refused += 1;
    },
  });
  result.errors = run.errors;
  return result;
}

// ---------------------------------------------------------------------------------------------
// The server

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

/** Starts the server, runs `load` against it, stops it with SIGTERM; the seconds from the load's start to its exit. */
async function withServer(env, load) {
  const { child, exited } = startServer(env);
  try {
    await waitHealthy();
    const started = performance.now();
    const result = await load();
    child.kill("SIGTERM");
    const exitCode = await exited;
    return { ...result, endToEndS: (performance.now() - started) / 1000, exitCode };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}

const countRows = async (db, tables) => {
  let n = 0;
  for (const t of tables) n += Number((await db.query(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n);
  return n;
};

// ---------------------------------------------------------------------------------------------
// Custom events (issue 5's figure)

const customEvent = (i) => ({
  eventType: "custom",
  category: "bench",
  action: `accion-${i % 7}`,
  label: "prueba de carga",
  value: i,
  pagePath: "/test-metrics",
  sessionId: `bench-${i % 97}`,
});

async function customRaw(db) {
  const { insertBatch } = server("modules/metrics/writer.js");
  const at = new Date().toISOString();
  const rows = Array.from({ length: BATCH }, (_, i) => ({ occurredAt: at, ...customEvent(i), userId: null, metadata: null }));
  let written = 0;
  const started = performance.now();
  while (performance.now() - started < CUSTOM_DURATION_S * 1000) {
    await insertBatch(db, "event", rows);
    written += rows.length;
  }
  const r = written / ((performance.now() - started) / 1000);
  await truncate(db, ["metric_events"]);
  return r;
}

async function customHttp(env, requests, connections) {
  const body = JSON.stringify({ events: Array.from({ length: CUSTOM_BATCH }, (_, i) => customEvent(i)) });
  const run = await withServer(env, () =>
    httpLoad({
      url: `http://127.0.0.1:${PORT}/api/metrics/track/event`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections,
      amount: requests,
    }),
  );
  return { accepted: run["2xx"] * CUSTOM_BATCH, refused: run.non2xx, errors: run.errors, endToEndS: run.endToEndS, exitCode: run.exitCode };
}

// ---------------------------------------------------------------------------------------------

async function benchBackend(name, open, env) {
  const { migrate } = server("db/migrate.js");
  let db = await open();
  await migrate(db);
  const tables = await writtenTables(db);
  const traffic = trafficBatches(0, VIEWS);
  const rates = await writerRates(db, tables, traffic);
  const rawCustom = await customRaw(db);
  await db.close();

  const { requests, rows: sent } = trafficRequests(1, HTTP_VIEWS);
  const run = await withServer(env, () => postAll(requests, HTTP_CONNECTIONS));
  db = await open();
  const stored = await countRows(db, RAW_TABLES);
  await truncate(db, tables);
  await db.close();
  const traffic2 = { requests: requests.length, sent, accepted: run.accepted, stored, lost: run.accepted - stored, refused: run.refused, errors: run.errors };
  const httpRate = stored / run.endToEndS;

  const custom = [];
  for (const connections of CUSTOM_CONNECTIONS) {
    const c = await customHttp(env, Math.round((rawCustom * CUSTOM_DURATION_S) / CUSTOM_BATCH / 2), connections);
    db = await open();
    const n = await countRows(db, ["metric_events"]);
    await truncate(db, tables);
    await db.close();
    custom.push({
      connections,
      raw: rawCustom,
      httpRate: n / c.endToEndS,
      ratio: n / c.endToEndS / rawCustom,
      lost: c.accepted - n,
      refused: c.refused,
      exitCode: c.exitCode,
    });
  }
  return { name, rows: traffic.rows, ...rates, http: { ...traffic2, rate: httpRate, exitCode: run.exitCode }, custom };
}

async function pgAvailable() {
  const { Client } = require("pg");
  const client = new Client({ connectionString: PG_ADMIN });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${PG_DATABASE}`);
    await client.query(`CREATE DATABASE ${PG_DATABASE}`);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropPg() {
  const { Client } = require("pg");
  const client = new Client({ connectionString: PG_ADMIN });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
  await client.end();
}

/** Runs the bench on each backend and prints its tables; resolves to false when a target is missed. */
async function benchMetrics() {
  const results = [];
  const dataDir = path.join(root, ".tmp", "bench-metrics");
  rmSync(dataDir, { recursive: true, force: true });
  const { openPglite } = server("db/pglite.js");
  results.push(await benchBackend("PGlite", () => openPglite(path.join(dataDir, "pglite")), { DATA_DIR: dataDir }));
  if (await pgAvailable()) {
    const url = new URL(PG_ADMIN);
    url.pathname = `/${PG_DATABASE}`;
    const { openPostgres } = server("db/postgres.js");
    // Its spool (issue 31 §2) in a folder of its own, not the PGlite run's.
    const pgData = path.join(dataDir, "postgres");
    results.push(await benchBackend("PostgreSQL", () => openPostgres(url.toString()), { DATABASE_URL: url.toString(), DATA_DIR: pgData }));
    await dropPg();
  }
  rmSync(dataDir, { recursive: true, force: true });

  const n = (x) => Math.round(x).toLocaleString("es-CO");
  const pad = (s, w) => String(s).padEnd(w);
  const verdict = (pass) => (pass ? "ok" : "OVER");
  let ok = true;
  console.log("");
  console.log(
    `Metrics ingestion of realistic traffic (issue 37: ${n(VIEWS)} page views in tab sessions with their events, vitals and page times; batches of ${n(BATCH)} rows of one kind; medians of ${ROUNDS} rounds of raw then writer):`,
  );
  console.log(
    `  ${pad("database", 12)} ${pad("rows", 8)} ${pad("raw rows/s", 12)} ${pad("writer rows/s", 14)} ${pad(`writer ÷ raw (≥ ${TARGET})`, 22)} page views alone: raw, writer, ratio (≥ ${TARGET})`,
  );
  for (const r of results) {
    const pass = r.ratio >= TARGET;
    const viewsPass = r.viewsRatio >= TARGET;
    if (!pass || !viewsPass) ok = false;
    console.log(
      `  ${pad(r.name, 12)} ${pad(n(r.rows), 8)} ${pad(n(r.raw), 12)} ${pad(n(r.writer), 14)} ${pad(`${r.ratio.toFixed(2)} ${verdict(pass)}`, 22)} ${n(r.viewsRaw)}, ${n(r.viewsWriter)}, ${r.viewsRatio.toFixed(2)} ${verdict(viewsPass)}`,
    );
  }
  console.log("  raw: the batched INSERTs alone; writer: writer.storeBatch, the same INSERTs and the report aggregates in one transaction a batch.");
  console.log("");
  console.log(
    `Over HTTP, as the browser posts it (${n(HTTP_VIEWS)} page views; a page view, vitals report or page time a request, a view's events in one; ${HTTP_CONNECTIONS} clients):`,
  );
  console.log(
    `  ${pad("database", 12)} ${pad("requests", 9)} ${pad("accepted", 9)} ${pad("stored", 8)} ${pad("lost", 5)} ${pad("refused", 8)} ${pad("HTTP rows/s", 12)} ÷ raw (≥ ${TARGET}; not judged)`,
  );
  for (const r of results) {
    const h = r.http;
    const pass = h.lost === 0 && h.accepted === h.sent && h.exitCode === 0 && h.errors === 0;
    if (!pass) ok = false;
    const ratio = h.rate / r.raw;
    console.log(
      `  ${pad(r.name, 12)} ${pad(n(h.requests), 9)} ${pad(n(h.accepted), 9)} ${pad(n(h.stored), 8)} ${pad(h.lost, 5)} ${pad(h.refused, 8)} ${pad(n(h.rate), 12)} ${ratio.toFixed(2)} ${ratio >= TARGET ? "ok" : "below"}${pass ? "" : "  LOSS OR REFUSALS (every row accepted and stored, clean exit)"}`,
    );
  }
  console.log("  HTTP rows/s = rows stored ÷ time from the first request until the server, stopped with SIGTERM, had written everything and exited.");
  console.log("");
  console.log(`Custom events (issue 5: ${CUSTOM_BATCH} a request; raw: INSERT … unnest of ${n(BATCH)} rows for ${CUSTOM_DURATION_S} s):`);
  console.log(
    `  ${pad("database", 12)} ${pad("clients", 8)} ${pad("raw rows/s", 12)} ${pad("HTTP rows/s", 12)} ${pad("ratio", 7)} ${pad("lost", 6)} refused (503/429)`,
  );
  for (const r of results) {
    const best = Math.max(...r.custom.map((c) => c.ratio));
    for (const c of r.custom) {
      const pass = best >= TARGET && c.lost === 0 && c.exitCode === 0;
      if (!pass) ok = false;
      console.log(
        `  ${pad(r.name, 12)} ${pad(c.connections, 8)} ${pad(n(c.raw), 12)} ${pad(n(c.httpRate), 12)} ${pad(c.ratio.toFixed(2), 7)} ${pad(c.lost, 6)} ${c.refused} ${verdict(pass)}`,
      );
    }
  }
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
