/**
 * Customer service (issue 8): PQRS and the other citizen forms, shared by the forms and the server
 * so both apply the same rules and say the same thing. No DOM and no Node imports here.
 */
import { DOCUMENT_TYPES, type DocumentType } from "./constants";
import {
  DATA_POLICY_VERSION,
  canonicalDocumentNumber,
  isDocumentType,
  validateContractNumber,
  validateDocumentNumber,
  validateEmail,
  validatePhone,
} from "./validation";

export { DATA_POLICY_VERSION, DOCUMENT_TYPES, type DocumentType };

/** The PQRS types (Ley 1755 de 2015, Ley 142 de 1994, Ley 1712 de 2014). */
export const PQRS_TYPES = ["peticion", "queja", "reclamo", "sugerencia", "denuncia", "informacion", "consulta"] as const;
export type PqrsType = (typeof PQRS_TYPES)[number];

export const PQRS_TYPE_LABELS: Readonly<Record<PqrsType, string>> = {
  peticion: "Petición",
  queja: "Queja",
  reclamo: "Reclamo",
  sugerencia: "Sugerencia",
  denuncia: "Denuncia",
  informacion: "Solicitud de información",
  consulta: "Consulta",
};

/** What each type is, in the words the form shows next to the choice. */
export const PQRS_TYPE_HINTS: Readonly<Record<PqrsType, string>> = {
  peticion: "Pide algo a la empresa: un trámite, una revisión, una copia, una decisión.",
  queja: "Expresa inconformidad con la atención o la conducta de un funcionario o contratista.",
  reclamo: "Pide revisar una factura, un cobro, un consumo o una decisión sobre su servicio.",
  sugerencia: "Propone una mejora del servicio o de la atención.",
  denuncia: "Pone en conocimiento una irregularidad o una conducta que puede ser sancionable.",
  informacion: "Pide información pública o copia de documentos (Ley 1712 de 2014).",
  consulta: "Pide el concepto de la empresa sobre un asunto de su competencia.",
};

/**
 * DESIGN §9: business days to answer, counted from the day after filing. Ley 1755 de 2015 art. 14:
 * 15 for petitions, 10 for documents or information, 30 for consultas; Ley 142 arts. 152–159:
 * 15 for utility claims (silencio administrativo positivo after that); CRC Res. 5050 de 2016: 15
 * for telecom PQR; Ley 1581 de 2012: 15 for habeas data claims.
 */
export const PQRS_TERM_DAYS: Readonly<Record<PqrsType, number>> = {
  peticion: 15,
  queja: 15,
  reclamo: 15,
  sugerencia: 15,
  denuncia: 15,
  informacion: 10,
  consulta: 30,
};

/** Types that may be filed without identifying oneself (they need no answer addressed to a person). */
export const ANONYMOUS_PQRS_TYPES: readonly PqrsType[] = ["queja", "sugerencia", "denuncia"];

export const PQRS_SERVICES = ["energia", "acueducto", "alcantarillado", "telecomunicaciones", "general"] as const;
export type PqrsService = (typeof PQRS_SERVICES)[number];

export const PQRS_SERVICE_LABELS: Readonly<Record<PqrsService, string>> = {
  energia: "Energía",
  acueducto: "Acueducto",
  alcantarillado: "Alcantarillado",
  telecomunicaciones: "Telecomunicaciones",
  general: "Atención general",
};

export const CASE_STATUSES = ["radicada", "en_tramite", "respondida", "cerrada"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_STATUS_LABELS: Readonly<Record<CaseStatus, string>> = {
  radicada: "Radicada",
  en_tramite: "En trámite",
  respondida: "Respondida",
  cerrada: "Cerrada",
};

/** How the answer reaches the applicant; anonymous requests are answered on the portal only. */
export const NOTIFICATION_CHANNELS = ["email", "correspondencia", "portal"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  email: "Correo electrónico",
  correspondencia: "Correspondencia a la dirección",
  portal: "Consulta en el portal con el radicado",
};

/** Attachments: at most 5 files of at most 10 MB, PDF, JPG or PNG, checked by their content. */
export const ATTACHMENT_LIMITS = {
  maxFiles: 5,
  maxBytes: 10 * 1024 * 1024,
  mediaTypes: ["application/pdf", "image/jpeg", "image/png"] as readonly string[],
  accept: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
} as const;

/** Lengths of the free-text fields. */
export const CASE_LIMITS = {
  subjectMin: 5,
  subjectMax: 150,
  descriptionMin: 20,
  descriptionMax: 4000,
  nameMax: 120,
  addressMax: 160,
  responseMin: 20,
  responseMax: 8000,
  reasonMin: 10,
  reasonMax: 1000,
  detailMax: 500,
  /** Days before the deadline from which the agents' list marks a case "por vencer". */
  dueSoonDays: 3,
} as const;

/** The forms other than PQRS (DESIGN §5 "forms": `POST /cases` with a kind). */
export const CASE_KINDS = ["falla", "proveedor", "predial", "informacion", "corrupcion", "autogenerador", "servicio_energia", "consulta_energia"] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
/** Every kind of request stored and tracked, PQRS included. */
export type RequestKind = "pqrs" | CaseKind;

/** A form field of a case kind, beyond the common ones (description, applicant, attachments). */
export interface CaseFieldDef {
  name: string;
  label: string;
  hint?: string;
  control: "text" | "textarea" | "select" | "number" | "date" | "contract";
  required: boolean;
  options?: readonly { value: string; label: string }[];
  /** A regular expression the trimmed value must match, with the message when it does not. */
  pattern?: { source: string; message: string };
  min?: number;
  max?: number;
  maxLength?: number;
}

/** How a form treats the applicant: always identified, identified or anonymous, or a contact only. */
export type ApplicantRule = "identified" | "anonymous-allowed" | "contact";

export interface CaseFormDef {
  kind: CaseKind;
  /** Radicado prefix: `<prefix>-YYYY-NNNNNN`. */
  prefix: string;
  title: string;
  /** Business days to answer; null when no legal term applies (failure reports are attended by priority). */
  termDays: number | null;
  termBasis: string;
  /** Fixed service, or null when the applicant chooses it. */
  service: PqrsService | null;
  services?: readonly PqrsService[];
  applicant: ApplicantRule;
  /** Whether the tracking page shows the status to anyone holding the number. */
  publicStatus: boolean;
  descriptionLabel: string;
  fields: readonly CaseFieldDef[];
  attachments: { max: number; required: boolean; label: string; imagesOnly?: boolean };
}

const opt = (value: string, label: string) => ({ value, label });
const CONTRACT_FIELD: CaseFieldDef = {
  name: "contractNumber",
  label: "Número de contrato",
  hint: "Lo encuentra en la parte superior de su factura.",
  control: "contract",
  required: true,
};

export const CASE_FORMS: Readonly<Record<CaseKind, CaseFormDef>> = {
  falla: {
    kind: "falla",
    prefix: "FAL",
    title: "Reporte de falla",
    termDays: null,
    termBasis: "Atención por prioridad: primero lo que pone en riesgo a las personas.",
    service: null,
    services: ["energia", "acueducto", "alcantarillado", "telecomunicaciones"],
    applicant: "contact",
    publicStatus: true,
    descriptionLabel: "Qué está pasando",
    fields: [
      {
        name: "failureType",
        label: "Tipo de falla",
        control: "select",
        required: true,
        options: [
          opt("sin-servicio", "Sin servicio"),
          opt("cable-caido", "Cable o poste caído"),
          opt("fuga", "Fuga de agua o tubo roto"),
          opt("alcantarilla", "Alcantarilla rebosada o sin tapa"),
          opt("baja-calidad", "Baja presión o bajo voltaje"),
          opt("otro", "Otra falla"),
        ],
      },
      { name: "address", label: "Dirección del daño", hint: "Por ejemplo: Calle 10 # 43-20.", control: "text", required: true, maxLength: 160 },
      { name: "barrio", label: "Barrio o vereda", control: "text", required: true, maxLength: 80 },
      {
        name: "reference",
        label: "Punto de referencia",
        hint: "Opcional: frente a la iglesia, al lado del parque…",
        control: "text",
        required: false,
        maxLength: 160,
      },
    ],
    attachments: { max: 1, required: false, label: "Foto del daño (opcional)", imagesOnly: true },
  },
  proveedor: {
    kind: "proveedor",
    prefix: "PRV",
    title: "Inscripción de proveedores",
    termDays: 15,
    termBasis: "Petición: 15 días hábiles (Ley 1755 de 2015, art. 14).",
    service: "general",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Bienes o servicios que ofrece",
    fields: [
      {
        name: "personType",
        label: "Tipo de persona",
        control: "select",
        required: true,
        options: [opt("natural", "Persona natural"), opt("juridica", "Persona jurídica")],
      },
      { name: "companyName", label: "Razón social o nombre comercial", control: "text", required: true, maxLength: 150 },
      {
        name: "ciiu",
        label: "Actividad económica principal (código CIIU)",
        hint: "Cuatro dígitos, como aparece en el RUT; por ejemplo 4321.",
        control: "text",
        required: true,
        pattern: { source: "^\\d{4}$", message: "El código CIIU tiene 4 dígitos, como aparece en el RUT." },
      },
      { name: "city", label: "Ciudad", control: "text", required: true, maxLength: 80 },
      {
        name: "website",
        label: "Sitio web",
        hint: "Opcional.",
        control: "text",
        required: false,
        maxLength: 200,
        pattern: { source: "^https?://[^\\s]+\\.[^\\s]+$", message: "Escriba la dirección completa, por ejemplo https://empresa.com.co." },
      },
    ],
    attachments: { max: 5, required: true, label: "RUT actualizado y, si es persona jurídica, certificado de existencia y representación legal" },
  },
  predial: {
    kind: "predial",
    prefix: "PRD",
    title: "Actualización del número predial",
    termDays: 15,
    termBasis: "Petición: 15 días hábiles (Ley 1755 de 2015, art. 14).",
    service: "general",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Observaciones",
    fields: [
      CONTRACT_FIELD,
      {
        name: "cadastralNumber",
        label: "Número predial nacional",
        hint: "Los 30 dígitos del certificado catastral o del recibo del impuesto predial.",
        control: "text",
        required: true,
        pattern: { source: "^\\d{30}$", message: "El número predial nacional tiene 30 dígitos, sin espacios ni guiones." },
      },
      {
        name: "registration",
        label: "Matrícula inmobiliaria",
        hint: "Como aparece en el certificado de tradición, por ejemplo 001-1234567.",
        control: "text",
        required: true,
        pattern: { source: "^\\d{3}-\\d{1,8}$", message: "Escriba la matrícula con el código de la oficina de registro, un guion y el número: 001-1234567." },
      },
    ],
    attachments: { max: 5, required: true, label: "Certificado catastral o recibo del impuesto predial vigente" },
  },
  informacion: {
    kind: "informacion",
    prefix: "SIP",
    title: "Solicitud de información pública",
    termDays: 10,
    termBasis: "Información y copias: 10 días hábiles (Ley 1755 de 2015, art. 14; Ley 1712 de 2014).",
    service: "general",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Información que solicita",
    fields: [
      {
        name: "format",
        label: "Cómo quiere recibirla",
        control: "select",
        required: true,
        options: [
          opt("digital", "Archivo digital por correo"),
          opt("copia", "Copia física (puede tener costo de reproducción)"),
          opt("consulta", "Consulta en nuestras oficinas"),
        ],
      },
    ],
    attachments: { max: 5, required: false, label: "Documentos de apoyo (opcional)" },
  },
  corrupcion: {
    kind: "corrupcion",
    prefix: "DEN",
    title: "Denuncia por presuntos actos de corrupción",
    termDays: 15,
    termBasis: "Denuncia: 15 días hábiles (Ley 1755 de 2015, art. 14; Ley 1474 de 2011).",
    service: "general",
    applicant: "anonymous-allowed",
    publicStatus: false,
    descriptionLabel: "Hechos que denuncia",
    fields: [
      { name: "involved", label: "Personas o dependencias involucradas", hint: "Opcional.", control: "text", required: false, maxLength: 300 },
      { name: "when", label: "Fecha aproximada de los hechos", hint: "Opcional.", control: "date", required: false },
      { name: "place", label: "Lugar de los hechos", hint: "Opcional.", control: "text", required: false, maxLength: 160 },
    ],
    attachments: { max: 5, required: false, label: "Pruebas (opcional)" },
  },
  autogenerador: {
    kind: "autogenerador",
    prefix: "AG",
    title: "Solicitud de conexión de autogeneradores",
    termDays: 10,
    termBasis: "Respuesta a la solicitud de conexión: 10 días hábiles (Resolución CREG 174 de 2021).",
    service: "energia",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Descripción del sistema",
    fields: [
      CONTRACT_FIELD,
      {
        name: "technology",
        label: "Tecnología",
        control: "select",
        required: true,
        options: [opt("solar", "Solar fotovoltaica"), opt("eolica", "Eólica"), opt("biomasa", "Biomasa"), opt("otra", "Otra")],
      },
      { name: "capacityKw", label: "Capacidad instalada (kW)", hint: "Entre 0,1 y 5000 kW.", control: "number", required: true, min: 0.1, max: 5000 },
      {
        name: "surplus",
        label: "¿Entregará excedentes a la red?",
        control: "select",
        required: true,
        options: [opt("si", "Sí, entregaré excedentes"), opt("no", "No, solo autoconsumo")],
      },
    ],
    attachments: { max: 5, required: false, label: "Diagrama unifilar y ficha técnica del inversor (opcional)" },
  },
  servicio_energia: {
    kind: "servicio_energia",
    prefix: "EN",
    title: "Solicitud de servicios de energía",
    termDays: 15,
    termBasis: "Petición: 15 días hábiles (Ley 1755 de 2015, art. 14).",
    service: "energia",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Detalles de la solicitud",
    fields: [
      CONTRACT_FIELD,
      {
        name: "request",
        label: "Servicio que solicita",
        control: "select",
        required: true,
        options: [
          opt("revision-consumo", "Revisión de la instalación por alto consumo"),
          opt("traslado-acometida", "Traslado de acometida"),
          opt("cambio-medidor", "Cambio de medidor"),
          opt("reconexion", "Reconexión"),
          opt("suspension-voluntaria", "Suspensión voluntaria"),
          opt("revision-voltaje", "Revisión de voltaje o calidad de la potencia"),
        ],
      },
      { name: "preferredDate", label: "Fecha preferida para la visita", hint: "Opcional.", control: "date", required: false },
    ],
    attachments: { max: 5, required: false, label: "Documentos de apoyo (opcional)" },
  },
  consulta_energia: {
    kind: "consulta_energia",
    prefix: "CT",
    title: "Consulta al área técnica de energía",
    termDays: 30,
    termBasis: "Consulta: 30 días hábiles (Ley 1755 de 2015, art. 14).",
    service: "energia",
    applicant: "identified",
    publicStatus: false,
    descriptionLabel: "Su consulta",
    fields: [
      {
        name: "relatedRadicado",
        label: "Radicado relacionado",
        hint: "Opcional: el número de la solicitud técnica sobre la que pregunta.",
        control: "text",
        required: false,
        pattern: { source: "^[A-Za-z]{2,4}-\\d{4}-\\d{6}$", message: "Escriba el radicado como aparece en su constancia, por ejemplo AG-2026-000418." },
      },
    ],
    attachments: { max: 5, required: false, label: "Documentos de apoyo (opcional)" },
  },
};

/** Every radicado prefix and the kind it belongs to (PQRS included). */
export const RADICADO_PREFIXES: Readonly<Record<string, RequestKind>> = {
  PQRS: "pqrs",
  ...Object.fromEntries(CASE_KINDS.map((k) => [CASE_FORMS[k].prefix, k])),
};

export const REQUEST_KIND_LABELS: Readonly<Record<RequestKind, string>> = {
  pqrs: "PQRS",
  ...(Object.fromEntries(CASE_KINDS.map((k) => [k, CASE_FORMS[k].title])) as Record<CaseKind, string>),
};

/** `PQRS-2026-000123`, `FAL-2026-000004`, … (case-insensitive, spaces trimmed). */
export function normalizeRadicado(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, "");
}

export function validateRadicado(raw: string): string | null {
  const v = normalizeRadicado(raw);
  if (v === "") return "Escriba el número de radicado.";
  const m = /^([A-Z]{2,4})-(\d{4})-(\d{6})$/.exec(v);
  if (!m || !(m[1] in RADICADO_PREFIXES)) return "Escriba el radicado como aparece en su constancia, por ejemplo PQRS-2026-000123.";
  return null;
}

/** The identified applicant (Ley 1755 de 2015 art. 16: who asks and where to answer). */
export interface ApplicantInput {
  documentType: string;
  documentNumber: string;
  name: string;
  email: string;
  phone: string;
  address: string;
}

export interface PqrsInput {
  type: PqrsType;
  service: PqrsService;
  subject: string;
  description: string;
  anonymous: boolean;
  applicant?: ApplicantInput;
  contractNumber?: string;
  /** Reclamos about a bill: the invoice number and the line claimed ("Reclamar este cobro"). */
  invoiceNumber?: string;
  concept?: string;
  notificationChannel: NotificationChannel;
  /** Ley 1581 de 2012: the explicit consent to process the personal data given (never pre-ticked). */
  consent: boolean;
}

export interface CaseInput {
  kind: CaseKind;
  service?: PqrsService;
  description: string;
  anonymous: boolean;
  applicant?: ApplicantInput;
  notificationChannel: NotificationChannel;
  consent: boolean;
  details: Record<string, string>;
}

/** The receipt of a filed request: 201 the first time, 200 with `replayed` for a repeated key. */
export interface FiledCase {
  id: string;
  radicado: string;
  kind: RequestKind;
  type: PqrsType | null;
  service: PqrsService;
  filedAt: string;
  /** Day (YYYY-MM-DD, Colombia) by which the answer is due; null without a legal term. */
  dueDate: string | null;
  termDays: number | null;
  /** Telecom PQR: the código único numérico of CRC Res. 5050 de 2016. */
  cun: string | null;
  /** Anonymous requests: the code that replaces the document number when tracking. */
  trackingCode: string | null;
  attachments: number;
  email: string | null;
  replayed: boolean;
}

export interface CaseEvent {
  at: string;
  kind: "radicada" | "asignada" | "prorroga" | "respondida" | "cerrada";
  note: string;
}

/** What tracking shows: no personal data, only the request, its dates, its answer and its history. */
export interface TrackedCase {
  radicado: string;
  kind: RequestKind;
  type: PqrsType | null;
  service: PqrsService;
  subject: string;
  status: CaseStatus;
  filedAt: string;
  termDays: number | null;
  dueDate: string | null;
  originalDueDate: string | null;
  extension: { newDueDate: string; reason: string; announcedAt: string } | null;
  response: { message: string; at: string } | null;
  closedAt: string | null;
  cun: string | null;
  attachments: number;
  events: CaseEvent[];
}

export type DueState = "vencida" | "por_vencer" | "a_tiempo" | "atendida";

export const DUE_STATE_LABELS: Readonly<Record<DueState, string>> = {
  vencida: "Vencida",
  por_vencer: "Por vencer",
  a_tiempo: "A tiempo",
  atendida: "Atendida",
};

/** A row of the agents' list. */
export interface AgentCaseSummary {
  id: string;
  radicado: string;
  kind: RequestKind;
  type: PqrsType | null;
  service: PqrsService;
  subject: string;
  status: CaseStatus;
  filedAt: string;
  dueDate: string | null;
  dueState: DueState;
  /** Business days left until the due date (negative when overdue); null without a term or once answered. */
  businessDaysLeft: number | null;
  applicantName: string;
  assignee: { id: string; name: string } | null;
}

export interface AgentCaseDetail extends TrackedCase {
  id: string;
  description: string;
  anonymous: boolean;
  applicant: (Omit<ApplicantInput, "documentType"> & { documentType: string }) | null;
  contractNumber: string | null;
  invoiceNumber: string | null;
  concept: string | null;
  details: Record<string, string>;
  notificationChannel: NotificationChannel;
  consent: { at: string; policyVersion: string; channel: string } | null;
  attachmentFiles: { id: string; fileName: string; mediaType: string; size: number }[];
  assignee: { id: string; name: string } | null;
  dueState: DueState;
  businessDaysLeft: number | null;
  /** The latest date an extension may set (twice the original term), or null if none is allowed now. */
  maxExtensionDate: string | null;
}

export interface AgentCaseList {
  items: AgentCaseSummary[];
  total: number;
  page: number;
  pageSize: number;
  counts: { open: number; overdue: number; dueSoon: number };
}

export interface AgentCaseFilter {
  status?: CaseStatus;
  kind?: RequestKind;
  type?: PqrsType;
  service?: PqrsService;
  due?: "vencida" | "por_vencer";
  assigned?: "me" | "none";
  q?: string;
  page?: number;
  pageSize?: number;
}

export interface Agent {
  id: string;
  name: string;
  email: string;
}

/** Statistics of /informes-pqr (PQRS only, from the stored requests). */
export interface PqrsStatsRow {
  key: string;
  label: string;
  filed: number;
  answered: number;
  answeredOnTime: number;
  /** Percentage (0–100, one decimal) of answered requests answered by their due date; null when none was answered. */
  onTimeRate: number | null;
  /** Average business days from filing to the answer (one decimal); null when none was answered. */
  averageBusinessDays: number | null;
}

export interface PqrsStats {
  from: string;
  to: string;
  total: PqrsStatsRow;
  open: number;
  overdueOpen: number;
  byType: PqrsStatsRow[];
  byService: PqrsStatsRow[];
  byMonth: PqrsStatsRow[];
}

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
