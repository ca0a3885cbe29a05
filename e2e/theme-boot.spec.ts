import { test as plain, type ConsoleMessage, type Page } from "@playwright/test";
import { DARK_THEME, expect, expectAccessible, test } from "./support";

const DARK = DARK_THEME;

/** Stores the preferences before any script of the page runs, as a returning visitor has them. */
async function storeTheme(page: Page, theme: object): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem("theme", JSON.stringify(t)), theme);
}

/** WCAG relative luminance of a computed `rgb(…)`/`rgba(…)` colour; null when it is transparent. */
function luminance(color: string): number | null {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  if (parts.length < 3 || parts[3] === 0) return null;
  const [r, g, b] = parts
    .slice(0, 3)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Computed background of body and of the app's root, and the colour of the page's h1 and text. */
async function paintedColors(page: Page): Promise<{ body: number | null; provider: number | null; heading: number | null; text: number | null }> {
  const raw = await page.evaluate(() => {
    const css = (selector: string, prop: "backgroundColor" | "color") => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el)[prop] : "";
    };
    return {
      body: css("body", "backgroundColor"),
      provider: css("#root > .fui-FluentProvider", "backgroundColor"),
      heading: css("main h1", "color"),
      text: css("main p", "color"),
    };
  });
  return { body: luminance(raw.body), provider: luminance(raw.provider), heading: luminance(raw.heading), text: luminance(raw.text) };
}

plain.describe("issue 21: the stored theme before the bundles run (prerendered HTML and the boot script only)", () => {
  plain.beforeEach(async ({ page }) => {
    await page.route("**/*.js", (route) => route.abort());
  });

  plain("a stored dark mode paints the page dark before any bundle", async ({ page }) => {
    await storeTheme(page, DARK);
    await page.goto("/homePage");
    await expect(page.locator("main h1")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const c = await paintedColors(page);
    expect(c.body).not.toBeNull();
    expect(c.body!).toBeLessThan(0.05);
    expect(c.provider).not.toBeNull();
    expect(c.provider!).toBeLessThan(0.05);
    expect(c.heading!).toBeGreaterThan(0.7);
    expect(c.text!).toBeGreaterThan(0.7);
    // The colour variables of spec §4 for the stored schema and mode, as ThemeStore sets them.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim())).toBe("#6cb1f5");
  });

  plain("a stored dark mode of another schema takes that schema's colour variables", async ({ page }) => {
    await storeTheme(page, { ...DARK, themeSchema: "green" });
    await page.goto("/homePage");
    await expect(page.locator("html")).toHaveAttribute("data-theme-schema", "green");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim())).toBe("#5fd08f");
    expect((await paintedColors(page)).provider!).toBeLessThan(0.05);
  });

  plain("a stored control size and right-to-left direction apply before any bundle", async ({ page }) => {
    await storeTheme(page, { ...DARK, mode: "light", controlSize: "lg", direction: "rtl" });
    await page.goto("/sign-in");
    await expect(page.locator("main h1")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("data-control-size", "lg");
    const provider = await page.locator("#root > .fui-FluentProvider").evaluate((el) => ({
      fontSize: getComputedStyle(el).getPropertyValue("--fontSizeBase300").trim(),
      direction: getComputedStyle(el).direction,
    }));
    expect(provider).toEqual({ fontSize: "16px", direction: "rtl" });
  });

  plain("with no stored theme, or an unreadable one, the page stays light", async ({ page }) => {
    await page.goto("/homePage");
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    let c = await paintedColors(page);
    expect(c.provider!).toBeGreaterThan(0.9);
    expect(c.heading!).toBeLessThan(0.05);

    await page.addInitScript(() => localStorage.setItem("theme", "{not json"));
    await page.goto("/homePage");
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    c = await paintedColors(page);
    expect(c.provider!).toBeGreaterThan(0.9);
  });
});

test.describe("issue 21: a normal load in dark mode", () => {
  test("hydrates without mismatch, stays dark and passes axe", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (msg: ConsoleMessage) => {
      if (msg.type() === "error" && /hydrat|did not match|server rendered/i.test(msg.text())) problems.push(msg.text());
    });
    page.on("pageerror", (err) => problems.push(err.message));
    await storeTheme(page, DARK);
    await page.goto("/homePage"); // waits until the app has hydrated the page
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByRole("banner").getByRole("button", { name: "Apariencia e idioma" }).click();
    await expect(page.getByRole("dialog", { name: "Apariencia e idioma" }).getByRole("switch", { name: "Modo oscuro" })).toBeChecked();
    await page.keyboard.press("Escape");
    // axe reads the page once the panel is gone (its focus guards leave with it).
    await expect(page.getByRole("dialog", { name: "Apariencia e idioma" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Apariencia e idioma" })).toBeFocused();
    const c = await paintedColors(page);
    expect(c.body!).toBeLessThan(0.05);
    expect(c.provider!).toBeLessThan(0.05);
    expect(c.heading!).toBeGreaterThan(0.7);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
