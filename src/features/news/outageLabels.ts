import { useIntl, defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { STATUS_MESSAGES } from "../../components/map/outageMessages";
import { TIME_ZONE } from "../../shared/constants";
import type { OutageStatus } from "../../shared/outages";
import { bogotaDay } from "../../shared/time";

/** The texts of unplanned outages on the public pages (issue 36): the list, "¿Me afecta?" and an incident's page. */
export const om = defineMessages({
  title: {
    id: "news.outages.title",
    defaultMessage:
      "{service, select, energia {Daño de energía} acueducto {Daño de acueducto} alcantarillado {Daño de alcantarillado} telco {Daño de telecomunicaciones} other {Daño}} en {areas}",
  },
  current: { id: "news.outages.current", defaultMessage: "Daños en curso" },
  loading: { id: "news.outages.loading", defaultMessage: "Consultando los daños en curso…" },
  loadFailed: {
    id: "news.outages.loadFailed",
    defaultMessage: "No fue posible cargar los daños en curso; los cortes programados sí están al día.",
  },
  retry: { id: "news.outages.retry", defaultMessage: "Intentar de nuevo" },
  none: { id: "news.outages.none", defaultMessage: "No hay daños reportados en este momento. ¿Se quedó sin servicio?" },
  report: { id: "news.outages.report", defaultMessage: "Reportar un daño" },
  mapTitle: { id: "news.outages.mapTitle", defaultMessage: "Mapa de daños" },
  service: { id: "news.outages.service", defaultMessage: "Servicio" },
  status: { id: "news.outages.status", defaultMessage: "Estado" },
  areas: { id: "news.outages.areas", defaultMessage: "Zonas afectadas" },
  cause: { id: "news.outages.cause", defaultMessage: "Causa" },
  causeUnknown: { id: "news.outages.causeUnknown", defaultMessage: "En revisión" },
  started: { id: "news.outages.started", defaultMessage: "Inicio" },
  etr: { id: "news.outages.etr", defaultMessage: "Hora estimada de restablecimiento" },
  etrUnknown: { id: "news.outages.etrUnknown", defaultMessage: "Aún sin hora estimada" },
  etrBefore: { id: "news.outages.etrBefore", defaultMessage: "antes: {time}" },
  restoredAt: { id: "news.outages.restoredAt", defaultMessage: "Hora de restablecimiento" },
  reference: { id: "news.outages.reference", defaultMessage: "Referencia" },
  // The incident's page.
  facts: { id: "news.outage.facts", defaultMessage: "Datos del daño" },
  note: { id: "news.outage.note", defaultMessage: "Información de la empresa" },
  history: { id: "news.outage.history", defaultMessage: "Cómo ha avanzado" },
  historyStatus: { id: "news.outage.historyStatus", defaultMessage: "Estado: {status}." },
  historyEtr: { id: "news.outage.historyEtr", defaultMessage: "Hora estimada de restablecimiento: {time}" },
  historyEtrMoved: { id: "news.outage.historyEtrMoved", defaultMessage: "La hora estimada cambió a {time} (antes: {before})." },
  historyEtrCleared: { id: "news.outage.historyEtrCleared", defaultMessage: "La hora estimada quedó por confirmar." },
  alerts: { id: "news.outage.alerts", defaultMessage: "Avisos por correo" },
  alertsIntro: {
    id: "news.outage.alertsIntro",
    defaultMessage: "Reciba un correo cuando haya daños o cortes programados en su barrio, y cuando el servicio vuelva.",
  },
  alertsLink: { id: "news.outage.alertsLink", defaultMessage: "Avíseme de cortes y daños en {area}" },
  back: { id: "news.outage.back", defaultMessage: "Volver a los daños y cortes" },
  notFoundTitle: { id: "news.outage.notFoundTitle", defaultMessage: "No encontramos ese daño" },
  notFound: {
    id: "news.outage.notFound",
    defaultMessage: "Revise la referencia (tiene la forma INC-2026-000123). Los daños en curso y los de los últimos 7 días están en la página de cortes.",
  },
  failedTitle: { id: "news.outage.failedTitle", defaultMessage: "Daño en el servicio" },
  failed: { id: "news.outage.failed", defaultMessage: "No fue posible cargar este daño. Revise su conexión e intente de nuevo." },
});

/** The status names, the same as the map's list (src/shared/outages.ts OUTAGE_STATUS_LABELS). */
export const OUTAGE_STATUS_MESSAGES: Record<OutageStatus, MessageDescriptor> = STATUS_MESSAGES;

/**
 * An instant of an outage in Bogotá time, as short as it reads clearly: only the time when it is
 * on the same day as `sameDayAs` ("3:00 p. m."), else with its day ("lunes 30 de noviembre, 3:00 p. m.").
 */
export function outageTime(intl: IntlShape, iso: string, sameDayAs: string | number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const ref = typeof sameDayAs === "number" ? sameDayAs : Date.parse(sameDayAs);
  const time = { hour: "numeric", minute: "2-digit", timeZone: TIME_ZONE } as const;
  return bogotaDay(at) === bogotaDay(ref) ? intl.formatTime(at, time) : intl.formatDate(at, { weekday: "long", day: "numeric", month: "long", ...time });
}

/** `outageTime` bound to the reader's language. */
export function useOutageTime(): (iso: string, sameDayAs?: string | number) => string {
  const intl = useIntl();
  return (iso, sameDayAs) => outageTime(intl, iso, sameDayAs);
}
