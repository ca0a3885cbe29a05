import { expect, expectAccessible, signInAs, test } from "./support";

const year = String(new Date().getFullYear());

test.describe("layouts of spec §2", () => {
  test("a visitor gets the public layout with the entity's footer", async ({ page }) => {
    await page.goto("/homePage");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Líneas de atención");
    await expect(footer).toContainText(`© ${year}`);
    await expect(footer.getByRole("link", { name: "Términos y condiciones" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Política de privacidad" })).toBeVisible();
    await expect(page.getByRole("button", { name: "¿Necesita ayuda?" })).toBeVisible();
    await expectAccessible(page);
  });

  test("signed in, other pages get the container and the short footer; dashboard has neither footer nor container", async ({ page }) => {
    await signInAs(page, ["USER"]);
    await page.goto("/energia/ratesEnergy");
    await expect(page.getByRole("heading", { level: 1, name: "Tarifas de energía" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year}`);
    await expect(page.getByRole("contentinfo")).not.toContainText("Líneas de atención");
    // A signed-in page is never indexed: it does not spend a phone's main thread on the routes'
    // descriptions (issue 37).
    const details: string[] = [];
    page.on("request", (r) => void (/\/route-details\.[0-9a-f]+\.js$/.test(r.url()) && details.push(r.url())));
    await page.goto("/dashboard/dashboardGeneral");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Menú de la cuenta" })).toBeVisible();
    await expectAccessible(page);
    expect(details).toEqual([]);
  });

  test("signing out goes to the unauthenticated entry page", async ({ page }) => {
    await signInAs(page, ["USER"]);
    await page.goto("/dashboard/dashboardGeneral");
    await page.getByRole("banner").getByRole("button", { name: "Cuenta" }).click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/homePage$/);
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("sessionUser") ?? "{}"))).toEqual({ signedIn: false, user: null });
  });

  test("the chat widget opens and closes", async ({ page }) => {
    await page.goto("/homePage");
    await page.getByRole("button", { name: "¿Necesita ayuda?" }).click();
    await expect(page.getByRole("heading", { name: "Asistente virtual" })).toBeVisible();
    await page.getByLabel("Escriba su pregunta").fill("tarifas de energia");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.locator("#chat-panel").getByRole("link", { name: "Tarifas de energía" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cerrar chat" }).click();
    await expect(page.getByRole("heading", { name: "Asistente virtual" })).toHaveCount(0);
  });
});

test.describe("preferences survive a reload", () => {
  test("dark mode and colour schema", async ({ page }) => {
    await page.goto("/homePage");
    await page.getByRole("banner").getByRole("button", { name: "Apariencia e idioma" }).click();
    const panel = page.getByRole("dialog", { name: "Apariencia e idioma" });
    await panel.getByRole("switch", { name: "Modo oscuro" }).check();
    await panel.getByRole("radio", { name: "Verde" }).check();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("banner").getByRole("button", { name: "Apariencia e idioma" }).click();
    await expect(panel.getByRole("radio", { name: "Verde" })).toBeChecked();
    await page.keyboard.press("Escape");
    // Until it has closed, the popover's focus guards (aria-hidden, focusable) are still in the page.
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim())).toBe("#5fd08f");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test("language", async ({ page }) => {
    await page.goto("/homePage");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("banner").getByRole("button", { name: "Apariencia e idioma" }).click();
    await page.getByRole("dialog", { name: "Apariencia e idioma" }).getByRole("radio", { name: "English" }).check();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("banner").getByRole("button", { name: "Appearance and language" }).click();
    await expect(page.getByRole("dialog", { name: "Appearance and language" }).getByRole("radio", { name: "English" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Appearance and language" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expectAccessible(page);
  });
});
