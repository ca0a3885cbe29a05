/**
 * What the outage map reads from `GET /api/outages.geojson` (issue 36 §1, /work contract): one
 * feature per incident and barrio or vereda, and the rows of its text list, derived from them.
 */
import { findBarrio } from "../../shared/barrios";
import { CUT_SERVICES } from "../../shared/news";

/** An incident's status, in the order of its life. */
export const OUTAGE_STATUSES = ["reported", "crew_assigned", "working", "restored"] as const;
export type OutageStatus = (typeof OUTAGE_STATUSES)[number];

/** An area as the API names it: `{ kind, name }` (a bare name is read the same way). */
export type OutageArea = { kind: string; name: string } | string;

/** The properties of one feature of `GET /api/outages.geojson`. */
export interface OutageFeatureProperties {
  reference: string;
  service: string;
  status: string;
  estimatedRestorationAt: string | null;
  startedAt: string;
  restoredAt: string | null;
  area: OutageArea;
}

/** A feature's geometry: the barrio's polygon (the map draws only these). */
export interface OutageGeometry {
  type: string;
  coordinates: unknown;
}

export interface OutageFeature {
  type: "Feature";
  geometry: OutageGeometry | null;
  properties: OutageFeatureProperties;
}

/** The body of `GET /api/outages.geojson`. */
export interface OutageFeatureCollection {
  type: "FeatureCollection";
  features: readonly OutageFeature[];
}

/** One line of the text list: an incident in one area. */
export interface AffectedArea {
  /** Unique in the list: the incident's reference and the area's key. */
  id: string;
  /** The area's name as the barrio list writes it (as sent when it is not in the list). */
  area: string;
  reference: string;
  service: string;
  status: OutageStatus;
  estimatedRestorationAt: string | null;
  restoredAt: string | null;
}

/** The name of a feature's area. */
export function areaName(area: OutageArea): string {
  return typeof area === "string" ? area : area.name;
}

/** A status the map does not know is shown as the first one: reported. */
export function outageStatus(status: string): OutageStatus {
  return (OUTAGE_STATUSES as readonly string[]).includes(status) ? (status as OutageStatus) : "reported";
}

/** Whether an incident is still going on (not restored). */
export function isCurrent(status: OutageStatus): boolean {
  return status !== "restored";
}

/**
 * The list's rows: current incidents first, then by area and reference; one row per incident and
 * area even when the feed repeats a feature.
 */
export function affectedAreas(collection: OutageFeatureCollection | null | undefined): AffectedArea[] {
  const rows = new Map<string, AffectedArea>();
  for (const f of collection?.features ?? []) {
    const p = f.properties;
    const sent = areaName(p.area);
    const area = findBarrio(sent)?.name ?? sent;
    const id = `${p.reference}|${area}`;
    if (rows.has(id)) continue;
    rows.set(id, {
      id,
      area,
      reference: p.reference,
      service: p.service,
      status: outageStatus(p.status),
      estimatedRestorationAt: p.estimatedRestorationAt,
      restoredAt: p.restoredAt,
    });
  }
  return [...rows.values()].sort(
    (a, b) => Number(isCurrent(b.status)) - Number(isCurrent(a.status)) || a.area.localeCompare(b.area, "es") || a.reference.localeCompare(b.reference),
  );
}

/** The class names the map gives an affected area's outline (styled in OutageMap by service and status). */
export function shadeClassName(service: string, status: string): string {
  const known = (CUT_SERVICES as readonly string[]).includes(service) ? service : "other";
  return `outage-map-shade outage-map-${known} outage-map-${outageStatus(status)}`;
}
