/** Facts shared by playwright.config.ts and the specs: the demo password and the test origins. */

/**
 * The first of the test ports (4180 unless E2E_PORT_BASE says otherwise), so that two checkouts on
 * one machine can run their end-to-end tests side by side.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4180);
export const PORTAL_PORT = BASE + 0;
export const PORTAL_ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
/** A corporate page that may embed the portal (in ALLOWED_PARENT_ORIGINS). */
export const PARENT_PORT = BASE + 1;
export const PARENT_ORIGIN = `http://localhost:${PARENT_PORT}`;
/** A site that is not on the list. */
export const ROGUE_PORT = BASE + 2;
export const ROGUE_ORIGIN = `http://127.0.0.1:${ROGUE_PORT}`;
/** A second server of the same build with Application Insights configured. */
export const ANALYTICS_PORT = BASE + 3;
export const ANALYTICS_ORIGIN = `http://127.0.0.1:${ANALYTICS_PORT}`;
/** Where its Application Insights SDK sends: nothing listens there; the tests intercept it. */
/** A third portal with its own demo data for the administration tests: they change site-wide settings and accounts. */
export const ADMIN_PORT = BASE + 4;
export const ADMIN_ORIGIN = `http://127.0.0.1:${ADMIN_PORT}`;

export const APPINSIGHTS_INGESTION = `http://127.0.0.1:${BASE + 19}`;
export const APPINSIGHTS_CONNECTION_STRING = `InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=${APPINSIGHTS_INGESTION}/`;
/** DEMO_PASSWORD of the e2e server (DESIGN §6: the demo accounts' password comes from the environment). */
export const DEMO_PASSWORD = "Cafe-Con-Arepa-2026";
export const DEMO_ACCOUNTS = {
  customer: "cliente@example.com",
  admin: "admin@example.com",
  superAdmin: "superadmin@example.com",
  /** USER and OPERATOR: opens and updates unplanned outages (issue 36). */
  operator: "operador@example.com",
} as const;
/** A fourth portal paying through the Wompi adapter (issue 20 §1), against a local stand-in for Wompi's API. */
export const WOMPI_PORTAL_PORT = BASE + 5;
export const WOMPI_PORTAL_ORIGIN = `http://127.0.0.1:${WOMPI_PORTAL_PORT}`;
/** The stand-in (e2e/fixtures/wompi-standin.js): Wompi's documented endpoints and a fake bank page. */
export const WOMPI_STANDIN_PORT = BASE + 6;
/** Test keys of the sandbox environment's shape (not real keys). */
export const WOMPI_TEST_KEYS = {
  WOMPI_PUBLIC_KEY: "pub_test_e2eportal0000000000000000",
  WOMPI_PRIVATE_KEY: "prv_test_e2eportal0000000000000000",
  WOMPI_EVENTS_SECRET: "test_events_e2eportal000000000000",
  WOMPI_INTEGRITY_SECRET: "test_integrity_e2eportal000000000",
} as const;
