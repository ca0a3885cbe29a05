import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Db, Queryable, QueryResult } from "./db";

function wrap(q: Pick<PGlite, "query" | "exec">): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const res = await q.query<R>(sql, params as unknown[]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
  };
}

/** PGlite (PostgreSQL in WASM): persisted in `dir`, or in memory for "memory://". */
export async function openPglite(dir: string): Promise<Db> {
  if (dir !== "memory://") mkdirSync(path.dirname(dir), { recursive: true }); // PGlite creates only the last level
  const pg = await PGlite.create(dir === "memory://" ? undefined : dir);
  const base = wrap(pg);
  return {
    kind: "pglite",
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
