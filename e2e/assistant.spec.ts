import { mkdirSync, writeFileSync } from "node:fs";
import { ASSISTANT_QUESTIONS } from "../test/features/assistant/questions";
import { expect, test } from "./support";

/**
 * Issue 24 §1: every question of the set through the real widget of the built app, one after
 * another on one page; the share of answers whose first link is the expected page goes to
 * test-results/assistant-share.json and the console.
 */
test("the help assistant puts the right page first for at least 90 % of the question set", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/homePage");
  const button = page.getByRole("button", { name: "¿Necesita ayuda?" });
  await button.click();
  const panel = page.locator("#chat-panel");
  const input = panel.getByLabel("Escriba su pregunta");
  await expect(input).toBeFocused();
  const answers = panel.locator("[data-chat-message=bot]");
  const wrong: string[] = [];
  for (const [i, { q, page: expected }] of ASSISTANT_QUESTIONS.entries()) {
    await input.fill(q);
    await input.press("Enter");
    // The greeting is the first bot message: answer i is message i + 1.
    const reply = answers.nth(i + 1);
    await expect(reply).toBeVisible();
    // The first page the answer links to (an emergency's phone number comes before it).
    const href = await reply.locator("a:not([href^='tel:'])").first().getAttribute("href");
    const path = href ? decodeURIComponent(new URL(href, "http://x").pathname) : null;
    if (path !== expected) wrong.push(`${q} → ${path} (esperada ${expected})`);
  }
  const right = ASSISTANT_QUESTIONS.length - wrong.length;
  const share = right / ASSISTANT_QUESTIONS.length;
  const note = `Asistente: ${right} de ${ASSISTANT_QUESTIONS.length} preguntas con la página correcta primero (${(share * 100).toFixed(1)} %).`;
  console.log([note, ...wrong.map((w) => `  ${w}`)].join("\n"));
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/assistant-share.json", JSON.stringify({ right, total: ASSISTANT_QUESTIONS.length, share, wrong }, null, 2));
  expect(share).toBeGreaterThanOrEqual(0.9);

  // The emergency answer shows the published number as a phone link.
  const emergency = answers.nth(1);
  await expect(emergency.getByRole("link", { name: "116" })).toHaveAttribute("href", "tel:116");
  // Esc closes the panel and gives focus back to the button.
  await input.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test("«¿Le sirvió? No» is sent as a metric event with the folded question", async ({ page }) => {
  await page.goto("/homePage");
  await page.getByRole("button", { name: "¿Necesita ayuda?" }).click();
  const panel = page.locator("#chat-panel");
  await panel.getByLabel("Escriba su pregunta").fill("¿Cómo pago mi factura?");
  await panel.getByRole("button", { name: "Enviar" }).click();
  const reply = panel.locator("[data-chat-message=bot]").nth(1);
  await expect(reply.getByRole("link", { name: "Medios de pago" })).toBeVisible();
  // The newest answer is announced by one status region (issue 33 §1), not by the whole log.
  await expect(panel.getByRole("status")).not.toBeEmpty();
  await expect(panel.locator("[aria-live]:not([role=status])")).toHaveCount(0);
  const tracked = page.waitForRequest((r) => r.url().endsWith("/api/metrics/track/event") && (r.postData() ?? "").includes("asistente_no_sirvio"), {
    timeout: 30_000,
  });
  await reply.getByRole("group", { name: "¿Le sirvió?" }).getByRole("button", { name: "No" }).click();
  await expect(reply).toContainText("Gracias por su respuesta.");
  const body = (await tracked).postData() ?? "";
  expect(body).toContain("como pago mi factura?");
  const response = await (await tracked).response();
  expect(response?.status()).toBe(202);
});
