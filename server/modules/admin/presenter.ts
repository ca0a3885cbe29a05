import type { AdminSession, AuditEntry, TodayPayment } from "../../../src/shared/admin";
import { DEFAULT_SETTINGS, SETTING_KEYS, type SiteSettings, type StoredSettings } from "../../../src/shared/siteSettings";
import type { AuditRow, SettingRow } from "./repository";

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A line of the audit log as the audit screens read it. */
export function presentAuditEntry(r: AuditRow): AuditEntry {
  return {
    id: String(r.id),
    at: iso(r.at),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    actorName: r.actor_name ?? null,
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    entityLabel: r.entity_label ?? null,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}

/** A session of an account: open while neither revoked nor expired at `now` (ms). */
export function presentSession(
  r: { created_at: Date | string; expires_at: Date | string; revoked_at: Date | string | null; ip: string | null; user_agent: string | null },
  now: number,
): AdminSession {
  return {
    createdAt: iso(r.created_at),
    expiresAt: iso(r.expires_at),
    revokedAt: r.revoked_at ? iso(r.revoked_at) : null,
    active: r.revoked_at === null && new Date(r.expires_at).getTime() > now,
    ip: r.ip ?? "",
    userAgent: r.user_agent ?? "",
  };
}

/**
 * The stored settings over the defaults, with who saved last and the version: keys never saved
 * keep their default, and so does a stored value of the wrong type (edited by hand).
 */
export function presentSettings(rows: readonly SettingRow[], version: number): StoredSettings {
  const settings: SiteSettings = { ...DEFAULT_SETTINGS };
  let latest: SettingRow | null = null;
  for (const row of rows) {
    if (!(SETTING_KEYS as readonly string[]).includes(row.key)) continue;
    if (typeof row.value === typeof DEFAULT_SETTINGS[row.key]) (settings as unknown as Record<string, unknown>)[row.key] = row.value;
    if (!latest || new Date(row.updated_at) > new Date(latest.updated_at)) latest = row;
  }
  return {
    settings,
    updatedAt: latest ? iso(latest.updated_at) : null,
    updatedBy: latest ? latest.updated_by_email : null,
    version,
  };
}

/** A payment of today on the dashboard, with its contract's number (empty when unknown). */
export function presentTodayPayment(
  r: { reference: string; contract_id: string; amount: string | number; method: string; status: string; created_at: Date | string },
  contractNumber: string | undefined,
): TodayPayment {
  return {
    reference: r.reference,
    contractNumber: contractNumber ?? "",
    amount: Number(r.amount),
    method: r.method,
    status: r.status,
    createdAt: iso(r.created_at),
  };
}
