import type { ReactNode } from "react";
import { defineMessages, type IntlShape } from "react-intl";
import { formatCount, formatDateValue, formatPercent } from "../../../format";
import { VITAL_NAMES, type PageMetrics } from "../../../shared/metrics";
import { makeStyles, tokens } from "../../../theme";
import { formatDuration, formatUptime, formatVital, m, vitalLabel, vitalRating } from "../metricsFormat";
import { RatingBadge } from "./RatingBadge";

const useStyles = makeStyles({
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  dl: {
    display: "grid",
    gridTemplateColumns: "minmax(12rem, max-content) 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    "@media (max-width: 480px)": { gridTemplateColumns: "1fr" },
  },
  dt: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0, display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: tokens.spacingHorizontalS, fontVariantNumeric: "tabular-nums" },
  muted: { color: tokens.colorNeutralForeground2 },
});

const t = defineMessages({
  traffic: { id: "metrics.page.traffic", defaultMessage: "Tráfico" },
  engagement: { id: "metrics.page.engagement", defaultMessage: "Interacción" },
  performance: { id: "metrics.page.performance", defaultMessage: "Rendimiento (percentil 75)" },
  content: { id: "metrics.page.content", defaultMessage: "Disponibilidad y contenido" },
  visits: { id: "metrics.field.totalVisits", defaultMessage: "Visitas" },
  unique: { id: "metrics.field.totalUniqueVisitors", defaultMessage: "Visitantes únicos" },
  firstVisit: { id: "metrics.field.createdAt", defaultMessage: "Primera visita del rango" },
  lastVisit: { id: "metrics.field.updatedAt", defaultMessage: "Última visita del rango" },
  avgTime: { id: "metrics.field.avgTimeOnPage", defaultMessage: "Tiempo promedio en la página" },
  bounce: { id: "metrics.field.avgBounceRate", defaultMessage: "Tasa de rebote" },
  exit: { id: "metrics.field.avgExitRate", defaultMessage: "Tasa de salida" },
  shares: { id: "metrics.field.totalShares", defaultMessage: "Veces compartida" },
  downloads: { id: "metrics.field.totalDownloads", defaultMessage: "Descargas" },
  forms: { id: "metrics.field.totalFormCompletions", defaultMessage: "Formularios completados" },
  speedIndex: { id: "metrics.field.speedIndex", defaultMessage: "Índice de velocidad (Speed Index)" },
  pageWeight: { id: "metrics.field.pageWeight", defaultMessage: "Peso de la página" },
  mobile: { id: "metrics.field.mobileOptimized", defaultMessage: "Optimizada para celulares" },
  lazy: { id: "metrics.field.lazyLoadingEnabled", defaultMessage: "Carga diferida de imágenes" },
  uptime: { id: "metrics.field.uptime", defaultMessage: "Disponibilidad" },
  published: { id: "metrics.field.publicationDate", defaultMessage: "Fecha de publicación" },
  modified: { id: "metrics.field.lastModified", defaultMessage: "Última modificación" },
  reading: { id: "metrics.field.readingTime", defaultMessage: "Tiempo de lectura" },
  noVisits: { id: "metrics.page.noVisits", defaultMessage: "Sin visitas en el rango" },
});

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.dt}>{label}</dt>
      <dd className={styles.dd}>{children}</dd>
    </>
  );
}

/** Every field of the page metrics (spec §3), with its unit, in four groups. */
export function PageMetricsList({ data, intl }: { data: PageMetrics; intl: IntlShape }) {
  const styles = useStyles();
  const f = (d: { id: string; defaultMessage: string }) => intl.formatMessage(d);
  const count = (n: number) => formatCount(intl, n);
  const notMeasured = <span className={styles.muted}>{f(m.notMeasured)}</span>;
  const noData = <span className={styles.muted}>{f(m.noData)}</span>;
  const date = (v: string | null, empty: ReactNode) => (v ? formatDateValue(intl, v) : empty);
  const noVisits = <span className={styles.muted}>{f(t.noVisits)}</span>;
  return (
    <>
      <h3 className={styles.h3}>{f(t.traffic)}</h3>
      <dl className={styles.dl}>
        <Item label={f(t.visits)}>{count(data.totalVisits)}</Item>
        <Item label={f(t.unique)}>{count(data.totalUniqueVisitors)}</Item>
        <Item label={f(t.firstVisit)}>{date(data.createdAt, noVisits)}</Item>
        <Item label={f(t.lastVisit)}>{date(data.updatedAt, noVisits)}</Item>
        <Item label={f(t.avgTime)}>{formatDuration(intl, data.avgTimeOnPage)}</Item>
        <Item label={f(t.bounce)}>{formatPercent(intl, data.avgBounceRate)}</Item>
        <Item label={f(t.exit)}>{formatPercent(intl, data.avgExitRate)}</Item>
      </dl>

      <h3 className={styles.h3}>{f(t.engagement)}</h3>
      <dl className={styles.dl}>
        <Item label={f(t.shares)}>{count(data.totalShares)}</Item>
        <Item label={f(t.downloads)}>{count(data.totalDownloads)}</Item>
        <Item label={f(t.forms)}>{count(data.totalFormCompletions)}</Item>
      </dl>

      <h3 className={styles.h3}>{f(t.performance)}</h3>
      <dl className={styles.dl}>
        {VITAL_NAMES.map((name) => {
          const value = data[name] ?? null;
          const rating = vitalRating(name, value);
          return (
            <Item key={name} label={vitalLabel(intl, name)}>
              {value === null ? (
                notMeasured
              ) : (
                <>
                  <span>{formatVital(intl, name, value)}</span>
                  {rating ? <RatingBadge rating={rating} /> : null}
                </>
              )}
            </Item>
          );
        })}
        <Item label={f(t.speedIndex)}>
          {data.speedIndex === null
            ? notMeasured
            : intl.formatMessage({ id: "metrics.unit.ms", defaultMessage: "{value} ms" }, { value: count(data.speedIndex) })}
        </Item>
        <Item label={f(t.pageWeight)}>
          {data.pageWeight === null
            ? notMeasured
            : intl.formatMessage(
                { id: "metrics.unit.kb", defaultMessage: "{value} KB" },
                { value: intl.formatNumber(data.pageWeight / 1024, { maximumFractionDigits: 1 }) },
              )}
        </Item>
        <Item label={f(t.mobile)}>{f(data.mobileOptimized ? m.yes : m.no)}</Item>
        <Item label={f(t.lazy)}>{f(data.lazyLoadingEnabled ? m.yes : m.no)}</Item>
      </dl>

      <h3 className={styles.h3}>{f(t.content)}</h3>
      <dl className={styles.dl}>
        <Item label={f(t.uptime)}>{formatUptime(intl, data.uptime)}</Item>
        <Item label={f(t.published)}>{date(data.publicationDate, noData)}</Item>
        <Item label={f(t.modified)}>{date(data.lastModified, noData)}</Item>
        <Item label={f(t.reading)}>
          {data.readingTime === null
            ? noData
            : intl.formatMessage(
                { id: "metrics.unit.minutes", defaultMessage: "{value, plural, one {# minuto} other {# minutos}}" },
                { value: Math.max(1, Math.round(data.readingTime)) },
              )}
        </Item>
      </dl>
    </>
  );
}
