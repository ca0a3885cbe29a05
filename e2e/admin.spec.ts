import type { Browser, Route } from "@playwright/test";
import { ADMIN_ORIGIN, DEMO_ACCOUNTS } from "./demo";
import { apiLogin, captchaHeaders, expect, expectAccessible, signInAs, test, waitForApp } from "./support";

// The administration portal of its own (playwright.config.ts): settings and accounts change here.
test.use({ baseURL: ADMIN_ORIGIN });

const PASSWORD = "Frase de acceso del portal 2026";

/** A new account on the admin portal, signed in in its own browser context. */
async function customerSession(browser: Browser, name: string) {
  const context = await browser.newContext({ baseURL: ADMIN_ORIGIN, locale: "es-CO" });
  const page = await context.newPage();
  const email = `${name}.${Date.now()}@correo.co`;
  const res = await page.request.post("/api/auth/register", {
    headers: await captchaHeaders(page.request),
    data: {
      email,
      password: PASSWORD,
      firstName: "Julián",
      lastName: "Arango",
      documentType: "CC",
      documentNumber: "71555444",
      phoneNumber: "3105550000",
      acceptDataPolicy: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = await res.json();
  await page.addInitScript((s) => {
    if (!localStorage.getItem("sessionUser")) {
      localStorage.setItem("token", s.token);
      localStorage.setItem("sessionUser", JSON.stringify({ signedIn: true, user: s.user }));
    }
  }, session);
  return { context, page, email };
}

test.describe("administration (issue 9)", () => {
  test("settings: a wrong number is named, the saved lines, banner and chat switch show on the public site", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAs(page, ["ADMIN"]);
    await page.goto("/admin/settings");
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Configuración del portal" })).toBeVisible();
    await expect(main.getByLabel(/^Línea gratuita nacional/)).toHaveValue("01 8000 123 456");
    await expectAccessible(page);

    await main.getByLabel(/^Línea gratuita nacional/).fill("llame ya");
    await main.getByRole("button", { name: "Guardar la configuración" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: /Línea gratuita/ })).toBeVisible();
    await expectAccessible(page);

    await main.getByLabel(/^Línea gratuita nacional/).fill("01 8000 555 123");
    await main.getByLabel(/^Emergencias de energía/).fill("115");
    await main.getByLabel(/^Horario de atención al público/).fill("Lunes a sábado de 7:00 a. m. a 6:00 p. m.");
    await main.getByRole("switch", { name: /Mostrar el aviso en todo el portal/ }).check();
    await main.getByLabel(/^Texto del aviso/).fill("El domingo de 2:00 a 6:00 a. m. no habrá pagos en línea por mantenimiento.");
    await main.getByRole("switch", { name: /Mostrar el chat de atención/ }).uncheck();
    await main.getByRole("button", { name: "Guardar la configuración" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Configuración guardada" })).toBeVisible();
    await expect(main.getByText(/Última modificación: .* por admin@example\.com/)).toBeVisible();
    // The administrator's own tab shows the banner at once.
    await expect(page.getByRole("region", { name: "Aviso de mantenimiento" })).toBeVisible();

    // A visitor in a fresh browser: the banner on every page, the new lines in home and footer, no chat.
    const visitor = await browser.newContext({ baseURL: ADMIN_ORIGIN, locale: "es-CO" });
    const home = await visitor.newPage();
    await home.goto("/homePage");
    await waitForApp(home);
    const banner = home.getByRole("region", { name: "Aviso de mantenimiento" });
    await expect(banner).toContainText("no habrá pagos en línea por mantenimiento");
    const lines = home.getByRole("main").getByRole("region", { name: "Líneas de atención y emergencias" });
    await expect(lines.getByRole("link", { name: "01 8000 555 123" })).toHaveAttribute("href", "tel:018000555123");
    await expect(lines.getByRole("link", { name: "115" })).toBeVisible();
    await expect(home.getByRole("contentinfo").getByRole("link", { name: "01 8000 555 123" })).toBeVisible();
    await expect(home.getByRole("contentinfo")).toContainText("Lunes a sábado de 7:00 a. m. a 6:00 p. m.");
    await expect(home.getByRole("button", { name: "¿Necesita ayuda?" })).toHaveCount(0);
    await expectAccessible(home);
    await home.goto("/noticias");
    await expect(home.getByRole("region", { name: "Aviso de mantenimiento" })).toBeVisible();

    // Turned off again: the banner goes and the chat comes back.
    await main.getByRole("switch", { name: /Mostrar el aviso en todo el portal/ }).uncheck();
    await main.getByRole("switch", { name: /Mostrar el chat de atención/ }).check();
    await main.getByRole("button", { name: "Guardar la configuración" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Configuración guardada" })).toBeVisible();
    // Another visitor (a browser may keep the settings a minute, as the screen says).
    const other = await browser.newContext({ baseURL: ADMIN_ORIGIN, locale: "es-CO" });
    const later = await other.newPage();
    await later.goto("/homePage");
    await waitForApp(later);
    await expect(later.getByRole("button", { name: "¿Necesita ayuda?" })).toBeVisible();
    await expect(later.getByRole("region", { name: "Aviso de mantenimiento" })).toHaveCount(0);
    await other.close();
    await visitor.close();

    // Issue 20 §3: another administrator saves meanwhile (here, in this same test: settings are
    // shared by the whole file). This save is refused, what was typed stays, the current version loads.
    const { token } = await apiLogin(page.request, DEMO_ACCOUNTS.superAdmin);
    const headers = { Authorization: `Bearer ${token}` };
    const read = await (await page.request.get("/api/admin/settings", { headers })).json();
    const first = await page.request.put("/api/admin/settings", {
      headers,
      data: { ...read.settings, antiCorruptionLine: "604 380 7777", version: read.version },
    });
    expect(first.status(), await first.text()).toBe(200);
    // Issue 21: on a phone the action that resolves the conflict is inside the message, which
    // appears beside the save button and takes focus; the form fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await main.getByLabel(/^Emergencias de acueducto/).fill("604 380 8888");
    await main.getByRole("button", { name: "Guardar la configuración" }).click();
    const conflict = main.getByRole("alert").filter({ hasText: "Otra persona guardó la configuración" });
    await expect(conflict).toBeVisible();
    await expect(conflict).toBeFocused();
    await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toHaveCount(0);
    await expect(main.getByLabel(/^Emergencias de acueducto/)).toHaveValue("604 380 8888");
    const load = conflict.getByRole("button", { name: "Cargar la configuración actual (descarta sus cambios)" });
    await expect(load).toBeInViewport({ ratio: 1 });
    const [box, button, save] = await Promise.all([
      conflict.boundingBox(),
      load.boundingBox(),
      main.getByRole("button", { name: "Guardar la configuración" }).boundingBox(),
    ]);
    expect(button!.x).toBeGreaterThanOrEqual(box!.x);
    expect(button!.x + button!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(button!.y + button!.height).toBeLessThanOrEqual(box!.y + box!.height);
    // The message sits just above the save button, not a screen away from it.
    expect(save!.y - (box!.y + box!.height)).toBeLessThan(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.keyboard.press("Tab");
    await expect(load).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(main.getByLabel(/^Línea anticorrupción/)).toHaveValue("604 380 7777");
    await expect(main.getByLabel(/^Emergencias de acueducto/)).toHaveValue(read.settings.emergencyWater);
    await expect(main.getByRole("status").filter({ hasText: "Se cargó la configuración actual" })).toBeVisible();
  });

  test("users: a SUPER_ADMIN grants ADMIN, then deactivates the account, whose open session ends on its next request", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const customer = await customerSession(browser, "julian.arango");
    await customer.page.goto("/dashboard");
    await waitForApp(customer.page);
    await expect(customer.page).toHaveURL(/\/dashboard$/);

    await signInAs(page, ["SUPER_ADMIN"]);
    await page.goto(`/admin/users?q=${encodeURIComponent(customer.email)}`);
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByRole("cell", { name: customer.email })).toBeVisible();
    await expectAccessible(page);
    await main.getByRole("button", { name: /Ver detalle de Julián Arango/ }).click();
    const detail = main.getByRole("region", { name: "Julián Arango", exact: true });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole("table").first()).toBeVisible();
    await expectAccessible(page);

    await detail.getByRole("checkbox", { name: "Administrador", exact: true }).check();
    await detail.getByRole("button", { name: "Guardar roles" }).click();
    await expect(main.getByRole("status").filter({ hasText: /Se guardaron los roles de Julián Arango/ })).toBeVisible();
    await expect(detail.getByRole("cell", { name: "Cambio de roles" }).first()).toBeVisible();

    // A new verification link, announced with the address it went to.
    await detail.getByRole("button", { name: "Reenviar correo de verificación" }).click();
    await expect(main.getByRole("status").filter({ hasText: customer.email })).toBeVisible();

    // The new role works for the customer at once: the admin dashboard opens.
    await customer.page.goto("/admin/dashboard");
    await expect(customer.page.getByRole("main").getByRole("heading", { level: 1, name: "Panel de administración" })).toBeVisible();

    await detail.getByRole("button", { name: "Desactivar la cuenta" }).click();
    await detail.getByRole("button", { name: "Confirmar desactivación" }).click();
    await expect(main.getByRole("status").filter({ hasText: /Se desactivó la cuenta de Julián Arango/ })).toBeVisible();
    await expect(detail.getByText("La cuenta está inactiva", { exact: false })).toBeVisible();

    // The customer's next request is refused and the portal asks to sign in again.
    await customer.page.goto("/dashboard");
    await expect(customer.page).toHaveURL(/\/sign-in/);
    const login = await customer.page.request.post("/api/auth/login", { data: { email: customer.email, password: PASSWORD } });
    expect(login.status()).toBe(403);
    await customer.context.close();
  });

  test("the last SUPER_ADMIN can neither lose the role nor be deactivated", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, ["SUPER_ADMIN"]);
    await page.goto(`/admin/users?q=${encodeURIComponent("superadmin@example.com")}`);
    await waitForApp(page);
    const main = page.getByRole("main");
    await main
      .getByRole("button", { name: /Ver detalle de / })
      .first()
      .click();
    const detail = main.locator("#admin-user-detail");
    await expect(detail.getByText("superadmin@example.com").first()).toBeVisible();
    // Not even offered: the only active SUPER_ADMIN.
    await expect(detail.getByRole("button", { name: "Desactivar la cuenta" })).toHaveCount(0);
    await expect(detail.getByText("Esta cuenta no se puede desactivar desde su sesión.")).toBeVisible();
    // Removing the role is refused by the server, with its reason, and nothing changes.
    await detail.getByRole("checkbox", { name: "Superadministrador" }).uncheck();
    await detail.getByRole("button", { name: "Guardar roles" }).click();
    await expect(main.getByText(/última cuenta activa/).first()).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await waitForApp(page);
    await expect(page.locator("#admin-user-detail").getByRole("checkbox", { name: "Superadministrador" })).toBeChecked();
  });

  test("dashboard at a glance on a phone (issue 21): cards first, each chart with its table, no sideways scroll, light and dark", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, ["SUPER_ADMIN"]);
    for (const mode of ["light", "dark"] as const) {
      await page.addInitScript((m) => {
        const theme = {
          themeSchema: "default",
          mode: m,
          direction: "ltr",
          panelExpand: false,
          controlSize: "md",
          layout: { type: "collapsibleSide", sideNavCollapse: false, previousType: "" },
        };
        localStorage.setItem("theme", JSON.stringify(theme));
      }, mode);
      await page.goto("/admin/dashboard");
      await waitForApp(page);
      const main = page.getByRole("main");
      const glance = main.getByRole("region", { name: "De un vistazo" });
      await expect(glance).toBeVisible();
      const cards = [
        ["PQRS abiertas", "Ver las PQRS", /\/admin\/pqrs$/],
        ["PQRS vencidas", "Ver las PQRS vencidas", /\/admin\/pqrs\?due=vencida$/],
        ["Pagos de hoy", "Ver los pagos de hoy", /#pagos-hoy$/],
        ["Visitas este mes", "Ver las métricas del sitio", /\/metrics-dashboard$/],
        ["Usuarios", "Ver los usuarios", /\/admin\/users$/],
      ] as const;
      for (const [name, link, href] of cards) {
        const card = glance.getByRole("group", { name });
        await expect(card.locator("[data-figure]")).toHaveText(/\d/);
        await expect(card.locator("[data-trend]")).toContainText(/frente a/);
        await expect(card.getByRole("link", { name: link })).toHaveAttribute("href", href);
        await card.getByText("Ver datos en tabla").click();
        await expect(card.getByRole("table")).toBeVisible();
        await expect(card.getByRole("table").getByRole("row")).toHaveCount(31);
      }
      // The figures come before the quick links.
      const [first, links] = await Promise.all([glance.boundingBox(), main.getByRole("navigation", { name: "Accesos rápidos" }).boundingBox()]);
      expect(first!.y).toBeLessThan(links!.y);
      // Cards stack in one column and nothing runs out sideways.
      const boxes = await Promise.all(cards.map(([name]) => glance.getByRole("group", { name }).boundingBox()));
      expect(new Set(boxes.map((b) => Math.round(b!.x))).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }

    // While the figures load, the spinner keeps a screen's height: the quick links start out of
    // sight, and nothing on screen moves when the figures (taller than a phone's screen) come
    // (issue 37: they moved the links, CLS 0.056 in Lighthouse).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.fallback();
    };
    await page.route("**/api/admin/summary", hold);
    await page.goto("/admin/dashboard");
    await waitForApp(page);
    const waiting = page.getByRole("main");
    await expect(waiting.getByText("Cargando el panel…")).toBeVisible();
    await expect(waiting.getByRole("navigation", { name: "Accesos rápidos" })).not.toBeInViewport();
    await page.evaluate(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifted += e.value;
      }).observe({ type: "layout-shift" });
    });
    release();
    await expect(waiting.getByRole("region", { name: "De un vistazo" })).toBeVisible();
    // Two frames later every shift of the figures' arrival has been reported.
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shifted: number }).shifted)))),
    );
    expect(shifted).toBeLessThan(0.01);
    await page.unroute("**/api/admin/summary", hold);

    // The summary fails: a clear message with "Reintentar", and the links stay.
    let fail = true;
    await page.route("**/api/admin/summary", (route) =>
      fail ? route.fulfill({ status: 503, json: { message: "Servicio no disponible" } }) : route.fallback(),
    );
    await page.reload();
    await waitForApp(page);
    const main = page.getByRole("main");
    const problem = main.getByRole("alert").filter({ hasText: "No fue posible cargar las cifras del panel" });
    await expect(problem).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Accesos rápidos" }).getByRole("link", { name: "Usuarios" })).toBeVisible();
    await expectAccessible(page);
    fail = false;
    await problem.getByRole("button", { name: "Reintentar" }).click();
    await expect(main.getByRole("region", { name: "De un vistazo" })).toBeVisible();
    await expect(problem).toHaveCount(0);
  });

  test("dashboard figures come with links to their details; the audit log is the SUPER_ADMIN's", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signInAs(page, ["ADMIN"]);
    await page.goto("/admin/dashboard");
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Panel de administración" })).toBeVisible();
    await expect(main.getByRole("group", { name: "Usuarios" }).getByRole("link", { name: "Ver los usuarios" })).toBeVisible();
    await expect(main.getByRole("group", { name: "PQRS abiertas" }).getByRole("link", { name: "Ver las PQRS" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Registro de auditoría" })).toHaveCount(0);
    await expectAccessible(page);
    await main.getByRole("link", { name: "Ver las PQRS vencidas" }).click();
    await expect(page).toHaveURL(/\/admin\/pqrs\?due=vencida/);

    // An ADMIN is turned away from the audit log; the SUPER_ADMIN reads it.
    await page.goto("/admin/audit");
    await expect(page).toHaveURL(/\/access-denied/);

    const context = await browser.newContext({ baseURL: ADMIN_ORIGIN, locale: "es-CO" });
    const superPage = await context.newPage();
    const superSession = await signInAs(superPage, ["SUPER_ADMIN"]);
    // Something to read: a new verification link sent by the SUPER_ADMIN is an audited action.
    const someone = await superPage.request.post("/api/auth/register", {
      headers: await captchaHeaders(superPage.request),
      data: {
        email: `auditoria.${Date.now()}@correo.co`,
        password: PASSWORD,
        firstName: "Nora",
        lastName: "Vélez",
        documentType: "CC",
        documentNumber: "43999888",
        phoneNumber: "3105550001",
        acceptDataPolicy: true,
      },
    });
    const resend = await superPage.request.post(`/api/admin/users/${(await someone.json()).user.id}/resend-verification`, {
      headers: { Authorization: `Bearer ${superSession.token}` },
    });
    expect(resend.status(), await resend.text()).toBe(200);
    await superPage.goto("/admin/dashboard");
    await waitForApp(superPage);
    await superPage.getByRole("main").getByRole("link", { name: "Registro de auditoría" }).click();
    await expect(superPage).toHaveURL(/\/admin\/audit/);
    const audit = superPage.getByRole("main");
    await expect(audit.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(audit.getByRole("cell", { name: "Reenvío de verificación" }).first()).toBeVisible();
    await expectAccessible(superPage);
    await context.close();
  });
});
