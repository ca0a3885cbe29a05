import { randomUUID } from "node:crypto";
import { link, mkdir, open, readFile, rename, stat, unlink, utimes } from "node:fs/promises";
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

/**
 * Nonces of the locks this process holds or is taking (an app built twice in one process, as tests
 * do, must not share a slot).
 */
const ours = new Set<string>();

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

type Holder = { content: LockContent; mtimeMs: number } | "gone" | "torn";

/** Who holds `lock`: "gone" when there is no lock, "torn" when it cannot be read (written by a crash). */
async function holderOf(lock: string): Promise<Holder> {
  try {
    const content = JSON.parse(await readFile(lock, "utf8")) as LockContent;
    const { mtimeMs } = await stat(lock);
    return typeof content?.nonce === "string" ? { content, mtimeMs } : "torn";
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return "gone";
    if (err instanceof SyntaxError) return "torn";
    throw err;
  }
}

function isStale(holder: Exclude<Holder, "gone">): boolean {
  if (holder === "torn") return true;
  const { content, mtimeMs } = holder;
  if (Date.now() - mtimeMs > LOCK_STALE_MS) return true;
  if (content.host !== hostname()) return false;
  if (content.pid === process.pid) return !ours.has(content.nonce);
  return !alive(content.pid);
}

/** Links the whole file `mine` to `name`; false when `name` exists (link never replaces a file). */
async function claim(mine: string, name: string): Promise<boolean> {
  try {
    await link(mine, name);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
}

/**
 * Takes `lock` when nobody holds it: the lock's nonce when this process now holds it, else null.
 * The lock is written whole to a file of this process and then linked to its name, which fails
 * when the name exists: a lock is never seen half written. (It was created empty and then written,
 * and two processes starting at once took the one being written for a crash's torn lock: each took
 * the same slot, or one failed to open its spool.) A lock left by a dead process is removed only by
 * the one taker holding the slot's `lock.breaking`, after judging it again: two takers can never
 * both remove a lock, nor one remove the lock another has just taken.
 */
async function tryLock(lock: string): Promise<string | null> {
  const content: LockContent = { pid: process.pid, host: hostname(), nonce: randomUUID() };
  const mine = `${lock}.${content.nonce}.tmp`;
  const fh = await open(mine, "wx");
  try {
    await fh.writeFile(JSON.stringify(content));
    await fh.sync();
  } finally {
    await fh.close();
  }
  ours.add(content.nonce);
  let held = false;
  try {
    held = await claim(mine, lock);
    if (held) return content.nonce;
    const breaker = `${lock}.breaking`;
    if (!(await claim(mine, breaker))) {
      // Another taker is breaking it; or one died doing so (a moment's window), whose mark goes.
      const other = await holderOf(breaker);
      if (other === "gone" || !isStale(other)) return null;
      await unlink(breaker).catch(() => undefined);
      if (!(await claim(mine, breaker))) return null;
    }
    try {
      const holder = await holderOf(lock);
      if (holder !== "gone" && !isStale(holder)) return null;
      if (holder !== "gone") await unlink(lock).catch(() => undefined);
      held = await claim(mine, lock);
      return held ? content.nonce : null;
    } finally {
      await unlink(breaker).catch(() => undefined);
    }
  } finally {
    if (!held) ours.delete(content.nonce);
    await unlink(mine).catch(() => undefined);
  }
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
    const nonce = await tryLock(lock);
    if (nonce === null) continue;
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
        ours.delete(nonce);
        // Only this process's own lock (one judged stale while this process was frozen is another's now).
        const holder = await holderOf(lock).catch(() => "gone" as const);
        if (typeof holder === "object" && holder.content.nonce === nonce) await unlink(lock).catch(() => undefined);
      },
    };
  }
  throw new Error(`Metrics spool: the ${MAX_SLOTS} slots of ${root} are held by running processes (METRICS_SPOOL_DIR)`);
}
