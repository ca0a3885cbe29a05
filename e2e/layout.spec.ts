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

  test("a signed-in landing asks for its code and the customer's data at once, not part after part (issue 37)", async ({ page }) => {
    await signInAs(page, ["USER"]);
    const asked: string[] = [];
    page.on("request", (r) => void asked.push(new URL(r.url()).pathname));
    const chunk = (name: string) => new RegExp(`^/${name}\\.[0-9a-f]+\\.js$`);
    /** Holds a chunk's download back until the returned function is called. */
    const hold = async (name: string) => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => chunk(name).test(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      return release;
    };
    // The layout's chunk is held back: the page's code is asked for with it, and the summary's
    // contracts and trend without waiting for it.
    const releaseLayout = await hold("account-layout");
    // Not awaited: the wrapped goto waits for the app, which waits for the held chunk.
    const loaded = page.goto("/dashboard/dashboardGeneral");
    const seen = (re: RegExp) => asked.some((p) => re.test(p));
    await expect.poll(() => ["axios", "account-store", "page-overview", "account-layout", "header-tools"].filter((n) => !seen(chunk(n)))).toEqual([]);
    await expect.poll(() => seen(/^\/api\/contracts\/[^/]+\/consumption$/)).toBe(true);
    // Nothing rendered yet: the layout is still held (the summary has no frame, render.tsx NO_FRAME).
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
    // The shell carries the default theme: no themes chunk. The account menu's code waits until
    // someone points at the button or presses it.
    expect(seen(chunk("themes"))).toBe(false);
    expect(seen(chunk("account-menu"))).toBe(false);
    releaseLayout();
    await loaded;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Cuenta" }).click();
    await expect(page.getByRole("menuitem", { name: "Cerrar sesión" })).toBeVisible();
    expect(seen(chunk("account-menu"))).toBe(true);
  });

  test("a customer's landing asks for the contracts from the HTML, before the app's scripts, and the summary its trend; the app takes both (issue 37)", async ({
    page,
  }) => {
    await signInAs(page, ["USER"]);
    const asked: string[] = [];
    const trendPath = /^\/api\/contracts\/[^/]+\/consumption$/;
    let trendAsked = () => undefined as void;
    const trendSeen = new Promise<void>((resolve) => (trendAsked = resolve));
    page.on("request", (r) => {
      const p = new URL(r.url()).pathname;
      asked.push(p);
      if (trendPath.test(p)) trendAsked();
    });
    // The app's first script is held until the trend has been asked for: only the HTML can ask it then.
    let scriptWaited = false;
    await page.route(/\/runtime\.[0-9a-f]+\.js$/, async (route) => {
      scriptWaited = await Promise.race([trendSeen.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 15_000))]);
      await route.continue();
    });
    await page.goto("/dashboard/dashboardGeneral");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scriptWaited).toBe(true);
    // The trend, asked for by the HTML once the contracts are in, is drawn: its sentence or its chart's table.
    await expect(page.getByText(/consumo|kWh|m³/).first()).toBeVisible();
    const runtime = (p: string) => /^\/runtime\.[0-9a-f]+\.js$/.test(p);
    const contracts = asked.flatMap((p, i) => (p === "/api/contracts" ? [i] : []));
    const firstScript = asked.findIndex(runtime);
    expect(contracts).toHaveLength(1);
    expect(firstScript).toBeGreaterThan(contracts[0]);
    // Asked for once: the app took the HTML's answers instead of asking again.
    expect(asked.filter((p) => trendPath.test(p))).toHaveLength(1);
    // A public page asks for nothing of the customer's from its HTML.
    asked.length = 0;
    await page.goto("/noticias");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const early = asked.indexOf("/api/contracts");
    expect(early === -1 || early > asked.findIndex(runtime)).toBe(true);
  });

  test("a signed-in landing paints its frame from the HTML, and the app replaces it in one commit (issue 37)", async ({ page }) => {
    await signInAs(page, ["USER"]);
    // Every change of #root's children: the frame must give way to the page itself, with no empty
    // or spinner-only screen between them.
    await page.addInitScript(() => {
      const w = window as unknown as { rootStates: string[] };
      w.rootStates = [];
      new MutationObserver(() => {
        const root = document.getElementById("root")!;
        const state = root.querySelector(":scope > .portal-frame") ? "frame" : root.querySelector("h1") ? "page" : "other";
        if (w.rootStates.at(-1) !== state) w.rootStates.push(state);
      }).observe(document, { childList: true, subtree: true });
    });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/account-layout\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto("/dashboard/invoiceInquiry");
    const frame = page.locator("#root > .portal-frame");
    // The HTML alone: the account layout, the page's heading and intro, its loading state; nothing of
    // the person (the side navigation's links depend on the roles) and no sign-in link.
    await expect(frame.getByRole("heading", { level: 1, name: "Mis facturas" })).toBeVisible();
    await expect(frame.getByText(/Consulte las facturas de los últimos 24 meses/)).toBeVisible();
    await expect(frame.getByRole("progressbar")).toBeVisible();
    await expect(frame.getByRole("banner").getByRole("button", { name: "Cuenta" })).toBeVisible();
    await expect(frame.getByRole("link", { name: "Ingresar" })).toHaveCount(0);
    await expect(frame.getByRole("navigation", { name: "Menú de la cuenta" }).getByRole("link")).toHaveCount(0);
    expect(await page.title()).toBe("Consulta de facturas | EMSP E.S.P.");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    release();
    await loaded;
    await expect(frame).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Mis facturas" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Facturas" })).toBeVisible();
    const states = await page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates);
    expect(states.slice(states.indexOf("frame"))).toEqual(["frame", "page"]);
  });

  test("a visitor at a signed-in address never sees its frame, and reaches sign-in (issue 37)", async ({ page }) => {
    // The app's code is held back: what shows meanwhile is the HTML alone.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto("/dashboard/invoiceInquiry");
    const frame = page.locator("#root > .portal-frame");
    await frame.waitFor({ state: "attached" });
    await expect(frame.getByRole("heading", { level: 1 })).toBeHidden();
    expect(await frame.evaluate((el) => getComputedStyle(el).visibility)).toBe("hidden");
    release();
    await loaded;
    await expect(page).toHaveURL(/\/sign-in\?redirectUrl=\/dashboard\/invoiceInquiry$/);
    // The sign-in page is drawn where the frame was: nothing of the frame's hiding remains.
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    await expect(page.locator("#root > .portal-frame")).toHaveCount(0);
  });

  test("a signed-in landing's chat and toasts' host wait for the customer's data (issue 37)", async ({ page }) => {
    await signInAs(page, ["USER"]);
    const asked: { path: string; at: number }[] = [];
    page.on("request", (r) => void asked.push({ path: new URL(r.url()).pathname, at: Date.now() }));
    const extras = /^\/(chat|toastify)\.[0-9a-f]+\.js$/;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/contracts\/[^/]+\/consumption\?/, async (route) => {
      await held;
      await route.fallback();
    });
    const start = Date.now();
    await page.goto("/dashboard/dashboardGeneral");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => asked.some((a) => /\/consumption$/.test(a.path))).toBe(true);
    // At most five seconds: past them the extras come anyway (a slow machine may reach them here).
    if (Date.now() - start < 4000) {
      expect(asked.filter((a) => extras.test(a.path))).toEqual([]);
      await expect(page.getByRole("button", { name: "¿Necesita ayuda?" })).toHaveCount(0);
    }
    const released = Date.now();
    release();
    await expect(page.getByRole("heading", { name: /de los últimos 6 periodos/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "¿Necesita ayuda?" })).toBeVisible();
    const first = Math.min(...asked.filter((a) => extras.test(a.path)).map((a) => a.at));
    expect(first >= released || first - start >= 5000).toBe(true);
    await expectAccessible(page);
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
