/**
 * Unplanned outages (issue 36 §1), shared by server and client: an incident with its reference,
 * service, areas, status, estimated restoration time (ETR) and history. The API's shapes are
 * declared once with TypeBox in ./schemas/outages.ts; the types here derive from them with
 * `import type`, so the SPA's bundle never includes TypeBox.
 */
import type { Static } from "@sinclair/typebox";
import type {
  AccountOutagesSchema,
  AdminOutageListSchema,
  AdminOutageSchema,
  AffectingCutSchema,
  OutageAffectsSchema,
  OutageCreateSchema,
  OutageFeatureCollectionSchema,
  OutageHistoryEntrySchema,
  OutageListSchema,
  OutagePatchSchema,
  OutageReportSchema,
  PublicOutageSchema,
} from "./schemas/outages";

/** The life of an incident, in order (the API's keys are English, like the rest of the API). */
export const OUTAGE_STATUSES = ["reported", "crew_assigned", "working", "restored"] as const;
export type OutageStatus = (typeof OUTAGE_STATUSES)[number];

/** Where an incident is: a barrio or vereda of src/shared/barrios.ts, or a contract (never public). */
export const OUTAGE_AREA_KINDS = ["barrio", "vereda", "contract"] as const;
export type OutageAreaKind = (typeof OUTAGE_AREA_KINDS)[number];
/** What the public sees of an area: a contract is shown as its barrio, or not at all. */
export const PUBLIC_AREA_KINDS = ["barrio", "vereda"] as const;

export const OUTAGE_STATUS_LABELS: Record<OutageStatus, string> = {
  reported: "Reportado",
  crew_assigned: "Cuadrilla asignada",
  working: "En reparación",
  restored: "Restablecido",
};

export const OUTAGE_LIMITS = { areasMax: 50, areaNameMax: 80, causeMax: 300, noteMax: 1000 } as const;

/** Issue 36 §3: a move of the ETR by more than this (from the one last mailed) is told to subscribers. */
export const ETR_ALERT_THRESHOLD_MS = 30 * 60 * 1000;

/** Issue 36 §1: restored incidents stay in the public list this long after their restoration. */
export const RESTORED_VISIBLE_DAYS = 7;

/** `INC-AAAA-NNNNNN`: the year of opening and its sequence number. */
export const OUTAGE_REFERENCE_PATTERN = /^INC-\d{4}-\d{6}$/;

/** The public page of one incident, relative to the site (the e-mails link to it). */
export function outagePath(reference: string): string {
  // A query like the programmed cut's own page (/noticias-cortes-detalle?slug=…): routes are exact paths.
  return `/noticias-cortes/dano?ref=${encodeURIComponent(reference)}`;
}

export type OutageArea = { kind: OutageAreaKind; name: string };
export type OutageCreateInput = Static<typeof OutageCreateSchema>;
export type OutagePatchInput = Static<typeof OutagePatchSchema>;
export type OutageReportInput = Static<typeof OutageReportSchema>;
export type OutageHistoryEntry = Static<typeof OutageHistoryEntrySchema>;
export type PublicOutage = Static<typeof PublicOutageSchema>;
export type AdminOutage = Static<typeof AdminOutageSchema>;
export type OutageList = Static<typeof OutageListSchema>;
export type OutageFeatureCollection = Static<typeof OutageFeatureCollectionSchema>;
export type AdminOutageList = Static<typeof AdminOutageListSchema>;
export type AffectingCut = Static<typeof AffectingCutSchema>;
export type OutageAffects = Static<typeof OutageAffectsSchema>;
export type AccountOutages = Static<typeof AccountOutagesSchema>;
