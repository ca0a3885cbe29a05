import { expect, expectAccessible, signInAs, test } from "./support";

test.describe("routing rules of spec §2", () => {
  test("a visitor opening the dashboard lands on sign-in with redirectUrl", async ({ page }) => {
    await page.goto("/dashboard/dashboardGeneral");
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("redirectUrl")).toBe("/dashboard/dashboardGeneral");
    await expect(page).toHaveTitle("Iniciar sesión | EMSP E.S.P.");
    await expectAccessible(page);
  });

  test("the root path asks a visitor to sign in, without redirectUrl (the path is /)", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/sign-in");
  });

  test("the root path takes a signed-in user to the authenticated entry", async ({ page }) => {
    await signInAs(page, ["USER"]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard\/dashboardGeneral$/);
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/esta/ruta/no-existe");
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
    await expect(page).toHaveTitle("Página no encontrada | EMSP E.S.P.");
    await expectAccessible(page);
  });

  test("a page with authority the user lacks shows access denied", async ({ page }) => {
    await signInAs(page, ["USER"]);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole("heading", { level: 1, name: "Acceso denegado" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a signed-in user on a public-only route goes to the authenticated entry", async ({ page }) => {
    await signInAs(page, ["USER"]);
    await page.goto("/sign-in");
    await expect(page).toHaveURL(/\/dashboard\/dashboardGeneral$/);
    await page.goto("/sign-in?redirectUrl=https://evil.example/");
    await expect(page).toHaveURL(/\/dashboard\/dashboardGeneral$/);
  });

  test("an administrator reaches the admin pages", async ({ page }) => {
    await signInAs(page, ["USER", "ADMIN"]);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Usuarios" })).toBeVisible();
  });

  test("non-ASCII paths of the spec resolve to their page", async ({ page }) => {
    await page.goto("/info-niños");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Página no encontrada");
    await page.goto("/transparencia/indicadoresCalidadAtencion/satisfacciónAtenciónUsuario");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Página no encontrada");
    await page.goto("/transformacion-emsp-telco");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Página no encontrada");
  });

  test("a page whose code fails to load raises preload-error and offers a reload", async ({ page }) => {
    await page.goto("/homePage");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { preloadErrors: number }).preloadErrors = 0;
      window.addEventListener("preload-error", () => (window as unknown as { preloadErrors: number }).preloadErrors++);
    });
    await page.route(/page-sitemap\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.getByRole("link", { name: "Mapa del sitio" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "No fue posible cargar esta página" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Recargar la página" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { preloadErrors: number }).preloadErrors)).toBe(1);
  });
});

test.describe("navigation", () => {
  test("each route sets title, description and keywords, and focus moves to its h1", async ({ page }) => {
    await page.goto("/homePage");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Energía" }).click();
    await expect(page).toHaveURL(/\/energia\/energyHome$/);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toBeFocused();
    await expect(page).toHaveTitle(/ \| EMSP E\.S\.P\.$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /,/);
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText("Inicio");
    await expectAccessible(page);
  });

  test("the skip link is the first stop and jumps to the main content", async ({ page }) => {
    await page.goto("/energia/ratesEnergy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido principal" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });

  test("the site map lists the public pages by area", async ({ page }) => {
    await page.goto("/mapa-sitio");
    await expect(page.getByRole("heading", { level: 2, name: "Energía" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tarifas de energía" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Usuarios", exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});
