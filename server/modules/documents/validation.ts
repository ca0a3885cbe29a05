import {
  DOCUMENT_FORMATS,
  DOCUMENT_LANGUAGES,
  DOCUMENT_LIMITS,
  type DocumentForm,
  type DocumentFormat,
  type StoredMetadata,
} from "../../../src/shared/documents";
import { TRANSPARENCY_SECTIONS } from "../../../src/shared/entity";
import { HttpError } from "../../http/errors";

const MB = Math.round(DOCUMENT_LIMITS.fileBytes / (1024 * 1024));

export const DOCUMENT_MESSAGES = {
  fileMissing: "Adjunte el archivo del documento (PDF, CSV, XLSX o DOCX).",
  fileTooLarge: `El archivo supera el límite de ${MB} MB. Redúzcalo o divídalo e intente de nuevo.`,
  fileEmpty: "El archivo está vacío.",
  fileBadType: "El archivo no es un PDF, CSV, XLSX ni DOCX: su contenido no corresponde a ninguno de esos formatos (un CSV debe estar en UTF-8).",
  formatMismatch: (declared: string, actual: string) =>
    `Indicó el formato ${declared}, pero el contenido del archivo es ${actual}. Corrija el formato o el archivo.`,
  notFound: "El documento no existe.",
  staleVersion: "Otra persona guardó cambios en este documento mientras usted lo editaba. Recargue para ver la versión actual y vuelva a aplicar sus cambios.",
  alreadyWithdrawn: "El documento ya fue retirado.",
  withdrawnCannotReplace: "Un documento retirado no se puede reemplazar. Publique uno nuevo.",
  alreadyReplaced: "Este documento ya fue reemplazado. Reemplace la versión vigente.",
  unknownPart: "El formulario trae un campo que no esperábamos.",
  gone: "Este documento fue retirado de la publicación.",
  starting: "El portal está iniciando. Intente de nuevo en unos segundos.",
} as const;

const FIELD_NAMES: Record<string, string> = {
  title: "título",
  description: "descripción",
  section: "sección",
  documentDate: "fecha del documento",
  periodStart: "inicio del periodo",
  periodEnd: "fin del periodo",
  area: "área responsable",
  format: "formato",
  language: "idioma",
  file: "archivo",
  reason: "motivo",
};

/** A 400 naming the field: "Revise el campo «título»: …" with the message for the field itself. */
export function fieldError(field: string, message: string, status = 400, code = "VALIDATION_ERROR"): HttpError {
  return new HttpError(status, code, `Revise el campo «${FIELD_NAMES[field] ?? field}»: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, {
    [field]: message,
  });
}

/** A 400 with every invalid field at once (the first one names the message). */
function fieldErrors(errors: Record<string, string>): HttpError {
  const [first] = Object.keys(errors);
  const e = fieldError(first, errors[first]);
  return new HttpError(400, "VALIDATION_ERROR", e.message, errors);
}

function validDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text && text >= "1900-01-01" && text <= "2100-12-31";
}

const clean = (v: unknown): string => (typeof v === "string" ? v.normalize("NFC").trim() : typeof v === "number" || typeof v === "boolean" ? String(v) : "");

/** Checks the metadata fields (form or JSON) and answers every problem, field by field, in Spanish. */
export function checkMetadata(input: DocumentForm | Record<string, unknown>): StoredMetadata {
  const raw = input as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const title = clean(raw.title);
  if (title.length < DOCUMENT_LIMITS.titleMin) errors.title = "Escriba el título del documento (al menos 3 caracteres).";
  else if (title.length > DOCUMENT_LIMITS.title) errors.title = `El título admite como máximo ${DOCUMENT_LIMITS.title} caracteres.`;
  const description = clean(raw.description);
  if (description.length > DOCUMENT_LIMITS.description) errors.description = `La descripción admite como máximo ${DOCUMENT_LIMITS.description} caracteres.`;
  const sectionText = clean(raw.section);
  const section = Number(sectionText);
  if (!/^[1-9]$/.test(sectionText) || section > TRANSPARENCY_SECTIONS.length) errors.section = "Elija la sección del menú de transparencia.";
  const documentDate = clean(raw.documentDate);
  if (!validDay(documentDate)) errors.documentDate = "Escriba la fecha del documento (AAAA-MM-DD).";
  const periodStart = clean(raw.periodStart) || null;
  const periodEnd = clean(raw.periodEnd) || null;
  if (periodStart && !validDay(periodStart)) errors.periodStart = "Escriba una fecha válida (AAAA-MM-DD) o deje el campo vacío.";
  if (periodEnd && !validDay(periodEnd)) errors.periodEnd = "Escriba una fecha válida (AAAA-MM-DD) o deje el campo vacío.";
  if (periodStart && periodEnd && !errors.periodStart && !errors.periodEnd && periodEnd < periodStart) {
    errors.periodEnd = "El fin del periodo debe ser igual o posterior a su inicio.";
  }
  const area = clean(raw.area);
  if (area.length < 2) errors.area = "Escriba el área responsable del documento.";
  else if (area.length > DOCUMENT_LIMITS.area) errors.area = `El área admite como máximo ${DOCUMENT_LIMITS.area} caracteres.`;
  const language = clean(raw.language) || "es";
  if (!(DOCUMENT_LANGUAGES as readonly string[]).includes(language)) errors.language = "Elija el idioma del documento (español o inglés).";
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { title, description, section, documentDate, periodStart, periodEnd, area, language };
}

/** The declared format of an upload (required: it must match the content). */
export function checkFormat(value: unknown): DocumentFormat {
  const format = clean(value).toUpperCase();
  if (!(DOCUMENT_FORMATS as readonly string[]).includes(format)) throw fieldError("format", "Elija el formato del archivo: PDF, CSV, XLSX o DOCX.");
  return format as DocumentFormat;
}

export function checkReason(value: unknown): string {
  const reason = clean(value);
  if (reason.length < DOCUMENT_LIMITS.reasonMin) throw fieldError("reason", "Escriba el motivo del retiro (al menos 5 caracteres).");
  if (reason.length > DOCUMENT_LIMITS.reason) throw fieldError("reason", `El motivo admite como máximo ${DOCUMENT_LIMITS.reason} caracteres.`);
  return reason;
}
