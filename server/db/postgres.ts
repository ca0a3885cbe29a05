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

/** The longest a statement may run before PostgreSQL cancels it (issue 22), unless the caller says. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * PostgreSQL through `DATABASE_URL`; `schema` pins the search_path (tests use one schema per file).
 * Every statement is bounded by `statementTimeoutMs` (DB_STATEMENT_TIMEOUT_MS; 0: none), so no
 * request holds the database for long; migrations lift it for their own transaction (migrate.ts).
 */
export async function openPostgres(connectionString: string, schema?: string, statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS): Promise<Db> {
  const pool = new Pool({
    connectionString,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    statement_timeout: statementTimeoutMs > 0 ? statementTimeoutMs : undefined,
  });
  // An idle connection the server ends (a restart, pg_terminate_backend, a failover) is an 'error'
  // event of the pool: without a listener it would end the process. The pool drops that client
  // and opens another when asked; one line on stderr says what happened (no logger yet here).
  pool.on("error", (err) => {
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: "PostgreSQL closed an idle connection", err: err.message })}\n`);
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
