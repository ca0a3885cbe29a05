import type { FormValues } from "../../../components/forms/useForm";
import { CASE_FORMS, type CaseFieldDef, type CaseInput, type CaseKind, type NotificationChannel, type PqrsService } from "../../../shared/pqrs";

export const APPLICANT_KEYS = ["documentType", "documentNumber", "name", "email", "phone", "address"] as const;
export type ApplicantKey = (typeof APPLICANT_KEYS)[number];

export function detailKey(def: CaseFieldDef): string {
  return `details.${def.name}`;
}

export function lowerFirst(text: string): string {
  return text.length > 0 ? `${text[0].toLowerCase()}${text.slice(1)}` : text;
}

/** The form's values: the keys are those of caseInputProblems and of the server's `fields`. */
export function initialValues(kind: CaseKind): FormValues {
  const form = CASE_FORMS[kind];
  const values: FormValues = {
    service: "",
    description: "",
    anonymous: false,
    notificationChannel: "email",
    consent: false,
    files: "",
  };
  for (const k of APPLICANT_KEYS) values[`applicant.${k}`] = "";
  for (const def of form.fields) values[detailKey(def)] = "";
  return values;
}

/** Control ids in the order the fields appear (the error summary follows it). */
export function fieldIdsOf(kind: CaseKind): Record<string, string> {
  const form = CASE_FORMS[kind];
  const p = `case-${kind}`;
  const ids: Record<string, string> = {};
  const add = (key: string) => (ids[key] = `${p}-${key.replace(/\./g, "-")}`);
  if (form.service === null) add("service");
  for (const def of form.fields) add(detailKey(def));
  add("description");
  add("files");
  if (form.applicant === "anonymous-allowed") add("anonymous");
  if (form.applicant === "contact") {
    for (const k of ["name", "phone", "email", "documentType", "documentNumber"]) add(`applicant.${k}`);
  } else {
    for (const k of ["documentType", "documentNumber", "name"]) add(`applicant.${k}`);
    ids.notificationChannel = `${p}-channel-email`;
    for (const k of ["email", "address", "phone"]) add(`applicant.${k}`);
  }
  add("consent");
  return ids;
}

export function str(values: FormValues, key: string): string {
  const v = values[key];
  return typeof v === "string" ? v : "";
}

/** What the form sends: the applicant only when identified, the channel the rule implies. */
export function caseToInput(kind: CaseKind, values: FormValues): CaseInput {
  const form = CASE_FORMS[kind];
  const anonymous = form.applicant === "anonymous-allowed" && values.anonymous === true;
  const applicant = {
    documentType: str(values, "applicant.documentType"),
    documentNumber: str(values, "applicant.documentNumber").trim(),
    name: str(values, "applicant.name").trim(),
    email: str(values, "applicant.email").trim(),
    phone: str(values, "applicant.phone").trim(),
    address: form.applicant === "contact" ? "" : str(values, "applicant.address").trim(),
  };
  if (applicant.documentNumber === "" && form.applicant === "contact") applicant.documentType = "";
  let channel: NotificationChannel;
  if (anonymous) channel = "portal";
  else if (form.applicant === "contact") channel = applicant.email !== "" ? "email" : "portal";
  else channel = str(values, "notificationChannel") === "correspondencia" ? "correspondencia" : "email";
  const details: Record<string, string> = {};
  for (const def of form.fields) {
    const v = str(values, detailKey(def)).trim();
    if (v !== "") details[def.name] = v;
  }
  const input: CaseInput = {
    kind,
    description: str(values, "description").trim(),
    anonymous,
    notificationChannel: channel,
    consent: anonymous ? false : values.consent === true,
    details,
  };
  if (form.service === null) input.service = str(values, "service") as PqrsService;
  if (!anonymous) input.applicant = applicant;
  return input;
}
