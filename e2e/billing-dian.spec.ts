import { mkdirSync, readFileSync } from "node:fs";
import { scanImage } from "../test/support/barcodeScan";
import { PORTAL_ORIGIN } from "./demo";
import { problemsAt } from "./reflowCheck";
import { expect, expectAccessible, signInAs, test } from "./support";

const SHOTS = "test-results/billing-dian";

interface Detail {
  id: string;
  number: string;
  electronicInvoice: { cude: string; qr: string; xmlUrl: string | null } | null;
}

test.describe("electronic bills (issue 34 §3)", () => {
  test("the customer sees an electronic bill's CUDE and QR (it scans), verifies it at the DIAN and downloads its XML", async ({ page, context }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: PORTAL_ORIGIN });
    const session = await signInAs(page, ["USER"]);
    const auth = { Authorization: `Bearer ${session.token}` };
    const get = async <T>(url: string) => {
      const res = await page.request.get(url, { headers: auth });
      expect(res.status(), url).toBe(200);
      return (await res.json()) as T;
    };

    // The demo's first contract: its newest twelve bills are DIAN electronic documents (the seed's sample XML).
    const { contracts } = await get<{ contracts: { id: string; number: string }[] }>("/api/contracts");
    const home = contracts.find((c) => c.number === "1002003001")!;
    const { invoices } = await get<{ invoices: { id: string; number: string }[] }>(`/api/contracts/${home.id}/invoices`);
    const bill = await get<Detail>(`/api/invoices/${invoices[0].id}`);
    const e = bill.electronicInvoice!;
    expect(e.cude).toMatch(/^[0-9a-f]{96}$/);
    expect(e.xmlUrl).toBe(`/api/invoices/${bill.id}/dian.xml`);
    // Bills from before the company's electronic billing have none.
    expect((await get<Detail>(`/api/invoices/${invoices.at(-1)!.id}`)).electronicInvoice).toBeNull();

    const route = `/dashboard/check-bill?factura=${bill.id}`;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(route);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: `Factura ${bill.number}` })).toBeVisible();
    const section = main.getByRole("region", { name: "Factura electrónica" });
    await expect(section.getByTestId("cude")).toHaveText(e.cude);
    const qr = section.getByRole("img", { name: `Código QR de la factura electrónica ${bill.number}, para verificarla en la DIAN` });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // What a phone's camera reads from this screen: the element's own pixels, decoded by zbarimg.
    expect(scanImage(await qr.screenshot())).toEqual([e.qr]);
    await expect(section.getByRole("link", { name: /^Verificar la factura .* en el sitio de la DIAN/ })).toHaveAttribute("href", e.qr);
    expect(e.qr).toBe(`https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${e.cude}`);

    // The CUDE copies with one button.
    await section.getByRole("button", { name: `Copiar el CUDE de la factura ${bill.number}` }).click();
    await expect(section.getByText("CUDE copiado.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(e.cude);

    // The XML, downloaded with the session as an attachment.
    const download = page.waitForEvent("download");
    await section.getByRole("button", { name: `Descargar XML de la factura electrónica ${bill.number}` }).click();
    const xml = await download;
    expect(xml.suggestedFilename()).toBe(`factura-electronica-${bill.number}.xml`);
    const text = readFileSync(await xml.path(), "utf8");
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"/);
    expect(text).toContain("<AttachedDocument ");
    expect(text).toContain(e.cude);
    await expect(section.getByText(`Se descargó el archivo factura-electronica-${bill.number}.xml.`)).toBeVisible();
    await expectAccessible(page);

    for (const width of [320, 390, 1366]) expect(await problemsAt(page, route, width, false)).toEqual([]);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/check-bill-dian-${width}.png` });
      await section.screenshot({ path: `${SHOTS}/dian-section-${width}.png` });
    }
    // At a phone's width the QR still scans.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(scanImage(await qr.screenshot())).toEqual([e.qr]);

    // A bill that is not an electronic document shows no such section.
    await page.goto(`/dashboard/check-bill?factura=${invoices.at(-1)!.id}`);
    await expect(main.getByRole("heading", { name: `Factura ${invoices.at(-1)!.number}` })).toBeVisible();
    await expect(main.getByRole("region", { name: "Factura electrónica" })).toHaveCount(0);
  });
});
