import type { SiteSettings } from "../../../../shared/admin";

/** Field name → control id, in the order the fields appear (the error summary follows it). */
export const FIELD_IDS: Record<keyof SiteSettings, string> = {
  switchboard: "settings-switchboard",
  freeLine: "settings-free-line",
  antiCorruptionLine: "settings-anti-corruption-line",
  whatsappLine: "settings-whatsapp-line",
  emergencyEnergy: "settings-emergency-energy",
  emergencyWater: "settings-emergency-water",
  emergencyTelecom: "settings-emergency-telecom",
  officeHours: "settings-office-hours",
  officeAddress: "settings-office-address",
  entityName: "settings-entity-name",
  officeCity: "settings-office-city",
  postalCode: "settings-postal-code",
  institutionalEmail: "settings-institutional-email",
  judicialEmail: "settings-judicial-email",
  facebookUrl: "settings-facebook-url",
  xUrl: "settings-x-url",
  instagramUrl: "settings-instagram-url",
  youtubeUrl: "settings-youtube-url",
  maintenanceBannerEnabled: "settings-banner-enabled",
  maintenanceBannerText: "settings-banner-text",
  chatEnabled: "settings-chat-enabled",
  pqrsMailbox: "settings-pqrs-mailbox",
  contentRequiresApproval: "settings-content-requires-approval",
};

/** The service lines, then the emergency numbers: the telephone fields, in order. */
export const LINE_FIELDS = ["switchboard", "freeLine", "antiCorruptionLine", "whatsappLine"] as const;
/** The emergency numbers of each service. */
export const EMERGENCY_FIELDS = ["emergencyEnergy", "emergencyWater", "emergencyTelecom"] as const;
/** A telephone field of the form. */
export type PhoneField = (typeof LINE_FIELDS)[number] | (typeof EMERGENCY_FIELDS)[number];
/** The longest telephone number a field takes (spaces and parentheses included). */
export const PHONE_MAX_LENGTH = 20;
