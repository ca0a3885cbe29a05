import { existsSync } from "node:fs";
import path from "node:path";

/** The folder holding package.json, whether running from server/ (ts-node) or dist-server/. */
export function projectRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${from}`);
    dir = parent;
  }
  return dir;
}
