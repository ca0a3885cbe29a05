#!/usr/bin/env node
/**
 * npm test: builds the app, runs Jest (client in jsdom, server on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL) and Playwright (the built app in Chromium), then prints one line
 * "N passed, N failed" summing both. Exits non-zero when anything failed.
 */
const { spawnSync } = require("node:child_process");
const { existsSync, mkdirSync, readFileSync, rmSync } = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const results = path.join(root, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

if (run("npm", ["run", "build"]) !== 0) {
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const jestFile = path.join(results, "jest.json");
run("npx", ["jest", "--json", `--outputFile=${jestFile}`], { NODE_OPTIONS: "--experimental-vm-modules" });
run("npx", ["playwright", "test"]);

let passed = 0;
let failed = 0;
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
