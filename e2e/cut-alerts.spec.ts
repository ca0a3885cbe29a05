import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { DEMO_ACCOUNTS } from "./demo";
import { apiLogin, DARK_THEME, expect, outbox, test } from "./support";

const HOUR = 3_600_000;

function cutBody(barrio: string, startsInH: number) {
  return {
    title: `Corte de acueducto en ${barrio}`,
    summary: "Reparación de una tubería matriz.",
    bodyHtml: "<p>Trabajos programados en la red de acueducto.</p>",
    category: "cortes",
    tags: [],
    imageId: null,
    imageAlt: "",
    cut: {
      service: "acueducto",
      zones: [barrio],
      startsAt: new Date(Date.now() + startsInH * HOUR).toISOString(),
      endsAt: new Date(Date.now() + (startsInH + 5) * HOUR).toISOString(),
      reason: "Reparación de tubería",
    },
  };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/cut-alerts/${name}.png`, fullPage: false });
}

test.describe("cut alerts by e-mail and the cuts' calendar (issue 24 §2)", () => {
  test("subscribe, confirm from the outbox, a published cut sends one alert with the RFC 8058 headers, unsubscribe stops them; the feed parses", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const barrio = `Villa Aviso ${Date.now() % 100000}`;
    const email = `vecina.${Date.now()}@correo.co`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/noticias-cortes");
    const form = page.getByRole("region", { name: "Avíseme de cortes en mi barrio" });
    await expect(form).toBeVisible();
    // Folded at every width: the heading is the button.
    await expect(form.getByLabel("Correo electrónico")).toBeHidden();
    await form.getByRole("button", { name: "Avíseme de cortes en mi barrio", expanded: false }).click();
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByLabel("Barrio o comuna").fill(barrio);
    // A wrong field is named: submit without consent first.
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(form.getByText("Para enviarle avisos debe aceptar la política de tratamiento de datos personales.")).toBeVisible({ timeout: 60_000 });
    await form.getByRole("checkbox", { name: /Autorizo de manera previa/ }).check();
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(form.getByText("Revise su correo", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(form.getByRole("link", { name: `Suscribir mi calendario a los cortes de ${barrio}` })).toHaveAttribute("href", /^webcal:\/\//);
    await shoot(page, "form-sent-1366");

    // Confirm with the link of the e-mail.
    const [confirmation] = await outbox(request, email);
    expect(confirmation.kind).toBe("cut_alert_confirm");
    await page.goto(confirmation.link!);
    await expect(page.getByText("Listo: le avisaremos por correo de los cortes programados en su zona.")).toBeVisible();
    await shoot(page, "confirmed-1366");

    // The administrator publishes a cut for that barrio.
    const { token } = await apiLogin(request, DEMO_ACCOUNTS.admin);
    const auth = { Authorization: `Bearer ${token}` };
    const created = await request.post("/api/admin/news", { headers: auth, data: cutBody(barrio, 48) });
    expect(created.status(), await created.text()).toBe(201);
    const cut = (await created.json()) as { id: string; version: number };
    const published = await request.post(`/api/admin/news/${cut.id}/publish`, { headers: auth });
    expect(published.status()).toBe(200);
    const alerts = (await outbox(request, email)).filter((m) => m.kind === "cut_alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0].headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribeUrl = alerts[0].headers!["List-Unsubscribe"].replace(/^<|>$/g, "");
    expect(unsubscribeUrl).toMatch(/\/api\/cut-alerts\/unsubscribe\?token=/);

    // The feed: parsed by ical.js, the same UID twice, SEQUENCE grows after a change.
    const feed = async () => {
      const res = await request.get(`/api/cut-alerts/calendar/${encodeURIComponent(barrio)}.ics`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      return new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    };
    const [first] = await feed();
    const [again] = await feed();
    expect(again.uid).toBe(first.uid);
    expect(first.summary).toContain(barrio);

    // One-click unsubscribe as a mail client does it (RFC 8058), then a change of the cut: no more alerts.
    const out = await request.post(unsubscribeUrl, { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "List-Unsubscribe=One-Click" });
    expect(out.status(), await out.text()).toBe(200);
    const current = (await (await request.get(`/api/admin/news/${cut.id}`, { headers: auth })).json()) as { version: number };
    const changed = await request.put(`/api/admin/news/${cut.id}`, { headers: auth, data: { ...cutBody(barrio, 72), version: current.version } });
    expect(changed.status(), await changed.text()).toBe(200);
    expect((await outbox(request, email)).filter((m) => m.kind === "cut_alert")).toHaveLength(1);
    const [updated] = await feed();
    expect(updated.uid).toBe(first.uid);
    expect(updated.sequence).toBeGreaterThan(first.sequence);

    // The cut's page offers the form and the calendar of its zone.
    await page.goto(
      `/noticias-cortes-detalle?slug=${encodeURIComponent(((await (await request.get(`/api/admin/news/${cut.id}`, { headers: auth })).json()) as { slug: string }).slug)}`,
    );
    await expect(page.getByRole("region", { name: "Avíseme de cortes en mi barrio" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Suscribir mi calendario a los cortes de ${barrio}` }).first()).toBeVisible();
    await shoot(page, "detail-1366");
  });

  test("on a phone the form folds away above the cuts; screens in light and dark", async ({ page }) => {
    test.setTimeout(120_000);
    for (const dark of [false, true]) {
      if (dark) await page.addInitScript((theme) => localStorage.setItem("theme", theme), JSON.stringify(DARK_THEME));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/noticias-cortes");
      const form = page.getByRole("region", { name: "Avíseme de cortes en mi barrio" });
      await expect(form.getByLabel("Correo electrónico")).toBeHidden();
      await shoot(page, `list-390-${dark ? "dark" : "light"}`);
      const toggle = form.getByRole("button", { name: "Avíseme de cortes en mi barrio" });
      // Folded, the form is one line: the cuts stay near the top of a phone's screen.
      expect((await form.boundingBox())!.height).toBeLessThan(110);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(form.getByLabel("Correo electrónico")).toBeVisible();
      await shoot(page, `form-open-390-${dark ? "dark" : "light"}`);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto("/noticias-cortes?barrio=El%20Jard%C3%ADn");
      await expect(form.getByLabel("Correo electrónico")).toBeVisible();
      await shoot(page, `list-1366-${dark ? "dark" : "light"}`);
    }
  });
});
