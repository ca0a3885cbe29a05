/**
 * Customer service (issue 8): PQRS and the other citizen forms, shared by the forms and the server
 * so both apply the same rules and say the same thing. No DOM and no Node imports here.
 *
 * The entry the SPA and the server import: the vocabulary (./pqrs/catalog), the forms (./pqrs/forms)
 * and their rules (./pqrs/rules) are re-exported from here. The API's answers are declared once with
 * TypeBox in ./schemas/pqrs; their types come from there as types only, so no TypeBox code is bundled.
 */
import type { Static } from "@sinclair/typebox";
import { DOCUMENT_TYPES, type DocumentType } from "./constants";
import { DATA_POLICY_VERSION } from "./validation";
import type { CaseKind, CaseStatus, NotificationChannel, PqrsService, PqrsType, RequestKind } from "./pqrs/catalog";
import type {
  AgentCaseDetailSchema,
  AgentCaseListSchema,
  AgentCaseSummarySchema,
  AgentSchema,
  ApplicantSchema,
  CaseEventSchema,
  FiledCaseSchema,
  PqrsStatsRowSchema,
  PqrsStatsSchema,
  TrackedCaseSchema,
} from "./schemas/pqrs";

export { DATA_POLICY_VERSION, DOCUMENT_TYPES, type DocumentType };
export * from "./pqrs/catalog";
export * from "./pqrs/forms";
export * from "./pqrs/rules";

/** The identified applicant (Ley 1755 de 2015 art. 16: who asks and where to answer). */
export type ApplicantInput = Static<typeof ApplicantSchema>;

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
export type FiledCase = Static<typeof FiledCaseSchema>;

export type CaseEvent = Static<typeof CaseEventSchema>;

/** What tracking shows: no personal data, only the request, its dates, its answer and its history. */
export type TrackedCase = Static<typeof TrackedCaseSchema>;

/** A row of the agents' list. */
export type AgentCaseSummary = Static<typeof AgentCaseSummarySchema>;

/** One request as the agents read it: tracking's view plus the applicant, the form and the files. */
export type AgentCaseDetail = Static<typeof AgentCaseDetailSchema>;

export type AgentCaseList = Static<typeof AgentCaseListSchema>;

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

export type Agent = Static<typeof AgentSchema>;

/** One line of the statistics of /informes-pqr. */
export type PqrsStatsRow = Static<typeof PqrsStatsRowSchema>;

/** Statistics of /informes-pqr (PQRS only, from the stored requests). */
export type PqrsStats = Static<typeof PqrsStatsSchema>;
