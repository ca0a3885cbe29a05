/** Jest globalTeardown of the server project: removes the PGlite snapshots and any copy left open. */
import { rmSync } from "node:fs";
import { SNAPSHOT_ENV } from "./pgliteSnapshotEnv";

/** Deletes the folder test/setup/pgliteSnapshot.ts made. */
export default async function removePgliteSnapshot(): Promise<void> {
  const root = process.env[SNAPSHOT_ENV];
  if (root) rmSync(root, { recursive: true, force: true });
}
