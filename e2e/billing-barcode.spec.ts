import { mkdirSync, readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { scanImage, scanPdf } from "../test/support/barcodeScan";
import { PORTAL_ORIGIN } from "./demo";
import { problemsAt } from "./reflowCheck";
import { DARK_THEME, expect, expectAccessible, signInAs, test } from "./support";

/** What a scanner must read from a bill whose human-readable line is `hri` (formats sheet §2.2). */
function transmitted(hri: string): string {
  const parts = /^\(415\)(\d{13})\(8020\)([^()]{1,25})\(3900\)(\d{1,15})\(96\)(\d{8})$/.exec(hri);
  expect(parts, hri).not.toBeNull();
  const [, gln, reference, amount, deadline] = parts!;
  return `415${gln}8020${reference}\u001d3900${amount}\u001d96${deadline}`;
}

/** The barcode image as drawn on screen (loaded, not just laid out). */
async function loadedImage(page: Page): Promise<Locator> {
  const image = page.getByRole("main").getByRole("img", { name: "Código de barras para pagar en bancos y corresponsales" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image;
}

const SHOTS = "test-results/billing-barcode";

test.describe("the bill's barcode (issue 32 §3)", () => {
  test("the demo customer's invoice page shows the barcode that its PDF prints; both decode; the reference copies", async ({ page, context }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: PORTAL_ORIGIN });
    const session = await signInAs(page, ["USER"]);
    const auth = { Authorization: `Bearer ${session.token}` };

    // The overdue invoice of the demo's second contract: no other test pays it.
    const { contracts } = (await (await page.request.get("/api/contracts", { headers: auth })).json()) as { contracts: { id: string; number: string }[] };
    const flat = contracts.find((c) => c.number === "1002003002")!;
    const { invoices } = (await (await page.request.get(`/api/contracts/${flat.id}/invoices`, { headers: auth })).json()) as {
      invoices: { id: string; number: string; status: string }[];
    };
    const newest = invoices[0];
    expect(newest.status).toBe("vencida");
    const detail = (await (await page.request.get(`/api/invoices/${newest.id}`, { headers: auth })).json()) as {
      paymentBarcode: { reference: string; hri: string } | null;
    };
    expect(detail.paymentBarcode?.reference).toBe(newest.number);
    const { hri, reference } = detail.paymentBarcode!;
    const expected = transmitted(hri);

    const route = `/dashboard/check-bill?factura=${newest.id}`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(route);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Entienda su factura" })).toBeVisible();
    await expect(main.getByRole("heading", { name: `Factura ${newest.number}` })).toBeVisible();
    const section = main.getByRole("region", { name: "Pague en bancos y corresponsales" });
    await expect(section.getByText(/La fecha límite de esta factura ya pasó/)).toBeVisible();
    const image = await loadedImage(page);
    // The line under the bars, as text (it may wrap before each "(" on a phone).
    await expect(section.locator("figcaption")).toHaveText(hri);

    // What a scanner sees on this screen: the element's own pixels, decoded by zbarimg.
    expect(scanImage(await image.screenshot())).toEqual([expected]);

    // The duplicate downloaded from the same page, rasterized at 300 dpi.
    const download = page.waitForEvent("download");
    await section.getByRole("button", { name: `Descargar duplicado (PDF) de la factura ${newest.number}, con el código de barras` }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`factura-${newest.number}.pdf`);
    expect(scanPdf(readFileSync(await pdf.path()))).toEqual([expected]);

    // The reference to give at the counter, copied with one button and said in the live region.
    await section.getByRole("button", { name: `Copiar la referencia de pago ${reference}` }).click();
    await expect(section.getByRole("status").filter({ hasText: "copiada" })).toHaveText(`Referencia ${reference} copiada.`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    // The summary's link leads to it.
    await main.getByRole("link", { name: "Código de barras y referencia para pagar en bancos y corresponsales" }).click();
    await expect(page).toHaveURL(/#codigo-de-barras$/);
    await expectAccessible(page);

    // Reflow: no sideways scroll, nothing wider than main, at a phone's widths and on a desktop.
    for (const width of [320, 390, 1366]) expect(await problemsAt(page, route, width, false)).toEqual([]);
    const shoot = async (theme: string) => {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/check-bill-barcode-${width}-${theme}.png` });
        await section.screenshot({ path: `${SHOTS}/barcode-section-${width}-${theme}.png` });
      }
    };
    await shoot("light");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/check-bill-390-light-full.png`, fullPage: true });

    // Dark mode: the bars stay black on a white card, and still decode.
    await page.evaluate((theme) => localStorage.setItem("theme", JSON.stringify(theme)), DARK_THEME);
    await page.reload();
    await expect(main.getByRole("heading", { name: `Factura ${newest.number}` })).toBeVisible();
    const dark = await loadedImage(page);
    const card = dark.locator("xpath=..");
    expect(await card.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(["rgb(255, 255, 255)", "rgb(0, 0, 0)"]);
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(scanImage(await dark.screenshot())).toEqual([expected]);
    await expectAccessible(page);
    for (const width of [320, 390]) expect(await problemsAt(page, route, width, false)).toEqual([]);
    await shoot("dark");
  });
});
