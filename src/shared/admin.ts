/**
 * The administration (issue 9): site settings, users and roles, the audit log and the dashboard.
 * The API's shapes are declared once with TypeBox in ./schemas/admin.ts and
 * ./schemas/siteSettings.ts; the types here derive from them with `import type`, so the SPA's
 * bundle never includes TypeBox.
 */
import type { Static } from "@sinclair/typebox";
import { ROLES } from "./constants";
import type {
  AdminSessionSchema,
  AdminSummarySchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AdminUserPatchSchema,
  AdminUserQueryStringSchema,
  AuditEntrySchema,
  AuditPageSchema,
  AuditQueryStringSchema,
  TodayPaymentSchema,
} from "./schemas/admin";
import type { SessionUser } from "./types";
import { nationalPhoneDigits, validateEmail } from "./validation";
import type { SiteSettings } from "./siteSettings";

export * from "./siteSettings";

/* ------------------------------------------------------------------ site settings (issue 9) */

export const SETTINGS_LIMITS = {
  officeHoursMin: 5,
  officeHoursMax: 200,
  officeAddressMin: 5,
  officeAddressMax: 160,
  bannerMax: 280,
  entityNameMin: 3,
  entityNameMax: 160,
  officeCityMin: 3,
  officeCityMax: 120,
  urlMax: 300,
} as const;

/** Spanish names of the settings, for messages and the audit trail. */
export const SETTING_LABELS: Record<keyof SiteSettings, string> = {
  switchboard: "Conmutador",
  freeLine: "Línea gratuita",
  antiCorruptionLine: "Línea anticorrupción",
  whatsappLine: "WhatsApp de atención",
  emergencyEnergy: "Emergencias de energía",
  emergencyWater: "Emergencias de acueducto y alcantarillado",
  emergencyTelecom: "Daños de telecomunicaciones",
  officeHours: "Horario de atención",
  officeAddress: "Dirección de la sede principal",
  maintenanceBannerEnabled: "Aviso de mantenimiento activo",
  maintenanceBannerText: "Texto del aviso de mantenimiento",
  chatEnabled: "Chat de atención activo",
  pqrsMailbox: "Buzón de notificación de PQRS",
  contentRequiresApproval: "Publicar contenidos solo después de la aprobación de una segunda persona",
  entityName: "Nombre de la entidad",
  postalCode: "Código postal",
  officeCity: "Municipio y departamento",
  institutionalEmail: "Correo institucional",
  judicialEmail: "Correo de notificaciones judiciales",
  facebookUrl: "Facebook",
  xUrl: "X (antes Twitter)",
  instagramUrl: "Instagram",
  youtubeUrl: "YouTube",
};

/** The social networks of the footer, in the order it lists them (issue 35 §4). */
export const SOCIAL_KEYS = ["facebookUrl", "xUrl", "instagramUrl", "youtubeUrl"] as const satisfies readonly (keyof SiteSettings)[];

/** An address a visitor can open: https, a host with a dot, no spaces. */
export function isHttpsUrl(v: string): boolean {
  return v.length <= SETTINGS_LIMITS.urlMax && /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(v);
}

/**
 * A line the public can dial from Colombia: a 10-digit national number (mobile or 60X landline),
 * a toll-free 01 8000 line, a three-digit national short code (115, 123…) or a # mobile code.
 */
export function isDialable(raw: string): boolean {
  const v = raw.trim();
  if (/^#\d{3,4}$/.test(v.replace(/\s/g, ""))) return true;
  if (!/^[\d\s().+-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, "");
  return nationalPhoneDigits(v) !== null || /^018000\d{6}$/.test(digits) || /^1\d{2}$/.test(digits);
}

/** Collapses spaces: "  01  8000 " → "01 8000". */
export function tidyText(v: string): string {
  return v.trim().replace(/\s+/g, " ");
}

const LINE_KEYS = ["switchboard", "freeLine", "antiCorruptionLine", "whatsappLine", "emergencyEnergy", "emergencyWater", "emergencyTelecom"] as const;

/** Field messages for a settings form (empty when valid). */
export function validateSettings(s: SiteSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of LINE_KEYS) {
    const v = tidyText(s[key]);
    if (v === "") errors[key] = `Escriba el número de ${SETTING_LABELS[key].toLowerCase()}.`;
    else if (!isDialable(v))
      errors[key] =
        `${SETTING_LABELS[key]}: escriba un número que se pueda marcar en Colombia: 10 dígitos (604 444 5000 o 300 123 4567), una línea 01 8000 con 6 dígitos más, o un código corto como 115.`;
  }
  const hours = tidyText(s.officeHours);
  if (hours.length < SETTINGS_LIMITS.officeHoursMin || hours.length > SETTINGS_LIMITS.officeHoursMax)
    errors.officeHours = `Horario de atención: escriba entre ${SETTINGS_LIMITS.officeHoursMin} y ${SETTINGS_LIMITS.officeHoursMax} caracteres, por ejemplo «Lunes a viernes de 7:00 a. m. a 5:00 p. m.».`;
  const address = tidyText(s.officeAddress);
  if (address.length < SETTINGS_LIMITS.officeAddressMin || address.length > SETTINGS_LIMITS.officeAddressMax)
    errors.officeAddress = `Dirección de la sede principal: escriba entre ${SETTINGS_LIMITS.officeAddressMin} y ${SETTINGS_LIMITS.officeAddressMax} caracteres, por ejemplo «Carrera 50 # 52-14, Centro Administrativo Municipal».`;
  const banner = tidyText(s.maintenanceBannerText);
  if (s.maintenanceBannerEnabled && banner === "") errors.maintenanceBannerText = "Texto del aviso de mantenimiento: escríbalo antes de activar el aviso.";
  else if (banner.length > SETTINGS_LIMITS.bannerMax)
    errors.maintenanceBannerText = `Texto del aviso de mantenimiento: use como máximo ${SETTINGS_LIMITS.bannerMax} caracteres (tiene ${banner.length}).`;
  const mail = validateEmail(s.pqrsMailbox.trim());
  if (mail) errors.pqrsMailbox = `Buzón de notificación de PQRS: ${mail.charAt(0).toLowerCase()}${mail.slice(1)}`;
  identityErrors(s, errors);
  return errors;
}

/** The GOV.CO footer's identity fields (issue 35 §4): name, postal code, municipality, e-mails, networks. */
function identityErrors(s: SiteSettings, errors: Record<string, string>): void {
  const L = SETTINGS_LIMITS;
  const name = tidyText(s.entityName);
  if (name.length < L.entityNameMin || name.length > L.entityNameMax)
    errors.entityName = `Nombre de la entidad: escriba entre ${L.entityNameMin} y ${L.entityNameMax} caracteres, por ejemplo «Empresa Municipal de Servicios Públicos de San Rafael E.S.P.».`;
  if (!/^\d{6}$/.test(s.postalCode.replace(/\s/g, "")))
    errors.postalCode = "Código postal: escriba los 6 dígitos del código postal de la sede principal, por ejemplo 054470.";
  const city = tidyText(s.officeCity);
  if (city.length < L.officeCityMin || city.length > L.officeCityMax)
    errors.officeCity = `Municipio y departamento: escriba entre ${L.officeCityMin} y ${L.officeCityMax} caracteres, por ejemplo «San Rafael, Antioquia, Colombia».`;
  for (const key of ["institutionalEmail", "judicialEmail"] as const) {
    if (validateEmail(s[key].trim()) !== null)
      errors[key] = `${SETTING_LABELS[key]}: escriba una dirección de correo válida, por ejemplo nombre@entidad.gov.co.`;
  }
  for (const key of SOCIAL_KEYS) {
    const v = s[key].trim();
    if (v !== "" && !isHttpsUrl(v))
      errors[key] =
        `${SETTING_LABELS[key]}: escriba la dirección completa de la cuenta, que empiece por https:// (por ejemplo https://www.facebook.com/suentidad), o déjelo vacío para no mostrarla.`;
  }
}

/** The stored form: trimmed text, spaces collapsed, mailbox lower-cased. */
export function tidySettings(s: SiteSettings): SiteSettings {
  return {
    ...s,
    switchboard: tidyText(s.switchboard),
    freeLine: tidyText(s.freeLine),
    antiCorruptionLine: tidyText(s.antiCorruptionLine),
    whatsappLine: tidyText(s.whatsappLine),
    emergencyEnergy: tidyText(s.emergencyEnergy),
    emergencyWater: tidyText(s.emergencyWater),
    emergencyTelecom: tidyText(s.emergencyTelecom),
    officeHours: tidyText(s.officeHours),
    officeAddress: tidyText(s.officeAddress),
    maintenanceBannerText: tidyText(s.maintenanceBannerText),
    pqrsMailbox: s.pqrsMailbox.trim().toLowerCase(),
    entityName: tidyText(s.entityName),
    postalCode: s.postalCode.replace(/\s/g, ""),
    officeCity: tidyText(s.officeCity),
    institutionalEmail: s.institutionalEmail.trim().toLowerCase(),
    judicialEmail: s.judicialEmail.trim().toLowerCase(),
    facebookUrl: s.facebookUrl.trim(),
    xUrl: s.xUrl.trim(),
    instagramUrl: s.instagramUrl.trim(),
    youtubeUrl: s.youtubeUrl.trim(),
  };
}

/* ------------------------------------------------------------------ users and roles */

export const MANAGED_ROLES = [ROLES.user, ROLES.editor, ROLES.operator, ROLES.admin, ROLES.superAdmin] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];
/** Roles only a SUPER_ADMIN may grant or remove (DESIGN §5). */
export const PRIVILEGED_ROLES: readonly string[] = [ROLES.admin, ROLES.superAdmin];

export const ROLE_LABELS: Record<ManagedRole, string> = {
  USER: "Usuario",
  EDITOR: "Editor de contenidos",
  OPERATOR: "Operador de incidentes",
  ADMIN: "Administrador",
  SUPER_ADMIN: "Superadministrador",
};

export const USER_LIST_LIMITS = { pageSizeDefault: 20, pageSizeMax: 100, qMax: 100 } as const;

/** `GET /api/admin/users` as the screen asks it: numbers where the query string carries text. */
export type AdminUserQuery = Omit<Static<typeof AdminUserQueryStringSchema>, "page" | "pageSize"> & { page?: number; pageSize?: number };

export type UserStatusFilter = NonNullable<AdminUserQuery["status"]>;

export type AdminUser = SessionUser;

export type AdminUserPage = Static<typeof AdminUserPageSchema>;

export type AdminSession = Static<typeof AdminSessionSchema>;

export type AuditEntry = Static<typeof AuditEntrySchema>;

export type AuditPage = Static<typeof AuditPageSchema>;

/** `GET /api/admin/audit` as the screen asks it: numbers where the query string carries text. */
export type AuditQuery = Omit<Static<typeof AuditQueryStringSchema>, "page" | "pageSize"> & { page?: number; pageSize?: number };

export type AdminUserDetail = Static<typeof AdminUserDetailSchema>;

/** PATCH /admin/users/:id: any of the two. */
export type AdminUserPatch = Static<typeof AdminUserPatchSchema>;

/** Audit actions of the admin area. */
export const ADMIN_AUDIT_ACTIONS = {
  roles: "user.roles",
  activate: "user.activate",
  deactivate: "user.deactivate",
  resendVerification: "user.resend_verification",
  settings: "settings.update",
} as const;

/** Spanish names of every audited action, for the audit screens. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "user.roles": "Cambio de roles",
  "user.activate": "Activación de cuenta",
  "user.deactivate": "Desactivación de cuenta",
  "user.resend_verification": "Reenvío de verificación",
  "settings.update": "Cambio de configuración",
  "contract.link": "Contrato asociado",
  "contract.unlink": "Contrato desvinculado por enlace del aviso",
  "payment.late_approval_refund_due": "Pago aprobado tarde: reembolso pendiente",
  "collections.import": "Archivo de recaudo importado",
  "collections.duplicate": "Archivo de recaudo repetido (no se aplicó)",
  "collections.refused": "Archivo de recaudo rechazado",
  "collections.review": "Registro de recaudo revisado",
  "payment.refund": "Devolución de pago doble registrada",
  "tariff.publish": "Tarifa del mes publicada",
  "tariff.correct": "Tarifa corregida (nueva versión)",
  "document.upload": "Documento publicado",
  "document.update": "Datos de un documento corregidos",
  "document.replace": "Documento reemplazado por una nueva versión",
  "document.withdraw": "Documento retirado",
  "content.save": "Borrador de página guardado",
  "content.publish": "Página publicada",
  "content.schedule": "Publicación de página programada",
  "content.request_approval": "Publicación de página enviada a aprobación",
  "content.approve": "Publicación de página aprobada",
  "content.discard": "Borrador de página descartado",
  "content.restore": "Versión anterior de página recuperada como borrador",
  "content.publish_scheduled": "Página publicada a la hora programada",
  "outage.open": "Incidente abierto",
  "outage.update": "Incidente actualizado",
  "outage.restore": "Incidente cerrado: servicio restablecido",
  "outage.merge_report": "Reporte de falla unido a un incidente",
  "news.create": "Noticia creada",
  "news.update": "Noticia editada",
  "news.delete": "Noticia eliminada",
  "news.publish": "Noticia publicada",
  "news.unpublish": "Noticia despublicada",
  "news.schedule": "Publicación programada",
  "news.image.upload": "Imagen de noticia cargada",
  "case.assign": "PQRS asignada",
  "case.respond": "PQRS respondida",
  "case.extend": "PQRS prorrogada",
  "case.close": "PQRS cerrada",
};

/* ------------------------------------------------------------------ dashboard */

/** `GET /api/admin/summary`: the figures of /admin/dashboard, each with what it compares against (issue 21). */
export type AdminSummary = Static<typeof AdminSummarySchema>;

export type TodayPayment = Static<typeof TodayPaymentSchema>;
