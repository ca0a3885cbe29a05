import { ConfigError, loadConfig, redactUrl, type Config } from "./config";
import { buildApp } from "./app";
import { openDb } from "./db/open";
import { migrate } from "./db/migrate";
import { seedDemo } from "./seed";

const SHUTDOWN_GRACE_MS = 10_000;

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

  const db = await openDb(config);
  const applied = await migrate(db);
  const app = await buildApp({ config, db });
  app.log.info({ db: db.kind, target: config.databaseUrl ? redactUrl(config.databaseUrl) : config.dataDir, migrations: applied }, "database ready");
  await seedDemo(db, config, app.log);

  let closing = false;
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
}

main().catch((err) => {
  process.stderr.write(`No fue posible iniciar el servidor: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
