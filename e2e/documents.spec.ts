import type { APIRequestContext, Browser } from "@playwright/test";
import { ADMIN_ORIGIN, DEMO_ACCOUNTS } from "./demo";
import { problemsAt, settle } from "./reflowCheck";
import { apiLogin, captchaHeaders, expect, expectAccessible, test } from "./support";

// Issue 35 §2: the document library. On the administration portal of its own (playwright.config.ts),
// like the content editor: what an editor uploads or withdraws here stays on that server.
test.use({ baseURL: ADMIN_ORIGIN });

const PASSWORD = "Frase de acceso del portal 2026";
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** A new account made an EDITOR by a super administrator (as /admin/users does), signed in in a context of its own at 390 px. */
async function editorSession(browser: Browser, request: APIRequestContext) {
  const email = `documentos.${Date.now()}@correo.co`;
  const registered = await request.post("/api/auth/register", {
    headers: await captchaHeaders(request),
    data: {
      email,
      password: PASSWORD,
      firstName: "Marta",
      lastName: "Ospina",
      documentType: "CC",
      documentNumber: "43666888",
      phoneNumber: "3105550404",
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

test.describe("document library (issue 35 §2)", () => {
  test("an editor publishes a document, replaces it (the old version stays, marked as replaced) and withdraws it with a reason", async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const editor = await editorSession(browser, request);
    const page = editor.page;
    const stamp = Date.now().toString().slice(-6);
    const title = `Informe de gestión ${stamp}`;

    await page.goto("/admin/documentos");
    await settle(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Biblioteca de documentos" })).toBeVisible();
    // The seeded library (the former public/docs) is listed.
    await expect(main.getByRole("status").filter({ hasText: /\d+ documentos/ })).toBeVisible();

    // A refusal names the field: the declared format says XLSX, the file is a PDF.
    await main.getByRole("textbox", { name: "Título", exact: true }).fill(title);
    await main.getByLabel("Sección de transparencia", { exact: false }).first().selectOption("4");
    await main.getByRole("textbox", { name: "Fecha del documento", exact: true }).fill("2026-03-31");
    await main.getByRole("textbox", { name: "Área responsable", exact: true }).fill("Dirección de Planeación");
    await main.getByRole("combobox", { name: "Formato", exact: true }).selectOption("XLSX");
    await main
      .getByLabel("Archivo", { exact: false })
      .first()
      .setInputFiles({ name: "informe.pdf", mimeType: "application/pdf", buffer: pdf(stamp) });
    await main.getByRole("button", { name: "Publicar documento" }).click();
    await expect(main.getByRole("alert").filter({ hasText: "«formato»" })).toBeVisible();

    await main.getByRole("combobox", { name: "Formato", exact: true }).selectOption("PDF");
    await main.getByRole("button", { name: "Publicar documento" }).click();
    await expect(main.getByRole("status").filter({ hasText: `Se publicó «${title}».` })).toBeVisible();

    await main.getByLabel("Buscar por título, descripción o área").fill(`gestión ${stamp}`);
    await main.getByRole("button", { name: "Buscar", exact: true }).click();
    const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Vigente", { exact: true })).toBeVisible();
    const firstUrl = await card.getByRole("link", { name: `Abrir ${title} (PDF)` }).getAttribute("href");
    expect(firstUrl).toMatch(/^\/documentos\/[0-9a-f-]{36}\/informe-de-gestion-\d+\.pdf$/);

    // Nothing sideways at 320 px, and axe, with the upload form and the list shown.
    expect(await problemsAt(page, "/admin/documentos", 320, false)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);

    // Replace: a new file; the old one stays listed and downloadable as replaced.
    await card.getByRole("button", { name: `Reemplazar «${title}»` }).click();
    await card
      .getByLabel("Archivo de la nueva versión (PDF)", { exact: false })
      .setInputFiles({ name: "informe-v2.pdf", mimeType: "application/pdf", buffer: pdf(`${stamp} v2`) });
    await card.getByRole("button", { name: "Publicar la nueva versión" }).click();
    await expect(main.getByRole("status").filter({ hasText: "la anterior queda como reemplazada" })).toBeVisible();
    const cards = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: "Reemplazado por una versión más reciente." })).toHaveCount(1);
    const hrefs = await cards
      .getByRole("heading", { level: 3 })
      .getByRole("link")
      .evaluateAll((as) => as.map((x) => x.getAttribute("href")));
    const currentUrl = hrefs.find((h) => h !== firstUrl)!;
    expect(currentUrl).toMatch(/^\/documentos\/[0-9a-f-]{36}\/informe-de-gestion-\d+\.pdf$/);
    const current = cards.filter({ has: page.locator(`h3 a[href="${currentUrl}"]`) });
    await current.getByText("Versiones (2)").click();
    await expect(current.getByRole("listitem")).toHaveCount(2);
    const old = await request.get(firstUrl!);
    expect(old.status()).toBe(200);
    expect(old.headers()["content-type"]).toBe("application/pdf");

    // Withdraw with a reason: the record stays, the address answers 410.
    await current.getByRole("button", { name: `Retirar «${title}»` }).click();
    await current.getByRole("button", { name: "Retirar el documento" }).click();
    await expect(current.getByRole("alert").first()).toContainText("motivo");
    await current.getByLabel("Motivo del retiro").fill("Se publicó con una cifra equivocada.");
    await current.getByRole("button", { name: "Retirar el documento" }).click();
    await expect(main.getByRole("status").filter({ hasText: `Se retiró «${title}».` })).toBeVisible();
    await expect(cards.filter({ hasText: "Motivo: Se publicó con una cifra equivocada." })).toHaveCount(1);
    expect((await request.get(currentUrl)).status()).toBe(410);
    await editor.context.close();
  });

  test("the former /docs/<file> addresses still open their document", async ({ request }) => {
    const res = await request.get("/docs/annual-plan-2026-resumen.pdf", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toMatch(/^\/documentos\/[0-9a-f-]{36}\/annual-plan-2026-resumen\.pdf$/);
    const file = await request.get("/docs/annual-plan-2026-resumen.pdf");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("a customer is refused the library's administration", async ({ request }) => {
    const customer = await apiLogin(request, DEMO_ACCOUNTS.customer);
    const res = await request.get("/api/admin/documents", { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(res.status()).toBe(403);
    expect((await request.get("/api/documents?section=3")).status()).toBe(200);
  });
});
