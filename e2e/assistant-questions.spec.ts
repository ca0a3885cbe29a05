import type { Page } from "@playwright/test";
import { problemsAt } from "./reflowCheck";
import { DARK_THEME, expect, signInAs, test } from "./support";

/**
 * The help assistant's questions on the metrics dashboard: a visitor asks the real widget something
 * it cannot answer and says «No» to «¿Le sirvió?» on another answer; an administrator then finds
 * both in the dashboard's panel, which fits a phone's width without scrolling sideways.
 */

/** Letters only (a run of five digits would be masked): a question no page answers, new on every run. */
const nonsense = `qwertyuiop ${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** Sends a question in the open chat and returns its answer. */
async function ask(page: Page, question: string, index: number) {
  const panel = page.locator("#chat-panel");
  await panel.getByLabel("Escriba su pregunta").fill(question);
  await panel.getByRole("button", { name: "Enviar" }).click();
  const reply = panel.locator("[data-chat-message=bot]").nth(index);
  await expect(reply).toBeVisible();
  return reply;
}

/** Resolves once the tab has sent an event whose body names `action`, and the server took it. */
function tracked(page: Page, action: string) {
  return page
    .waitForRequest((r) => r.url().endsWith("/api/metrics/track/event") && (r.postData() ?? "").includes(action), { timeout: 30_000 })
    .then(async (r) => expect((await r.response())?.status()).toBe(202));
}

test("a question the assistant could not answer and an answer that did not help reach the administrator's dashboard", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto("/homePage");
  await page.getByRole("button", { name: "¿Necesita ayuda?" }).click();

  const unanswered = tracked(page, "asistente_sin_respuesta");
  const none = await ask(page, nonsense, 1);
  await expect(none.getByRole("group", { name: "¿Le sirvió?" })).toHaveCount(0);
  await unanswered;

  const unhelpful = tracked(page, "asistente_no_sirvio");
  const answer = await ask(page, "¿Dónde queda la oficina de atención al cliente?", 2);
  await answer.getByRole("group", { name: "¿Le sirvió?" }).getByRole("button", { name: "No" }).click();
  await expect(answer).toContainText("Gracias por su respuesta.");
  await unhelpful;

  // A visitor's dashboard does not list what visitors typed.
  await page.goto("/metrics-dashboard");
  const heading = page.getByRole("heading", { name: "Preguntas del asistente sin respuesta o que no sirvieron" });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/solo lo ven los administradores/)).toBeVisible();
  await expect(page.getByText(nonsense)).toHaveCount(0);

  const admin = await browser.newContext({ locale: "es-CO" });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, ["ADMIN"]);
  // The writer stores in batches: the panel shows them once they are written.
  await expect(async () => {
    await adminPage.goto("/metrics-dashboard");
    const unansweredTable = adminPage.getByRole("table", { name: /no encontró respuesta/ });
    await expect(unansweredTable.getByRole("rowheader", { name: nonsense })).toBeVisible({ timeout: 3_000 });
    const unhelpfulTable = adminPage.getByRole("table", { name: /marcó «No» en «¿Le sirvió\?»/ });
    await expect(unhelpfulTable.getByRole("rowheader", { name: "¿donde queda la oficina de atencion al cliente?" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await admin.close();
});

test.describe("the panel on a phone and on a desktop, light and dark", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`fits 320, 390 and 1366 px in the ${theme} theme (screenshots in test-results)`, async ({ page }, info) => {
      test.setTimeout(90_000);
      // Something for both lists, so their rows are on screen.
      await page.request.post("/api/metrics/track/event", {
        data: {
          events: [
            {
              eventType: "custom",
              category: "asistente",
              action: "asistente_sin_respuesta",
              label: "¿puedo pagar con bitcoin en la oficina del barrio la esperanza?",
              value: 0,
              pagePath: "/homePage",
              sessionId: "e2e-panel-1",
            },
            {
              eventType: "custom",
              category: "asistente",
              action: "asistente_no_sirvio",
              label: "¿como cambio el titular del contrato?",
              pagePath: "/homePage",
              sessionId: "e2e-panel-1",
            },
            {
              eventType: "custom",
              category: "asistente",
              action: "asistente_sirvio",
              label: "¿como cambio el titular del contrato?",
              pagePath: "/homePage",
              sessionId: "e2e-panel-2",
            },
          ],
        },
      });
      if (theme === "dark") await page.addInitScript((t) => localStorage.setItem("theme", JSON.stringify(t)), DARK_THEME);
      await signInAs(page, ["ADMIN"]);
      await page.setViewportSize({ width: 1366, height: 768 });
      const section = page.locator("section[aria-labelledby=metrics-assistant]");
      await expect(async () => {
        await page.goto("/metrics-dashboard");
        await expect(section.getByRole("rowheader", { name: /bitcoin/ })).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      const problems: string[] = [];
      for (const width of [1366, 390, 320] as const) {
        problems.push(...(await problemsAt(page, "/metrics-dashboard", width, width === 390)));
        if (width === 320) continue;
        await section.scrollIntoViewIfNeeded();
        const file = info.outputPath(`assistant-questions-${width}-${theme}.png`);
        await section.screenshot({ path: file });
        await info.attach(`panel ${width} px ${theme}`, { path: file, contentType: "image/png" });
      }
      expect(problems).toEqual([]);
    });
  }
});
