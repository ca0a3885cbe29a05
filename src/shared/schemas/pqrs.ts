/**
 * What the PQRS API sends, declared once (issue 23): the routes use these as their response schemas
 * and ../pqrs.ts derives its types from them with `import type`, so the SPA never bundles TypeBox.
 * They reproduce the hand-written schemas they replace: the answers keep `additionalProperties:
 * true`, their description and no `required` field (only the receipt requires its radicado and
 * date); nullable fields are `type: [x, "null"]`. The properties are listed in the order the
 * presenter writes them, which is the order of the JSON.
 */
import { Type, type Static, type TObject, type TProperties, type TUnsafe } from "@sinclair/typebox";
import type { CaseStatus, DueState, NotificationChannel, PqrsService, PqrsType, RequestKind } from "../pqrs/catalog";
import { Loose, Nullable, StringAs } from "./common";

/** `{ type: "object", description, additionalProperties: true, properties }`: an answer sent whole, typed with every property present. */
function Open<P extends TProperties>(description: string, properties: P, required?: readonly (keyof P & string)[]): TUnsafe<Static<TObject<P>>> {
  return Type.Unsafe<Static<TObject<P>>>({
    type: "object",
    description,
    ...(required ? { required: [...required] } : {}),
    additionalProperties: true,
    properties,
  });
}

/** The receipt of a filed request: 201 the first time, 200 with `replayed` for a repeated key. */
export const FiledCaseSchema = Open(
  "Constancia de radicación (FiledCase).",
  {
    id: Type.String(),
    radicado: Type.String(),
    kind: StringAs<RequestKind>(),
    filedAt: Type.String(),
    /** Day (YYYY-MM-DD, Colombia) by which the answer is due; null without a legal term. */
    dueDate: Nullable(Type.String()),
    termDays: Nullable(Type.Integer()),
    /** Telecom PQR: the código único numérico of CRC Res. 5050 de 2016. */
    cun: Nullable(Type.String()),
    /** Anonymous requests: the code that replaces the document number when tracking. */
    trackingCode: Nullable(Type.String()),
    replayed: Type.Boolean(),
    type: Nullable(StringAs<PqrsType>()),
    service: StringAs<PqrsService>(),
    attachments: Type.Integer(),
    email: Nullable(Type.String()),
  },
  ["radicado", "filedAt"],
);

/** One step of a request's history. */
export const CaseEventSchema = Loose({
  at: Type.String(),
  kind: StringAs<"radicada" | "asignada" | "prorroga" | "respondida" | "cerrada">(),
  note: Type.String(),
});

/** What every view of a request shows first: its number, kind, subject, status and dates. */
const caseCore = {
  radicado: Type.String(),
  kind: StringAs<RequestKind>(),
  type: Nullable(StringAs<PqrsType>()),
  service: StringAs<PqrsService>(),
  subject: Type.String(),
  status: StringAs<CaseStatus>(),
  filedAt: Type.String(),
  dueDate: Nullable(Type.String()),
};

const trackedProperties = {
  ...caseCore,
  termDays: Nullable(Type.Integer()),
  originalDueDate: Nullable(Type.String()),
  extension: Nullable(Loose({ newDueDate: Type.String(), reason: Type.String(), announcedAt: Type.String() })),
  response: Nullable(Loose({ message: Type.String(), at: Type.String() })),
  closedAt: Nullable(Type.String()),
  cun: Nullable(Type.String()),
  attachments: Type.Integer(),
  events: Type.Array(CaseEventSchema),
};

/** What tracking shows: no personal data, only the request, its dates, its answer and its history. */
export const TrackedCaseSchema = Open("Solicitud consultada (TrackedCase), sin datos personales.", trackedProperties);

const AssigneeSchema = Loose({ id: Type.String(), name: Type.String() });

/** A row of the agents' list. */
export const AgentCaseSummarySchema = Loose({
  ...caseCore,
  id: Type.String(),
  dueState: StringAs<DueState>(),
  /** Business days left until the due date (negative when overdue); null without a term or once answered. */
  businessDaysLeft: Nullable(Type.Integer()),
  applicantName: Type.String(),
  assignee: Nullable(AssigneeSchema),
});

export const AgentCaseListSchema = Open("AgentCaseList", {
  items: Type.Array(AgentCaseSummarySchema),
  /** Requests that match, counted up to COUNT_BOUND (src/shared/paging.ts). */
  total: Type.Integer(),
  totalBounded: Type.Optional(
    Type.Boolean({ description: "Presente y verdadero cuando hay más de `total` solicitudes: el conteo se detuvo en 1.000 (issue 37)." }),
  ),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  counts: Loose({ open: Type.Integer(), overdue: Type.Integer(), dueSoon: Type.Integer() }),
});

/** The identified applicant (Ley 1755 de 2015 art. 16: who asks and where to answer). */
export const ApplicantSchema = Loose({
  documentType: Type.String(),
  documentNumber: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
});

/** One request as the agents read it: tracking's view plus the applicant, the form and the files. */
export const AgentCaseDetailSchema = Open("AgentCaseDetail", {
  ...trackedProperties,
  id: Type.String(),
  description: Type.String(),
  anonymous: Type.Boolean(),
  applicant: Nullable(ApplicantSchema),
  contractNumber: Nullable(Type.String()),
  invoiceNumber: Nullable(Type.String()),
  concept: Nullable(Type.String()),
  details: Type.Unsafe<Record<string, string>>({ type: "object", additionalProperties: { type: "string" } }),
  notificationChannel: StringAs<NotificationChannel>(),
  consent: Nullable(Loose({ at: Type.String(), policyVersion: Type.String(), channel: Type.String() })),
  attachmentFiles: Type.Array(Loose({ id: Type.String(), fileName: Type.String(), mediaType: Type.String(), size: Type.Integer() })),
  assignee: Nullable(AssigneeSchema),
  dueState: StringAs<DueState>(),
  businessDaysLeft: Nullable(Type.Integer()),
  /** The latest date an extension may set (twice the original term), or null if none is allowed now. */
  maxExtensionDate: Nullable(Type.String()),
});

/** An account that may answer requests. */
export const AgentSchema = Open("Agent", { id: Type.String(), name: Type.String(), email: Type.String() });

/** One line of the statistics of /informes-pqr. */
export const PqrsStatsRowSchema = Loose({
  key: Type.String(),
  label: Type.String(),
  filed: Type.Integer(),
  answered: Type.Integer(),
  answeredOnTime: Type.Integer(),
  /** Percentage (0–100, one decimal) of answered requests answered by their due date; null when none was answered. */
  onTimeRate: Nullable(Type.Number()),
  /** Average business days from filing to the answer (one decimal); null when none was answered. */
  averageBusinessDays: Nullable(Type.Number()),
});

/** Statistics of /informes-pqr (PQRS only, from the stored requests). */
export const PqrsStatsSchema = Open("PqrsStats", {
  from: Type.String(),
  to: Type.String(),
  total: PqrsStatsRowSchema,
  open: Type.Integer(),
  overdueOpen: Type.Integer(),
  byType: Type.Array(PqrsStatsRowSchema),
  byService: Type.Array(PqrsStatsRowSchema),
  byMonth: Type.Array(PqrsStatsRowSchema),
});
