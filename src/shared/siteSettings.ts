import type { Static } from "@sinclair/typebox";
import { ENTITY_CONTACT } from "./entity";
import type { PublicSiteSettingsSchema, SiteSettingsSchema, StoredSettingsSchema } from "./schemas/siteSettings";

/**
 * Settings an administrator edits in /admin/settings, stored in the database and shown on the site
 * (declared in ./schemas/siteSettings.ts). Everything but `pqrsMailbox` is public (header, footer,
 * home); the mailbox only goes to staff.
 */
export type SiteSettings = Static<typeof SiteSettingsSchema>;

export type PublicSiteSettings = Static<typeof PublicSiteSettingsSchema>;

/** The settings with who saved them last and their version (issue 20: a save names the version it read). */
export type StoredSettings = Static<typeof StoredSettingsSchema>;

export const SETTING_KEYS = [
  "switchboard",
  "freeLine",
  "antiCorruptionLine",
  "emergencyEnergy",
  "emergencyWater",
  "emergencyTelecom",
  "officeHours",
  "maintenanceBannerEnabled",
  "maintenanceBannerText",
  "chatEnabled",
  "pqrsMailbox",
] as const satisfies readonly (keyof SiteSettings)[];

/** Settings that are never sent to visitors. */
export const SECRET_SETTING_KEYS = ["pqrsMailbox"] as const satisfies readonly (keyof SiteSettings)[];

/** What an install shows until an administrator saves something else (the entity's published data). */
export const DEFAULT_SETTINGS: SiteSettings = {
  switchboard: ENTITY_CONTACT.switchboard,
  freeLine: ENTITY_CONTACT.freeLine,
  antiCorruptionLine: ENTITY_CONTACT.antiCorruptionLine,
  emergencyEnergy: ENTITY_CONTACT.emergencyLine,
  emergencyWater: ENTITY_CONTACT.emergencyLine,
  emergencyTelecom: ENTITY_CONTACT.emergencyLine,
  officeHours: ENTITY_CONTACT.hours,
  maintenanceBannerEnabled: false,
  maintenanceBannerText: "",
  chatEnabled: true,
  pqrsMailbox: "pqrs@emsp.example",
};

export function publicSettings(s: SiteSettings): PublicSiteSettings {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the mailbox is taken out so the rest goes to visitors
  const { pqrsMailbox: _secret, ...rest } = s;
  return rest;
}

/**
 * What the site shows: each stored value whose type is right, the published default otherwise
 * (nothing stored yet, the read failed, or an older or newer server sent something else).
 */
export function withDefaults(stored: Readonly<Partial<PublicSiteSettings>> | null): PublicSiteSettings {
  const out = publicSettings(DEFAULT_SETTINGS);
  if (!stored) return out;
  for (const key of Object.keys(out) as (keyof PublicSiteSettings)[]) {
    const v = stored[key];
    if (typeof v === typeof out[key]) (out as unknown as Record<string, unknown>)[key] = v;
  }
  return out;
}
