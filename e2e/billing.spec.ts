import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pdfText } from "../test/support/pdfText";
import { expect, expectAccessible, latestMail, signInAs, test, waitForApp } from "./support";

/** Fills the PSE payer form and submits it; the browser goes to the sandbox bank page. */
async function payWithPse(page: Page, payer: { personType: "natural" | "juridica"; documentType?: string; documentNumber?: string; email?: string }) {
  const main = page.getByRole("main");
  // Issue 32 §2: the demo offers PSE and the checkout, PSE chosen first.
  await expect(main.getByRole("heading", { name: "Pague en línea" })).toBeVisible();
  await expect(main.getByRole("radio", { name: "PSE: débito de su cuenta de ahorros o corriente" })).toBeChecked();
  await main.getByRole("combobox", { name: /^Banco/ }).selectOption({ label: "Bancolombia" });
  await main.getByRole("radio", { name: payer.personType === "natural" ? "Persona natural" : "Persona jurídica (empresa)" }).check();
  if (payer.documentType) await main.getByLabel("Tipo de documento").selectOption(payer.documentType);
  if (payer.documentNumber) await main.getByLabel("Número de documento").fill(payer.documentNumber);
  if (payer.email) await main.getByLabel("Correo electrónico").fill(payer.email);
  await main.getByRole("button", { name: /^Pagar \$.+ con PSE$/ }).click();
  await page.waitForURL(/\/api\/payments\/pse-sandbox\/PSE-/);
}

/** The sandbox bank: approve, then back to the portal with the reference. */
async function approveAtBank(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { level: 1, name: /Bancolombia: autorice el pago/ })).toBeVisible();
  const reference = /PSE-\d{8}-[0-9A-Z]{10}/.exec(page.url())![0];
  await page.getByRole("button", { name: "Aprobar pago" }).click();
  return reference;
}

test.describe("customer account and payments (issue 7)", () => {
  test("the demo customer picks a contract, pays the pending invoice through the PSE sandbox, sees it paid, and downloads the duplicate PDF and the CSV", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const session = await signInAs(page, ["USER"]);
    const auth = { Authorization: `Bearer ${session.token}` };

    await page.goto("/dashboard/seleccionar-contrato");
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Seleccione un contrato" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Contrato 1002003002" })).toBeVisible();
    await expectAccessible(page);
    await main.getByRole("button", { name: "Usar el contrato 1002003001" }).click();
    await page.waitForURL(/\/dashboard\/dashboardGeneral$/);
    await expect(page.getByRole("heading", { name: "Su cuenta de servicios" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/dashboard/invoiceInquiry");
    await expect(main.getByRole("heading", { level: 1, name: "Mis facturas" })).toBeVisible();
    const table = main.getByRole("table");
    const newest = table.getByRole("row").nth(1);
    await expect(newest).toContainText("Pendiente");
    await expect(table.getByRole("row")).toHaveCount(25);
    const contracts = (await (await page.request.get("/api/contracts", { headers: auth })).json()) as { contracts: { id: string; number: string }[] };
    const home = contracts.contracts.find((c) => c.number === "1002003001")!;
    const listed = (await (await page.request.get(`/api/contracts/${home.id}/invoices`, { headers: auth })).json()) as { invoices: { number: string }[] };
    const invoiceNumber = listed.invoices[0].number;
    await expect(newest).toContainText(invoiceNumber);
    await expectAccessible(page);

    await newest.getByRole("link", { name: /^Pagar la factura de/ }).click();
    await page.waitForURL(/\/dashboard\/onlinePayment$/);
    await expect(main.getByRole("heading", { level: 1, name: "Pagar facturas" })).toBeVisible();
    await expect(main.getByRole("checkbox", { name: new RegExp(`Factura ${invoiceNumber}`) })).toBeChecked();
    await expectAccessible(page);
    // The payer data comes from the account: the bank and the person type are all that is asked.
    await payWithPse(page, { personType: "natural" });
    const reference = await approveAtBank(page);
    await page.waitForURL(new RegExp(`/dashboard/paymentSuccess\\?reference=${reference}$`));
    await expect(page.getByText("Su pago fue aprobado.")).toBeVisible();
    await expect(page.getByText(reference).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto("/dashboard/invoiceInquiry");
    await expect(table.getByRole("row").nth(1)).toContainText("Pagada");
    await expect(table.getByRole("link", { name: /^Pagar la factura de/ })).toHaveCount(0);

    // The duplicate of the invoice just paid, as a PDF that opens and says what it is.
    await page.goto("/dashboard/duplicados-facturas");
    await expect(main.getByRole("heading", { level: 1, name: "Duplicados de facturas" })).toBeVisible();
    await expectAccessible(page);
    const pdfDownload = page.waitForEvent("download");
    await main.getByRole("button", { name: new RegExp(`Descargar duplicado \\(PDF\\).*${invoiceNumber}`) }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe(`factura-${invoiceNumber}.pdf`);
    const { text } = pdfText(readFileSync(await pdf.path()));
    expect(text).toContain(invoiceNumber);
    expect(text).toContain("1002003001");
    expect(text).toMatch(/Pagada el/);

    // The transactions as CSV: a header and one row per payment the API lists, the new one included.
    await page.goto("/descargar-transacciones");
    await expect(main.getByRole("heading", { level: 1, name: "Descargar transacciones" })).toBeVisible();
    await expectAccessible(page);
    const csvDownload = page.waitForEvent("download");
    await main.getByRole("button", { name: "Descargar CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^transacciones-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await csv.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const payments = (await (await page.request.get("/api/payments", { headers: auth })).json()) as { payments: { reference: string }[] };
    expect(lines[0]).toMatch(/^Fecha \(hora de Colombia\),Referencia,Contrato/);
    expect(lines).toHaveLength(1 + payments.payments.length);
    expect(lines.some((l) => l.includes(reference) && l.includes("Aprobada"))).toBe(true);
  });

  test("a visitor pays a contract by its number without signing in and gets the receipt", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/pago-en-linea");
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Pague su factura sin iniciar sesión" })).toBeVisible();
    await expectAccessible(page);
    // An unknown contract is named as the field's problem.
    await main.getByLabel("Número de contrato").fill("9999999999");
    await main.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText(/No encontramos ese contrato/).first()).toBeVisible();
    await main.getByLabel("Número de contrato").fill("1002003004");
    await main.getByRole("button", { name: "Continuar" }).click();
    await page.waitForURL(/\/resumen-pago\?contrato=1002003004$/);
    await expect(main.getByRole("heading", { name: "Lo que va a pagar" })).toBeVisible();
    await expect(main).toContainText("Cra. 20 #");
    await expect(main).not.toContainText("Panadería");
    await expectAccessible(page);

    await payWithPse(page, { personType: "juridica", documentType: "NIT", documentNumber: "900123456-8", email: "tesoreria@panaderia.co" });
    const reference = await approveAtBank(page);
    await page.waitForURL(new RegExp(`/paymentStatus\\?reference=${reference}$`));
    await expect(page.getByText("Su pago fue aprobado.")).toBeVisible();
    await expectAccessible(page);

    // Nothing is left to pay, and the reference still answers on the public inquiry page.
    const lookup = await (await page.request.get("/api/billing/lookup?contract=1002003004")).json();
    expect(lookup).toMatchObject({ amountDue: 0, unpaidInvoices: 0 });
    await page.goto(`/consultar-transacciones`);
    await main.getByLabel("Referencia del pago").fill(reference);
    await main.getByRole("button", { name: "Consultar" }).click();
    await expect(page.getByText("Su pago fue aprobado.")).toBeVisible();
    await expectAccessible(page);
  });

  test("the other account screens work and pass axe: bill check, digital bill, consumption, linking, diagnostics and the public pages", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, ["USER"]);
    const main = page.getByRole("main");

    await page.goto("/dashboard/check-bill");
    await waitForApp(page);
    await expect(main.getByRole("heading", { level: 1, name: "Entienda su factura" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Tarifa de la energía: costo unitario" })).toBeVisible();
    const claim = main.getByRole("link", { name: /^Reclamar este cobro/ }).first();
    await expect(claim).toHaveAttribute("href", /\/dashboard\/add-pqrs\?tipo=reclamo&contrato=\d+&factura=\d+&concepto=/);
    await expectAccessible(page);

    await page.goto("/dashboard/individual-consume");
    await expect(main.getByRole("heading", { level: 1, name: "Historial de consumo" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Resumen de su consumo" })).toBeVisible();
    await expectAccessible(page);

    // Digital bill of the second contract: consent is asked for, never pre-ticked.
    await page.goto("/dashboard/seleccionar-contrato");
    await main.getByRole("button", { name: "Usar el contrato 1002003002" }).click();
    await page.waitForURL(/\/dashboard\/dashboardGeneral$/);
    await page.goto("/dashboard/digital-bill");
    await expect(main.getByRole("heading", { level: 1, name: "Factura digital" })).toBeVisible();
    const consent = main.getByRole("checkbox", { name: /Acepto los términos y condiciones de la factura digital/ });
    await expect(consent).not.toBeChecked();
    await expectAccessible(page);
    await main.getByRole("button", { name: "Inscribirme a la factura digital" }).click();
    await expect(page.getByRole("alert").first()).toContainText(/términos/);
    await consent.check();
    await main.getByRole("button", { name: "Inscribirme a la factura digital" }).click();
    await page.waitForURL(/\/dashboard\/dashboardDigitalBillConfirmation/);
    await expect(page.getByText(/quedó inscrito a la factura digital/)).toBeVisible();
    await expectAccessible(page);

    // Linking: a wrong proof is refused without saying which part was wrong.
    await page.goto("/dashboard/new-contract");
    await expect(main.getByRole("heading", { level: 1, name: "Asociar un contrato" })).toBeVisible();
    await expectAccessible(page);
    await main.getByLabel("Número de contrato").fill("1002003003");
    await main.getByLabel("Número de documento del titular del contrato").fill("11111111");
    await main.getByLabel("Código de verificación de una factura reciente").fill("JC7Q-4M2X-8R");
    await main.getByRole("button", { name: "Asociar el contrato" }).click();
    await expect(page.getByText(/No pudimos verificar el contrato/).first()).toBeVisible();

    await page.goto("/dashboard/test-emsp");
    await expect(main.getByRole("heading", { level: 1, name: "Diagnóstico de la cuenta" })).toBeVisible();
    await main.getByRole("button", { name: "Ejecutar diagnóstico" }).click();
    await expect(page.getByText(/Diagnóstico terminado: (\d+) de \1 verificaciones correctas/)).toBeVisible();
    await expectAccessible(page);

    for (const [path, heading] of [
      ["/facturas", "Facturas"],
      ["/revision-factura", "Cómo leer su factura"],
      ["/consultar-transacciones", "Consultar transacciones"],
      ["/dashboard", "Mis facturas"],
    ] as const) {
      await page.goto(path);
      await expect(main.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test("linking takes the verification code printed on the bill; the holder is e-mailed a link that undoes it (issue 20 §2)", async ({ page }) => {
    test.setTimeout(90_000);
    // The administrator (also a customer) links the demo contract nobody has, with its documented code.
    await signInAs(page, ["ADMIN"]);
    const main = page.getByRole("main");
    await page.goto("/dashboard/new-contract");
    await waitForApp(page);
    await expect(main.getByText(/impreso en la factura/)).toBeVisible();
    await main.getByLabel("Número de contrato").fill("1002003003");
    await main.getByLabel("Número de documento del titular del contrato").fill("71234567");
    await main.getByLabel("Código de verificación de una factura reciente").fill("jc7q4m2x8r");
    await main.getByRole("button", { name: "Asociar el contrato" }).click();
    await expect(page.getByText(/el contrato 1002003003 .* quedó asociado a su cuenta/)).toBeVisible();
    // Issue 33: the success is all the screen says: the emptied form is not judged.
    await expect(main.getByLabel("Código de verificación de una factura reciente")).toHaveValue("");
    await expect(page.getByText("Hay un problema")).toHaveCount(0);
    await expect(main.getByText(/^Escriba el (número de documento|código de verificación)/)).toHaveCount(0);
    await expect(page).not.toHaveTitle(/^Error: /);

    // The invoice detail shows the holder the code of each bill.
    await page.goto("/dashboard/check-bill");
    await expect(main.getByText("Código de verificación para vincular este contrato")).toBeVisible();
    await expect(main.getByText("JC7Q-4M2X-8R")).toBeVisible();
    await expectAccessible(page);

    const mail = await latestMail(page.request, "jorge.cardona@example.com");
    expect(mail.subject).toContain("1002003003");
    expect(mail.text).toContain("admin@example.com");
    // Opened from the mail client, in a tab of its own: a plain server page, not the app.
    const undoUrl = mail.link.replace(/^https?:\/\/[^/]+/, "");
    const tab = await page.context().newPage();
    await tab.goto(undoUrl);
    await expect(tab.getByRole("heading", { level: 1, name: "Desvincular el contrato 1002003003" })).toBeVisible();
    await expectAccessible(tab);
    await tab.getByRole("button", { name: "Desvincular el contrato de esa cuenta" }).click();
    await expect(tab.getByRole("heading", { level: 1, name: "Contrato desvinculado" })).toBeVisible();
    await expectAccessible(tab);
    // Single use.
    await tab.goto(undoUrl);
    await expect(tab.getByRole("heading", { level: 1, name: "Enlace no válido" })).toBeVisible();
    await tab.close();
  });
});
