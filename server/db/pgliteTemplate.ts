import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The installed PGlite's version: a template is only good for the PGlite that made it. */
export function pgliteVersion(): string {
  const pkg = path.join(path.dirname(require.resolve("@electric-sql/pglite")), "..", "package.json");
  return String((JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version);
}

/** The folder holding package.json. */
function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * Where `npm run build:server` leaves an empty PGlite data folder as a gzipped tar
 * (server/cli/make-pglite-template.ts), named for the PGlite version that made it. A new database
 * starts from it instead of running initdb (issue 22: initdb peaks at about 770 MB of memory,
 * starting from the template at about 370 MB, and in a third of the time).
 */
export function pgliteTemplatePath(): string {
  return path.join(projectRoot(), "dist-server", `pglite-template-${pgliteVersion()}.tar.gz`);
}
