import { isClaimable } from "../../../src/shared/billing";
import {
  CASE_FORMS,
  CASE_LIMITS,
  PQRS_TERM_DAYS,
  canonicalApplicant,
  caseInputProblems,
  normalizeRadicado,
  pqrsInputProblems,
  type ApplicantInput,
  type CaseInput,
  type CaseKind,
  type NotificationChannel,
  type PqrsInput,
  type PqrsService,
  type PqrsType,
  type RequestKind,
} from "../../../src/shared/pqrs";
import * as billing from "../billing/repository";
import type { PqrsContext } from "./context";
import { invalid, PQRS_MESSAGES } from "./messages";
import type { Upload } from "./submission";

/** Reading a filing: only the known fields of the form, checked, with the contract and the invoice it names. */

/** A string field of an untrusted object ("" when missing or not text). */
function str(o: Record<string, unknown>, key: string): string {
  const v = o[key];
  return typeof v === "string" ? v : "";
}

function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function pickApplicant(v: unknown): ApplicantInput | undefined {
  if (v === undefined || v === null) return undefined;
  const a = obj(v);
  return {
    documentType: str(a, "documentType"),
    documentNumber: str(a, "documentNumber"),
    name: str(a, "name"),
    email: str(a, "email"),
    phone: str(a, "phone"),
    address: str(a, "address"),
  };
}

/** The PQRS form as sent, with only the known fields (DESIGN §5: unknown fields are dropped). */
export function pickPqrsInput(raw: unknown): PqrsInput {
  const o = obj(raw);
  return {
    type: str(o, "type") as PqrsType,
    service: str(o, "service") as PqrsService,
    subject: str(o, "subject"),
    description: str(o, "description"),
    anonymous: o.anonymous === true,
    applicant: pickApplicant(o.applicant),
    contractNumber: str(o, "contractNumber"),
    invoiceNumber: str(o, "invoiceNumber"),
    concept: str(o, "concept"),
    notificationChannel: str(o, "notificationChannel") as NotificationChannel,
    consent: o.consent === true,
  };
}

export function pickCaseInput(raw: unknown): CaseInput {
  const o = obj(raw);
  const kind = str(o, "kind") as CaseKind;
  const form = (CASE_FORMS as Record<string, (typeof CASE_FORMS)[CaseKind] | undefined>)[kind];
  const rawDetails = obj(o.details);
  const details: Record<string, string> = {};
  for (const f of form?.fields ?? []) {
    const v = rawDetails[f.name];
    if (typeof v === "string" && v.trim() !== "") details[f.name] = v.trim();
    else if (typeof v === "number" && Number.isFinite(v)) details[f.name] = String(v);
  }
  return {
    kind,
    service: (str(o, "service") || undefined) as PqrsService | undefined,
    description: str(o, "description"),
    anonymous: o.anonymous === true,
    applicant: pickApplicant(o.applicant),
    notificationChannel: str(o, "notificationChannel") as NotificationChannel,
    consent: o.consent === true,
    details,
  };
}

/** What is stored for one request, whatever form it came from. */
export interface Prepared {
  kind: RequestKind;
  prefix: string;
  pqrsType: PqrsType | null;
  service: PqrsService;
  subject: string;
  description: string;
  details: Record<string, string>;
  anonymous: boolean;
  applicant: ApplicantInput | null;
  contractNumber: string | null;
  invoiceNumber: string | null;
  concept: string | null;
  channel: NotificationChannel;
  termDays: number | null;
  /** What the idempotency fingerprint covers. */
  fingerprint: unknown;
}

function optionLabel(kind: CaseKind, field: string, value: string | undefined): string {
  return CASE_FORMS[kind].fields.find((f) => f.name === field)?.options?.find((o) => o.value === value)?.label ?? value ?? "";
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** A readable subject for a case form (they have no subject field of their own). */
function caseSubject(input: CaseInput): string {
  const d = input.details;
  const k = input.kind;
  switch (k) {
    case "falla":
      return clip(`${optionLabel(k, "failureType", d.failureType)} en ${d.address ?? ""}, ${d.barrio ?? ""}`, CASE_LIMITS.subjectMax);
    case "proveedor":
      return clip(`Inscripción de ${d.companyName ?? "proveedor"} como proveedor`, CASE_LIMITS.subjectMax);
    case "predial":
      return `Actualización del número predial del contrato ${d.contractNumber ?? ""}`;
    case "autogenerador":
      return clip(
        `Conexión de ${optionLabel(k, "technology", d.technology).toLowerCase()} de ${d.capacityKw ?? ""} kW, contrato ${d.contractNumber ?? ""}`,
        CASE_LIMITS.subjectMax,
      );
    case "servicio_energia":
      return clip(`${optionLabel(k, "request", d.request)}, contrato ${d.contractNumber ?? ""}`, CASE_LIMITS.subjectMax);
    case "consulta_energia":
      return d.relatedRadicado
        ? `Consulta sobre la solicitud ${normalizeRadicado(d.relatedRadicado)}`
        : clip(`Consulta: ${input.description.trim()}`, CASE_LIMITS.subjectMax);
    case "informacion":
      return clip(`Información: ${input.description.trim()}`, CASE_LIMITS.subjectMax);
    case "corrupcion":
      return "Denuncia por presuntos actos de corrupción";
  }
}

/** Whether the contract named exists (through the billing module); a problem under `field` if not. */
async function checkContract(ctx: PqrsContext, raw: string, field: string, problems: Record<string, string>): Promise<void> {
  const number = raw.replace(/[\s.-]/g, "");
  if (number === "" || problems[field]) return;
  if (!(await billing.contractByNumber(ctx.db, number))) problems[field] = PQRS_MESSAGES.contractUnknown;
}

/** Ley 142 de 1994, art. 154: a reclamo names an invoice of that contract issued at most five months ago. */
async function checkClaimableInvoice(ctx: PqrsContext, contractRaw: string, invoiceRaw: string, problems: Record<string, string>): Promise<void> {
  const contract = await billing.contractByNumber(ctx.db, contractRaw.replace(/[\s.-]/g, ""));
  const invoice = contract ? await billing.invoiceByNumber(ctx.db, contract.id, invoiceRaw.trim()) : null;
  if (!invoice) problems.invoiceNumber = PQRS_MESSAGES.invoiceUnknown;
  else if (!isClaimable(invoice.issue_date, ctx.now())) problems.invoiceNumber = PQRS_MESSAGES.invoiceTooOld;
}

/** A PQRS as it will be stored, or 400 with every problem of the form. */
export async function preparePqrs(ctx: PqrsContext, raw: unknown): Promise<Prepared> {
  const input = pickPqrsInput(raw);
  const problems = pqrsInputProblems(input);
  await checkContract(ctx, input.contractNumber ?? "", "contractNumber", problems);
  if (input.type === "reclamo" && !problems.contractNumber && (input.invoiceNumber ?? "").trim() !== "") {
    await checkClaimableInvoice(ctx, input.contractNumber ?? "", input.invoiceNumber ?? "", problems);
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const applicant = input.anonymous || !input.applicant ? null : canonicalApplicant(input.applicant);
  const contract = (input.contractNumber ?? "").replace(/[\s.-]/g, "");
  return {
    kind: "pqrs",
    prefix: "PQRS",
    pqrsType: input.type,
    service: input.service,
    subject: input.subject.trim(),
    description: input.description.trim(),
    details: {},
    anonymous: input.anonymous,
    applicant,
    contractNumber: contract === "" ? null : contract,
    invoiceNumber: input.type === "reclamo" && (input.invoiceNumber ?? "").trim() !== "" ? (input.invoiceNumber ?? "").trim() : null,
    concept: input.type === "reclamo" && (input.concept ?? "").trim() !== "" ? (input.concept ?? "").trim() : null,
    channel: input.anonymous ? "portal" : input.notificationChannel,
    termDays: PQRS_TERM_DAYS[input.type],
    fingerprint: input,
  };
}

/** A case form (failure report, supplier, predial…) as it will be stored, or 400 with every problem. */
export async function prepareCase(ctx: PqrsContext, raw: unknown, files: readonly Upload[]): Promise<Prepared> {
  const input = pickCaseInput(raw);
  const problems = caseInputProblems(input);
  const form = (CASE_FORMS as Record<string, (typeof CASE_FORMS)[CaseKind] | undefined>)[input.kind];
  if (form) {
    if (form.attachments.required && files.length === 0) problems.files = `${PQRS_MESSAGES.attachmentsRequired} (${form.attachments.label}).`;
    if (files.length > form.attachments.max) problems.files = PQRS_MESSAGES.tooManyFiles;
    if (form.attachments.imagesOnly && files.some((f) => f.mediaType === "application/pdf")) problems.files = PQRS_MESSAGES.imagesOnly;
    if (form.fields.some((f) => f.name === "contractNumber")) {
      await checkContract(ctx, input.details.contractNumber ?? "", "details.contractNumber", problems);
    }
  }
  if (Object.keys(problems).length > 0 || !form) throw invalid(problems);
  const contact = form.applicant === "contact";
  const applicant = input.anonymous || !input.applicant ? null : canonicalApplicant(input.applicant);
  const details = { ...input.details };
  if (details.contractNumber) details.contractNumber = details.contractNumber.replace(/[\s.-]/g, "");
  if (details.relatedRadicado) details.relatedRadicado = normalizeRadicado(details.relatedRadicado);
  if (details.capacityKw) details.capacityKw = String(Number(details.capacityKw.replace(",", ".")));
  const channel: NotificationChannel = input.anonymous ? "portal" : contact ? (applicant?.email ? "email" : "portal") : input.notificationChannel;
  return {
    kind: input.kind,
    prefix: form.prefix,
    pqrsType: null,
    service: form.service ?? (input.service as PqrsService),
    subject: caseSubject({ ...input, details }),
    description: input.description.trim(),
    details,
    anonymous: input.anonymous,
    applicant,
    contractNumber: details.contractNumber ?? null,
    invoiceNumber: null,
    concept: null,
    channel,
    termDays: form.termDays,
    fingerprint: input,
  };
}
