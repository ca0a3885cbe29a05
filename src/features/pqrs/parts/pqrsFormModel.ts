import { ANONYMOUS_PQRS_TYPES, PQRS_TYPES, type NotificationChannel, type PqrsInput, type PqrsService, type PqrsType } from "../../../shared/pqrs";

/** The form's values under the keys of pqrsInputProblems (the server uses the same keys). */
export type PqrsFormValues = {
  type: string;
  anonymous: boolean;
  service: string;
  contractNumber: string;
  invoiceNumber: string;
  concept: string;
  subject: string;
  description: string;
  /** A fingerprint of the chosen files, so a change clears the server's message about them. */
  files: string;
  "applicant.documentType": string;
  "applicant.documentNumber": string;
  "applicant.name": string;
  "applicant.email": string;
  "applicant.phone": string;
  "applicant.address": string;
  notificationChannel: string;
  consent: boolean;
};

export const INITIAL_VALUES: PqrsFormValues = {
  type: "",
  anonymous: false,
  service: "",
  contractNumber: "",
  invoiceNumber: "",
  concept: "",
  subject: "",
  description: "",
  files: "",
  "applicant.documentType": "CC",
  "applicant.documentNumber": "",
  "applicant.name": "",
  "applicant.email": "",
  "applicant.phone": "",
  "applicant.address": "",
  notificationChannel: "email",
  consent: false,
};

/** The prefix of the form's control ids. */
export const P = "pqrs";
/** The id of a type's radio. */
export const typeId = (type: string) => `${P}-type-${type}`;

/** Field → control id, in the order the fields appear (the error summary follows it). */
export function fieldIdsFor(v: PqrsFormValues): Record<keyof PqrsFormValues, string> {
  return {
    type: typeId(v.type || PQRS_TYPES[0]),
    anonymous: `${P}-anonymous`,
    service: `${P}-service`,
    contractNumber: `${P}-contract`,
    invoiceNumber: `${P}-invoice`,
    concept: `${P}-concept`,
    subject: `${P}-subject`,
    description: `${P}-description`,
    files: `${P}-files`,
    "applicant.documentType": `${P}-document-type`,
    "applicant.documentNumber": `${P}-document-number`,
    "applicant.name": `${P}-name`,
    notificationChannel: `${P}-channel-${v.notificationChannel === "correspondencia" ? "correspondencia" : "email"}`,
    "applicant.email": `${P}-email`,
    "applicant.address": `${P}-address`,
    "applicant.phone": `${P}-phone`,
    consent: `${P}-consent`,
  };
}

/** Whether a PQRS type may be filed anonymously (quejas, sugerencias, denuncias). */
export const isAnonymousType = (type: string) => (ANONYMOUS_PQRS_TYPES as readonly string[]).includes(type);

/** What is sent: trimmed, the applicant only when identified, the bill's data only for a reclamo. */
export function toInput(v: PqrsFormValues): PqrsInput {
  const anonymous = v.anonymous && isAnonymousType(v.type);
  const reclamo = v.type === "reclamo";
  const optional = (s: string) => (s.trim() === "" ? undefined : s.trim());
  return {
    type: v.type as PqrsType,
    service: v.service as PqrsService,
    subject: v.subject.trim(),
    description: v.description.trim(),
    anonymous,
    applicant: anonymous
      ? undefined
      : {
          documentType: v["applicant.documentType"],
          documentNumber: v["applicant.documentNumber"].trim(),
          name: v["applicant.name"].trim(),
          email: v["applicant.email"].trim(),
          phone: v["applicant.phone"].trim(),
          address: v["applicant.address"].trim(),
        },
    contractNumber: optional(v.contractNumber),
    invoiceNumber: reclamo ? optional(v.invoiceNumber) : undefined,
    concept: reclamo ? optional(v.concept) : undefined,
    notificationChannel: anonymous ? "portal" : (v.notificationChannel as NotificationChannel),
    consent: anonymous ? false : v.consent,
  };
}
