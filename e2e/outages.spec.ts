import type { APIRequestContext, Page } from "@playwright/test";
import { problemsAt } from "./reflowCheck";
import { apiLogin, captchaHeaders, DARK_THEME, expect, expectAccessible, outbox, signInAs, test } from "./support";

/**
 * Issue 36, what it must show: an operator opens an incident for a barrio on a phone, a subscriber
 * of that barrio gets the mail, the public page and the map show it at 390 and 1366 px (light and
 * dark), the ETR moves (a second mail; the page says «antes: …»), and the incident is restored (a
 * third mail; the page says so). Screens go to test-results/outages/.
 */
const HOUR = 3_600_000;
const BARRIO = "La Dorada";

/** A Bogotá day (dd/mm/aaaa) and time (hh:mm) as the operators' form takes them. */
function bogota(ms: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Bogota",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get("day")}/${get("month")}/${get("year")}`, time: `${get("hour")}:${get("minute")}` };
}

async function fillDateTime(page: Page, id: string, ms: number) {
  const { date, time } = bogota(ms);
  await page.locator(`#${id}`).fill(date);
  await page.locator(`#${id}`).press("Tab");
  await page.locator(`#${id}-time`).fill(time);
  await page.locator(`#${id}-time`).press("Tab");
}

/** A confirmed subscription to the barrio's alerts, as the cut alerts' form and its mailed link make it. */
async function subscribe(request: APIRequestContext, email: string) {
  const res = await request.post("/api/cut-alerts/subscribe", {
    headers: await captchaHeaders(request),
    data: { email, area: BARRIO, services: ["energia"], consent: true },
  });
  expect(res.status(), await res.text()).toBe(202);
  const [confirmation] = await outbox(request, email);
  const token = new URL(confirmation.link!).searchParams.get("token");
  const confirmed = await request.post("/api/cut-alerts/confirm", { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

const alerts = async (request: APIRequestContext, email: string) => (await outbox(request, email)).filter((m) => m.kind === "outage_alert");

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/outages/${name}.png`, fullPage: true });
}

test("an operator's incident reaches the subscriber, the public page and the map; its ETR moves and it is restored", async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const email = `vecino.outage.${Date.now()}@correo.co`;
  await subscribe(request, email);

  // The operator opens the incident on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, ["OPERATOR"]);
  await page.goto("/admin/incidentes");
  await expect(page.getByRole("heading", { level: 1, name: "Incidentes y daños" })).toBeVisible();
  await page.getByRole("button", { name: "Abrir incidente", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Abrir un incidente" });
  await dialog.getByLabel("Servicio").selectOption("energia");
  const areas = dialog.getByRole("combobox", { name: "Barrios y veredas afectados" });
  // Typed as a person types (the list opens and filters on each key).
  await areas.click();
  await areas.pressSequentially("Dorada", { delay: 30 });
  await page.getByRole("menuitemcheckbox", { name: BARRIO }).click();
  await expect(dialog.getByRole("button", { name: `Quitar ${BARRIO}` })).toBeVisible();
  await dialog.getByLabel("Causa (opcional)").fill("Falla en el transformador del sector");
  await fillDateTime(page, "incidente-etr", Date.now() + 3 * HOUR);
  await dialog.getByLabel("Nota pública (opcional)").fill("La cuadrilla ya va en camino.");
  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await dialog.getByRole("button", { name: "Abrir incidente", exact: true }).click();
  const toast = page.getByText(/Se abrió el incidente INC-\d{4}-\d{6}\./);
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const reference = /INC-\d{4}-\d{6}/.exec((await toast.textContent())!)![0];
  await expect(page.getByRole("article", { name: reference })).toBeVisible();
  await shoot(page, "operator-390");

  // One mail to the subscriber, naming the incident.
  const [opened] = await alerts(request, email);
  expect(opened.subject).toContain(reference);
  expect(opened.subject).toContain(BARRIO);
  expect(opened.link).toContain(`/noticias-cortes/dano?ref=${reference}`);

  // The public page and the map, at 390 and 1366 px, light and dark.
  const visitor = await browser.newContext({ locale: "es-CO" });
  const pub = await visitor.newPage();
  const title = `Daño de energía en ${BARRIO}`;
  for (const dark of [false, true]) {
    if (dark) await pub.addInitScript((theme) => localStorage.setItem("theme", theme), JSON.stringify(DARK_THEME));
    for (const width of [390, 1366]) {
      await pub.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await pub.goto("/noticias-cortes");
      const current = pub.getByRole("region", { name: "Daños en curso" });
      await expect(current.getByRole("link", { name: title })).toBeVisible({ timeout: 20_000 });
      const map = pub.getByRole("region", { name: "Mapa de daños" });
      await expect(map.locator(".leaflet-container")).toBeVisible({ timeout: 20_000 });
      await expect(map.getByRole("region", { name: "Zonas afectadas" })).toContainText(BARRIO);
      await shoot(pub, `cuts-${width}-${dark ? "dark" : "light"}`);
      await pub.goto(`/noticias-cortes/dano?ref=${reference}`);
      await expect(pub.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
      await expect(pub.getByRole("region", { name: "Información de la empresa" })).toContainText("La cuadrilla ya va en camino.");
      await expect(pub.getByRole("region", { name: "Mapa de daños" }).locator(".leaflet-container")).toBeVisible({ timeout: 20_000 });
      await shoot(pub, `incident-${width}-${dark ? "dark" : "light"}`);
    }
  }
  // With the map drawn, both pages reflow as every route must (the route check sees an incident only
  // when another test happens to have one open): nothing wider than the page's column at 320 and 390.
  for (const path of ["/noticias-cortes", `/noticias-cortes/dano?ref=${reference}`]) {
    await pub.goto(path);
    await expect(pub.getByRole("region", { name: "Mapa de daños" }).locator(".leaflet-container")).toBeVisible({ timeout: 20_000 });
    const problems = [...(await problemsAt(pub, path, 320, false)), ...(await problemsAt(pub, path, 390, false))];
    expect(problems).toEqual([]);
  }
  await pub.setViewportSize({ width: 320, height: 700 });
  await expectAccessible(pub);

  // The ETR moves by two hours: a second mail, and the page says what it was.
  await page.getByRole("button", { name: `Gestionar el incidente ${reference}` }).click();
  const manage = page.getByRole("dialog", { name: `Incidente ${reference}` });
  await fillDateTime(page, "incidente-nueva-etr", Date.now() + 5 * HOUR);
  await manage.getByRole("button", { name: "Mover la hora estimada" }).click();
  await expect(manage.getByText("Hora estimada actualizada.")).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await alerts(request, email)).length).toBe(2);
  await pub.goto(`/noticias-cortes/dano?ref=${reference}`);
  await expect(pub.getByRole("region", { name: "Datos del daño" })).toContainText("antes:");

  // Restored: a third mail; the public page shows the restoration.
  await fillDateTime(page, "incidente-restablecido", Date.now());
  await manage.getByRole("button", { name: "Cerrar incidente: servicio restablecido" }).click();
  await expect(manage.getByText("Incidente cerrado: servicio restablecido.")).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await alerts(request, email)).length).toBe(3);
  expect((await alerts(request, email))[0].subject).toMatch(/^Se restableció/);
  await pub.goto(`/noticias-cortes/dano?ref=${reference}`);
  await expect(pub.getByRole("region", { name: "Datos del daño" })).toContainText("Hora de restablecimiento");
  await shoot(pub, "incident-restored-320");
  // The feeds: the incident in the list with its history, and a feature per area in the GeoJSON.
  const list = (await (await request.get("/api/outages")).json()) as { items: { reference: string; status: string; history: unknown[] }[] };
  const mine = list.items.find((o) => o.reference === reference)!;
  expect(mine.status).toBe("restored");
  expect(mine.history.length).toBeGreaterThanOrEqual(3);
  await visitor.close();
});

test("«¿me afecta?» answers by barrio on the cuts page", async ({ page, request }) => {
  const { token } = await apiLogin(request, "operador@example.com");
  const res = await request.post("/api/admin/outages", {
    headers: { Authorization: `Bearer ${token}` },
    data: { service: "acueducto", areas: [{ kind: "barrio", name: "Los Álamos" }], cause: "Tubería rota", startedAt: new Date().toISOString() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, reference, version } = (await res.json()) as { id: string; reference: string; version: number };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/noticias-cortes");
  const affects = page.getByRole("region", { name: "¿Me afecta?" });
  await affects.getByRole("combobox", { name: "Barrio" }).fill("Los Alamos");
  await affects.getByRole("button", { name: "Consultar" }).click();
  await expect(affects).toContainText("En Los Álamos: 1 daño en curso", { timeout: 20_000 });
  await expect(affects.getByRole("link", { name: /Los Álamos/ }).first()).toHaveAttribute("href", `/noticias-cortes/dano?ref=${reference}`);
  await shoot(page, "affects-390");
  // Restored, so the other tests of this portal meet no incident of ours still open.
  const restored = await request.patch(`/api/admin/outages/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: "restored", restoredAt: new Date().toISOString(), version },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});
