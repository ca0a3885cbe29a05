#!/usr/bin/env node
/**
 * `npm run screenshots`: the README's pictures of the portal (issue 21). Starts the built server on
 * its own port with the demo data, opens each screen in Chromium at 390 and 1366 px, light and dark,
 * as the person who would see it, and writes quantised PNGs to docs/screenshots/ (≤ 4 MB in all).
 *
 * Needs a build (`npm run build`). Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 */
const { startDemoServer } = require("./demoServer");
const { mkdirSync, readdirSync, rmSync, statSync, existsSync } = require("node:fs");
const path = require("node:path");
const { chromium } = require("@playwright/test");
const sharp = require("sharp");

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "docs", "screenshots");
const port = Number(process.env.SCREENSHOTS_PORT ?? 4187);
const siteOrigin = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, ".tmp", "screenshots-data");
const password = "Cafe-Con-Arepa-2026";
const BUDGET_BYTES = 4 * 1024 * 1024;

/**
 * The help assistant with an answer on screen (issue 33): opens the chat, asks what a visitor asks
 * first, and waits for the answer's "¿Le sirvió?".
 */
async function askTheAssistant(page) {
  await page.locator("[data-chat-widget] button[aria-expanded]").first().click();
  const panel = page.locator("#chat-panel");
  await panel.getByRole("textbox").fill("¿Cuál es el horario de atención de las oficinas?");
  await panel.getByRole("textbox").press("Enter");
  await panel.getByText("¿Le sirvió?").last().waitFor({ timeout: 20_000 });
}

/** The editor's preview of the page (issue 35 §1), at the width the screen offers first. */
async function showPreview(page) {
  await page.getByRole("button", { name: "Mostrar la vista previa" }).click();
  const frame = page.locator("iframe").first();
  await frame.waitFor({ timeout: 20_000 });
  await frame.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
}

/** The footer and its GOV.CO band (issue 35 §4). */
async function showFooter(page) {
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The outage map of an incident's page (issue 36 §4), its heading at the top of the screen. */
async function showOutageMap(page) {
  const heading = page.getByRole("heading", { name: "Mapa de daños" });
  await heading.waitFor({ timeout: 20_000 });
  await heading.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 8));
  await page.locator(".leaflet-container").waitFor({ timeout: 20_000 });
}

/**
 * An incident to show (issue 36): the operator opens one for two barrios and moves its ETR, as the
 * operators' screen does; "{incident}" in a path is its reference.
 */
async function openIncident() {
  const { token } = await login("operador@example.com");
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
  const now = Date.now();
  const opened = await fetch(`${siteOrigin}/api/admin/outages`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      service: "energia",
      areas: [
        { kind: "barrio", name: "El Jardín" },
        { kind: "barrio", name: "La Floresta" },
      ],
      cause: "Falla en un transformador de la red de media tensión",
      startedAt: new Date(now - 40 * 60_000).toISOString(),
      estimatedRestorationAt: new Date(now + 2 * 3_600_000).toISOString(),
      note: "La cuadrilla ya está en el sitio cambiando el transformador.",
    }),
  });
  if (opened.status !== 201) throw new Error(`opening the incident failed: ${opened.status} ${await opened.text()}`);
  const incident = await opened.json();
  const moved = await fetch(`${siteOrigin}/api/admin/outages/${incident.id}`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({ status: "working", estimatedRestorationAt: new Date(now + 3 * 3_600_000).toISOString(), version: incident.version }),
  });
  if (!moved.ok) throw new Error(`moving the ETR failed: ${moved.status}`);
  return incident.reference;
}

/** name, path, who sees it (null: a visitor), and what that person does first (optional). */
const SCREENS = [
  ["home", "/homePage", null],
  ["assistant", "/homePage", null, askTheAssistant],
  ["content-page", "/energia/ratesEnergy", null],
  ["news", "/noticias", null],
  ["sign-in", "/sign-in", null],
  ["account-summary", "/dashboard/dashboardGeneral", "cliente@example.com"],
  ["invoices", "/dashboard/invoiceInquiry", "cliente@example.com"],
  ["bill-explanation", "/dashboard/check-bill", "cliente@example.com"],
  ["payment-form", "/dashboard/online-payment", "cliente@example.com"],
  ["digital-bill", "/dashboard/digital-bill", "cliente@example.com"],
  ["admin-dashboard", "/admin/dashboard", "superadmin@example.com"],
  ["admin-pqrs", "/admin/pqrs", "superadmin@example.com"],
  ["admin-imports", "/admin/importaciones", "superadmin@example.com"],
  ["admin-tariffs", "/admin/tarifas", "superadmin@example.com"],
  ["admin-content", "/admin/contenido", "superadmin@example.com"],
  ["admin-content-edit", "/admin/contenido/editar?pagina=transparencia.annualPlan", "superadmin@example.com"],
  ["admin-content-preview", "/admin/contenido/editar?pagina=transparencia.annualPlan", "superadmin@example.com", showPreview],
  ["admin-documents", "/admin/documentos", "superadmin@example.com"],
  ["open-data", "/datos-abiertos", null],
  ["accessibility", "/accesibilidad", null],
  ["footer", "/homePage", null, showFooter],
  ["outage-incident", "/noticias-cortes/dano?ref={incident}", null],
  ["outage-map", "/noticias-cortes/dano?ref={incident}", null, showOutageMap],
  ["admin-outages", "/admin/incidentes", "operador@example.com"],
];
/** SCREENSHOTS_ONLY=name,name: only those screens, the others kept as they are. */
const ONLY = process.env.SCREENSHOTS_ONLY ? new Set(process.env.SCREENSHOTS_ONLY.split(",")) : null;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const MODES = ["light", "dark"];

async function startServer() {
  const { server } = await startDemoServer({ appRoot: root, port, dataDir, password });
  return server;
}

async function login(email) {
  const res = await fetch(`${siteOrigin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.json();
}

async function main() {
  if (!existsSync(path.join(root, "dist", "index.html")) || !existsSync(path.join(root, "dist-server", "server", "main.js"))) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
  if (!ONLY) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const server = await startServer();
  const incident = await openIncident().catch((e) => {
    server.kill();
    throw e;
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const sessions = new Map();
  try {
    for (const [name, path0, account, act] of SCREENS) {
      if (ONLY && !ONLY.has(name)) continue;
      const route = path0.replace("{incident}", encodeURIComponent(incident));
      if (account && !sessions.has(account)) sessions.set(account, await login(account));
      const session = account ? sessions.get(account) : null;
      for (const viewport of VIEWPORTS) {
        for (const mode of MODES) {
          const context = await browser.newContext({ viewport, locale: "es-CO", colorScheme: mode, reducedMotion: "reduce" });
          await context.addInitScript(
            ({ mode, session }) => {
              localStorage.setItem(
                "theme",
                JSON.stringify({
                  themeSchema: "default",
                  mode,
                  direction: "ltr",
                  panelExpand: false,
                  controlSize: "md",
                  layout: { type: "collapsibleSide", sideNavCollapse: false, previousType: "" },
                }),
              );
              if (session && !localStorage.getItem("sessionUser")) {
                localStorage.setItem("token", session.token);
                localStorage.setItem("sessionUser", JSON.stringify({ signedIn: true, user: session.user }));
              }
            },
            { mode, session },
          );
          const page = await context.newPage();
          await page.goto(siteOrigin + route, { waitUntil: "networkidle" });
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 20_000 });
          // Lazy images and charts: scroll once through the first screen's neighbourhood, then wait for them.
          await page.evaluate(async () => {
            await document.fonts.ready;
            await Promise.all([...document.images].filter((i) => i.loading !== "lazy").map((i) => (i.complete ? null : i.decode().catch(() => null))));
          });
          await page.waitForLoadState("networkidle");
          await page.waitForTimeout(300); // the last transitions of the header's lazy tools
          if (act) {
            await act(page);
            await page.waitForTimeout(300);
          }
          const png = await page.screenshot({ fullPage: false, animations: "disabled" });
          const file = path.join(outDir, `${name}-${viewport.width}-${mode}.png`);
          await sharp(png).png({ palette: true, quality: 80, effort: 10, compressionLevel: 9 }).toFile(file);
          await context.close();
          console.log(`${path.relative(root, file)}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
        }
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const total = readdirSync(outDir).reduce((sum, f) => sum + statSync(path.join(outDir, f)).size, 0);
  console.log(`${readdirSync(outDir).length} screenshots, ${(total / 1024 / 1024).toFixed(2)} MB in all (budget 4 MB)`);
  if (total > BUDGET_BYTES) {
    console.error("docs/screenshots is over its 4 MB budget");
    process.exit(1);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
