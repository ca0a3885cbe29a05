import { createHash } from "node:crypto";
import { create as createQr, toString as qrToString } from "qrcode";
import { CUDE_PATTERN, dianVerificationUrl, type DianEnvironment } from "../../../src/shared/dian";

/**
 * The bill as a DIAN electronic document (issue 34 §3, formats sheet §4). The utility's billing
 * system (or its proveedor tecnológico) issues the document, gets the DIAN's approval and sends the
 * portal its CUDE, the text of its QR and its XML (the AttachedDocument) or the address of that XML;
 * the portal only shows and hands them out. What is here computes a CUDE as the Anexo técnico does
 * (for demo and test documents that look real), draws the QR, and writes a well-formed SAMPLE
 * AttachedDocument for the demo: never a substitute for the billing system's signed XML.
 */

/** The fields of the CUFE/CUDE in the order the Anexo técnico concatenates them. */
export interface CudeFields {
  /** NumFac: the document's number with its prefix. */
  number: string;
  /** FecFac: YYYY-MM-DD. */
  issueDate: string;
  /** HorFac: HH:MM:SS-05:00. */
  issueTime: string;
  /** ValFac: the value before taxes. */
  subtotal: number;
  /** ValImp1, tax 01 (IVA). */
  iva: number;
  /** ValImp2, tax 04 (impuesto nacional al consumo). */
  consumptionTax: number;
  /** ValImp3, tax 03 (ICA). */
  ica: number;
  /** ValTot: the document's total. */
  total: number;
  /** NitOFE: the issuer's NIT, without check digit. */
  issuerNit: string;
  /** NumAdq: the customer's document number. */
  customerDocument: string;
  /** ClTec for an invoice's CUFE; the Software-PIN for a CUDE (DEE, notes). */
  key: string;
  /** TipoAmbiente: 1 production, 2 habilitación. */
  environment: DianEnvironment;
}

/** An amount as the CUDE takes it: two decimals, a dot, no thousands separator. */
export function cudeAmount(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Valor inválido para el CUDE: ${value}`);
  return value.toFixed(2);
}

/** The text hashed: NumFac + FecFac + HorFac + ValFac + 01 + ValImp1 + 04 + ValImp2 + 03 + ValImp3 + ValTot + NitOFE + NumAdq + clave + TipoAmbiente. */
export function cudeInput(f: CudeFields): string {
  return [
    f.number,
    f.issueDate,
    f.issueTime,
    cudeAmount(f.subtotal),
    "01",
    cudeAmount(f.iva),
    "04",
    cudeAmount(f.consumptionTax),
    "03",
    cudeAmount(f.ica),
    cudeAmount(f.total),
    f.issuerNit,
    f.customerDocument,
    f.key,
    f.environment,
  ].join("");
}

/** The CUFE/CUDE: SHA-384 of the concatenated fields, 96 lower-case hex digits. */
export function computeCude(f: CudeFields): string {
  return createHash("sha384").update(cudeInput(f), "utf8").digest("hex");
}

/** True for a well-formed CUDE (what migration 024 accepts). */
export function isCude(value: string): boolean {
  return CUDE_PATTERN.test(value);
}

// ---------------------------------------------------------------------------------------------
// The QR

/** Quiet zone around the QR, in modules: ISO/IEC 18004 asks for 4. */
export const QR_QUIET_ZONE = 4;

/** The QR's modules (without the quiet zone): `size` × `size`, `dark(row, column)`. */
export function qrMatrix(text: string): { size: number; dark: (row: number, column: number) => boolean } {
  const { modules } = createQr(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/**
 * The QR as SVG for the invoice page: black modules on white, the quiet zone inside the image, one
 * unit a module (it scales to any size; the page sets it).
 */
export function qrSvg(text: string): Promise<string> {
  return qrToString(text, { type: "svg", errorCorrectionLevel: "M", margin: QR_QUIET_ZONE, color: { dark: "#000000", light: "#ffffff" } });
}

/**
 * Draws the QR into a PDF as vector squares (sharp at any printer's or scanner's resolution), the
 * white quiet zone included, top left corner at `x`, `y`, `module` points a module. Returns the
 * symbol's side with its quiet zone, in points.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, at: { x: number; y: number; module: number }): number {
  const { size, dark } = qrMatrix(text);
  const side = (size + 2 * QR_QUIET_ZONE) * at.module;
  doc.save();
  doc.rect(at.x, at.y, side, side).fill("#ffffff");
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (dark(row, column)) doc.rect(at.x + (column + QR_QUIET_ZONE) * at.module, at.y + (row + QR_QUIET_ZONE) * at.module, at.module, at.module);
    }
  }
  doc.fill("#000000");
  doc.restore();
  return side;
}

// ---------------------------------------------------------------------------------------------
// Demo and test documents

/** An invented NIT for the demo company's sample documents (not a real taxpayer's). */
export const DEMO_ISSUER_NIT = "800000000";
/** An invented Software-PIN for demo CUDEs. */
export const DEMO_SOFTWARE_PIN = "75315";

/** What a demo or test electronic document is made from: an invoice as the seed or a test has it. */
export interface DemoDocumentInvoice {
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Whole pesos. */
  total: number;
  holderName: string;
  holderDocumentType: string;
  /** As printed ("900123456-8" for a NIT): the CUDE takes the digits before the check digit. */
  holderDocumentNumber: string;
  contractNumber: string;
}

/** The three columns of migration 024 the billing system would send. */
export interface ElectronicDocument {
  cude: string;
  qr: string;
  xml: string;
}

/**
 * A realistic electronic document for a demo or test invoice: the CUDE computed as the Anexo
 * técnico does (issued at 07:00 Colombian time, no IVA — domiciliary utilities' residential
 * consumption is excluded — habilitación unless told otherwise), the QR carrying the DIAN's
 * verification address, and a sample AttachedDocument.
 */
export function demoElectronicDocument(
  invoice: DemoDocumentInvoice,
  options: { issuerNit?: string; issuerName?: string; environment?: DianEnvironment; softwarePin?: string } = {},
): ElectronicDocument {
  const environment = options.environment ?? "2";
  const issuerNit = options.issuerNit ?? DEMO_ISSUER_NIT;
  const issueTime = "07:00:00-05:00";
  const cude = computeCude({
    number: invoice.number,
    issueDate: invoice.issueDate,
    issueTime,
    subtotal: invoice.total,
    iva: 0,
    consumptionTax: 0,
    ica: 0,
    total: invoice.total,
    issuerNit,
    customerDocument: invoice.holderDocumentNumber.replace(/-\d$/, "").replace(/\D/g, ""),
    key: options.softwarePin ?? DEMO_SOFTWARE_PIN,
    environment,
  });
  const qr = dianVerificationUrl(cude, environment);
  const xml = sampleAttachedDocument({
    ...invoice,
    issueTime,
    cude,
    qr,
    environment,
    issuerNit,
    issuerName: options.issuerName ?? "Empresa de Servicios Públicos (demostración)",
  });
  return { cude, qr, xml };
}

/** Escapes text for XML content and attribute values. */
export function xmlText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A CDATA section that stays one whatever the text holds ("]]>" is split across two sections). */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

const UBL_NS = {
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  ext: "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2",
  sts: "dian:gov:co:facturaelectronica:Structures-2-1",
};

const SAMPLE_NOTICE =
  "MUESTRA para demostración y pruebas del portal: no fue enviada a la DIAN ni está firmada. " +
  "El XML real de cada factura lo entrega el sistema de facturación de la empresa.";

/**
 * A well-formed SAMPLE AttachedDocument (UBL 2.1 `AttachedDocument-2`) as the customer receives one:
 * the document (here a minimal UBL Invoice with its CUDE and `sts:QRCode`) and the DIAN's
 * ApplicationResponse, each in a CDATA `Description`. A comment and the notes say it is a sample;
 * it carries no signature and is not the DEE-SPD's exact layout (unverified, formats sheet §4).
 */
export function sampleAttachedDocument(
  d: DemoDocumentInvoice & { issueTime: string; cude: string; qr: string; environment: DianEnvironment; issuerNit: string; issuerName: string },
): string {
  const amount = (n: number) => `<cbc:PayableAmount currencyID="COP">${cudeAmount(n)}</cbc:PayableAmount>`;
  const issuer = `<cac:PartyTaxScheme><cbc:RegistrationName>${xmlText(d.issuerName)}</cbc:RegistrationName><cbc:CompanyID schemeAgencyID="195" schemeName="31">${xmlText(d.issuerNit)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>ZZ</cbc:ID><cbc:Name>No aplica</cbc:Name></cac:TaxScheme></cac:PartyTaxScheme>`;
  const customerScheme = d.holderDocumentType === "NIT" ? "31" : "13";
  const customer = `<cac:PartyTaxScheme><cbc:RegistrationName>${xmlText(d.holderName)}</cbc:RegistrationName><cbc:CompanyID schemeAgencyID="195" schemeName="${customerScheme}">${xmlText(d.holderDocumentNumber)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>ZZ</cbc:ID><cbc:Name>No aplica</cbc:Name></cac:TaxScheme></cac:PartyTaxScheme>`;
  const ns = `xmlns:cac="${UBL_NS.cac}" xmlns:cbc="${UBL_NS.cbc}" xmlns:ext="${UBL_NS.ext}"`;
  const invoice = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ${ns} xmlns:sts="${UBL_NS.sts}">`,
    `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent><sts:DianExtensions>`,
    `<sts:QRCode>${xmlText(d.qr)}</sts:QRCode>`,
    `</sts:DianExtensions></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>`,
    `<cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID>`,
    `<cbc:ProfileExecutionID>${d.environment}</cbc:ProfileExecutionID>`,
    `<cbc:ID>${xmlText(d.number)}</cbc:ID>`,
    `<cbc:UUID schemeID="${d.environment}" schemeName="CUDE-SHA384">${d.cude}</cbc:UUID>`,
    `<cbc:IssueDate>${d.issueDate}</cbc:IssueDate>`,
    `<cbc:IssueTime>${d.issueTime}</cbc:IssueTime>`,
    `<cbc:Note>${xmlText(SAMPLE_NOTICE)}</cbc:Note>`,
    `<cbc:Note>Contrato ${xmlText(d.contractNumber)}</cbc:Note>`,
    `<cbc:DocumentCurrencyCode>COP</cbc:DocumentCurrencyCode>`,
    `<cac:AccountingSupplierParty><cac:Party>${issuer}</cac:Party></cac:AccountingSupplierParty>`,
    `<cac:AccountingCustomerParty><cac:Party>${customer}</cac:Party></cac:AccountingCustomerParty>`,
    `<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="COP">${cudeAmount(d.total)}</cbc:LineExtensionAmount>${amount(d.total)}</cac:LegalMonetaryTotal>`,
    `</Invoice>`,
  ].join("\n");
  const response = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" ${ns}>`,
    `<cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID>`,
    `<cbc:ProfileExecutionID>${d.environment}</cbc:ProfileExecutionID>`,
    `<cbc:IssueDate>${d.issueDate}</cbc:IssueDate>`,
    `<cbc:Note>${xmlText(SAMPLE_NOTICE)}</cbc:Note>`,
    `<cac:DocumentResponse><cac:Response><cbc:ResponseCode>02</cbc:ResponseCode><cbc:Description>Documento validado por la DIAN (muestra)</cbc:Description></cac:Response>`,
    `<cac:DocumentReference><cbc:ID>${xmlText(d.number)}</cbc:ID><cbc:UUID schemeName="CUDE-SHA384">${d.cude}</cbc:UUID></cac:DocumentReference></cac:DocumentResponse>`,
    `</ApplicationResponse>`,
  ].join("\n");
  return [
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`,
    `<!-- ${SAMPLE_NOTICE} -->`,
    `<AttachedDocument xmlns="urn:oasis:names:specification:ubl:schema:xsd:AttachedDocument-2" ${ns}>`,
    `  <cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID>`,
    `  <cbc:CustomizationID>Documentos adjuntos</cbc:CustomizationID>`,
    `  <cbc:ProfileID>DIAN 2.1: documento equivalente electrónico de servicios públicos domiciliarios</cbc:ProfileID>`,
    `  <cbc:ProfileExecutionID>${d.environment}</cbc:ProfileExecutionID>`,
    `  <cbc:ID>${xmlText(d.number)}</cbc:ID>`,
    `  <cbc:IssueDate>${d.issueDate}</cbc:IssueDate>`,
    `  <cbc:IssueTime>${d.issueTime}</cbc:IssueTime>`,
    `  <cbc:DocumentType>Contenedor de Documento Equivalente Electrónico</cbc:DocumentType>`,
    `  <cbc:ParentDocumentID>${xmlText(d.number)}</cbc:ParentDocumentID>`,
    `  <cac:SenderParty>${issuer}</cac:SenderParty>`,
    `  <cac:ReceiverParty>${customer}</cac:ReceiverParty>`,
    `  <cac:Attachment><cac:ExternalReference><cbc:MimeCode>text/xml</cbc:MimeCode><cbc:EncodingCode>UTF-8</cbc:EncodingCode><cbc:Description>${cdata(invoice)}</cbc:Description></cac:ExternalReference></cac:Attachment>`,
    `  <cac:ParentDocumentLineReference><cbc:LineID>1</cbc:LineID><cac:DocumentReference><cbc:ID>${xmlText(d.number)}</cbc:ID><cbc:UUID schemeName="CUDE-SHA384">${d.cude}</cbc:UUID><cbc:IssueDate>${d.issueDate}</cbc:IssueDate><cbc:DocumentType>ApplicationResponse</cbc:DocumentType>`,
    `    <cac:Attachment><cac:ExternalReference><cbc:MimeCode>text/xml</cbc:MimeCode><cbc:EncodingCode>UTF-8</cbc:EncodingCode><cbc:Description>${cdata(response)}</cbc:Description></cac:ExternalReference></cac:Attachment>`,
    `    <cac:ResultOfVerification><cbc:ValidatorID>Unidad Especial Dirección de Impuestos y Aduanas Nacionales</cbc:ValidatorID><cbc:ValidationResultCode>02</cbc:ValidationResultCode><cbc:ValidationDate>${d.issueDate}</cbc:ValidationDate><cbc:ValidationTime>${d.issueTime}</cbc:ValidationTime></cac:ResultOfVerification>`,
    `  </cac:DocumentReference></cac:ParentDocumentLineReference>`,
    `</AttachedDocument>`,
    ``,
  ].join("\n");
}
