#!/usr/bin/env node
/**
 * npm run bench: bundle sizes of the built SPA against the budgets of DESIGN §8, side by side in
 * one run. Builds first when dist/ is missing. Sizes are gzip -9 of each file, as a browser
 * would download them from the server's precompressed copies.
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
const initialJs = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
const initialCss = [...html.matchAll(/<link[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]);
const allJs = readdirSync(dist).filter((f) => f.endsWith(".js"));
const lazy = allJs.filter((f) => !initialJs.includes(f)).map((f) => ({ file: f, kb: gz(f) })).sort((a, b) => b.kb - a.kb);

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
row("initial JavaScript (gzip)", initialJsKb, BUDGET_INITIAL_KB);
row("initial CSS (gzip)", initialCssKb);
row("initial JS + CSS (gzip)", initialJsKb + initialCssKb, BUDGET_INITIAL_KB);
row(`largest lazy chunk: ${lazy[0]?.file ?? "-"}`, lazy[0]?.kb ?? 0, BUDGET_CHUNK_KB);
console.log("");
console.log("Lazy chunks (gzip):");
for (const c of lazy) console.log(`  ${pad(c.file, 42)} ${kb(c.kb)}${c.kb > BUDGET_CHUNK_KB ? "  OVER" : ""}`);
process.exitCode = failed ? 1 : 0;
