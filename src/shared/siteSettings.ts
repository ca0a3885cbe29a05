import type { Static } from "@sinclair/typebox";
import { ENTITY_CONTACT } from "./entity";
import type { PublicSiteSettingsSchema, SiteSettingsSchema, StoredSettingsSchema } from "./schemas/siteSettings";

/**
 * Settings an administrator edits in /admin/settings, stored in the database and shown on the site
 * (declared in ./schemas/siteSettings.ts). Everything but `pqrsMailbox` and `contentRequiresApproval`
 * is public (header, footer, home); those two only go to staff.
 */
export type SiteSettings = Static<typeof SiteSettingsSchema>;

export type PublicSiteSettings = Static<typeof PublicSiteSettingsSchema>;

/** The settings with who saved them last and their version (issue 20: a save names the version it read). */
export type StoredSettings = Static<typeof StoredSettingsSchema>;

export const SETTING_KEYS = [
  "switchboard",
  "freeLine",
  "antiCorruptionLine",
  "whatsappLine",
  "emergencyEnergy",
  "emergencyWater",
  "emergencyTelecom",
  "officeHours",
  "officeAddress",
  "maintenanceBannerEnabled",
  "maintenanceBannerText",
  "chatEnabled",
  "pqrsMailbox",
  "contentRequiresApproval",
  "entityName",
  "postalCode",
  "officeCity",
  "institutionalEmail",
  "judicialEmail",
  "facebookUrl",
  "xUrl",
  "instagramUrl",
  "youtubeUrl",
] as const satisfies readonly (keyof SiteSettings)[];

/** Settings that are never sent to visitors. */
export const SECRET_SETTING_KEYS = ["pqrsMailbox", "contentRequiresApproval"] as const satisfies readonly (keyof SiteSettings)[];

/** What an install shows until an administrator saves something else (the entity's published data). */
export const DEFAULT_SETTINGS: SiteSettings = {
  switchboard: ENTITY_CONTACT.switchboard,
  freeLine: ENTITY_CONTACT.freeLine,
  antiCorruptionLine: ENTITY_CONTACT.antiCorruptionLine,
  whatsappLine: ENTITY_CONTACT.whatsappLine,
  emergencyEnergy: ENTITY_CONTACT.emergencyLine,
  emergencyWater: ENTITY_CONTACT.emergencyLine,
  emergencyTelecom: ENTITY_CONTACT.emergencyLine,
  officeHours: ENTITY_CONTACT.hours,
  officeAddress: ENTITY_CONTACT.address,
  maintenanceBannerEnabled: false,
  maintenanceBannerText: "",
  chatEnabled: true,
  pqrsMailbox: "pqrs@emsp.example",
  contentRequiresApproval: false,
  // The GOV.CO footer's identity (issue 35 §4): a fictional municipal utility's published data.
  entityName: ENTITY_CONTACT.legalName,
  postalCode: ENTITY_CONTACT.postalCode,
  officeCity: ENTITY_CONTACT.city,
  institutionalEmail: ENTITY_CONTACT.institutionalEmail,
  judicialEmail: ENTITY_CONTACT.judicialEmail,
  facebookUrl: ENTITY_CONTACT.facebookUrl,
  xUrl: ENTITY_CONTACT.xUrl,
  instagramUrl: ENTITY_CONTACT.instagramUrl,
  youtubeUrl: ENTITY_CONTACT.youtubeUrl,
};

export function publicSettings(s: SiteSettings): PublicSiteSettings {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the staff-only keys are taken out so the rest goes to visitors
  const { pqrsMailbox: _secret, contentRequiresApproval: _staff, ...rest } = s;
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
