/** The variable naming the folder of the PGlite snapshots (test/setup/pgliteSnapshot.ts). */
export const SNAPSHOT_ENV = "PORTAL_TEST_PGLITE_SNAPSHOT";
