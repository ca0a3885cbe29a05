import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The PGlite extensions the schema needs, loaded wherever a PGlite instance is created (the
 * database worker and any in-process use). PostgreSQL gets the same ones through CREATE EXTENSION
 * in the migrations: pg_trgm for the substring searches of 015_search_indexes.sql (issue 22).
 */
export async function pgliteExtensions(): Promise<Record<string, unknown>> {
  return { pg_trgm };
}
