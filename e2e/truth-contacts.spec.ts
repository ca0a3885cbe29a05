import type { APIRequestContext } from "@playwright/test";
import { ADMIN_ORIGIN, DEMO_ACCOUNTS } from "./demo";
import { apiLogin, expect, test, waitForApp } from "./support";

// Issue 33 §3: settings change on the administration portal of its own (playwright.config.ts).
test.use({ baseURL: ADMIN_ORIGIN });

/** Saves some settings over the stored ones (read, changed, written with the version read). */
async function saveSettings(request: APIRequestContext, change: Record<string, string>): Promise<Record<string, unknown>> {
  const { token } = await apiLogin(request, DEMO_ACCOUNTS.admin);
  const headers = { authorization: `Bearer ${token}` };
  for (let attempt = 0; ; attempt++) {
    const read = await (await request.get("/api/admin/settings", { headers })).json();
    const res = await request.put("/api/admin/settings", { headers, data: { ...read.settings, ...change, version: read.version } });
    // Another spec may save meanwhile: read again (409 names the stale version).
    if (res.status() === 409 && attempt < 3) continue;
    expect(res.status(), await res.text()).toBe(200);
    return read.settings;
  }
}

test.describe("one truth for contacts (issue 33 §3)", () => {
  test("an emergency number changed in the settings shows in the fault report, the footer and the pages", async ({ page }) => {
    const before = await saveSettings(page.request, { emergencyEnergy: "604 555 0116", officeHours: "Lunes a sábado de 6:30 a. m. a 6:00 p. m." });
    try {
      await page.goto("/reporta-una-falla");
      await waitForApp(page);
      const alert = page.getByRole("region", { name: "¿Hay personas en riesgo?" });
      await expect(alert).toContainText("604 555 0116");
      await expect(alert).not.toContainText("01 8000 123 456");
      await expect(alert.getByRole("link", { name: "604 555 0116" })).toHaveAttribute("href", "tel:6045550116");
      await expect(page.getByRole("contentinfo")).toContainText("604 555 0116");

      await page.goto("/energia/energyHome");
      await waitForApp(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "604 555 0116" }).first()).toHaveAttribute("href", "tel:6045550116");
      await expect(main).not.toContainText(/línea 116\b/);

      await page.goto("/centersAttention");
      await waitForApp(page);
      await expect(page.getByRole("main")).toContainText("Lunes a sábado de 6:30 a. m. a 6:00 p. m.");
    } finally {
      await saveSettings(page.request, { emergencyEnergy: String(before.emergencyEnergy), officeHours: String(before.officeHours) });
    }
  });
});

test.describe("speed test (issue 33 §3)", () => {
  for (const width of [320, 390, 1366]) {
    test(`measures download, upload and latency against the portal at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/telco-medidor-velocidad");
      await waitForApp(page);
      const widget = page.getByRole("region", { name: "Mida su conexión con el portal" });
      await expect(widget).toContainText("servidor del portal");
      await widget.getByRole("button", { name: "Iniciar la prueba" }).click();
      await expect(widget.getByRole("status")).toContainText(/Prueba terminada: descarga [\d.,]+ Mbps, carga [\d.,]+ Mbps y latencia \d+ ms\./, {
        timeout: 30_000,
      });
      const results = widget.getByRole("definition");
      await expect(results).toHaveCount(3);
      await expect(results.nth(0)).toContainText("Mbps");
      await expect(results.nth(2)).toContainText("ms");
      await expect(widget.getByRole("button", { name: "Repetir la prueba" })).toBeEnabled();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
