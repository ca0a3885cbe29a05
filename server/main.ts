import { ConfigError, loadConfig, redactUrl, type Config } from "./config";
import { buildApp } from "./app";
import { isDatabaseFault } from "./db/faults";
import { openDb } from "./db/open";
import { migrate } from "./db/migrate";
import { redactSecrets } from "./http/logging";
import { seedDemo } from "./seed";

const SHUTDOWN_GRACE_MS = 10_000;
/** Waits between tries while the database cannot be reached at start (issue 31 §1); the last one repeats. */
const START_RETRY_S = [1, 2, 4, 8, 15, 30];

type Log = (level: "info" | "warn" | "error", fields: Record<string, unknown>, msg: string) => void;

/** Before the app's logger exists: one JSON line on stderr, as pino would write it. */
const bootLog: Log = (level, fields, msg) => {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stderr.write(`${JSON.stringify({ level: levels[level], time: Date.now(), msg, ...fields })}\n`);
};

/**
 * Runs `step` until it succeeds, waiting START_RETRY_S between tries and logging each (issue 31 §1:
 * a start while the database is down waits for it instead of exiting). Gives up on `stopped()`, and
 * at once on an error that is not the database's absence.
 */
async function untilItWorks<T>(what: string, step: () => Promise<T>, log: Log, stopped: () => boolean): Promise<T | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      // Only the database's absence is waited out; a failing migration or a bug stops the start.
      if (!isDatabaseFault(err)) throw err;
      if (stopped()) return undefined;
      const retryInS = START_RETRY_S[Math.min(attempt, START_RETRY_S.length) - 1];
      const error = redactSecrets(err instanceof Error ? err.message : String(err));
      log("warn", { attempt, retryInS, err: error }, `${what} failed; trying again`);
      await new Promise((r) => setTimeout(r, retryInS * 1000));
      if (stopped()) return undefined;
    }
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }

  let closing = false;
  const stopped = () => closing;
  const target = config.databaseUrl ? redactUrl(config.databaseUrl) : config.dataDir;
  const db = await untilItWorks("opening the database", () => openDb(config), bootLog, stopped);
  if (!db) process.exit(0);
  // The API answers 503 DATABASE_STARTING until the database answers and is migrated; pages are served.
  const app = await buildApp({ config, db, startWorkers: false });
  app.dbReady = false;
  const log: Log = (level, fields, msg) => app.log[level](fields, msg);

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // The database closes last: app.close() finishes in-flight requests and writes the accepted metrics.
    app
      .close()
      .then(() => db.close())
      .then(
        () => {
          app.log.info("shutdown complete");
          process.exit(0);
        },
        (err) => {
          app.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portal ${config.brandName} en ${config.publicUrl}`);

  const applied = await untilItWorks(`connecting to the database (${target})`, () => migrate(db), log, stopped);
  if (applied === undefined) return;
  app.log.info({ db: db.kind, target, migrations: applied }, "database ready");
  const seeded = await untilItWorks("loading the demo data", () => seedDemo(db, config, app.log).then(() => true), log, stopped);
  if (!seeded) return;
  app.dbReady = true;
  app.startWorkers();
}

main().catch((err) => {
  process.stderr.write(`No fue posible iniciar el servidor: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
