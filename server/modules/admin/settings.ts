import {
  ADMIN_AUDIT_ACTIONS,
  publicSettings,
  tidySettings,
  validateSettings,
  type PublicSiteSettings,
  type SiteSettings,
  type StoredSettings,
} from "../../../src/shared/admin";
import { changedFields } from "./audit";
import { presentSettings } from "./presenter";
import * as repo from "./repository";
import { recordAudit, type Actor } from "./repository";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";

export type { StoredSettings } from "../../../src/shared/admin";

/** Spanish text of the 409 answered to a save based on an old read (issue 20 §3). */
export const SETTINGS_MESSAGES = {
  staleVersion: "Otra persona guardó la configuración mientras usted la editaba. Recargue para ver la versión actual; sus cambios siguen en el formulario.",
};

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

  /** Read from the database, never the cache: the admin screen must see the version saved on any instance. */
  async fresh(): Promise<StoredSettings> {
    const value = await this.read();
    this.cache = { at: this.clock(), value };
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
   * records them before and after, in the same transaction. Nothing is saved when a field is wrong,
   * nor when `version` is not the current one (someone saved since it was read: 409, issue 20 §3).
   */
  async save(input: SiteSettings, version: number, actor: Actor): Promise<StoredSettings> {
    const errors = validateSettings(input);
    if (Object.keys(errors).length > 0) {
      const first = Object.values(errors)[0];
      throw new HttpError(400, "VALIDATION_ERROR", `Revise la configuración: ${first.charAt(0).toLowerCase()}${first.slice(1)}`, errors);
    }
    const next = tidySettings(input);
    await this.db.transaction(async (tx) => {
      // One save at a time: the before of the audit line is what the previous save left.
      await repo.lockSettings(tx);
      const current = await this.read(tx);
      // Checked under the lock, so two saves from the same version cannot both pass.
      if (current.version !== version) throw new HttpError(409, "STALE_VERSION", SETTINGS_MESSAGES.staleVersion);
      const changed = changedFields(current.settings, next) as (keyof SiteSettings)[];
      if (changed.length === 0) return;
      for (const key of changed) {
        await repo.upsertSetting(tx, key, next[key], actor);
      }
      await repo.bumpSettingsVersion(tx);
      const pick = (s: SiteSettings) => Object.fromEntries(changed.map((k) => [k, s[k]]));
      await recordAudit(tx, actor, {
        action: ADMIN_AUDIT_ACTIONS.settings,
        entityType: "settings",
        entityId: "site",
        before: pick(current.settings),
        after: pick(next),
      });
    });
    return this.fresh();
  }

  private async read(q: Queryable = this.db): Promise<StoredSettings> {
    const { rows, version } = await repo.readSettings(q);
    return presentSettings(rows, version);
  }
}
