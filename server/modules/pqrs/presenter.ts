import type {
  Agent,
  AgentCaseDetail,
  AgentCaseSummary,
  CaseEvent,
  CaseStatus,
  FiledCase,
  NotificationChannel,
  PqrsService,
  PqrsStats,
  PqrsStatsRow,
  PqrsType,
  RequestKind,
  TrackedCase,
} from "../../../src/shared/pqrs";
import { toCsv } from "../../http/csv";
import { dueStateOf, maxExtensionDate } from "./deadlines";
import type { AgentRow, AttachmentRow, CaseRow, EventRow } from "./repository";

/** What leaves the server of a request (issue 23): rows become the shapes of src/shared/schemas/pqrs.ts here. */

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** What every view of a request shows: its number, kind, subject, status and dates. */
function caseCore(row: CaseRow) {
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

const assigneeOf = (row: CaseRow) => (row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null);

/** The receipt of a filing; `trackingCode` only for an anonymous request. */
export function presentReceipt(row: CaseRow, replayed: boolean, trackingCode: string | null): FiledCase {
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
    trackingCode,
    attachments: row.attachment_count,
    email: row.email,
    replayed,
  };
}

/** What tracking shows: no personal data. */
export function presentTracked(row: CaseRow, events: readonly EventRow[]): TrackedCase {
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

/** A row of the agents' list, with where it stands against its term on `today`. */
export function presentSummary(row: CaseRow, today: string): AgentCaseSummary {
  const due = dueStateOf(row, today);
  return {
    ...caseCore(row),
    id: row.id,
    dueState: due.state,
    businessDaysLeft: due.left,
    applicantName: row.anonymous ? "Anónimo" : (row.applicant_name ?? "Sin nombre"),
    assignee: assigneeOf(row),
  };
}

/** One request as the agents read it on `today`: the applicant, the form, the files and the history. */
export function presentDetail(row: CaseRow, events: readonly EventRow[], files: readonly AttachmentRow[], today: string): AgentCaseDetail {
  const due = dueStateOf(row, today);
  return {
    ...presentTracked(row, events),
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
    consent: row.consent_at ? { at: iso(row.consent_at) as string, policyVersion: row.consent_policy_version ?? "", channel: row.consent_channel ?? "" } : null,
    attachmentFiles: files.map((f) => ({ id: f.id, fileName: f.file_name, mediaType: f.media_type, size: f.size })),
    assignee: assigneeOf(row),
    dueState: due.state,
    businessDaysLeft: due.left,
    maxExtensionDate: maxExtensionDate(row, today),
  };
}

export function presentAgent(row: AgentRow): Agent {
  return { id: row.id, name: row.name, email: row.email };
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

/** The statistics as CSV: the total, then one line per type, service and month. */
export function statsCsv(stats: PqrsStats): string {
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
