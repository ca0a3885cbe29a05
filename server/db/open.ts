import path from "node:path";
import type { Config } from "../config";
import type { Db } from "./db";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function openDb(
  config: Pick<Config, "databaseUrl" | "dataDir" | "dbStatementTimeoutMs" | "dbConnectTimeoutMs" | "dbIdleInTransactionTimeoutMs">,
): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, undefined, {
        statementTimeoutMs: config.dbStatementTimeoutMs,
        connectTimeoutMs: config.dbConnectTimeoutMs,
        idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
      })
    : openPglite(path.join(config.dataDir, "pglite"));
}
