import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { monthLabel } from "../src/shared/tariffs/published";
import type { TariffCurrent } from "../src/shared/tariffs/published";
import { problemsAt } from "./reflowCheck";
import { expect, expectAccessible, newCustomer, signInAs, test, waitForApp } from "./support";

/**
 * Issue 34 §2: tariffs are published data. An administrator publishes next month's tariff on
 * /admin/tarifas through the preview of the changed figures; the rate page shows it (as the next
 * month, or as the month in force once its month has come); a correction needs its reason and is
 * shown as such; the history downloads as CSV.
 */
test.describe.configure({ mode: "serial" });

async function current(page: Page): Promise<TariffCurrent> {
  return (await (await page.request.get("/api/tariffs/current")).json()) as TariffCurrent;
}

test("an administrator publishes next month's tariff, corrects it with a reason, and the rate page, the history and that month's next imported bill show it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const before = await current(page);
  const admin = await signInAs(page, ["ADMIN"]);
  await page.goto("/admin/tarifas");
  await waitForApp(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Tarifas" })).toBeVisible();
  // The form starts with the month after the newest published, prefilled with its figures.
  const newest = before.next ?? before.current;
  const [y, m] = newest.month.split("-").map(Number);
  const month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  await expect(main.getByText(`Las cifras empiezan con las de ${monthLabel(newest.month)}`)).toBeVisible();

  // G of level 1 rises by 10 pesos: the preview marks that figure and the CU, nothing else of level 1.
  const g = main.getByRole("group", { name: "Energía, nivel de tensión 1 ($/kWh)" }).getByLabel("Generación (G)");
  const newG = Math.round((newest.energy["1"].g + 10) * 100) / 100;
  await g.fill(String(newG).replace(".", ","));
  await main.getByRole("button", { name: "Revisar cambios" }).click();
  await expect(main.getByRole("heading", { name: "Revise las cifras antes de publicar" })).toBeVisible();
  await expect(main.getByText(/^Cambian 2 cifras de 25/)).toBeVisible();
  const gRow = main.getByRole("row", { name: /Generación \(G\), nivel 1/ });
  await expect(gRow).toContainText("cambia");
  await expect(main.getByRole("row", { name: /Transmisión \(T\), nivel 1/ })).not.toContainText("cambia");
  await expectAccessible(page);
  await main.getByRole("button", { name: "Confirmar y publicar" }).click();
  await expect(main.getByRole("status").filter({ hasText: `Publicada la tarifa de ${monthLabel(month)}, versión 1.` })).toBeVisible();

  // The rate page reads the published table: next month's notice (or the month itself once in force).
  const after = await current(page);
  const published = after.next?.month === month ? after.next : after.current;
  expect(published.month).toBe(month);
  const cu = published.energy["1"].cu.toFixed(2).replace(".", ",");
  const rates = await page.context().newPage();
  await rates.goto("/energia/ratesEnergy");
  await waitForApp(rates);
  const article = rates.getByRole("main");
  if (after.next?.month === month) {
    await expect(article.getByText(`Ya está publicada la tarifa de ${monthLabel(month)}`)).toBeVisible();
    await expect(article.getByText(`el costo unitario de nivel de tensión 1 será de $ ${cu} por kWh`)).toBeVisible();
  } else {
    await expect(article.getByRole("heading", { name: `Costo unitario de ${monthLabel(month)}` })).toBeVisible();
  }

  // A correction of that month: refused without a reason, then published as version 2 with it.
  await page.getByRole("radio", { name: "Corregir un mes publicado" }).check();
  await main.getByLabel("Mes que corrige").selectOption(month);
  await main
    .getByRole("group", { name: "Energía, nivel de tensión 1 ($/kWh)" })
    .getByLabel("Generación (G)")
    .fill(String(newG - 5).replace(".", ","));
  await main.getByRole("button", { name: "Revisar cambios" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toContainText("Escriba el motivo de la corrección.");
  const reason = "Error de digitación en el componente G";
  await main.getByLabel(/Motivo de la corrección/).fill(reason);
  await main.getByRole("button", { name: "Revisar cambios" }).click();
  await expect(main.getByText(`Corrección de ${monthLabel(month)}: la versión 2 reemplaza a la 1. Motivo: ${reason}`)).toBeVisible();
  await main.getByRole("button", { name: "Confirmar y publicar" }).click();
  await expect(main.getByRole("status").filter({ hasText: `Publicada la tarifa de ${monthLabel(month)}, versión 2.` })).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: `${monthLabel(month)}, versión 2` })).toContainText(`Motivo: ${reason}`);

  await rates.reload();
  if (after.next?.month === month) {
    await expect(rates.getByRole("main").getByText(`versión 2, corrección: ${reason}`)).toBeVisible();
  } else {
    await expect(rates.getByRole("main").getByText(`Tarifa de ${monthLabel(month)}, versión 2 (corrección)`)).toBeVisible();
  }
  await expectAccessible(rates);

  // The history as CSV, from the rate page: both versions, the correction with its reason.
  const download = rates.waitForEvent("download");
  await rates.getByRole("link", { name: "Descargar historial (CSV)" }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe("historial-tarifas.csv");
  const lines = readFileSync(await csv.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toMatch(/^mes,version,publicada,publicada_por,origen,motivo,energia_nivel1_g,/);
  expect(lines.filter((l) => l.startsWith(`${month},`)).map((l) => l.split(",").slice(0, 2).join(","))).toEqual([`${month},1`, `${month},2`]);
  expect(lines.find((l) => l.startsWith(`${month},2,`))).toContain(reason);

  // The billing system's next bill of that month comes without its own energy tariff: its explanation
  // shows the published one, the correction (issue 34 §2).
  const stamp = String(Date.now() % 100_000_000).padStart(8, "0");
  const contractNumber = `78${stamp}`;
  const documentNumber = `6${stamp.slice(1)}`;
  const invoiceNumber = `${month.replace("-", "")}${contractNumber}`;
  const day = (offset: number) => new Date(Date.parse(`${month}-01T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const feed = [
    {
      kind: "contract",
      number: contractNumber,
      holderName: "Hernán Giraldo",
      holderDocument: { type: "CC", number: documentNumber },
      address: "Cra. 20 # 19-33",
      barrio: "El Centro",
      comuna: "Zona urbana",
      municipality: "San Rafael",
      estrato: 3,
      use: "residencial",
      services: ["energia"],
      meters: { energia: "EN-7800001" },
    },
    {
      kind: "invoice",
      number: invoiceNumber,
      contractNumber,
      period: month,
      periodStart: day(0),
      periodEnd: day(27),
      issueDate: day(29),
      dueDate: day(44),
      suspensionDate: day(54),
      readings: [{ service: "energia", meter: "EN-7800001", previous: 500, current: 640, estimated: false, consumption: 140, unit: "kWh" }],
      lines: [
        {
          id: "L1",
          service: "energia",
          kind: "consumo",
          concept: "Consumo de energía",
          quantity: 140,
          unit: "kWh",
          unitPrice: 900,
          amount: 126000,
          explanation: "140 kWh.",
        },
      ],
      total: 126000,
      verificationCode: "T4RF-7Q2M-8K",
    },
  ];
  const imported = await page.request.post("/api/integration/import?fileName=tarifa-siguiente.jsonl", {
    headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/x-ndjson" },
    data: feed.map((l) => JSON.stringify(l)).join("\n") + "\n",
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(((await imported.json()) as { created: number }).created).toBe(2);
  const corrected = (
    (await (await page.request.get(`/api/tariffs/${month}`)).json()) as { tariff: { version: number; energy: Record<string, { cu: number }> } }
  ).tariff;
  expect(corrected.version).toBe(2);
  const holder = await newCustomer(browser, documentNumber);
  const auth = { Authorization: `Bearer ${holder.token}` };
  const linked = await holder.page.request.post("/api/contracts/link", {
    headers: auth,
    data: { contractNumber, documentNumber, verificationCode: "T4RF-7Q2M-8K" },
  });
  expect(linked.status(), await linked.text()).toBeLessThan(300);
  const { contracts } = (await (await holder.page.request.get("/api/contracts", { headers: auth })).json()) as { contracts: { id: string }[] };
  const { invoices } = (await (await holder.page.request.get(`/api/contracts/${contracts[0].id}/invoices`, { headers: auth })).json()) as {
    invoices: { id: string }[];
  };
  const bill = (await (await holder.page.request.get(`/api/invoices/${invoices[0].id}`, { headers: auth })).json()) as { energyTariff: { cu: number } | null };
  expect(bill.energyTariff?.cu).toBe(corrected.energy["1"].cu);
  await holder.page.goto(`/dashboard/check-bill?factura=${invoices[0].id}`);
  const tariffTable = holder.page.getByRole("table", { name: "Componentes del costo unitario de la energía, en pesos por kWh" });
  const cuShown = new Intl.NumberFormat("es-CO", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(corrected.energy["1"].cu);
  await expect(tariffTable.getByRole("row").last()).toContainText(cuShown);
  await holder.context.close();

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.screenshot({ path: `test-results/admin-tariffs-${width}.png`, fullPage: true });
    await rates.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await rates.screenshot({ path: `test-results/rates-energy-${width}.png`, fullPage: true });
  }
  expect(await problemsAt(page, "/admin/tarifas", 320, false)).toEqual([]);
});

test("a rate page keeps its prerendered figures and says so when the tariffs cannot be read", async ({ page }) => {
  await page.route("**/api/tariffs/current", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.goto("/acueducto/ratesAqueduct");
  await waitForApp(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Tarifas vigentes, noviembre de 2026" })).toBeVisible();
  await expect(main.getByRole("status").filter({ hasText: "no fue posible consultar la tarifa publicada más reciente" })).toBeVisible();
  await expect(main.getByRole("table").first()).toBeVisible();
});
