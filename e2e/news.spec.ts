import type { Browser, Page } from "@playwright/test";
import { PORTAL_ORIGIN } from "./demo";
import { expect, expectAccessible, signInAs, test, waitForApp } from "./support";

/** A one-pixel PNG: the server checks the bytes, not the name. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/**
 * Fills a cut's "Fecha de …" date picker (dd/mm/aaaa) and its "Hora de … (hora de Colombia)" time
 * (hh:mm) with the Bogotá wall clock `minutes` from now.
 */
async function fillWhen(page: Page, which: "inicio" | "finalización", minutes: number) {
  const iso = new Date(Date.now() + minutes * 60_000 - 5 * 3_600_000).toISOString();
  // From the start of the label: the calendar button beside it is "Elegir en el calendario: Fecha de …".
  await page.getByLabel(new RegExp(`^Fecha de ${which}`)).fill(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
  await page.getByLabel(`Hora de ${which} (hora de Colombia)`).fill(iso.slice(11, 16));
}

/** A visitor in a fresh context: no session, nothing shared with the admin's tab. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: PORTAL_ORIGIN, locale: "es-CO" });
  const page = await context.newPage();
  return { page, context };
}

test.describe("news and service cuts (issue 6)", () => {
  test("an admin writes and publishes a service cut; visitors see it on /noticias-cortes, the home page and its detail; then it is deleted", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const title = `Corte de energía por cambio de transformador ${stamp}`;
    const zone = `Barrio Prueba ${stamp}`;
    await signInAs(page, ["ADMIN"]);
    await page.goto("/admin/noticias");
    await expect(page.getByRole("heading", { level: 1, name: "Administración de noticias" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /\d+ noticias/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Nueva noticia o corte" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Nueva noticia" })).toBeVisible();
    // The empty form: the summary names the fields and takes focus.
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Escriba el título de la noticia." })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Escriba el contenido de la noticia." })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Resumen").fill("Suspensión del servicio mientras se reemplaza el transformador del sector.");
    await page.getByLabel("Categoría").selectOption("cortes");
    await page.getByLabel("Servicio afectado").selectOption("energia");
    await page.getByLabel("Barrios y veredas afectados").fill(`${zone}\nVereda Prueba`);
    await fillWhen(page, "inicio", -1);
    await fillWhen(page, "finalización", -30);
    await page.getByLabel("Motivo").fill("Cambio de transformador");
    const body = page.getByRole("textbox", { name: "Contenido" });
    await body.click();
    await page.keyboard.type("Durante el corte desconecte los electrodomésticos. ");
    await page.getByRole("button", { name: "Negrita" }).click();
    await expect(page.getByRole("button", { name: "Negrita" })).toHaveAttribute("aria-pressed", "true");
    // TipTap gives the focus back to the text in the next animation frame: type once it has it.
    await expect(body).toBeFocused();
    await page.keyboard.type("El servicio vuelve al terminar el horario.");
    await expect(body.locator("strong")).toHaveText("El servicio vuelve al terminar el horario.");

    // A wrong window is refused before anything is saved.
    await page.getByRole("button", { name: "Guardar y publicar" }).click();
    await expect(summary.getByRole("link", { name: "La finalización debe ser posterior al inicio." })).toBeVisible();
    await fillWhen(page, "finalización", 240);

    await page.getByLabel("Imagen principal (opcional)").setInputFiles({ name: "transformador.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Imagen cargada.")).toBeVisible();
    await page.getByLabel("Texto alternativo de la imagen").fill("Transformador en un poste de energía");

    await page.getByRole("button", { name: "Vista previa" }).click();
    const preview = page.getByRole("article", { name: title });
    await expect(preview.getByText(zone, { exact: false })).toBeVisible();

    await page.getByRole("button", { name: "Guardar y publicar" }).click();
    await expect(page.getByText("La noticia está publicada.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Editar noticia" })).toBeVisible();
    const trail = page.getByRole("region", { name: "Historial de cambios" });
    await expect(trail.getByText("Publicó la noticia")).toBeVisible();
    await expect(trail.getByText("Creó la noticia")).toBeVisible();
    await expect(trail.getByText("admin@example.com").first()).toBeVisible();
    await expectAccessible(page);

    const { page: visitor, context } = await visitorPage(browser);
    try {
      await visitor.goto("/noticias-cortes");
      await waitForApp(visitor);
      const first = visitor
        .getByRole("listitem")
        .filter({ has: visitor.getByRole("heading", { level: 2 }) })
        .first();
      await expect(first.getByRole("link", { name: title })).toBeVisible();
      await expect(first.getByText("En curso")).toBeVisible();
      await expectAccessible(visitor);
      await visitor.getByLabel("Barrio o vereda").fill(zone.toUpperCase());
      await visitor.getByRole("main").getByRole("button", { name: "Buscar" }).click();
      await expect(visitor).toHaveURL(/barrio=BARRIO/);
      await expect(visitor.getByRole("status")).toHaveText(`1 corte en «${zone.toUpperCase()}»`);

      await visitor.goto("/homePage");
      await waitForApp(visitor);
      // The latest news leave the cuts out: three news, none of them a cut.
      await expect(visitor.getByRole("region", { name: "Últimas noticias" }).getByRole("listitem")).toHaveCount(3);
      await expect(visitor.getByRole("region", { name: "Últimas noticias" }).getByRole("link", { name: title })).toHaveCount(0);
      const homeCuts = visitor.getByRole("region", { name: "Cortes programados" });
      await homeCuts.getByRole("link", { name: title }).click();
      await expect(visitor).toHaveURL(/\/noticias-cortes-detalle\?slug=corte-de-energia-por-cambio-de-transformador-/);
      await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByRole("img", { name: "Transformador en un poste de energía" })).toBeVisible();
      const facts = visitor.getByRole("region", { name: "Datos del corte" });
      await expect(facts.getByText(`${zone}, Vereda Prueba`)).toBeVisible();
      await expect(facts.getByText("Cambio de transformador")).toBeVisible();
      await expect(visitor.locator("article strong")).toHaveText("El servicio vuelve al terminar el horario.");
      await expect(visitor).toHaveTitle(new RegExp(`^${title}`));
      await expectAccessible(visitor);
    } finally {
      await context.close();
    }

    // Deleting asks first, then the item is gone for everyone.
    await page.getByRole("button", { name: "Volver al listado" }).click();
    await page.getByLabel("Buscar por título o contenido").fill(stamp);
    await page.getByLabel("Buscar por título o contenido").press("Enter");
    await expect(page.getByRole("button", { name: `Editar «${title}»` })).toBeVisible();
    // Taking it off the site from the list leaves a draft that visitors no longer get.
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: "Retirar" }).click();
    await expect(page.getByText(`Se retiró «${title}».`).first()).toBeVisible();
    await expect(row.getByText("Borrador")).toBeVisible();
    const hidden = await page.request.get(`/api/news?category=cortes&zone=${encodeURIComponent(zone)}`);
    expect((await hidden.json()).total).toBe(0);
    await row.getByRole("button", { name: "Eliminar" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Eliminar esta noticia?" });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("button", { name: `Editar «${title}»` })).toBeVisible();
    await page.getByRole("row").filter({ hasText: title }).getByRole("button", { name: "Eliminar" }).click();
    await dialog.getByRole("button", { name: "Eliminar definitivamente" }).click();
    await expect(page.getByText(`Se eliminó «${title}».`).first()).toBeVisible();
    const gone = await page.request.get(`/api/news?category=cortes&zone=${encodeURIComponent(zone)}`);
    expect((await gone.json()).total).toBe(0);
  });

  test("a visitor searches the news without accents, reads one and shares it (a tracked share event)", async ({ page, context }) => {
    await context.route(/^https:\/\/(wa\.me|x\.com|www\.facebook\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Compartir</title>" }),
    );
    await page.goto("/noticias");
    await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/^\d+ noticias$/);
    await expectAccessible(page);

    await page.getByLabel("Buscar en las noticias").fill("tarifas energia");
    await page.getByRole("main").getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/noticias\?q=tarifas\+energia$/);
    await expect(page.getByRole("status")).toHaveText(/noticias? para «tarifas energia»$/);
    const link = page.getByRole("link", { name: /Tarifas de energía/ }).first();
    const title = (await link.textContent()) ?? "";
    await link.click();
    await expect(page).toHaveURL(/\/noticias-detalles\?slug=/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/Lectura de \d+ minutos?/)).toBeVisible();
    await expect(page.getByText("Por Oficina de Comunicaciones").or(page.getByText(/^Por /)).first()).toBeVisible();
    await expectAccessible(page);

    const sessionId = await page.evaluate(() => sessionStorage.getItem("metricsSessionId") ?? "");
    // rel="noopener": the new window has no opener, so it is a page of the context, not a popup of this one.
    const popup = context.waitForEvent("page");
    await page.getByRole("link", { name: "Compartir en WhatsApp (abre una ventana nueva)" }).click();
    await (await popup).close();
    await expect(async () => {
      const res = await page.request.get(`/api/metrics/session/${sessionId}`);
      const rows = (await res.json()) as { events: { eventType: string; label: string | null; pagePath: string }[] };
      expect(rows.events).toEqual(expect.arrayContaining([expect.objectContaining({ eventType: "share", label: "whatsapp", pagePath: "/noticias-detalles" })]));
    }).toPass({ timeout: 15_000 });

    // Category filter and pages keep to the address.
    await page.goto("/noticias?categoria=energia");
    await expect(page.getByRole("status")).toHaveText(/^\d+ noticias?$/);
    const categories = await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) })
      .allInnerTexts();
    expect(categories.length).toBeGreaterThan(0);
    for (const text of categories) expect(text).toContain("Energía");
    await page.goto("/noticias");
    await page.getByRole("navigation", { name: "Páginas de resultados" }).getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(page.getByText("Página 2 de")).toBeVisible();

    await page.goto("/noticias-detalles?slug=no-existe-esta-noticia");
    await expect(page.getByRole("heading", { level: 1, name: "No encontramos esa noticia" })).toBeVisible();
    await page.goto("/noticias-acueducto-alcantarillado");
    await expect(page.getByRole("heading", { level: 1, name: "Noticias de acueducto y alcantarillado" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/^\d+ noticias$/);
    await expectAccessible(page);
  });

  test("the RSS feed is well-formed RSS 2.0 with links to the portal", async ({ page }) => {
    const res = await page.request.get("/api/news.rss");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    await page.goto("/noticias");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const items = [...doc.querySelectorAll("channel > item")];
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent ?? "",
        items: items.length,
        complete: items.every((i) => ["title", "link", "guid", "pubDate", "description"].every((n) => i.querySelector(n)?.textContent)),
        links: items.map((i) => i.querySelector("link")?.textContent ?? ""),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed).toMatchObject({ root: "rss", version: "2.0", items: 30, complete: true });
    expect(parsed.title).toMatch(/^Noticias de /);
    for (const link of parsed.links) expect(link).toMatch(new RegExp(`^${PORTAL_ORIGIN}/noticias(-cortes)?-deta(lles|lle)\\?slug=[a-z0-9-]+$`));
    // The list page announces the feed.
    await expect(page.getByRole("link", { name: "Suscribirse por RSS" })).toHaveAttribute("href", "/api/news.rss");
  });

  test("news cards and the detail show their pictures: loaded, with alt text and a reserved 16:9 box", async ({ page }) => {
    for (const path of ["/noticias", "/noticias-cortes"]) {
      await page.goto(path);
      const cards = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2 }) });
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(1);
      const alts = await cards.getByRole("img").evaluateAll((els) => els.map((e) => e.getAttribute("alt") ?? ""));
      expect(alts.filter((a) => a.startsWith("Ilustración de ")).length).toBeGreaterThan(count / 2);
      // A cut another spec publishes without a picture (e2e/cut-alerts) has none; every picture shown is checked.
      expect(await cards.filter({ has: page.getByRole("img") }).count()).toBeGreaterThan(count / 2);
      for (let i = 0; i < count; i++) {
        const img = cards.nth(i).getByRole("img");
        if ((await img.count()) === 0) continue;
        await img.scrollIntoViewIfNeeded();
        // Demo items carry a generated 800 × 450 picture; an item an admin wrote keeps its own.
        await expect(img).toHaveAttribute("alt", /\S.{8,}/);
        await expect(img).toHaveAttribute("width", "800");
        await expect(img).toHaveAttribute("height", "450");
        await expect(img).toHaveAttribute("loading", i < 2 ? "eager" : "lazy");
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
        const box = (await img.boundingBox())!;
        expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2);
      }
      await expectAccessible(page);
    }
    await page.goto("/noticias");
    const first = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) })
      .filter({ has: page.getByRole("img") })
      .first();
    const alt = (await first.getByRole("img").getAttribute("alt")) ?? "";
    await first.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/noticias(-cortes)?-deta(lles|lle)\?slug=/);
    // The item's own picture comes first: a cut's detail then lists the other cuts, whose pictures
    // (cuts other specs publish) may carry the same description.
    const picture = page.getByRole("main").getByRole("img", { name: alt }).first();
    await expect(picture).toHaveAttribute("width", "800");
    await expect(picture).toHaveAttribute("height", "450");
    await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  test("a search or a filter with nothing to show says so with an empty state and a way out", async ({ page }) => {
    await page.goto("/noticias?q=zzzxqwnada");
    const empty = page.getByRole("region", { name: "No encontramos noticias" });
    await expect(empty).toBeVisible();
    await expect(empty.locator("svg").first()).toBeVisible();
    await expectAccessible(page);
    await empty.getByRole("link", { name: "Ver todas las noticias" }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(page.getByRole("status")).toHaveText(/^\d+ noticias$/);

    await page.goto("/noticias-cortes?barrio=Vereda%20Inexistente");
    const noCuts = page.getByRole("region", { name: "No hay cortes programados" });
    await expect(noCuts).toBeVisible();
    await expect(noCuts.getByRole("link", { name: "Reportar una falla" })).toHaveAttribute("href", "/reporta-una-falla");
    await expect(noCuts.getByRole("link", { name: "Quitar los filtros" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the demo cuts are in San Rafael's barrios and veredas", async ({ page }) => {
    await page.goto("/noticias-cortes?ver=todos");
    await expect(page.getByRole("status")).toHaveText(/^\d+ cortes$/);
    const text = await page.getByRole("main").innerText();
    expect(text).toMatch(/El Jardín|La Dorada|El Centro|Vereda /);
    expect(text).not.toMatch(/Bel[eé]n|Laureles|Poblado|Guayabal|Manrique|Comuna \d/);
    await page.getByLabel("Barrio o vereda").fill("jardin");
    await page.getByRole("main").getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("status")).toHaveText(/^\d+ cortes? en «jardin»$/);
    await expect(
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2 }) })
        .first(),
    ).toContainText("El Jardín");
  });
});

test.describe("illustrations of the service homes (issue 21)", () => {
  const HOMES = [
    ["/homePage", "energia"],
    ["/energia/energyHome", "energia"],
    ["/acueducto/homeAqueductSewer", "agua"],
    ["/telco", "telco"],
    ["/homeCustomerService", "atencion"],
  ] as const;
  for (const [path, kind] of HOMES) {
    test(`${path} shows its ${kind} illustration, decorative and sized, with no horizontal scroll at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(path);
      const band = page.locator(`[data-illustration="${kind}"]`).first();
      // The box is in the prerendered page with its final size; the art fills it when it comes into view.
      await expect(band).toHaveAttribute("aria-hidden", "true");
      await band.scrollIntoViewIfNeeded();
      await expect(band.locator("svg")).toBeVisible();
      const box = (await band.boundingBox())!;
      expect(box.width).toBeGreaterThan(200);
      expect(box.height).toBeGreaterThan(40);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      await expectAccessible(page);
    });
  }

  test("the home page's service cards carry an icon, a picture band and a link each", async ({ page }) => {
    await page.goto("/homePage");
    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("[data-illustration] svg")).toBeVisible();
      await expect(card.locator("svg[aria-hidden=true]").first()).toBeVisible();
      await expect(card.getByRole("link", { name: /^Ir a / })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Trámites frecuentes" }).getByRole("link", { name: "Pagar mi factura" }).locator("svg")).toBeVisible();
  });
});
