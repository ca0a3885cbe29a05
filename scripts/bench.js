#!/usr/bin/env node
/**
 * npm run bench: bundle sizes of the built SPA against the budgets of DESIGN §8, Lighthouse, the
 * metrics ingestion rate against the raw INSERT rate (scripts/bench-metrics.js), compressed against
 * plain responses (bench-http.js), the admin searches at 100,000 rows (bench-search.js) and the
 * reports at 10k, 100k and 1M page views on both databases (bench-reports.js), and a bank collection
 * file of 100,000 payments imported on both databases (bench-collections.js), and the billing
 * system's feed of 100,000 invoices against raw INSERTs on both (bench-import.js), and every list and
 * count at demo size against 50,000 news, 200,000 PQRS and 100,000 users (bench-lists.js), side by
 * side in one run. Builds first when dist/ is missing. Sizes are gzip -9 of each file, as a browser
 * would download them from the server's precompressed copies.
 *
 * BENCH_BASELINE=<git revision> also builds that revision (a git worktree in .tmp/bench-baseline,
 * sharing node_modules when package-lock.json is the same) and runs Lighthouse on both builds in
 * the same run, page by page in turn, printing before and after side by side.
 * BENCH_ONLY=lighthouse stops after Lighthouse (the server benches take about half an hour).
 * BENCH_LIGHTHOUSE_PAGES=/a,/b measures only those pages (and /homePage, for the LCP ratio).
 * Signed-in pages are audited by scripts/lighthouse-page.mjs in a browser holding the demo account's
 * session (the demo accounts' password is drawn for the run and never printed).
 */
const { execSync } = require("node:child_process");
const { existsSync, readFileSync, readdirSync } = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");

const root = path.resolve(__dirname, "..");
const dist = path.join(root, "dist");
const BUDGET_INITIAL_KB = 150;
const BUDGET_CHUNK_KB = 35;

if (!existsSync(path.join(dist, "index.html"))) {
  execSync("npm run build:client", { cwd: root, stdio: "inherit" });
}

const gz = (file) => zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const br = (file) =>
  zlib.brotliCompressSync(readFileSync(path.join(dist, file)), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length / 1024;

const html = readFileSync(path.join(dist, "index.html"), "utf8");
// #portal-boot (inline) loads the scripts listed in #portal-scripts once the page has painted.
const listed = html.match(/<script id="portal-scripts" type="application\/json">([^<]*)<\/script>/);
const initialJs = [
  ...[...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]),
  ...(listed ? JSON.parse(listed[1]).map((f) => f.replace(/^\//, "")) : []),
];
const initialCss = [...html.matchAll(/<link[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]);
const allJs = readdirSync(dist).filter((f) => f.endsWith(".js"));
const lazy = allJs
  .filter((f) => !initialJs.includes(f))
  .map((f) => ({ file: f, kb: gz(f) }))
  .sort((a, b) => b.kb - a.kb);
/**
 * Third-party SDKs loaded on their own, never with a page: Application Insights loads only after
 * the visitor accepts analytics cookies and only where APPINSIGHTS_CONNECTION_STRING is set. The
 * 35 KB budget is for the chunks a page needs; these are listed apart. So is the news editor's
 * TipTap / ProseMirror chunk, which only administrators load, after /admin/noticias has shown, and
 * Leaflet (map-vendor, issue 36 §4), which loads only where an outage map is drawn, after the page
 * and its text list of the affected areas have shown (the list is the map's accessible equivalent).
 */
const SDK_CHUNKS = /^(appinsights|editor-vendor|map-vendor)\./;
const pageLazy = lazy.filter((c) => !SDK_CHUNKS.test(c.file));

/**
 * The files an `import(/* webpackChunkName: name *\/ …)` loads: the named chunk and the chunks
 * loaded beside it (`Promise.all([x.e(513), x.e(2709)])` in the importing code), by the runtime's
 * map of chunk ids to names (a chunk without a name is its id: `513.<hash>.js`).
 */
function chunkGroupOf(name) {
  const runtime = initialJs.find((f) => /^runtime\./.test(f));
  const names = runtime ? readFileSync(path.join(dist, runtime), "utf8") : "";
  const id = names.match(new RegExp(`(\\d+):"${name}"`))?.[1];
  if (!id) return allJs.filter((f) => f.startsWith(`${name}.`));
  const ids = new Set([id]);
  for (const f of allJs) {
    for (const m of readFileSync(path.join(dist, f), "utf8").matchAll(/Promise\.all\(\[([^\]]*)\]\)/g)) {
      const group = [...m[1].matchAll(/\.e\((\d+)\)/g)].map((x) => x[1]);
      if (group.includes(id)) group.forEach((x) => ids.add(x));
    }
  }
  // A chunk's file is `<name or id>.<hash>.js`; the runtime's other map (id → hash) holds only hex.
  const fileOf = (x) => {
    const named = names.match(new RegExp(`[{,]${x}:"([^"]*[^0-9a-f"][^"]*)"`))?.[1] ?? x;
    return allJs.find((f) => f.startsWith(`${named}.`) && /^[^.]+\.[0-9a-f]+\.js$/.test(f));
  };
  return [...ids].map(fileOf).filter(Boolean);
}

const pad = (s, n) => String(s).padEnd(n);
const kb = (n) => `${n.toFixed(1)} KB`;
let failed = false;
const row = (label, value, budget) => {
  const ok = budget === undefined || value <= budget;
  if (!ok) failed = true;
  console.log(`${pad(label, 44)} ${pad(kb(value), 10)} ${budget === undefined ? "" : `${ok ? "ok  " : "OVER"} (budget ${budget} KB)`}`);
};

console.log("Initial files of a public page (index.html):");
for (const f of [...initialJs, ...initialCss]) console.log(`  ${pad(f, 42)} ${kb(gz(f))} gzip, ${kb(br(f))} brotli`);
const initialJsKb = initialJs.reduce((s, f) => s + gz(f), 0);
const initialCssKb = initialCss.reduce((s, f) => s + gz(f), 0);
console.log("");
const bootKb = (html.match(/<script id="portal-boot">([\s\S]*?)<\/script>/)?.[1].length ?? 0) / 1024;
console.log(`  ${pad("inline boot loader in the HTML", 42)} ${kb(bootKb)} (uncompressed)`);
row("initial JavaScript (gzip)", initialJsKb, BUDGET_INITIAL_KB);
row("initial CSS (gzip)", initialCssKb);
row("initial JS + CSS (gzip)", initialJsKb + initialCssKb, BUDGET_INITIAL_KB);
row(`largest lazy chunk: ${pageLazy[0]?.file ?? "-"}`, pageLazy[0]?.kb ?? 0, BUDGET_CHUNK_KB);
// The help assistant (issue 24 §1): what opening the chat downloads, together: its chunk, the chunks
// webpack loads with it (MiniSearch's, shared with /buscar), and its index.
const assistantFiles = chunkGroupOf("assistant");
if (assistantFiles.length > 0) {
  const parts = [...assistantFiles, "assistant-index.json"];
  row(
    `assistant: ${parts.join(" + ")}`,
    parts.reduce((sum, f) => sum + gz(f), 0),
    BUDGET_CHUNK_KB,
  );
}
for (const c of lazy.filter((x) => SDK_CHUNKS.test(x.file))) {
  row(`${c.file.startsWith("appinsights") ? "SDK chunk after consent" : "admin editor libraries"}: ${c.file}`, c.kb);
}
console.log("");
console.log("Lazy chunks (gzip):");
for (const c of lazy) console.log(`  ${pad(c.file, 42)} ${kb(c.kb)}${c.kb > BUDGET_CHUNK_KB && !SDK_CHUNKS.test(c.file) ? "  OVER" : ""}`);

/** Each server bench prints its table and resolves to false when it misses a target. */
const serverBenches = [
  () => require("./bench-metrics").benchMetrics(),
  () => require("./bench-http").benchHttp(),
  () => require("./bench-search").benchSearch(),
  () => require("./bench-lists").benchLists(),
  () => require("./bench-reports").benchReports(),
  () => require("./bench-collections").benchCollections(),
  () => require("./bench-import").benchImport(),
];

/**
 * The pages Lighthouse measures: the home, two content pages (edited in the portal since issue 35),
 * the news list and sign-in; and (issue 37) where signed-in people spend their time, each signed in
 * as its demo account (the third column): the customer's summary, invoices and payment, the
 * administrators' dashboard and the metrics dashboard.
 */
const LIGHTHOUSE_PAGES = [
  ["/homePage", "home"],
  ["/energia/ratesEnergy", "content"],
  ["/who-we-are", "content-documents"],
  ["/noticias", "news"],
  ["/sign-in", "sign-in"],
  ["/dashboard/dashboardGeneral", "account-summary", "cliente@example.com"],
  ["/dashboard/invoiceInquiry", "invoices", "cliente@example.com"],
  ["/dashboard/onlinePayment", "payment", "cliente@example.com"],
  ["/admin/dashboard", "admin-dashboard", "admin@example.com"],
  ["/metrics-dashboard", "metrics-dashboard", "admin@example.com"],
];
const PLAIN_NAME = "bench-home-sin-scripts.html";
const LCP_RATIO_TARGET = 1.2;

/**
 * Builds BENCH_BASELINE in a worktree of its own (once per revision: a finished build is kept) and
 * returns its folder.
 */
function prepareBaseline(rev) {
  const { rmSync, symlinkSync, writeFileSync } = require("node:fs");
  const sha = execSync(`git rev-parse ${rev}^{commit}`, { cwd: root, encoding: "utf8" }).trim();
  const dir = path.join(root, ".tmp", "bench-baseline");
  const stamp = path.join(dir, ".bench-built");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === sha) return { dir, sha };
  execSync("git worktree prune", { cwd: root });
  if (existsSync(dir)) {
    execSync(`git worktree remove --force ${JSON.stringify(dir)}`, { cwd: root, stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Construyendo la línea base ${rev} (${sha.slice(0, 10)}) en ${path.relative(root, dir)}…`);
  execSync(`git worktree add --detach ${JSON.stringify(dir)} ${sha}`, { cwd: root, stdio: "ignore" });
  const sameLock = execSync(`git diff --quiet ${sha} -- package-lock.json && echo same || echo changed`, { cwd: root, encoding: "utf8" }).trim() === "same";
  if (sameLock) symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  else execSync("npm ci --no-audit --no-fund", { cwd: dir, stdio: "inherit" });
  execSync("npm run build", { cwd: dir, stdio: "inherit" });
  writeFileSync(stamp, sha);
  return { dir, sha };
}

/** Starts the built server of appRoot on port with a fresh demo database; the plain home is written into its dist first. */
async function startPortal(appRoot, port, label) {
  const { rmSync, writeFileSync } = require("node:fs");
  const { startDemoServer } = require("./demoServer");
  const CLIENT_CONFIG_PLACEHOLDER = "<!--PORTAL_CONFIG-->"; // src/shared/config.ts
  const appDist = path.join(appRoot, "dist");
  if (!existsSync(path.join(appRoot, "dist-server", "server", "main.js"))) execSync("npm run build:server", { cwd: appRoot, stdio: "inherit" });
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, ".tmp", `bench-data-${label}`);
  // The same content as a plain HTML file: the prerendered home with every script removed. Written
  // before the server starts: it serves the static files it found at start (no per-request lookup).
  const plainFile = path.join(appDist, PLAIN_NAME);
  const manifest = JSON.parse(readFileSync(path.join(appDist, "prerendered", "manifest.json"), "utf8"));
  const plain = readFileSync(path.join(appDist, "prerendered", manifest.pages["/homePage"]), "utf8")
    .replace(CLIENT_CONFIG_PLACEHOLDER, "")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  writeFileSync(plainFile, plain);
  writeFileSync(`${plainFile}.gz`, zlib.gzipSync(Buffer.from(plain), { level: 9 }));
  writeFileSync(`${plainFile}.br`, zlib.brotliCompressSync(Buffer.from(plain)));
  // The demo accounts' password for the signed-in pages: drawn here, never printed.
  const demoPassword = `Banco-${require("node:crypto").randomBytes(18).toString("base64url")}`;
  const removePlain = () => {
    for (const f of [plainFile, `${plainFile}.gz`, `${plainFile}.br`]) rmSync(f, { force: true });
  };
  try {
    const { server } = await startDemoServer({ appRoot, port, dataDir, password: demoPassword, stdout: "inherit" });
    const stop = () => {
      removePlain();
      server.kill("SIGTERM");
    };
    return { origin, stop, label, demoPassword, sessions: new Map() };
  } catch (err) {
    removePlain();
    throw new Error(`el servidor ${label} no respondió en ${origin}`, { cause: err });
  }
}

/**
 * Lighthouse (mobile, its default throttling) on LIGHTHOUSE_PAGES, served by the real server; and
 * the LCP of the prerendered home against the same HTML without any script, served by the same
 * server in the same run. With BENCH_BASELINE, the same on the baseline's build, in turn.
 */
async function lighthouseBench() {
  const { spawnSync } = require("node:child_process");
  const { mkdirSync } = require("node:fs");
  const lhDir = path.join(root, "tools", "lighthouse");
  const lhBin = path.join(lhDir, "node_modules", ".bin", "lighthouse");
  if (!existsSync(lhBin)) execSync("npm install --no-audit --no-fund", { cwd: lhDir, stdio: "inherit" });
  const chrome = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  const baselineRev = process.env.BENCH_BASELINE;
  const baseline = baselineRev ? prepareBaseline(baselineRev) : null;
  const outDir = path.join(root, "bench", "lighthouse");
  mkdirSync(outDir, { recursive: true });
  const flags =
    "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --lang=es-CO --accept-lang=es-CO";
  /** The browser storage of a signed-in demo account (what the SPA keeps after signing in), once per portal and account. */
  const sessionOf = async (portal, email) => {
    if (!portal.sessions.has(email)) {
      // The health check's kept-alive connection may be closed by the server as it is reused here,
      // a minute of audits later ("other side closed"): one more try on a new connection.
      const signIn = () =>
        fetch(`${portal.origin}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: portal.demoPassword }),
        });
      const res = await signIn().catch(signIn);
      const body = await res.json().catch(() => ({}));
      if (!res.ok || !body.token) throw new Error(`no fue posible ingresar como ${email}: HTTP ${res.status}`);
      portal.sessions.set(email, JSON.stringify({ token: body.token, sessionUser: JSON.stringify({ signedIn: true, user: body.user ?? null }) }));
    }
    return portal.sessions.get(email);
  };
  const audit = async (portal, route, name, account) => {
    const out = path.join(outDir, `${portal.label === "after" ? "" : `${portal.label}-`}${name}.json`);
    const url = `${portal.origin}${encodeURI(route)}`;
    const storage = account ? await sessionOf(portal, account) : null;
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): try up to three times.
    let res;
    for (let attempt = 0; attempt < 3; attempt++) {
      res = storage
        ? spawnSync(process.execPath, [path.join(root, "scripts", "lighthouse-page.mjs"), url, out, chrome, flags, storage], {
            stdio: ["ignore", "ignore", "inherit"],
          })
        : spawnSync(
            lhBin,
            [url, `--chrome-flags=${flags}`, "--output=json", `--output-path=${out}`, "--only-categories=performance,accessibility", "--quiet"],
            { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "ignore"] },
          );
      if (res.status === 0) break;
    }
    if (res.status !== 0) throw new Error(`lighthouse ${route}: salida ${res.status}`);
    const r = JSON.parse(readFileSync(out, "utf8"));
    const num = (id) => r.audits[id]?.numericValue ?? NaN;
    // The accessibility audits that failed. aria-hidden-focus on Tabster's focus guards only (Fluent's
    // `data-tabster-dummy` elements, which Tabster makes tabbable while focus is outside the page, as
    // it is in an audit) is the known false positive that e2e's axe check also sets aside
    // (microsoft/tabster#288): it is shown, not judged.
    const failedA11y = (r.categories.accessibility?.auditRefs ?? []).map((ref) => r.audits[ref.id]).filter((a) => a && a.score !== null && a.score < 1);
    const guardsOnly = (a) =>
      a.id === "aria-hidden-focus" &&
      (a.details?.items ?? []).length > 0 &&
      a.details.items.every((it) => /\bdata-tabster-dummy\b/.test(it.node?.snippet ?? ""));
    return {
      performance: Math.round((r.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((r.categories.accessibility?.score ?? 0) * 100),
      a11yFindings: failedA11y.filter((a) => !guardsOnly(a)).map((a) => a.id),
      tabsterGuards: failedA11y.some(guardsOnly),
      fcp: num("first-contentful-paint"),
      lcp: num("largest-contentful-paint"),
      tbt: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
    };
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  // Port 4196 is not on the Fetch standard's list of blocked ports (4190 is); nor is 4197.
  const portals = [];
  try {
    if (baseline) portals.push(await startPortal(baseline.dir, 4197, "before"));
    portals.push(await startPortal(root, 4196, "after"));
    // Three runs a page and build, as Lighthouse CI does by default (its scores vary from run to run
    // on a shared machine): the row is the median run by performance; the range shows the other two.
    // The builds take turns run by run, so a slow minute of the machine falls on both.
    const results = new Map(portals.map((p) => [p.label, new Map()]));
    const only = process.env.BENCH_LIGHTHOUSE_PAGES ? process.env.BENCH_LIGHTHOUSE_PAGES.split(",") : null;
    const pages = LIGHTHOUSE_PAGES.filter(([route]) => !only || only.includes(route) || route === "/homePage");
    for (const [route, name, account] of [...pages, [`/${PLAIN_NAME}`, "plain"]]) {
      for (const i of [1, 2, 3]) {
        for (const portal of portals) {
          const runs = results.get(portal.label).get(route) ?? [];
          runs.push(await audit(portal, route, i === 1 ? name : `${name}-run${i}`, account));
          results.get(portal.label).set(route, runs);
        }
      }
    }

    console.log("");
    console.log(
      `Lighthouse, mobile (simulated slow 4G, 4x CPU), median of 3 runs a page${baseline ? `; before = ${baselineRev} (${baseline.sha.slice(0, 10)}), after = this checkout` : ""}:`,
    );
    console.log(
      `  ${pad("route (signed in as)", 40)} ${baseline ? pad("build", 7) : ""}${pad("perf", 6)} ${pad("range", 8)} ${pad("a11y", 6)} ${pad("FCP", 9)} ${pad("LCP", 9)} ${pad("TBT", 9)} CLS (worst)`,
    );
    let tabsterNote = false;
    for (const [route, , account] of pages) {
      const shown = account ? `${route} (${account.split("@")[0]})` : route;
      for (const portal of portals) {
        const runs = [...results.get(portal.label).get(route)].sort((a, b) => a.performance - b.performance);
        const r = runs[1];
        // Accessibility 100, or short of it by Tabster's guards alone (a report without the category scores 0 and fails).
        const ok = r.performance >= 95 && runs.every((x) => (x.accessibility === 100 || (x.tabsterGuards && x.a11yFindings.length === 0)) && x.cls < 0.1);
        const guards = runs.some((x) => x.tabsterGuards);
        if (guards) tabsterNote = true;
        // The target applies to this checkout; the baseline is shown for comparison.
        if (!ok && portal.label === "after") failed = true;
        const range = `${runs[0].performance}–${runs[2].performance}`;
        console.log(
          `  ${pad(portal === portals[0] ? shown : "", 40)} ${baseline ? pad(portal.label, 7) : ""}${pad(r.performance, 6)} ${pad(range, 8)} ${pad(`${r.accessibility}${guards ? "*" : ""}`, 6)} ${pad(`${Math.round(r.fcp)} ms`, 9)} ${pad(`${Math.round(r.lcp)} ms`, 9)} ${pad(`${Math.round(r.tbt)} ms`, 9)} ${Math.max(...runs.map((x) => x.cls)).toFixed(3)}${ok ? "" : "  BELOW TARGET (perf ≥ 95, a11y 100, CLS < 0.1)"}`,
        );
      }
    }
    if (tabsterNote) {
      console.log(
        "  * Lighthouse's only accessibility finding there is aria-hidden-focus on Tabster's focus guards (a date picker or popover starts Fluent's modalizer): the false positive microsoft/tabster#288, set aside as e2e's axe check does. Any other finding is BELOW TARGET.",
      );
    }
    // LCP ratio: the medians of the three runs of each, in the same run of the bench.
    console.log("");
    for (const portal of portals) {
      const homeLcp = median(
        results
          .get(portal.label)
          .get("/homePage")
          .map((x) => x.lcp),
      );
      const plainLcp = median(
        results
          .get(portal.label)
          .get(`/${PLAIN_NAME}`)
          .map((x) => x.lcp),
      );
      const ratio = homeLcp / plainLcp;
      const ok = ratio <= LCP_RATIO_TARGET;
      if (!ok && portal.label === "after") failed = true;
      const who = baseline ? `${pad(portal.label, 7)}` : "";
      console.log(
        `  ${who}LCP prerendered /homePage ${Math.round(homeLcp)} ms, same HTML without scripts ${Math.round(plainLcp)} ms: ratio ${ratio.toFixed(2)} ${ok ? "ok" : "OVER"} (target ≤ ${LCP_RATIO_TARGET})`,
      );
    }
    console.log(`  Reports: ${path.relative(root, outDir)}/*.json`);
  } finally {
    for (const p of portals) p.stop();
  }
}

lighthouseBench()
  .then(async () => {
    if (process.env.BENCH_ONLY === "lighthouse") return;
    for (const bench of serverBenches) {
      if ((await bench()) === false) failed = true;
    }
  })
  .catch((error) => {
    console.error(`El banco no pudo terminar: ${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ""}`);
    failed = true;
  })
  .finally(() => {
    process.exitCode = failed ? 1 : 0;
  });
