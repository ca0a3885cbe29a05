import { defineConfig } from "@playwright/test";
import { ADMIN_PORT, ANALYTICS_PORT, APPINSIGHTS_CONNECTION_STRING, DEMO_PASSWORD, PARENT_ORIGIN, PORTAL_PORT as PORT } from "./e2e/demo";
import { WOMPI_PORTAL_ORIGIN, WOMPI_PORTAL_PORT, WOMPI_STANDIN_PORT, WOMPI_TEST_KEYS } from "./e2e/demo";

/** E2E against the real built app and server (embedded PGlite in a fresh folder). */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A minute a test: this 2-core machine is shared and its speed varies from run to run (a journey of
  // 17 s alone took over 30 s under load); a passing test takes no longer for it.
  timeout: 60_000,
  outputDir: "test-results/playwright-artifacts",
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    locale: "es-CO",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-quic",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "rm -rf .tmp/e2e-data && node dist-server/server/main.js",
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".tmp/e2e-data",
        LOG_LEVEL: "warn",
        SEED_DEMO: "true",
        DEMO_PASSWORD,
        ALLOWED_PARENT_ORIGINS: PARENT_ORIGIN,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      },
    },
    {
      // The same build with Application Insights configured (consent banner, the SDK after consent);
      // its ingestion endpoint is a port the tests intercept (the edge of the world, DESIGN §8).
      command: "rm -rf .tmp/e2e-analytics-data && node dist-server/server/main.js",
      url: `http://127.0.0.1:${ANALYTICS_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(ANALYTICS_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".tmp/e2e-analytics-data",
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        PUBLIC_URL: `http://127.0.0.1:${ANALYTICS_PORT}`,
        APPINSIGHTS_CONNECTION_STRING: APPINSIGHTS_CONNECTION_STRING,
      },
    },
    {
      // Administration (issue 9) changes the site's settings and deactivates accounts: on a portal of
      // its own, so the banner, the chat switch and the changed lines never meet the other tests.
      command: "rm -rf .tmp/e2e-admin-data && node dist-server/server/main.js",
      url: `http://127.0.0.1:${ADMIN_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(ADMIN_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".tmp/e2e-admin-data",
        LOG_LEVEL: "warn",
        SEED_DEMO: "true",
        DEMO_PASSWORD,
        PUBLIC_URL: `http://127.0.0.1:${ADMIN_PORT}`,
      },
    },
    {
      // Issue 20 §1: a stand-in for Wompi's API and bank (the edge of the world, DESIGN §8)...
      command: "node e2e/fixtures/wompi-standin.js",
      url: `http://127.0.0.1:${WOMPI_STANDIN_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { WOMPI_STANDIN_PORT: String(WOMPI_STANDIN_PORT), PORTAL_ORIGIN: WOMPI_PORTAL_ORIGIN, ...WOMPI_TEST_KEYS },
    },
    {
      // ...and a portal paying through the Wompi adapter against it.
      command: "rm -rf .tmp/e2e-wompi-data && node dist-server/server/main.js",
      url: `${WOMPI_PORTAL_ORIGIN}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(WOMPI_PORTAL_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".tmp/e2e-wompi-data",
        LOG_LEVEL: "warn",
        SEED_DEMO: "true",
        DEMO_PASSWORD,
        PUBLIC_URL: WOMPI_PORTAL_ORIGIN,
        PAYMENT_GATEWAY: "wompi",
        WOMPI_ENV: "sandbox",
        // Wompi's sandbox moves no money: a start with it must say so (issue 31 §5).
        ALLOW_SANDBOX_PAYMENTS: "true",
        WOMPI_API_URL: `http://127.0.0.1:${WOMPI_STANDIN_PORT}/v1`,
        // Issue 32 §2: the stand-in's hosted checkout.
        WOMPI_CHECKOUT_URL: `http://127.0.0.1:${WOMPI_STANDIN_PORT}/p/`,
        ...WOMPI_TEST_KEYS,
      },
    },
  ],
});
