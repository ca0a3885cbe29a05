import { formatCop, type InvoiceDetail } from "../../../src/shared/billing";
import { TIME_ZONE } from "../../../src/shared/constants";
import type { Config } from "../../config";
import { drawBarcode, paymentBarcode, symbolModules } from "./barcode";
import { BARCODE_HEIGHT, BARCODE_MODULE, COLORS, day, MARGIN, PIXEL_300 } from "./pdfCommon";

/**
 * The payment slip at the foot of the bill (issue 32 §3): what banks and corresponsales read, with
 * the GS1-128 barcode and its human-readable line. A paid bill keeps its barcode, as the original
 * had it, under a notice not to pay it again; a bill with nothing to pay gets none.
 */
export function paymentSlip(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, config: Config): void {
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  const barcode = paymentBarcode(config.billGln, invoice, config.billAmountDigits);
  const needed = barcode ? 205 : 95;
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
  else doc.moveDown(1);
  const top = doc.y;
  doc
    .moveTo(left, top)
    .lineTo(left + width, top)
    .dash(4, { space: 3 })
    .strokeColor(COLORS.muted)
    .lineWidth(0.75)
    .stroke()
    .undash();
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(COLORS.muted)
    .text("Cupón de pago: presente esta parte en bancos y corresponsales", left, top + 3, { width, align: "center" });
  doc.moveDown(0.4);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(COLORS.brand).text(`${config.brandLongName} - Cupón de pago`, left, doc.y, { width });
  doc.moveDown(0.3);
  const facts: [string, string][] = [
    ["Contrato", invoice.contractNumber],
    ["Referencia de pago", barcode ? barcode.reference : invoice.number],
    ["Pague hasta", day(invoice.dueDate)],
    ["Total a pagar", formatCop(invoice.total)],
  ];
  const colWidth = width / facts.length;
  const y = doc.y;
  let bottom = y;
  facts.forEach(([k, v], i) => {
    doc
      .font("Helvetica-Bold")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(k, left + i * colWidth, y, { width: colWidth - 8 });
    doc
      .font("Helvetica-Bold")
      .fontSize(10.5)
      .fillColor(COLORS.text)
      .text(v, left + i * colWidth, doc.y, { width: colWidth - 8 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 6;
  doc.x = left;

  if (invoice.status === "pagada") {
    const paid = invoice.paidAt ? ` el ${new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: TIME_ZONE }).format(new Date(invoice.paidAt))}` : "";
    doc.font("Helvetica-Bold").fontSize(10).fillColor("#b91c1c").text(`FACTURA PAGADA${paid}. No la pague de nuevo.`, left, doc.y, { width, align: "center" });
    doc.moveDown(0.3);
  }
  if (!barcode) {
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(COLORS.text)
      .text(
        invoice.total <= 0
          ? "Esta factura no tiene valor a pagar, por eso no lleva código de barras."
          : `Esta factura no lleva código de barras: pague en línea en ${config.publicUrl} o en nuestras oficinas con el número de factura.`,
        left,
        doc.y,
        { width, align: "center" },
      );
    return;
  }
  // Centred, with the left edge on a whole pixel at 300 dpi (the bars are whole pixels there too); a
  // longer reference narrows the modules to 3 pixels rather than leave the page.
  const modules = symbolModules(barcode);
  const module = modules * BARCODE_MODULE <= width ? BARCODE_MODULE : 3 * PIXEL_300;
  const x = Math.round((left + (width - modules * module) / 2) / PIXEL_300) * PIXEL_300;
  const barsTop = doc.y + 4;
  const drawn = drawBarcode(doc, barcode, { x, y: barsTop, module, height: BARCODE_HEIGHT });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#000000")
    .text(barcode.hri, x, barsTop + BARCODE_HEIGHT + 4, { width: drawn, align: "center", lineBreak: false });
  doc.x = left;
  doc.y = barsTop + BARCODE_HEIGHT + 18;
  if (invoice.status === "vencida") {
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text(
        "La fecha límite ya pasó: algunos bancos no reciben el código de barras después de ella. Puede pagar en línea o en nuestras oficinas.",
        left,
        doc.y,
        {
          width,
          align: "center",
        },
      );
  }
}
