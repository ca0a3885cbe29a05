/**
 * The rules of the PQRS and case forms, shared by the forms and the server so both refuse the same
 * input with the same words. Re-exported by ../pqrs.ts.
 */
import { canonicalDocumentNumber, isDocumentType, validateContractNumber, validateDocumentNumber, validateEmail, validatePhone } from "../validation";
import type { ApplicantInput, CaseInput, PqrsInput } from "../pqrs";
import {
  ANONYMOUS_PQRS_TYPES,
  ATTACHMENT_LIMITS,
  CASE_LIMITS,
  NOTIFICATION_CHANNELS,
  PQRS_SERVICES,
  PQRS_TYPES,
  PQRS_TYPE_LABELS,
  type NotificationChannel,
} from "./catalog";
import { CASE_FORMS, type CaseFieldDef, type CaseFormDef } from "./forms";

const NAME_RE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}' .,&()-]*$/u;

export function validateApplicantName(raw: string): string | null {
  const v = raw.trim();
  if (v === "") return "Escriba su nombre completo o la razón social.";
  if (v.length > CASE_LIMITS.nameMax) return `El nombre debe tener como máximo ${CASE_LIMITS.nameMax} caracteres.`;
  if (!NAME_RE.test(v)) return "El nombre solo puede tener letras, números, espacios y los signos . , & ' ( ) -.";
  return null;
}

function lengthProblem(raw: string | undefined, label: string, min: number, max: number): string | null {
  const v = (raw ?? "").trim();
  if (v === "") return `Escriba ${label}.`;
  if (v.length < min) return `${label[0].toUpperCase()}${label.slice(1)} debe tener al menos ${min} caracteres.`;
  if (v.length > max) return `${label[0].toUpperCase()}${label.slice(1)} debe tener como máximo ${max} caracteres.`;
  return null;
}

type Problems = Record<string, string>;

/** The applicant's fields, under `applicant.<field>` keys. */
function applicantProblems(a: ApplicantInput | undefined, rule: "identified" | "contact", channel: NotificationChannel, out: Problems): void {
  const add = (field: keyof ApplicantInput, message: string | null) => {
    if (message) out[`applicant.${field}`] = message;
  };
  const applicant: ApplicantInput = a ?? { documentType: "", documentNumber: "", name: "", email: "", phone: "", address: "" };
  add("name", validateApplicantName(applicant.name));
  if (rule === "identified" || applicant.documentNumber.trim() !== "") {
    add("documentType", isDocumentType(applicant.documentType) ? null : "Elija el tipo de documento.");
    if (isDocumentType(applicant.documentType)) add("documentNumber", validateDocumentNumber(applicant.documentType, applicant.documentNumber));
  }
  const emailNeeded = rule === "identified" && channel === "email";
  if (emailNeeded || applicant.email.trim() !== "") add("email", validateEmail(applicant.email));
  if (rule === "contact" || applicant.phone.trim() !== "") add("phone", validatePhone(applicant.phone));
  if (rule === "identified" && channel === "correspondencia" && applicant.address.trim() === "") {
    add("address", "Escriba la dirección a la que le enviamos la respuesta.");
  }
  if (applicant.address.trim().length > CASE_LIMITS.addressMax) add("address", `La dirección debe tener como máximo ${CASE_LIMITS.addressMax} caracteres.`);
}

function channelProblems(anonymous: boolean, channel: NotificationChannel, out: Problems): void {
  if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(channel)) out.notificationChannel = "Elija cómo quiere recibir la respuesta.";
  else if (anonymous && channel !== "portal") out.notificationChannel = "Una solicitud anónima solo se puede consultar en el portal con el radicado.";
  else if (!anonymous && channel === "portal") out.notificationChannel = "Elija si le respondemos por correo electrónico o por correspondencia.";
}

const CONSENT_MESSAGE = "Para radicar con sus datos debe autorizar el tratamiento de sus datos personales.";

/** Every rule of the PQRS form (types, anonymity, applicant, channel, consent); {} when all is fine. */
export function pqrsInputProblems(input: PqrsInput): Problems {
  const out: Problems = {};
  if (!(PQRS_TYPES as readonly string[]).includes(input.type)) out.type = "Elija el tipo de solicitud.";
  if (!(PQRS_SERVICES as readonly string[]).includes(input.service)) out.service = "Elija el servicio.";
  const subject = lengthProblem(input.subject, "el asunto", CASE_LIMITS.subjectMin, CASE_LIMITS.subjectMax);
  if (subject) out.subject = subject;
  const description = lengthProblem(input.description, "la descripción", CASE_LIMITS.descriptionMin, CASE_LIMITS.descriptionMax);
  if (description) out.description = description;
  if (input.anonymous && out.type === undefined && !ANONYMOUS_PQRS_TYPES.includes(input.type)) {
    out.anonymous = `Una ${PQRS_TYPE_LABELS[input.type].toLowerCase()} necesita sus datos para responderle. Solo las quejas, sugerencias y denuncias pueden ser anónimas.`;
  }
  channelProblems(input.anonymous, input.notificationChannel, out);
  if (!input.anonymous) {
    applicantProblems(input.applicant, "identified", input.notificationChannel, out);
    if (input.consent !== true) out.consent = CONSENT_MESSAGE;
  }
  const contract = input.contractNumber ?? "";
  if (input.type === "reclamo" && contract.trim() === "") out.contractNumber = "Un reclamo necesita el número de contrato del servicio.";
  else {
    const problem = validateContractNumber(contract);
    if (problem) out.contractNumber = problem;
  }
  if ((input.invoiceNumber ?? "").trim().length > 30) out.invoiceNumber = "El número de factura debe tener como máximo 30 caracteres.";
  if ((input.concept ?? "").trim().length > 120) out.concept = "El concepto debe tener como máximo 120 caracteres.";
  return out;
}

/** Checks one extra field of a case form. */
export function caseFieldProblem(def: CaseFieldDef, raw: string | undefined): string | null {
  const v = (raw ?? "").trim();
  if (v === "") return def.required ? `Complete el campo «${def.label}».` : null;
  if (def.control === "contract") return validateContractNumber(v);
  if (def.maxLength !== undefined && v.length > def.maxLength) return `«${def.label}» debe tener como máximo ${def.maxLength} caracteres.`;
  if (v.length > CASE_LIMITS.detailMax) return `«${def.label}» debe tener como máximo ${CASE_LIMITS.detailMax} caracteres.`;
  if (def.control === "select" && !def.options?.some((o) => o.value === v)) return `Elija una opción de «${def.label}».`;
  if (def.control === "number") {
    const n = Number(v.replace(",", "."));
    if (!Number.isFinite(n)) return `«${def.label}» debe ser un número.`;
    if ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max)) {
      return `«${def.label}» debe estar entre ${String(def.min).replace(".", ",")} y ${String(def.max)}.`;
    }
  }
  if (def.control === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(v)) return `Escriba «${def.label}» como una fecha válida.`;
  if (def.pattern && !new RegExp(def.pattern.source).test(v)) return def.pattern.message;
  return null;
}

/** Every rule of a case form; {} when all is fine. Detail problems are keyed `details.<name>`. */
export function caseInputProblems(input: CaseInput): Problems {
  const out: Problems = {};
  const form = (CASE_FORMS as Record<string, CaseFormDef | undefined>)[input.kind];
  if (!form) return { kind: "Elija el tipo de solicitud." };
  if (form.service === null) {
    if (!input.service || !(form.services ?? PQRS_SERVICES).includes(input.service)) out.service = "Elija el servicio.";
  }
  const description = lengthProblem(input.description, "la descripción", CASE_LIMITS.descriptionMin, CASE_LIMITS.descriptionMax);
  if (description) out.description = description;
  if (input.anonymous && form.applicant !== "anonymous-allowed") out.anonymous = "Esta solicitud necesita sus datos para responderle.";
  if (form.applicant === "contact") {
    if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(input.notificationChannel)) out.notificationChannel = "Elija cómo quiere recibir la respuesta.";
    applicantProblems(input.applicant, "contact", input.notificationChannel, out);
    if (input.consent !== true) out.consent = CONSENT_MESSAGE;
  } else {
    channelProblems(input.anonymous, input.notificationChannel, out);
    if (!input.anonymous) {
      applicantProblems(input.applicant, "identified", input.notificationChannel, out);
      if (input.consent !== true) out.consent = CONSENT_MESSAGE;
    }
  }
  for (const field of form.fields) {
    const problem = caseFieldProblem(field, input.details?.[field.name]);
    if (problem) out[`details.${field.name}`] = problem;
  }
  return out;
}

/** The applicant as stored: trimmed, document and phone in their canonical forms. */
export function canonicalApplicant(a: ApplicantInput): ApplicantInput {
  const type = a.documentType;
  const documentNumber = isDocumentType(type) && a.documentNumber.trim() !== "" ? canonicalDocumentNumber(type, a.documentNumber) : "";
  return {
    documentType: documentNumber === "" ? "" : type,
    documentNumber,
    name: a.name.trim().replace(/\s+/g, " "),
    email: a.email.trim().toLowerCase(),
    phone: a.phone.trim(),
    address: a.address.trim(),
  };
}

/** Problems of an attachment list seen by the browser before sending (the server checks again by content). */
export function attachmentProblem(files: readonly { name: string; size: number; type: string }[], max: number = ATTACHMENT_LIMITS.maxFiles): string | null {
  if (files.length > max) return max === 1 ? "Puede adjuntar un solo archivo." : `Puede adjuntar como máximo ${max} archivos.`;
  for (const f of files) {
    if (f.size > ATTACHMENT_LIMITS.maxBytes) return `El archivo «${f.name}» pesa más de 10 MB.`;
    if (f.size === 0) return `El archivo «${f.name}» está vacío.`;
    if (!/\.(pdf|jpe?g|png)$/i.test(f.name)) return `El archivo «${f.name}» no es PDF, JPG ni PNG.`;
  }
  return null;
}
