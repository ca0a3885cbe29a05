import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { formatCount } from "../../format";
import type { AcquisitionChannel } from "../../shared/constants";
import { EVENT_TYPES, rateVital, VITAL_RATINGS, type DeviceType, type VitalName, type VitalRating } from "../../shared/metrics";

/** Texts shared by the metrics pages. */
export const m = defineMessages({
  fallback: { id: "metrics.fallback", defaultMessage: "No fue posible consultar las métricas; se muestran valores por defecto." },
  notMeasured: { id: "metrics.notMeasured", defaultMessage: "No medido" },
  noData: { id: "metrics.noData", defaultMessage: "Sin dato" },
  yes: { id: "metrics.yes", defaultMessage: "Sí" },
  no: { id: "metrics.no", defaultMessage: "No" },
  noVisits: { id: "metrics.empty.visits", defaultMessage: "Aún no hay visitas registradas en este rango." },
  good: { id: "metrics.rating.good", defaultMessage: "Bueno" },
  needsImprovement: { id: "metrics.rating.needsImprovement", defaultMessage: "Necesita mejorar" },
  poor: { id: "metrics.rating.poor", defaultMessage: "Deficiente" },
  // Web Vitals: the common Spanish name, with the acronym everyone searches for.
  lcp: { id: "metrics.vital.lcp", defaultMessage: "Mayor renderizado con contenido (LCP)" },
  fid: { id: "metrics.vital.fid", defaultMessage: "Retraso de la primera interacción (FID)" },
  cls: { id: "metrics.vital.cls", defaultMessage: "Cambio acumulado del diseño (CLS)" },
  ttfb: { id: "metrics.vital.ttfb", defaultMessage: "Tiempo hasta el primer byte (TTFB)" },
  fcp: { id: "metrics.vital.fcp", defaultMessage: "Primer renderizado con contenido (FCP)" },
  inp: { id: "metrics.vital.inp", defaultMessage: "Interacción hasta el siguiente renderizado (INP)" },
  direct: { id: "metrics.channel.direct", defaultMessage: "Directo" },
  social: { id: "metrics.channel.social", defaultMessage: "Redes sociales" },
  organic: { id: "metrics.channel.organic", defaultMessage: "Búsqueda orgánica" },
  referral: { id: "metrics.channel.referral", defaultMessage: "Enlaces desde otros sitios" },
  paid: { id: "metrics.channel.paid", defaultMessage: "Campañas pagadas" },
  mobile: { id: "metrics.device.mobile", defaultMessage: "Celular" },
  tablet: { id: "metrics.device.tablet", defaultMessage: "Tableta" },
  desktop: { id: "metrics.device.desktop", defaultMessage: "Computador" },
  unknownDevice: { id: "metrics.device.unknown", defaultMessage: "Sin identificar" },
  eventDownload: { id: "metrics.event.download", defaultMessage: "Descargas de archivos" },
  eventShare: { id: "metrics.event.share", defaultMessage: "Contenido compartido" },
  eventForm: { id: "metrics.event.form", defaultMessage: "Formularios enviados" },
  eventFormError: { id: "metrics.event.formError", defaultMessage: "Formularios rechazados" },
  eventSearch: { id: "metrics.event.search", defaultMessage: "Búsquedas" },
  eventScroll: { id: "metrics.event.scroll", defaultMessage: "Profundidad de desplazamiento" },
  eventCustom: { id: "metrics.event.custom", defaultMessage: "Eventos personalizados" },
});

const RATING: Record<VitalRating, MessageDescriptor> = { good: m.good, "needs-improvement": m.needsImprovement, poor: m.poor };
const CHANNEL: Record<AcquisitionChannel, MessageDescriptor> = { direct: m.direct, social: m.social, organic: m.organic, referral: m.referral, paid: m.paid };
const DEVICE: Record<DeviceType | "unknown", MessageDescriptor> = { mobile: m.mobile, tablet: m.tablet, desktop: m.desktop, unknown: m.unknownDevice };
const EVENT: Record<string, MessageDescriptor> = {
  [EVENT_TYPES.download]: m.eventDownload,
  [EVENT_TYPES.share]: m.eventShare,
  [EVENT_TYPES.formSubmit]: m.eventForm,
  [EVENT_TYPES.formError]: m.eventFormError,
  [EVENT_TYPES.search]: m.eventSearch,
  [EVENT_TYPES.scrollDepth]: m.eventScroll,
  [EVENT_TYPES.custom]: m.eventCustom,
};

export const vitalLabel = (intl: IntlShape, name: VitalName): string => intl.formatMessage(m[name]);
export const ratingLabel = (intl: IntlShape, rating: VitalRating): string => intl.formatMessage(RATING[rating]);
export const channelLabel = (intl: IntlShape, channel: AcquisitionChannel): string => (CHANNEL[channel] ? intl.formatMessage(CHANNEL[channel]) : channel);
export const deviceLabel = (intl: IntlShape, device: DeviceType | "unknown"): string => intl.formatMessage(DEVICE[device] ?? m.unknownDevice);
/** Known event types by their Spanish name; any other (a custom type) as it was sent. */
export const eventLabel = (intl: IntlShape, eventType: string): string => (EVENT[eventType] ? intl.formatMessage(EVENT[eventType]) : eventType);

/**
 * Uptime with two decimals, cut rather than rounded: 99.996 % of minutes is not "100 %", and the
 * difference between 99.9 and 99.95 is the point of the figure.
 */
export const formatUptime = (intl: IntlShape, value: number): string =>
  intl.formatNumber(Math.floor(value * 100 + 1e-9) / 10_000, { style: "percent", maximumFractionDigits: 2 });

/** Seconds as "45 s" or "3 min 5 s". */
export function formatDuration(intl: IntlShape, seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return intl.formatMessage({ id: "metrics.unit.seconds", defaultMessage: "{s} s" }, { s: formatCount(intl, total) });
  return intl.formatMessage(
    { id: "metrics.unit.minutesSeconds", defaultMessage: "{m} min {s} s" },
    { m: formatCount(intl, Math.floor(total / 60)), s: total % 60 },
  );
}

/** A vital's value in its unit: milliseconds as whole numbers, CLS with up to three decimals. */
export function formatVital(intl: IntlShape, name: VitalName, value: number): string {
  if (VITAL_RATINGS[name].unit === "") return intl.formatNumber(value, { maximumFractionDigits: 3 });
  return intl.formatMessage({ id: "metrics.unit.ms", defaultMessage: "{value} ms" }, { value: formatCount(intl, value) });
}

/** The rating a p75 earns against the thresholds (spec §9), or none when it was not measured. */
export function vitalRating(name: VitalName, p75: number | null): VitalRating | null {
  return p75 === null ? null : rateVital(name, p75);
}
