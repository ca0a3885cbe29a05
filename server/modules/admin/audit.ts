import type { AuditEntry, AuditPage, AuditQuery } from "../../../src/shared/admin";
import { bogotaDayStart } from "../../../src/shared/time";
import type { Db } from "../../db/db";
import { containsPattern, SqlFilters } from "../../db/sqlFilters";
import { HttpError } from "../../http/errors";

export interface AuditRow {
  id: string | number;
  at: Date | string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

export function auditEntry(r: AuditRow): AuditEntry {
  return {
    id: String(r.id),
    at: new Date(r.at).toISOString(),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}

/**
 * The audit log of every administrative action (news, PQRS, users, settings): who, what, when,
 * before and after; newest first, filtered by actor, action, object and Bogotá days.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  if (query.from && query.to && query.from > query.to) {
    const message = "La fecha final debe ser igual o posterior a la inicial.";
    throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «hasta»: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, { to: message });
  }
  const f = new SqlFilters();
  if (query.actor?.trim()) f.add("actor_email ILIKE ?", containsPattern(query.actor.trim()));
  if (query.action) f.add("action = ?", query.action);
  if (query.entityType) f.add("entity_type = ?", query.entityType);
  if (query.entityId?.trim()) f.add("entity_id = ?", query.entityId.trim());
  if (query.from) f.add("at >= ?::timestamptz", bogotaDayStart(query.from).toISOString());
  if (query.to) f.add("at < ?::timestamptz", new Date(bogotaDayStart(query.to).getTime() + 24 * 3600 * 1000).toISOString());
  const { clause, params } = f;
  const page = Math.max(1, query.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, query.pageSize ?? 25));
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${clause}`, params)).rows[0].n;
  const { rows } = await db.query<AuditRow>(
    `SELECT * FROM audit_log ${clause} ORDER BY at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  return { items: rows.map(auditEntry), total, page, pageSize };
}
