import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "./db";
import { projectRoot } from "../paths";

export const MIGRATIONS_DIR = path.join(projectRoot(), "server", "db", "migrations");
const MIGRATION_LOCK_ID = 7_270_001; // any constant: serialises instances starting together

/** Applies the plain-SQL migrations not yet applied, in file-name order, in one transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_ID]);
    // A migration may rebuild large tables (014 rebuilds the metrics aggregates): no statement limit.
    await tx.query("SET LOCAL statement_timeout = 0");
    await tx.exec("CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
    const done = new Set((await tx.query<{ id: string }>("SELECT id FROM schema_migrations")).rows.map((r) => r.id));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(path.join(dir, file), "utf8"));
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [file]);
      applied.push(file);
    }
    return applied;
  });
}
