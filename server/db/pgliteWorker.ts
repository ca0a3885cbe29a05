/**
 * PGlite's own thread (issue 22): PostgreSQL in WASM runs each statement synchronously, so it runs
 * here and the server's thread only posts requests and awaits replies (server/db/pglite.ts).
 * Requests are started in arrival order; PGlite's own locks then run them one at a time and hold
 * every statement from outside a transaction until that transaction ends.
 */
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pgliteExtensions } from "./pgliteExtensions";
import { encodeError, MEMORY_DIR, MEMORY_SETTINGS, type Envelope, type Reply, type Status, type WorkerInit } from "./pgliteProtocol";

if (!parentPort) throw new Error("pgliteWorker runs only as a worker thread (see server/db/pglite.ts)");
const port = parentPort;

/** An open transaction: its handle, how to end it, and PGlite's promise that settles after COMMIT/ROLLBACK. */
interface OpenTx {
  tx: Transaction;
  end(commit: boolean): void;
  done: Promise<void>;
}

/** Thrown into PGlite's transaction callback to make it roll back; never reaches the caller. */
const ROLLBACK = new Error("rollback requested by the caller");

async function open({ dir, template }: WorkerInit): Promise<PGlite> {
  const settings = Object.entries(MEMORY_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  return PGlite.create(dir === MEMORY_DIR ? undefined : dir, {
    extensions: (await pgliteExtensions()) as never,
    startParams: [...PGlite.defaultStartParams, ...settings],
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
}

/** Opens a transaction and resolves once PGlite runs its callback, which then waits for `end`. */
function begin(pg: PGlite): Promise<OpenTx> {
  return new Promise<OpenTx>((opened, failed) => {
    const done = pg
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            opened({ tx, end: (ok) => (ok ? commit() : rollback(ROLLBACK)), done });
          }),
      )
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      });
    done.catch(failed); // BEGIN itself failed: the callback never ran
  });
}

function serve(pg: PGlite): void {
  const open = new Map<number, OpenTx>();
  const target = (tx?: number) => {
    if (tx === undefined) return pg;
    const t = open.get(tx);
    if (!t) throw new Error(`transaction ${tx} is not open`);
    return t.tx;
  };
  const run = async (m: Envelope): Promise<unknown> => {
    switch (m.op) {
      case "query": {
        const res = await target(m.tx).query(m.sql, m.params as unknown[]);
        return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
      }
      case "exec":
        await target(m.tx).exec(m.sql);
        return undefined;
      case "begin":
        open.set(m.id, await begin(pg));
        return m.id;
      case "end": {
        const t = open.get(m.tx);
        if (!t) throw new Error(`transaction ${m.tx} is not open`);
        open.delete(m.tx);
        t.end(m.commit);
        await t.done;
        return undefined;
      }
      case "close":
        await pg.close();
        return undefined;
    }
  };
  port.on("message", (m: Envelope) => {
    run(m).then(
      (value) => {
        port.postMessage({ id: m.id, ok: true, value } satisfies Reply);
        // Closed: nothing else will come; letting the port go lets the thread end by itself.
        if (m.op === "close") port.close();
      },
      (err: unknown) => port.postMessage({ id: m.id, ok: false, error: encodeError(err) } satisfies Reply),
    );
  });
}

async function main(init: WorkerInit): Promise<void> {
  let pg: PGlite;
  try {
    pg = await open(init);
  } catch (err) {
    port.postMessage({ ready: false, error: encodeError(err) } satisfies Status);
    return;
  }
  if (init.initOnly) {
    await pg.close();
  } else {
    serve(pg);
  }
  port.postMessage({ ready: true, probe: {} } satisfies Status);
}

void main(workerData as WorkerInit);
