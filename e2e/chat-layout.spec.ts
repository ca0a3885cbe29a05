import type { Page } from "@playwright/test";
import { expect, test } from "./support";

/** Issue 21: a phone under the spec's 768 px line, and a common laptop. */
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
] as const;

const INTERACTIVE = "a[href], button, input, select, textarea, [role='button'], [role='link']";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Describes each visible interactive element, outside `exclude`, whose box meets `box`. */
async function overlapping(page: Page, box: Box, within: string, exclude: string): Promise<string[]> {
  return page.evaluate(
    ({ box, within, exclude, selector }) => {
      const hits: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(`${within} :is(${selector})`))) {
        if (el.closest(exclude)) continue;
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // Visually hidden helpers (1 px, clipped) are not things a person can hit.
        if (r.width <= 1 || r.height <= 1 || style.visibility === "hidden" || style.display === "none") continue;
        const meets = r.left < box.x + box.width && box.x < r.right && r.top < box.y + box.height && box.y < r.bottom;
        if (meets) hits.push(`${el.tagName.toLowerCase()} «${(el.textContent ?? el.getAttribute("aria-label") ?? "").trim().slice(0, 40)}»`);
      }
      return hits;
    },
    { box, within, exclude, selector: INTERACTIVE },
  );
}

for (const vp of VIEWPORTS) {
  test.describe(`chat and toasts at ${vp.width} px (issue 21)`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    for (const path of ["/homePage", "/sign-in", "/pqr"]) {
      test(`the chat button covers no link, button or field of ${path} scrolled to the bottom`, async ({ page }) => {
        await page.goto(path);
        const chat = page.getByRole("button", { name: "¿Necesita ayuda?" });
        await expect(chat).toBeVisible();
        // The latest news and the settings come from the API after hydration, later on a busy machine.
        await page.waitForLoadState("networkidle");
        // The home page grows as its latest news, their images and lazy parts arrive: scroll to the end again
        // until two looks in a row find the same page height.
        let last = -1;
        await expect
          .poll(async () => {
            const height = await page.evaluate(async () => {
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
              await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
              const end = document.documentElement.scrollHeight;
              // An image still loading may yet push the footer down.
              const loading = Array.from(document.images).some((i) => !i.complete);
              return !loading && Math.ceil(window.scrollY + window.innerHeight) >= end - 1 ? end : -1;
            });
            const settled = height > 0 && height === last;
            last = height;
            return settled;
          })
          .toBe(true);
        const box = (await chat.boundingBox())!;
        await chat.evaluate((el) => el.setAttribute("data-chat-widget", "")); // not counted against itself
        expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
        const hits = await overlapping(page, box, "body", "[data-chat-widget]");
        const where = await page.evaluate(() => `scrollY ${window.scrollY}, height ${document.documentElement.scrollHeight}`);
        expect(hits, `chat button at ${JSON.stringify(box)}, ${where}`).toEqual([]);
      });
    }

    test("Esc closes the chat panel and focus goes back to its button; the close control is inside the panel", async ({ page }) => {
      await page.goto("/homePage");
      const chat = page.getByRole("button", { name: "¿Necesita ayuda?" });
      await chat.click();
      const panel = page.getByRole("region", { name: "Asistente virtual" });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("button", { name: "Cerrar chat" })).toBeVisible();
      await expect(page.getByLabel("Escriba su pregunta")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toHaveCount(0);
      await expect(chat).toBeFocused();
      await expect(chat).toHaveAttribute("aria-expanded", "false");
    });

    test("a success toast does not cover the header's buttons", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/noticias");
      await page.locator("main a[href*='/noticias-detalles?slug=']").first().click();
      await expect(page).toHaveURL(/\/noticias-detalles\?slug=/);
      await page.getByRole("button", { name: "Copiar enlace" }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      const toast = page.locator(".Toastify__toast--success");
      await expect(toast).toContainText("Enlace copiado.");
      // Hovering pauses the 2 s success toast (react-toastify's pauseOnHover) while it is measured;
      // its entrance ends first (the paused progress bar never does).
      await toast.hover();
      await toast.evaluate((el) =>
        Promise.all(
          el
            .getAnimations({ subtree: true })
            .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished),
        ),
      );
      await expect(page.getByRole("banner")).toBeInViewport();
      const box = (await toast.boundingBox())!;
      expect(await overlapping(page, box, "header", ".Toastify")).toEqual([]);
    });
  });
}
