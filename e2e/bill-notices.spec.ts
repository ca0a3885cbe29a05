import { DEMO_ACCOUNTS } from "./demo";
import { apiLogin, expect, expectAccessible, outbox, signInAs, test, waitForApp } from "./support";

/** A different address per run, so reruns against the same data never collide. */
function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@correo.example`;
}

const CONTRACT = "1002003001";

test.describe("bill notices (issue 34 §4)", () => {
  test("a customer adds a second recipient of the digital bill, who leaves in one click, and turns payment reminders on and off", async ({ page }) => {
    test.setTimeout(120_000);
    const session = await signInAs(page, ["USER"]);
    const auth = { Authorization: `Bearer ${session.token}` };
    const main = page.getByRole("main");

    // The contract is enrolled in the digital bill (billing.spec enrols another one through the form).
    const contracts = (await (await page.request.get("/api/contracts", { headers: auth })).json()) as {
      contracts: { id: string; number: string; digitalBill: unknown }[];
    };
    const contract = contracts.contracts.find((c) => c.number === CONTRACT)!;
    const enrolledHere = contract.digitalBill === null;
    if (enrolledHere) {
      const res = await page.request.put(`/api/contracts/${contract.id}/digital-bill`, {
        headers: auth,
        data: { enrolled: true, email: DEMO_ACCOUNTS.customer, acceptTerms: true },
      });
      expect(res.status(), await res.text()).toBe(200);
    }

    await page.goto("/dashboard/seleccionar-contrato");
    await waitForApp(page);
    await main.getByRole("button", { name: `Usar el contrato ${CONTRACT}` }).click();
    await page.waitForURL(/\/dashboard\/dashboardGeneral$/);
    await page.goto("/dashboard/digital-bill");
    await expect(main.getByRole("heading", { level: 1, name: "Factura digital" })).toBeVisible();
    const section = main.getByRole("region", { name: "Segundo destinatario" });
    await expect(section.getByText("Este contrato no tiene segundo destinatario.")).toBeVisible();
    await expectAccessible(page);

    // Errors name the field, and the terms are never pre-ticked.
    const email = section.getByLabel("Correo del segundo destinatario");
    await email.fill(DEMO_ACCOUNTS.customer);
    const terms = section.getByRole("checkbox", { name: /^Acepto, para este segundo correo/ });
    await expect(terms).not.toBeChecked();
    await section.getByRole("button", { name: "Agregar el segundo destinatario" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: /distinta de la del primer destinatario/ })).toBeVisible();
    await expect(summary.getByRole("link", { name: /debe aceptar los términos/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page);

    const tenant = uniqueEmail("arrendatario");
    await email.fill(tenant);
    await terms.check();
    await section.getByRole("button", { name: "Agregar el segundo destinatario" }).click();
    await expect(section.getByRole("status")).toContainText(`${tenant} recibirá también el aviso de factura lista`);
    await expect(section.getByText(tenant, { exact: true })).toBeVisible();

    // The address is told, with a one-click way out (RFC 8058) and a page for its link.
    const [notice] = await outbox(page.request, tenant);
    expect(notice.kind).toBe("digital_bill_second");
    expect(notice.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const mailText = (
      (await (
        await page.request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(tenant)}`, {
          headers: { Authorization: `Bearer ${(await apiLogin(page.request, DEMO_ACCOUNTS.superAdmin)).token}` },
        })
      ).json()) as { messages: { text: string }[] }
    ).messages[0].text;
    const pageLink = /(https?:\/\/\S+\/avisos-factura\/baja\?token=\S+)/.exec(mailText)![1];
    await page.goto(new URL(pageLink).pathname + new URL(pageLink).search);
    await expect(main.getByRole("heading", { level: 1, name: "Dejar de recibir un aviso" })).toBeVisible();
    await expectAccessible(page);
    await main.getByRole("button", { name: "Sí, no quiero recibirlo más" }).click();
    await expect(main.getByRole("status")).toContainText("esta dirección ya no recibirá el aviso de factura");

    // Back on the digital bill: gone; added again, then removed by the customer.
    await page.goto("/dashboard/digital-bill");
    await expect(section.getByText("Este contrato no tiene segundo destinatario.")).toBeVisible();
    const owner = uniqueEmail("propietaria");
    await section.getByLabel("Correo del segundo destinatario").fill(owner);
    await section.getByRole("checkbox", { name: /^Acepto, para este segundo correo/ }).check();
    await section.getByRole("button", { name: "Agregar el segundo destinatario" }).click();
    await expect(section.getByText(owner, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await section.getByRole("button", { name: "Retirar el segundo destinatario" }).click();
    await expect(section.getByRole("status")).toContainText(`${owner} ya no recibirá el aviso de factura de este contrato`);
    await expect(section.getByText("Este contrato no tiene segundo destinatario.")).toBeVisible();

    // Payment reminders: off until chosen, in the account's page.
    await page.goto("/dashboard/dashboardGeneral");
    const reminders = main.getByRole("region", { name: "Recordatorio de pago" });
    const toggle = reminders.getByRole("switch", { name: "Enviarme un recordatorio antes del vencimiento" });
    await expect(toggle).toBeVisible();
    const before = (await (await page.request.get("/api/notices/preferences", { headers: auth })).json()) as { paymentReminders: boolean };
    await expect(toggle).toBeChecked({ checked: before.paymentReminders });
    if (before.paymentReminders) {
      await toggle.click();
      await expect(toggle).not.toBeChecked();
    }
    await toggle.click();
    await expect(reminders.getByRole("status")).toHaveText(/le recordaremos por correo cada factura sin pagar/);
    await expect(toggle).toBeChecked();
    await expectAccessible(page);
    await page.reload();
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(reminders.getByRole("status")).toHaveText("Listo: ya no le enviaremos recordatorios de pago.");
    await expect(toggle).not.toBeChecked();
    expect(((await (await page.request.get("/api/notices/preferences", { headers: auth })).json()) as { paymentReminders: boolean }).paymentReminders).toBe(
      false,
    );

    // Leave the demo data as found.
    if (enrolledHere) await page.request.put(`/api/contracts/${contract.id}/digital-bill`, { headers: auth, data: { enrolled: false } });
  });
});
