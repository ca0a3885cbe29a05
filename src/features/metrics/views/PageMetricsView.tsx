import { useEffect, type ReactNode } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm } from "../../components/forms/useForm";
import { PageSpinner } from "../../components/PageSpinner";
import { RouterLink } from "../../components/RouterLink";
import { useMounted } from "../../components/useMounted";
import { METRICS_LIMITS, VITAL_NAMES, type PageMetrics } from "../../shared/metrics";
import { makeStyles, tokens } from "../../theme";
import { formatCount, formatDateValue, formatDuration, formatPercent, formatUptime, formatVital, m, vitalLabel, vitalRating } from "./metricsFormat";
import { FallbackNote, RatingBadge, Section, useReport } from "./parts";

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2, maxWidth: "48rem" },
  form: { display: "flex", flexWrap: "wrap", alignItems: "flex-start", columnGap: tokens.spacingHorizontalL, maxWidth: "48rem" },
  submit: { marginBlockStart: "1.6rem" },
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
  links: { marginBlockStart: tokens.spacingVerticalXXL },
});

const t = defineMessages({
  title: { id: "metrics.page.title", defaultMessage: "Métricas de una página" },
  pathLabel: { id: "metrics.page.path", defaultMessage: "Ruta de la página" },
  pathHint: { id: "metrics.page.pathHint", defaultMessage: "Empieza por «/», por ejemplo /homePage o /energia/ratesEnergy." },
  submit: { id: "metrics.page.submit", defaultMessage: "Consultar" },
  pathEmpty: { id: "metrics.page.pathEmpty", defaultMessage: "Escriba la ruta de la página." },
  pathSlash: { id: "metrics.page.pathSlash", defaultMessage: "La ruta debe empezar por «/», por ejemplo /homePage." },
  pathSpaces: { id: "metrics.page.pathSpaces", defaultMessage: "La ruta no puede tener espacios." },
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

type Values = { path: string };
const FIELD_IDS = { path: "metrics-path" } as const;
const DEFAULT_PATH = "/homePage";

/** The page path rules: what the metrics API takes as one page (spec §7). */
function validatePath(intl: IntlShape, path: string): string | undefined {
  const p = path.trim();
  if (!p) return intl.formatMessage(t.pathEmpty);
  if (!p.startsWith("/")) return intl.formatMessage(t.pathSlash);
  if (/\s/.test(p)) return intl.formatMessage(t.pathSpaces);
  if (p.length > METRICS_LIMITS.pathLength) {
    return intl.formatMessage(
      { id: "metrics.page.pathLong", defaultMessage: "La ruta no puede tener más de {max} caracteres." },
      { max: METRICS_LIMITS.pathLength },
    );
  }
  return undefined;
}

/** The path in the address (?path=), when it is a valid one. */
function pathFromParams(intl: IntlShape, params: URLSearchParams): string {
  const p = (params.get("path") ?? "").trim();
  return p && !validatePath(intl, p) ? p : DEFAULT_PATH;
}

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
function MetricsList({ data, intl }: { data: PageMetrics; intl: IntlShape }) {
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

/**
 * /metrics: the metrics of any page of the portal over the last 30 days. The path comes from the
 * address (?path=, so a result can be shared), and is read after mount: the prerendered HTML
 * cannot know it.
 */
export default observer(function PageMetricsView() {
  const styles = useStyles();
  const intl = useIntl();
  const stores = useStores();
  const { routes } = stores;
  const [params, setParams] = useSearchParams();
  const mounted = useMounted();
  const path = mounted ? pathFromParams(intl, params) : null;
  const report = useReport<PageMetrics>(path, () => stores.loadMetricsReports().then((r) => r.page(path!)));

  const form = useForm<Values>({
    initial: { path: "" },
    validate: (v) => {
      const error = validatePath(intl, v.path);
      return error ? { path: error } : {};
    },
    fieldIds: FIELD_IDS,
    name: "consulta_metricas_pagina",
    onSubmit: async (v) => {
      setParams({ path: v.path.trim() });
    },
  });
  useErrorTitle(form.items.length > 0);
  useEffect(() => {
    if (path !== null) form.set("path", path);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  const title = path ? routes.byPath(path)?.title : undefined;
  return (
    <article className={styles.page}>
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        <FormattedMessage
          id="metrics.page.intro"
          defaultMessage="Escriba la ruta de una página del portal para ver sus visitas, la interacción de los visitantes, su rendimiento y su disponibilidad en los últimos 30 días."
        />
      </Body1>
      <form {...form.formProps} className={styles.form}>
        <TextField
          id={FIELD_IDS.path}
          label={intl.formatMessage(t.pathLabel)}
          hint={intl.formatMessage(t.pathHint)}
          value={form.values.path}
          onChange={(v) => form.set("path", v)}
          error={form.errors.path}
          maxLength={METRICS_LIMITS.pathLength}
          required
        />
        <Button type="submit" appearance="primary" className={styles.submit}>
          {intl.formatMessage(t.submit)}
        </Button>
      </form>

      {report === null || path === null ? (
        <PageSpinner />
      ) : (
        <Section
          id="page-metrics-result"
          title={title ? <FormattedMessage id="metrics.page.resultTitled" defaultMessage="{path} ({title})" values={{ path, title }} /> : path}
        >
          {report.fallback ? <FallbackNote /> : null}
          <MetricsList data={report.data} intl={intl} />
        </Section>
      )}

      <p className={styles.links}>
        <RouterLink to="/metrics-dashboard">
          <FormattedMessage id="metrics.page.dashboardLink" defaultMessage="Ver el tablero de métricas de todo el portal" />
        </RouterLink>
      </p>
    </article>
  );
});
