#!/usr/bin/env node
/**
 * npm start: builds the SPA and the server when their output is missing, then runs the server
 * (embedded PGlite database under ./data, demo data on first start) on http://127.0.0.1:8080.
 *
 * The first build takes minutes on a small machine and webpack says nothing until it ends (issue 33
 * §4): each step is announced with what it does and about how long it takes, and a line every 20 s
 * says it is still going and for how long.
 */
const { spawn } = require("node:child_process");
const { existsSync } = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const TICK_MS = Number(process.env.START_TICK_MS ?? 20_000);

/** Runs one build step with its announcement, a heartbeat while it runs, and its duration at the end. */
function step(script, what) {
  return new Promise((resolve) => {
    const started = Date.now();
    const seconds = () => Math.round((Date.now() - started) / 1000);
    console.log(`\n▶ ${what} (npm run ${script})…`);
    const ticker = setInterval(() => console.log(`  … sigue: ${what.toLowerCase()} (${seconds()} s)`), TICK_MS);
    const child = spawn("npm", ["run", script], { cwd: root, stdio: "inherit" });
    child.on("exit", (code) => {
      clearInterval(ticker);
      if (code !== 0) {
        console.error(`✖ ${what}: falló tras ${seconds()} s (código ${code}). Revise los mensajes de arriba.`);
        process.exit(code ?? 1);
      }
      console.log(`✔ ${what}: listo en ${seconds()} s.`);
      resolve();
    });
  });
}

async function main() {
  const needClient = !existsSync(path.join(root, "dist", "index.html"));
  const needServer = !existsSync(path.join(root, "dist-server", "server", "main.js"));
  if (needClient || needServer) {
    console.log(
      "Primer arranque: hay que compilar el portal. En una máquina de dos núcleos tarda unos 3 a 5 minutos; los siguientes arranques tardan segundos.",
    );
  }
  if (needClient) await step("build:client", "Compilando la aplicación web y prerenderizando las páginas públicas (2 a 4 minutos)");
  if (needServer) await step("build:server", "Compilando el servidor y preparando la base de datos embebida (menos de un minuto)");
  console.log("\nIniciando el servidor. La página de inicio pública queda en /homePage (por ejemplo http://127.0.0.1:8080/homePage).");

  const child = spawn(process.execPath, [path.join(root, "dist-server", "server", "main.js")], { cwd: root, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

void main();
