import type { InvoiceDetail } from "../../src/shared/billing";
import type { AuthResponse } from "../../src/shared/types";
import { ConfigError, loadConfig } from "../../server/config";
import { barcodePng, GS, paymentBarcode } from "../../server/modules/billing/barcode";
import { DEMO_BILL_GLN, gs1CheckDigit, isValidGln } from "../../server/modules/billing/gs1";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { rasterizeBarsSvg, scanImage, scanPdf } from "../support/barcodeScan";
import { pdfText } from "../support/pdfText";
import { backends, captchaHeaders, startApp } from "./support";

/** A GLN other than the default, to show the setting reaches the bill (the sheet's example). */
const GLN = "7709998000018";
const PASSWORD = "Clave segura de prueba 2026";

describe("GS1 check digits and BILL_GLN (issue 32 §3)", () => {
  it("computes the sheet's example: 770999800001 → 8", () => {
    expect(gs1CheckDigit("770999800001")).toBe(8);
    expect(isValidGln("7709998000018")).toBe(true);
    expect(isValidGln("7709998000017")).toBe(false);
    expect(isValidGln("770999800001")).toBe(false);
    expect(isValidGln("77099980000180")).toBe(false);
    expect(isValidGln("770999800001X")).toBe(false);
  });

  it("defaults to a valid GLN of GS1's prefix for demonstrations, and takes the company's own", () => {
    expect(isValidGln(DEMO_BILL_GLN)).toBe(true);
    expect(DEMO_BILL_GLN.startsWith("952")).toBe(true);
    expect(loadConfig({}).billGln).toBe(DEMO_BILL_GLN);
    expect(loadConfig({ BILL_GLN: ` ${GLN} ` }).billGln).toBe(GLN);
  });

  it.each(["7709998000017", "770999800001", "77099980000180", "7709998-00001-8", "GLN7709998000"])("refuses BILL_GLN=%s with one line naming it", (value) => {
    expect(() => loadConfig({ BILL_GLN: value })).toThrow(ConfigError);
    expect(() => loadConfig({ BILL_GLN: value })).toThrow(/^Configuración inválida: BILL_GLN debe ser un GLN de 13 dígitos con su dígito de control GS1/);
  });

  it("pads the amount to BILL_AMOUNT_DIGITS (each bank's convenio decides), 10 by default", () => {
    expect(loadConfig({}).billAmountDigits).toBe(10);
    expect(loadConfig({ BILL_AMOUNT_DIGITS: "12" }).billAmountDigits).toBe(12);
    expect(() => loadConfig({ BILL_AMOUNT_DIGITS: "16" })).toThrow(/BILL_AMOUNT_DIGITS/);
    expect(() => loadConfig({ BILL_AMOUNT_DIGITS: "diez" })).toThrow(/BILL_AMOUNT_DIGITS/);
    expect(paymentBarcode(GLN, { number: "2026111002003001", total: 125_000, dueDate: "2026-11-30" }, 12)?.amount).toBe("000000125000");
    // Never cut: an amount longer than the padding keeps its digits.
    expect(paymentBarcode(GLN, { number: "2026111002003001", total: 125_000, dueDate: "2026-11-30" }, 3)?.amount).toBe("125000");
  });

  it("writes the human-readable line and the transmitted data as Colombian bills do", () => {
    const barcode = paymentBarcode(GLN, { number: "2026111002003001", total: 125_000, dueDate: "2026-11-30" });
    expect(barcode).toEqual({
      reference: "2026111002003001",
      amount: "0000125000",
      deadline: "20261130",
      hri: "(415)7709998000018(8020)2026111002003001(3900)0000125000(96)20261130",
      // FNC1 (sent as GS) after the variable-length 8020 and 3900, none after the fixed 415, none at the end.
      data: `415770999800001880202026111002003001${GS}39000000125000${GS}9620261130`,
    });
    expect(GS).toBe("\u001d");
  });

  it("gives no barcode to a bill with nothing to pay, or a number AI 8020 cannot carry", () => {
    expect(paymentBarcode(GLN, { number: "2026111002003001", total: 0, dueDate: "2026-11-30" })).toBeNull();
    expect(paymentBarcode(GLN, { number: "FAC 2026 ñ", total: 1000, dueDate: "2026-11-30" })).toBeNull();
    expect(paymentBarcode(GLN, { number: "1".repeat(26), total: 1000, dueDate: "2026-11-30" })).toBeNull();
    // Letters are allowed by X..25; the amount keeps more than 10 digits when it has them.
    expect(paymentBarcode(GLN, { number: "FE-000123", total: 12_345_678_901, dueDate: "2026-01-05" })?.hri).toBe(
      "(415)7709998000018(8020)FE-000123(3900)12345678901(96)20260105",
    );
  });

  it("the PNG on white decodes with zbarimg to exactly the data", async () => {
    const barcode = paymentBarcode(GLN, { number: "2026111002003001", total: 125_000, dueDate: "2026-11-30" })!;
    expect(scanImage(await barcodePng(barcode))).toEqual([barcode.data]);
    expect(scanImage(await barcodePng(barcode, { scale: 2, includeText: true }))).toEqual([barcode.data]);
  });
});

const spec = (number: string, over: Partial<ContractSpec> = {}): ContractSpec => ({
  number,
  holderName: "Luz Marina Ochoa",
  holderDocumentType: "CC",
  holderDocumentNumber: `43${number.slice(-6)}`,
  address: "Cl. 10 # 43-20, casa 4",
  barrio: "El Jardín",
  comuna: "Zona urbana",
  municipality: "San Rafael",
  estrato: 3,
  use: "residencial",
  services: ["energia", "acueducto", "alcantarillado"],
  meters: { energia: "EN-1", acueducto: "AC-1" },
  base: { energia: 160, acueducto: 13 },
  latestIssuedDaysAgo: 5,
  unpaid: 1,
  months: 3,
  ...over,
});

describe.each(backends)("the bill's barcode on $name", (backend) => {
  let s: Awaited<ReturnType<typeof startApp>>;
  let seq = 0;
  let owner: string;
  let stranger: string;
  let contract: SeededContract;

  const get = (url: string, token?: string) => s.app.inject({ method: "GET", url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function customer(): Promise<string> {
    seq += 1;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.32.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email: `barras${seq}@correo.co`,
        password: PASSWORD,
        firstName: "Camila",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: `7020304${seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<AuthResponse>().token;
  }

  async function detail(id: string): Promise<InvoiceDetail> {
    const res = await get(`/invoices/${id}`, owner);
    expect(res.statusCode).toBe(200);
    return res.json<InvoiceDetail>();
  }

  beforeAll(async () => {
    s = await startApp(backend, { BILL_GLN: GLN });
    owner = await customer();
    stranger = await customer();
    contract = await s.db.transaction((tx) => seedContract(tx, spec("3200000001"), new Date(), null));
    const linked = await s.app.inject({
      method: "POST",
      url: "/api/contracts/link",
      headers: { authorization: `Bearer ${owner}` },
      remoteAddress: "10.32.1.1",
      payload: {
        contractNumber: "3200000001",
        documentNumber: spec("3200000001").holderDocumentNumber,
        verificationCode: contract.invoices.at(-1)!.verificationCode,
      },
    });
    expect(linked.statusCode).toBe(200);
  });
  afterAll(async () => s.close());

  test("the invoice JSON carries the reference and the human-readable line of a seeded invoice", async () => {
    const newest = contract.invoices.at(-1)!;
    const invoice = await detail(newest.id);
    expect(invoice.status).toBe("pendiente");
    // The seed numbers invoices AAAAMM + contract number: 16 digits, kept exactly as the reference.
    expect(invoice.number).toMatch(/^\d{6}3200000001$/);
    expect(invoice.paymentBarcode).toEqual({
      reference: invoice.number,
      hri: `(415)${GLN}(8020)${invoice.number}(3900)${String(newest.total).padStart(10, "0")}(96)${invoice.dueDate.replace(/-/g, "")}`,
    });
  });

  test("the duplicate PDF, rasterized at 300 dpi, decodes to exactly the invoice's data, with the line under the bars", async () => {
    const newest = contract.invoices.at(-1)!;
    const invoice = await detail(newest.id);
    const res = await get(`/invoices/${newest.id}/pdf`, owner);
    expect(res.statusCode).toBe(200);
    const expected = `415${GLN}8020${invoice.number}${GS}3900${String(invoice.total).padStart(10, "0")}${GS}96${invoice.dueDate.replace(/-/g, "")}`;
    expect(scanPdf(res.rawPayload)).toEqual([expected]);
    const text = pdfText(res.rawPayload).text.replace(/\s+/g, " ");
    expect(text).toContain(invoice.paymentBarcode!.hri);
    expect(text).toContain("Cupón de pago");
    expect(text).not.toContain("FACTURA PAGADA");
  });

  test("a paid bill keeps its barcode under a notice not to pay it again", async () => {
    const paid = contract.invoices[0];
    expect(paid.paid).toBe(true);
    const invoice = await detail(paid.id);
    expect(invoice.paymentBarcode?.reference).toBe(invoice.number);
    // The same drawing as the pending bill's, which the test above decodes (each scan costs seconds).
    const res = await get(`/invoices/${paid.id}/pdf`, owner);
    const text = pdfText(res.rawPayload).text.replace(/\s+/g, " ");
    expect(text).toMatch(/FACTURA PAGADA el .+\. No la pague de nuevo\./);
    expect(text).toContain(invoice.paymentBarcode!.hri);
  });

  test("the SVG answers image/svg+xml, private, and its bars decode to the same data; other accounts get 404", async () => {
    const newest = contract.invoices.at(-1)!;
    const invoice = await detail(newest.id);
    const res = await get(`/invoices/${newest.id}/barcode.svg`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toMatch(/\bprivate\b/);
    expect(res.body).toMatch(/^<svg viewBox="0 0 \d+ \d+" xmlns="http:\/\/www.w3.org\/2000\/svg">/);
    expect(res.body).toContain('fill="#FFFFFF"');
    const expected = `415${GLN}8020${invoice.number}${GS}3900${String(invoice.total).padStart(10, "0")}${GS}96${invoice.dueDate.replace(/-/g, "")}`;
    expect(scanImage(rasterizeBarsSvg(res.body), "pgm")).toEqual([expected]);

    const asStranger = await get(`/invoices/${newest.id}/barcode.svg`, stranger);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(asStranger.body).not.toContain(invoice.number);
    expect((await get(`/invoices/${newest.id}/barcode.svg`)).statusCode).toBe(401);
    expect((await get("/invoices/no-es-un-id/barcode.svg", owner)).statusCode).toBe(404);
    expect((await get("/invoices/00000000-0000-4000-8000-000000000000/barcode.svg", owner)).statusCode).toBe(404);
  });

  test("a bill with nothing to pay has no payable barcode anywhere", async () => {
    const zero = contract.invoices[1];
    await s.db.query("UPDATE invoices SET total = 0 WHERE id = $1", [zero.id]);
    const invoice = await detail(zero.id);
    expect(invoice.paymentBarcode).toBeNull();
    const svg = await get(`/invoices/${zero.id}/barcode.svg`, owner);
    expect(svg.statusCode).toBe(404);
    expect(svg.json()).toMatchObject({ code: "NO_BARCODE", message: "Esta factura no tiene valor a pagar, por eso no lleva código de barras." });
    const pdf = await get(`/invoices/${zero.id}/pdf`, owner);
    expect(pdf.statusCode).toBe(200);
    // 150 dpi finds one (the slip decoded at 150, 200 and 300 dpi when measured) at a quarter of the pixels.
    expect(scanPdf(pdf.rawPayload, 150)).toEqual([]);
    expect(pdfText(pdf.rawPayload).text.replace(/\s+/g, " ")).toContain("no tiene valor a pagar, por eso no lleva código de barras");
  });
});
