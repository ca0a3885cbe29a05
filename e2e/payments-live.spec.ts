import { request as playwrightRequest, type Page } from "@playwright/test";
import type { AuthResponse } from "../src/shared/types";
import { ANALYTICS_ORIGIN, WOMPI_PORTAL_ORIGIN, WOMPI_STANDIN_PORT } from "./demo";
import { captchaHeaders, expect, expectAccessible, test } from "./support";

/** The other portals of the run are not the one waitForApp knows: wait for hydration here. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
}

test.describe("payments that are real, and a sandbox that is only a sandbox (issue 20 §1)", () => {
  test("with no gateway (no SEED_DEMO, no PAYMENT_GATEWAY) the payment screens say online payment is not available", async ({ page }) => {
    const options = await (await page.request.get(`${ANALYTICS_ORIGIN}/api/payments/options`)).json();
    expect(options).toEqual({ available: false, banks: [], methods: [], documentTypes: [], acceptance: null });
    expect((await page.request.get(`${ANALYTICS_ORIGIN}/api/payments/pse-sandbox/PSE-20260101-0000000000`)).status()).toBe(404);

    await page.goto(`${ANALYTICS_ORIGIN}/pago-en-linea`);
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Pague su factura sin iniciar sesión" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "El pago en línea no está disponible" })).toBeVisible();
    await expect(main).toContainText("puntos de pago autorizados");
    await expect(main.getByRole("link", { name: "Ver los medios y puntos de pago" })).toBeVisible();
    await expect(main.getByLabel("Número de contrato")).toBeHidden();
    await expectAccessible(page);

    // Signed in (a new account there: that portal has no demo accounts), the account's payment page says it too.
    const api = await playwrightRequest.newContext({ baseURL: ANALYTICS_ORIGIN });
    const registered = await api.post("/api/auth/register", {
      headers: await captchaHeaders(api),
      data: {
        email: `sin-pasarela-${Date.now()}@correo.co`,
        password: "Clave segura de prueba 2026",
        firstName: "Camila",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: "1020304099",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const session = (await registered.json()) as AuthResponse;
    await api.dispose();
    await page.addInitScript((s) => {
      if (!localStorage.getItem("sessionUser")) {
        localStorage.setItem("token", s.token);
        localStorage.setItem("sessionUser", JSON.stringify({ signedIn: true, user: s.user }));
      }
    }, session);
    await page.goto(`${ANALYTICS_ORIGIN}/dashboard/online-payment`);
    await hydrated(page);
    await expect(page.getByRole("main").getByRole("heading", { name: "El pago en línea no está disponible" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a visitor pays contract 1002003003 through the Wompi adapter: the bank's page, approve, and the receipt says approved", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${WOMPI_PORTAL_ORIGIN}/pago-en-linea`);
    await hydrated(page);
    const main = page.getByRole("main");
    await main.getByLabel("Número de contrato").fill("1002003003");
    await main.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/resumen-pago\?contrato=1002003003$/);
    await expect(main.getByRole("heading", { name: "Pague en línea" })).toBeVisible();
    // Wompi's PSE banks, not the sandbox's list.
    await expect(main.getByRole("combobox", { name: /^Banco/ }).locator("option", { hasText: "Banco que aprueba" })).toHaveCount(1);
    await expect(main.getByRole("combobox", { name: /^Banco/ }).locator("option", { hasText: "Bancolombia" })).toHaveCount(0);
    await main.getByRole("combobox", { name: /^Banco/ }).selectOption({ label: "Banco que aprueba" });
    await main.getByRole("radio", { name: "Persona natural" }).check();
    await main.getByLabel("Tipo de documento").selectOption("CC");
    await main.getByLabel("Número de documento").fill("71234567");
    await main.getByLabel("Correo electrónico").fill("jorge.pagos@correo.co");
    // Issue 32 §1: Wompi's two documents, linked, accepted explicitly (never ticked for the payer).
    await expect(main.getByRole("link", { name: "Términos y condiciones de Wompi (PDF)" })).toHaveAttribute(
      "href",
      `http://127.0.0.1:${WOMPI_STANDIN_PORT}/terminos.pdf`,
    );
    await expect(main.getByRole("link", { name: "Autorización de tratamiento de datos personales de Wompi (PDF)" })).toBeVisible();
    const terms = main.getByRole("checkbox", { name: "He leído y acepto los términos y condiciones de Wompi." });
    const personal = main.getByRole("checkbox", { name: "Autorizo a Wompi a tratar mis datos personales para procesar este pago." });
    await expect(terms).not.toBeChecked();
    await expect(personal).not.toBeChecked();
    // PEP is not among Wompi's document types; the field says what to do instead.
    await expect(main.getByLabel("Tipo de documento").locator("option", { hasText: "(PEP)" })).toHaveCount(0);
    await expect(main.getByText(/Si su documento es un PEP/)).toBeVisible();
    await main.getByRole("button", { name: /^Pagar \$.+ con PSE$/ }).click();
    await expect(main.getByText("Para pagar por PSE debe aceptar los términos y condiciones de Wompi.").first()).toBeVisible();
    await terms.check();
    await personal.check();
    await main.getByRole("button", { name: /^Pagar \$.+ con PSE$/ }).click();

    await page.waitForURL(`http://127.0.0.1:${WOMPI_STANDIN_PORT}/banco/**`);
    await expect(page.getByRole("heading", { level: 1, name: "Banco de pruebas: autorice el pago" })).toBeVisible();
    const reference = /PSE-\d{8}-[0-9A-Z]{10}/.exec((await page.locator("main p").textContent()) ?? "")![0];
    await page.getByRole("button", { name: "Aprobar" }).click();

    await page.waitForURL(new RegExp(`${WOMPI_PORTAL_ORIGIN.replace(/[.]/g, "\\.")}/paymentStatus\\?reference=${reference}$`));
    await hydrated(page);
    await expect(page.getByText("Su pago fue aprobado.")).toBeVisible();
    await expectAccessible(page);
    const lookup = await (await page.request.get(`${WOMPI_PORTAL_ORIGIN}/api/billing/lookup?contract=1002003003`)).json();
    expect(lookup).toMatchObject({ amountDue: 0, paymentInProgress: false });
    // The sandbox's bank does not exist on this portal.
    expect((await page.request.get(`${WOMPI_PORTAL_ORIGIN}/api/payments/pse-sandbox/${reference}`)).status()).toBe(404);
  });

  test("a visitor pays contract 1002003004 with Nequi through Wompi's Web Checkout; the return carries ?id= and the receipt says approved", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${WOMPI_PORTAL_ORIGIN}/resumen-pago?contrato=1002003004`);
    await hydrated(page);
    const main = page.getByRole("main");
    await main.getByRole("radio", { name: "Tarjeta de crédito o débito, Nequi o Botón Bancolombia" }).check();
    // Only the e-mail is asked here: card data never touch the portal.
    await expect(main.getByRole("combobox", { name: /^Banco/ })).toBeHidden();
    await expect(main.getByLabel("Número de documento")).toBeHidden();
    await expect(main.getByText(/página segura de la pasarela de pagos Wompi/)).toBeVisible();
    await main.getByLabel("Correo electrónico").fill("nequi.pagos@correo.co");
    await expectAccessible(page);
    await main.getByRole("button", { name: /^Pagar \$.+ con tarjeta, Nequi o Bancolombia$/ }).click();

    await page.waitForURL(`http://127.0.0.1:${WOMPI_STANDIN_PORT}/p/**`);
    const reference = new URL(page.url()).searchParams.get("reference")!;
    expect(reference).toMatch(/^WEB-\d{8}-[0-9A-Z]{10}$/);
    await page.getByRole("radio", { name: "Nequi" }).check();
    await page.getByRole("button", { name: "Pagar" }).click();

    await page.waitForURL(/\/paymentStatus\?reference=WEB-.+&id=/);
    await hydrated(page);
    await expect(page.getByText("Su pago fue aprobado.")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(reference);
    await expectAccessible(page);
    const lookup = await (await page.request.get(`${WOMPI_PORTAL_ORIGIN}/api/billing/lookup?contract=1002003004`)).json();
    expect(lookup).toMatchObject({ amountDue: 0 });
  });
});
