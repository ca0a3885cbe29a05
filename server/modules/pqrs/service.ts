import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { isClaimable } from "../../../src/shared/billing";
import { addBusinessDays, businessDaysBetween, isBusinessDay } from "../../../src/shared/businessDays";
import {
  CASE_FORMS,
  CASE_KINDS,
  CASE_LIMITS,
  CASE_STATUSES,
  DATA_POLICY_VERSION,
  PQRS_SERVICES,
  PQRS_SERVICE_LABELS,
  PQRS_TERM_DAYS,
  PQRS_TYPES,
  PQRS_TYPE_LABELS,
  REQUEST_KIND_LABELS,
  canonicalApplicant,
  caseInputProblems,
  normalizeRadicado,
  pqrsInputProblems,
  validateRadicado,
  type AgentCaseDetail,
  type AgentCaseFilter,
  type AgentCaseList,
  type AgentCaseSummary,
  type ApplicantInput,
  type CaseEvent,
  type CaseInput,
  type CaseKind,
  type CaseStatus,
  type DueState,
  type FiledCase,
  type NotificationChannel,
  type PqrsInput,
  type PqrsService,
  type PqrsStats,
  type PqrsStatsRow,
  type PqrsType,
  type RequestKind,
  type TrackedCase,
} from "../../../src/shared/pqrs";
import { bogotaDay, BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import type { SessionUser } from "../../../src/shared/types";
import { canonicalDocumentNumber, isDocumentType } from "../../../src/shared/validation";
import { recordAudit, type Actor } from "../admin/repository";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { installSecret } from "../../db/installSecret";
import { containsPattern, SqlFilters } from "../../db/sqlFilters";
import { toCsv } from "../../http/csv";
import { HttpError, tooManyRequests } from "../../http/errors";
import type { Mailer, MailKind } from "../../mail";
import {
  caseAcknowledgmentEmail,
  caseExtensionEmail,
  caseNoticeEmail,
  caseResponseEmail,
  type CaseMailFacts,
  type MailBrand,
  type MailContent,
} from "../../mail/templates";
import { RateLimiter } from "../../db/rateLimiter";
import * as repo from "./repository";
import type { Upload } from "./submission";

export const PQRS_MESSAGES = {
  notFound: "No encontramos una solicitud con ese radicado y ese documento. Revise los dos datos.",
  caseNotFound: "No encontramos esa solicitud.",
  contractUnknown: "No encontramos un contrato con ese número. Revíselo en la parte superior de su factura.",
  invoiceUnknown: "Esa factura no pertenece al contrato indicado. Revise el número en la parte superior de la factura.",
  invoiceTooOld: "Esa factura se expidió hace más de cinco meses y ya no se puede reclamar (Ley 142 de 1994, art. 154).",
  idempotencyConflict: "Esta solicitud ya se había enviado con otros datos. Recargue la página para radicar una nueva.",
  idempotencyKey: "La cabecera Idempotency-Key debe tener entre 8 y 100 letras, números, guiones o guiones bajos.",
  attachmentsRequired: "Adjunte los documentos que pide el formulario.",
  tooManyFiles: "Este formulario admite menos archivos de los que envió.",
  imagesOnly: "Adjunte una foto en formato JPG o PNG.",
  filingRateLimited: "Se han radicado demasiadas solicitudes desde su conexión en la última hora. Espere un momento e intente de nuevo.",
  trackingRateLimited: "Hizo demasiadas consultas seguidas. Espere unos minutos e intente de nuevo.",
  closed: "La solicitud está cerrada: ya no admite cambios.",
  alreadyAnswered: "La solicitud ya fue respondida. Para agregar algo, radique una nueva o ciérrela.",
  notAnswered: "Solo se puede cerrar una solicitud respondida.",
  agentUnknown: "Elija un agente activo con rol de administración.",
  noTerm: "Esta solicitud no tiene un plazo legal que prorrogar.",
  alreadyExtended: "La solicitud ya tuvo una prórroga; la ley permite una sola.",
  extensionLate: "El plazo ya venció: la prórroga se debe informar antes del vencimiento.",
  extensionDate: "La nueva fecha debe ser un día hábil posterior al vencimiento actual y no puede superar el doble del término inicial.",
  statsRange: "Elija un rango de meses válido (AAAA-MM), de máximo 36 meses, con el inicio antes del fin.",
} as const;

/** Code of the operator in the CUN of telecom PQR (CRC Res. 5050 de 2016): assigned by the CRC. */
export const CUN_OPERATOR_CODE = "4455";

const TRACKING_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function invalid(fields: Record<string, string>): HttpError {
  const first = Object.values(fields)[0] ?? "Revise los datos del formulario.";
  return new HttpError(400, "VALIDATION_ERROR", Object.keys(fields).length > 1 ? "Revise los campos marcados." : first, fields);
}

function conflict(code: string, message: string, field?: string): HttpError {
  return new HttpError(409, code, message, field ? { [field]: message } : undefined);
}

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
interface Prepared {
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

/** Whole days of an instant and a due day in Colombia, and where a case stands against its term. */
function dueStateOf(row: repo.CaseRow, today: string): { state: DueState; left: number | null } {
  if (row.status === "respondida" || row.status === "cerrada") return { state: "atendida", left: null };
  if (!row.due_date) return { state: "a_tiempo", left: null };
  const left = businessDaysBetween(today, row.due_date);
  if (today > row.due_date) return { state: "vencida", left };
  return { state: left <= CASE_LIMITS.dueSoonDays ? "por_vencer" : "a_tiempo", left };
}

/** What every view of a request shows: its number, kind, subject, status and dates. */
function caseCore(row: repo.CaseRow) {
  return {
    radicado: row.radicado,
    kind: row.kind as RequestKind,
    type: row.pqrs_type as PqrsType | null,
    service: row.service as PqrsService,
    subject: row.subject,
    status: row.status as CaseStatus,
    filedAt: iso(row.filed_at) as string,
    dueDate: row.due_date,
  };
}

function monthStartUtc(month: string): Date {
  return new Date(Date.parse(`${month}-01T00:00:00Z`) + BOGOTA_OFFSET_MS);
}

function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

function statsRow(key: string, label: string): PqrsStatsRow & { days: number } {
  return { key, label, filed: 0, answered: 0, answeredOnTime: 0, onTimeRate: null, averageBusinessDays: null, days: 0 };
}

function finishRow(r: PqrsStatsRow & { days: number }): PqrsStatsRow {
  const { days, ...row } = r;
  return {
    ...row,
    onTimeRate: r.answered > 0 ? Math.round((r.answeredOnTime / r.answered) * 1000) / 10 : null,
    averageBusinessDays: r.answered > 0 ? Math.round((days / r.answered) * 10) / 10 : null,
  };
}

export const STATS_CSV_HEADER = [
  "Sección",
  "Clave",
  "Nombre",
  "Radicadas",
  "Respondidas",
  "Respondidas a tiempo",
  "% a tiempo",
  "Promedio de días hábiles para responder",
];

/** A whole radicado as stored (006_pqrs.sql's check), typed in any case. */
const WHOLE_RADICADO = /^[A-Z]{2,4}-[0-9]{4}-[0-9]{6}$/i;

/**
 * Customer service (issue 8): PQRS and the other citizen forms, their radicados and legal deadlines,
 * tracking, the agents' work and the statistics of /informes-pqr.
 */
export class CustomerService {
  /** The clock; tests move it to known dates. */
  now: () => Date = () => new Date();
  /** Filings per client address and hour; tracking attempts per address and 10 minutes. */
  filingLimit = { max: 60, windowS: 3600 };
  trackingLimit = { max: 30, windowS: 600 };
  private readonly limiter: RateLimiter;
  private secretValue: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    /** The agents' mailbox from the site settings (issue 9); null sends no copy. */
    private readonly agentMailbox: () => Promise<string | null> = async () => null,
  ) {
    this.limiter = new RateLimiter(db);
  }

  private get brand(): MailBrand {
    return { brandName: this.config.brandName, brandLongName: this.config.brandLongName, publicUrl: this.config.publicUrl };
  }

  /** The install's secret for anonymous tracking codes, created once and kept in app_meta. */
  private secret(): Promise<string> {
    return (this.secretValue ??= installSecret(this.db, "case_tracking_secret"));
  }

  /**
   * Counts one attempt from a client address (kept only as a hash, and only for the window) and
   * answers 429 with Retry-After when the address is over its limit.
   */
  private async limit(bucket: string, ip: string, rule: { max: number; windowS: number }, message: string): Promise<void> {
    const decision = await this.limiter.consume([{ bucket, key: createHash("sha256").update(ip).digest("hex"), ...rule }]);
    if (!decision.allowed) throw tooManyRequests(message, decision.retryAfterS);
  }

  /** The code an anonymous applicant tracks with: derived from the radicado, never stored. */
  private async trackingCode(radicado: string): Promise<string> {
    const mac = createHmac("sha256", await this.secret())
      .update(radicado)
      .digest();
    let code = "";
    for (let i = 0; i < 8; i++) code += TRACKING_ALPHABET[mac[i] % TRACKING_ALPHABET.length];
    return `${code.slice(0, 4)}-${code.slice(4)}`;
  }

  private async preparePqrs(raw: unknown, files: readonly Upload[]): Promise<Prepared> {
    const input = pickPqrsInput(raw);
    const problems = pqrsInputProblems(input);
    await this.checkContract(input.contractNumber ?? "", "contractNumber", problems);
    if (input.type === "reclamo" && !problems.contractNumber && (input.invoiceNumber ?? "").trim() !== "") {
      await this.checkClaimableInvoice(input.contractNumber ?? "", input.invoiceNumber ?? "", problems);
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

  private async prepareCase(raw: unknown, files: readonly Upload[]): Promise<Prepared> {
    const input = pickCaseInput(raw);
    const problems = caseInputProblems(input);
    const form = (CASE_FORMS as Record<string, (typeof CASE_FORMS)[CaseKind] | undefined>)[input.kind];
    if (form) {
      if (form.attachments.required && files.length === 0) problems.files = `${PQRS_MESSAGES.attachmentsRequired} (${form.attachments.label}).`;
      if (files.length > form.attachments.max) problems.files = PQRS_MESSAGES.tooManyFiles;
      if (form.attachments.imagesOnly && files.some((f) => f.mediaType === "application/pdf")) problems.files = PQRS_MESSAGES.imagesOnly;
      if (form.fields.some((f) => f.name === "contractNumber")) {
        await this.checkContract(input.details.contractNumber ?? "", "details.contractNumber", problems);
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

  private async checkContract(raw: string, field: string, problems: Record<string, string>): Promise<void> {
    const number = raw.replace(/[\s.-]/g, "");
    if (number === "" || problems[field]) return;
    const { rows } = await this.db.query("SELECT 1 FROM contracts WHERE number = $1", [number]);
    if (rows.length === 0) problems[field] = PQRS_MESSAGES.contractUnknown;
  }

  private async checkClaimableInvoice(contractRaw: string, invoiceRaw: string, problems: Record<string, string>): Promise<void> {
    const { rows } = await this.db.query<{ issue_date: string }>(
      `SELECT to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date FROM invoices i JOIN contracts c ON c.id = i.contract_id
       WHERE c.number = $1 AND i.number = $2`,
      [contractRaw.replace(/[\s.-]/g, ""), invoiceRaw.trim()],
    );
    if (rows.length === 0) problems.invoiceNumber = PQRS_MESSAGES.invoiceUnknown;
    else if (!isClaimable(rows[0].issue_date, this.now())) problems.invoiceNumber = PQRS_MESSAGES.invoiceTooOld;
  }

  filePqrs(raw: unknown, files: Upload[], key: string | undefined, user: SessionUser | null, ip: string): Promise<FiledCase> {
    return this.file(() => this.preparePqrs(raw, files), files, key, user, ip);
  }

  fileCase(raw: unknown, files: Upload[], key: string | undefined, user: SessionUser | null, ip: string): Promise<FiledCase> {
    return this.file(() => this.prepareCase(raw, files), files, key, user, ip);
  }

  /**
   * Stores a request with its radicado, due date, attachments and first event in one transaction,
   * then sends the acknowledgment. A repeated Idempotency-Key with the same content returns the
   * first receipt (`replayed`); with other content it is a conflict.
   */
  private async file(prepare: () => Promise<Prepared>, files: Upload[], key: string | undefined, user: SessionUser | null, ip: string): Promise<FiledCase> {
    if (key !== undefined && !/^[A-Za-z0-9_-]{8,100}$/.test(key)) {
      throw new HttpError(400, "VALIDATION_ERROR", PQRS_MESSAGES.idempotencyKey, { "Idempotency-Key": PQRS_MESSAGES.idempotencyKey });
    }
    const p = await prepare();
    const hash = createHash("sha256")
      .update(JSON.stringify({ kind: p.kind, input: p.fingerprint, files: files.map((f) => f.sha256), user: user?.id ?? null }))
      .digest("hex");
    if (key) {
      const replay = await this.replay(key, hash);
      if (replay) return replay;
    }
    await this.limit("case-filing", ip, this.filingLimit, PQRS_MESSAGES.filingRateLimited);
    const now = this.now();
    const filingDay = bogotaDay(now.getTime());
    const year = Number(filingDay.slice(0, 4));
    let stored: { id: string; radicado: string; cun: string | null; dueDate: string | null };
    try {
      stored = await this.db.transaction(async (tx) => {
        const n = await repo.nextNumber(tx, p.prefix, year);
        const radicado = `${p.prefix}-${year}-${String(n).padStart(6, "0")}`;
        const cun =
          p.kind === "pqrs" && p.service === "telecomunicaciones" ? `${CUN_OPERATOR_CODE}-${String(year).slice(2)}-${String(n).padStart(10, "0")}` : null;
        const dueDate = p.termDays === null ? null : addBusinessDays(filingDay, p.termDays);
        const a = p.applicant;
        const id = await repo.insertCase(tx, {
          radicado,
          kind: p.kind,
          pqrsType: p.pqrsType,
          service: p.service,
          subject: p.subject,
          description: p.description,
          details: p.details,
          anonymous: p.anonymous,
          docType: a && a.documentNumber !== "" ? a.documentType : null,
          docNumber: a && a.documentNumber !== "" ? a.documentNumber : null,
          name: a?.name || null,
          email: a?.email || null,
          phone: a?.phone || null,
          address: a?.address || null,
          contractNumber: p.contractNumber,
          invoiceNumber: p.invoiceNumber,
          concept: p.concept,
          channel: p.channel,
          consentAt: p.anonymous ? null : now,
          consentPolicyVersion: p.anonymous ? null : DATA_POLICY_VERSION,
          // Nothing that identifies the sender of an anonymous request is kept, not even the account.
          userId: p.anonymous ? null : (user?.id ?? null),
          cun,
          filedAt: now,
          termDays: p.termDays,
          dueDate,
          idempotencyKey: key ?? null,
          requestHash: key ? hash : null,
        });
        await repo.insertAttachments(tx, id, files);
        await repo.addEvent(
          tx,
          id,
          "radicada",
          `Solicitud radicada${files.length > 0 ? ` con ${files.length} ${files.length === 1 ? "anexo" : "anexos"}` : ""}.`,
          now,
        );
        return { id, radicado, cun, dueDate };
      });
    } catch (error) {
      if (key && (error as { code?: string }).code === "23505") {
        const replay = await this.replay(key, hash);
        if (replay) return replay;
      }
      throw error;
    }
    const row = await repo.caseBy(this.db, "id", stored.id);
    if (!row) throw new Error("The case just stored is gone");
    if (row.email) await this.mail(row, "case_acknowledgment", (facts) => caseAcknowledgmentEmail(this.brand, facts));
    await this.noticeToAgents(row);
    return this.receipt(row, false);
  }

  private async replay(key: string, hash: string): Promise<FiledCase | null> {
    const row = await repo.caseBy(this.db, "idempotency_key", key);
    if (!row) return null;
    if (row.request_hash !== hash) throw conflict("IDEMPOTENCY_CONFLICT", PQRS_MESSAGES.idempotencyConflict);
    return this.receipt(row, true);
  }

  private async receipt(row: repo.CaseRow, replayed: boolean): Promise<FiledCase> {
    return {
      id: row.id,
      radicado: row.radicado,
      kind: row.kind as RequestKind,
      type: row.pqrs_type as PqrsType | null,
      service: row.service as PqrsService,
      filedAt: iso(row.filed_at) as string,
      dueDate: row.due_date,
      termDays: row.term_days,
      cun: row.cun,
      trackingCode: row.anonymous ? await this.trackingCode(row.radicado) : null,
      attachments: row.attachment_count,
      email: row.email,
      replayed,
    };
  }

  private facts(row: repo.CaseRow): CaseMailFacts {
    const kindLabel = row.pqrs_type ? PQRS_TYPE_LABELS[row.pqrs_type as PqrsType] : REQUEST_KIND_LABELS[row.kind as RequestKind];
    return {
      radicado: row.radicado,
      kindLabel,
      subject: row.subject,
      name: row.applicant_name ?? "ciudadano",
      filedAt: new Date(row.filed_at),
      dueDate: row.due_date,
      termDays: row.term_days,
      cun: row.cun,
      trackUrl: `${this.config.publicUrl}/pqr?radicado=${encodeURIComponent(row.radicado)}`,
    };
  }

  /** A copy of what came in for the agents' mailbox, when the settings name one. */
  private async noticeToAgents(row: repo.CaseRow): Promise<void> {
    try {
      const to = await this.agentMailbox();
      if (!to) return;
      const inboxUrl = `${this.config.publicUrl}/admin/pqrs?caso=${encodeURIComponent(row.id)}`;
      const content = caseNoticeEmail(this.brand, this.facts(row), PQRS_SERVICE_LABELS[row.service as PqrsService], inboxUrl);
      await this.mailer.send({ ...content, to, kind: "case_notice" });
    } catch (error) {
      this.log.error({ err: error, radicado: row.radicado }, "agents' notice could not be sent");
    }
  }

  /** Mail is sent after the change is saved; a failure to send is logged, never undoes the change. */
  private async mail(row: repo.CaseRow, kind: MailKind, build: (facts: CaseMailFacts) => MailContent): Promise<void> {
    if (!row.email) return;
    try {
      const content = build(this.facts(row));
      await this.mailer.send({ ...content, to: row.email, kind });
    } catch (error) {
      this.log.error({ err: error, radicado: row.radicado, kind }, "case e-mail could not be sent");
    }
  }

  private tracked(row: repo.CaseRow, events: repo.EventRow[]): TrackedCase {
    return {
      ...caseCore(row),
      termDays: row.term_days,
      originalDueDate: row.original_due_date,
      extension:
        row.extended_at && row.due_date && row.extension_reason
          ? { newDueDate: row.due_date, reason: row.extension_reason, announcedAt: iso(row.extended_at) as string }
          : null,
      response: row.response && row.responded_at ? { message: row.response, at: iso(row.responded_at) as string } : null,
      closedAt: iso(row.closed_at),
      cun: row.cun,
      attachments: row.attachment_count,
      events: events.map((e): CaseEvent => ({ at: iso(e.at) as string, kind: e.kind as CaseEvent["kind"], note: e.note })),
    };
  }

  /**
   * Public tracking: the radicado and the applicant's document number, or the code given to an
   * anonymous applicant. Failure reports have a public status and need only their number. A wrong
   * pair answers exactly like a radicado that does not exist.
   */
  async track(radicadoRaw: string, documentRaw: string, ip: string): Promise<TrackedCase> {
    const problem = validateRadicado(radicadoRaw);
    if (problem) throw invalid({ radicado: problem });
    await this.limit("case-tracking", ip, this.trackingLimit, PQRS_MESSAGES.trackingRateLimited);
    const row = await repo.caseBy(this.db, "radicado", normalizeRadicado(radicadoRaw));
    if (!row || !(await this.holds(row, documentRaw))) throw new HttpError(404, "NOT_FOUND", PQRS_MESSAGES.notFound);
    return this.tracked(row, (await repo.eventsOf(this.db, [row.id])).get(row.id) ?? []);
  }

  private async holds(row: repo.CaseRow, documentRaw: string): Promise<boolean> {
    const given = documentRaw.trim();
    // README: a failure report's status is public by its number alone; a document typed along
    // with it (right or wrong) protects nothing, so it must not turn the answer into "not found".
    if (row.kind !== "pqrs" && CASE_FORMS[row.kind as CaseKind].publicStatus) return true;
    if (given === "") return false;
    if (row.anonymous) {
      const expected = Buffer.from((await this.trackingCode(row.radicado)).replace(/-/g, ""));
      const offered = Buffer.from(given.toUpperCase().replace(/[\s-]/g, ""));
      return expected.length === offered.length && timingSafeEqual(expected, offered);
    }
    if (!row.doc_number || !row.doc_type || !isDocumentType(row.doc_type)) return false;
    return canonicalDocumentNumber(row.doc_type, given) === row.doc_number;
  }

  /** The signed-in person's own requests, newest first. */
  async mine(userId: string): Promise<TrackedCase[]> {
    const { rows } = await this.db.query<repo.CaseRow>(`SELECT ${repo.CASE_COLUMNS} FROM cases c WHERE c.user_id = $1 ORDER BY c.filed_at DESC LIMIT 200`, [
      userId,
    ]);
    const events = await repo.eventsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => this.tracked(r, events.get(r.id) ?? []));
  }

  // ── Agents ──────────────────────────────────────────────────────────────────────────────────

  /** The agents' list; `agentId` is who asks (for "assigned to me"). */
  async list(filter: AgentCaseFilter & { agentId?: string }): Promise<AgentCaseList> {
    const today = bogotaDay(this.now().getTime());
    const f = new SqlFilters();
    if (filter.status) f.add("c.status = ?", filter.status);
    if (filter.kind) f.add("c.kind = ?", filter.kind);
    if (filter.type) f.add("c.pqrs_type = ?", filter.type);
    if (filter.service) f.add("c.service = ?", filter.service);
    const q = filter.q?.trim() ?? "";
    if (WHOLE_RADICADO.test(q)) {
      // A whole radicado names one request: its unique index answers at once, where its trigrams
      // ("pqr", "202…") are shared by every request of the year.
      f.add("c.radicado = ?", q.toUpperCase());
    } else if (q !== "") {
      // Radicado, subject, applicant and document in one folded column of cases_search_trgm
      // (015_search_indexes.sql), so a search reads that index and ignores case and accents.
      f.add("c.search_text LIKE search_fold(?)", containsPattern(q));
    }
    if (filter.due === "vencida") f.add("c.status IN ('radicada', 'en_tramite') AND c.due_date < ?::date", today);
    if (filter.due === "por_vencer") {
      const from = f.param(today);
      const to = f.param(addBusinessDays(today, CASE_LIMITS.dueSoonDays));
      f.add(`c.status IN ('radicada', 'en_tramite') AND c.due_date >= ${from}::date AND c.due_date <= ${to}::date`);
    }
    if (filter.assigned === "none") f.add("c.assignee_id IS NULL");
    if (filter.assigned === "me" && filter.agentId) f.add("c.assignee_id = ?", filter.agentId);
    const { clause, params } = f;
    const page = Math.max(1, filter.page ?? 1);
    const pageSize = Math.min(100, Math.max(1, filter.pageSize ?? 20));
    const { rows: totals } = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM cases c ${clause}`, params);
    // Open requests first, the nearest deadline first; answered ones after, newest first.
    const { rows } = await this.db.query<repo.CaseRow>(
      `SELECT ${repo.CASE_COLUMNS} FROM cases c ${clause}
       ORDER BY (c.status IN ('radicada', 'en_tramite')) DESC, c.due_date ASC NULLS LAST, c.filed_at DESC
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    const soonLimit = addBusinessDays(today, CASE_LIMITS.dueSoonDays);
    const { rows: counts } = await this.db.query<{ open: number; overdue: number; due_soon: number }>(
      `SELECT count(*)::int AS open,
              count(*) FILTER (WHERE due_date < $1::date)::int AS overdue,
              count(*) FILTER (WHERE due_date >= $1::date AND due_date <= $2::date)::int AS due_soon
       FROM cases WHERE status IN ('radicada', 'en_tramite')`,
      [today, soonLimit],
    );
    return {
      items: rows.map((r) => this.summary(r, today)),
      total: totals[0].total,
      page,
      pageSize,
      counts: { open: counts[0].open, overdue: counts[0].overdue, dueSoon: counts[0].due_soon },
    };
  }

  private summary(row: repo.CaseRow, today: string): AgentCaseSummary {
    const due = dueStateOf(row, today);
    return {
      ...caseCore(row),
      id: row.id,
      dueState: due.state,
      businessDaysLeft: due.left,
      applicantName: row.anonymous ? "Anónimo" : (row.applicant_name ?? "Sin nombre"),
      assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
    };
  }

  /** The latest day an extension may set, or null when none is allowed now. */
  private maxExtension(row: repo.CaseRow, today: string): string | null {
    if (row.status === "respondida" || row.status === "cerrada") return null;
    if (!row.term_days || !row.due_date || row.extended_at) return null;
    if (today > row.due_date) return null;
    return addBusinessDays(bogotaDay(new Date(row.filed_at).getTime()), row.term_days * 2);
  }

  async detail(id: string): Promise<AgentCaseDetail> {
    const row = await repo.caseBy(this.db, "id", id);
    if (!row) throw new HttpError(404, "NOT_FOUND", PQRS_MESSAGES.caseNotFound);
    return this.detailOf(row);
  }

  private async detailOf(row: repo.CaseRow): Promise<AgentCaseDetail> {
    const today = bogotaDay(this.now().getTime());
    const events = (await repo.eventsOf(this.db, [row.id])).get(row.id) ?? [];
    const files = await repo.attachmentsOf(this.db, row.id);
    const due = dueStateOf(row, today);
    return {
      ...this.tracked(row, events),
      id: row.id,
      description: row.description,
      anonymous: row.anonymous,
      applicant: row.anonymous
        ? null
        : {
            documentType: row.doc_type ?? "",
            documentNumber: row.doc_number ?? "",
            name: row.applicant_name ?? "",
            email: row.email ?? "",
            phone: row.phone ?? "",
            address: row.address ?? "",
          },
      contractNumber: row.contract_number,
      invoiceNumber: row.invoice_number,
      concept: row.concept,
      details: row.details ?? {},
      notificationChannel: row.notification_channel as NotificationChannel,
      consent: row.consent_at
        ? { at: iso(row.consent_at) as string, policyVersion: row.consent_policy_version ?? "", channel: row.consent_channel ?? "" }
        : null,
      attachmentFiles: files.map((f) => ({ id: f.id, fileName: f.file_name, mediaType: f.media_type, size: f.size })),
      assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
      dueState: due.state,
      businessDaysLeft: due.left,
      maxExtensionDate: this.maxExtension(row, today),
    };
  }

  agents(): Promise<{ id: string; name: string; email: string }[]> {
    return repo.agents(this.db);
  }

  async attachment(caseId: string, attachmentId: string): Promise<{ file_name: string; media_type: string; content: Uint8Array }> {
    const row = await repo.caseBy(this.db, "id", caseId);
    const file = row ? await repo.attachmentContent(this.db, row.id, attachmentId) : null;
    if (!file) throw new HttpError(404, "NOT_FOUND", "No encontramos ese anexo.");
    return file;
  }

  /**
   * One agent action: locks the row, checks the state, applies the change, writes the history and
   * the audit line in the same transaction; e-mails after it commits.
   */
  private async act(
    id: string,
    actor: Actor,
    action: string,
    change: (tx: Queryable, row: repo.CaseRow, now: Date, today: string) => Promise<void>,
  ): Promise<{ before: repo.CaseRow; after: repo.CaseRow }> {
    const now = this.now();
    const today = bogotaDay(now.getTime());
    return this.db.transaction(async (tx) => {
      const before = await repo.caseBy(tx, "id", id, true);
      if (!before) throw new HttpError(404, "NOT_FOUND", PQRS_MESSAGES.caseNotFound);
      await change(tx, before, now, today);
      const after = (await repo.caseBy(tx, "id", id)) as repo.CaseRow;
      const snapshot = (r: repo.CaseRow) => ({
        status: r.status,
        assigneeId: r.assignee_id,
        dueDate: r.due_date,
        extensionReason: r.extension_reason,
        response: r.response,
        closingNote: r.closing_note,
      });
      await recordAudit(tx, actor, { action, entityType: "case", entityId: before.radicado, before: snapshot(before), after: snapshot(after) });
      return { before, after };
    });
  }

  async assign(id: string, assigneeId: string, actor: Actor): Promise<AgentCaseDetail> {
    const agents = await repo.agents(this.db);
    const agent = agents.find((a) => a.id === assigneeId);
    if (!agent) throw invalid({ assigneeId: PQRS_MESSAGES.agentUnknown });
    const { after } = await this.act(id, actor, "case.assign", async (tx, row, now) => {
      if (row.status === "cerrada") throw conflict("CASE_CLOSED", PQRS_MESSAGES.closed);
      const status = row.status === "radicada" ? "en_tramite" : row.status;
      await tx.query("UPDATE cases SET assignee_id = $2, status = $3 WHERE id = $1", [row.id, agent.id, status]);
      if (row.assignee_id === null) await repo.addEvent(tx, row.id, "asignada", "Su solicitud está en trámite con un agente de atención.", now);
    });
    return this.detailOf(after);
  }

  async respond(id: string, messageRaw: string, actor: Actor): Promise<AgentCaseDetail> {
    const message = messageRaw.trim();
    if (message.length < CASE_LIMITS.responseMin || message.length > CASE_LIMITS.responseMax) {
      throw invalid({ message: `La respuesta debe tener entre ${CASE_LIMITS.responseMin} y ${CASE_LIMITS.responseMax} caracteres.` });
    }
    const { after } = await this.act(id, actor, "case.respond", async (tx, row, now) => {
      if (row.status === "cerrada") throw conflict("CASE_CLOSED", PQRS_MESSAGES.closed);
      if (row.status === "respondida") throw conflict("CASE_ANSWERED", PQRS_MESSAGES.alreadyAnswered);
      await tx.query(
        "UPDATE cases SET response = $2, responded_at = $3, responded_by = $4, status = 'respondida', assignee_id = COALESCE(assignee_id, $4) WHERE id = $1",
        [row.id, message, now, actor.id],
      );
      const sent = row.email ? " y se envió al correo registrado" : row.notification_channel === "correspondencia" ? " y se envía por correspondencia" : "";
      await repo.addEvent(tx, row.id, "respondida", `La empresa respondió la solicitud${sent}.`, now);
    });
    await this.mail(after, "case_response", (facts) => caseResponseEmail(this.brand, facts, message));
    return this.detailOf(after);
  }

  async extend(id: string, newDueDate: string, reasonRaw: string, actor: Actor): Promise<AgentCaseDetail> {
    const reason = reasonRaw.trim();
    if (reason.length < CASE_LIMITS.reasonMin || reason.length > CASE_LIMITS.reasonMax) {
      throw invalid({ reason: `Explique el motivo en ${CASE_LIMITS.reasonMin} a ${CASE_LIMITS.reasonMax} caracteres: el solicitante lo recibe.` });
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(newDueDate) || Number.isNaN(Date.parse(`${newDueDate}T12:00:00Z`))) {
      throw invalid({ newDueDate: PQRS_MESSAGES.extensionDate });
    }
    let previousDue: string | null = null;
    const { after } = await this.act(id, actor, "case.extend", async (tx, row, now, today) => {
      if (row.status === "cerrada") throw conflict("CASE_CLOSED", PQRS_MESSAGES.closed);
      if (row.status === "respondida") throw conflict("CASE_ANSWERED", PQRS_MESSAGES.alreadyAnswered);
      if (!row.term_days || !row.due_date) throw conflict("NO_TERM", PQRS_MESSAGES.noTerm);
      if (row.extended_at) throw conflict("ALREADY_EXTENDED", PQRS_MESSAGES.alreadyExtended);
      if (today > row.due_date) throw conflict("EXTENSION_LATE", PQRS_MESSAGES.extensionLate);
      const max = addBusinessDays(bogotaDay(new Date(row.filed_at).getTime()), row.term_days * 2);
      if (newDueDate <= row.due_date || newDueDate > max || !isBusinessDay(newDueDate)) throw invalid({ newDueDate: PQRS_MESSAGES.extensionDate });
      previousDue = row.due_date;
      await tx.query("UPDATE cases SET due_date = $2::date, extension_reason = $3, extended_at = $4 WHERE id = $1", [row.id, newDueDate, reason, now]);
      await repo.addEvent(tx, row.id, "prorroga", `Se amplió el plazo de respuesta hasta el ${newDueDate}. Motivo: ${reason}`, now);
    });
    await this.mail(after, "case_extension", (facts) => caseExtensionEmail(this.brand, { ...facts, dueDate: previousDue }, newDueDate, reason));
    return this.detailOf(after);
  }

  async close(id: string, noteRaw: string, actor: Actor): Promise<AgentCaseDetail> {
    const note = noteRaw.trim();
    if (note.length > CASE_LIMITS.reasonMax) throw invalid({ note: `La nota debe tener como máximo ${CASE_LIMITS.reasonMax} caracteres.` });
    const { after } = await this.act(id, actor, "case.close", async (tx, row, now) => {
      if (row.status === "cerrada") throw conflict("CASE_CLOSED", PQRS_MESSAGES.closed);
      if (row.status !== "respondida") throw conflict("CASE_NOT_ANSWERED", PQRS_MESSAGES.notAnswered);
      await tx.query("UPDATE cases SET status = 'cerrada', closed_at = $2, closing_note = $3 WHERE id = $1", [row.id, now, note === "" ? null : note]);
      await repo.addEvent(tx, row.id, "cerrada", "La solicitud quedó cerrada.", now);
    });
    return this.detailOf(after);
  }

  // ── Statistics ──────────────────────────────────────────────────────────────────────────────

  /** PQRS filed between two months (inclusive), from the stored requests. */
  async stats(fromRaw?: string, toRaw?: string): Promise<PqrsStats> {
    const now = this.now();
    const thisMonth = bogotaDay(now.getTime()).slice(0, 7);
    const to = toRaw || thisMonth;
    const from = fromRaw || addMonths(to, -11);
    const month = /^\d{4}-(0[1-9]|1[0-2])$/;
    if (!month.test(from) || !month.test(to) || from > to || addMonths(from, 35) < to) {
      throw invalid({ from: PQRS_MESSAGES.statsRange });
    }
    const { rows } = await this.db.query<{
      pqrs_type: string;
      service: string;
      status: string;
      filed_at: Date | string;
      responded_at: Date | string | null;
      due_date: string;
    }>(
      `SELECT pqrs_type, service, status, filed_at, responded_at, to_char(due_date, 'YYYY-MM-DD') AS due_date
       FROM cases WHERE kind = 'pqrs' AND filed_at >= $1 AND filed_at < $2`,
      [monthStartUtc(from), monthStartUtc(addMonths(to, 1))],
    );
    const today = bogotaDay(now.getTime());
    const total = statsRow("total", "Total");
    const byType = new Map(PQRS_TYPES.map((t) => [t as string, statsRow(t, PQRS_TYPE_LABELS[t])]));
    const byService = new Map(PQRS_SERVICES.map((s) => [s as string, statsRow(s, PQRS_SERVICE_LABELS[s])]));
    const byMonth = new Map<string, PqrsStatsRow & { days: number }>();
    for (let m = from; m <= to; m = addMonths(m, 1)) byMonth.set(m, statsRow(m, m));
    let open = 0;
    let overdueOpen = 0;
    for (const r of rows) {
      const filedDay = bogotaDay(new Date(r.filed_at).getTime());
      const targets = [total, byType.get(r.pqrs_type), byService.get(r.service), byMonth.get(filedDay.slice(0, 7))].filter(
        (x): x is PqrsStatsRow & { days: number } => x !== undefined,
      );
      for (const t of targets) t.filed += 1;
      if (r.responded_at) {
        const answeredDay = bogotaDay(new Date(r.responded_at).getTime());
        const onTime = answeredDay <= r.due_date;
        const days = businessDaysBetween(filedDay, answeredDay);
        for (const t of targets) {
          t.answered += 1;
          if (onTime) t.answeredOnTime += 1;
          t.days += days;
        }
      } else {
        open += 1;
        if (today > r.due_date) overdueOpen += 1;
      }
    }
    return {
      from,
      to,
      total: finishRow(total),
      open,
      overdueOpen,
      byType: [...byType.values()].map(finishRow),
      byService: [...byService.values()].map(finishRow),
      byMonth: [...byMonth.values()].map(finishRow),
    };
  }

  statsCsv(stats: PqrsStats): string {
    const line = (section: string, r: PqrsStatsRow) => [
      section,
      r.key,
      r.label,
      r.filed,
      r.answered,
      r.answeredOnTime,
      r.onTimeRate === null ? "" : r.onTimeRate.toFixed(1),
      r.averageBusinessDays === null ? "" : r.averageBusinessDays.toFixed(1),
    ];
    return toCsv([
      STATS_CSV_HEADER,
      line("Total", stats.total),
      ...stats.byType.map((r) => line("Tipo", r)),
      ...stats.byService.map((r) => line("Servicio", r)),
      ...stats.byMonth.map((r) => line("Mes", r)),
    ]);
  }
}

export { CASE_KINDS, CASE_STATUSES };
