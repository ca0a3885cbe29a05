import type { BrowserContext, Page } from "@playwright/test";
import { ANALYTICS_ORIGIN, APPINSIGHTS_INGESTION } from "./demo";
import { expect, expectAccessible, test } from "./support";

/**
 * Application Insights (issue 5): configured on the second e2e server. It sets cookies, so it
 * starts only after the visitor accepts analytics (Ley 1581); our own metrics run regardless.
 * The ingestion endpoint is intercepted: it is the edge of the world (DESIGN §8).
 */

interface Captured {
  sdkLoaded: boolean;
  telemetry: string[];
}

async function watch(context: BrowserContext): Promise<Captured> {
  const captured: Captured = { sdkLoaded: false, telemetry: [] };
  await context.route(`${APPINSIGHTS_INGESTION}/**`, async (route) => {
    captured.telemetry.push(route.request().postData() ?? "");
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": ANALYTICS_ORIGIN, "Access-Control-Allow-Headers": "*" },
      body: JSON.stringify({ itemsReceived: 1, itemsAccepted: 1, errors: [] }),
    });
  });
  context.on("request", (req) => {
    if (/\/appinsights\.[\w]+\.js$/.test(new URL(req.url()).pathname)) captured.sdkLoaded = true;
  });
  return captured;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${ANALYTICS_ORIGIN}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies de analítica" });

test.describe("Application Insights after consent", () => {
  test.setTimeout(60_000);
  test("nothing reaches Application Insights until the visitor accepts; then page views and events do", async ({ browser }) => {
    const context = await browser.newContext();
    const captured = await watch(context);
    const page = await context.newPage();
    await open(page, "/test-metrics/page1");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: /Política de protección de datos personales/ })).toBeVisible();
    await expectAccessible(page);
    // Our own metrics run without cookies and without consent.
    const sessionId = await page.evaluate(() => sessionStorage.getItem("metricsSessionId"));
    await expect(async () => {
      const rows = await (await context.request.get(`${ANALYTICS_ORIGIN}/api/metrics/session/${sessionId}`)).json();
      expect(rows.pageViews).toHaveLength(1);
    }).toPass({ timeout: 15_000 });
    expect(captured.sdkLoaded).toBe(false);
    expect((await context.cookies()).filter((c) => c.name.startsWith("ai_"))).toEqual([]);

    await banner(page).getByRole("button", { name: "Aceptar" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => captured.sdkLoaded).toBe(true);
    const consent = await page.evaluate(() => JSON.parse(localStorage.getItem("analyticsConsent") ?? "null"));
    expect(consent).toMatchObject({ accepted: true });
    await page.getByTestId("fire-custom").click();
    // The page view goes at once; the SDK sends the event in its next batch (every 15 s). A
    // page-close flush goes by beacon, which the interception does not always see: not waited for.
    await expect.poll(() => captured.telemetry.join("\n"), { timeout: 15_000 }).toContain("PageviewData");
    await expect.poll(() => captured.telemetry.join("\n"), { timeout: 30_000 }).toContain("EventData");
    await page.close();
    await context.close();
  });

  test("rejecting keeps the SDK out, and the footer reopens the choice", async ({ browser }) => {
    const context = await browser.newContext();
    const captured = await watch(context);
    const page = await context.newPage();
    await open(page, "/homePage");
    await banner(page).getByRole("button", { name: "Rechazar" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("analyticsConsent") ?? "null"))).toMatchObject({ accepted: false });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForTimeout(500);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Preferencias de cookies" }).click();
    await expect(banner(page)).toBeVisible();
    expect(captured.sdkLoaded).toBe(false);
    expect(captured.telemetry).toEqual([]);
    await context.close();
  });
});
