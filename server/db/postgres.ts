import { Pool, type PoolClient } from "pg";
import type { Db, Queryable, QueryResult } from "./db";
import { asDatabaseFault, DatabaseUnavailableError, isDatabaseFault, isStaleConnection } from "./faults";

/** The longest a statement may run before PostgreSQL cancels it (issue 22), unless the caller says. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** The longest a request waits for a connection, new or from the pool (issue 31 §1). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** A transaction left open and idle this long is ended by PostgreSQL, releasing its locks (issue 31 §1). */
export const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/**
 * statement_timeout is kept by the server, so it cannot end a wait on a frozen one: the client
 * gives up this long after it, and the request answers 503 (issue 31 §1).
 */
const CLIENT_GRACE_MS = 5_000;

export interface PostgresTimeouts {
  /** DB_STATEMENT_TIMEOUT_MS; 0: none. */
  statementTimeoutMs?: number;
  /** DB_CONNECT_TIMEOUT_MS. */
  connectTimeoutMs?: number;
  /** DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; 0: none. */
  idleInTransactionTimeoutMs?: number;
}

type Log = (msg: string, fields: Record<string, unknown>) => void;

/** One JSON line on stderr, like the server's logger (the adapter is opened before the logger exists). */
const stderrLog: Log = (msg, fields) => {
  process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg, ...fields })}\n`);
};

/**
 * Statements on `q`. On the pool, a statement that met a connection PostgreSQL had already ended
 * (isStaleConnection: it had no effect) is tried once more on a fresh one, so the first request
 * after pg_terminate_backend or a failover is served instead of answering 503. Inside a
 * transaction nothing is retried here: the transaction as a whole is (openPostgres), and its
 * statements are queued here, in the order they were asked for (Queryable: a caller may ask for the
 * next before the last is answered), not in pg's own queue, which pg 9 removes.
 */
function wrap(q: Pool | PoolClient): Queryable {
  const pooled = q instanceof Pool;
  // Statements asked for and not yet answered; the first is sent at once (while its caller goes on
  // computing), the others after the one before them.
  let waiting = 0;
  let last: Promise<unknown> = Promise.resolve();
  const run = (sql: string, params?: unknown[]) => {
    if (pooled) return send(sql, params);
    const turn = waiting === 0 ? send(sql, params) : last.then(() => send(sql, params));
    waiting++;
    const done = () => void waiting--;
    last = turn.then(done, done);
    return turn;
  };
  const send = async (sql: string, params?: unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await q.query(sql, params);
      } catch (err) {
        if (!pooled || attempt > 1 || !isStaleConnection(err)) throw asDatabaseFault(err);
      }
    }
  };
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const res = await run(sql, params as unknown[]);
      return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await run(sql);
    },
  };
}

/**
 * PostgreSQL through `DATABASE_URL`; `schema` pins the search_path (tests use one schema per file).
 *
 * Issue 31 §1: a database that goes away never ends the process and never hangs a request for
 * long. Every client, idle or checked out, has an 'error' listener (node-postgres emits the
 * socket's end as an event, which ends the process when nobody listens); a client that failed is
 * destroyed, not returned to the pool; connection, statement and idle-in-transaction times are
 * bounded; and a fault of the database (its connection gone, a restart, a failover, a full disk) is
 * thrown as DatabaseUnavailableError, which a request answers with 503 and Retry-After. Nothing
 * is asked of the server until the first statement, so opening never fails: main.ts waits for the
 * database with backoff.
 */
export async function openPostgres(connectionString: string, schema?: string, timeouts: PostgresTimeouts | number = {}, log: Log = stderrLog): Promise<Db> {
  const t: PostgresTimeouts = typeof timeouts === "number" ? { statementTimeoutMs: timeouts } : timeouts;
  const statementTimeoutMs = t.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const idleInTransactionMs = t.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS;
  const pool = new Pool({
    connectionString,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    connectionTimeoutMillis: t.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs > 0 ? statementTimeoutMs : undefined,
    query_timeout: statementTimeoutMs > 0 ? statementTimeoutMs + CLIENT_GRACE_MS : undefined,
    idle_in_transaction_session_timeout: idleInTransactionMs > 0 ? idleInTransactionMs : undefined,
    keepAlive: true,
  });
  // An idle connection the server ends (a restart, pg_terminate_backend, a failover) is an 'error'
  // event of the pool; the pool drops that client and opens another when asked.
  pool.on("error", (err) => log("PostgreSQL closed an idle connection", { err: err.message }));
  // A checked-out client has no pool listener: its socket's end would be an unhandled 'error'. The
  // query under way (if any) fails with the same error, which is what the caller sees.
  pool.on("connect", (client) => {
    client.on("error", (err) => log("PostgreSQL connection lost", { err: err.message }));
  });
  let closed = false;
  /**
   * A client with its transaction open. A BEGIN that meets a connection PostgreSQL had already
   * ended (nothing of the caller has run yet) is tried once more on a fresh connection.
   */
  const begun = async (): Promise<PoolClient> => {
    for (let attempt = 1; ; attempt++) {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw asDatabaseFault(err);
      }
      try {
        await client.query("BEGIN");
        return client;
      } catch (err) {
        client.release(err instanceof Error ? err : new Error(String(err)));
        if (attempt > 1 || !isStaleConnection(err)) throw asDatabaseFault(err);
      }
    }
  };
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      if (closed) throw new DatabaseUnavailableError("The database is closed");
      const client = await begun();
      let broken: Error | undefined;
      try {
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (err) {
        if (isDatabaseFault(err)) broken = err instanceof Error ? err : new Error(String(err));
        else await client.query("ROLLBACK").catch((e: unknown) => (broken = e instanceof Error ? e : new Error(String(e))));
        throw asDatabaseFault(err);
      } finally {
        // A client whose connection failed is destroyed (release(err)), never handed out again.
        client.release(broken);
      }
    },
    async ping(): Promise<void> {
      await wrap(pool).query("SELECT 1");
    },
    close: async () => {
      closed = true;
      await pool.end();
    },
  };
}
