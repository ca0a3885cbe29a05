import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { Badge, Body1, Button, Caption1, Field, Input, Select, Spinner, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { LoadProblem } from "../../components/LoadProblem";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { breakableEmail } from "../../components/breakableEmail";
import { DataTable } from "../../components/charts/DataTable";
import { useSearchParamsUpdate } from "../../components/useSearchParamsUpdate";
import { fm, useLoad } from "../../components/useLoad";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import { saveBlob } from "../../services/billingApi";
import type { PqrsApi } from "../../services/pqrsApi";
import { TIME_ZONE } from "../../shared/constants";
import {
  CASE_FORMS,
  CASE_KINDS,
  CASE_LIMITS,
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  DUE_STATE_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  PQRS_SERVICES,
  PQRS_SERVICE_LABELS,
  PQRS_TYPES,
  PQRS_TYPE_LABELS,
  REQUEST_KIND_LABELS,
  type Agent,
  type AgentCaseDetail,
  type AgentCaseFilter,
  type AgentCaseList,
  type AgentCaseSummary,
  type CaseEvent,
  type CaseStatus,
  type DueState,
  type PqrsService,
  type PqrsType,
  type RequestKind,
} from "../../shared/pqrs";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { usePqrsApi } from "./pqrsApiHook";

const t = defineMessages({
  title: { id: "pqrs.admin.title", defaultMessage: "PQRS y solicitudes" },
  intro: {
    id: "pqrs.admin.intro",
    defaultMessage:
      "Bandeja de las PQRS y de las demás solicitudes radicadas en el portal. Asigne cada caso, respóndalo dentro del término legal y deje constancia de las prórrogas y del cierre.",
  },
  countsTitle: { id: "pqrs.admin.counts.title", defaultMessage: "Resumen de la bandeja" },
  countOpen: { id: "pqrs.admin.counts.open", defaultMessage: "{count, plural, one {# abierta} other {# abiertas}}" },
  countOverdue: { id: "pqrs.admin.counts.overdue", defaultMessage: "{count, plural, one {# vencida} other {# vencidas}}" },
  countDueSoon: { id: "pqrs.admin.counts.dueSoon", defaultMessage: "{count} por vencer" },
  filtersTitle: { id: "pqrs.admin.filters.title", defaultMessage: "Filtrar la bandeja" },
  status: { id: "pqrs.admin.filters.status", defaultMessage: "Estado" },
  allStatuses: { id: "pqrs.admin.filters.allStatuses", defaultMessage: "Todos los estados" },
  kind: { id: "pqrs.admin.filters.kind", defaultMessage: "Clase de solicitud" },
  allKinds: { id: "pqrs.admin.filters.allKinds", defaultMessage: "Todas las clases" },
  type: { id: "pqrs.admin.filters.type", defaultMessage: "Tipo de PQRS" },
  allTypes: { id: "pqrs.admin.filters.allTypes", defaultMessage: "Todos los tipos" },
  service: { id: "pqrs.admin.filters.service", defaultMessage: "Servicio" },
  allServices: { id: "pqrs.admin.filters.allServices", defaultMessage: "Todos los servicios" },
  due: { id: "pqrs.admin.filters.due", defaultMessage: "Vencimiento" },
  anyDue: { id: "pqrs.admin.filters.anyDue", defaultMessage: "Cualquier vencimiento" },
  dueOverdue: { id: "pqrs.admin.filters.dueOverdue", defaultMessage: "Vencidas" },
  dueSoon: { id: "pqrs.admin.filters.dueSoon", defaultMessage: "Por vencer (3 días hábiles o menos)" },
  assigned: { id: "pqrs.admin.filters.assigned", defaultMessage: "Responsable" },
  anyAssigned: { id: "pqrs.admin.filters.anyAssigned", defaultMessage: "Cualquier responsable" },
  assignedMe: { id: "pqrs.admin.filters.assignedMe", defaultMessage: "Asignadas a mí" },
  assignedNone: { id: "pqrs.admin.filters.assignedNone", defaultMessage: "Sin asignar" },
  q: { id: "pqrs.admin.filters.q", defaultMessage: "Buscar" },
  qHint: { id: "pqrs.admin.filters.qHint", defaultMessage: "Radicado, asunto o nombre del solicitante." },
  apply: { id: "pqrs.admin.filters.apply", defaultMessage: "Aplicar filtros" },
  clear: { id: "pqrs.admin.filters.clear", defaultMessage: "Quitar filtros" },
  loading: { id: "pqrs.admin.loading", defaultMessage: "Cargando…" },
  loadError: { id: "pqrs.admin.loadError", defaultMessage: "No fue posible cargar la bandeja." },
  retry: { id: "pqrs.admin.retry", defaultMessage: "Intentar de nuevo" },
  total: { id: "pqrs.admin.total", defaultMessage: "{total, plural, =0 {Ningún caso} one {# caso} other {# casos}} con estos filtros" },
  empty: { id: "pqrs.admin.empty", defaultMessage: "No hay casos con estos filtros." },
  caption: { id: "pqrs.admin.table.caption", defaultMessage: "Casos, página {page} de {pages}" },
  colRadicado: { id: "pqrs.admin.table.radicado", defaultMessage: "Radicado" },
  colType: { id: "pqrs.admin.table.type", defaultMessage: "Tipo" },
  colSubject: { id: "pqrs.admin.table.subject", defaultMessage: "Asunto" },
  colApplicant: { id: "pqrs.admin.table.applicant", defaultMessage: "Solicitante" },
  colFiled: { id: "pqrs.admin.table.filed", defaultMessage: "Radicada" },
  colDue: { id: "pqrs.admin.table.due", defaultMessage: "Vence" },
  colDaysLeft: { id: "pqrs.admin.table.daysLeft", defaultMessage: "Días hábiles restantes" },
  colStatus: { id: "pqrs.admin.table.status", defaultMessage: "Estado" },
  colAssignee: { id: "pqrs.admin.table.assignee", defaultMessage: "Responsable" },
  openCase: { id: "pqrs.admin.table.open", defaultMessage: "Ver el caso {radicado}" },
  noTerm: { id: "pqrs.admin.noTerm", defaultMessage: "Sin término" },
  notApplicable: { id: "pqrs.admin.notApplicable", defaultMessage: "No aplica" },
  overdueBy: {
    id: "pqrs.admin.overdueBy",
    defaultMessage: "{days, plural, one {Vencida hace # día hábil} other {Vencida hace # días hábiles}}",
  },
  dueToday: { id: "pqrs.admin.dueToday", defaultMessage: "Vence hoy" },
  unassigned: { id: "pqrs.admin.unassigned", defaultMessage: "Sin asignar" },
  anonymous: { id: "pqrs.admin.anonymous", defaultMessage: "Anónimo" },
  pagination: { id: "pqrs.admin.pagination", defaultMessage: "Páginas de la bandeja" },
  previous: { id: "pqrs.admin.previous", defaultMessage: "Página anterior" },
  next: { id: "pqrs.admin.next", defaultMessage: "Página siguiente" },
  pageOf: { id: "pqrs.admin.pageOf", defaultMessage: "Página {page} de {pages}" },
  // Detail
  detailTitle: { id: "pqrs.admin.detail.title", defaultMessage: "Caso {radicado}" },
  detailLoading: { id: "pqrs.admin.detail.loading", defaultMessage: "Cargando el caso…" },
  detailError: { id: "pqrs.admin.detail.error", defaultMessage: "No fue posible cargar el caso." },
  closeDetail: { id: "pqrs.admin.detail.close", defaultMessage: "Cerrar el detalle" },
  backToList: { id: "pqrs.admin.detail.back", defaultMessage: "Volver a la lista" },
  request: { id: "pqrs.admin.detail.request", defaultMessage: "Solicitud" },
  typeLabel: { id: "pqrs.admin.detail.type", defaultMessage: "Tipo" },
  serviceLabel: { id: "pqrs.admin.detail.service", defaultMessage: "Servicio" },
  subjectLabel: { id: "pqrs.admin.detail.subject", defaultMessage: "Asunto" },
  descriptionLabel: { id: "pqrs.admin.detail.description", defaultMessage: "Descripción" },
  statusLabel: { id: "pqrs.admin.detail.status", defaultMessage: "Estado" },
  filedLabel: { id: "pqrs.admin.detail.filed", defaultMessage: "Radicada el" },
  dueLabel: { id: "pqrs.admin.detail.due", defaultMessage: "Vence el" },
  originalDueLabel: { id: "pqrs.admin.detail.originalDue", defaultMessage: "Vencimiento original" },
  termLabel: { id: "pqrs.admin.detail.term", defaultMessage: "Término" },
  termDays: { id: "pqrs.admin.detail.termDays", defaultMessage: "{days, plural, one {# día hábil} other {# días hábiles}}" },
  daysLeftLabel: { id: "pqrs.admin.detail.daysLeft", defaultMessage: "Días hábiles restantes" },
  assigneeLabel: { id: "pqrs.admin.detail.assignee", defaultMessage: "Responsable" },
  cunLabel: { id: "pqrs.admin.detail.cun", defaultMessage: "CUN" },
  contractLabel: { id: "pqrs.admin.detail.contract", defaultMessage: "Contrato" },
  invoiceLabel: { id: "pqrs.admin.detail.invoice", defaultMessage: "Factura" },
  conceptLabel: { id: "pqrs.admin.detail.concept", defaultMessage: "Concepto reclamado" },
  applicantTitle: { id: "pqrs.admin.detail.applicantTitle", defaultMessage: "Solicitante" },
  anonymousText: {
    id: "pqrs.admin.detail.anonymousText",
    defaultMessage: "Anónimo. La respuesta se consulta en el portal con el radicado y el código de consulta.",
  },
  nameLabel: { id: "pqrs.admin.detail.name", defaultMessage: "Nombre" },
  documentLabel: { id: "pqrs.admin.detail.document", defaultMessage: "Documento" },
  emailLabel: { id: "pqrs.admin.detail.email", defaultMessage: "Correo electrónico" },
  phoneLabel: { id: "pqrs.admin.detail.phone", defaultMessage: "Teléfono" },
  addressLabel: { id: "pqrs.admin.detail.address", defaultMessage: "Dirección" },
  channelLabel: { id: "pqrs.admin.detail.channel", defaultMessage: "Medio de respuesta" },
  consentLabel: { id: "pqrs.admin.detail.consent", defaultMessage: "Autorización de datos personales" },
  consentGiven: {
    id: "pqrs.admin.detail.consentGiven",
    defaultMessage: "Autorizada el {date} (política {version}, canal {channel})",
  },
  consentNone: { id: "pqrs.admin.detail.consentNone", defaultMessage: "Sin autorización registrada" },
  none: { id: "pqrs.admin.detail.none", defaultMessage: "No indicado" },
  attachmentsTitle: { id: "pqrs.admin.detail.attachmentsTitle", defaultMessage: "Adjuntos" },
  noAttachments: { id: "pqrs.admin.detail.noAttachments", defaultMessage: "La solicitud no tiene adjuntos." },
  download: { id: "pqrs.admin.detail.download", defaultMessage: "Descargar {name} ({size})" },
  downloading: { id: "pqrs.admin.detail.downloading", defaultMessage: "Descargando {name}…" },
  downloaded: { id: "pqrs.admin.detail.downloaded", defaultMessage: "Se descargó {name}." },
  downloadFailed: { id: "pqrs.admin.detail.downloadFailed", defaultMessage: "No fue posible descargar {name}. {reason}" },
  responseTitle: { id: "pqrs.admin.detail.responseTitle", defaultMessage: "Respuesta enviada" },
  responseAt: { id: "pqrs.admin.detail.responseAt", defaultMessage: "Enviada el {date}" },
  extensionTitle: { id: "pqrs.admin.detail.extensionTitle", defaultMessage: "Prórroga" },
  extensionText: {
    id: "pqrs.admin.detail.extensionText",
    defaultMessage: "Nuevo vencimiento: {date}. Informada al solicitante el {announced}. Motivo: {reason}",
  },
  historyTitle: { id: "pqrs.admin.detail.historyTitle", defaultMessage: "Historial" },
  noHistory: { id: "pqrs.admin.detail.noHistory", defaultMessage: "Sin movimientos registrados." },
  evRadicada: { id: "pqrs.admin.event.radicada", defaultMessage: "Radicada" },
  evAsignada: { id: "pqrs.admin.event.asignada", defaultMessage: "Asignada" },
  evProrroga: { id: "pqrs.admin.event.prorroga", defaultMessage: "Prórroga" },
  evRespondida: { id: "pqrs.admin.event.respondida", defaultMessage: "Respondida" },
  evCerrada: { id: "pqrs.admin.event.cerrada", defaultMessage: "Cerrada" },
  actionsTitle: { id: "pqrs.admin.actions.title", defaultMessage: "Acciones" },
  noActions: { id: "pqrs.admin.actions.none", defaultMessage: "El caso está cerrado: no admite más acciones." },
  // Assign
  assignTitle: { id: "pqrs.admin.assign.title", defaultMessage: "Asignar responsable" },
  assignTo: { id: "pqrs.admin.assign.to", defaultMessage: "Agente responsable" },
  assignChoose: { id: "pqrs.admin.assign.choose", defaultMessage: "Elija un agente" },
  assignMe: { id: "pqrs.admin.assign.me", defaultMessage: "{name} (yo)" },
  assignEmpty: { id: "pqrs.admin.assign.empty", defaultMessage: "Elija el agente responsable del caso." },
  assignSubmit: { id: "pqrs.admin.assign.submit", defaultMessage: "Asignar" },
  assignBusy: { id: "pqrs.admin.assign.busy", defaultMessage: "Asignando…" },
  assignDone: { id: "pqrs.admin.assign.done", defaultMessage: "El caso {radicado} quedó asignado a {name}." },
  agentsLoading: { id: "pqrs.admin.assign.loading", defaultMessage: "Cargando los agentes…" },
  agentsError: { id: "pqrs.admin.assign.error", defaultMessage: "No fue posible cargar la lista de agentes." },
  // Reply
  replyTitle: { id: "pqrs.admin.reply.title", defaultMessage: "Responder al solicitante" },
  replyLabel: { id: "pqrs.admin.reply.label", defaultMessage: "Respuesta" },
  replyHint: {
    id: "pqrs.admin.reply.hint",
    defaultMessage: "Se envía por correo electrónico al solicitante (si dio uno) y queda visible en la consulta del radicado. Mínimo {min} caracteres.",
  },
  counter: { id: "pqrs.admin.counter", defaultMessage: "{count} de {max} caracteres" },
  replyShort: { id: "pqrs.admin.reply.short", defaultMessage: "Escriba una respuesta de al menos {min} caracteres." },
  replyLong: { id: "pqrs.admin.reply.long", defaultMessage: "La respuesta debe tener como máximo {max} caracteres." },
  replySubmit: { id: "pqrs.admin.reply.submit", defaultMessage: "Enviar respuesta" },
  replyBusy: { id: "pqrs.admin.reply.busy", defaultMessage: "Enviando…" },
  replyDone: { id: "pqrs.admin.reply.done", defaultMessage: "Se envió la respuesta del caso {radicado}." },
  // Extend
  extendTitle: { id: "pqrs.admin.extend.title", defaultMessage: "Prorrogar el término" },
  extendIntro: {
    id: "pqrs.admin.extend.intro",
    defaultMessage:
      "Antes del vencimiento, informe al solicitante el motivo de la demora y la nueva fecha, que no puede superar el doble del término inicial (a más tardar el {max}).",
  },
  extendDate: { id: "pqrs.admin.extend.date", defaultMessage: "Nueva fecha de vencimiento" },
  extendDateEmpty: { id: "pqrs.admin.extend.dateEmpty", defaultMessage: "Elija la nueva fecha de vencimiento." },
  extendDateRange: {
    id: "pqrs.admin.extend.dateRange",
    defaultMessage: "La nueva fecha debe ser posterior al vencimiento actual y a más tardar el {max}.",
  },
  extendReason: { id: "pqrs.admin.extend.reason", defaultMessage: "Motivo de la prórroga" },
  extendReasonHint: { id: "pqrs.admin.extend.reasonHint", defaultMessage: "Se le informa al solicitante. Mínimo {min} caracteres." },
  extendReasonShort: { id: "pqrs.admin.extend.reasonShort", defaultMessage: "Explique el motivo con al menos {min} caracteres." },
  extendReasonLong: { id: "pqrs.admin.extend.reasonLong", defaultMessage: "El motivo debe tener como máximo {max} caracteres." },
  extendSubmit: { id: "pqrs.admin.extend.submit", defaultMessage: "Prorrogar" },
  extendBusy: { id: "pqrs.admin.extend.busy", defaultMessage: "Prorrogando…" },
  extendDone: { id: "pqrs.admin.extend.done", defaultMessage: "El caso {radicado} ahora vence el {date}." },
  // Close
  closeTitle: { id: "pqrs.admin.close.title", defaultMessage: "Cerrar el caso" },
  closeNote: { id: "pqrs.admin.close.note", defaultMessage: "Nota de cierre" },
  closeNoteHint: { id: "pqrs.admin.close.noteHint", defaultMessage: "Opcional; queda en el historial del caso." },
  closeNoteLong: { id: "pqrs.admin.close.noteLong", defaultMessage: "La nota debe tener como máximo {max} caracteres." },
  closeSubmit: { id: "pqrs.admin.close.submit", defaultMessage: "Cerrar el caso" },
  closeBusy: { id: "pqrs.admin.close.busy", defaultMessage: "Cerrando…" },
  closeDone: { id: "pqrs.admin.close.done", defaultMessage: "Se cerró el caso {radicado}." },
  closeWaiting: { id: "pqrs.admin.close.waiting", defaultMessage: "El caso se puede cerrar una vez respondido." },
  actionFailed: { id: "pqrs.admin.actions.failed", defaultMessage: "No fue posible completar la acción. Intente de nuevo." },
  refused: { id: "pqrs.admin.actions.refused", defaultMessage: "La acción no es posible en el estado actual del caso: {reason}" },
});

const EVENT_MESSAGES: Record<CaseEvent["kind"], (typeof t)[keyof typeof t]> = {
  radicada: t.evRadicada,
  asignada: t.evAsignada,
  prorroga: t.evProrroga,
  respondida: t.evRespondida,
  cerrada: t.evCerrada,
};

const PAGE_SIZE = 20;
const REQUEST_KINDS: readonly RequestKind[] = ["pqrs", ...CASE_KINDS];

const useStyles = makeStyles({
  page: { maxWidth: "80rem", minWidth: 0 },
  intro: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalL, maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  h4: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  counts: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, listStyleType: "none", padding: 0, margin: 0 },
  count: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  countOverdue: { borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}` },
  countSoon: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}` },
  filters: {
    display: "grid",
    // min(100%, …): one column on a phone; each field minWidth 0 so a long option never pushes a
    // field into its neighbour's track (issue 21).
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "end",
  },
  field: { minWidth: 0 },
  control: { width: "100%", minWidth: 0 },
  filterButtons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalM },
  status: { minHeight: "1.5em" },
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
  rowOverdue: { backgroundColor: tokens.colorPaletteRedBackground1 },
  rowSoon: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  radicado: { textAlign: "start", height: "auto", minWidth: "auto", paddingInline: tokens.spacingHorizontalXS, whiteSpace: "nowrap" },
  badges: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
  // A badge has a fixed height: its text stays on one line so the badge grows to fit it (issue 21).
  badge: { whiteSpace: "nowrap", flexShrink: 0 },
  // At ≥ 1024 px the selected case opens beside the list, where the agent is looking (issue 21).
  workspace: {
    display: "grid",
    gap: tokens.spacingHorizontalXL,
    alignItems: "start",
    "@media (min-width: 1024px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  },
  listColumn: { minWidth: 0 },
  backToList: { "@media (min-width: 1024px)": { display: "none" } },
  closeWide: { "@media (max-width: 1023.98px)": { display: "none" } },
  nowrap: { whiteSpace: "nowrap" },
  wraps: { whiteSpace: "normal" },
  pager: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlock: tokens.spacingVerticalL },
  detail: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    // Beside the list it stays in view while the list scrolls.
    "@media (min-width: 1024px)": { position: "sticky", top: 0, maxHeight: "100vh", overflowY: "auto", boxSizing: "border-box" },
  },
  detailHead: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "baseline", justifyContent: "space-between" },
  detailTitle: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dl: {
    display: "grid",
    gridTemplateColumns: "minmax(10rem, max-content) 1fr",
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    "& dt": { fontWeight: tokens.fontWeightSemibold },
    "& dd": { margin: 0, wordBreak: "normal", overflowWrap: "break-word" },
    // On a phone each value goes under its label, with the whole width (issue 21).
    "@media (max-width: 599.98px)": { gridTemplateColumns: "minmax(0, 1fr)", "& dd": { marginBlockEnd: tokens.spacingVerticalXS } },
  },
  text: { whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxWidth: "48rem" },
  list: { paddingInlineStart: tokens.spacingHorizontalL, display: "grid", gap: tokens.spacingVerticalXS },
  actions: { display: "grid", gap: tokens.spacingVerticalL, gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" },
  action: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: "grid",
    gap: tokens.spacingVerticalM,
    alignContent: "start",
    justifyItems: "start",
  },
  wide: { width: "100%" },
  spaced: { marginBlockStart: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, margin: 0 },
});

/* ---- Small helpers ---- */

/** A due day (YYYY-MM-DD, Colombia) as "18 nov 2026". */
function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T12:00:00Z`, { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
}

/** The calendar day after a day (YYYY-MM-DD). */
function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function formatInstant(intl: IntlShape, at: string, withTime = false): string {
  return intl.formatDate(at, withTime ? { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE } : { dateStyle: "medium", timeZone: TIME_ZONE });
}

function formatSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024 * 1024) return `${intl.formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

function typeLabel(item: { kind: RequestKind; type: PqrsType | null }): string {
  if (item.kind === "pqrs") return item.type ? `${REQUEST_KIND_LABELS.pqrs} · ${PQRS_TYPE_LABELS[item.type]}` : REQUEST_KIND_LABELS.pqrs;
  return REQUEST_KIND_LABELS[item.kind];
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** The filter kept in the address (?status=…&kind=…&page=…), checked value by value. */
function readFilter(params: URLSearchParams): AgentCaseFilter {
  const page = Number(params.get("page"));
  const q = (params.get("q") ?? "").trim();
  return {
    status: oneOf(CASE_STATUSES, params.get("status")),
    kind: oneOf(REQUEST_KINDS, params.get("kind")),
    type: oneOf(PQRS_TYPES, params.get("type")),
    service: oneOf(PQRS_SERVICES, params.get("service")),
    due: oneOf(["vencida", "por_vencer"] as const, params.get("due")),
    assigned: oneOf(["me", "none"] as const, params.get("assigned")),
    q: q === "" ? undefined : q.slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

type FilterDraft = { status: string; kind: string; type: string; service: string; due: string; assigned: string; q: string };

function draftOf(f: AgentCaseFilter): FilterDraft {
  return {
    status: f.status ?? "",
    kind: f.kind ?? "",
    type: f.type ?? "",
    service: f.service ?? "",
    due: f.due ?? "",
    assigned: f.assigned ?? "",
    q: f.q ?? "",
  };
}

/** Status, and the due state when it matters, as text badges (never colour alone). */
function StateBadges({ status, dueState }: { status: CaseStatus; dueState: DueState }) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <Badge
        size="medium"
        className={styles.badge}
        appearance="outline"
        color={status === "cerrada" ? "subtle" : status === "respondida" ? "success" : "brand"}
      >
        {CASE_STATUS_LABELS[status]}
      </Badge>
      {dueState === "vencida" ? (
        <Badge size="medium" className={styles.badge} appearance="filled" color="danger">
          {DUE_STATE_LABELS.vencida}
        </Badge>
      ) : dueState === "por_vencer" ? (
        <Badge size="medium" className={styles.badge} appearance="tint" color="warning">
          {DUE_STATE_LABELS.por_vencer}
        </Badge>
      ) : null}
    </span>
  );
}

function DaysLeft({ item }: { item: { businessDaysLeft: number | null; dueDate: string | null; dueState: DueState } }) {
  const intl = useIntl();
  if (item.businessDaysLeft === null) {
    return <>{item.dueDate === null ? intl.formatMessage(t.noTerm) : intl.formatMessage(t.notApplicable)}</>;
  }
  if (item.businessDaysLeft < 0) return <strong>{fm(intl, t.overdueBy, { days: -item.businessDaysLeft })}</strong>;
  if (item.businessDaysLeft === 0) return <strong>{intl.formatMessage(t.dueToday)}</strong>;
  return <>{intl.formatNumber(item.businessDaysLeft)}</>;
}

/** What a failed call tells the agent: the server's message; for 409, why the state refuses it. */
function failureText(intl: IntlShape, error: unknown): string {
  const reason = errorText(error);
  if (errorStatus(error) === 409 && reason) return fm(intl, t.refused, { reason });
  return reason ?? intl.formatMessage(t.actionFailed);
}

/* ---- Actions ---- */

interface ActionProps {
  item: AgentCaseDetail;
  getApi: () => Promise<PqrsApi>;
  onDone: (updated: AgentCaseDetail, message: string) => void;
}

/** A small action form's state: busy flag, field errors (client or server) and the server's message. */
function useAction() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState("");
  const run = async (problems: Record<string, string>, firstId: string | undefined, call: () => Promise<void>) => {
    if (busy) return;
    setFailure("");
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (firstId) document.getElementById(firstId)?.focus();
      return;
    }
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setErrors(serverFields(error) ?? {});
      setFailure(failureText(intl, error));
    } finally {
      setBusy(false);
    }
  };
  const clear = (name: string) =>
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  return { busy, errors, failure, run, clear };
}

function FailureMessage({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  );
}

const AssignAction = observer(function AssignAction({ item, getApi, onDone }: ActionProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { session } = useStores();
  const me = session.user?.id ?? "";
  const id = useId();
  const agents = useLoad<Agent[]>("agents", () => getApi().then((api) => api.agents()));
  const [chosen, setChosen] = useState<string | null>(null);
  const action = useAction();
  const list = agents.data ?? [];
  const fallback = list.some((a) => a.id === me) ? me : "";
  const value = chosen ?? fallback;
  const selectId = `${id}-agent`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = value === "" ? { assigneeId: intl.formatMessage(t.assignEmpty) } : {};
    void action.run(problems, selectId, async () => {
      const api = await getApi();
      const updated = await api.assign(item.id, value);
      const name = list.find((a) => a.id === value)?.name ?? updated.assignee?.name ?? "";
      onDone(updated, fm(intl, t.assignDone, { radicado: item.radicado, name }));
    });
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.assignTitle)}
      </h4>
      {agents.error && !agents.data ? (
        <div role="alert" className={styles.problem}>
          <Body1>{intl.formatMessage(t.agentsError)}</Body1>
          <Button onClick={agents.retry}>{intl.formatMessage(t.retry)}</Button>
        </div>
      ) : !agents.data ? (
        <Spinner size="tiny" label={intl.formatMessage(t.agentsLoading)} />
      ) : (
        <>
          <Field
            className={styles.wide}
            label={intl.formatMessage(t.assignTo)}
            required
            validationState={action.errors.assigneeId ? "error" : "none"}
            validationMessage={action.errors.assigneeId ? { children: action.errors.assigneeId, role: undefined } : undefined}
          >
            <Select
              id={selectId}
              value={value}
              onChange={(_, d) => {
                setChosen(d.value);
                action.clear("assigneeId");
              }}
            >
              <option value="">{intl.formatMessage(t.assignChoose)}</option>
              {list.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.id === me ? fm(intl, t.assignMe, { name: a.name }) : a.name}
                </option>
              ))}
            </Select>
          </Field>
          {action.failure ? <FailureMessage text={action.failure} /> : null}
          <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
            {intl.formatMessage(action.busy ? t.assignBusy : t.assignSubmit)}
          </Button>
        </>
      )}
    </form>
  );
});

function ReplyAction({ item, getApi, onDone }: ActionProps) {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const [text, setText] = useState("");
  const action = useAction();
  const fieldId = `${id}-message`;
  const counterId = `${id}-counter`;
  const error = action.errors.message;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    const problems: Record<string, string> = {};
    if (v.length < CASE_LIMITS.responseMin) problems.message = fm(intl, t.replyShort, { min: CASE_LIMITS.responseMin });
    else if (v.length > CASE_LIMITS.responseMax) problems.message = fm(intl, t.replyLong, { max: CASE_LIMITS.responseMax });
    void action.run(problems, fieldId, async () => {
      const api = await getApi();
      const updated = await api.respond(item.id, v);
      setText("");
      onDone(updated, fm(intl, t.replyDone, { radicado: item.radicado }));
    });
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.replyTitle)}
      </h4>
      <Field
        className={styles.wide}
        label={intl.formatMessage(t.replyLabel)}
        hint={fm(intl, t.replyHint, { min: CASE_LIMITS.responseMin })}
        required
        validationState={error ? "error" : "none"}
        validationMessage={error ? { children: error, role: undefined } : undefined}
      >
        <Textarea
          id={fieldId}
          value={text}
          rows={8}
          resize="vertical"
          maxLength={CASE_LIMITS.responseMax}
          aria-describedby={counterId}
          onChange={(_, d) => {
            setText(d.value);
            action.clear("message");
          }}
        />
      </Field>
      <Caption1 id={counterId}>{fm(intl, t.counter, { count: text.trim().length, max: CASE_LIMITS.responseMax })}</Caption1>
      {action.failure ? <FailureMessage text={action.failure} /> : null}
      <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
        {intl.formatMessage(action.busy ? t.replyBusy : t.replySubmit)}
      </Button>
    </form>
  );
}

function ExtendAction({ item, getApi, onDone, max }: ActionProps & { max: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const action = useAction();
  const dateId = `${id}-date`;
  const reasonId = `${id}-reason`;
  const maxText = formatDay(intl, max);
  const min = item.dueDate ? nextDay(item.dueDate) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.newDueDate = intl.formatMessage(t.extendDateEmpty);
    else if (date > max || (item.dueDate !== null && date <= item.dueDate)) problems.newDueDate = fm(intl, t.extendDateRange, { max: maxText });
    const r = reason.trim();
    if (r.length < CASE_LIMITS.reasonMin) problems.reason = fm(intl, t.extendReasonShort, { min: CASE_LIMITS.reasonMin });
    else if (r.length > CASE_LIMITS.reasonMax) problems.reason = fm(intl, t.extendReasonLong, { max: CASE_LIMITS.reasonMax });
    void action.run(problems, problems.newDueDate ? dateId : reasonId, async () => {
      const api = await getApi();
      const updated = await api.extend(item.id, date, r);
      setDate("");
      setReason("");
      onDone(updated, fm(intl, t.extendDone, { radicado: item.radicado, date: formatDay(intl, updated.dueDate ?? date) }));
    });
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.extendTitle)}
      </h4>
      <Body1 as="p" block>
        {fm(intl, t.extendIntro, { max: maxText })}
      </Body1>
      <Field
        label={intl.formatMessage(t.extendDate)}
        required
        validationState={action.errors.newDueDate ? "error" : "none"}
        validationMessage={action.errors.newDueDate ? { children: action.errors.newDueDate, role: undefined } : undefined}
      >
        <Input
          id={dateId}
          type="date"
          value={date}
          min={min}
          max={max}
          onChange={(_, d) => {
            setDate(d.value);
            action.clear("newDueDate");
          }}
        />
      </Field>
      <Field
        className={styles.wide}
        label={intl.formatMessage(t.extendReason)}
        hint={fm(intl, t.extendReasonHint, { min: CASE_LIMITS.reasonMin })}
        required
        validationState={action.errors.reason ? "error" : "none"}
        validationMessage={action.errors.reason ? { children: action.errors.reason, role: undefined } : undefined}
      >
        <Textarea
          id={reasonId}
          value={reason}
          rows={3}
          resize="vertical"
          maxLength={CASE_LIMITS.reasonMax}
          onChange={(_, d) => {
            setReason(d.value);
            action.clear("reason");
          }}
        />
      </Field>
      {action.failure ? <FailureMessage text={action.failure} /> : null}
      <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
        {intl.formatMessage(action.busy ? t.extendBusy : t.extendSubmit)}
      </Button>
    </form>
  );
}

function CloseAction({ item, getApi, onDone }: ActionProps) {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const [note, setNote] = useState("");
  const action = useAction();
  const noteId = `${id}-note`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = note.trim();
    const problems: Record<string, string> = v.length > CASE_LIMITS.reasonMax ? { note: fm(intl, t.closeNoteLong, { max: CASE_LIMITS.reasonMax }) } : {};
    void action.run(problems, noteId, async () => {
      const api = await getApi();
      const updated = await api.close(item.id, v);
      setNote("");
      onDone(updated, fm(intl, t.closeDone, { radicado: item.radicado }));
    });
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.closeTitle)}
      </h4>
      <Field
        className={styles.wide}
        label={intl.formatMessage(t.closeNote)}
        hint={intl.formatMessage(t.closeNoteHint)}
        validationState={action.errors.note ? "error" : "none"}
        validationMessage={action.errors.note ? { children: action.errors.note, role: undefined } : undefined}
      >
        <Textarea
          id={noteId}
          value={note}
          rows={3}
          resize="vertical"
          maxLength={CASE_LIMITS.reasonMax}
          onChange={(_, d) => {
            setNote(d.value);
            action.clear("note");
          }}
        />
      </Field>
      {action.failure ? <FailureMessage text={action.failure} /> : null}
      <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
        {intl.formatMessage(action.busy ? t.closeBusy : t.closeSubmit)}
      </Button>
    </form>
  );
}

/* ---- Detail ---- */

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The kind's extra fields with the labels of its form (select values as their option text). */
function detailRows(item: AgentCaseDetail): { key: string; label: string; value: string }[] {
  const defs = item.kind === "pqrs" ? [] : CASE_FORMS[item.kind].fields;
  const rows: { key: string; label: string; value: string }[] = [];
  const seen = new Set<string>();
  for (const def of defs) {
    seen.add(def.name);
    const raw = item.details[def.name];
    if (raw === undefined || raw === "") continue;
    const value = def.options?.find((o) => o.value === raw)?.label ?? raw;
    rows.push({ key: def.name, label: def.label, value });
  }
  for (const [key, value] of Object.entries(item.details)) {
    if (!seen.has(key) && value !== "") rows.push({ key, label: key, value });
  }
  return rows;
}

function CaseDetail({
  item,
  getApi,
  onDone,
  onClose,
  headingRef,
}: {
  item: AgentCaseDetail;
  getApi: () => Promise<PqrsApi>;
  onDone: (updated: AgentCaseDetail, message: string) => void;
  onClose: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [download, setDownload] = useState<{ failed: boolean; text: string }>({ failed: false, text: "" });
  const none = intl.formatMessage(t.none);

  const fetchFile = async (file: AgentCaseDetail["attachmentFiles"][number]) => {
    setDownload({ failed: false, text: fm(intl, t.downloading, { name: file.fileName }) });
    try {
      const api = await getApi();
      saveBlob(await api.attachment(item.id, file.id), file.fileName);
      setDownload({ failed: false, text: fm(intl, t.downloaded, { name: file.fileName }) });
    } catch (error) {
      setDownload({ failed: true, text: fm(intl, t.downloadFailed, { name: file.fileName, reason: errorText(error) ?? "" }) });
    }
  };

  const extras = detailRows(item);
  const a = item.applicant;
  const canReply = item.response === null && (item.status === "radicada" || item.status === "en_tramite");
  const canExtend = item.maxExtensionDate !== null && item.response === null && item.status !== "cerrada";
  const canClose = item.status === "respondida";

  return (
    <>
      <div className={styles.detailHead}>
        <h2 id="pqrs-case-title" ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
          {fm(intl, t.detailTitle, { radicado: item.radicado })}
        </h2>
        {/* The same action: on a phone the list is above, beside it on a wide screen. */}
        <Button className={styles.backToList} onClick={onClose}>
          {intl.formatMessage(t.backToList)}
        </Button>
        <Button className={styles.closeWide} onClick={onClose}>
          {intl.formatMessage(t.closeDetail)}
        </Button>
      </div>

      <h3 className={styles.h3}>{intl.formatMessage(t.request)}</h3>
      <dl className={styles.dl}>
        <Row label={intl.formatMessage(t.typeLabel)}>{typeLabel(item)}</Row>
        <Row label={intl.formatMessage(t.serviceLabel)}>{PQRS_SERVICE_LABELS[item.service]}</Row>
        <Row label={intl.formatMessage(t.statusLabel)}>
          <StateBadges status={item.status} dueState={item.dueState} />
        </Row>
        <Row label={intl.formatMessage(t.filedLabel)}>{formatInstant(intl, item.filedAt, true)}</Row>
        <Row label={intl.formatMessage(t.termLabel)}>
          {item.termDays === null ? intl.formatMessage(t.noTerm) : fm(intl, t.termDays, { days: item.termDays })}
        </Row>
        {item.dueDate ? <Row label={intl.formatMessage(t.dueLabel)}>{formatDay(intl, item.dueDate)}</Row> : null}
        {item.originalDueDate && item.originalDueDate !== item.dueDate ? (
          <Row label={intl.formatMessage(t.originalDueLabel)}>{formatDay(intl, item.originalDueDate)}</Row>
        ) : null}
        <Row label={intl.formatMessage(t.daysLeftLabel)}>
          <DaysLeft item={item} />
        </Row>
        <Row label={intl.formatMessage(t.assigneeLabel)}>{item.assignee?.name ?? intl.formatMessage(t.unassigned)}</Row>
        {item.cun ? <Row label={intl.formatMessage(t.cunLabel)}>{item.cun}</Row> : null}
        {item.subject ? <Row label={intl.formatMessage(t.subjectLabel)}>{item.subject}</Row> : null}
        {item.contractNumber ? <Row label={intl.formatMessage(t.contractLabel)}>{item.contractNumber}</Row> : null}
        {item.invoiceNumber ? <Row label={intl.formatMessage(t.invoiceLabel)}>{item.invoiceNumber}</Row> : null}
        {item.concept ? <Row label={intl.formatMessage(t.conceptLabel)}>{item.concept}</Row> : null}
        {extras.map((r) => (
          <Row key={r.key} label={r.label}>
            {r.value}
          </Row>
        ))}
      </dl>
      <h4 className={mergeClasses(styles.h4, styles.spaced)}>
        {item.kind === "pqrs" ? intl.formatMessage(t.descriptionLabel) : CASE_FORMS[item.kind].descriptionLabel}
      </h4>
      <Body1 as="p" block className={styles.text}>
        {item.description}
      </Body1>

      <h3 className={styles.h3}>{intl.formatMessage(t.applicantTitle)}</h3>
      {item.anonymous || !a ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.anonymousText)}
        </Body1>
      ) : null}
      <dl className={styles.dl}>
        {a && !item.anonymous ? (
          <>
            <Row label={intl.formatMessage(t.nameLabel)}>{a.name || none}</Row>
            <Row label={intl.formatMessage(t.documentLabel)}>{a.documentNumber ? `${a.documentType} ${a.documentNumber}` : none}</Row>
            <Row label={intl.formatMessage(t.emailLabel)}>{a.email ? breakableEmail(a.email) : none}</Row>
            <Row label={intl.formatMessage(t.phoneLabel)}>{a.phone || none}</Row>
            <Row label={intl.formatMessage(t.addressLabel)}>{a.address || none}</Row>
          </>
        ) : null}
        <Row label={intl.formatMessage(t.channelLabel)}>{NOTIFICATION_CHANNEL_LABELS[item.notificationChannel]}</Row>
        <Row label={intl.formatMessage(t.consentLabel)}>
          {item.consent
            ? fm(intl, t.consentGiven, { date: formatInstant(intl, item.consent.at, true), version: item.consent.policyVersion, channel: item.consent.channel })
            : intl.formatMessage(t.consentNone)}
        </Row>
      </dl>

      <h3 className={styles.h3}>{intl.formatMessage(t.attachmentsTitle)}</h3>
      {item.attachmentFiles.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noAttachments)}
        </Body1>
      ) : (
        <ul className={styles.list}>
          {item.attachmentFiles.map((f) => (
            <li key={f.id}>
              <Button appearance="secondary" size="small" onClick={() => void fetchFile(f)}>
                {fm(intl, t.download, { name: f.fileName, size: formatSize(intl, f.size) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className={styles.status}>
        {download.failed ? "" : download.text}
      </p>
      {download.failed ? <FailureMessage text={download.text} /> : null}

      {item.response ? (
        <>
          <h3 className={styles.h3}>{intl.formatMessage(t.responseTitle)}</h3>
          <Caption1 block>{fm(intl, t.responseAt, { date: formatInstant(intl, item.response.at, true) })}</Caption1>
          <Body1 as="p" block className={styles.text}>
            {item.response.message}
          </Body1>
        </>
      ) : null}

      {item.extension ? (
        <>
          <h3 className={styles.h3}>{intl.formatMessage(t.extensionTitle)}</h3>
          <Body1 as="p" block className={styles.text}>
            {fm(intl, t.extensionText, {
              date: formatDay(intl, item.extension.newDueDate),
              announced: formatInstant(intl, item.extension.announcedAt, true),
              reason: item.extension.reason,
            })}
          </Body1>
        </>
      ) : null}

      <h3 className={styles.h3}>{intl.formatMessage(t.historyTitle)}</h3>
      {item.events.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noHistory)}
        </Body1>
      ) : (
        <ol className={styles.list}>
          {item.events.map((ev, i) => (
            <li key={`${ev.at}-${i}`}>
              <strong>{intl.formatMessage(EVENT_MESSAGES[ev.kind])}</strong> · {formatInstant(intl, ev.at, true)}
              {ev.note ? <> — {ev.note}</> : null}
            </li>
          ))}
        </ol>
      )}

      <h3 className={styles.h3}>{intl.formatMessage(t.actionsTitle)}</h3>
      {item.status === "cerrada" ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noActions)}
        </Body1>
      ) : (
        <div className={styles.actions}>
          <AssignAction key={`assign-${item.id}`} item={item} getApi={getApi} onDone={onDone} />
          {canReply ? <ReplyAction key={`reply-${item.id}`} item={item} getApi={getApi} onDone={onDone} /> : null}
          {canExtend && item.maxExtensionDate ? (
            <ExtendAction key={`extend-${item.id}`} item={item} getApi={getApi} onDone={onDone} max={item.maxExtensionDate} />
          ) : null}
          {canClose ? (
            <CloseAction key={`close-${item.id}`} item={item} getApi={getApi} onDone={onDone} />
          ) : (
            <Body1 as="p" block>
              {intl.formatMessage(t.closeWaiting)}
            </Body1>
          )}
        </div>
      )}
    </>
  );
}

/** Loads the selected case (again after each action) and shows it with its actions. */
function CasePanel({
  id,
  getApi,
  onChanged,
  onClose,
}: {
  id: string;
  getApi: () => Promise<PqrsApi>;
  onChanged: (message: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const loaded = useLoad<AgentCaseDetail>(`case:${id}`, () => getApi().then((api) => api.adminGet(id)));
  const [updated, setUpdated] = useState<AgentCaseDetail | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focused = useRef<string | null>(null);
  const item = updated && updated.id === id ? updated : loaded.data && loaded.data.id === id ? loaded.data : null;

  useEffect(() => {
    if (item && focused.current !== item.id) {
      focused.current = item.id;
      // Focus without the browser's own jump, then scroll: on a phone the heading goes to the top;
      // beside the list (≥ 1024 px) only as far as needed, so the chosen row stays in view.
      headingRef.current?.focus({ preventScroll: true });
      const beside = typeof window.matchMedia === "function" && window.matchMedia("(min-width: 1024px)").matches;
      headingRef.current?.scrollIntoView?.({ block: beside ? "nearest" : "start" });
    }
  }, [item]);

  const onDone = useCallback(
    (next: AgentCaseDetail, message: string) => {
      setUpdated(next);
      onChanged(message);
    },
    [onChanged],
  );

  return (
    <section className={styles.detail} aria-labelledby={item ? "pqrs-case-title" : "pqrs-case-loading"} id="pqrs-case-detail">
      {item ? (
        <CaseDetail item={item} getApi={getApi} onDone={onDone} onClose={onClose} headingRef={headingRef} />
      ) : loaded.error && !loaded.loading ? (
        <div role="alert" className={styles.problem} id="pqrs-case-loading">
          <Body1>{intl.formatMessage(t.detailError)}</Body1>
          {errorText(loaded.error) ? <Caption1>{errorText(loaded.error)}</Caption1> : null}
          <div className={styles.filterButtons}>
            <Button onClick={loaded.retry}>{intl.formatMessage(t.retry)}</Button>
            <Button onClick={onClose}>{intl.formatMessage(t.closeDetail)}</Button>
          </div>
        </div>
      ) : (
        <div id="pqrs-case-loading">
          <Spinner size="small" label={intl.formatMessage(t.detailLoading)} />
        </div>
      )}
    </section>
  );
}

/* ---- The view ---- */

/** /admin/pqrs: the agents' inbox with its filters in the address, and the selected case. */
export default observer(function AdminPqrsView() {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = usePqrsApi();
  const [params, update] = useSearchParamsUpdate();
  const filter = readFilter(params);
  const selected = (params.get("caso") ?? "").trim() || null;
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filter));
  const [announcement, setAnnouncement] = useState("");
  const [refresh, setRefresh] = useState(0);
  const filterKey = JSON.stringify(filter);
  const list = useLoad<AgentCaseList>(`${filterKey}#${refresh}`, () => getApi().then((api) => api.adminList(filter)));

  // Back/forward in the browser changes the address: the form follows it.
  useEffect(() => {
    setDraft(draftOf(JSON.parse(filterKey) as AgentCaseFilter));
  }, [filterKey]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    update({ ...draft, q: draft.q.trim(), page: undefined });
  };
  const clearFilters = () => {
    const empty: FilterDraft = { status: "", kind: "", type: "", service: "", due: "", assigned: "", q: "" };
    setDraft(empty);
    update({ ...empty, page: undefined });
  };
  const select = (id: string | null) => update({ caso: id ?? undefined });
  const onChanged = useCallback((message: string) => {
    setAnnouncement(message);
    setRefresh((n) => n + 1);
  }, []);
  const closePanel = () => {
    const id = selected;
    select(null);
    if (id) requestAnimationFrame(() => document.getElementById(`pqrs-open-${id}`)?.focus());
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;
  const current = data?.page ?? filter.page ?? 1;

  const select_ = (name: keyof FilterDraft, label: string, all: string, options: readonly { value: string; label: string }[]) => (
    <Field label={label} className={styles.field}>
      <Select id={`pqrs-filter-${name}`} className={styles.control} value={draft[name]} onChange={(_, d) => setDraft((f) => ({ ...f, [name]: d.value }))}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>

      <section aria-labelledby="pqrs-counts-title">
        <h2 id="pqrs-counts-title" className={styles.h2}>
          {intl.formatMessage(t.countsTitle)}
        </h2>
        {data ? (
          <ul className={styles.counts}>
            <li className={styles.count}>{fm(intl, t.countOpen, { count: data.counts.open })}</li>
            <li className={mergeClasses(styles.count, styles.countOverdue)}>{fm(intl, t.countOverdue, { count: data.counts.overdue })}</li>
            <li className={mergeClasses(styles.count, styles.countSoon)}>{fm(intl, t.countDueSoon, { count: data.counts.dueSoon })}</li>
          </ul>
        ) : (
          <Body1 as="p" block>
            {list.error && !list.loading ? intl.formatMessage(t.loadError) : intl.formatMessage(t.loading)}
          </Body1>
        )}
      </section>

      <section aria-labelledby="pqrs-filters-title">
        <h2 id="pqrs-filters-title" className={styles.h2}>
          {intl.formatMessage(t.filtersTitle)}
        </h2>
        <form role="search" aria-labelledby="pqrs-filters-title" noValidate onSubmit={apply}>
          <div className={styles.filters}>
            {select_(
              "status",
              intl.formatMessage(t.status),
              intl.formatMessage(t.allStatuses),
              CASE_STATUSES.map((s) => ({ value: s, label: CASE_STATUS_LABELS[s] })),
            )}
            {select_(
              "kind",
              intl.formatMessage(t.kind),
              intl.formatMessage(t.allKinds),
              REQUEST_KINDS.map((k) => ({ value: k, label: REQUEST_KIND_LABELS[k] })),
            )}
            {select_(
              "type",
              intl.formatMessage(t.type),
              intl.formatMessage(t.allTypes),
              PQRS_TYPES.map((k) => ({ value: k, label: PQRS_TYPE_LABELS[k] })),
            )}
            {select_(
              "service",
              intl.formatMessage(t.service),
              intl.formatMessage(t.allServices),
              PQRS_SERVICES.map((s: PqrsService) => ({ value: s, label: PQRS_SERVICE_LABELS[s] })),
            )}
            {select_("due", intl.formatMessage(t.due), intl.formatMessage(t.anyDue), [
              { value: "vencida", label: intl.formatMessage(t.dueOverdue) },
              { value: "por_vencer", label: intl.formatMessage(t.dueSoon) },
            ])}
            {select_("assigned", intl.formatMessage(t.assigned), intl.formatMessage(t.anyAssigned), [
              { value: "me", label: intl.formatMessage(t.assignedMe) },
              { value: "none", label: intl.formatMessage(t.assignedNone) },
            ])}
            <Field label={intl.formatMessage(t.q)} hint={intl.formatMessage(t.qHint)} className={styles.field}>
              <Input
                id="pqrs-filter-q"
                className={styles.control}
                type="search"
                value={draft.q}
                maxLength={200}
                onChange={(_, d) => setDraft((f) => ({ ...f, q: d.value }))}
              />
            </Field>
          </div>
          <div className={styles.filterButtons}>
            <Button type="submit" appearance="primary">
              {intl.formatMessage(t.apply)}
            </Button>
            <Button type="button" onClick={clearFilters}>
              {intl.formatMessage(t.clear)}
            </Button>
          </div>
        </form>
      </section>

      <p role="status" aria-live="polite" className={styles.status}>
        {list.loading ? intl.formatMessage(t.loading) : data ? fm(intl, t.total, { total: data.total }) : ""} {announcement}
      </p>

      {list.error && !list.loading ? (
        <LoadProblem title={intl.formatMessage(t.loadError)} error={list.error} retryLabel={intl.formatMessage(t.retry)} onRetry={list.retry} />
      ) : null}

      {data && data.items.length === 0 && !list.loading ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.empty)}
        </Body1>
      ) : null}

      <div className={selected ? styles.workspace : undefined}>
        <div className={styles.listColumn}>
          {data && data.items.length > 0 ? (
            <DataTable<AgentCaseSummary>
              id="pqrs-cases"
              caption={fm(intl, t.caption, { page: current, pages })}
              rows={data.items}
              rowKey={(r) => r.id}
              rowClassName={(r) => (r.dueState === "vencida" ? styles.rowOverdue : r.dueState === "por_vencer" ? styles.rowSoon : undefined)}
              columns={[
                {
                  header: intl.formatMessage(t.colRadicado),
                  cell: (r) => (
                    <Button
                      id={`pqrs-open-${r.id}`}
                      appearance="transparent"
                      className={styles.radicado}
                      aria-label={fm(intl, t.openCase, { radicado: r.radicado })}
                      aria-expanded={selected === r.id}
                      aria-controls={selected === r.id ? "pqrs-case-detail" : undefined}
                      onClick={() => select(selected === r.id ? null : r.id)}
                    >
                      {r.radicado}
                    </Button>
                  ),
                },
                { header: intl.formatMessage(t.colType), cell: (r) => typeLabel(r) },
                { header: intl.formatMessage(t.colSubject), cell: (r) => r.subject },
                { header: intl.formatMessage(t.colApplicant), cell: (r) => r.applicantName || intl.formatMessage(t.anonymous) },
                { header: intl.formatMessage(t.colFiled), cell: (r) => <span className={styles.nowrap}>{formatInstant(intl, r.filedAt)}</span> },
                {
                  header: intl.formatMessage(t.colDue),
                  cell: (r) => <span className={styles.nowrap}>{r.dueDate ? formatDay(intl, r.dueDate) : intl.formatMessage(t.noTerm)}</span>,
                },
                {
                  // The longest header and cells of the table may wrap, so the table fits at 1366 px (issue 21).
                  header: <span className={styles.wraps}>{intl.formatMessage(t.colDaysLeft)}</span>,
                  cell: (r) => (
                    <span className={styles.wraps}>
                      <DaysLeft item={r} />
                    </span>
                  ),
                  numeric: true,
                },
                { header: intl.formatMessage(t.colStatus), cell: (r) => <StateBadges status={r.status} dueState={r.dueState} /> },
                { header: intl.formatMessage(t.colAssignee), cell: (r) => r.assignee?.name ?? intl.formatMessage(t.unassigned) },
              ]}
            />
          ) : null}

          {data && pages > 1 ? (
            <nav aria-label={intl.formatMessage(t.pagination)} className={styles.pager}>
              {current > 1 ? <Button onClick={() => update({ page: String(current - 1) })}>{intl.formatMessage(t.previous)}</Button> : null}
              <span>{fm(intl, t.pageOf, { page: current, pages })}</span>
              {current < pages ? <Button onClick={() => update({ page: String(current + 1) })}>{intl.formatMessage(t.next)}</Button> : null}
            </nav>
          ) : null}
        </div>

        {selected ? <CasePanel key={selected} id={selected} getApi={getApi} onChanged={onChanged} onClose={closePanel} /> : null}
      </div>
    </article>
  );
});
