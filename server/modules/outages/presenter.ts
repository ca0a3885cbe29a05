import type { AdminOutage, OutageHistoryEntry, OutageStatus, PublicOutage } from "../../../src/shared/outages";
import type { CutService } from "../../../src/shared/news";
import type { AreaRow, HistoryRow, OutageRow, ReportRow } from "./repository";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentHistory(h: HistoryRow): OutageHistoryEntry {
  return {
    at: h.at.toISOString(),
    status: h.status as OutageStatus,
    estimatedRestorationAt: iso(h.estimated_restoration_at),
    previousEstimatedRestorationAt: iso(h.previous_estimated_restoration_at),
    note: h.note,
  };
}

function common(row: OutageRow, history: readonly HistoryRow[]) {
  return {
    id: row.id,
    reference: row.reference,
    service: row.service as CutService,
    status: row.status as OutageStatus,
    cause: row.cause,
    note: row.note,
    startedAt: row.started_at.toISOString(),
    estimatedRestorationAt: iso(row.estimated_restoration_at),
    restoredAt: iso(row.restored_at),
    updatedAt: row.updated_at.toISOString(),
    history: history.map(presentHistory),
  };
}

/**
 * What the public sees: the barrios and veredas (a contract as its barrio when known, else
 * nothing: contracts are never public), each once; the history without who made each change.
 */
export function presentPublic(row: OutageRow, areas: readonly AreaRow[], history: readonly HistoryRow[]): PublicOutage {
  const seen = new Set<string>();
  const shown: PublicOutage["areas"] = [];
  for (const a of areas) {
    if (!a.public_name || !a.area_key || seen.has(a.area_key)) continue;
    seen.add(a.area_key);
    shown.push({ kind: a.public_kind === "vereda" ? "vereda" : "barrio", name: a.public_name });
  }
  return { ...common(row, history), areas: shown };
}

/** What an operator sees: the areas as given (contracts too), the version to send back and the merged reports. */
export function presentAdmin(row: OutageRow, areas: readonly AreaRow[], history: readonly HistoryRow[], reports: readonly ReportRow[]): AdminOutage {
  return {
    ...common(row, history),
    areas: areas.map((a) => ({ kind: a.kind as AdminOutage["areas"][number]["kind"], name: a.kind === "contract" ? a.name : (a.public_name ?? a.name) })),
    version: row.version,
    reports: reports.map((r) => r.reference),
  };
}
