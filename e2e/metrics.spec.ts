import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support";

/** What the server stored of one tab session (GET /api/metrics/session/:id). */
interface SessionRows {
  pageViews: { pagePath: string; acquisitionChannel: string; deviceType: string | null }[];
  events: { eventType: string; action: string; label: string | null; value: number | null; pagePath: string }[];
  pageTimes: { pagePath: string; timeSpent: number }[];
  webVitals: { pagePath: string; lcp: number | null; fcp: number | null; ttfb: number | null; cls: number | null }[];
}

/** The tab's metrics session id (src/services/browser.ts keeps it in sessionStorage). */
const sessionIdOf = (page: Page) => page.evaluate(() => sessionStorage.getItem("metricsSessionId") ?? "");

async function rowsOf(request: APIRequestContext, sessionId: string): Promise<SessionRows> {
  const res = await request.get(`/api/metrics/session/${sessionId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as SessionRows;
}

/** Polls the server until `check` holds for the session's rows (writes are batched: up to 200 ms). */
async function expectRows(request: APIRequestContext, sessionId: string, check: (rows: SessionRows) => void): Promise<SessionRows> {
  let last: SessionRows | null = null;
  await expect(async () => {
    last = await rowsOf(request, sessionId);
    check(last);
  }).toPass({ timeout: 15_000 });
  return last!;
}

test.describe("page metrics (issue 5)", () => {
  test("browsing three pages stores three page views with channel and device, and the time on the pages left", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/test-metrics/page1?utm_source=boletin&utm_medium=correo");
    const sessionId = await sessionIdOf(page);
    expect(sessionId).toMatch(/^[\w-]{8,}$/);
    await page.getByRole("link", { name: /Continuar con la página 2/ }).click();
    await expect(page).toHaveURL(/\/test-metrics\/page2$/);
    await page.getByRole("link", { name: /Continuar con la página 3/ }).click();
    await expect(page).toHaveURL(/\/test-metrics\/page3$/);

    const rows = await expectRows(page.request, sessionId, (r) => {
      expect(r.pageViews.map((v) => v.pagePath)).toEqual(["/test-metrics/page1", "/test-metrics/page2", "/test-metrics/page3"]);
      expect(r.pageTimes.map((t) => t.pagePath)).toEqual(["/test-metrics/page1", "/test-metrics/page2"]);
    });
    // A utm source makes the visit paid, for every page of the session (spec §9); 1280 px is desktop.
    expect(rows.pageViews.map((v) => [v.acquisitionChannel, v.deviceType])).toEqual([
      ["paid", "desktop"],
      ["paid", "desktop"],
      ["paid", "desktop"],
    ]);
    for (const t of rows.pageTimes) expect(t.timeSpent).toBeGreaterThanOrEqual(0);
  });

  test("the test bench's buttons reach the server as events of each kind", async ({ page }) => {
    await page.goto("/test-metrics/page3");
    const sessionId = await sessionIdOf(page);
    await page.getByTestId("fire-custom").click();
    await page.getByTestId("fire-share").click();
    const download = page.waitForEvent("download");
    await page.getByTestId("fire-download").click();
    await (await download).cancel();
    await page.locator("#bench-form-name").fill("Ana Pérez");
    await page.getByTestId("fire-form").click();
    await page.getByTestId("flush-now").click();
    await expectRows(page.request, sessionId, (r) => {
      // Clicking scrolls the buttons into view: scroll-depth events may come too (their own test below).
      const types = r.events
        .filter((e) => e.pagePath === "/test-metrics/page3" && e.eventType !== "scroll_depth")
        .map((e) => e.eventType)
        .sort();
      expect(types).toEqual(["custom", "file_download", "form_submit", "share"]);
    });
    await expect(page.getByTestId("queued-count")).toHaveText("0");
  });

  test("closing the page sends its queued events and its time by beacon", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/test-metrics/page2");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const sessionId = await sessionIdOf(page);
    // Wait until the page view is stored: the tracking chunk (and its page-hide hook) is then in.
    await expectRows(page.request, sessionId, (r) => expect(r.pageViews).toHaveLength(1));
    await page.getByTestId("fire-custom").click(); // queued: the 2 s quiet period has not passed
    await page.close({ runBeforeUnload: true });
    await expectRows(context.request, sessionId, (r) => {
      expect(r.events.filter((e) => e.eventType !== "scroll_depth").map((e) => e.eventType)).toEqual(["custom"]);
      expect(r.pageTimes.map((t) => t.pagePath)).toEqual(["/test-metrics/page2"]);
    });
    await context.close();
  });

  test("scroll depth is sent once per mark per page view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/test-metrics/page1");
    const sessionId = await sessionIdOf(page);
    await expectRows(page.request, sessionId, (r) => expect(r.pageViews).toHaveLength(1));
    for (const y of [0.3, 0.6, 1, 0, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), y);
      await page.waitForTimeout(150);
    }
    await page.getByTestId("flush-now").click();
    await expectRows(page.request, sessionId, (r) => {
      const marks = r.events.filter((e) => e.eventType === "scroll_depth").map((e) => e.value);
      expect(marks).toEqual([25, 50, 75, 100]);
    });
  });

  test("web vitals are reported 5 s after load, and a search term with its result count", async ({ page }) => {
    await page.goto("/buscar?q=tarifas%20de%20energ%C3%ADa");
    const sessionId = await sessionIdOf(page);
    const rows = await expectRows(page.request, sessionId, (r) => {
      expect(r.webVitals.length).toBeGreaterThanOrEqual(1);
      expect(r.events.some((e) => e.eventType === "search")).toBe(true);
    });
    const vitals = rows.webVitals[0];
    expect(vitals.pagePath).toBe("/buscar");
    expect(vitals.ttfb).not.toBeNull();
    expect(vitals.fcp).not.toBeNull();
    const search = rows.events.find((e) => e.eventType === "search")!;
    expect(search.label).toBe("tarifas de energía");
    expect(search.value).toBeGreaterThan(0);
  });

  test("the dashboard and the page metrics show what was stored, and both are accessible", async ({ page }) => {
    // A visit of its own, so the figures below are not zero whatever ran before.
    await page.goto("/test-metrics/page1");
    const sessionId = await sessionIdOf(page);
    await expectRows(page.request, sessionId, (r) => expect(r.pageViews.length).toBeGreaterThanOrEqual(1));

    await page.goto("/metrics?path=%2Ftest-metrics%2Fpage1");
    const visits = page.locator("dt", { hasText: /^Visitas$/ }).locator("xpath=following-sibling::dd[1]");
    await expect(visits).toBeVisible();
    expect(Number((await visits.innerText()).replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);

    const page1Visits = Number((await visits.innerText()).replace(/\D/g, ""));

    await page.goto("/metrics-dashboard");
    // The top ten pages by views, most visited first: ours is there, or ten pages had at least as
    // many views (a full run of the suites visits the public pages far more often than this one).
    const table = page.getByRole("table", { name: /Vistas de página por página/ });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    const rows = await table.locator("tbody tr").evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll("th, td")].map((c) => c.textContent ?? "");
        return { path: cells[0].trim(), views: Number(cells[2].replace(/\D/g, "")) };
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < rows.length; i++) expect(rows[i].views).toBeLessThanOrEqual(rows[i - 1].views);
    if (!rows.some((r) => r.path === "/test-metrics/page1")) {
      expect(rows).toHaveLength(10);
      expect(rows[9].views).toBeGreaterThanOrEqual(page1Visits);
    }
    await expectAccessible(page);
  });

  test("the connection test finds the API and the metrics service available", async ({ page }) => {
    await page.goto("/test-connection");
    await expect(page.getByTestId("connection-status")).toContainText(/API del portal: Disponible.*Servicio de métricas: Disponible/);
  });
});
