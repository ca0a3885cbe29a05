/**
 * Jest globalSetup of the server project: two PGlite data folders made once per run, which
 * test/server/support.ts copies for each database a test opens. A fresh PGlite runs initdb in WASM
 * (about 1.7 s of CPU); copying a folder and opening it takes about 0.3 s. "empty" is a database
 * as initdb leaves it (backend.open() stays an unmigrated database); "migrated" has every
 * migration on disk applied by the real `migrate()`, so it always matches server/db/migrations.
 * When a migration fails here, only "empty" is written and every startApp migrates for itself,
 * failing in the test that needs it, as before.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "../../server/db/migrate";
import { openPglite } from "../../server/db/pglite";
import { SNAPSHOT_ENV } from "./pgliteSnapshotEnv";

/** Writes the snapshots and names their folder in the environment the test workers inherit. */
export default async function pgliteSnapshot(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), "portal-jest-pglite-"));
  const empty = path.join(root, "empty");
  const db = await openPglite(empty);
  await db.close();
  const migrated = path.join(root, "migrated");
  try {
    cpSync(empty, migrated, { recursive: true });
    const m = await openPglite(migrated);
    try {
      await migrate(m);
    } finally {
      await m.close();
    }
  } catch (error) {
    rmSync(migrated, { recursive: true, force: true });
    console.warn(`PGlite snapshot without migrations (each test migrates): ${(error as Error).message}`);
  }
  mkdirSync(path.join(root, "open"), { recursive: true });
  process.env[SNAPSHOT_ENV] = root;
}
