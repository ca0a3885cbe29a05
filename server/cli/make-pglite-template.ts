/**
 * `npm run build:server` ends with this: an empty PGlite data folder (initdb's output) written as a
 * gzipped tar to dist-server/, from which a new embedded database starts (server/db/pgliteTemplate.ts).
 * Made at build time, where memory is plentiful (webpack needs more), so that a first start on a
 * small machine never runs initdb.
 */
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteTemplatePath } from "../db/pgliteTemplate";

async function main(): Promise<void> {
  const pg = await PGlite.create();
  try {
    const tar = await pg.dumpDataDir("gzip");
    writeFileSync(pgliteTemplatePath(), Buffer.from(await tar.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`No se pudo preparar la plantilla de PGlite: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
