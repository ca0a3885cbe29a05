import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";
import type { FastifyInstance } from "fastify";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { buildApp } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { openPglite } from "../../server/db/pglite";
import { openPostgres } from "../../server/db/postgres";
import { SNAPSHOT_ENV } from "../setup/pgliteSnapshotEnv";

export interface Backend {
  name: string;
  /** `migrated`: the caller migrates next anyway, so PGlite may start from the migrated snapshot. */
  open(options?: { migrated?: boolean }): Promise<{ db: Db; dispose(): Promise<void> }>;
}

/**
 * A private copy of a data folder of test/setup/pgliteSnapshot.ts (Jest's globalSetup): copying and
 * opening takes about 0.3 s of CPU where a fresh initdb takes 1.7 s. Undefined without the snapshot.
 */
function pgliteSnapshotCopy(migrated: boolean): string | undefined {
  const root = process.env[SNAPSHOT_ENV];
  if (!root || !existsSync(path.join(root, "empty"))) return undefined;
  const source = path.join(root, migrated && existsSync(path.join(root, "migrated")) ? "migrated" : "empty");
  const dir = mkdtempSync(path.join(root, "open", "db-"));
  cpSync(source, path.join(dir, "data"), { recursive: true });
  return dir;
}

/** PGlite in every run; PostgreSQL too when TEST_DATABASE_URL is set (one schema per test file). */
export const backends: Backend[] = [
  {
    name: "PGlite",
    async open(options) {
      const copy = pgliteSnapshotCopy(options?.migrated ?? false);
      const db = await openPglite(copy ? path.join(copy, "data") : "memory://");
      return {
        db,
        async dispose() {
          await db.close();
          if (copy) rmSync(copy, { recursive: true, force: true });
        },
      };
    },
  },
];

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  backends.push({
    name: "PostgreSQL",
    async open() {
      const schema = `t_${randomBytes(6).toString("hex")}`;
      const admin = new Pool({ connectionString: pgUrl, max: 1 });
      await admin.query(`CREATE SCHEMA ${schema}`);
      const db = await openPostgres(pgUrl, schema);
      return {
        db,
        async dispose() {
          await db.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  });
}

/** Where a test's files go: the snapshot's folder, which the global teardown deletes, or the system's temp. */
function scratchDir(): string {
  const root = process.env[SNAPSHOT_ENV];
  return root && existsSync(path.join(root, "open")) ? path.join(root, "open") : tmpdir();
}

/**
 * Configuration for tests: defaults plus overrides, no SPA build needed; bot-check challenges solve
 * in a few steps; the metrics spool (issue 31 §2) in a folder of its own under the system's temp.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    STATIC_DIR: "/nonexistent-dist",
    LOG_LEVEL: "silent",
    ALTCHA_COST: "1",
    ALTCHA_MAX_NUMBER: "4",
    METRICS_SPOOL_DIR: env.METRICS_SPOOL_DIR ?? mkdtempSync(path.join(scratchDir(), "metrics-spool-")),
    ...env,
  });
}

/**
 * Solves a fresh bot-check challenge of this app (issue 20 §4) the way the widget does, and returns
 * the payload the widget would submit: send it as the `X-Altcha` header (see `captchaHeaders`).
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/captcha/challenge" });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** `{ "x-altcha": payload }` with a freshly solved challenge, for sign-up, anonymous filings and guarded sign-ins. */
export async function captchaHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  return { "x-altcha": await solveCaptcha(app) };
}

/** A migrated database and the real app over it. */
export async function startApp(backend: Backend, env: Record<string, string> = {}, extend?: (app: FastifyInstance) => void) {
  const { db, dispose } = await backend.open({ migrated: true });
  await migrate(db);
  const config = testConfig(env);
  const app = await buildApp({ config, db, logger: false });
  extend?.(app);
  await app.ready();
  // The metrics spool opens in the background (issue 31 §2): a test starts once it has.
  await app.metrics.whenStarted();
  return {
    app,
    db,
    async close() {
      await app.close();
      await dispose();
      if (!env.METRICS_SPOOL_DIR) rmSync(config.metricsSpoolDir, { recursive: true, force: true });
    },
  };
}

/** The raw metrics tables the writer fills (spec §7). */
export const METRIC_TABLES = ["metric_page_views", "metric_events", "metric_web_vitals", "metric_page_times", "metric_dead_letters"];
/** The aggregates the reports read (issue 22, 014_metric_aggregates.sql, 017) and the session state they keep. */
export const METRIC_AGGREGATES = [
  "metric_page_stats",
  "metric_dimension_stats",
  "metric_event_stats",
  "metric_search_stats",
  "metric_vital_stats",
  "metric_sessions",
  "metric_session_pages",
  "metric_search_sessions",
  // The networks each term was searched from (019_metric_spool.sql, issue 31 §5).
  "metric_search_networks",
  // The help assistant's questions (017_assistant_questions.sql).
  "metric_assistant_stats",
  "metric_assistant_sessions",
];

/**
 * Empties the metrics of a started app once its writer has stored what it accepted: the raw rows
 * and their aggregates together, as a report would otherwise count rows a test deleted.
 */
export async function clearMetrics(s: { app: FastifyInstance; db: Db }): Promise<void> {
  await s.app.metrics.writer.drain();
  for (const t of [...METRIC_TABLES, ...METRIC_AGGREGATES]) await s.db.query(`DELETE FROM ${t}`);
}
