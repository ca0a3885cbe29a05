import type { Page } from "@playwright/test";
import { buildCollectionFile, type CollectionPaymentInput } from "../server/modules/collections/writer";
import type { Payment } from "../src/shared/billing";
import { ADMIN_ORIGIN } from "./demo";
import { DARK_THEME, expect, expectAccessible, signInAs, test, waitForApp } from "./support";

/**
 * Issue 32 §3: an administrator imports a bank's collection file at /admin/recaudos and the
 * customer then sees the invoice paid; a file that does not add up is refused line by line; the
 * same invoice paid again at the bank is a double payment. On the admin portal: it pays the demo
 * customer's invoice, which the main portal's billing journey pays online.
 */
test.use({ baseURL: ADMIN_ORIGIN });

const today = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);

/** A Bancolombia file of today with these payments; each delivery of the day has its own modifier. */
const bankFile = (modifier: string, payments: CollectionPaymentInput[]) =>
  buildCollectionFile({
    nit: "8909001234",
    bankCode: "007",
    accountNumber: "12345678901",
    collectionDate: today(),
    fileTime: "1715",
    modifier,
    serviceCode: "7709998000018",
    payments,
    lineEnding: "\r\n",
  });

async function chooseAndImport(page: Page, name: string, buffer: Buffer): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Archivo de recaudo del banco").setInputFiles({ name, mimeType: "text/plain", buffer });
  await expect(main.getByText(`Archivo elegido: ${name}`)).toBeVisible();
  await main.getByRole("button", { name: "Importar archivo" }).click();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("an administrator imports a collection file, the customer sees the invoice paid, and paying it again at the bank is a double payment", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The customer's pending invoice of their first contract, as their account reads it.
  const customer = await browser.newContext({ baseURL: ADMIN_ORIGIN, locale: "es-CO" });
  const home = await customer.newPage();
  const session = await signInAs(home, ["USER"]);
  const auth = { Authorization: `Bearer ${session.token}` };
  const contracts = (await (await home.request.get("/api/contracts", { headers: auth })).json()) as { contracts: { id: string; number: string }[] };
  const contract = contracts.contracts.find((c) => c.number === "1002003001")!;
  const invoices = (await (await home.request.get(`/api/contracts/${contract.id}/invoices`, { headers: auth })).json()) as {
    invoices: { number: string; total: number; status: string }[];
  };
  const invoice = invoices.invoices.find((i) => i.status !== "pagada")!;
  expect(invoice).toBeDefined();
  const good = bankFile("A", [
    { reference: invoice.number, amountCents: invoice.total * 100, procedencia: "01", medioPago: "01", branch: "0123" },
    { reference: "99999999", amountCents: 4_550_000, procedencia: "03", medioPago: "15", authorizationNumber: "456" },
  ]);

  await signInAs(page, ["ADMIN"]);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Recaudo bancario" }).first().click();
  await expect(page).toHaveURL(/\/admin\/recaudos$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Recaudo bancario" })).toBeVisible();
  await expect(main.getByText("Todavía no se ha importado ningún archivo de recaudo.")).toBeVisible();
  await expectAccessible(page);

  // A file that does not add up: refused, each bad line named, focus on the summary, nothing applied.
  const lines = good.toString("latin1").split("\r\n");
  lines[2] = `${lines[2].slice(0, 55)}A${lines[2].slice(56)}`;
  lines[4] = `08000000009${lines[4].slice(11)}`;
  await chooseAndImport(page, "recaudo-con-errores.txt", Buffer.from(lines.join("\r\n"), "latin1"));
  const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Hay un problema" }) });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("El archivo no se importó: tiene 2 problemas en 2 líneas.");
  await expect(summary).toContainText("Línea 3: el valor recaudado no es numérico");
  await expect(summary).toContainText("Línea 5: el control de lote dice 9 registros y el lote tiene 2 registros de detalle (06).");
  const problems = main.getByRole("table", { name: "Líneas del archivo con problemas" });
  await expect(problems.getByRole("row")).toHaveCount(3);
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/admin-collections-refused-390-light.png", fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The good file: applied, one record kept for review.
  await chooseAndImport(page, "recaudo-bancolombia.txt", good);
  const result = main.getByRole("region", { name: "Resultado de la importación" });
  await expect(result.getByRole("heading", { level: 2 })).toBeFocused({ timeout: 30_000 });
  await expect(result).toContainText("Archivo importado");
  await expect(result).toContainText("Se aplicó 1 pago de 2");
  await expect(result).toContainText("1 registro quedó para revisión.");
  await expect(page).not.toHaveTitle(/^Error: /);
  const files = main.getByRole("table", { name: /^Archivos importados/ });
  await expect(files.getByRole("row")).toHaveCount(2);
  await expect(files).toContainText("recaudo-bancolombia.txt");
  await expectAccessible(page);

  // Its record needing review, reviewed with a note.
  await result.getByRole("button", { name: "Revisar los registros de este archivo" }).click();
  const detail = main.getByRole("region", { name: "Archivo «recaudo-bancolombia.txt»" });
  await expect(detail.getByRole("heading", { level: 2 })).toBeFocused();
  const items = detail.getByRole("table", { name: /^Registros del archivo/ });
  await expect(items.getByRole("row")).toHaveCount(2);
  await expect(items).toContainText("99999999");
  await expect(items).toContainText("Referencia desconocida");
  await expectAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `test-results/admin-collections-${width}-light.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 320, height: 800 });
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await detail.getByRole("button", { name: "Marcar como revisada la línea 4" }).click();
  await expect(detail.getByLabel("Qué se hizo con este registro")).toBeFocused();
  await detail.getByLabel("Qué se hizo con este registro").fill("El banco confirmó que la referencia es de otra empresa; se pidió la devolución.");
  await detail.getByRole("button", { name: "Guardar revisión" }).click();
  await expect(detail.getByRole("status")).toHaveText("Se guardó la revisión de la línea 4.");
  await detail.getByLabel("Mostrar").selectOption({ label: "Todos los registros" });
  await expect(items.getByRole("row")).toHaveCount(3);
  await expect(items).toContainText("Revisado el");
  await expect(items).toContainText("Aplicado");

  // The customer sees the invoice paid, by the bank.
  await home.goto("/dashboard/seleccionar-contrato");
  await waitForApp(home);
  await home.getByRole("main").getByRole("button", { name: "Usar el contrato 1002003001" }).click();
  await home.waitForURL(/\/dashboard\/dashboardGeneral$/);
  await home.goto("/dashboard/invoiceInquiry");
  await waitForApp(home);
  const row = home.getByRole("main").getByRole("table").getByRole("row").filter({ hasText: invoice.number });
  await expect(row).toContainText("Pagada");
  const paymentsOf = async () =>
    ((await (await home.request.get("/api/payments", { headers: auth })).json()) as { payments: Payment[] }).payments.filter((p) =>
      p.invoiceNumbers.includes(invoice.number),
    );
  expect((await paymentsOf()).map((p) => [p.method, p.bank, p.status, p.refundDue])).toEqual([["banco", "Bancolombia", "aprobada", false]]);
  await home.goto("/consultar-transacciones");
  await waitForApp(home);
  await expect(home.getByRole("main").getByText((await paymentsOf())[0].reference)).toBeVisible();

  // The same invoice paid again at the bank (the next delivery of the day): a double payment, due back.
  await chooseAndImport(page, "recaudo-bancolombia-2.txt", bankFile("B", [{ reference: invoice.number, amountCents: invoice.total * 100 }]));
  await expect(result.getByRole("heading", { level: 2 })).toBeFocused({ timeout: 30_000 });
  await expect(result).toContainText("Se aplicaron 0 pagos de 1");
  await expect(result.getByRole("definition").nth(5)).toHaveText("1");
  await expect(result).toContainText("Pagos dobles (por devolver)");
  await result.getByRole("button", { name: "Revisar los registros de este archivo" }).click();
  const second = main.getByRole("region", { name: "Archivo «recaudo-bancolombia-2.txt»" });
  await expect(second.getByRole("table", { name: /^Registros del archivo/ })).toContainText("Pago doble: devolver");
  // The customer's payments list it with the refund due ("le devolveremos…" is the treasury screen's text).
  expect(
    (await paymentsOf())
      .map((p) => [p.method, p.refundDue])
      .sort()
      .map(String),
  ).toEqual(["banco,false", "banco,true"]);

  // The same file again: nothing applied, the first result.
  await chooseAndImport(page, "copia-recaudo-bancolombia.txt", good);
  await expect(result).toContainText("Este archivo ya se había importado: no se aplicó nada", { timeout: 30_000 });
  await expect(result).toContainText("«recaudo-bancolombia.txt»");
  expect(await paymentsOf()).toHaveLength(2);

  // Dark theme, as the administrator chose it.
  await page.evaluate((theme) => localStorage.setItem("theme", JSON.stringify(theme)), DARK_THEME);
  await page.reload();
  await main.getByRole("button", { name: "Ver el archivo recaudo-bancolombia.txt" }).click();
  await expect(main.getByRole("region", { name: "Archivo «recaudo-bancolombia.txt»" }).getByRole("table")).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `test-results/admin-collections-${width}-dark.png`, fullPage: true });
  }
  await customer.close();
});

test("a customer may not open /admin/recaudos", async ({ page }) => {
  const session = await signInAs(page, ["USER"]);
  await page.goto("/admin/recaudos");
  await expect(page).toHaveURL(/\/access-denied/);
  await expect(page.getByRole("heading", { level: 1, name: "Recaudo bancario" })).toHaveCount(0);
  const res = await page.request.get("/api/admin/collections", { headers: { Authorization: `Bearer ${session.token}` } });
  expect(res.status()).toBe(403);
});
