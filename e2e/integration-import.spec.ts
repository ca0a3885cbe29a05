import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newCustomer, outbox, signInAs, test, waitForApp } from "./support";

/** Uploads `lines` as a JSON Lines file on the import screen and waits for its result. */
async function importOnScreen(page: Page, name: string, lines: readonly object[], summary: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Archivo JSON Lines (.jsonl)").setInputFiles({
    name,
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(lines.map((l) => JSON.stringify(l)).join("\n") + "\n"),
  });
  await main.getByRole("button", { name: "Importar archivo" }).click();
  const result = main.getByRole("region", { name: "Resultado de la importación" });
  await expect(result.getByText(summary)).toBeVisible();
  return result;
}

const day = (offset: number) => new Date(Date.now() - 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

test.describe("the billing system's feed (issue 34 §1)", () => {
  test("an administrator imports a file on the screen; the holder links the contract and sees the new invoice with its barcode", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = String(Date.now() % 100_000_000).padStart(8, "0");
    const contractNumber = `77${stamp}`;
    const documentNumber = `5${stamp.slice(1)}`;
    const period = day(-3).slice(0, 7);
    const invoiceNumber = `${period.replace("-", "")}${contractNumber}`;
    const lines = [
      {
        kind: "contract",
        number: contractNumber,
        holderName: "Rosa Ceballos",
        holderDocument: { type: "CC", number: documentNumber },
        address: "Cl. 21 # 16-10",
        barrio: "La Plaza",
        comuna: "Zona urbana",
        municipality: "San Rafael",
        estrato: 2,
        use: "residencial",
        services: ["energia"],
        meters: { energia: "EN-7700001" },
      },
      { kind: "contract", number: "77", holderName: "Sin número válido" },
      {
        kind: "invoice",
        number: invoiceNumber,
        contractNumber,
        period,
        periodStart: day(-33),
        periodEnd: day(-3),
        issueDate: day(-2),
        dueDate: day(13),
        suspensionDate: day(23),
        readings: [{ service: "energia", meter: "EN-7700001", previous: 1200, current: 1342, estimated: false, consumption: 142, unit: "kWh" }],
        lines: [
          {
            id: "L1",
            service: "energia",
            kind: "consumo",
            concept: "Consumo de energía",
            quantity: 142,
            unit: "kWh",
            unitPrice: 905.42,
            amount: 128570,
            explanation: "142 kWh a $905,42 el kWh.",
          },
        ],
        total: 128570,
        verificationCode: "R7QW-4M2K-9X",
      },
    ];

    await signInAs(page, ["ADMIN"]);
    await page.goto("/admin/importaciones");
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Importaciones del sistema de facturación" })).toBeVisible();
    await expectAccessible(page);
    const result = await importOnScreen(page, "facturacion.jsonl", lines, "3 líneas: 2 creados, 0 actualizados, 0 sin cambios y 1 rechazado.");
    const rejections = result.getByRole("table", { name: "Líneas rechazadas, con el campo y el motivo" });
    await expect(rejections.getByRole("row").nth(1)).toContainText("2");
    await expect(rejections.getByRole("row").nth(1)).toContainText("holderDocument");
    await expect(rejections.getByRole("row").nth(1)).toContainText("Este campo es obligatorio.");
    // The history lists it, made on this screen.
    await expect(
      main
        .getByRole("table", { name: /^Importaciones, las más recientes primero/ })
        .getByText("facturacion.jsonl")
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // The holder links the new contract with the code printed on the bill, and sees the invoice.
    const holder = await newCustomer(browser, documentNumber);
    const linked = await holder.page.request.post("/api/contracts/link", {
      headers: { Authorization: `Bearer ${holder.token}` },
      data: { contractNumber, documentNumber, verificationCode: "R7QW-4M2K-9X" },
    });
    expect(linked.status(), await linked.text()).toBeLessThan(300);
    const auth = { Authorization: `Bearer ${holder.token}` };
    const { contracts } = (await (await holder.page.request.get("/api/contracts", { headers: auth })).json()) as {
      contracts: { id: string; number: string }[];
    };
    const { invoices } = (await (await holder.page.request.get(`/api/contracts/${contracts[0].id}/invoices`, { headers: auth })).json()) as {
      invoices: { id: string; number: string }[];
    };
    expect(invoices.map((i) => i.number)).toEqual([invoiceNumber]);

    await holder.page.goto(`/dashboard/check-bill?factura=${invoices[0].id}`);
    const hm = holder.page.getByRole("main");
    await expect(hm.getByRole("heading", { name: `Factura ${invoiceNumber}` })).toBeVisible();
    const barcode = hm.getByRole("img", { name: "Código de barras para pagar en bancos y corresponsales" });
    await expect(barcode).toBeVisible();
    await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(hm.getByRole("region", { name: "Pague en bancos y corresponsales" }).locator("figcaption")).toContainText(`(8020)${invoiceNumber}(3900)`);
    await expectAccessible(holder.page);

    // The holder enrols in the digital bill; next month's bill arrives from the billing system as a
    // DIAN electronic document: the holder gets one "Su factura está lista" mail and sees its CUDE.
    const email = `titular.${documentNumber}@correo.co`;
    const enrolled = await holder.page.request.put(`/api/contracts/${contracts[0].id}/digital-bill`, {
      headers: auth,
      data: { enrolled: true, email, acceptTerms: true },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(200);
    const next = day(27).slice(0, 7);
    const nextNumber = `${next.replace("-", "")}${contractNumber}`;
    const cude = createHash("sha384").update(`${nextNumber}-e2e`).digest("hex");
    const electronic = {
      ...lines[2],
      number: nextNumber,
      period: next,
      periodStart: day(-2),
      periodEnd: day(27),
      issueDate: day(28),
      dueDate: day(43),
      suspensionDate: day(53),
      verificationCode: undefined,
      electronicInvoice: { cude, qr: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`, xmlUrl: null },
    };
    await importOnScreen(page, "facturacion-siguiente.jsonl", [electronic], "1 línea: 1 registro creado, 0 actualizados, 0 sin cambios y 0 rechazados.");
    // The same file again changes nothing and mails nobody a second time.
    await importOnScreen(page, "facturacion-siguiente.jsonl", [electronic], "1 línea: 0 creados, 0 actualizados, 1 sin cambios y 0 rechazados.");
    const mails = (await outbox(page.request, email)).filter((m) => m.kind === "bill_ready");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Su factura está lista/);
    const after = (await (await holder.page.request.get(`/api/contracts/${contracts[0].id}/invoices`, { headers: auth })).json()) as {
      invoices: { id: string; number: string }[];
    };
    const arrived = after.invoices.find((i) => i.number === nextNumber)!;
    expect(mails[0].link).toContain(arrived.id);
    await holder.page.goto(`/dashboard/check-bill?factura=${arrived.id}`);
    await expect(hm.getByRole("heading", { name: `Factura ${nextNumber}` })).toBeVisible();
    await expect(hm.getByRole("img", { name: "Código de barras para pagar en bancos y corresponsales" })).toBeVisible();
    await expect(hm.getByText(cude.slice(0, 16))).toBeVisible();
    await expectAccessible(holder.page);
    await holder.context.close();
  });
});
