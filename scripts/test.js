#!/usr/bin/env node
/**
 * npm test: lints (ESLint and Prettier's check), builds the app, runs Jest (client in jsdom, server on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL) and Playwright (the built app in Chromium), then prints one line
 * "N passed, N failed" summing both. Exits non-zero when anything failed.
 *
 * Order: the server build (tsc) and the client build (webpack, prerender) start together; Jest
 * starts once the server build is done (one of its tests runs dist-server when it exists) and runs
 * beside webpack, which keeps about one of the two cores busy (measured: webpack 57 s and six
 * server test files 51 s one after the other, 70 s together). Playwright runs last, alone: it tests
 * dist/ and needs both cores for its browsers and portals.
 */
const { spawn } = require("node:child_process");
const { existsSync, mkdirSync, readFileSync, rmSync } = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Runs a command with this process's output; resolves to its exit status. */
const run = (cmd, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });

async function main() {
  const jestFile = path.join(results, "jest.json");
  // Lint (issue 23) runs beside the builds and before the suites; a finding counts as one failure.
  const lint = run("npm", ["run", "lint"]);
  const clientBuild = run("npm", ["run", "build:client"]);
  const serverBuilt = (await run("npm", ["run", "build:server"])) === 0;
  const linted = (await lint) === 0;
  if (!linted) console.log("npm run lint found problems (see above)");
  const jest = serverBuilt ? run("npx", ["jest", "--json", `--outputFile=${jestFile}`], { NODE_OPTIONS: "--experimental-vm-modules" }) : null;
  const clientBuilt = (await clientBuild) === 0;
  await jest;
  if (!serverBuilt || !clientBuilt) {
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
  await run("npx", ["playwright", "test"]);
  summarize(jestFile, linted ? 0 : 1);
}

/** Prints "N passed, N failed" over Jest's and Playwright's reports and exits with the verdict. */
function summarize(jestFile, lintFailures) {
  let passed = 0;
  let failed = lintFailures;
  if (existsSync(jestFile)) {
    const j = JSON.parse(readFileSync(jestFile, "utf8"));
    passed += j.numPassedTests;
    failed += j.numFailedTests + j.numRuntimeErrorTestSuites;
  } else failed += 1;
  const pwFile = path.join(results, "playwright.json");
  if (existsSync(pwFile)) {
    const p = JSON.parse(readFileSync(pwFile, "utf8"));
    passed += p.stats.expected;
    failed += p.stats.unexpected + p.stats.flaky + (p.errors?.length ?? 0);
  } else failed += 1;

  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
