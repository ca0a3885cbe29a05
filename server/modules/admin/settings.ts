import {
  ADMIN_AUDIT_ACTIONS,
  DEFAULT_SETTINGS,
  SETTING_KEYS,
  publicSettings,
  tidySettings,
  validateSettings,
  type PublicSiteSettings,
  type SiteSettings,
} from "../../../src/shared/admin";
import { changedFields, recordAudit, type Actor } from "../../audit";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";

export interface StoredSettings {
  settings: SiteSettings;
  updatedAt: string | null;
  updatedBy: string | null;
}

interface SettingRow {
  key: keyof SiteSettings;
  value: unknown;
  updated_at: Date | string;
  updated_by_email: string;
}

/** How long an instance serves the settings it read before reading them again (other instances' saves). */
const CACHE_MS = 15_000;

/**
 * Site settings (issue 9): stored one row per key, defaults for keys never saved. Reads are cached
 * briefly per instance (header, footer and home ask on every page load); a save on this instance
 * is seen at once, a save on another within CACHE_MS.
 */
export class SiteSettingsService {
  private cache: { at: number; value: StoredSettings } | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(): Promise<StoredSettings> {
    const now = this.clock();
    if (this.cache && now - this.cache.at < CACHE_MS) return this.cache.value;
    const value = await this.read();
    this.cache = { at: now, value };
    return value;
  }

  async getPublic(): Promise<PublicSiteSettings> {
    return publicSettings((await this.get()).settings);
  }

  /** The agents' mailbox for the copy of every new request. */
  async pqrsMailbox(): Promise<string | null> {
    const mailbox = (await this.get()).settings.pqrsMailbox;
    return mailbox === "" ? null : mailbox;
  }

  /**
   * Validates and saves every setting; only the changed keys are written, and one audit line
   * records them before and after, in the same transaction. Nothing is saved when a field is wrong.
   */
  async save(input: SiteSettings, actor: Actor): Promise<StoredSettings> {
    const errors = validateSettings(input);
    if (Object.keys(errors).length > 0) {
      const first = Object.values(errors)[0];
      throw new HttpError(400, "VALIDATION_ERROR", `Revise la configuración: ${first.charAt(0).toLowerCase()}${first.slice(1)}`, errors);
    }
    const next = tidySettings(input);
    await this.db.transaction(async (tx) => {
      // One save at a time: the before of the audit line is what the previous save left.
      await tx.query("LOCK TABLE site_settings IN SHARE ROW EXCLUSIVE MODE");
      const current = await this.read(tx);
      const changed = changedFields(current.settings, next) as (keyof SiteSettings)[];
      if (changed.length === 0) return;
      for (const key of changed) {
        await tx.query(
          `INSERT INTO site_settings (key, value, updated_at, updated_by, updated_by_email) VALUES ($1, $2::jsonb, now(), $3, $4)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at,
             updated_by = EXCLUDED.updated_by, updated_by_email = EXCLUDED.updated_by_email`,
          [key, JSON.stringify(next[key]), actor.id, actor.email],
        );
      }
      const pick = (s: SiteSettings) => Object.fromEntries(changed.map((k) => [k, s[k]]));
      await recordAudit(tx, actor, { action: ADMIN_AUDIT_ACTIONS.settings, entityType: "settings", entityId: "site", before: pick(current.settings), after: pick(next) });
    });
    this.cache = null;
    return this.get();
  }

  private async read(q: Queryable = this.db): Promise<StoredSettings> {
    const { rows } = await q.query<SettingRow>("SELECT key, value, updated_at, updated_by_email FROM site_settings");
    return this.merge(rows);
  }

  private merge(rows: SettingRow[]): StoredSettings {
    const settings: SiteSettings = { ...DEFAULT_SETTINGS };
    let latest: SettingRow | null = null;
    for (const row of rows) {
      if (!(SETTING_KEYS as readonly string[]).includes(row.key)) continue;
      // A stored value of the wrong type (edited by hand) falls back to the default.
      if (typeof row.value === typeof DEFAULT_SETTINGS[row.key]) (settings as unknown as Record<string, unknown>)[row.key] = row.value;
      if (!latest || new Date(row.updated_at) > new Date(latest.updated_at)) latest = row;
    }
    return {
      settings,
      updatedAt: latest ? new Date(latest.updated_at).toISOString() : null,
      updatedBy: latest ? latest.updated_by_email : null,
    };
  }
}
