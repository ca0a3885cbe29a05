/**
 * The built portal (dist-server) with a fresh demo database, for the scripts that drive it from
 * outside: the bench's Lighthouse runs (bench.js) and the screenshots (screenshots.js).
 */
const { spawn } = require("node:child_process");
const { rmSync } = require("node:fs");
const path = require("node:path");

/**
 * Starts `appRoot`'s built server on 127.0.0.1:`port` with its data in `dataDir` (emptied first),
 * demo data and the demo accounts' `password`; resolves once /api/health answers, with the child
 * process and the origin. `stdout`: "inherit" or "ignore".
 */
async function startDemoServer({ appRoot, port, dataDir, password, stdout = "ignore", timeoutMs = 60_000 }) {
  const origin = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [path.join(appRoot, "dist-server", "server", "main.js")], {
    cwd: appRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      DEMO_PASSWORD: password,
      PUBLIC_URL: origin,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { server, origin };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill("SIGTERM");
  throw new Error(`the server did not answer on ${origin}/api/health within ${timeoutMs / 1000} s`);
}

module.exports = { startDemoServer };
