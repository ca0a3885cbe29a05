import { SaxesParser } from "saxes";
import type { InvoiceDetail } from "../../src/shared/billing";
import { dianVerificationUrl, dianVerificationUrlOf } from "../../src/shared/dian";
import type { AuthResponse } from "../../src/shared/types";
import { GS } from "../../server/modules/billing/barcode";
import { computeCude, cudeInput, demoElectronicDocument, isCude, qrSvg, sampleAttachedDocument, type CudeFields } from "../../server/modules/billing/dian";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { scanImage, scanPdf } from "../support/barcodeScan";
import { pdfText } from "../support/pdfText";
import { backends, captchaHeaders, startApp } from "./support";

const PASSWORD = "Clave segura de prueba 2026";

/** The sheet's test vector (Res. 004 de 2019, quoted by facho's tests; formats sheet §4). */
const VECTOR: CudeFields = {
  number: "323200000129",
  issueDate: "2019-01-16",
  issueTime: "10:53:10-05:00",
  subtotal: 1_500_000,
  iva: 285_000,
  consumptionTax: 0,
  ica: 0,
  total: 1_785_000,
  issuerNit: "700085371",
  customerDocument: "800199436",
  key: "693ff6f2a553c3646a063436fd4dd9ded0311471",
  environment: "1",
};

/**
 * The QR SVG that `qrcode` writes (one path of horizontal runs, `M x y.5` / `m dx dy` / `h n`, one
 * unit a module) drawn into a binary PGM, `scale` pixels a module, so zbarimg reads the very geometry
 * the page shows. Throws on anything else in the drawing.
 */
function rasterizeQrSvg(svg: string, scale = 6): Buffer {
  const box = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!box) throw new Error("SVG without a viewBox");
  const [w, h] = [Number(box[1]), Number(box[2])];
  const width = w * scale;
  const pixels = Buffer.alloc(width * h * scale, 255);
  const path = /<path stroke="#000000" d="([^"]*)"/.exec(svg);
  if (!path) throw new Error("SVG without modules");
  let x = 0;
  let y = 0;
  for (const [, op, args] of path[1].matchAll(/([MmHh])([^MmHh]*)/g)) {
    const n = args.trim().split(/[ ,]+/).map(Number);
    if (op === "M") [x, y] = n;
    else if (op === "m") [x, y] = [x + n[0], y + n[1]];
    else {
      const to = op === "h" ? x + n[0] : n[0];
      const row = Math.floor(y);
      for (let r = row * scale; r < (row + 1) * scale; r++) pixels.fill(0, r * width + Math.min(x, to) * scale, r * width + Math.max(x, to) * scale);
      x = to;
    }
  }
  return Buffer.concat([Buffer.from(`P5\n${width} ${h * scale}\n255\n`, "latin1"), pixels]);
}

/** Parses XML strictly (namespaces too); returns the names of its elements, in order. */
function wellFormed(xml: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const names: string[] = [];
  parser.on("error", (e) => {
    throw e;
  });
  parser.on("opentag", (t) => names.push(t.name));
  parser.write(xml).close();
  return names;
}

describe("the CUDE, the DIAN's address and the sample XML (formats sheet §4)", () => {
  it("computes the sheet's test vector", () => {
    expect(cudeInput(VECTOR)).toBe(
      "3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711",
    );
    expect(computeCude(VECTOR)).toBe("8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4");
    expect(isCude(computeCude(VECTOR))).toBe(true);
    // Any field changes it.
    expect(computeCude({ ...VECTOR, environment: "2" })).not.toBe(computeCude(VECTOR));
    expect(() => computeCude({ ...VECTOR, total: Number.NaN })).toThrow(RangeError);
  });

  it("builds the DIAN's verification address, keeping the QR's own when it is for the same CUDE", () => {
    const cude = computeCude(VECTOR);
    expect(dianVerificationUrl(cude)).toBe(`https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${cude}`);
    expect(dianVerificationUrl(cude, "2")).toBe(`https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`);
    const hab = dianVerificationUrl(cude, "2");
    expect(dianVerificationUrlOf({ cude, qr: hab })).toBe(hab);
    // A multi-line QR text (NumFac: … CUFE: … then the address), as some issuers print.
    expect(dianVerificationUrlOf({ cude, qr: `NumFac: 323200000129\nValFac: 1500000.00\nCUDE: ${cude}\n${hab}` })).toBe(hab);
    // A QR for another document, or without the address: the production address of this CUDE.
    expect(dianVerificationUrlOf({ cude, qr: dianVerificationUrl("a".repeat(96), "2") })).toBe(dianVerificationUrl(cude));
    expect(dianVerificationUrlOf({ cude, qr: "NumFac: 1" })).toBe(dianVerificationUrl(cude));
  });

  it("makes demo documents that are deterministic, with a real CUDE and a well-formed sample AttachedDocument", () => {
    const invoice = {
      number: "2026113002003001",
      issueDate: "2026-11-23",
      total: 187_450,
      holderName: "Panadería <La Montaña> & Cía S.A.S.",
      holderDocumentType: "NIT",
      holderDocumentNumber: "900123456-8",
      contractNumber: "1002003004",
    };
    const e = demoElectronicDocument(invoice);
    expect(demoElectronicDocument(invoice)).toEqual(e);
    expect(e.cude).toBe(
      computeCude({
        number: invoice.number,
        issueDate: invoice.issueDate,
        issueTime: "07:00:00-05:00",
        subtotal: 187_450,
        iva: 0,
        consumptionTax: 0,
        ica: 0,
        total: 187_450,
        issuerNit: "800000000",
        customerDocument: "900123456",
        key: "75315",
        environment: "2",
      }),
    );
    expect(e.qr).toBe(dianVerificationUrl(e.cude, "2"));
    expect(demoElectronicDocument(invoice, { environment: "1" }).qr).toBe(dianVerificationUrl(demoElectronicDocument(invoice, { environment: "1" }).cude));

    const names = wellFormed(e.xml);
    expect(names[0]).toBe("AttachedDocument");
    expect(names).toContain("cac:ParentDocumentLineReference");
    expect(e.xml).toContain("MUESTRA para demostración");
    expect(e.xml).toContain(`<cbc:UUID schemeName="CUDE-SHA384">${e.cude}</cbc:UUID>`);
    expect(e.xml).toContain("Panadería &lt;La Montaña&gt; &amp; Cía S.A.S.");
    // The two documents inside (the invoice and the DIAN's answer) are well-formed too.
    const inner = [...e.xml.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[1]);
    expect(inner).toHaveLength(2);
    expect(wellFormed(inner[0])).toEqual(expect.arrayContaining(["Invoice", "sts:QRCode", "cbc:UUID"]));
    expect(inner[0]).toContain(`<sts:QRCode>${e.qr}</sts:QRCode>`);
    expect(wellFormed(inner[1])[0]).toBe("ApplicationResponse");
    // "]]>" in a name cannot end the CDATA early.
    const odd = sampleAttachedDocument({
      ...invoice,
      holderName: "A ]]> B",
      issueTime: "07:00:00-05:00",
      cude: e.cude,
      qr: e.qr,
      environment: "2",
      issuerNit: "1",
      issuerName: "X",
    });
    expect(wellFormed(odd)[0]).toBe("AttachedDocument");
  });

  it("draws a QR SVG that decodes to exactly its text, quiet zone included", async () => {
    const text = dianVerificationUrl(computeCude(VECTOR), "2");
    const svg = await qrSvg(text);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path fill="#ffffff" d="M0 0h');
    expect(scanImage(rasterizeQrSvg(svg), "pgm")).toEqual([text]);
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
  months: 4,
  ...over,
});

describe.each(backends)("electronic bills on $name", (backend) => {
  let s: Awaited<ReturnType<typeof startApp>>;
  let seq = 0;
  let owner: string;
  let stranger: string;
  let contract: SeededContract;
  /** The newest invoice: CUDE, QR and XML stored here (set by SQL as the import will). */
  let stored: SeededContract["invoices"][number];
  let storedDocument: ReturnType<typeof demoElectronicDocument>;
  /** The one before: CUDE and QR, its XML kept by the billing system at an https address. */
  let remote: SeededContract["invoices"][number];
  /** The oldest: not an electronic document. */
  let plain: SeededContract["invoices"][number];
  const XML_URL = "https://facturacion.example.com/dee/ad0800000000-2026-000123.xml";

  const get = (url: string, token?: string) => s.app.inject({ method: "GET", url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function customer(): Promise<string> {
    seq += 1;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.34.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email: `dian${seq}@correo.co`,
        password: PASSWORD,
        firstName: "Camila",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: `7030405${seq}`,
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
    s = await startApp(backend);
    owner = await customer();
    stranger = await customer();
    contract = await s.db.transaction((tx) => seedContract(tx, spec("3400000001"), new Date(), null));
    const linked = await s.app.inject({
      method: "POST",
      url: "/api/contracts/link",
      headers: { authorization: `Bearer ${owner}` },
      remoteAddress: "10.34.1.1",
      payload: {
        contractNumber: "3400000001",
        documentNumber: spec("3400000001").holderDocumentNumber,
        verificationCode: contract.invoices.at(-1)!.verificationCode,
      },
    });
    expect(linked.statusCode).toBe(200);
    [plain, , remote, stored] = contract.invoices;
    const document = (invoice: SeededContract["invoices"][number]) =>
      demoElectronicDocument({
        ...spec("3400000001"),
        number: invoice.number,
        issueDate: `${invoice.period}-28`,
        total: invoice.total,
        contractNumber: "3400000001",
      });
    storedDocument = document(stored);
    await s.db.query("UPDATE invoices SET dian_cude = $2, dian_qr = $3, dian_xml = $4 WHERE id = $1", [
      stored.id,
      storedDocument.cude,
      storedDocument.qr,
      storedDocument.xml,
    ]);
    const remoteDocument = document(remote);
    await s.db.query("UPDATE invoices SET dian_cude = $2, dian_qr = $3, dian_xml_url = $4 WHERE id = $1", [
      remote.id,
      remoteDocument.cude,
      remoteDocument.qr,
      XML_URL,
    ]);
  });
  afterAll(async () => s.close());

  test("GET /api/invoices/:id carries the electronic document: our XML address, the billing system's, or null", async () => {
    expect((await detail(stored.id)).electronicInvoice).toEqual({
      cude: storedDocument.cude,
      qr: storedDocument.qr,
      xmlUrl: `/api/invoices/${stored.id}/dian.xml`,
    });
    const r = (await detail(remote.id)).electronicInvoice;
    expect(r).toMatchObject({ xmlUrl: XML_URL });
    expect(r?.cude).toMatch(/^[0-9a-f]{96}$/);
    expect((await detail(plain.id)).electronicInvoice).toBeNull();
  });

  test("the XML downloads as an attachment to the holder only; 404 when it is not kept here", async () => {
    const res = await get(`/invoices/${stored.id}/dian.xml`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="factura-electronica-${stored.number}.xml"`);
    expect(res.headers["cache-control"]).toMatch(/\bprivate\b/);
    expect(res.body).toBe(storedDocument.xml);
    expect(wellFormed(res.body)[0]).toBe("AttachedDocument");

    const asStranger = await get(`/invoices/${stored.id}/dian.xml`, stranger);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(asStranger.body).not.toContain(storedDocument.cude);
    expect((await get(`/invoices/${stored.id}/dian.xml`)).statusCode).toBe(401);
    expect((await get("/invoices/no-es-un-id/dian.xml", owner)).statusCode).toBe(404);

    const elsewhere = await get(`/invoices/${remote.id}/dian.xml`, owner);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: "NO_DIAN_XML", message: expect.stringContaining("no está guardado en el portal") });
    const none = await get(`/invoices/${plain.id}/dian.xml`, owner);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "NO_DIAN_XML", message: expect.stringContaining("no es un documento electrónico") });
    // Strangers learn nothing of which of their neighbours' bills are electronic.
    expect((await get(`/invoices/${plain.id}/dian.xml`, stranger)).json()).toMatchObject({ code: "NOT_FOUND" });
  });

  test("the QR SVG decodes to the stored text; other accounts and plain bills get 404", async () => {
    const res = await get(`/invoices/${stored.id}/dian-qr.svg`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toMatch(/\bprivate\b/);
    expect(scanImage(rasterizeQrSvg(res.body), "pgm")).toEqual([storedDocument.qr]);
    expect((await get(`/invoices/${stored.id}/dian-qr.svg`, stranger)).statusCode).toBe(404);
    expect((await get(`/invoices/${stored.id}/dian-qr.svg`)).statusCode).toBe(401);
    const none = await get(`/invoices/${plain.id}/dian-qr.svg`, owner);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "NOT_ELECTRONIC" });
    // A multi-line QR text, as some issuers print, is drawn as it is.
    const lines = `NumFac: ${remote.number}\nValFac: ${remote.total}.00\nCUDE: ${(await detail(remote.id)).electronicInvoice!.cude}`;
    await s.db.query("UPDATE invoices SET dian_qr = $2 WHERE id = $1", [remote.id, lines]);
    const multi = await get(`/invoices/${remote.id}/dian-qr.svg`, owner);
    // (zbarimg --raw prints the text as is: its lines come back as lines.)
    expect(scanImage(rasterizeQrSvg(multi.body), "pgm").join("\n")).toBe(lines);
  });

  test("the duplicate PDF prints the CUDE and a QR that decodes at 150 dpi, next to the payment barcode", async () => {
    const invoice = await detail(stored.id);
    const res = await get(`/invoices/${stored.id}/pdf`, owner);
    expect(res.statusCode).toBe(200);
    const symbols = scanPdf(res.rawPayload, 150);
    expect(symbols).toContain(storedDocument.qr);
    expect(symbols).toContain(
      `415${invoice.paymentBarcode!.hri.slice(5, 18)}8020${invoice.number}${GS}3900${String(invoice.total).padStart(10, "0")}${GS}96${invoice.dueDate.replace(/-/g, "")}`,
    );
    const text = pdfText(res.rawPayload).text.replace(/\s+/g, " ");
    expect(text).toContain("Factura electrónica (DIAN)");
    expect(text).toContain(`${storedDocument.cude.slice(0, 48)} ${storedDocument.cude.slice(48)}`);
    // The address wraps where the column ends.
    expect(text.replace(/ /g, "")).toContain(storedDocument.qr);

    const plainPdf = await get(`/invoices/${plain.id}/pdf`, owner);
    expect(pdfText(plainPdf.rawPayload).text).not.toContain("Factura electrónica");
  });

  test("the demo seed gives its newest bills a document when asked (spec.electronic)", async () => {
    const seeded = await s.db.transaction((tx) => seedContract(tx, spec("3400000002", { electronic: 2 }), new Date(), null));
    const { rows } = await s.db.query<{ number: string; dian_cude: string | null; has_xml: boolean }>(
      "SELECT number, dian_cude, dian_xml IS NOT NULL AS has_xml FROM invoices WHERE contract_id = $1 ORDER BY period",
      [seeded.id],
    );
    expect(rows.map((r) => [r.dian_cude !== null, r.has_xml])).toEqual([
      [false, false],
      [false, false],
      [true, true],
      [true, true],
    ]);
    expect(rows[3].dian_cude).toMatch(/^[0-9a-f]{96}$/);
  });
});
