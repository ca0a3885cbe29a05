import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/db";

/**
 * Demo data for the embedded default (DESIGN §6). Runs once: the marker in app_meta makes a second
 * start reuse what is there. Later modules add their demo rows here.
 */
export async function seedDemo(db: Db, config: Config, log: FastifyBaseLogger): Promise<boolean> {
  if (!config.seedDemo) return false;
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      "INSERT INTO app_meta (key, value) VALUES ('demo_seeded_at', $1) ON CONFLICT (key) DO NOTHING",
      [new Date().toISOString()],
    );
    if (inserted.rowCount === 0) return false;
    log.info("demo data seeded");
    return true;
  });
}
