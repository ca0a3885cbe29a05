import type { Locator, Page } from "@playwright/test";
import { ADMIN_ORIGIN } from "./demo";
import { expect, signInAs, test } from "./support";

// Issue 33 §2: on a phone the records show their amount, state and main action without a sideways
// swipe; the receipt's values get the width; the summary's main action is a button.

const WIDTHS = [320, 390, 1366] as const;
const SHOTS = process.env.PHONE_SHOTS;

/** The page and every region inside `root` show all their content: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, root = "main"): Promise<void> {
  const found = await page.evaluate((root) => {
    const scrollers = Array.from(document.querySelectorAll<HTMLElement>(`${root} *`))
      .filter((el) => {
        const style = getComputedStyle(el);
        return (style.overflowX === "auto" || style.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}#${el.id} ${el.getAttribute("aria-label") ?? el.getAttribute("aria-labelledby") ?? ""}`);
    return { page: document.documentElement.scrollWidth - window.innerWidth, scrollers };
  }, root);
  expect(found.page).toBeLessThanOrEqual(0);
  expect(found.scrollers).toEqual([]);
}

/** The element is drawn whole inside the viewport's width (it needs no swipe to be seen). */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** The first record of a RecordList (a table row or a card). */
function firstRecord(page: Page, id: string): Locator {
  return page.locator(`#${id} > tbody > tr, #${id} > li`).first();
}

async function useContract(page: Page, number: string): Promise<void> {
  await page.goto("/dashboard/seleccionar-contrato");
  await page
    .getByRole("main")
    .getByRole("button", { name: `Usar el contrato ${number}` })
    .click();
  await page.waitForURL(/\/dashboard\/dashboardGeneral$/);
}

for (const width of WIDTHS) {
  test.describe(`customer records at ${width} px (issue 33 §2)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`Mis facturas, Duplicados, the meter readings and Mis solicitudes show amount, state and action at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, ["USER"]);
      // The demo's second contract: its newest invoice is overdue and no test pays it.
      await useContract(page, "1002003002");
      const main = page.getByRole("main");

      await page.goto("/dashboard/invoiceInquiry");
      await expect(main.getByRole("heading", { level: 1, name: "Mis facturas" })).toBeVisible();
      let record = firstRecord(page, "inquiry-list");
      await expectWithinWidth(page, record.getByText(/\$\s?[\d.]+/).first());
      await expectWithinWidth(page, record.locator(".fui-Badge").first());
      await expect(record.locator(".fui-Badge").first()).toHaveText("Vencida");
      await expectWithinWidth(page, record.getByRole("link", { name: /^Pagar la factura de/ }));
      await expectWithinWidth(page, record.getByRole("button", { name: /^Descargar PDF de la factura/ }));
      await expectNoSidewaysScroll(page);
      if (width < 640) {
        // A card: the period is its heading; its values are labelled.
        await expect(record.getByRole("heading", { level: 3 })).toBeVisible();
        await expect(record.getByRole("term").filter({ hasText: "Total" })).toBeVisible();
      } else {
        await expect(main.getByRole("table", { name: /^Facturas del contrato 1002003002/ })).toBeVisible();
      }
      if (SHOTS && width === 390) await page.screenshot({ path: `${SHOTS}/mis-facturas-390-light.png`, fullPage: false });

      await page.goto("/dashboard/duplicados-facturas");
      await expect(main.getByRole("heading", { level: 1, name: "Duplicados de facturas" })).toBeVisible();
      record = firstRecord(page, "duplicates-list");
      await expectWithinWidth(page, record.getByText(/\$\s?[\d.]+/).first());
      await expectWithinWidth(page, record.locator(".fui-Badge").first());
      await expectWithinWidth(page, record.getByRole("button", { name: /^Descargar duplicado \(PDF\) de la factura/ }));
      await expectNoSidewaysScroll(page);

      await page.goto("/dashboard/check-bill");
      await expect(main.getByRole("heading", { name: "Lecturas del medidor" })).toBeVisible();
      record = firstRecord(page, "bill-readings");
      await expectWithinWidth(page, record.getByText(/^[\d.,]+ (kWh|m³)$/).first());
      await expectNoSidewaysScroll(page, "section[aria-labelledby=bill-readings-title]");

      await page.goto("/dashboard/add-pqrs");
      await expect(main.getByRole("heading", { name: "Mis solicitudes" })).toBeVisible();
      record = firstRecord(page, "my-requests");
      await expectWithinWidth(page, record.locator(".fui-Badge").first());
      await expectWithinWidth(page, record.getByRole("link", { name: /^Ver el estado de la solicitud/ }));
      await expectNoSidewaysScroll(page);
    });

    test(`the summary's «Pagar factura» is a primary button and the receipt's values have room at ${width} px`, async ({ page }) => {
      const session = await signInAs(page, ["USER"]);
      await useContract(page, "1002003002");
      const main = page.getByRole("main");
      const panel = main.getByRole("region", { name: "Su cuenta de servicios" });
      const pay = panel.getByRole("link", { name: /^Pagar factura/ });
      await expectWithinWidth(page, pay);
      // It looks like a button: the brand's filled background, no underline, a tap target's height.
      const look = await pay.evaluate((a) => {
        const s = getComputedStyle(a);
        return { background: s.backgroundColor, underline: s.textDecorationLine, height: a.getBoundingClientRect().height };
      });
      expect(look.background).not.toBe("rgba(0, 0, 0, 0)");
      expect(look.underline).toBe("none");
      expect(look.height).toBeGreaterThanOrEqual(32);
      if (SHOTS && width === 390) await page.screenshot({ path: `${SHOTS}/resumen-390-light.png`, fullPage: false });

      // A receipt of one of the demo's approved payments.
      const { payments } = (await (await page.request.get("/api/payments", { headers: { Authorization: `Bearer ${session.token}` } })).json()) as {
        payments: { reference: string }[];
      };
      await page.goto(`/dashboard/paymentSuccess?reference=${payments[0].reference}`);
      const receipt = main.getByRole("region", { name: "Comprobante de pago" });
      await expect(receipt).toBeVisible();
      const fit = await receipt.evaluate((section) => {
        const inner = section.clientWidth;
        return Array.from(section.querySelectorAll("dd")).map((dd) => {
          const lineHeight = parseFloat(getComputedStyle(dd).lineHeight) || 20;
          return { text: dd.textContent, share: dd.getBoundingClientRect().width / inner, lines: Math.round(dd.getBoundingClientRect().height / lineHeight) };
        });
      });
      const reference = fit.find((v) => v.text === payments[0].reference)!;
      // The reference on one or two lines (it broke over five), every value at least half the receipt wide.
      expect(reference.lines).toBeLessThanOrEqual(2);
      expect(fit.filter((v) => v.share < 0.5)).toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe("the agents' inbox (issue 33 §2, §4)", () => {
  test.use({ baseURL: ADMIN_ORIGIN });

  for (const width of WIDTHS) {
    test(`each case shows its radicado, state and days left at ${width} px; beside an open case the list keeps its key columns`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, ["ADMIN"]);
      await page.goto("/admin/pqrs");
      const main = page.getByRole("main");
      let record = firstRecord(page, "pqrs-cases");
      await expectWithinWidth(page, record.getByRole("button", { name: /^Ver el caso/ }));
      await expectWithinWidth(page, record.locator(".fui-Badge").first());
      await expectNoSidewaysScroll(page);

      await record.getByRole("button", { name: /^Ver el caso/ }).click();
      await expect(main.getByRole("heading", { level: 2, name: /^Caso / })).toBeFocused();
      record = firstRecord(page, "pqrs-cases");
      await expectWithinWidth(page, record.getByRole("button", { name: /^Ver el caso/ }));
      await expectWithinWidth(page, record.locator(".fui-Badge").first());
      await expectNoSidewaysScroll(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-pqrs-open-${width}.png` });
    });
  }

  test("an answer is previewed as the applicant will receive it and goes out only when confirmed", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInAs(page, ["ADMIN"]);
    await page.goto("/admin/pqrs?status=radicada");
    const main = page.getByRole("main");
    await firstRecord(page, "pqrs-cases")
      .getByRole("button", { name: /^Ver el caso/ })
      .click();
    const heading = main.getByRole("heading", { level: 2, name: /^Caso / });
    await expect(heading).toBeFocused();
    const radicado = ((await heading.textContent()) ?? "").replace(/^Caso /, "").trim();
    const detail = page.locator("#pqrs-case-detail");
    const answer = "Revisamos su solicitud y programamos la visita técnica.\n\nLe confirmaremos la fecha por este medio.";
    await detail.getByLabel(/^Respuesta/).fill(answer);
    await detail.getByRole("button", { name: "Revisar y enviar" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Enviar esta respuesta al solicitante?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Respuesta a su solicitud ${radicado}`);
    await expect(dialog.getByTestId("reply-preview").locator("p")).toHaveText([
      "Revisamos su solicitud y programamos la visita técnica.",
      "Le confirmaremos la fecha por este medio.",
    ]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-pqrs-preview-1366.png` });
    // Back to the text: nothing was sent.
    await dialog.getByRole("button", { name: "Seguir editando" }).click();
    await expect(dialog).toBeHidden();
    await expect(detail.getByRole("heading", { name: "Respuesta enviada" })).toHaveCount(0);

    await detail.getByRole("button", { name: "Revisar y enviar" }).click();
    await dialog.getByRole("button", { name: "Enviar respuesta" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Se envió la respuesta del caso ${radicado}.`)).toBeVisible();
  });
});
