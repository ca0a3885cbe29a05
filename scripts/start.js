#!/usr/bin/env node
/**
 * npm start: builds the SPA and the server when their output is missing, then runs the server
 * (embedded PGlite database under ./data, demo data on first start) on http://127.0.0.1:8080.
 */
const { execSync, spawn } = require("node:child_process");
const { existsSync } = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const run = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit" });

if (!existsSync(path.join(root, "dist", "index.html"))) run("npm run build:client");
if (!existsSync(path.join(root, "dist-server", "server", "main.js"))) run("npm run build:server");

const child = spawn(process.execPath, [path.join(root, "dist-server", "server", "main.js")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
