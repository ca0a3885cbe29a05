import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PORTAL_ORIGIN } from "./demo";
import { apiLogin, captchaHeaders, expect, expectAccessible, latestMail, test } from "./support";

/** The whole address, so "/sign-in?redirectUrl=/dashboard/…" never passes for "/dashboard/…". */
function at(pathAndQuery: string): RegExp {
  return new RegExp(`^${(PORTAL_ORIGIN + pathAndQuery).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

const ENTRY = at("/dashboard/dashboardGeneral");

async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

/** A different address per run and per test, so reruns against the same data never collide. */
function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@correo.example`;
}

test.describe("accounts", () => {
  test("sign-up, verification link from the outbox, sign-in, dashboard and sign-out", async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("sofia");
    const password = "Lluvia en Medellin 2026";
    await page.goto("/sign-up");
    await expect(page.getByRole("heading", { level: 1, name: "Crear una cuenta" })).toBeVisible();
    await expectAccessible(page);

    // Submitting the empty form: the summary names the fields and takes focus (STYLE.md).
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Escriba sus nombres." })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page);

    await page.getByLabel("Nombres").fill("Sofía");
    await page.getByLabel("Apellidos").fill("Cardona Ríos");
    await page.getByLabel("Tipo de documento").selectOption("CC");
    await page.getByLabel("Número de documento").fill("1.036.987.654");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Teléfono celular o fijo").fill("310 555 1234");
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
    const consent = page.getByRole("checkbox", { name: /^Autorizo de manera previa/ });
    await expect(consent).not.toBeChecked();
    await consent.check();
    // Issue 20 §4: the "No soy un robot" check solved itself while the form was being filled.
    await expect(page.getByRole("group", { name: "No soy un robot" })).toContainText("Verificado");
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    await expect(page).toHaveURL(ENTRY);
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Sofía" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Verifique su correo" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("banner").getByRole("button", { name: "Cuenta" }).click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(at("/homePage"));

    const mail = await latestMail(page.request, email);
    expect(mail.subject).toMatch(/Confirme su correo/);
    expect(mail.text).toContain(mail.link);
    await page.goto(new URL(mail.link).pathname + new URL(mail.link).search);
    await expect(page.getByRole("status")).toHaveText("Su correo quedó verificado.");
    await page.getByRole("link", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(at("/sign-in"));
    await signInThroughForm(page, email, password);
    await expect(page).toHaveURL(ENTRY);
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Sofía" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Verifique su correo" })).toHaveCount(0);
    await expect(page.getByText("Cédula de ciudadanía 1036987654")).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Cuenta" }).click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(at("/homePage"));
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
  });

  test("a duplicate e-mail is refused with a message on the field, and nothing typed is lost", async ({ page }) => {
    await page.goto("/registrarse");
    await expect(page.getByRole("heading", { level: 1, name: "Registro de clientes" })).toBeVisible();
    await page.getByLabel("Nombres").fill("Camila");
    await page.getByLabel("Apellidos").fill("Restrepo");
    await page.getByLabel("Tipo de documento").selectOption("NIT");
    await page.getByLabel("Número de documento").fill("900123456-8");
    await page.getByLabel("Correo electrónico").fill("CLIENTE@example.com");
    await page.getByLabel("Teléfono celular o fijo").fill("604 444 5555");
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill("Otra frase bastante larga");
    await page.getByRole("checkbox", { name: /^Autorizo de manera previa/ }).check();
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: /Ya existe una cuenta con este correo/ }).click();
    await expect(page.getByLabel("Correo electrónico")).toBeFocused();
    await expect(page.getByLabel("Nombres")).toHaveValue("Camila");
    await expect(page.getByLabel("Número de documento")).toHaveValue("900123456-8");
  });

  test("a wrong password shows the server's message and keeps the visitor signed out", async ({ page }) => {
    await page.goto("/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1, name: "Ingrese a su cuenta de cliente" })).toBeVisible();
    await expectAccessible(page);
    await signInThroughForm(page, DEMO_ACCOUNTS.customer, "no es la contraseña");
    await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toContainText("El correo o la contraseña no son correctos.");
    await expect(page).toHaveURL(at("/mi-cuenta"));
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
  });

  test("redirectUrl round trip: a protected page, the sign-in, and back to that page", async ({ page }) => {
    await page.goto("/dashboard/dashboardDigitalBill");
    await expect(page).toHaveURL(at("/sign-in?redirectUrl=/dashboard/dashboardDigitalBill"));
    await signInThroughForm(page, DEMO_ACCOUNTS.customer);
    await expect(page).toHaveURL(at("/dashboard/dashboardDigitalBill"));
    await expect(page.getByRole("heading", { level: 1, name: "Factura digital" })).toBeVisible();
  });

  for (const target of ["//evil.example", "https://evil.example/x", "javascript:alert(1)"]) {
    test(`redirectUrl ${target} lands on the authenticated entry`, async ({ page }) => {
      page.on("dialog", () => {
        throw new Error("a script from redirectUrl ran");
      });
      await page.goto(`/sign-in?redirectUrl=${encodeURIComponent(target)}`);
      await signInThroughForm(page, DEMO_ACCOUNTS.customer);
      await expect(page).toHaveURL(ENTRY);
      expect(new URL(page.url()).origin).toBe(PORTAL_ORIGIN);
      await expect(page.getByRole("heading", { level: 1, name: "Hola, Camila" })).toBeVisible();
    });
  }

  test("a 401 from the server ends the session in the interface", async ({ page }) => {
    await page.goto("/sign-in");
    await signInThroughForm(page, DEMO_ACCOUNTS.customer);
    await expect(page).toHaveURL(ENTRY);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    // The token is revoked elsewhere (another tab signed out): the next call answers 401.
    const revoked = await page.request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(204);
    await page.reload();
    await expect(page).toHaveURL(at("/sign-in?redirectUrl=/dashboard/dashboardGeneral"));
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("sessionUser")])).toEqual([
      null,
      JSON.stringify({ signedIn: false, user: null }),
    ]);
  });

  test("forgotten password: same answer for anyone, link from the outbox, new password works", async ({ page }) => {
    // A fresh account, so changing its password does not disturb the other tests.
    const email = uniqueEmail("andres");
    const register = await page.request.post("/api/auth/register", {
      headers: await captchaHeaders(page.request),
      data: {
        email,
        password: "Primera frase de acceso",
        firstName: "Andrés",
        lastName: "Gil",
        documentType: "CE",
        documentNumber: "654321",
        phoneNumber: "3205550000",
        acceptDataPolicy: true,
      },
    });
    expect(register.status(), await register.text()).toBe(201);

    await page.goto("/sign-in");
    await page.getByRole("link", { name: "¿Olvidó su contraseña?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Recuperar la contraseña" })).toBeVisible();
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    const answer = await page.getByRole("status").textContent();
    expect(answer).toMatch(/Si hay una cuenta con ese correo/);

    const mail = await latestMail(page.request, email);
    const link = new URL(mail.link);
    expect(link.pathname).toBe("/reset-password");
    await page.goto(link.pathname + link.search);
    await page.getByRole("textbox", { name: "Contraseña nueva", exact: true }).fill("Segunda frase de acceso");
    await page.getByLabel("Repita la contraseña nueva").fill("Segunda frase distinta");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toContainText("Las dos contraseñas no coinciden.");
    await expectAccessible(page);
    await page.getByLabel("Repita la contraseña nueva").fill("Segunda frase de acceso");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByRole("status")).toContainText("Su contraseña fue cambiada.");

    // The link works once.
    await page.goto(link.pathname + link.search);
    await page.getByRole("textbox", { name: "Contraseña nueva", exact: true }).fill("Tercera frase de acceso");
    await page.getByLabel("Repita la contraseña nueva").fill("Tercera frase de acceso");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toContainText("no es válido o ya venció");

    await page.getByRole("link", { name: "Volver a iniciar sesión" }).click();
    await signInThroughForm(page, email, "Segunda frase de acceso");
    await expect(page).toHaveURL(ENTRY);
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Andrés" })).toBeVisible();
  });

  test("an external sign-in lands on /auth/success and goes on to redirectUrl", async ({ page }) => {
    const { token } = await apiLogin(page.request, DEMO_ACCOUNTS.customer);
    await page.goto(`/auth/success?token=${token}&redirectUrl=/dashboard/dashboardDigitalBill`);
    await expect(page).toHaveURL(at("/dashboard/dashboardDigitalBill"));
    await page.goto("/dashboard/dashboardGeneral");
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Camila" })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto("/auth/success?token=un-token-que-no-existe");
    await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toContainText("no es válido o ya venció");
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
  });
});
