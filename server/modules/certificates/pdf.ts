import PDFDocument from "pdfkit";
import { toBuffer as qrPng } from "qrcode";
import { SERVICE_LABELS, periodLabel, type BillingService } from "../../../src/shared/billing";
import { TIME_ZONE } from "../../../src/shared/constants";
import { ENTITY_CONTACT } from "../../../src/shared/entity";
import { formatCertificateCode, PAZ_Y_SALVO_CHECK_PATH } from "../../../src/shared/treasury";
import type { Config } from "../../config";
import type { CertificateRow } from "./repository";

const COLORS = { brand: "#0b3d6b", text: "#111111", muted: "#4b5563", rule: "#d1d5db", band: "#eef2f6" };
const MARGIN = 56;

/** "28 de octubre de 2026". */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** "3 de noviembre de 2026, 9:41 a. m." in Colombia. */
export function longInstant(at: Date): string {
  return new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(at);
}

/** "energía, acueducto y alcantarillado". */
export function servicesText(services: readonly string[]): string {
  const names = services.map((s) => (SERVICE_LABELS[s as BillingService] ?? s).toLowerCase());
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
}

/** Where anyone checks the certificate: the public page with the code in the address. */
export function checkUrl(config: Config, code: string): string {
  return `${config.publicUrl}${PAZ_Y_SALVO_CHECK_PATH}?codigo=${formatCertificateCode(code)}`;
}

/**
 * The paz y salvo as a PDF (pdfkit, like the invoice duplicate): who certifies, the contract, its
 * holder (document masked), address and services, the sentence "se encuentra a paz y salvo por
 * todo concepto facturado hasta <fecha>", when it was issued, and its verification code with the
 * public URL to check it and a QR code of that URL.
 */
export async function certificatePdf(c: CertificateRow, config: Config): Promise<Buffer> {
  const code = formatCertificateCode(c.code);
  const url = checkUrl(config, c.code);
  const qr = await qrPng(url, { errorCorrectionLevel: "M", margin: 1, width: 360, color: { dark: "#000000", light: "#ffffff" } });
  const issued = longInstant(new Date(c.issued_at));
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    lang: "es-CO",
    displayTitle: true,
    info: {
      Title: `Paz y salvo del contrato ${c.contract_number} - ${code}`,
      Author: config.brandLongName,
      Subject: `Certificado de paz y salvo por todo concepto facturado hasta ${longDay(c.covers_until)}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;

  // Heading band: who certifies and what this is.
  doc.rect(0, 0, doc.page.width, 96).fill(COLORS.brand);
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#ffffff").text(config.brandLongName, left, 28, { width });
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`${config.brandName} · NIT ${ENTITY_CONTACT.nit} · ${ENTITY_CONTACT.address}, ${ENTITY_CONTACT.city}`, left, doc.y + 4, { width });

  doc.font("Helvetica-Bold").fontSize(18).fillColor(COLORS.brand).text("CERTIFICADO DE PAZ Y SALVO", left, 132, { width, align: "center" });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(`Código de verificación ${code}`, left, doc.y + 4, { width, align: "center" });

  doc.moveDown(2);
  doc
    .font("Helvetica")
    .fontSize(11.5)
    .fillColor(COLORS.text)
    .text(
      `${config.brandLongName} certifica que el contrato de servicios públicos domiciliarios número ${c.contract_number}, ` +
        `a nombre de ${c.holder_name} (${c.holder_document}), ubicado en ${c.address}, ${c.municipality}, ` +
        `con servicio de ${servicesText(c.services)}, se encuentra a paz y salvo por todo concepto facturado hasta el ${longDay(c.covers_until)}.`,
      left,
      doc.y,
      { width, align: "justify", lineGap: 3 },
    );
  doc.moveDown(1.2);

  // The facts, one per line.
  const facts: [string, string][] = [
    ["Contrato", c.contract_number],
    ["Titular", c.holder_name],
    ["Documento del titular", c.holder_document],
    ["Dirección", `${c.address}, ${c.municipality}`],
    ["Servicios", servicesText(c.services)],
    ["Última factura", `${c.last_invoice_number} (${periodLabel(c.last_period)}), pagada`],
    ["Facturado hasta", longDay(c.covers_until)],
    ["Fecha de expedición", `${issued} (hora de Colombia)`],
  ];
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(COLORS.rule)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.5);
  for (const [k, v] of facts) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(9.5).fillColor(COLORS.muted).text(k, left, y, { width: 150 });
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(COLORS.text)
      .text(v, left + 160, y, { width: width - 160 });
    doc.y = Math.max(doc.y, y + 14) + 4;
  }
  doc.moveDown(0.6);
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(COLORS.muted)
    .text(
      "Este certificado refleja el estado de la cuenta en la fecha de expedición: no incluye consumos posteriores a la última factura " +
        "ni valores facturados después de esa fecha. Se expide a solicitud de una cuenta del portal asociada al contrato.",
      left,
      doc.y,
      { width, lineGap: 2 },
    );

  // The verification box: the code, the address to check it and the QR of that address.
  doc.moveDown(1.2);
  const boxTop = doc.y;
  const boxHeight = 126;
  const qrSize = 102;
  doc.rect(left, boxTop, width, boxHeight).fill(COLORS.band);
  doc.image(qr, left + width - qrSize - 12, boxTop + 12, { width: qrSize, height: qrSize });
  const textWidth = width - qrSize - 40;
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(COLORS.brand)
    .text("Verifique este certificado", left + 14, boxTop + 14, { width: textWidth });
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(COLORS.text)
    .text("Código de verificación:", left + 14, doc.y + 6, { width: textWidth });
  doc
    .font("Courier-Bold")
    .fontSize(15)
    .fillColor(COLORS.text)
    .text(code, left + 14, doc.y + 2, { width: textWidth });
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(COLORS.text)
    .text("Cualquier persona puede comprobarlo, sin iniciar sesión, en:", left + 14, doc.y + 6, { width: textWidth });
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(COLORS.brand)
    .text(url, left + 14, doc.y + 2, { width: textWidth, link: url, underline: true });

  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(COLORS.muted)
    .text(`Huella del contenido (SHA-256): ${c.content_hash}`, left, boxTop + boxHeight + 14, { width });
  doc.end();
  return done;
}
