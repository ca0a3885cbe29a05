import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test } from "./support";

// Issue 21: the responsive shell: header, navigation drawer, account layout and the display panel.

async function height(locator: Locator): Promise<number> {
  return locator.evaluate((el) => el.getBoundingClientRect().height);
}

/** Whether the element that has focus lies inside `selector`. */
async function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
}

for (const width of [320, 390]) {
  for (const locale of ["es", "en"] as const) {
    test(`header at ${width} px in ${locale}: one row plus the search, at most 120 px, no native select`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((l) => localStorage.setItem("locale", l), locale);
      await page.goto("/homePage");
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("button", { name: locale === "es" ? "Menú" : "Menu" })).toBeVisible();
      await expect(banner.getByRole("button", { name: locale === "es" ? "Apariencia e idioma" : "Appearance and language" })).toBeVisible();
      await expect(banner.getByRole("link", { name: locale === "es" ? "Ingresar" : "Sign in" })).toBeVisible();
      await expect(banner.getByRole("searchbox")).toBeVisible();
      expect(await height(banner)).toBeLessThanOrEqual(120);
      await expect(banner.locator("select")).toHaveCount(0);
      // The areas' row is in the drawer on phones.
      await expect(banner.getByRole("navigation", { name: locale === "es" ? "Menú principal" : "Main menu" })).toBeHidden();
      const sizes = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.viewport);
    });
  }
}

test("header at 1366 px for a SUPER_ADMIN: the bar and the areas' row are one row each", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAs(page, ["SUPER_ADMIN"]);
  await page.goto("/admin/dashboard");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "Cuenta" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Menú" })).toBeHidden();
  // Every visible item of the bar shares one line, and so does every area link.
  const rows = await banner.evaluate((header) => {
    const visible = (els: Element[]) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    const bar = visible([...header.firstElementChild!.children]);
    const links = visible([...header.querySelectorAll("nav li")]);
    const oneLine = (rs: DOMRect[]) => Math.max(...rs.map((r) => r.top)) < Math.min(...rs.map((r) => r.bottom));
    return { bar: bar.length, barOneLine: oneLine(bar), links: links.length, linksOneLine: oneLine(links) };
  });
  expect(rows).toEqual({ bar: 3, barOneLine: true, links: 9, linksOneLine: true });
  await expect(banner.locator("select")).toHaveCount(0);
  // The account menu holds the account, the administration and signing out.
  await banner.getByRole("button", { name: "Cuenta" }).click();
  await expect(page.getByRole("menuitem", { name: "Mi cuenta" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Administración" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Cerrar sesión" })).toBeVisible();
});

const DRAWER_CASES = [
  { who: "a visitor", roles: null, path: "/homePage", current: "Inicio", has: ["Energía", "Transparencia"], hasNot: ["Mis facturas"] },
  { who: "a customer", roles: ["USER"], path: "/dashboard/dashboardGeneral", current: "Resumen", has: ["Mis facturas", "Energía"], hasNot: ["Usuarios"] },
  {
    who: "an administrator",
    roles: ["ADMIN"],
    path: "/admin/pqrs",
    current: "PQRS y solicitudes",
    has: ["Usuarios", "Mis facturas", "Noticias"],
    hasNot: ["Registro de auditoría", "Correo del portal"],
  },
] as const;

for (const c of DRAWER_CASES) {
  test(`the menu button opens and closes the navigation drawer with the keyboard only, for ${c.who} at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    if (c.roles) await signInAs(page, [...c.roles]);
    await page.goto(c.path);
    const named = page.getByRole("banner").getByRole("button", { name: "Menú" });
    await expect(named).toHaveAttribute("aria-expanded", "false");
    const controls = (await named.getAttribute("aria-controls"))!;
    // While the modal drawer is open the rest of the page is hidden from the accessibility tree, so
    // from here on the button is found by what it controls rather than by its role.
    const button = page.locator(`header button[aria-controls="${controls}"]`);
    await button.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(drawer).toHaveAttribute("id", controls);
    for (const name of c.has) await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of c.hasNot) await expect(drawer.getByRole("link", { name, exact: true })).toHaveCount(0);
    await expect(drawer.getByRole("link", { name: c.current, exact: true })).toHaveAttribute("aria-current", "page");
    // Every entry carries its icon.
    expect(await drawer.locator("li a:not(:has(svg))").count()).toBe(0);
    // Focus stays inside while tabbing forwards and backwards.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(page, `#${await drawer.getAttribute("id")}`)).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside(page, `#${await drawer.getAttribute("id")}`)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // Space opens it too; following a link closes it.
    await page.keyboard.press("Space");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Noticias", exact: true }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
}

test("at 390 px the account pages take the whole width: no side column", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, ["ADMIN"]);
  for (const path of ["/dashboard/dashboardGeneral", "/admin/pqrs"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menú de la cuenta" })).toBeHidden();
    const main = await page.locator("#main-content").evaluate((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return {
        left: r.left,
        width: r.width,
        padding: parseFloat(s.paddingLeft) + parseFloat(s.paddingRight),
        content: el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight),
      };
    });
    expect(main.left).toBe(0);
    expect(main.width).toBe(390);
    expect(main.content).toBe(390 - main.padding);
  }
});

test("at 1366 px the side navigation collapses to a rail of icons and comes back", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 844 });
  await signInAs(page, ["USER"]);
  await page.goto("/dashboard/dashboardGeneral");
  const nav = page.getByRole("navigation", { name: "Menú de la cuenta" });
  await expect(nav.getByRole("link", { name: "Mis facturas" })).toBeVisible();
  await nav.getByRole("button", { name: "Ocultar menú" }).click();
  const rail = await nav.evaluate((el) => el.getBoundingClientRect().width);
  expect(rail).toBeLessThanOrEqual(56);
  // Still every entry, each an icon with its name.
  await expect(nav.getByRole("link", { name: "Mis facturas" })).toBeVisible();
  expect(await nav.locator("a:not(:has(svg))").count()).toBe(0);
  await expectAccessible(page);
  await page.reload();
  await nav.getByRole("button", { name: "Mostrar menú" }).click();
  expect(await nav.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(200);
});

/** Heights of the sign-in form's Fluent input and its submit button. */
async function controlHeights(page: Page): Promise<{ input: number; button: number }> {
  // CSS selectors: while the panel (a modal) is open the page is hidden from the accessibility tree.
  return {
    input: await height(page.locator("#main-content .fui-Input").first()),
    button: await height(page.locator("#main-content button.fui-Button", { hasText: /^Ingresar$/ })),
  };
}

test("the display panel: dark, a schema, right to left and the control size apply at once and survive a reload", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/sign-in");
  await expect(page.getByRole("banner").locator("select")).toHaveCount(0);
  const md = await controlHeights(page);
  const trigger = page.getByRole("banner").getByRole("button", { name: "Apariencia e idioma" });
  await trigger.click();
  const panel = page.getByRole("dialog", { name: "Apariencia e idioma" });
  await expect(panel).toBeVisible();
  await panel.getByRole("switch", { name: "Modo oscuro" }).check();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await panel.getByRole("radio", { name: "Verde" }).check();
  await expect(page.locator("html")).toHaveAttribute("data-theme-schema", "green");
  await panel.getByRole("radio", { name: "De derecha a izquierda" }).check();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectAccessible(page);

  await panel.getByRole("radio", { name: "Grande" }).check();
  await expect.poll(async () => (await controlHeights(page)).button).toBeGreaterThan(md.button);
  const lg = await controlHeights(page);
  expect(lg.input).toBeGreaterThan(md.input);
  await panel.getByRole("radio", { name: "Muy pequeño" }).check();
  await expect.poll(async () => (await controlHeights(page)).button).toBeLessThan(md.button);
  const xs = await controlHeights(page);
  expect(xs.input).toBeLessThan(md.input);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.locator("html")).toHaveAttribute("data-theme-schema", "green");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("data-control-size", "xs");
  expect(await controlHeights(page)).toEqual(xs);
  await page.getByRole("banner").getByRole("button", { name: "Apariencia e idioma" }).click();
  await expect(page.getByRole("dialog", { name: "Apariencia e idioma" }).getByRole("radio", { name: "Muy pequeño" })).toBeChecked();
  await expect(page.getByRole("dialog", { name: "Apariencia e idioma" }).getByRole("switch", { name: "Modo oscuro" })).toBeChecked();
});

test("the display panel switches the language", async ({ page }) => {
  await page.goto("/homePage");
  await page.getByRole("banner").getByRole("button", { name: "Apariencia e idioma" }).click();
  await page.getByRole("dialog", { name: "Apariencia e idioma" }).getByRole("radio", { name: "English" }).check();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("dialog", { name: "Appearance and language" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});
