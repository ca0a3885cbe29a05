import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { openPglite } from "../../server/db/pglite";
import { openPostgres } from "../../server/db/postgres";

export interface Backend {
  name: string;
  open(): Promise<{ db: Db; dispose(): Promise<void> }>;
}

/** PGlite in every run; PostgreSQL too when TEST_DATABASE_URL is set (one schema per test file). */
export const backends: Backend[] = [
  {
    name: "PGlite",
    async open() {
      const db = await openPglite("memory://");
      return { db, dispose: () => db.close() };
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

/** Configuration for tests: defaults plus overrides, no SPA build needed. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ STATIC_DIR: "/nonexistent-dist", LOG_LEVEL: "silent", ...env });
}

/** A migrated database and the real app over it. */
export async function startApp(backend: Backend, env: Record<string, string> = {}, extend?: (app: FastifyInstance) => void) {
  const { db, dispose } = await backend.open();
  await migrate(db);
  const app = await buildApp({ config: testConfig(env), db, logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
