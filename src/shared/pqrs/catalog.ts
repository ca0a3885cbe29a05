/**
 * The vocabulary of customer service (issue 8): the PQRS types and their legal terms, the services,
 * the statuses, the notification channels, the other forms' kinds and the limits the forms and the
 * server apply. Re-exported by ../pqrs.ts, which the SPA and the server import.
 */

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

/** Where a request stands against its due date; answered ones are "atendida". */
export type DueState = "vencida" | "por_vencer" | "a_tiempo" | "atendida";

export const DUE_STATE_LABELS: Readonly<Record<DueState, string>> = {
  vencida: "Vencida",
  por_vencer: "Por vencer",
  a_tiempo: "A tiempo",
  atendida: "Atendida",
};
