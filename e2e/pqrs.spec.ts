import type { Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test, waitForApp } from "./support";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

async function track(page: Page, radicado: string, document: string) {
  const main = page.getByRole("main");
  await main.getByLabel(/^Número de radicado/).fill(radicado);
  await main.getByLabel(/^Número de documento o código de consulta/).fill(document);
  await main.getByRole("button", { name: "Consultar", exact: true }).click();
  await expect(main.getByRole("heading", { name: `Solicitud ${radicado}` })).toBeVisible();
}

test.describe("customer service: PQRS and citizen forms (issue 8)", () => {
  test("a visitor files a PQRS with an attachment and tracks it; an agent replies; the visitor sees the reply", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.goto("/newPQRS");
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);

    // Submitting empty names each missing field in the error summary.
    await main.getByRole("button", { name: "Radicar", exact: true }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: /asunto/i })).toBeVisible();
    await expectAccessible(page);

    await main.getByRole("radio", { name: "Queja" }).check();
    await main.getByLabel(/^Servicio/).selectOption({ label: "Acueducto" });
    await main.getByLabel(/^Asunto/).fill("Fuga sin reparar frente a mi casa");
    await main.getByLabel(/^Descripción/).fill("Desde hace una semana hay una fuga de agua en el andén y nadie ha venido a repararla.");
    await main.getByLabel(/^Tipo de documento/).selectOption("CC");
    await main.getByLabel(/^Número de documento/).fill("43.765.210");
    await main.getByLabel(/^Nombre completo o razón social/).fill("Marta Lucía Zapata");
    await main.getByLabel(/^Correo electrónico/).fill("marta.zapata@correo.co");
    await main.getByLabel(/^Archivos adjuntos/).setInputFiles([{ name: "foto-fuga.png", mimeType: "image/png", buffer: PNG }]);
    await expect(main.getByText("foto-fuga.png")).toBeVisible();
    await main.getByRole("checkbox", { name: /Autorizo el tratamiento de mis datos personales/ }).check();
    await main.getByRole("button", { name: "Radicar", exact: true }).click();

    const receipt = main.getByRole("status").filter({ hasText: "Recibimos su solicitud" });
    await expect(receipt).toBeVisible();
    const radicado = /PQRS-\d{4}-\d{6}/.exec((await receipt.textContent()) ?? "")![0];
    await expectAccessible(page);

    // The acknowledgment went to the applicant with the radicado.
    await receipt.getByRole("link", { name: new RegExp(`Consultar el estado de la solicitud ${radicado}`) }).click();
    await page.waitForURL(/\/pqr\?radicado=/);
    await expect(main.getByLabel(/^Número de radicado/)).toHaveValue(radicado);
    await track(page, radicado, "43765210");
    await expect(main.getByText("Radicada", { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    // An agent finds it in the inbox and answers it.
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await signInAs(agent, ["USER", "ADMIN"]);
    await agent.goto(`/admin/pqrs?q=${radicado}`);
    await waitForApp(agent);
    const inbox = agent.getByRole("main");
    await expect(inbox.getByRole("heading", { level: 1, name: "PQRS y solicitudes" })).toBeVisible();
    await expectAccessible(agent);
    await inbox
      .getByRole("button", { name: `Ver el caso ${radicado}` })
      .or(inbox.getByRole("link", { name: `Ver el caso ${radicado}` }))
      .click();
    await expect(inbox.getByText("Marta Lucía Zapata").first()).toBeVisible();
    await expect(inbox.getByRole("button", { name: /foto-fuga\.png/ }).or(inbox.getByRole("link", { name: /foto-fuga\.png/ }))).toBeVisible();
    await expectAccessible(agent);
    const reply = "Una cuadrilla reparó la fuga el día de hoy. Gracias por avisarnos.";
    await inbox.getByLabel(/^Respuesta/).fill(reply);
    // Issue 33 §4: the answer is previewed and confirmed before it goes out.
    await inbox.getByRole("button", { name: "Revisar y enviar" }).click();
    const confirm = agent.getByRole("alertdialog", { name: "¿Enviar esta respuesta al solicitante?" });
    await expect(confirm).toContainText(reply);
    await confirm.getByRole("button", { name: "Enviar respuesta" }).click();
    await expect(agent.getByText(`Se envió la respuesta del caso ${radicado}.`)).toBeVisible();
    await agentContext.close();

    // The visitor tracks it again and reads the answer.
    await page.reload();
    await waitForApp(page);
    await track(page, radicado, "43765210");
    await expect(main.getByText(reply)).toBeVisible();
    await expect(main.getByText("Respondida", { exact: true }).first()).toBeVisible();
  });

  test("a customer claims a charge from the bill check: contract, invoice and concept come pre-filled, and the request is listed under the account", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await signInAs(page, ["USER"]);
    const auth = { Authorization: `Bearer ${session.token}` };
    const contracts = (await (await page.request.get("/api/contracts", { headers: auth })).json()) as { contracts: { id: string; number: string }[] };
    const home = contracts.contracts.find((c) => c.number === "1002003001")!;
    const invoices = (await (await page.request.get(`/api/contracts/${home.id}/invoices`, { headers: auth })).json()) as { invoices: { number: string }[] };
    const invoice = invoices.invoices[0].number;
    await page.goto(
      `/dashboard/add-pqrs?tipo=reclamo&contrato=1002003001&factura=${invoice}&concepto=${encodeURIComponent("Consumo de energía")}&servicio=energia`,
    );
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("radio", { name: "Reclamo" })).toBeChecked();
    await expect(main.getByLabel(/^Número de contrato/)).toHaveValue("1002003001");
    await expect(main.getByLabel(/^Número de factura/)).toHaveValue(invoice);
    await expect(main.getByLabel(/^Asunto/)).toHaveValue(`Reclamo por el cobro de Consumo de energía en la factura ${invoice}`);
    await expect(main.getByLabel(/^Nombre completo o razón social/)).toHaveValue("Camila Restrepo Gómez");
    // Issue 21: the bill line's service comes selected too.
    await expect(main.getByLabel(/^Servicio/)).toHaveValue("energia");
    await expectAccessible(page);
    await main.getByLabel(/^Descripción/).fill("El consumo facturado es el doble del promedio y en la casa no ha cambiado nada.");
    await main.getByRole("checkbox", { name: /Autorizo el tratamiento de mis datos personales/ }).check();
    await main.getByRole("button", { name: "Radicar", exact: true }).click();
    const receipt = main.getByRole("status").filter({ hasText: "Recibimos su solicitud" });
    await expect(receipt).toBeVisible();
    const radicado = /PQRS-\d{4}-\d{6}/.exec((await receipt.textContent()) ?? "")![0];
    await expect(main.getByText(radicado).nth(1)).toBeVisible();
    const mine = (await (await page.request.get("/api/pqrs/mine", { headers: auth })).json()) as { items: { radicado: string; type: string }[] };
    expect(mine.items.find((i) => i.radicado === radicado)?.type).toBe("reclamo");
  });

  test("a citizen reports a failure with a photo and follows its public status by number alone", async ({ page }) => {
    await page.goto("/reporta-una-falla");
    await waitForApp(page);
    const main = page.getByRole("main");
    await expectAccessible(page);
    await main.getByLabel(/^Servicio/).selectOption({ label: "Energía" });
    await main.getByLabel(/^Tipo de falla/).selectOption({ label: "Cable o poste caído" });
    await main.getByLabel(/^Dirección del daño/).fill("Calle 30 # 72-05");
    await main.getByLabel(/^Barrio o vereda/).fill("El Jardín");
    await main.getByLabel(/^Qué está pasando/).fill("Un cable de la red quedó colgando sobre la calle después del aguacero.");
    await main
      .getByLabel(/^Nombre/)
      .first()
      .fill("Jorge Iván Henao");
    await main.getByLabel(/^Teléfono/).fill("604 444 5555");
    await main.getByLabel(/^Foto del daño/).setInputFiles([{ name: "cable.png", mimeType: "image/png", buffer: PNG }]);
    await main.getByRole("checkbox", { name: /Autorizo el tratamiento de mis datos personales/ }).check();
    await main.getByRole("button", { name: "Enviar el reporte" }).click();
    const receipt = main.getByRole("status").filter({ hasText: "Recibimos su reporte" });
    await expect(receipt).toBeVisible();
    const radicado = /FAL-\d{4}-\d{6}/.exec((await receipt.textContent()) ?? "")![0];
    const res = await page.request.get(`/api/pqrs/track?radicado=${radicado}`);
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { subject: string }).subject).toBe("Cable o poste caído en Calle 30 # 72-05, El Jardín");

    // Issue 21: the receipt's link shows the report at once, with no document asked for…
    await receipt.getByRole("link", { name: new RegExp(`Consultar el estado de la solicitud ${radicado}`) }).click();
    await page.waitForURL(/\/pqr\?radicado=/);
    await expect(main.getByRole("heading", { name: `Solicitud ${radicado}` })).toBeVisible();
    await expect(main.getByText("Cable o poste caído en Calle 30 # 72-05, El Jardín")).toBeVisible();
    await expect(main.getByLabel(/^Número de documento o código de consulta/)).toHaveValue("");
    await expectAccessible(page);

    // …and «Consultar» finds it by the number alone.
    await page.goto("/energia/consultRequest");
    await waitForApp(page);
    await main.getByLabel(/^Número de radicado/).fill(radicado.toLowerCase());
    await main.getByRole("button", { name: "Consultar", exact: true }).click();
    await expect(main.getByRole("heading", { name: `Solicitud ${radicado}` })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Hay un problema" })).toHaveCount(0);
  });

  test("an anonymous corruption allegation gets a tracking code instead of personal data", async ({ page }) => {
    await page.goto("/corruptionsAllegations");
    await waitForApp(page);
    const main = page.getByRole("main");
    await main.getByRole("checkbox", { name: /Denunciar de forma anónima/ }).check();
    await expect(main.getByLabel(/^Número de documento/)).toHaveCount(0);
    await main
      .getByRole("textbox", { name: /^Hechos que denuncia/ })
      .fill("Un funcionario pide dinero para agilizar las conexiones nuevas en el sector rural.");
    await main.getByLabel(/^Pruebas/).setInputFiles([{ name: "prueba.pdf", mimeType: "application/pdf", buffer: PDF }]);
    await expectAccessible(page);
    await main.getByRole("button", { name: "Radicar la denuncia" }).click();
    const receipt = main.getByRole("status").filter({ hasText: "Recibimos su denuncia" });
    await expect(receipt).toBeVisible();
    const text = (await receipt.textContent()) ?? "";
    const radicado = /DEN-\d{4}-\d{6}/.exec(text)![0];
    const code = /[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text.replace(radicado, ""))![0];
    const res = await page.request.get(`/api/pqrs/track?radicado=${radicado}&document=${code}`);
    expect(res.status()).toBe(200);
  });

  test("the statistics on /informes-pqr come from the stored requests and download as CSV", async ({ page }) => {
    await page.goto("/informes-pqr");
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Estadísticas de PQRS radicadas en el portal" })).toBeVisible();
    const stats = (await (await page.request.get("/api/pqrs/stats")).json()) as { total: { filed: number } };
    await expect(main.getByText(new Intl.NumberFormat("es-CO").format(stats.total.filed), { exact: true }).first()).toBeVisible();
    await expect(main.getByRole("table").first()).toBeVisible();
    await expectAccessible(page);
    const download = page.waitForEvent("download");
    await main.getByRole("button", { name: /Descargar CSV/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^estadisticas-pqrs-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  });

  for (const path of [
    "/pqr",
    "/newPQRSUser",
    "/supplierRegistration",
    "/updatePropertyNumber",
    "/information-request",
    "/energia/formAutogenerators",
    "/energia/formService",
    "/energia/consultRequest",
  ]) {
    test(`${path} has its form and no accessibility violation`, async ({ page }) => {
      if (path === "/newPQRSUser") await signInAs(page, ["USER"]);
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main").locator("form").first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});
