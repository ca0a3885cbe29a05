import { randomBytes } from "node:crypto";
import type { Queryable } from "./db";

/**
 * A random secret (256 bits, hex) created once per install and kept in app_meta under `key`, so
 * every instance on the same database shares it. Concurrent first calls agree: the insert that
 * loses the race does nothing and both read the stored value.
 */
export async function installSecret(db: Queryable, key: string): Promise<string> {
  await db.query("INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, randomBytes(32).toString("hex")]);
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_meta WHERE key = $1", [key]);
  return rows[0].value;
}
