import { defineMessages } from "react-intl";

/** The texts of /admin/dashboard (the headline cards have theirs in glanceMessages). */
export const dashboardMessages = defineMessages({
  title: { id: "admin.dashboard.title", defaultMessage: "Panel de administración" },
  intro: {
    id: "admin.dashboard.intro",
    defaultMessage: "Resumen del portal: usuarios, PQRS, noticias, visitas y pagos. Cada cifra lleva a su detalle.",
  },
  generatedAt: { id: "admin.dashboard.generatedAt", defaultMessage: "Cifras al {date}" },
  refresh: { id: "admin.dashboard.refresh", defaultMessage: "Actualizar" },
  refreshing: { id: "admin.dashboard.refreshing", defaultMessage: "Actualizando las cifras…" },
  refreshed: { id: "admin.dashboard.refreshed", defaultMessage: "Cifras actualizadas." },
  loading: { id: "admin.dashboard.loading", defaultMessage: "Cargando el panel…" },
  loadFailed: {
    id: "admin.dashboard.loadFailed",
    defaultMessage: "No fue posible cargar las cifras del panel. Inténtelo de nuevo; mientras tanto, los accesos rápidos siguen disponibles.",
  },
  retryNow: { id: "admin.dashboard.retryNow", defaultMessage: "Reintentar" },
  moreTitle: { id: "admin.dashboard.more.title", defaultMessage: "Más cifras" },
  // Quick links
  linksTitle: { id: "admin.dashboard.links.title", defaultMessage: "Accesos rápidos" },
  linkUsers: { id: "admin.dashboard.links.users", defaultMessage: "Usuarios" },
  linkSettings: { id: "admin.dashboard.links.settings", defaultMessage: "Configuración" },
  linkPqrs: { id: "admin.dashboard.links.pqrs", defaultMessage: "PQRS" },
  linkNews: { id: "admin.dashboard.links.news", defaultMessage: "Noticias" },
  linkAudit: { id: "admin.dashboard.links.audit", defaultMessage: "Registro de auditoría" },
  // Users
  usersTitle: { id: "admin.dashboard.users.title", defaultMessage: "Usuarios" },
  usersVerified: {
    id: "admin.dashboard.users.verified",
    defaultMessage: "{share} con el correo verificado ({count, plural, one {# usuario} other {# usuarios}})",
  },
  usersUnverified: { id: "admin.dashboard.users.unverified", defaultMessage: "Ver los usuarios sin verificar" },
  usersActive: {
    id: "admin.dashboard.users.active",
    defaultMessage: "{count, plural, one {# usuario activo} other {# usuarios activos}}",
  },
  // News
  newsTitle: { id: "admin.dashboard.news.title", defaultMessage: "Noticias" },
  newsPublished: {
    id: "admin.dashboard.news.published",
    defaultMessage: "{count, plural, one {# noticia publicada este mes} other {# noticias publicadas este mes}}",
  },
  newsScheduled: {
    id: "admin.dashboard.news.scheduled",
    defaultMessage: "{count, plural, one {# noticia programada} other {# noticias programadas}}",
  },
  newsDrafts: {
    id: "admin.dashboard.news.drafts",
    defaultMessage: "{count, plural, one {# borrador de noticia} other {# borradores de noticias}}",
  },
  // Visits
  visitsTitle: { id: "admin.dashboard.visits.title", defaultMessage: "Visitas este mes" },
  visitsUnavailable: {
    id: "admin.dashboard.visits.unavailable",
    defaultMessage: "Las métricas de visitas no están disponibles en este momento.",
  },
  topPagesCaption: { id: "admin.dashboard.visits.topPages", defaultMessage: "Páginas más visitadas" },
  topPagesEmpty: { id: "admin.dashboard.visits.topPagesEmpty", defaultMessage: "Aún no hay visitas registradas este mes." },
  colPage: { id: "admin.dashboard.visits.colPage", defaultMessage: "Página" },
  colViews: { id: "admin.dashboard.visits.colViews", defaultMessage: "Páginas vistas" },
  // Payments
  paymentsDetailTitle: { id: "admin.dashboard.payments.detailTitle", defaultMessage: "Detalle de los pagos de hoy" },
  paymentsCaption: { id: "admin.dashboard.payments.caption", defaultMessage: "Pagos recibidos hoy" },
  paymentsEmpty: { id: "admin.dashboard.payments.empty", defaultMessage: "Aún no hay pagos hoy." },
  colReference: { id: "admin.dashboard.payments.colReference", defaultMessage: "Referencia" },
  colContract: { id: "admin.dashboard.payments.colContract", defaultMessage: "Contrato" },
  colAmount: { id: "admin.dashboard.payments.colAmount", defaultMessage: "Valor" },
  colMethod: { id: "admin.dashboard.payments.colMethod", defaultMessage: "Medio de pago" },
  colStatus: { id: "admin.dashboard.payments.colStatus", defaultMessage: "Estado" },
  colTime: { id: "admin.dashboard.payments.colTime", defaultMessage: "Hora" },
});
