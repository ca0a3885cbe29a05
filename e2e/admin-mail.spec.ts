import { captchaHeaders, DARK_THEME, expect, expectAccessible, signInAs, test } from "./support";

/**
 * /admin/correo (issue 24 §3): the SUPER_ADMIN reads the outbox in the portal, opens a new
 * account's verification message and follows its link, with no API call of their own.
 */
test("a new account's verification mail is read and followed from /admin/correo", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `mariana.${Date.now().toString(36)}@correo.example`;
  const res = await page.request.post("/api/auth/register", {
    headers: await captchaHeaders(page.request),
    data: {
      email,
      password: "Neblina sobre el Cauca 2026",
      firstName: "Mariana",
      lastName: "Ospina",
      documentType: "CC",
      documentNumber: "43111222",
      phoneNumber: "3125550000",
      acceptDataPolicy: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await signInAs(page, ["SUPER_ADMIN"]);
  await page.goto("/admin/dashboard");
  // The admin navigation leads there.
  await page.getByRole("link", { name: "Correo del portal" }).first().click();
  await expect(page).toHaveURL(/\/admin\/correo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Correo del portal" })).toBeVisible();

  await page.getByRole("textbox", { name: "Destinatario" }).fill(email);
  await page.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page.getByRole("status").filter({ hasText: "con estos filtros" })).toHaveText("1 correo con estos filtros");
  const list = page.getByRole("list", { name: "Correos, los más recientes primero" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(email);
  await expect(list).toContainText("Guardado (sin SMTP)");

  await list.getByRole("button", { name: /^Abrir el correo «.*Confirme su correo.*» para / }).click();
  const detail = page.getByRole("region", { name: /^Correo: .*Confirme su correo/ });
  await expect(detail.getByRole("heading", { level: 2 })).toBeFocused();
  const link = detail.getByRole("link", { name: /\/verify-email\?|verificar|token=/ }).first();
  await expect(link).toBeVisible();
  await expectAccessible(page);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/admin-mail-${width}-light.png`, fullPage: width < 600 });
  }
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Dark: the theme the visitor chose, saved as the portal saves it.
  await page.evaluate((theme) => localStorage.setItem("theme", JSON.stringify(theme)), DARK_THEME);
  await page.reload();
  await page.getByRole("textbox", { name: "Destinatario" }).fill(email);
  await page.getByRole("button", { name: "Aplicar filtros" }).click();
  await page
    .getByRole("button", { name: /^Abrir el correo/ })
    .first()
    .click();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await expect(page.getByRole("region", { name: /^Correo: / })).toBeVisible();
    await page.screenshot({ path: `test-results/admin-mail-${width}-dark.png`, fullPage: width < 600 });
  }

  // Following the message's link verifies the account.
  await page
    .getByRole("region", { name: /^Correo: / })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("status")).toHaveText("Su correo quedó verificado.", { timeout: 30_000 });
  const verified = await page.request.post("/api/auth/login", {
    headers: await captchaHeaders(page.request),
    data: { email, password: "Neblina sobre el Cauca 2026" },
  });
  expect((await verified.json()).user).toMatchObject({ email, isEmailVerified: true });
});
