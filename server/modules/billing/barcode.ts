import bwipjs from "bwip-js/node";

/**
 * The bill's GS1-128 payment barcode (issue 32 §3, formats sheet §2), as Colombian utilities print it
 * for banks and corresponsales: `(415)` the company's GLN, `(8020)` the payment reference,
 * `(3900)` the amount due in whole pesos, `(96)` the payment deadline AAAAMMDD. bwip-js 4.11.4
 * encodes it (FNC1 first, and after each variable-length field that is not the last) and checks the
 * GLN's check digit.
 */
export interface PaymentBarcode {
  /** AI 8020: the invoice number exactly as issued. */
  reference: string;
  /** AI 3900: the amount due, whole pesos zero-padded to 10 digits. */
  amount: string;
  /** AI 96: the payment deadline, AAAAMMDD. */
  deadline: string;
  /** The human-readable line printed under the bars: `(415)…(8020)…(3900)…(96)…`. */
  hri: string;
  /** What a scanner transmits: the AIs and values, ASCII GS (0x1D) after the variable-length ones. */
  data: string;
}

/** The invoice facts the barcode carries. */
export interface BarcodeInvoice {
  number: string;
  total: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** Group separator: what a scanner sends for FNC1 inside a GS1 symbol. */
export const GS = "\u001d";

/**
 * AI 8020 is X..25: up to 25 characters of GS1's character set 82. The seed's numbers (period and
 * contract, 16 digits) fit; a number that does not gets no barcode rather than a wrong one.
 */
const REFERENCE = /^[0-9A-Za-z!"%&'()*+,\-./:;<=>?_]{1,25}$/;

/** Colombian bills zero-pad the value to 10 digits (the bank's convenio decides; unverified, sheet §2). */
export const AMOUNT_DIGITS = 10;

/** Quiet zone each side, in modules: GS1-128 needs at least 10. */
export const QUIET_ZONE_MODULES = 10;

/**
 * The payment barcode of an invoice, or null when it must have none: nothing to pay (total 0) or a
 * number AI 8020 cannot carry. The amount field takes up to 15 digits.
 */
export function paymentBarcode(gln: string, invoice: BarcodeInvoice, amountDigits = AMOUNT_DIGITS): PaymentBarcode | null {
  if (!Number.isSafeInteger(invoice.total) || invoice.total <= 0 || String(invoice.total).length > 15) return null;
  if (!REFERENCE.test(invoice.number)) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(invoice.dueDate)) return null;
  const reference = invoice.number;
  const amount = String(invoice.total).padStart(amountDigits, "0");
  const deadline = invoice.dueDate.replace(/-/g, "");
  return {
    reference,
    amount,
    deadline,
    hri: `(415)${gln}(8020)${reference}(3900)${amount}(96)${deadline}`,
    // 415 has a predefined length (no FNC1 after it); 8020 and 3900 are variable, 96 comes last.
    data: `415${gln}8020${reference}${GS}3900${amount}${GS}96${deadline}`,
  };
}

/** The bars and spaces in modules, bar first, without quiet zones (bwip-js's encoder). */
export function barcodeModules(barcode: PaymentBarcode): number[] {
  const [symbol] = bwipjs.raw({ bcid: "gs1-128", text: barcode.hri }) as { sbs: number[] }[];
  return symbol.sbs;
}

/** The symbol's width in modules, quiet zones included. */
export function symbolModules(barcode: PaymentBarcode): number {
  return barcodeModules(barcode).reduce((a, b) => a + b, 0) + 2 * QUIET_ZONE_MODULES;
}

/**
 * The barcode as SVG for the invoice page: bars only (the page writes the human-readable line as
 * text under it), black on a white background with the quiet zones inside the image, one unit per
 * module, bars 15 % of the symbol's width tall, so it scales to any width and keeps its proportions.
 */
export function barcodeSvg(barcode: PaymentBarcode): string {
  return bwipjs.toSVG({
    bcid: "gs1-128",
    text: barcode.hri,
    scale: 1,
    // bwip-js takes linear heights in millimetres at 72 units an inch: 21 mm ≈ 60 units.
    height: 21,
    paddingwidth: QUIET_ZONE_MODULES,
    paddingheight: 2,
    backgroundcolor: "FFFFFF",
    barcolor: "000000",
  });
}

/**
 * The barcode as PNG on white (zbarimg does not decode a transparent one, sheet §2.2), `scale`
 * pixels a module, with the quiet zones and, when asked, the human-readable line.
 */
export function barcodePng(barcode: PaymentBarcode, options: { scale?: number; includeText?: boolean } = {}): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: "gs1-128",
    text: barcode.hri,
    scale: options.scale ?? 4,
    height: 21,
    includetext: options.includeText ?? false,
    textxalign: "center",
    paddingwidth: QUIET_ZONE_MODULES,
    paddingheight: 2,
    backgroundcolor: "FFFFFF",
    barcolor: "000000",
  });
}

/**
 * Draws the bars into a PDF as vector rectangles, left edge of the quiet zone at `x`: `module`
 * points a module (0.96 pt = 4 pixels at 300 dpi, 0.34 mm), `height` points tall. Returns the
 * symbol's width with its quiet zones.
 */
export function drawBarcode(doc: PDFKit.PDFDocument, barcode: PaymentBarcode, at: { x: number; y: number; module: number; height: number }): number {
  const modules = barcodeModules(barcode);
  const width = symbolModules(barcode) * at.module;
  doc.save();
  doc.rect(at.x, at.y, width, at.height).fill("#ffffff");
  let cursor = at.x + QUIET_ZONE_MODULES * at.module;
  modules.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, at.y, w * at.module, at.height);
    cursor += w * at.module;
  });
  doc.fill("#000000");
  doc.restore();
  return width;
}
