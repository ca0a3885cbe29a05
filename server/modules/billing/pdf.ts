import PDFDocument from "pdfkit";
import {
  BILLING_LIMITS,
  SERVICE_LABELS,
  SERVICE_UNITS,
  USE_LABELS,
  formatCop,
  periodLabel,
  type BillingService,
  type InvoiceDetail,
} from "../../../src/shared/billing";
import { TIME_ZONE } from "../../../src/shared/constants";
import type { Config } from "../../config";
import { dianVerificationUrlOf } from "../../../src/shared/dian";
import { drawQr, qrMatrix, QR_QUIET_ZONE } from "./dian";
import { COLORS, day, MARGIN, number, PIXEL_300 } from "./pdfCommon";
import { paymentSlip } from "./pdfSlip";

/**
 * The duplicate of an invoice as a PDF (pdfkit, a maintained PDF writer whose standard Helvetica
 * covers Spanish), with the minimum content of Ley 142 art. 148 (DESIGN §9): contract, meter,
 * address, estrato and use, period, readings or the average used, consumption against the last six
 * periods, cargo fijo and unit charges by range, subsidy or contribution, payment deadline,
 * suspension date, payment points and reconnection charges.
 */
export function invoicePdf(invoice: InvoiceDetail, meters: Partial<Record<BillingService, string>>, config: Config): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    lang: "es-CO",
    displayTitle: true,
    info: {
      Title: `Factura ${invoice.number} - contrato ${invoice.contractNumber}`,
      Author: config.brandLongName,
      Subject: `Duplicado de la factura de ${periodLabel(invoice.period)}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;

  const heading = (text: string) => {
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(11).fillColor(COLORS.brand).text(text, left, doc.y, { width });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor(COLORS.rule)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.4);
  };
  const pairs = (items: [string, string][], columns = 2) => {
    const colWidth = width / columns;
    for (let i = 0; i < items.length; i += columns) {
      const y = doc.y;
      let bottom = y;
      items.slice(i, i + columns).forEach(([k, v], j) => {
        const x = left + j * colWidth;
        doc
          .font("Helvetica-Bold")
          .fontSize(8)
          .fillColor(COLORS.muted)
          .text(k, x, y, { width: colWidth - 8 });
        doc
          .font("Helvetica")
          .fontSize(9.5)
          .fillColor(COLORS.text)
          .text(v, x, doc.y, { width: colWidth - 8 });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom + 4;
    }
    doc.x = left;
  };
  const table = (columns: { title: string; width: number; align?: "left" | "right" }[], rows: string[][], boldLast = false) => {
    const drawRow = (cells: string[], bold: boolean, band: boolean) => {
      const y = doc.y;
      const heights = cells.map((c, i) =>
        doc
          .font(bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(8.5)
          .heightOfString(c, { width: columns[i].width * width - 6 }),
      );
      const h = Math.max(...heights) + 4;
      if (y + h > doc.page.height - MARGIN) {
        doc.addPage();
        return drawRow(cells, bold, band);
      }
      if (band) doc.rect(left, y, width, h).fill(COLORS.band);
      let x = left;
      cells.forEach((c, i) => {
        const w = columns[i].width * width;
        doc
          .font(bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(8.5)
          .fillColor(COLORS.text)
          .text(c, x + 3, y + 2, { width: w - 6, align: columns[i].align ?? "left" });
        x += w;
      });
      doc.y = y + h;
    };
    drawRow(
      columns.map((c) => c.title),
      true,
      true,
    );
    rows.forEach((r, i) => drawRow(r, boldLast && i === rows.length - 1, false));
    doc.x = left;
  };

  // Heading band: who bills, what this is, and the two figures people look for first.
  doc.rect(0, 0, doc.page.width, 92).fill(COLORS.brand);
  doc
    .font("Helvetica-Bold")
    .fontSize(15)
    .fillColor("#ffffff")
    .text(config.brandLongName, left, 22, { width: width * 0.62 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .text("Factura de servicios públicos domiciliarios - DUPLICADO", left, doc.y + 2, { width: width * 0.62 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(`Factura No. ${invoice.number}`, left + width * 0.64, 22, { width: width * 0.36, align: "right" });
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(`Total a pagar ${formatCop(invoice.total)}`, left + width * 0.64, doc.y + 2, { width: width * 0.36, align: "right" });
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(`Pague hasta el ${day(invoice.dueDate)}`, left + width * 0.64, doc.y + 2, { width: width * 0.36, align: "right" });
  doc.y = 104;
  doc.x = left;

  const status =
    invoice.status === "pagada" && invoice.paidAt
      ? `Pagada el ${new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: TIME_ZONE }).format(new Date(invoice.paidAt))}${invoice.paymentReference ? ` (referencia ${invoice.paymentReference})` : ""}`
      : invoice.status === "vencida"
        ? "Vencida: pague cuanto antes para evitar la suspensión"
        : "Pendiente de pago";

  heading("Datos del contrato");
  pairs(
    [
      ["Contrato", invoice.contractNumber],
      ["Titular", invoice.holderName],
      ["Dirección", `${invoice.address}, ${invoice.barrio}, ${invoice.municipality}`],
      ["Estrato y uso", `Estrato ${invoice.estrato} - ${USE_LABELS[invoice.use]}`],
      [
        "Medidores",
        Object.entries(meters)
          .map(([s, m]) => `${SERVICE_LABELS[s as BillingService]}: ${m}`)
          .join("; ") || "Sin medidor",
      ],
      ["Estado de la factura", status],
    ],
    2,
  );
  if (invoice.verificationCode) {
    // Issue 20 §2: the proof of holding this bill when linking the contract to an account in the portal.
    doc.font("Helvetica-Bold").fontSize(8).fillColor(COLORS.muted).text("Código de verificación para vincular este contrato", left, doc.y, { width });
    doc.font("Helvetica-Bold").fontSize(11).fillColor(COLORS.text).text(invoice.verificationCode, left, doc.y, { width });
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(COLORS.muted)
      .text("Con este código y el documento del titular se asocia el contrato a una cuenta del portal. No lo comparta.", left, doc.y, { width });
    doc.moveDown(0.2);
  }

  if (invoice.electronicInvoice) electronicBlock(doc, invoice.electronicInvoice, heading);

  heading("Periodo facturado y fechas");
  pairs(
    [
      ["Periodo", `${periodLabel(invoice.period)} (del ${day(invoice.periodStart)} al ${day(invoice.periodEnd)})`],
      ["Fecha de expedición", day(invoice.issueDate)],
      ["Pago oportuno hasta", day(invoice.dueDate)],
      ["Fecha de suspensión", `${day(invoice.suspensionDate)}, si no se ha pagado`],
    ],
    2,
  );

  heading("Lecturas del medidor");
  table(
    [
      { title: "Servicio", width: 0.2 },
      { title: "Medidor", width: 0.16 },
      { title: "Lectura anterior", width: 0.16, align: "right" },
      { title: "Lectura actual", width: 0.16, align: "right" },
      { title: "Consumo", width: 0.14, align: "right" },
      { title: "Observación", width: 0.18 },
    ],
    invoice.readings.map((r) => [
      SERVICE_LABELS[r.service],
      r.meter,
      r.previous === null ? "-" : number(r.previous),
      r.current === null ? "Sin lectura" : number(r.current),
      `${number(r.consumption)} ${r.unit}`,
      r.estimated ? `Estimado: promedio de los últimos ${BILLING_LIMITS.comparisonPeriods} periodos` : "Lectura real",
    ]),
  );

  heading(`Su consumo frente a los últimos ${BILLING_LIMITS.comparisonPeriods} periodos`);
  const measured = invoice.readings.map((r) => r.service).filter((s) => SERVICE_UNITS[s] !== null);
  for (const service of measured) {
    const points = [...invoice.history, { period: invoice.period, values: Object.fromEntries(invoice.readings.map((r) => [r.service, r.consumption])) }];
    const values = points.map((p) => p.values[service] ?? 0);
    const max = Math.max(1, ...values);
    const chartHeight = 46;
    doc.font("Helvetica-Bold").fontSize(8.5).fillColor(COLORS.text).text(`${SERVICE_LABELS[service]} (${SERVICE_UNITS[service]})`, left, doc.y);
    const top = doc.y + 2;
    if (top + chartHeight + 24 > doc.page.height - MARGIN) doc.addPage();
    const barWidth = width / points.length;
    points.forEach((p, i) => {
      const h = (values[i] / max) * chartHeight;
      const x = left + i * barWidth;
      doc.rect(x + barWidth * 0.2, top + chartHeight - h, barWidth * 0.6, h).fill(i === points.length - 1 ? COLORS.current : COLORS.bar);
      doc
        .font("Helvetica")
        .fontSize(7)
        .fillColor(COLORS.text)
        .text(number(values[i]), x, top + chartHeight - h - 9, { width: barWidth, align: "center" });
      const [y, m] = p.period.split("-");
      doc.fillColor(COLORS.muted).text(`${m}/${y.slice(2)}`, x, top + chartHeight + 2, { width: barWidth, align: "center" });
    });
    doc.y = top + chartHeight + 14;
    doc.x = left;
    const past = values.slice(0, -1);
    if (past.length > 0) {
      const average = past.reduce((a, b) => a + b, 0) / past.length;
      doc
        .font("Helvetica")
        .fontSize(8)
        .fillColor(COLORS.muted)
        .text(`Promedio de los periodos anteriores: ${number(Math.round(average * 10) / 10)} ${SERVICE_UNITS[service]}.`, left, doc.y);
    }
    doc.moveDown(0.3);
  }

  heading("Liquidación por servicio");
  const services = [...new Set(invoice.lines.map((l) => l.service))];
  const rows: string[][] = [];
  for (const service of services) {
    const lines = invoice.lines.filter((l) => l.service === service);
    for (const l of lines) {
      rows.push([
        SERVICE_LABELS[service],
        l.concept,
        l.quantity === null ? "" : `${number(l.quantity)} ${l.unit ?? ""}`,
        l.unitPrice === null ? "" : formatCop(l.unitPrice).replace(/\s/g, " "),
        formatCop(l.amount),
      ]);
    }
    rows.push(["", `Subtotal ${SERVICE_LABELS[service].toLowerCase()}`, "", "", formatCop(lines.reduce((s, l) => s + l.amount, 0))]);
  }
  rows.push(["", "TOTAL A PAGAR", "", "", formatCop(invoice.total)]);
  table(
    [
      { title: "Servicio", width: 0.17 },
      { title: "Concepto", width: 0.39 },
      { title: "Cantidad", width: 0.13, align: "right" },
      { title: "Valor unitario", width: 0.15, align: "right" },
      { title: "Valor", width: 0.16, align: "right" },
    ],
    rows,
    true,
  );

  if (invoice.energyTariff) {
    const t = invoice.energyTariff;
    heading("Costo unitario de energía (CREG 119 de 2007), pesos por kWh");
    table(
      [
        { title: "Generación (G)", width: 1 / 7, align: "right" },
        { title: "Transmisión (T)", width: 1 / 7, align: "right" },
        { title: "Distribución (D)", width: 1 / 7, align: "right" },
        { title: "Comercialización (Cv)", width: 1 / 7, align: "right" },
        { title: "Pérdidas (PR)", width: 1 / 7, align: "right" },
        { title: "Restricciones (R)", width: 1 / 7, align: "right" },
        { title: "CU", width: 1 / 7, align: "right" },
      ],
      [[t.g, t.t, t.d, t.cv, t.pr, t.r, t.cu].map(number)],
    );
  }

  heading("Subsidios, contribuciones y otros datos");
  const rate = invoice.subsidyRate;
  const subsidyText =
    rate < 0
      ? `Estrato ${invoice.estrato}: subsidio del ${Math.round(-rate * 100)} % sobre el consumo de subsistencia o básico y el cargo fijo.`
      : rate > 0
        ? `Contribución de solidaridad del ${Math.round(rate * 100)} %, que financia los subsidios de los estratos 1, 2 y 3.`
        : "Sin subsidio ni contribución para su estrato y uso.";
  pairs(
    [
      ["Subsidio o contribución", subsidyText],
      ["Cargo por reconexión", `${formatCop(invoice.reconnectionCharge)} si el servicio se suspende por falta de pago`],
    ],
    2,
  );
  doc.font("Helvetica-Bold").fontSize(8).fillColor(COLORS.muted).text("Puntos de pago", left, doc.y);
  for (const p of invoice.paymentPoints) doc.font("Helvetica").fontSize(9).fillColor(COLORS.text).text(`- ${p}`, left, doc.y, { width });
  doc.moveDown(0.6);
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(COLORS.muted)
    .text(
      `Puede presentar un reclamo sobre esta factura dentro de los ${BILLING_LIMITS.claimMaxAgeMonths} meses siguientes a su expedición (Ley 142 de 1994, art. 154); lo respondemos en 15 días hábiles. ` +
        `Duplicado generado en ${config.publicUrl} el ${new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(new Date())} (hora de Colombia).`,
      left,
      doc.y,
      { width },
    );
  paymentSlip(doc, invoice, config);
  doc.end();
  return done;
}

/**
 * A QR module: 8 pixels at 300 dpi (0.68 mm), so even a 150 dpi scan or a phone's camera at arm's
 * length gets 4 pixels a module; the DIAN address (about 45 modules with the quiet zone) takes 30 mm.
 */
export const QR_MODULE = 8 * PIXEL_300;

/**
 * Issue 34 §3: the bill as a DIAN electronic document: its CUDE (in two lines of 48 digits, so it
 * reads and types back in halves), the address to check it at the DIAN, and its QR, at the right.
 */
function electronicBlock(doc: PDFKit.PDFDocument, e: NonNullable<InvoiceDetail["electronicInvoice"]>, heading: (text: string) => void): void {
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  const side = (qrMatrix(e.qr).size + 2 * QR_QUIET_ZONE) * QR_MODULE;
  if (doc.y + side + 40 > doc.page.height - MARGIN) doc.addPage();
  heading("Factura electrónica (DIAN)");
  const top = doc.y;
  const textWidth = width - side - 16;
  doc.font("Helvetica-Bold").fontSize(8).fillColor(COLORS.muted).text("CUDE (código único del documento electrónico)", left, top, { width: textWidth });
  const cude = e.cude.match(/.{1,48}/g) ?? [e.cude];
  doc
    .font("Courier")
    .fontSize(8.5)
    .fillColor(COLORS.text)
    .text(cude.join("\n"), left, doc.y + 1, { width: textWidth });
  doc.moveDown(0.4);
  doc.font("Helvetica-Bold").fontSize(8).fillColor(COLORS.muted).text("Verifíquela en la DIAN", left, doc.y, { width: textWidth });
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(COLORS.text)
    .text(dianVerificationUrlOf(e), left, doc.y + 1, { width: textWidth });
  doc.moveDown(0.4);
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(COLORS.muted)
    .text(
      `Esta factura es un documento electrónico validado por la DIAN. Escanee el código QR o abra la dirección para consultarla.${e.xmlUrl ? " Su XML se descarga en el portal, en el detalle de la factura." : ""}`,
      left,
      doc.y,
      { width: textWidth },
    );
  const textBottom = doc.y;
  drawQr(doc, e.qr, { x: left + width - side, y: top, module: QR_MODULE });
  doc.y = Math.max(textBottom, top + side) + 4;
  doc.x = left;
}
