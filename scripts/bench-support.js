/**
 * What the server benches share: a scratch PostgreSQL database made and dropped around a bench, the
 * process's peak resident memory while something runs, and a logger that says nothing.
 * PostgreSQL is the one at BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres by default).
 */
const PG_ADMIN = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Drops and creates database `name`; its URL, or null when PostgreSQL does not answer. */
async function scratchPostgres(name) {
  const { Client } = require("pg");
  const client = new Client({ connectionString: PG_ADMIN });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops database `name` (made by scratchPostgres). */
async function dropScratch(name) {
  const { Client } = require("pg");
  const client = new Client({ connectionString: PG_ADMIN });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
  await client.end();
}

/** Resident memory now, and the highest seen while `run` runs (sampled every 10 ms). */
async function peakRss(run) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** A Fastify-shaped logger that writes nothing. */
const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silentLog };

module.exports = { PG_ADMIN, scratchPostgres, dropScratch, peakRss, silentLog };
