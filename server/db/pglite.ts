import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import type { Db, Queryable, QueryResult } from "./db";
import { pgliteTemplatePath } from "./pgliteTemplate";
import { asDatabaseFault, DatabaseUnavailableError } from "./faults";
import { adopt, decodeError, MEMORY_DIR, type Reply, type Request, type Status, type WorkerInit } from "./pgliteProtocol";

/** The worker's JS heap at most (PGlite's WASM memory is outside it, bounded by MEMORY_SETTINGS). */
const WORKER_HEAP_MB = 256;
/** A worker with calls waiting that has answered none for this long counts as stalled (ping). */
const STALL_MS = 5_000;

/** A call posted to the worker and not yet answered. */
interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
  /** Holds the caller's stack, put under a database error's message (formatted only then). */
  caller: { stack?: string };
}

/** The folder holding package.json: ts-node's settings for the worker when it runs from the sources. */
function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * The worker thread: the compiled pgliteWorker.js beside this file (dist-server), else the
 * TypeScript source (Jest, ts-node), which a Worker cannot load by itself: it registers ts-node,
 * transpile-only, in the new thread first.
 */
function spawnWorker(init: WorkerInit): Worker {
  // Rows cross as JS objects built in the worker's heap first: a result too large for the memory
  // budget (issue 22: 512 MB in all) ends the worker (ERR_WORKER_OUT_OF_MEMORY), not the server.
  const options = { workerData: init, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const compiled = path.join(__dirname, "pgliteWorker.js");
  if (existsSync(compiled)) return new Worker(compiled, options);
  const source = path.join(__dirname, "pgliteWorker.ts");
  const register = { transpileOnly: true, project: path.join(projectRoot(), "tsconfig.server.json") };
  const boot = `require(${JSON.stringify(require.resolve("ts-node"))}).register(${JSON.stringify(register)}); require(${JSON.stringify(source)});`;
  return new Worker(boot, { ...options, eval: true });
}

/** The error a call gets when the worker is gone; also what the server's log says. */
function stoppedError(code: number, cause: Error | undefined): Error {
  const why = cause ? `: ${cause.message}` : "";
  // Issue 31 §1: a request that meets it answers 503 and the next call starts a new worker.
  return new DatabaseUnavailableError(`The PGlite worker stopped (exit code ${code})${why}`, { cause, diskFull: /ENOSPC|No space left/i.test(why) });
}

/** A started worker, and whether its replies arrive built with another realm's constructors (see `adopt`). */
interface Started {
  worker: Worker;
  foreign: boolean;
}

/** Starts a worker and resolves once PGlite is open in it; a worker that fails to open is ended. */
function startWorker(init: WorkerInit): Promise<Started> {
  return new Promise((resolve, reject) => {
    const worker = spawnWorker(init);
    let cause: Error | undefined;
    const onError = (err: Error) => (cause = err);
    const onExit = (code: number) => reject(cause ?? stoppedError(code, undefined));
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.once("message", (status: Status) => {
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (status.ready) return resolve({ worker, foreign: Object.getPrototypeOf(status.probe) !== Object.prototype });
      void worker.terminate();
      reject(decodeError(status.error));
    });
  });
}

/**
 * PGlite in a worker thread behind the Db port (issue 22): a slow report query occupies that
 * thread only, so whatever needs no database (static and prerendered pages, timers, the metrics
 * intake's 202) keeps being answered; other statements queue behind it, PGlite having a single
 * connection. When the worker dies, the calls waiting on it fail and the next call starts a new
 * one, once per death: a new worker that cannot open the database ends it for good; an in-memory
 * database is never restarted (its data died with the worker).
 */
class PgliteWorkerDb implements Db {
  readonly kind = "pglite" as const;
  private worker: Worker | null = null;
  private foreign = false;
  private starting: Promise<Worker> | null = null;
  /** Counts the workers started: a transaction belongs to the one it began in. */
  private generation = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private openTransactions = 0;
  private idleWaiters: (() => void)[] = [];
  private closing: Promise<void> | null = null;
  /** Set when the database cannot be used any more: every call rejects with it. */
  private fatal: Error | null = null;
  /** When the worker last answered, or last got work while it had none (performance.now()). */
  private lastProgress = performance.now();

  constructor(private readonly dir: string) {}

  /** Opens the folder openPglite has made ready (or the in-memory database). */
  async start(): Promise<void> {
    this.attach(await startWorker({ dir: this.dir, initOnly: false }));
  }

  query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
    return this.call({ op: "query", sql, params }) as Promise<QueryResult<R>>;
  }

  async exec(sql: string): Promise<void> {
    await this.call({ op: "exec", sql });
  }

  /**
   * The health check (issue 22): while statements are waiting and the worker keeps answering them,
   * it is alive, and a `SELECT 1` queued behind a report would only measure the report. When it
   * has nothing to do, or has answered nothing for STALL_MS, it must answer `SELECT 1` within that.
   */
  async ping(): Promise<void> {
    if (this.fatal) throw this.fatal;
    if (this.closing) throw new DatabaseUnavailableError("The PGlite database is closed");
    if (this.worker && this.pending.size > 0 && performance.now() - this.lastProgress < STALL_MS) return;
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseUnavailableError(`The PGlite worker answered nothing for ${STALL_MS / 1000} s`)), STALL_MS);
    });
    try {
      await Promise.race([this.query("SELECT 1"), stalled]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** PGlite's transaction(), run in the worker: statements from outside wait until it ends. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    this.openTransactions++; // counted before BEGIN is answered, so close() waits for it
    try {
      const tx = (await this.call({ op: "begin" })) as number;
      const generation = this.generation;
      const inTx: Queryable = {
        query: <R>(sql: string, params: readonly unknown[] = []) => this.call({ op: "query", sql, params, tx }, generation) as Promise<QueryResult<R>>,
        exec: async (sql: string) => {
          await this.call({ op: "exec", sql, tx }, generation);
        },
      };
      let result: T;
      try {
        result = await fn(inTx);
      } catch (err) {
        // The caller's error, not ROLLBACK's: a failed ROLLBACK means the worker is already gone.
        await this.call({ op: "end", tx, commit: false }, generation).catch(() => undefined);
        throw err;
      }
      await this.call({ op: "end", tx, commit: true }, generation);
      return result;
    } finally {
      this.openTransactions--;
      this.settled();
    }
  }

  /** Waits for the calls and transactions under way, closes PGlite (data flushed) and ends the worker. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    await this.idle();
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    await this.post(worker, { op: "close" });
    await exited;
  }

  /**
   * Posts a request. `generation`: the worker a transaction began in; if that worker has died
   * since, the statement fails instead of running, outside the transaction, in a new one.
   */
  private async call(request: Request, generation?: number): Promise<unknown> {
    if (this.closing && generation === undefined) throw new DatabaseUnavailableError("The PGlite database is closed");
    if (generation !== undefined && generation !== this.generation) {
      throw new DatabaseUnavailableError("The transaction was lost: the PGlite worker stopped");
    }
    const worker = this.worker ?? (await this.restart());
    return this.post(worker, request);
  }

  private post(worker: Worker, request: Request): Promise<unknown> {
    const caller: { stack?: string } = {};
    // eslint-disable-next-line @typescript-eslint/unbound-method -- only marks where the captured stack is cut; never called
    Error.captureStackTrace(caller, this.call);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      if (this.pending.size === 0) this.lastProgress = performance.now();
      this.pending.set(id, { resolve, reject, caller });
      this.refreshRef();
      try {
        worker.postMessage({ ...request, id });
      } catch (err) {
        // DataCloneError: a parameter that cannot cross to the worker (a function, a class instance…).
        this.pending.delete(id);
        this.settled();
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what postMessage threw, an Error in practice, passed on as is
        reject(err);
      }
    });
  }

  /** Starts a worker in place of one that died, once per death (see the class comment). */
  private restart(): Promise<Worker> {
    if (this.fatal) return Promise.reject(this.fatal);
    this.starting ??= startWorker({ dir: this.dir, initOnly: false }).then(
      (started) => {
        this.starting = null;
        this.attach(started);
        return started.worker;
      },
      (err: Error) => {
        this.fatal = err;
        logFailure(`could not restart on ${this.dir}`, err);
        throw err;
      },
    );
    return this.starting;
  }

  private attach({ worker, foreign }: Started): void {
    this.worker = worker;
    this.foreign = foreign;
    this.generation++;
    let cause: Error | undefined;
    worker.on("message", (reply: Reply) => this.answer(reply));
    worker.on("error", (err) => (cause = err));
    worker.on("exit", (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.generation++; // transactions of this worker are gone
      const stopped = this.closing && this.pending.size === 0 ? null : stoppedError(code, cause);
      if (!stopped) return;
      logFailure(`stopped on ${this.dir}`, stopped);
      if (this.dir === MEMORY_DIR) this.fatal = stopped;
      for (const p of this.pending.values()) p.reject(stopped);
      this.pending.clear();
      this.settled();
    });
  }

  private answer(reply: Reply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.lastProgress = performance.now();
    this.pending.delete(reply.id);
    if (reply.ok) p.resolve(this.foreign ? adopt(reply.value) : reply.value);
    // A full disk (SQLSTATE 53100) and the like are the database's faults, not the statement's (issue 31 §1).
    else p.reject(asDatabaseFault(decodeError(reply.error, p.caller)) as Error);
    this.settled();
  }

  /** A call or a transaction ended: wake close() when nothing is left. */
  private settled(): void {
    this.refreshRef();
    if (this.pending.size > 0 || this.openTransactions > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  private idle(): Promise<void> {
    if (this.pending.size === 0 && this.openTransactions === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * The worker keeps the process alive only while something waits on it, as PGlite in-process
   * did: a script that forgets close() still exits, and one awaiting a query (or close()) does not
   * exit early.
   */
  private refreshRef(): void {
    if (!this.worker) return;
    if (this.closing || this.pending.size > 0 || this.openTransactions > 0) this.worker.ref();
    else this.worker.unref();
  }
}

/** The server has no logger here (the database opens before the app): one line on stderr. */
function logFailure(what: string, err: Error): void {
  process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: `PGlite worker ${what}`, err: err.message })}\n`);
}

/**
 * PGlite (PostgreSQL in WASM) in its own worker thread: persisted in `dir` (PGlite's own folder
 * layout), or in memory for "memory://". A new folder is made by a first, short-lived worker, from
 * the build's template when there is one (pgliteTemplate.ts), else by initdb; the serving worker
 * then opens it as it opens any existing folder. Both ways leave memory behind in the thread that
 * made the folder (initdb several hundred MB; unpacking the template about 140 MB, issue 37: a
 * fresh start peaked over 512 MB), and it ends with that thread.
 */
export async function openPglite(dir: string, options: { template?: string | null } = {}): Promise<Db> {
  if (dir !== MEMORY_DIR) {
    mkdirSync(path.dirname(dir), { recursive: true }); // PGlite creates only the last level
    if (!existsSync(path.join(dir, "PG_VERSION"))) {
      // `template`: a tar to start from, or null for initdb (tests); by default the build's.
      const made = options.template === undefined ? pgliteTemplatePath() : options.template;
      const template = made && existsSync(made) ? made : undefined;
      const { worker: init } = await startWorker({ dir, initOnly: true, template });
      await init.terminate(); // it has closed PGlite already; this waits for its memory to go
    }
  }
  const db = new PgliteWorkerDb(dir);
  await db.start();
  // A plain object of own functions, as before: callers may spread it ({ ...db, close }).
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    ping: () => db.ping(),
    close: () => db.close(),
  };
}
