import { Pool, type PoolClient } from "pg";
import type { Db, Queryable, QueryResult } from "./db";

function wrap(q: Pool | PoolClient): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const res = await q.query(sql, params as unknown[]);
      return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await q.query(sql);
    },
  };
}

/** PostgreSQL through `DATABASE_URL`; `schema` pins the search_path (tests use one schema per file). */
export async function openPostgres(connectionString: string, schema?: string): Promise<Db> {
  const pool = new Pool({
    connectionString,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  await pool.query("SELECT 1"); // fail fast at start-up
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
