import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { CASE_STATUS_LABELS } from "../../../../shared/pqrs/catalog";
import { STATUS_LABELS } from "../../../../shared/news";
import { roleLabel } from "../../adminRoles";

/**
 * Issue 33: the audit log names the fields it shows, in Spanish, instead of the stored snapshots'
 * keys (`bodyHtml`, `isActive`…); the key stays in the line's tooltip. A field not listed shows its key.
 */
const FIELD = defineMessages({
  // News
  slug: { id: "admin.audit.field.slug", defaultMessage: "Dirección de la página" },
  title: { id: "admin.audit.field.title", defaultMessage: "Título" },
  summary: { id: "admin.audit.field.summary", defaultMessage: "Resumen" },
  bodyHtml: { id: "admin.audit.field.bodyHtml", defaultMessage: "Texto" },
  category: { id: "admin.audit.field.category", defaultMessage: "Categoría" },
  tags: { id: "admin.audit.field.tags", defaultMessage: "Etiquetas" },
  imageId: { id: "admin.audit.field.imageId", defaultMessage: "Imagen" },
  imageAlt: { id: "admin.audit.field.imageAlt", defaultMessage: "Descripción de la imagen" },
  status: { id: "admin.audit.field.status", defaultMessage: "Estado" },
  publishAt: { id: "admin.audit.field.publishAt", defaultMessage: "Fecha de publicación" },
  cut: { id: "admin.audit.field.cut", defaultMessage: "Corte programado" },
  contentType: { id: "admin.audit.field.contentType", defaultMessage: "Tipo de archivo" },
  bytes: { id: "admin.audit.field.bytes", defaultMessage: "Tamaño en bytes" },
  // Accounts
  roles: { id: "admin.audit.field.roles", defaultMessage: "Roles" },
  isActive: { id: "admin.audit.field.isActive", defaultMessage: "Cuenta activa" },
  sessionsClosed: { id: "admin.audit.field.sessionsClosed", defaultMessage: "Sesiones cerradas" },
  email: { id: "admin.audit.field.email", defaultMessage: "Correo" },
  account: { id: "admin.audit.field.account", defaultMessage: "Cuenta" },
  notified: { id: "admin.audit.field.notified", defaultMessage: "Avisados" },
  // PQRS
  assigneeId: { id: "admin.audit.field.assigneeId", defaultMessage: "Agente asignado" },
  dueDate: { id: "admin.audit.field.dueDate", defaultMessage: "Vence" },
  extensionReason: { id: "admin.audit.field.extensionReason", defaultMessage: "Motivo de la prórroga" },
  response: { id: "admin.audit.field.response", defaultMessage: "Respuesta" },
  closingNote: { id: "admin.audit.field.closingNote", defaultMessage: "Nota de cierre" },
  // Site settings
  switchboard: { id: "admin.audit.field.switchboard", defaultMessage: "Conmutador" },
  freeLine: { id: "admin.audit.field.freeLine", defaultMessage: "Línea gratuita" },
  antiCorruptionLine: { id: "admin.audit.field.antiCorruptionLine", defaultMessage: "Línea anticorrupción" },
  emergencyEnergy: { id: "admin.audit.field.emergencyEnergy", defaultMessage: "Emergencias de energía" },
  emergencyWater: { id: "admin.audit.field.emergencyWater", defaultMessage: "Emergencias de acueducto" },
  emergencyTelecom: { id: "admin.audit.field.emergencyTelecom", defaultMessage: "Emergencias de telecomunicaciones" },
  officeHours: { id: "admin.audit.field.officeHours", defaultMessage: "Horario de atención" },
  maintenanceBannerEnabled: { id: "admin.audit.field.maintenanceBannerEnabled", defaultMessage: "Aviso de mantenimiento visible" },
  maintenanceBannerText: { id: "admin.audit.field.maintenanceBannerText", defaultMessage: "Texto del aviso de mantenimiento" },
  chatEnabled: { id: "admin.audit.field.chatEnabled", defaultMessage: "Asistente visible" },
  pqrsMailbox: { id: "admin.audit.field.pqrsMailbox", defaultMessage: "Buzón de PQRS" },
  contentRequiresApproval: { id: "admin.audit.field.contentRequiresApproval", defaultMessage: "Publicación con aprobación" },
  entityName: { id: "admin.audit.field.entityName", defaultMessage: "Nombre de la entidad" },
  postalCode: { id: "admin.audit.field.postalCode", defaultMessage: "Código postal" },
  officeCity: { id: "admin.audit.field.officeCity", defaultMessage: "Municipio y departamento" },
  institutionalEmail: { id: "admin.audit.field.institutionalEmail", defaultMessage: "Correo institucional" },
  judicialEmail: { id: "admin.audit.field.judicialEmail", defaultMessage: "Correo de notificaciones judiciales" },
  facebookUrl: { id: "admin.audit.field.facebookUrl", defaultMessage: "Facebook" },
  xUrl: { id: "admin.audit.field.xUrl", defaultMessage: "X" },
  instagramUrl: { id: "admin.audit.field.instagramUrl", defaultMessage: "Instagram" },
  youtubeUrl: { id: "admin.audit.field.youtubeUrl", defaultMessage: "YouTube" },
  // Payments and collections
  fileName: { id: "admin.audit.field.fileName", defaultMessage: "Archivo" },
  refundDue: { id: "admin.audit.field.refundDue", defaultMessage: "Reembolso pendiente" },
  refundedAt: { id: "admin.audit.field.refundedAt", defaultMessage: "Reembolsado el" },
  amountText: { id: "admin.audit.field.amountText", defaultMessage: "Valor" },
  note: { id: "admin.audit.field.note", defaultMessage: "Nota" },
  outcome: { id: "admin.audit.field.outcome", defaultMessage: "Resultado" },
  reviewNote: { id: "admin.audit.field.reviewNote", defaultMessage: "Nota de revisión" },
});

const VALUE = defineMessages({
  yes: { id: "admin.audit.value.yes", defaultMessage: "Sí" },
  no: { id: "admin.audit.value.no", defaultMessage: "No" },
});

/** A field's Spanish name; an unknown one keeps its key. */
export function auditFieldLabel(intl: IntlShape, field: string): string {
  const m = (FIELD as Record<string, MessageDescriptor | undefined>)[field];
  return m ? intl.formatMessage(m) : field;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A stored value as a person reads it, or undefined to show it as stored: yes/no for flags, role
 * and state names for codes, dates in Colombian form. `instant` formats an ISO instant.
 */
export function auditValueText(intl: IntlShape, field: string, v: unknown, instant: (iso: string) => string): string | undefined {
  if (typeof v === "boolean") return intl.formatMessage(v ? VALUE.yes : VALUE.no);
  if (field === "roles" && Array.isArray(v)) return v.map((r) => roleLabel(String(r))).join(", ");
  if (field === "status" && typeof v === "string") {
    return (STATUS_LABELS as Record<string, string>)[v] ?? (CASE_STATUS_LABELS as Record<string, string>)[v];
  }
  if (typeof v === "string" && ISO_INSTANT.test(v)) return instant(v);
  return undefined;
}
