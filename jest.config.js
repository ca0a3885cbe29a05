/** Jest: client tests in jsdom, server tests in node against PGlite (and PostgreSQL when TEST_DATABASE_URL is set). */
// ESM-only packages Jest must compile to CommonJS; sanitize-html 2.17.6+ requires htmlparser2 12 and its ESM helpers.
const esm = [
  "react-intl",
  "@formatjs",
  "intl-messageformat",
  "cookie",
  "content-disposition",
  "pascua",
  "htmlparser2",
  "domhandler",
  "domutils",
  "domelementtype",
  "dom-serializer",
  "entities",
].join("|");
const transform = {
  "^.+\\.(t|j)sx?$": [
    "@swc/jest",
    {
      jsc: {
        parser: { syntax: "typescript", tsx: true, decorators: true },
        transform: { react: { runtime: "automatic" }, decoratorVersion: "2022-03" },
        target: "es2022",
      },
      module: { type: "commonjs" },
    },
  ],
};
// Also inside another package's own node_modules (sanitize-html/node_modules/htmlparser2).
const common = { transform, transformIgnorePatterns: [`/node_modules/(?!(?:[^/]+/node_modules/)*(${esm})/)`] };

module.exports = {
  // Jest reads testTimeout from the root only (the projects' own setting is ignored): a guard
  // against hangs, not a speed check. A fresh PGlite alone takes 3–5 s while other suites run, and
  // on a loaded run of this shared machine twenty password checks passed 20 s.
  testTimeout: 60_000,
  // Jest would take cores − 1 = one worker here; two overlap the database and password-hash waits
  // of one file with the work of another (the whole run: about 200 s instead of 360 s).
  maxWorkers: 2,
  projects: [
    {
      ...common,
      displayName: "client",
      testEnvironment: "jsdom",
      roots: ["<rootDir>/test"],
      testPathIgnorePatterns: ["/test/server/"],
      setupFiles: ["<rootDir>/test/setup/polyfills.ts"],
      setupFilesAfterEnv: ["<rootDir>/test/setup/dom.ts"],
    },
    {
      ...common,
      displayName: "server",
      testEnvironment: "node",
      // A guard against hangs, not a speed check: a fresh PGlite with every migration, or a
      // password hash, can take several seconds on a busy two-core machine.
      testTimeout: 60_000,
      roots: ["<rootDir>/test/server"],
      setupFiles: ["<rootDir>/test/setup/polyfills.ts"],
      // One initdb and one migration run per Jest run instead of one per database a test opens:
      // each test copies these PGlite data folders (test/setup/pgliteSnapshot.ts).
      globalSetup: "<rootDir>/test/setup/pgliteSnapshot.ts",
      globalTeardown: "<rootDir>/test/setup/pgliteSnapshotTeardown.ts",
    },
  ],
};
