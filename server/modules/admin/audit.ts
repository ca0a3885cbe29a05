import type { AuditEntry, AuditPage, AuditQuery } from "../../../src/shared/admin";
import type { Db } from "../../db/db";
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

const startOfDay = (day: string) => new Date(`${day}T00:00:00-05:00`);

/**
 * The audit log of every administrative action (news, PQRS, users, settings): who, what, when,
 * before and after; newest first, filtered by actor, action, object and Bogotá days.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  if (query.from && query.to && query.from > query.to) {
    const message = "La fecha final debe ser igual o posterior a la inicial.";
    throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «hasta»: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, { to: message });
  }
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace("?", `$${params.length}`));
  };
  if (query.actor?.trim()) add("actor_email ILIKE ?", `%${query.actor.trim().replace(/[%_\\]/g, "\\$&")}%`);
  if (query.action) add("action = ?", query.action);
  if (query.entityType) add("entity_type = ?", query.entityType);
  if (query.entityId?.trim()) add("entity_id = ?", query.entityId.trim());
  if (query.from) add("at >= ?::timestamptz", startOfDay(query.from).toISOString());
  if (query.to) add("at < ?::timestamptz", new Date(startOfDay(query.to).getTime() + 24 * 3600 * 1000).toISOString());
  const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  const page = Math.max(1, query.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, query.pageSize ?? 25));
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${clause}`, params)).rows[0].n;
  const { rows } = await db.query<AuditRow>(
    `SELECT * FROM audit_log ${clause} ORDER BY at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  return { items: rows.map(auditEntry), total, page, pageSize };
}
