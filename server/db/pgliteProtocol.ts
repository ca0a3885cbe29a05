/**
 * What server/db/pglite.ts (the server's thread) and server/db/pgliteWorker.ts (PGlite's thread)
 * say to each other, and the settings PGlite starts with. Values cross as structured clones, so
 * Date, Uint8Array, bigint, arrays and JSON objects arrive as they left; errors are flattened.
 */
/** The `dir` that means an in-memory database (tests). */
export const MEMORY_DIR = "memory://";

/**
 * What the worker is started with. `initOnly`: create the data folder (initdb) and stop.
 * `template`: a new data folder is unpacked from this gzipped tar instead (pgliteTemplate.ts).
 */
export interface WorkerInit {
  dir: string;
  initOnly: boolean;
  template?: string;
}

export type Request =
  | { op: "query"; sql: string; params: readonly unknown[]; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  /** Opens a transaction: the answer comes once PGlite has it, and its id is this request's id. */
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "close" };

export type Envelope = Request & { id: number };

/** A thrown value as it crosses: its message plus every plain-valued property (code, detail, …). */
export interface WireError {
  message: string;
  props: Record<string, string | number | boolean | null>;
}

export type Reply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: WireError };

/**
 * From the worker before any reply: PGlite is open (or could not be). `probe` is an empty object:
 * whether it arrives with this realm's Object.prototype tells whether replies need `adopt`.
 */
export type Status = { ready: true; probe: object } | { ready: false; error: WireError };

/**
 * PostgreSQL's memory settings for the embedded server (issue 22): shared_buffers is taken and
 * zeroed in full at start-up inside PGlite's WASM memory, so its default of 128 MB was 128 MB of
 * resident memory more; reads still hit the OS page cache, so scans of a million rows take as long
 * with 16 MB. work_mem bounds each sort or hash of a GROUP BY / count(DISTINCT …), which spill to
 * temporary files beyond it. WASM memory never shrinks once grown, so these are its ceiling.
 */
export const MEMORY_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  work_mem: "4MB",
  hash_mem_multiplier: "2",
  maintenance_work_mem: "16MB",
  temp_buffers: "4MB",
};

/** Flattens a thrown value so that it can be posted; SQLSTATE `code`, `detail`, `constraint`… survive. */
export function encodeError(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), props: {} };
  const props: WireError["props"] = {};
  for (const [key, value] of Object.entries(err)) {
    // Objects (the failed query's params, its parser options) may not clone, and may hold secrets.
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) props[key] = value as string | number | boolean | null;
  }
  // Not err.stack: the caller's replaces it, and formatting it costs (source maps under ts-node).
  return { message: err.message, props };
}

/**
 * The error as the caller sees it: same message and properties as PGlite's own, with the caller's
 * stack (`caller`, captured when the call was made) under the message instead of the worker's.
 * The stack is formatted only when read: formatting is the costly part (source maps under Jest).
 */
export function decodeError(wire: WireError, caller?: { stack?: string }): Error {
  const err = Object.assign(new Error(wire.message), wire.props);
  if (caller) {
    let stack: string | undefined;
    Object.defineProperty(err, "stack", {
      configurable: true,
      get: () => (stack ??= [`${String(err.name)}: ${wire.message}`, ...(caller.stack ?? "").split("\n").slice(1)].join("\n")),
      set: (value: string) => (stack = value),
    });
  }
  return err;
}

/**
 * Rebuilds a reply with this realm's Date, Array and Object. Only under Jest, whose tests run in a
 * vm context: postMessage builds values with the main context's constructors, so `instanceof Date`
 * (server/modules/metrics/aggregates.ts) and toStrictEqual would see foreign values. Typed arrays
 * are shared between the two and pass as they are.
 */
export function adopt(value: unknown): unknown {
  if (value === null || typeof value !== "object" || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) return Array.from(value, adopt); // not map(): it would build a foreign array again
  if (Object.prototype.toString.call(value) === "[object Date]") return new Date((value as Date).getTime());
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = adopt(item);
  return copy;
}
