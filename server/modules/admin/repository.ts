import type { AuditQuery } from "../../../src/shared/admin";
import type { SiteSettings } from "../../../src/shared/siteSettings";
import { bogotaDayStart } from "../../../src/shared/time";
import type { Queryable } from "../../db/db";
import { containsPattern, SqlFilters } from "../../db/sqlFilters";

/** Who did something: the signed-in account of an administrative request. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

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
  /** The actor's name today (AUDIT_NAMES), null when the account is gone or has none. */
  actor_name?: string | null;
  /** What the object is called (a person's name, a news title, a file's name), when it has a name. */
  entity_label?: string | null;
}

/**
 * Issue 33: the log names people and objects, not only their ids. Correlated subqueries (not joins),
 * so the filters' bare column names stay unambiguous; a deleted news item keeps the title of its
 * last snapshot.
 */
const AUDIT_NAMES = `
  (SELECT nullif(trim(u.first_name || ' ' || u.last_name), '') FROM users u WHERE u.id = audit_log.actor_id) AS actor_name,
  CASE audit_log.entity_type
    WHEN 'user' THEN (SELECT coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) FROM users u WHERE u.id::text = audit_log.entity_id)
    WHEN 'news' THEN coalesce((SELECT n.title FROM news n WHERE n.id::text = audit_log.entity_id), audit_log.after ->> 'title', audit_log.before ->> 'title')
    WHEN 'document' THEN (SELECT d.title FROM documents d WHERE d.id::text = audit_log.entity_id)
    WHEN 'collection_file' THEN coalesce((SELECT f.file_name FROM collection_files f WHERE f.id::text = audit_log.entity_id), audit_log.after ->> 'fileName')
  END AS entity_label`;

/**
 * Writes one line of the audit log (who, when, what, before and after). Called inside the
 * transaction of the change it records, so a change is never saved without its line; every module
 * that changes something an administrator answers for writes through here.
 */
export async function recordAudit(tx: Queryable, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      actor.id,
      actor.email,
      record.action,
      record.entityType,
      record.entityId,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
    ],
  );
}

/** A page of the audit log, newest first, filtered by actor, action, object and Bogotá days. */
export async function findAudit(q: Queryable, query: AuditQuery, page: number, pageSize: number): Promise<{ rows: AuditRow[]; total: number }> {
  const f = new SqlFilters();
  if (query.actor?.trim()) f.add("actor_email ILIKE ?", containsPattern(query.actor.trim()));
  if (query.action) f.add("action = ?", query.action);
  if (query.entityType) f.add("entity_type = ?", query.entityType);
  if (query.entityId?.trim()) f.add("entity_id = ?", query.entityId.trim());
  if (query.from) f.add("at >= ?::timestamptz", bogotaDayStart(query.from).toISOString());
  if (query.to) f.add("at < ?::timestamptz", new Date(bogotaDayStart(query.to).getTime() + 24 * 3600 * 1000).toISOString());
  const { clause, params } = f;
  const total = (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${clause}`, params)).rows[0].n;
  const { rows } = await q.query<AuditRow>(
    `SELECT audit_log.*, ${AUDIT_NAMES} FROM audit_log ${clause} ORDER BY at DESC, id DESC LIMIT ${Math.trunc(pageSize)} OFFSET ${Math.trunc((page - 1) * pageSize)}`,
    params,
  );
  return { rows, total };
}

/** Changes made to an account and, for staff, what the account did; newest first. */
export async function auditOfUser(q: Queryable, userId: string): Promise<AuditRow[]> {
  const { rows } = await q.query<AuditRow>(
    `SELECT audit_log.*, ${AUDIT_NAMES} FROM audit_log WHERE (entity_type = 'user' AND entity_id = $1) OR actor_id = $1::uuid
     ORDER BY at DESC, id DESC LIMIT 50`,
    [userId],
  );
  return rows;
}

export interface SettingRow {
  key: keyof SiteSettings;
  value: unknown;
  updated_at: Date | string;
  updated_by_email: string;
}

/** Every stored setting and the settings' version. */
export async function readSettings(q: Queryable): Promise<{ rows: SettingRow[]; version: number }> {
  const { rows } = await q.query<SettingRow>("SELECT key, value, updated_at, updated_by_email FROM site_settings");
  const meta = await q.query<{ version: number }>("SELECT version FROM site_settings_version");
  return { rows, version: meta.rows[0]?.version ?? 0 };
}

/** One save at a time: the before of its audit line is what the previous save left. */
export async function lockSettings(tx: Queryable): Promise<void> {
  await tx.query("LOCK TABLE site_settings IN SHARE ROW EXCLUSIVE MODE");
}

export async function upsertSetting(tx: Queryable, key: string, value: unknown, actor: Actor): Promise<void> {
  await tx.query(
    `INSERT INTO site_settings (key, value, updated_at, updated_by, updated_by_email) VALUES ($1, $2::jsonb, now(), $3, $4)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at,
       updated_by = EXCLUDED.updated_by, updated_by_email = EXCLUDED.updated_by_email`,
    [key, JSON.stringify(value), actor.id, actor.email],
  );
}

export async function bumpSettingsVersion(tx: Queryable): Promise<void> {
  await tx.query("UPDATE site_settings_version SET version = version + 1");
}
