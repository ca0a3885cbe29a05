import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Frame, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PARENT_ORIGIN, PARENT_PORT, PORTAL_ORIGIN, ROGUE_ORIGIN, ROGUE_PORT } from "./demo";
import { apiLogin } from "./support";

/**
 * Two origins (spec §4, §5): a corporate page on PARENT_ORIGIN (allowed) embeds the portal from
 * PORTAL_ORIGIN; a frame from ROGUE_ORIGIN (not allowed) tries to talk to the portal.
 */
const servers: Server[] = [];
function serve(file: string, port: number): Promise<void> {
  const html = readFileSync(path.join(__dirname, "fixtures", file));
  // Issue 24 §3: the README's example parent page, as a corporate site copies it (its one line changed).
  const example = readFileSync(path.join(__dirname, "..", "public", "iframe-parent-example.html"), "utf8").replace(
    'const PORTAL_URL = "https://portal.emsp.example/homePage";',
    `const PORTAL_URL = "${PORTAL_ORIGIN}/sign-in";`,
  );
  const server = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(req.url === "/iframe-parent-example.html" ? example : html);
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, resolve));
}

// One worker for this file: its servers hold fixed ports.
test.describe.configure({ mode: "serial" });
// The whole intranet page fits the window, so it never scrolls. Otherwise the portal's focus on its new
// page's heading (PageHeading) scrolls the parent to show it, and a click on the intranet's own button,
// aimed before that scroll, lands on whatever of the frame moved under it (it opened /energia/energyHome).
test.use({ viewport: { width: 1440, height: 1100 } });
test.beforeAll(async () => {
  await serve("parent.html", PARENT_PORT);
  await serve("rogue.html", ROGUE_PORT);
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

async function openParent(page: Page, portalPath: string, opts: { token?: string; rogue?: boolean } = {}) {
  const q = new URLSearchParams({ portal: PORTAL_ORIGIN + portalPath });
  if (opts.token) q.set("token", opts.token);
  if (opts.rogue) q.set("rogue", `${ROGUE_ORIGIN}/rogue.html`);
  await page.goto(`${PARENT_ORIGIN}/intranet.html?${q}`);
  await expectNoScroll(page);
  return page.frameLocator("#portal");
}

/** The intranet page fits the window (see the viewport above), so nothing of it moves under a click. */
async function expectNoScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
}

function portalFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(PORTAL_ORIGIN));
  if (!frame) throw new Error("the portal frame is not there");
  return frame;
}

// The portal frame is third-party here: Chromium denies it localStorage (and cookies), so the
// portal keeps its session in memory and the parent's copy of the token is what we can read.
test("the parent's token signs the embedded portal in, which reads the account with it; the parent's logout signs it out", async ({ page }) => {
  const { token } = await apiLogin(page.request, DEMO_ACCOUNTS.customer);
  const portal = await openParent(page, "/homePage", { token });
  await expect(portal.getByRole("banner").getByRole("button", { name: "Cuenta" })).toBeVisible();
  await expect(page.locator("#parent-log")).toContainText("REQUEST_TOKEN");

  // The account comes from GET /auth/me with Authorization: Bearer <shared token>.
  await portal.getByRole("banner").getByRole("button", { name: "Cuenta" }).click();
  await portal.getByRole("menuitem", { name: "Mi cuenta" }).click();
  await expect(portal.getByRole("heading", { level: 1, name: "Hola, Camila" })).toBeVisible();

  // The intranet's own button, clicked once: the intranet shows "(sin token)" once it has signed out.
  await page.getByRole("button", { name: "Cerrar sesión en la intranet" }).click();
  await expect(page.locator("#parent-token")).toHaveText("(sin token)");
  // The frame goes to the sign-in page (its chunk and the bot check load there), then shows Ingresar.
  await expect(portal.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible({ timeout: 15_000 });
  await expect(portal.getByRole("link", { name: "Ingresar" })).toBeVisible();
  // Nothing of the account is left in the frame.
  await expect(portal.getByRole("banner").getByRole("button", { name: "Cuenta" })).toHaveCount(0);
});

test("signing in inside the portal hands the token to the parent; signing out there tells the parent", async ({ page }) => {
  const portal = await openParent(page, "/sign-in");
  await expect(page.locator("#parent-token")).toHaveText("(sin token)");
  await portal.getByLabel("Correo electrónico").fill(DEMO_ACCOUNTS.customer);
  await portal.getByRole("textbox", { name: "Contraseña", exact: true }).fill(DEMO_PASSWORD);
  await portal.getByRole("button", { name: "Ingresar" }).click();
  await expect(portal.getByRole("heading", { level: 1, name: "Hola, Camila" })).toBeVisible();
  await expect(page.locator("#parent-token")).toHaveText(/^[A-Za-z0-9_-]{43,}$/);
  const token = await page.locator("#parent-token").textContent();
  // The token the parent received is the portal's session: the server knows it.
  const live = await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(live.status()).toBe(200);

  await portal.getByRole("banner").getByRole("button", { name: "Cuenta" }).click();
  await portal.getByRole("menuitem", { name: "Cerrar sesión" }).click();
  await expect(page.locator("#parent-token")).toHaveText("(sin token)");
  await expect(page.locator("#parent-log")).toContainText("LOGOUT");
  // The server revoked that token too.
  const me = await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test("a message from an origin not on the list changes nothing", async ({ page }) => {
  const customer = await apiLogin(page.request, DEMO_ACCOUNTS.customer);
  const admin = await apiLogin(page.request, DEMO_ACCOUNTS.admin);
  const portal = await openParent(page, "/homePage", { token: customer.token, rogue: true });
  await expect(portal.getByRole("banner").getByRole("button", { name: "Cuenta" })).toBeVisible();
  const frame = portalFrame(page);
  const rogue = page.frame({ name: "rogue" })!;
  await expect(rogue.locator("#rogue-state")).toHaveText("listo");

  // A listener added now runs after the portal's own, so once it has seen a message the portal has too.
  await frame.evaluate((origin) => {
    const seen: string[] = [];
    (window as unknown as { rogueSeen: string[] }).rogueSeen = seen;
    addEventListener("message", (e) => {
      if (e.origin === origin) seen.push((e.data as { type: string }).type);
    });
  }, ROGUE_ORIGIN);
  const seen = () => frame.evaluate(() => (window as unknown as { rogueSeen: string[] }).rogueSeen.join(" "));

  await rogue.evaluate(() => (window as unknown as { sendToPortal(m: object): void }).sendToPortal({ type: "LOGOUT" }));
  await expect.poll(seen).toBe("LOGOUT");
  await expect(portal.getByRole("banner").getByRole("button", { name: "Cuenta" })).toBeVisible();

  await rogue.evaluate((t) => (window as unknown as { sendToPortal(m: object): void }).sendToPortal({ type: "TOKEN", token: t }), admin.token);
  await expect.poll(seen).toBe("LOGOUT TOKEN");
  await expect(page.locator("#parent-token")).toHaveText(customer.token);
  await portal.getByRole("banner").getByRole("button", { name: "Cuenta" }).click();
  await expect(portal.getByRole("menuitem", { name: "Mi cuenta" })).toBeVisible();
  await expect(portal.getByRole("menuitem", { name: "Administración" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(portal.getByRole("menuitem", { name: "Mi cuenta" })).toHaveCount(0);

  // A message without a type from the allowed parent is ignored as well.
  await page.evaluate(() => (document.getElementById("portal") as HTMLIFrameElement).contentWindow!.postMessage({ token: "" }, "*"));
  await portal.getByRole("banner").getByRole("button", { name: "Cuenta" }).click();
  await portal.getByRole("menuitem", { name: "Mi cuenta" }).click();
  await expect(portal.getByRole("heading", { level: 1, name: "Hola, Camila" })).toBeVisible();
});

test("the portal may be framed only by the listed origins (CSP frame-ancestors)", async ({ request }) => {
  const res = await request.get("/homePage");
  const csp = res.headers()["content-security-policy"];
  expect(csp).toContain(`frame-ancestors 'self' ${PARENT_ORIGIN}`);
  expect(csp).not.toContain(ROGUE_ORIGIN);
});

test("the README's example parent page (public/iframe-parent-example.html) does the handshake and shares the session both ways", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${PARENT_ORIGIN}/iframe-parent-example.html`);
  await expectNoScroll(page);
  // The handshake: the portal asks for the token, the page answers (none yet) and shows it is connected.
  await expect(page.locator("#bridge-state")).toHaveText("conectado", { timeout: 30_000 });
  await expect(page.locator("#bridge-log")).toHaveText("REQUEST_TOKEN");
  await expect(page.locator("#bridge-token")).toHaveText("(sin sesión)");

  // Signing in inside the portal hands the token to the page, which keeps it in sessionStorage.
  const portal = page.frameLocator("#portal");
  await portal.getByLabel("Correo electrónico").fill(DEMO_ACCOUNTS.customer);
  await portal.getByRole("textbox", { name: "Contraseña", exact: true }).fill(DEMO_PASSWORD);
  await portal.getByRole("button", { name: "Ingresar" }).click();
  await expect(portal.getByRole("heading", { level: 1, name: "Hola, Camila" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("#bridge-token")).toHaveText(/^activa \(…[A-Za-z0-9_-]{6}\)$/);
  const token = await page.evaluate(() => sessionStorage.getItem("portalToken"));
  expect((await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  // A reload of the intranet page: the portal starts again and is signed in with the page's token.
  await page.reload();
  await expect(page.locator("#bridge-state")).toHaveText("conectado", { timeout: 30_000 });
  await expect(portal.getByRole("banner").getByRole("button", { name: "Cuenta" })).toBeVisible({ timeout: 30_000 });

  // The intranet signs out: the page forgets the token and the portal ends its session.
  await page.getByRole("button", { name: "Cerrar sesión en la intranet" }).click();
  await expect(page.locator("#bridge-token")).toHaveText("(sin sesión)");
  await expect(portal.getByRole("banner").getByRole("button", { name: "Cuenta" })).toHaveCount(0, { timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem("portalToken"))).toBeNull();
});
