/**
 * The site settings an administrator edits (issue 9), declared once (issue 23): the settings routes
 * use these as their schemas and ../siteSettings.ts derives its types from them with `import type`,
 * so the SPA never bundles TypeBox. The lengths bound what a form may post; the rules themselves
 * (dialable numbers, the banner's length once tidied) are validateSettings' in ../admin.ts.
 */
import { Type } from "@sinclair/typebox";
import { SETTINGS_LIMITS } from "../admin";
import { Nullable } from "./common";

const line = () => Type.String({ maxLength: 40 });
const url = () => Type.String({ maxLength: SETTINGS_LIMITS.urlMax * 2 });

/**
 * Settings an administrator edits in /admin/settings, stored in the database and shown on the site.
 * Everything but `pqrsMailbox` is public (header, footer, home); the mailbox only goes to staff.
 */
export const SiteSettingsSchema = Type.Object({
  /** Conmutador. */
  switchboard: line(),
  /** Línea gratuita nacional 24 horas. */
  freeLine: line(),
  antiCorruptionLine: line(),
  /** WhatsApp de atención (issue 33 §3: every number the site prints comes from here). */
  whatsappLine: line(),
  /** Daños y emergencias, per service. */
  emergencyEnergy: line(),
  emergencyWater: line(),
  emergencyTelecom: line(),
  // Twice the limits: spaces are collapsed before validateSettings counts.
  officeHours: Type.String({ maxLength: SETTINGS_LIMITS.officeHoursMax * 2 }),
  /** The main office's street address (issue 33 §3), as the footer, pages, PDFs and mails print it. */
  officeAddress: Type.String({ maxLength: SETTINGS_LIMITS.officeAddressMax * 2 }),
  maintenanceBannerEnabled: Type.Boolean(),
  maintenanceBannerText: Type.String({ maxLength: SETTINGS_LIMITS.bannerMax * 2 }),
  chatEnabled: Type.Boolean(),
  /** Where a copy of every new PQRS and request goes (the agents' shared mailbox). */
  pqrsMailbox: Type.String({ maxLength: 254 }),
  // Issue 35 §4: the entity's identity as the GOV.CO footer prints it (Res. MinTIC 1519 de 2020, Anexo 2).
  /** The entity's legal name, first line of the footer. */
  entityName: Type.String({ maxLength: SETTINGS_LIMITS.entityNameMax * 2 }),
  /** Código postal of the main office (6 digits). */
  postalCode: Type.String({ maxLength: 20 }),
  /** Municipality and department of the main office ("San Rafael, Antioquia, Colombia"). */
  officeCity: Type.String({ maxLength: SETTINGS_LIMITS.officeCityMax * 2 }),
  institutionalEmail: Type.String({ maxLength: 254 }),
  /** Correo de notificaciones judiciales. */
  judicialEmail: Type.String({ maxLength: 254 }),
  /** The entity's social networks: an https address each, or empty to leave that network out. */
  facebookUrl: url(),
  xUrl: url(),
  instagramUrl: url(),
  youtubeUrl: url(),
  /** Issue 35 §1: a content page is published only after a second person approves it. Staff only. */
  contentRequiresApproval: Type.Boolean(),
});

/** What visitors see (`GET /api/settings/public`): everything but the agents' mailbox and the publishing rule. */
export const PublicSiteSettingsSchema = Type.Omit(SiteSettingsSchema, ["pqrsMailbox", "contentRequiresApproval"], { description: "PublicSiteSettings" });

/** `PUT /api/admin/settings`: every setting and the version the form was read at (issue 20 §3: another save since then answers 409). */
export const SiteSettingsSaveSchema = Type.Object({ version: Type.Integer({ minimum: 0 }), ...SiteSettingsSchema.properties });

/** The settings with who saved them last and their version (issue 20: a save names the version it read). */
export const StoredSettingsSchema = Type.Object(
  {
    settings: SiteSettingsSchema,
    updatedAt: Nullable(Type.String()),
    updatedBy: Nullable(Type.String()),
    version: Type.Integer(),
  },
  { description: "StoredSettings" },
);
