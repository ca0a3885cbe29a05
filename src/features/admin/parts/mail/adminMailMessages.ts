import { defineMessages } from "react-intl";

/** The texts of the mail outbox (/admin/correo). */
export const mailMessages = defineMessages({
  // Issue 33: most of the outbox may never have been sent; the heading says which mail is listed.
  title: { id: "admin.mail.title", defaultMessage: "Correo del portal" },
  titleKept: { id: "admin.mail.title.kept", defaultMessage: "Correo guardado sin enviar" },
  titlePending: { id: "admin.mail.title.pending", defaultMessage: "Correo pendiente de envío" },
  titleSent: { id: "admin.mail.title.sent", defaultMessage: "Correo enviado" },
  titleFailed: { id: "admin.mail.title.failed", defaultMessage: "Correo que no se pudo enviar" },
  titleSuppressed: { id: "admin.mail.title.suppressed", defaultMessage: "Correo suprimido" },
  intro: {
    id: "admin.mail.intro",
    defaultMessage:
      "Los correos que el portal escribió, los más recientes primero: a quién, el asunto, si se entregó, los intentos y el último error. Abra uno para leerlo con sus enlaces.",
  },
  filtersTitle: { id: "admin.mail.filters.title", defaultMessage: "Filtrar los correos" },
  to: { id: "admin.mail.filters.to", defaultMessage: "Destinatario" },
  toHint: { id: "admin.mail.filters.toHint", defaultMessage: "La dirección completa, por ejemplo ana@correo.co." },
  state: { id: "admin.mail.filters.state", defaultMessage: "Estado" },
  allStates: { id: "admin.mail.filters.allStates", defaultMessage: "Todos" },
  apply: { id: "admin.mail.filters.apply", defaultMessage: "Aplicar filtros" },
  clear: { id: "admin.mail.filters.clear", defaultMessage: "Quitar filtros" },
  refresh: { id: "admin.mail.refresh", defaultMessage: "Actualizar" },
  stateKept: { id: "admin.mail.state.kept", defaultMessage: "Guardado (sin SMTP)" },
  statePending: { id: "admin.mail.state.pending", defaultMessage: "Pendiente" },
  stateSent: { id: "admin.mail.state.sent", defaultMessage: "Enviado" },
  stateFailed: { id: "admin.mail.state.failed", defaultMessage: "Fallido" },
  stateSuppressed: { id: "admin.mail.state.suppressed", defaultMessage: "Suprimido (límite por destinatario)" },
  suppressedReason: { id: "admin.mail.item.suppressedReason", defaultMessage: "Motivo" },
  loading: { id: "admin.mail.loading", defaultMessage: "Cargando los correos…" },
  loadError: { id: "admin.mail.loadError", defaultMessage: "No fue posible cargar los correos." },
  retry: { id: "admin.mail.retry", defaultMessage: "Intentar de nuevo" },
  count: { id: "admin.mail.count", defaultMessage: "{count, plural, =0 {Ningún correo} one {# correo} other {# correos}} con estos filtros" },
  empty: {
    id: "admin.mail.empty",
    defaultMessage:
      "Aquí aparece cada correo que envía el portal: la verificación de una cuenta nueva, el enlace para restablecer una contraseña, los avisos de cortes. Si aplicó filtros, quítelos para ver todos.",
  },
  listLabel: { id: "admin.mail.list", defaultMessage: "Correos, los más recientes primero" },
  toLabel: { id: "admin.mail.item.to", defaultMessage: "Para" },
  created: { id: "admin.mail.item.created", defaultMessage: "Escrito" },
  sent: { id: "admin.mail.item.sent", defaultMessage: "Enviado" },
  attempts: { id: "admin.mail.item.attempts", defaultMessage: "{count, plural, =0 {Sin intentos de envío} one {# intento} other {# intentos}}" },
  lastError: { id: "admin.mail.item.lastError", defaultMessage: "Último error" },
  nextAttempt: { id: "admin.mail.item.nextAttempt", defaultMessage: "Próximo intento" },
  open: { id: "admin.mail.item.open", defaultMessage: "Abrir el correo «{subject}» para {to}" },
  detailTitle: { id: "admin.mail.detail.title", defaultMessage: "Correo: {subject}" },
  detailBody: { id: "admin.mail.detail.body", defaultMessage: "Mensaje" },
  detailLink: { id: "admin.mail.detail.link", defaultMessage: "Enlace del correo" },
  foreignLinks: {
    id: "admin.mail.detail.foreignLinks",
    defaultMessage: "Solo las direcciones del propio portal son enlaces; las demás se muestran como texto, sin abrirlas.",
  },
  close: { id: "admin.mail.detail.close", defaultMessage: "Cerrar el correo" },
  noSubject: { id: "admin.mail.noSubject", defaultMessage: "(sin asunto)" },
});
