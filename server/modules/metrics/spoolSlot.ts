import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, unlink, utimes, stat } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

/**
 * A process's place in the metrics spool directory (issue 31 §2). The directory holds slots
 * (`slot-0`, `slot-1`, …); a process takes the lowest free one, so instances that share a
 * DATA_DIR on one host each get their own, and a restarted process finds the slot (and the rows)
 * its predecessor left. A slot keeps an `id` file (the spool id the database's checkpoints are
 * kept under: it outlives the processes) and, while a process holds it, a `lock` file whose time
 * the holder refreshes.
 */

/** Slots a spool directory may hold; more live processes than this on one directory refuse to start. */
const MAX_SLOTS = 16;
/** How often the holder touches its lock. */
const LOCK_REFRESH_MS = 10_000;
/** A lock untouched this long belongs to a process that is gone (another host, or a frozen one). */
const LOCK_STALE_MS = 60_000;

/** Locks this process holds (an app built twice in one process, as tests do, must not share a slot). */
const heldHere = new Set<string>();

interface LockContent {
  pid: number;
  host: string;
  nonce: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Writes a file and its directory entry durably (write to a temporary name, fsync, rename, fsync the directory). */
export async function writeFileDurably(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  const fh = await open(temp, "w");
  try {
    await fh.writeFile(text);
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(temp, file);
  await syncDirectory(path.dirname(file));
}

/** Makes the directory's entries (a new or removed file) durable. */
export async function syncDirectory(dir: string): Promise<void> {
  const fh = await open(dir, "r");
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

async function isStale(lock: string): Promise<boolean> {
  let content: LockContent;
  let mtimeMs: number;
  try {
    content = JSON.parse(await readFile(lock, "utf8")) as LockContent;
    mtimeMs = (await stat(lock)).mtimeMs;
  } catch (err) {
    // Gone meanwhile, or torn by a crash while it was written: nobody holds it.
    return (err as NodeJS.ErrnoException).code === "ENOENT" || err instanceof SyntaxError;
  }
  if (Date.now() - mtimeMs > LOCK_STALE_MS) return true;
  if (content.host !== hostname()) return false;
  if (content.pid === process.pid) return !heldHere.has(lock);
  return !alive(content.pid);
}

/** Creates the lock when nobody holds it; true when this process now holds it. */
async function tryLock(lock: string): Promise<boolean> {
  const content: LockContent = { pid: process.pid, host: hostname(), nonce: randomUUID() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fh = await open(lock, "wx");
      try {
        await fh.writeFile(JSON.stringify(content));
        await fh.sync();
      } finally {
        await fh.close();
      }
      // Two processes that both found the old lock stale: the one whose lock is there holds it.
      const written = JSON.parse(await readFile(lock, "utf8")) as LockContent;
      if (written.nonce !== content.nonce) return false;
      heldHere.add(lock);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      if (attempt > 0 || !(await isStale(lock))) return false;
      await unlink(lock).catch(() => undefined);
    }
  }
  return false;
}

export interface SpoolSlot {
  /** The slot's folder (its segments live there). */
  dir: string;
  /** The spool id: the key of this slot's checkpoints in the database. */
  id: string;
  /** Lets the slot go (the lock file is removed). */
  release(): Promise<void>;
}

/** Takes the lowest free slot of `root` (created when missing); throws when all are held. */
export async function takeSlot(root: string): Promise<SpoolSlot> {
  await mkdir(root, { recursive: true });
  for (let n = 0; n < MAX_SLOTS; n++) {
    const dir = path.join(root, `slot-${n}`);
    await mkdir(dir, { recursive: true });
    const lock = path.join(dir, "lock");
    if (!(await tryLock(lock))) continue;
    const idFile = path.join(dir, "id");
    let id = (await readFile(idFile, "utf8").catch(() => "")).trim();
    if (!/^[0-9a-f-]{36}$/.test(id)) {
      id = randomUUID();
      await writeFileDurably(idFile, `${id}\n`);
    }
    const timer = setInterval(() => {
      const now = new Date();
      void utimes(lock, now, now).catch(() => undefined);
    }, LOCK_REFRESH_MS);
    timer.unref();
    return {
      dir,
      id,
      async release() {
        clearInterval(timer);
        heldHere.delete(lock);
        await unlink(lock).catch(() => undefined);
      },
    };
  }
  throw new Error(`Metrics spool: the ${MAX_SLOTS} slots of ${root} are held by running processes (METRICS_SPOOL_DIR)`);
}
