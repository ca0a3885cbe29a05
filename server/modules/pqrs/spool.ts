import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Issue 31 §5: a filing's files wait on disk, never in memory, from their arrival until the
 * filing's transaction stores them (one at a time). Each request has its own files; `dispose`
 * deletes them whatever the outcome (filed, refused, cut, failed).
 */
export class UploadSpool {
  private readonly paths: string[] = [];

  constructor(private readonly dir: string) {}

  /** A new file of this request's, opened for writing (only by this process's user). */
  async create(): Promise<{ path: string; stream: WriteStream }> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dir, `${randomUUID()}.part`);
    this.paths.push(file);
    return { path: file, stream: createWriteStream(file, { flags: "wx", mode: 0o600 }) };
  }

  /** Deletes every file of this request. */
  async dispose(): Promise<void> {
    await Promise.all(this.paths.splice(0).map((file) => rm(file, { force: true })));
  }
}

/** An upload still being written changes its file every few seconds at worst (§4's body time limit). */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** The files a killed process left behind: untouched for an hour, no request is still writing them. */
export async function sweepSpool(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > ABANDONED_AFTER_MS) {
      await rm(file, { force: true, recursive: true });
      removed++;
    }
  }
  return removed;
}
