import type { Queryable } from "../../db/db";

/** The outages' statements (issue 36): incidents, their areas, history, merged reports and alert claims. */

export interface OutageRow {
  id: string;
  reference: string;
  service: string;
  status: string;
  cause: string;
  note: string;
  started_at: Date;
  estimated_restoration_at: Date | null;
  restored_at: Date | null;
  announced_restoration_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface AreaRow {
  outage_id: string;
  position: number;
  kind: string;
  name: string;
  public_kind: string | null;
  public_name: string | null;
  area_key: string | null;
}

export interface HistoryRow {
  outage_id: string;
  at: Date;
  status: string;
  estimated_restoration_at: Date | null;
  previous_estimated_restoration_at: Date | null;
  note: string | null;
}

export interface ReportRow {
  outage_id: string;
  case_id: string;
  reference: string;
}

const COLUMNS = `id, reference, service, status, cause, note, started_at, estimated_restoration_at, restored_at,
  announced_restoration_at, version, created_at, updated_at`;

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** Drivers differ (text or Date, bigint as text): one shape for the service. */
function outage(row: OutageRow): OutageRow {
  return {
    ...row,
    started_at: new Date(row.started_at),
    estimated_restoration_at: date(row.estimated_restoration_at),
    restored_at: date(row.restored_at),
    announced_restoration_at: date(row.announced_restoration_at),
    version: Number(row.version),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The next number of a year. The upsert locks the counter row until the transaction ends:
 * concurrent openings queue on it, and a rolled-back opening never used its number.
 */
export async function nextNumber(tx: Queryable, year: number): Promise<number> {
  const { rows } = await tx.query<{ last_number: number }>(
    `INSERT INTO outage_sequences (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = outage_sequences.last_number + 1
     RETURNING last_number`,
    [year],
  );
  return Number(rows[0].last_number);
}

export interface NewOutage {
  reference: string;
  service: string;
  cause: string;
  note: string;
  startedAt: Date;
  estimatedRestorationAt: Date | null;
  createdBy: string;
  at: Date;
}

export async function insertOutage(tx: Queryable, o: NewOutage): Promise<OutageRow> {
  const { rows } = await tx.query<OutageRow>(
    `INSERT INTO outages (reference, service, status, cause, note, started_at, estimated_restoration_at, created_by, created_at, updated_at)
     VALUES ($1, $2, 'reported', $3, $4, $5, $6, $7, $8, $8)
     RETURNING ${COLUMNS}`,
    [o.reference, o.service, o.cause, o.note, o.startedAt.toISOString(), iso(o.estimatedRestorationAt), o.createdBy, o.at.toISOString()],
  );
  return outage(rows[0]);
}

export interface NewArea {
  kind: string;
  name: string;
  publicKind: string | null;
  publicName: string | null;
  areaKey: string | null;
}

export async function insertAreas(tx: Queryable, outageId: string, areas: readonly NewArea[]): Promise<void> {
  for (const [position, a] of areas.entries()) {
    await tx.query(`INSERT INTO outage_areas (outage_id, position, kind, name, public_kind, public_name, area_key) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      outageId,
      position,
      a.kind,
      a.name,
      a.publicKind,
      a.publicName,
      a.areaKey,
    ]);
  }
}

export interface NewHistory {
  outageId: string;
  at: Date;
  status: string;
  estimatedRestorationAt: Date | null;
  previousEstimatedRestorationAt: Date | null;
  note: string | null;
  actor: { id: string; email: string };
}

export async function insertHistory(tx: Queryable, h: NewHistory): Promise<void> {
  await tx.query(
    `INSERT INTO outage_history (outage_id, at, status, estimated_restoration_at, previous_estimated_restoration_at, note, actor_id, actor_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [h.outageId, h.at.toISOString(), h.status, iso(h.estimatedRestorationAt), iso(h.previousEstimatedRestorationAt), h.note, h.actor.id, h.actor.email],
  );
}

/** One incident; `forUpdate` locks its row until the transaction ends (concurrent changes queue on it). */
export async function findById(q: Queryable, id: string, forUpdate = false): Promise<OutageRow | null> {
  const { rows } = await q.query<OutageRow>(`SELECT ${COLUMNS} FROM outages WHERE id = $1${forUpdate ? " FOR UPDATE" : ""}`, [id]);
  return rows[0] ? outage(rows[0]) : null;
}

export interface OutageChange {
  status: string;
  estimatedRestorationAt: Date | null;
  note: string;
  restoredAt: Date | null;
  at: Date;
}

/** Writes a change and raises the version. */
export async function updateOutage(tx: Queryable, id: string, c: OutageChange): Promise<OutageRow> {
  const { rows } = await tx.query<OutageRow>(
    `UPDATE outages SET status = $2, estimated_restoration_at = $3, note = $4, restored_at = $5, updated_at = $6, version = version + 1
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, c.status, iso(c.estimatedRestorationAt), c.note, iso(c.restoredAt), c.at.toISOString()],
  );
  return outage(rows[0]);
}

/** The ETR the subscribers were last told. */
export async function setAnnounced(tx: Queryable, id: string, etr: Date | null): Promise<void> {
  await tx.query("UPDATE outages SET announced_restoration_at = $2 WHERE id = $1", [id, iso(etr)]);
}

/** Current incidents (newest start first), then those restored since `restoredSince` (newest restoration first). */
export async function listVisible(q: Queryable, restoredSince: Date, limit: number): Promise<OutageRow[]> {
  const { rows } = await q.query<OutageRow>(
    `SELECT ${COLUMNS} FROM outages WHERE restored_at IS NULL OR restored_at >= $1
      ORDER BY (restored_at IS NULL) DESC, COALESCE(restored_at, started_at) DESC, reference DESC
      LIMIT $2`,
    [restoredSince.toISOString(), limit],
  );
  return rows.map(outage);
}

export async function areasOf(q: Queryable, ids: readonly string[]): Promise<AreaRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<AreaRow>(
    "SELECT outage_id, position, kind, name, public_kind, public_name, area_key FROM outage_areas WHERE outage_id = ANY ($1::uuid[]) ORDER BY outage_id, position",
    [ids],
  );
  return rows.map((r) => ({ ...r, position: Number(r.position) }));
}

export async function historyOf(q: Queryable, ids: readonly string[]): Promise<HistoryRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<HistoryRow>(
    `SELECT outage_id, at, status, estimated_restoration_at, previous_estimated_restoration_at, note
       FROM outage_history WHERE outage_id = ANY ($1::uuid[]) ORDER BY outage_id, id`,
    [ids],
  );
  return rows.map((r) => ({
    ...r,
    at: new Date(r.at),
    estimated_restoration_at: date(r.estimated_restoration_at),
    previous_estimated_restoration_at: date(r.previous_estimated_restoration_at),
  }));
}

export async function reportsOf(q: Queryable, ids: readonly string[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<ReportRow>(
    "SELECT outage_id, case_id, reference FROM outage_reports WHERE outage_id = ANY ($1::uuid[]) ORDER BY merged_at, reference",
    [ids],
  );
  return rows;
}

/**
 * Merges a failure report: "merged" when this call recorded it, "already" when it was merged into
 * this incident before, or the reference of the other incident it belongs to.
 */
export async function mergeReport(
  tx: Queryable,
  outageId: string,
  caseId: string,
  reference: string,
  actorId: string,
): Promise<{ merged: true } | { merged: false; into: string }> {
  const { rows } = await tx.query(
    `INSERT INTO outage_reports (outage_id, case_id, reference, merged_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (case_id) DO NOTHING RETURNING case_id`,
    [outageId, caseId, reference, actorId],
  );
  if (rows.length > 0) return { merged: true };
  const { rows: found } = await tx.query<{ outage_id: string }>("SELECT outage_id FROM outage_reports WHERE case_id = $1", [caseId]);
  return { merged: false, into: found[0]?.outage_id ?? outageId };
}

/**
 * Claims one alerting event of an incident: true when this call recorded it, false when it was
 * already recorded (by a retry, or a concurrent writer on any instance: the primary key decides).
 */
export async function claimEvent(tx: Queryable, outageId: string, eventKey: string): Promise<boolean> {
  const { rows } = await tx.query(
    "INSERT INTO outage_alert_events (outage_id, event_key) VALUES ($1, $2) ON CONFLICT (outage_id, event_key) DO NOTHING RETURNING event_key",
    [outageId, eventKey],
  );
  return rows.length > 0;
}

/** One incident by its public reference (`INC-AAAA-NNNNNN`, already checked and upper-cased). */
export async function findByReference(q: Queryable, reference: string): Promise<OutageRow | null> {
  const { rows } = await q.query<OutageRow>(`SELECT ${COLUMNS} FROM outages WHERE reference = $1`, [reference]);
  return rows[0] ? outage(rows[0]) : null;
}

export interface AffectingFilter {
  /** The barrio's or vereda's key (src/shared/barrios.ts): areas given as it, and contracts in it. */
  areaKey: string | null;
  /** A contract number the incident may name directly. */
  contract: string | null;
  service: string | null;
}

/**
 * The current (not restored) incidents that cover a place: an area whose key is `areaKey` (a
 * barrio or vereda, or a contract located there), or an area naming `contract` itself. Newest start first.
 */
export async function currentAffecting(q: Queryable, f: AffectingFilter): Promise<OutageRow[]> {
  if (f.areaKey === null && f.contract === null) return [];
  const { rows } = await q.query<OutageRow>(
    `SELECT ${COLUMNS} FROM outages o
      WHERE o.restored_at IS NULL AND ($3::text IS NULL OR o.service = $3::text)
        AND EXISTS (SELECT 1 FROM outage_areas a WHERE a.outage_id = o.id
                      AND (a.area_key = $1::text OR (a.kind = 'contract' AND a.name = $2::text)))
      ORDER BY o.started_at DESC, o.reference DESC`,
    [f.areaKey, f.contract, f.service],
  );
  return rows.map(outage);
}
