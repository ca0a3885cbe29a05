import { defineMessages, type MessageDescriptor } from "react-intl";
import type { OutageAreaKind, OutageStatus } from "../../../../shared/outages";

/** The texts of /admin/incidentes (issue 36 §1). The form's problems are the store's, in Spanish like the server's. */
export const outagesMessages = defineMessages({
  title: { id: "admin.outages.title", defaultMessage: "Incidentes y daños" },
  intro: {
    id: "admin.outages.intro",
    defaultMessage:
      "Abra un incidente cuando un daño deja sin servicio a un sector, y manténgalo al día: su estado, la hora estimada de restablecimiento y una nota para el público. Cada cambio se publica con su hora en la página del incidente, y los suscritos a los avisos de los barrios afectados reciben un correo.",
  },
  open: { id: "admin.outages.open", defaultMessage: "Abrir incidente" },
  loading: { id: "admin.outages.loading", defaultMessage: "Cargando los incidentes…" },
  loadProblem: { id: "admin.outages.loadProblem", defaultMessage: "No fue posible cargar los incidentes." },
  retry: { id: "admin.outages.retry", defaultMessage: "Intentar de nuevo" },
  currentTitle: { id: "admin.outages.current.title", defaultMessage: "Incidentes en curso" },
  restoredTitle: { id: "admin.outages.restored.title", defaultMessage: "Restablecidos en los últimos 30 días" },
  emptyTitle: { id: "admin.outages.empty.title", defaultMessage: "No hay incidentes en curso" },
  emptyText: {
    id: "admin.outages.empty.text",
    defaultMessage: "Cuando un daño deje sin servicio a un barrio, una vereda o un contrato, ábralo con «Abrir incidente».",
  },
  noRestored: { id: "admin.outages.restored.none", defaultMessage: "Ningún incidente se cerró en los últimos 30 días." },
  // A card
  service: { id: "admin.outages.card.service", defaultMessage: "Servicio" },
  status: { id: "admin.outages.card.status", defaultMessage: "Estado" },
  areas: { id: "admin.outages.card.areas", defaultMessage: "Zonas" },
  started: { id: "admin.outages.card.started", defaultMessage: "Inicio" },
  etr: { id: "admin.outages.card.etr", defaultMessage: "Restablecimiento estimado" },
  noEtr: { id: "admin.outages.card.noEtr", defaultMessage: "Sin hora estimada" },
  restoredAt: { id: "admin.outages.card.restoredAt", defaultMessage: "Restablecido" },
  reports: { id: "admin.outages.card.reports", defaultMessage: "Reportes de falla unidos" },
  manage: { id: "admin.outages.card.manage", defaultMessage: "Gestionar" },
  manageNamed: { id: "admin.outages.card.manageNamed", defaultMessage: "Gestionar el incidente {reference}" },
  publicPage: { id: "admin.outages.card.publicPage", defaultMessage: "Página pública" },
  publicPageNamed: { id: "admin.outages.card.publicPageNamed", defaultMessage: "Página pública del incidente {reference}" },
  kindBarrio: { id: "admin.outages.area.barrio", defaultMessage: "Barrio {name}" },
  kindVereda: { id: "admin.outages.area.vereda", defaultMessage: "{name}" },
  kindContract: { id: "admin.outages.area.contract", defaultMessage: "Contrato {name}" },
  // Statuses
  statusReported: { id: "admin.outages.status.reported", defaultMessage: "Reportado" },
  statusCrew: { id: "admin.outages.status.crewAssigned", defaultMessage: "Cuadrilla asignada" },
  statusWorking: { id: "admin.outages.status.working", defaultMessage: "En reparación" },
  statusRestored: { id: "admin.outages.status.restored", defaultMessage: "Restablecido" },
  // The "Abrir incidente" form
  formTitle: { id: "admin.outages.form.title", defaultMessage: "Abrir un incidente" },
  choose: { id: "admin.outages.form.choose", defaultMessage: "Elija el servicio" },
  barrios: { id: "admin.outages.form.barrios", defaultMessage: "Barrios y veredas afectados" },
  barriosHint: {
    id: "admin.outages.form.barriosHint",
    defaultMessage: "Escriba para buscar en la lista y elija uno o varios; los elegidos aparecen debajo.",
  },
  barriosPlaceholder: { id: "admin.outages.form.barriosPlaceholder", defaultMessage: "Buscar barrio o vereda" },
  noMatch: { id: "admin.outages.form.noMatch", defaultMessage: "Ningún barrio ni vereda se llama así." },
  chosen: { id: "admin.outages.form.chosen", defaultMessage: "Zonas elegidas" },
  remove: { id: "admin.outages.form.remove", defaultMessage: "Quitar {name}" },
  contracts: { id: "admin.outages.form.contracts", defaultMessage: "Contratos afectados (opcional)" },
  contractsHint: {
    id: "admin.outages.form.contractsHint",
    defaultMessage: "Para un daño que afecta pocas casas: sus números de contrato, separados por comas. El público no los ve.",
  },
  cause: { id: "admin.outages.form.cause", defaultMessage: "Causa (opcional)" },
  causeHint: { id: "admin.outages.form.causeHint", defaultMessage: "Lo que se sabe, por ejemplo «Transformador averiado en la calle 10»." },
  startDate: { id: "admin.outages.form.startDate", defaultMessage: "Fecha de inicio" },
  startTime: { id: "admin.outages.form.startTime", defaultMessage: "Hora de inicio" },
  startHint: { id: "admin.outages.form.startHint", defaultMessage: "Hora de Colombia. Empieza con este momento; cámbiela si el daño empezó antes." },
  etrDate: { id: "admin.outages.form.etrDate", defaultMessage: "Fecha estimada de restablecimiento (opcional)" },
  etrTime: { id: "admin.outages.form.etrTime", defaultMessage: "Hora estimada de restablecimiento" },
  note: { id: "admin.outages.form.note", defaultMessage: "Nota pública (opcional)" },
  noteHint: { id: "admin.outages.form.noteHint", defaultMessage: "Se publica en la página del incidente: qué pasa y qué puede hacer la gente." },
  submit: { id: "admin.outages.form.submit", defaultMessage: "Abrir incidente" },
  cancel: { id: "admin.outages.form.cancel", defaultMessage: "Cancelar" },
  opened: { id: "admin.outages.opened", defaultMessage: "Se abrió el incidente {reference}." },
  // Managing one incident
  panelTitle: { id: "admin.outages.panel.title", defaultMessage: "Incidente {reference}" },
  close: { id: "admin.outages.panel.close", defaultMessage: "Volver a la lista" },
  statusSection: { id: "admin.outages.panel.statusSection", defaultMessage: "Estado" },
  newStatus: { id: "admin.outages.panel.newStatus", defaultMessage: "Nuevo estado" },
  changeStatus: { id: "admin.outages.panel.changeStatus", defaultMessage: "Cambiar estado" },
  etrSection: { id: "admin.outages.panel.etrSection", defaultMessage: "Hora estimada de restablecimiento" },
  etrNewDate: { id: "admin.outages.panel.etrNewDate", defaultMessage: "Nueva fecha estimada" },
  etrNewTime: { id: "admin.outages.panel.etrNewTime", defaultMessage: "Nueva hora estimada" },
  etrHint: { id: "admin.outages.panel.etrHint", defaultMessage: "La página pública muestra también la hora anterior." },
  moveEtr: { id: "admin.outages.panel.moveEtr", defaultMessage: "Mover la hora estimada" },
  clearEtr: { id: "admin.outages.panel.clearEtr", defaultMessage: "Quitar la hora estimada" },
  noteSection: { id: "admin.outages.panel.noteSection", defaultMessage: "Nota pública" },
  saveNote: { id: "admin.outages.panel.saveNote", defaultMessage: "Guardar nota" },
  reportSection: { id: "admin.outages.panel.reportSection", defaultMessage: "Reportes de falla" },
  report: { id: "admin.outages.panel.report", defaultMessage: "Radicado del reporte de falla" },
  reportHint: { id: "admin.outages.panel.reportHint", defaultMessage: "Por ejemplo FAL-2026-000123. A quien lo reportó se le avisa cuando se restablezca." },
  mergeReport: { id: "admin.outages.panel.mergeReport", defaultMessage: "Unir reporte" },
  noReports: { id: "admin.outages.panel.noReports", defaultMessage: "Ningún reporte unido todavía." },
  restoreSection: { id: "admin.outages.panel.restoreSection", defaultMessage: "Cerrar el incidente" },
  restoreHint: {
    id: "admin.outages.panel.restoreHint",
    defaultMessage: "Cuando el servicio volvió: escriba la hora del restablecimiento (no antes del inicio). Después el incidente no admite cambios.",
  },
  restoredDate: { id: "admin.outages.panel.restoredDate", defaultMessage: "Fecha de restablecimiento" },
  restoredTime: { id: "admin.outages.panel.restoredTime", defaultMessage: "Hora de restablecimiento" },
  restore: { id: "admin.outages.panel.restore", defaultMessage: "Cerrar incidente: servicio restablecido" },
  closedText: { id: "admin.outages.panel.closed", defaultMessage: "Este incidente se cerró el {at}: no admite más cambios." },
  history: { id: "admin.outages.panel.history", defaultMessage: "Historia" },
  historyEtr: { id: "admin.outages.panel.historyEtr", defaultMessage: "hora estimada {etr}" },
  historyEtrMoved: { id: "admin.outages.panel.historyEtrMoved", defaultMessage: "hora estimada {etr} (antes: {previous})" },
  historyNote: { id: "admin.outages.panel.historyNote", defaultMessage: "nota: {note}" },
});

const t = outagesMessages;

export const STATUS_MESSAGES: Record<OutageStatus, MessageDescriptor> = {
  reported: t.statusReported,
  crew_assigned: t.statusCrew,
  working: t.statusWorking,
  restored: t.statusRestored,
};

export const AREA_MESSAGES: Record<OutageAreaKind, MessageDescriptor> = {
  barrio: t.kindBarrio,
  vereda: t.kindVereda,
  contract: t.kindContract,
};
