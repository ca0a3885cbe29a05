import { test as plain } from "@playwright/test";
import { DARK_THEME, expect, expectAccessible, test } from "./support";

// Issue 35 §4: the GOV.CO top bar, the GOV.CO footer and the accessibility statement.

test.describe("a public entity's page (GOV.CO)", () => {
  for (const width of [320, 390, 768, 1024, 1366]) {
    for (const mode of ["light", "dark"] as const) {
      test(`the GOV.CO bar sits above the header and the statement reflows at ${width} px, ${mode}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        if (mode === "dark") {
          await page.emulateMedia({ colorScheme: "dark" });
          await page.addInitScript((theme) => localStorage.setItem("theme", JSON.stringify(theme)), DARK_THEME);
        }
        await page.goto("/accesibilidad");
        await expect(page.getByRole("heading", { level: 1, name: "Declaración de accesibilidad" })).toBeVisible();
        const bar = page.getByRole("navigation", { name: "Barra superior GOV.CO" });
        const govco = bar.getByRole("link", { name: "Portal del Estado Colombiano - GOV.CO" });
        await expect(govco).toHaveAttribute("href", "https://www.gov.co/");
        const barBox = (await bar.boundingBox())!;
        const headerBox = (await page.getByRole("banner").boundingBox())!;
        expect(Math.round(barBox.height)).toBe(56);
        expect(barBox.y + barBox.height).toBeLessThanOrEqual(headerBox.y + 1);
        const link = (await govco.boundingBox())!;
        expect(link.height).toBeGreaterThanOrEqual(44);
        expect(link.width).toBeGreaterThanOrEqual(44);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
      });
    }
  }

  test("the GOV.CO link is the keyboard's second stop, after the skip link", async ({ page }) => {
    await page.goto("/homePage");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Portal del Estado Colombiano - GOV.CO" })).toBeFocused();
  });

  test("the footer carries MinTIC's fields, the policies, Accesibilidad and both marks", async ({ page }) => {
    await page.goto("/homePage");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Código postal");
    await expect(footer).toContainText("Línea anticorrupción:");
    await expect(footer).toContainText("Notificaciones judiciales:");
    await expect(footer.getByRole("link", { name: /^\+57 / })).toHaveAttribute("href", /^tel:\+57\d{10}$/);
    for (const name of ["Mapa del sitio", "Términos y condiciones", "Política de privacidad", "Política de derechos de autor", "Facebook", "YouTube"])
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(footer.getByRole("img", { name: "Marca país Colombia (CO)" })).toBeVisible();
    await expect(footer.getByRole("img", { name: "Logotipo de GOV.CO" })).toBeVisible();
    await footer.getByRole("link", { name: "Accesibilidad" }).click();
    await expect(page).toHaveURL(/\/accesibilidad$/);
    await expect(page.getByRole("main")).toContainText("WCAG) 2.1 en el nivel AA");
    await expect(page.getByRole("main").getByRole("link", { name: /Radicar una PQRS sobre accesibilidad/ })).toBeVisible();
  });
});

// Playwright's own test: support's waits for the app to hydrate, which never happens without scripts.
plain.describe("without scripts", () => {
  plain.use({ javaScriptEnabled: false });
  plain("the bar, the footer and the statement are in the prerendered page", async ({ page }) => {
    await page.goto("/accesibilidad");
    await expect(page.getByRole("link", { name: "Portal del Estado Colombiano - GOV.CO" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Última revisión");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Accesibilidad" })).toBeVisible();
  });
});
