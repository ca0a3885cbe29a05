import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { DARK_THEME, expect, test } from "./support";

/** Whether `inner` is wholly inside the box of `outer` (what a person sees of it in a scrolled list). */
async function insideOf(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return !!a && !!b && a.y >= b.y - 1 && a.y + Math.min(a.height, b.height) <= b.y + b.height + 1;
}

async function ask(page: Page, q: string, n: number): Promise<Locator> {
  const panel = page.locator("#chat-panel");
  const input = panel.getByLabel("Escriba su pregunta");
  await input.fill(q);
  await input.press("Enter");
  const reply = panel.locator("[data-chat-message=bot]").nth(n);
  await expect(reply).toBeVisible();
  return reply;
}

const SHOTS = "/tmp/assistant-shots";

for (const width of [390, 1366]) {
  test(`at ${width} px the chat button is at hand at the top of a page, and each new answer comes into view and is announced`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto("/paymentMethods");
    // Issue 33 §1: reachable without scrolling to the footer.
    const button = page.getByRole("button", { name: "¿Necesita ayuda?" });
    await expect(button).toBeInViewport();
    const box = (await button.boundingBox())!;
    // A touch target of 44 px or more on a phone; the labelled pill of 32 px with a mouse.
    expect(box.height).toBeGreaterThanOrEqual(width === 390 ? 44 : 32);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await button.click();
    const panel = page.locator("#chat-panel");
    const log = panel.getByRole("list", { name: "Asistente virtual" });
    const status = panel.getByRole("status");
    const questions = ["¿Cómo pago mi factura?", "me llegó muy cara la factura del agua", "¿a qué hora abren las oficinas?", "quiero hablar con un asesor"];
    for (const [i, q] of questions.entries()) {
      const reply = await ask(page, q, i + 1);
      // The newest answer's start is inside the visible part of the log, from the second question on too.
      await expect.poll(() => insideOf(reply.locator("p").first(), log)).toBe(true);
      await expect(status).toContainText((await reply.locator("p").first().textContent())!.slice(0, 40));
    }
    // The office answer quotes the hours and the address (from the settings), with one period after «p. m.».
    const offices = panel.locator("[data-chat-message=bot]").nth(3);
    await expect(offices).toContainText("Carrera 50 # 52-14");
    await expect(offices).toContainText("p. m.");
    await expect(offices).not.toContainText("p. m..");
    await expect(panel).toBeInViewport();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/chat-${width}-light.png` });
    if (width === 390) await page.screenshot({ path: `${SHOTS}/chat-390.png` });
  });
}

test("the chat with an answer in dark mode at 390 px (screenshot)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript((theme) => localStorage.setItem("theme", JSON.stringify(theme)), DARK_THEME);
  await page.goto("/homePage");
  await page.getByRole("button", { name: "¿Necesita ayuda?" }).click();
  const reply = await ask(page, "¿cuánto vale la reconexión?", 1);
  await expect(reply).toContainText("$ 48.600");
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/chat-390-dark.png` });
});
