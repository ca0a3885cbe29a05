import { defineMessages } from "react-intl";

/** The texts of the dashboard's headline cards ("De un vistazo"). */
export const glanceMessages = defineMessages({
  sectionTitle: { id: "admin.glance.title", defaultMessage: "De un vistazo" },
  openTitle: { id: "admin.glance.open.title", defaultMessage: "PQRS abiertas" },
  openNote: { id: "admin.glance.open.note", defaultMessage: "Radicadas o en trámite, sin respuesta aún." },
  openCaption: { id: "admin.glance.open.caption", defaultMessage: "PQRS abiertas al final de cada día" },
  openLink: { id: "admin.glance.open.link", defaultMessage: "Ver las PQRS" },
  overdueTitle: { id: "admin.glance.overdue.title", defaultMessage: "PQRS vencidas" },
  overdueNote: { id: "admin.glance.overdue.note", defaultMessage: "Abiertas después de su fecha límite legal." },
  dueSoon: { id: "admin.glance.overdue.dueSoon", defaultMessage: "{count, plural, one {# más vence} other {# más vencen}} en 3 días hábiles o menos" },
  overdueCaption: { id: "admin.glance.overdue.caption", defaultMessage: "PQRS vencidas al final de cada día" },
  overdueLink: { id: "admin.glance.overdue.link", defaultMessage: "Ver las PQRS vencidas" },
  paymentsTitle: { id: "admin.glance.payments.title", defaultMessage: "Pagos de hoy" },
  paymentsNote: {
    id: "admin.glance.payments.note",
    defaultMessage:
      "{count, plural, one {# pago aprobado} other {# pagos aprobados}}; {pending, plural, one {# pendiente} other {# pendientes}} y {rejected, plural, one {# rechazado} other {# rechazados}}",
  },
  paymentsCaption: { id: "admin.glance.payments.caption", defaultMessage: "Pagos aprobados cada día" },
  paymentsLink: { id: "admin.glance.payments.link", defaultMessage: "Ver los pagos de hoy" },
  visitsTitle: { id: "admin.glance.visits.title", defaultMessage: "Visitas este mes" },
  visitsNote: {
    id: "admin.glance.visits.note",
    defaultMessage:
      "Páginas vistas por {unique, plural, one {# visitante único} other {# visitantes únicos}} en {sessions, plural, one {# sesión} other {# sesiones}} (sin cookies de visitante, cada sesión cuenta como un visitante)",
  },
  visitsUnavailable: { id: "admin.glance.visits.unavailable", defaultMessage: "Las visitas no se pudieron leer en este momento." },
  visitsCaption: { id: "admin.glance.visits.caption", defaultMessage: "Páginas vistas cada día" },
  visitsLink: { id: "admin.glance.visits.link", defaultMessage: "Ver las métricas del sitio" },
  usersTitle: { id: "admin.glance.users.title", defaultMessage: "Usuarios" },
  usersNote: { id: "admin.glance.users.note", defaultMessage: "{count, plural, one {# cuenta nueva} other {# cuentas nuevas}} este mes" },
  usersCaption: { id: "admin.glance.users.caption", defaultMessage: "Cuentas nuevas cada día" },
  usersLink: { id: "admin.glance.users.link", defaultMessage: "Ver los usuarios" },
  // Trends
  vsDay: { id: "admin.glance.vsDay", defaultMessage: "frente al {date}" },
  vsMonth: { id: "admin.glance.vsMonth", defaultMessage: "frente al mismo periodo de {month}" },
  vsYesterday: { id: "admin.glance.vsYesterday", defaultMessage: "frente a ayer a esta hora" },
  same: { id: "admin.glance.same", defaultMessage: "Sin cambio" },
  trend: { id: "admin.glance.trend", defaultMessage: "{change} {comparedWith} ({previous})" },
  newTrend: { id: "admin.glance.newTrend", defaultMessage: "Cuentas nuevas: {trend}" },
  // Series
  colDay: { id: "admin.glance.colDay", defaultMessage: "Día" },
  colCount: { id: "admin.glance.colCount", defaultMessage: "Cantidad" },
  colPayments: { id: "admin.glance.colPayments", defaultMessage: "Pagos aprobados" },
  colAmount: { id: "admin.glance.colAmount", defaultMessage: "Valor" },
  seriesCaption: { id: "admin.glance.seriesCaption", defaultMessage: "{caption}, del {from} al {to}" },
  chartSummary: {
    id: "admin.glance.chartSummary",
    defaultMessage: "{caption}, del {from} al {to}: {first} el primer día y {last} hoy; el valor más alto, {max}, el {maxDay}.",
  },
});
