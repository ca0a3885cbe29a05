/**
 * Faults of the database itself, as opposed to faults of a statement (issue 31 §1): the connection
 * is gone, the server is starting or stopping, it is frozen, or its disk is full. Requests that
 * meet one answer 503 with Retry-After (server/http/errors.ts), and the process stays up: the
 * adapters recover by themselves when the database returns.
 */

/** SQLSTATEs that say the server cannot serve now, whatever the statement was. */
const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast or smart shutdown
  "57P02", // crash_shutdown: another backend crashed, every connection is reset
  "57P03", // cannot_connect_now: starting up, shutting down, in recovery
  "57P05", // idle_session_timeout
  "25P03", // idle_in_transaction_session_timeout ended the connection
  "53000", // insufficient_resources
  "53200", // out_of_memory
  "53300", // too_many_connections
  "58000", // system_error
  "58030", // io_error
]);

/** SQLSTATE disk_full: nothing can be written until an operator frees space. */
export const DISK_FULL_STATE = "53100";

/** Node's socket errors and node-postgres's own messages for a connection that is gone or never came. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const NETWORK_MESSAGES =
  /^(Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|terminating connection|the database system is (starting up|shutting down|in recovery mode)|server closed the connection unexpectedly)/i;

/**
 * The database cannot answer now (it is down, restarting, frozen, out of connections or out of
 * disk). `retryAfterS` is what the request tells its client; `diskFull` picks the message.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  readonly retryAfterS: number;
  readonly diskFull: boolean;

  constructor(message: string, options: { cause?: unknown; retryAfterS?: number; diskFull?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.name = "DatabaseUnavailableError";
    this.retryAfterS = options.retryAfterS ?? 5;
    this.diskFull = options.diskFull ?? false;
  }
}

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** True when `err` (or an error it wraps) is a fault of the database rather than of the statement. */
export function isDatabaseFault(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = codeOf(e);
    if (code && (UNAVAILABLE_STATES.has(code) || code === DISK_FULL_STATE || code.startsWith("08") || NETWORK_CODES.has(code))) return true;
    if (e instanceof Error && NETWORK_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** `err` as a DatabaseUnavailableError when it is a fault of the database; else `err` unchanged. */
export function asDatabaseFault(err: unknown): unknown {
  if (err instanceof DatabaseUnavailableError || !isDatabaseFault(err)) return err;
  const diskFull = codeOf(err) === DISK_FULL_STATE || /No space left on device|ENOSPC/i.test(err instanceof Error ? err.message : "");
  const message = err instanceof Error ? err.message : String(err);
  return new DatabaseUnavailableError(`The database is unavailable: ${message}`, { cause: err, diskFull });
}

/**
 * True when `err` says the connection was already gone before the statement could have had any
 * effect: PostgreSQL ended the session (57P01, pg_terminate_backend or a fast shutdown; a statement
 * under way is rolled back) or node-postgres refused to send on a client it knew was broken. A pooled
 * connection can be ended between two requests; the next statement on it meets this, and trying
 * it once on a fresh connection is safe (nothing it did was committed).
 */
export function isStaleConnection(err: unknown): boolean {
  if (codeOf(err) === "57P01") return true;
  return err instanceof Error && /^Client has encountered a connection error and is not queryable/.test(err.message);
}
