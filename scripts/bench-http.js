/**
 * Compressed against uncompressed responses (issue 22): requests per second for a prerendered page
 * and the main hashed JS file asked for with `Accept-Encoding: identity`, `gzip` and `br`, each
 * after a 1 s warm-up, with the same number of connections, in one run. Compressed bodies come from memory,
 * so br and gzip should cost what identity costs: the target is br/identity and gzip/identity ≥ 0.9.
 * Run directly, it starts the built server (npm run build) on port 4311 and stops it afterwards.
 * The load comes from httpLoad.js (Node's http client), not autocannon, which read gzip at 0.56 ×
 * identity where wrk read 1.2 ×: it measured itself.
 */
const { spawn } = require("node:child_process");
const { readdirSync, rmSync } = require("node:fs");
const path = require("node:path");
const { httpLoad } = require("./httpLoad");

const root = path.resolve(__dirname, "..");
const PORT = 4311;
const CONNECTIONS = 10;
const WARM_UP_S = 1;
const TARGET = 0.9;
const CODINGS = ["identity", "gzip", "br"];

function load(url, coding, seconds) {
  return httpLoad({ url, connections: CONNECTIONS, duration: seconds, headers: { "accept-encoding": coding } });
}

/** Fails when the server does not answer in the coding asked for: the run would measure something else. */
async function checkCoding(url, coding) {
  const res = await fetch(url, { headers: { "accept-encoding": coding } });
  await res.arrayBuffer();
  const got = res.headers.get("content-encoding") ?? "identity";
  if (res.status !== 200 || got !== coding) throw new Error(`${url} con Accept-Encoding ${coding}: HTTP ${res.status}, ${got}`);
}

/**
 * Requests per second for path in each coding: `{ identity, gzip, br }`. After a warm-up of each,
 * the codings take turns in 1 s slices until each has had `seconds`, so a neighbour's load on a
 * shared machine weighs on all three alike rather than on whichever ran last.
 */
async function benchCompression({ baseUrl, path: urlPath = "/homePage", seconds = 5 }) {
  const url = new URL(urlPath, baseUrl).toString();
  const totals = Object.fromEntries(CODINGS.map((coding) => [coding, { requests: 0, seconds: 0 }]));
  for (const coding of CODINGS) {
    await checkCoding(url, coding);
    await load(url, coding, WARM_UP_S);
  }
  for (let slice = 0; slice < seconds; slice++) {
    for (const coding of CODINGS) {
      const result = await load(url, coding, 1);
      if (result.errors || result.timeouts || result.non2xx) {
        throw new Error(`${url} (${coding}): ${result.errors} errores, ${result.timeouts} sin respuesta, ${result.non2xx} no 2xx`);
      }
      totals[coding].requests += result.requests.total;
      totals[coding].seconds += result.duration;
    }
  }
  return Object.fromEntries(CODINGS.map((coding) => [coding, totals[coding].requests / totals[coding].seconds]));
}

function startServer(dataDir) {
  const child = spawn(process.execPath, [path.join(root, "dist-server", "server", "main.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return { child, exited };
}

async function waitHealthy(baseUrl) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("el servidor del banco HTTP no respondió");
}

/** The entry bundle webpack wrote (main.<hash>.js). */
function mainBundle() {
  const file = readdirSync(path.join(root, "dist")).find((f) => /^main\.[0-9a-f]{8,}\.js$/.test(f));
  if (!file) throw new Error("No hay dist/main.<hash>.js: ejecute npm run build");
  return `/${file}`;
}

/** Starts the built server, measures the home page and the main bundle, prints one table; false below target. */
async function benchHttp({ seconds = 5 } = {}) {
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const dataDir = path.join(root, ".tmp", "bench-http");
  rmSync(dataDir, { recursive: true, force: true });
  const { child, exited } = startServer(dataDir);
  const results = [];
  try {
    await waitHealthy(baseUrl);
    for (const urlPath of ["/homePage", mainBundle()]) {
      results.push({ path: urlPath, ...(await benchCompression({ baseUrl, path: urlPath, seconds })) });
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }

  const n = (x) => Math.round(x).toLocaleString("es-CO");
  const pad = (s, w) => String(s).padEnd(w);
  console.log("");
  console.log(
    `Compressed responses (Node's http client, ${CONNECTIONS} keep-alive connections; ${seconds} s per coding in 1 s turns, after ${WARM_UP_S} s of warm-up each):`,
  );
  console.log(`  ${pad("path", 24)} ${pad("identity/s", 11)} ${pad("gzip/s", 9)} ${pad("br/s", 9)} ${pad("gzip/id", 8)} br/id`);
  let ok = true;
  for (const r of results) {
    const gzip = r.gzip / r.identity;
    const br = r.br / r.identity;
    const pass = gzip >= TARGET && br >= TARGET;
    if (!pass) ok = false;
    console.log(
      `  ${pad(r.path, 24)} ${pad(n(r.identity), 11)} ${pad(n(r.gzip), 9)} ${pad(n(r.br), 9)} ${pad(gzip.toFixed(2), 8)} ${br.toFixed(2)}${pass ? "" : `  BELOW TARGET (≥ ${TARGET})`}`,
    );
  }
  console.log(ok ? "  PASS" : "  FAIL");
  return ok;
}

module.exports = { benchCompression, benchHttp };

if (require.main === module) {
  benchHttp().then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
