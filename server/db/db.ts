/** The database port: one SQL dialect (PostgreSQL) served by PGlite or a real server. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/**
 * Statements run in the order they are asked for: on a transaction's handle, a caller may ask for
 * the next before the last is answered (the metrics writer sums a batch while its rows are stored),
 * and the adapter runs them one after the other.
 */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * Resolves when the database answers (GET /api/health). A database with one connection (PGlite)
   * may answer for its progress instead of queueing a statement behind those already waiting.
   */
  ping?(): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
