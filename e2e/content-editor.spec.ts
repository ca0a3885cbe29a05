import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ADMIN_ORIGIN, DEMO_ACCOUNTS } from "./demo";
import { problemsAt, settle } from "./reflowCheck";
import { apiLogin, captchaHeaders, expect, expectAccessible, test, waitForApp } from "./support";

// Issue 35 §1: the editors' screens. On the administration portal of its own (playwright.config.ts):
// a publication here changes a public page for every visitor of that server, not of the main one.
test.use({ baseURL: ADMIN_ORIGIN });

const PASSWORD = "Frase de acceso del portal 2026";
/** A transparency page (Ley 1712: plan anual de adquisiciones) with a paragraph and a table. */
const PAGE = { routeKey: "transparencia.annualPlan", path: "/annualPlan", title: "Plan anual de adquisiciones" };

/**
 * A new account made an EDITOR by a super administrator through the API, as an administrator does it
 * in /admin/users, then signed in through the API in a browser context of its own.
 */
async function editorSession(browser: Browser, request: APIRequestContext) {
  const email = `editora.${Date.now()}@correo.co`;
  const registered = await request.post("/api/auth/register", {
    headers: await captchaHeaders(request),
    data: {
      email,
      password: PASSWORD,
      firstName: "Lucía",
      lastName: "Montoya",
      documentType: "CC",
      documentNumber: "43555777",
      phoneNumber: "3105550303",
      acceptDataPolicy: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  const admin = await apiLogin(request, DEMO_ACCOUNTS.superAdmin);
  const granted = await request.patch(`/api/admin/users/${user.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { roles: ["USER", "EDITOR"] },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  const session = await apiLogin(request, email, PASSWORD);
  expect(session.user.roles.map((r) => r.toUpperCase())).toContain("EDITOR");
  const context = await browser.newContext({ baseURL: ADMIN_ORIGIN, locale: "es-CO", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript((s) => {
    if (!localStorage.getItem("sessionUser")) {
      localStorage.setItem("token", s.token);
      localStorage.setItem("sessionUser", JSON.stringify({ signedIn: true, user: s.user }));
    }
  }, session);
  return { context, page, token: session.token };
}

/** The section of the editor whose heading starts "Sección n". */
const section = (page: Page, n: number) => page.getByRole("main").getByRole("region", { name: new RegExp(`^Sección ${n}\\b`) });

test.describe("content editor (issue 35 §1)", () => {
  test("an editor changes a paragraph and a table cell of a transparency page and publishes; a visitor without scripts reads the change", async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const editor = await editorSession(browser, request);
    const page = editor.page;
    const stamp = Date.now().toString().slice(-6);
    const paragraph = `El plan anual de adquisiciones se actualizó el ${stamp} con las compras del segundo semestre.`;

    // The list: search by title, the page's state, and the way into the editor.
    await page.goto("/admin/contenido");
    await settle(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Contenidos del portal" })).toBeVisible();
    await main.getByLabel("Buscar por título o dirección").fill("adquisiciones");
    await main.getByRole("button", { name: "Buscar" }).click();
    const link = main.getByRole("link", { name: `Editar «${PAGE.title}»` });
    await expect(link).toBeVisible();
    expect(await problemsAt(page, "/admin/contenido", 320, false)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/admin/contenido/editar\\?pagina=${PAGE.routeKey.replace(".", "\\.")}$`));
    await expect(main.getByRole("heading", { level: 1, name: `Editar «${PAGE.title}»` })).toBeVisible();
    await settle(page);

    // The paragraph, in the news' rich-text editor (loaded on demand).
    const text = section(page, 1)
      .getByRole("group", { name: "Bloque 1: Párrafo" })
      .getByRole("textbox", { name: /^Texto/ });
    await expect(text).toBeVisible();
    await text.fill(paragraph);
    // A cell of the grid: "Invitación privada" goes from 6 lines to 7.
    const cell = section(page, 2).getByRole("group", { name: "Bloque 1: Tabla" }).getByLabel("Fila 2, Líneas");
    await expect(cell).toHaveValue("6");
    await cell.fill("7");
    await expect(main.getByText("Hay cambios sin guardar.")).toBeVisible();

    // A phone's width, nothing sideways at 320 px, and axe, with the preview shown at 390 px.
    await main.getByRole("button", { name: "Mostrar la vista previa" }).click();
    const preview = page.frameLocator('iframe[title="Vista previa de la página a 390 px"]');
    await expect(preview.getByRole("heading", { level: 1, name: PAGE.title })).toBeVisible();
    await expect(preview.getByText(paragraph)).toBeVisible();
    expect(await problemsAt(page, "/admin/contenido/editar", 320, false)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);

    await main.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Borrador guardado." })).toBeVisible();
    await main.getByRole("button", { name: "Publicar ahora" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Página publicada." })).toBeVisible();
    await expect(main.getByText("Publicada", { exact: true })).toBeVisible();

    // A visitor with scripts off reads the prerendered page with the change, within seconds.
    const visitor = await browser.newContext({ baseURL: ADMIN_ORIGIN, locale: "es-CO", javaScriptEnabled: false });
    const reader = await visitor.newPage();
    await expect(async () => {
      await reader.goto(PAGE.path);
      const article = reader.getByRole("main");
      await expect(article.getByText(paragraph)).toBeVisible({ timeout: 1_000 });
      await expect(
        article
          .getByRole("row", { name: /Invitación privada/ })
          .getByRole("cell")
          .first(),
      ).toHaveText("7", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await visitor.close();

    // The versions: the publication is listed with who made it, and compares with an earlier one.
    await main.getByRole("button", { name: "Ver las versiones de la página" }).click();
    const versions = main.getByRole("table", { name: /^Versiones de la página/ });
    await expect(versions.getByRole("row")).not.toHaveCount(1);
    await versions
      .getByRole("button", { name: /^Comparar la versión/ })
      .last()
      .click();
    await expect(main.getByRole("heading", { level: 3, name: /^Cambios entre la versión/ })).toBeVisible();
    await expect(main.getByText(paragraph).first()).toBeVisible();
    await editor.context.close();
  });

  test("an editor sees only Contenidos (and the documents) in the menu and cannot reach users or settings", async ({ browser, request }) => {
    test.setTimeout(90_000);
    const editor = await editorSession(browser, request);
    const page = editor.page;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/admin/contenido");
    await waitForApp(page);
    const nav = page.getByRole("navigation", { name: "Menú de la cuenta" });
    await expect(nav.getByRole("link", { name: "Contenidos" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Documentos" })).toBeVisible();
    for (const name of ["Usuarios", "Configuración", "Panel de administración", "Noticias y cortes", "Registro de auditoría"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
    }

    for (const path of ["/admin/users", "/admin/settings"]) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page).toHaveURL(/\/access-denied$/);
    }
    // The server refuses the calls too, whatever the interface shows.
    const headers = { Authorization: `Bearer ${editor.token}` };
    expect((await request.get("/api/admin/users", { headers })).status()).toBe(403);
    expect((await request.get("/api/admin/settings", { headers })).status()).toBe(403);
    expect((await request.get("/api/admin/content/pages", { headers })).status()).toBe(200);
    await editor.context.close();
  });
});
