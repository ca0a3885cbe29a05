import { useEffect } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { BarChart } from "../../components/charts/BarChart";
import { DataTable, type Column } from "../../components/charts/DataTable";
import { LineChart } from "../../components/charts/LineChart";
import { RatingBar } from "../../components/charts/RatingBar";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm } from "../../components/forms/useForm";
import { PageSpinner } from "../../components/PageSpinner";
import { RouterLink } from "../../components/RouterLink";
import { useMounted } from "../../components/useMounted";
import {
  VITAL_NAMES,
  VITAL_RATINGS,
  type AcquisitionChannelsReport,
  type AggregatedMetrics,
  type SearchTermsReport,
  type VitalName,
  type VitalSummary,
} from "../../shared/metrics";
import { lastDays, type MetricsResult } from "../../stores/MetricsReportsStore";
import type { RouteRegistry } from "../../stores/RouteRegistry";
import { makeStyles, tokens } from "../../theme";
import { presetOf, RANGE_PRESETS, rangeFromParams, validateRange } from "./dateRange";
import {
  channelLabel,
  deviceLabel,
  eventLabel,
  formatCount,
  formatDay,
  formatDuration,
  formatInstant,
  formatPercent,
  formatUptime,
  formatVital,
  m,
  vitalLabel,
  vitalRating,
} from "./metricsFormat";
import { FallbackNote, RatingBadge, Section, useReport } from "./parts";

const useStyles = makeStyles({
  page: { maxWidth: "64rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2, maxWidth: "48rem" },
  form: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    marginBlockEnd: tokens.spacingVerticalL,
    maxWidth: "48rem",
  },
  fieldset: { border: "none", margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, paddingBlock: tokens.spacingVerticalS },
  fields: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalL, alignItems: "flex-start" },
  apply: { marginBlockStart: "1.6rem" },
  presets: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  range: { marginBlock: `${tokens.spacingVerticalM} 0`, fontWeight: tokens.fontWeightSemibold },
  totals: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  total: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
  },
  totalLabel: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  totalValue: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: "tabular-nums" },
  zeroRow: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  zeroTag: {
    marginInlineStart: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorPaletteYellowBorder2}`,
    borderRadius: tokens.borderRadiusSmall,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: "nowrap",
  },
  muted: { color: tokens.colorNeutralForeground2 },
  samples: { display: "flex", alignItems: "center", justifyContent: "flex-end", gap: tokens.spacingHorizontalS },
  links: { marginBlockStart: tokens.spacingVerticalXXL },
});

type RangeValues = { startDate: string; endDate: string };
const FIELD_IDS = { startDate: "range-start", endDate: "range-end" } as const;

/** The three reports the dashboard shows, read together. */
interface DashboardData {
  aggregated: AggregatedMetrics;
  channels: AcquisitionChannelsReport;
  terms: SearchTermsReport;
}

const t = defineMessages({
  title: { id: "metrics.dashboard.title", defaultMessage: "Tablero de métricas" },
  rangeLegend: { id: "metrics.dashboard.range", defaultMessage: "Rango de fechas" },
  from: { id: "metrics.dashboard.from", defaultMessage: "Desde" },
  to: { id: "metrics.dashboard.to", defaultMessage: "Hasta" },
  apply: { id: "metrics.dashboard.apply", defaultMessage: "Aplicar" },
  presets: { id: "metrics.dashboard.presets", defaultMessage: "Rangos rápidos" },
  page: { id: "metrics.col.page", defaultMessage: "Página" },
  pageTitle: { id: "metrics.col.pageTitle", defaultMessage: "Título" },
  pageViews: { id: "metrics.col.pageViews", defaultMessage: "Vistas de página" },
  uniqueVisitors: { id: "metrics.col.uniqueVisitors", defaultMessage: "Visitantes únicos" },
  avgTime: { id: "metrics.col.avgTime", defaultMessage: "Tiempo promedio en la página" },
  sessions: { id: "metrics.col.sessions", defaultMessage: "Sesiones" },
  share: { id: "metrics.col.share", defaultMessage: "Porcentaje" },
  day: { id: "metrics.col.day", defaultMessage: "Día" },
  channel: { id: "metrics.col.channel", defaultMessage: "Canal" },
  device: { id: "metrics.col.device", defaultMessage: "Dispositivo" },
  eventType: { id: "metrics.col.eventType", defaultMessage: "Tipo de evento" },
  count: { id: "metrics.col.count", defaultMessage: "Cantidad" },
  term: { id: "metrics.col.term", defaultMessage: "Término buscado" },
  searches: { id: "metrics.col.searches", defaultMessage: "Búsquedas" },
  zeroResults: { id: "metrics.col.zeroResults", defaultMessage: "Búsquedas sin resultados" },
  lastSearched: { id: "metrics.col.lastSearched", defaultMessage: "Última búsqueda" },
  zeroTag: { id: "metrics.search.zeroTag", defaultMessage: "sin resultados" },
  vital: { id: "metrics.col.vital", defaultMessage: "Métrica" },
  p75: { id: "metrics.col.p75", defaultMessage: "Percentil 75" },
  rating: { id: "metrics.col.rating", defaultMessage: "Calificación" },
  threshold: { id: "metrics.col.threshold", defaultMessage: "Umbrales" },
  samples: { id: "metrics.col.samples", defaultMessage: "Muestras" },
  noSamples: { id: "metrics.vitals.noSamples", defaultMessage: "Sin muestras" },
});

/** The visits of one day, as the chart and its table read them. */
type Day = AggregatedMetrics["visitsByDay"][number];

function Totals({ data, intl }: { data: AggregatedMetrics; intl: IntlShape }) {
  const styles = useStyles();
  const items: [string, string][] = [
    [intl.formatMessage(t.pageViews), formatCount(intl, data.totals.pageViews)],
    [intl.formatMessage(t.uniqueVisitors), formatCount(intl, data.totals.uniqueVisitors)],
    [intl.formatMessage(t.sessions), formatCount(intl, data.totals.sessions)],
    [intl.formatMessage(t.avgTime), formatDuration(intl, data.totals.avgTimeOnPage)],
    [intl.formatMessage({ id: "metrics.total.bounce", defaultMessage: "Tasa de rebote" }), formatPercent(intl, data.totals.bounceRate)],
    [intl.formatMessage({ id: "metrics.total.events", defaultMessage: "Eventos registrados" }), formatCount(intl, data.totals.events)],
    [intl.formatMessage({ id: "metrics.total.uptime", defaultMessage: "Disponibilidad del portal" }), formatUptime(intl, data.uptime)],
  ];
  return (
    <dl className={styles.totals}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.total}>
          <dt className={styles.totalLabel}>{label}</dt>
          <dd className={styles.totalValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function VitalsTable({ vitals, intl }: { vitals: Record<VitalName, VitalSummary>; intl: IntlShape }) {
  const styles = useStyles();
  const columns: Column<VitalName>[] = [
    { header: intl.formatMessage(t.vital), cell: (n) => vitalLabel(intl, n) },
    {
      header: intl.formatMessage(t.p75),
      numeric: true,
      cell: (n) => {
        const p75 = vitals[n]?.p75 ?? null;
        return p75 === null ? intl.formatMessage(m.notMeasured) : formatVital(intl, n, p75);
      },
    },
    {
      header: intl.formatMessage(t.rating),
      cell: (n) => {
        const rating = vitalRating(n, vitals[n]?.p75 ?? null);
        return rating ? <RatingBadge rating={rating} /> : <span className={styles.muted}>{intl.formatMessage(t.noSamples)}</span>;
      },
    },
    {
      header: intl.formatMessage(t.threshold),
      cell: (n) =>
        intl.formatMessage(
          { id: "metrics.vitals.threshold", defaultMessage: "Bueno hasta {good}; deficiente por encima de {poor}" },
          { good: formatVital(intl, n, VITAL_RATINGS[n].good), poor: formatVital(intl, n, VITAL_RATINGS[n].poor) },
        ),
    },
    { header: intl.formatMessage(m.good), numeric: true, cell: (n) => formatCount(intl, vitals[n]?.good ?? 0) },
    { header: intl.formatMessage(m.needsImprovement), numeric: true, cell: (n) => formatCount(intl, vitals[n]?.needsImprovement ?? 0) },
    { header: intl.formatMessage(m.poor), numeric: true, cell: (n) => formatCount(intl, vitals[n]?.poor ?? 0) },
    {
      header: intl.formatMessage(t.samples),
      numeric: true,
      cell: (n) => {
        const v = vitals[n] ?? { good: 0, needsImprovement: 0, poor: 0, samples: 0 };
        return (
          <span className={styles.samples}>
            <RatingBar good={v.good} needsImprovement={v.needsImprovement} poor={v.poor} />
            {formatCount(intl, v.samples)}
          </span>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={intl.formatMessage({ id: "metrics.vitals.caption", defaultMessage: "Web Vitals del portal en el percentil 75" })}
      columns={columns}
      rows={VITAL_NAMES}
      rowKey={(n) => n}
    />
  );
}

function Report({ data, intl, routes }: { data: DashboardData; intl: IntlShape; routes: RouteRegistry }) {
  const styles = useStyles();
  const { aggregated: agg, channels, terms } = data;
  const noVisits = (
    <Body1 as="p" block>
      {intl.formatMessage(m.noVisits)}
    </Body1>
  );
  const hasVisits = agg.totals.pageViews > 0 || agg.visitsByDay.some((d) => d.pageViews > 0);
  const deviceTotal = agg.devices.reduce((s, d) => s + d.pageViews, 0);
  const count = (n: number) => formatCount(intl, n);
  return (
    <>
      <Section id="metrics-summary" title={<FormattedMessage id="metrics.dashboard.summary" defaultMessage="Resumen del rango" />}>
        <Totals data={agg} intl={intl} />
      </Section>

      <Section id="metrics-visits" title={<FormattedMessage id="metrics.dashboard.visits" defaultMessage="Visitas por día" />}>
        {hasVisits ? (
          <LineChart<Day>
            caption={intl.formatMessage({ id: "metrics.dashboard.visitsCaption", defaultMessage: "Vistas de página y visitantes únicos por día" })}
            rows={agg.visitsByDay}
            x={(d) => formatDay(intl, d.date)}
            series={[
              { name: intl.formatMessage(t.pageViews), value: (d) => d.pageViews },
              { name: intl.formatMessage(t.uniqueVisitors), value: (d) => d.uniqueVisitors },
            ]}
            formatValue={count}
            rowKey={(d) => d.date}
            columns={[
              { header: intl.formatMessage(t.day), cell: (d) => formatDay(intl, d.date, "long") },
              { header: intl.formatMessage(t.pageViews), numeric: true, cell: (d) => count(d.pageViews) },
              { header: intl.formatMessage(t.uniqueVisitors), numeric: true, cell: (d) => count(d.uniqueVisitors) },
            ]}
          />
        ) : (
          noVisits
        )}
      </Section>

      <Section id="metrics-top-pages" title={<FormattedMessage id="metrics.dashboard.topPages" defaultMessage="Páginas más visitadas" />}>
        {agg.topPages.length > 0 ? (
          <BarChart
            // Not the section's own title: the table's region and the section would be two landmarks of one name.
            caption={intl.formatMessage({
              id: "metrics.dashboard.topPagesByViews",
              defaultMessage: "Vistas de página por página, de la más visitada a la menos visitada",
            })}
            rows={agg.topPages}
            label={(p) => p.pagePath}
            value={(p) => p.pageViews}
            formatValue={count}
            rowKey={(p) => p.pagePath}
            tableOpen
            columns={[
              {
                header: intl.formatMessage(t.page),
                cell: (p) => <RouterLink to={`/metrics?path=${encodeURIComponent(p.pagePath)}`}>{p.pagePath}</RouterLink>,
              },
              { header: intl.formatMessage(t.pageTitle), cell: (p) => routes.byPath(p.pagePath)?.title ?? "—" },
              { header: intl.formatMessage(t.pageViews), numeric: true, cell: (p) => count(p.pageViews) },
              { header: intl.formatMessage(t.uniqueVisitors), numeric: true, cell: (p) => count(p.uniqueVisitors) },
              { header: intl.formatMessage(t.avgTime), numeric: true, cell: (p) => formatDuration(intl, p.avgTimeOnPage) },
            ]}
          />
        ) : (
          noVisits
        )}
      </Section>

      <Section id="metrics-channels" title={<FormattedMessage id="metrics.dashboard.channels" defaultMessage="Canales de adquisición" />}>
        {channels.channels.some((c) => c.pageViews > 0) ? (
          <BarChart
            caption={intl.formatMessage({ id: "metrics.dashboard.channelsCaption", defaultMessage: "Vistas de página por canal de adquisición" })}
            rows={[...channels.channels].sort((a, b) => b.pageViews - a.pageViews)}
            label={(c) => channelLabel(intl, c.channel)}
            value={(c) => c.pageViews}
            formatValue={count}
            rowKey={(c) => c.channel}
            columns={[
              { header: intl.formatMessage(t.channel), cell: (c) => channelLabel(intl, c.channel) },
              { header: intl.formatMessage(t.pageViews), numeric: true, cell: (c) => count(c.pageViews) },
              { header: intl.formatMessage(t.sessions), numeric: true, cell: (c) => count(c.sessions) },
              { header: intl.formatMessage(t.share), numeric: true, cell: (c) => formatPercent(intl, c.percentage) },
            ]}
          />
        ) : (
          noVisits
        )}
      </Section>

      <Section id="metrics-devices" title={<FormattedMessage id="metrics.dashboard.devices" defaultMessage="Dispositivos" />}>
        {deviceTotal > 0 ? (
          <BarChart
            caption={intl.formatMessage({ id: "metrics.dashboard.devicesCaption", defaultMessage: "Vistas de página por tipo de dispositivo" })}
            rows={[...agg.devices].sort((a, b) => b.pageViews - a.pageViews)}
            label={(d) => deviceLabel(intl, d.deviceType)}
            value={(d) => d.pageViews}
            formatValue={count}
            rowKey={(d) => d.deviceType}
            columns={[
              { header: intl.formatMessage(t.device), cell: (d) => deviceLabel(intl, d.deviceType) },
              { header: intl.formatMessage(t.pageViews), numeric: true, cell: (d) => count(d.pageViews) },
              { header: intl.formatMessage(t.share), numeric: true, cell: (d) => formatPercent(intl, (d.pageViews / deviceTotal) * 100) },
            ]}
          />
        ) : (
          noVisits
        )}
      </Section>

      <Section id="metrics-search" title={<FormattedMessage id="metrics.dashboard.search" defaultMessage="Términos de búsqueda" />}>
        {terms.totalSearches > 0 ? (
          <>
            <Body1 as="p" block>
              <FormattedMessage
                id="metrics.dashboard.searchSummary"
                defaultMessage="{total, plural, one {# búsqueda} other {# búsquedas}} en el rango; {zero, plural, =0 {todas encontraron resultados} one {# no encontró resultados} other {# no encontraron resultados}}. Los términos sin resultados muestran qué información falta en el portal."
                values={{ total: terms.totalSearches, zero: terms.zeroResultSearches }}
              />
            </Body1>
            {/* Issue 20 §4: the server lists to visitors only terms several sessions searched, numbers masked. */}
            {(terms.minSessions ?? 1) > 1 ? (
              <Body1 as="p" block>
                <FormattedMessage
                  id="metrics.dashboard.searchPrivacy"
                  defaultMessage="Para proteger la privacidad solo se listan los términos que buscaron al menos {min} sesiones distintas, y los números largos (documentos, teléfonos) se ocultan."
                  values={{ min: terms.minSessions }}
                />
              </Body1>
            ) : null}
            {terms.terms.length > 0 ? (
              <DataTable
                caption={intl.formatMessage({ id: "metrics.dashboard.searchCaption", defaultMessage: "Términos buscados en el portal" })}
                rows={terms.terms}
                rowKey={(r) => r.term}
                rowClassName={(r) => (r.zeroResults > 0 ? styles.zeroRow : undefined)}
                columns={[
                  {
                    header: intl.formatMessage(t.term),
                    cell: (r) => (
                      <>
                        {r.term}
                        {r.zeroResults > 0 ? <span className={styles.zeroTag}>{intl.formatMessage(t.zeroTag)}</span> : null}
                      </>
                    ),
                  },
                  { header: intl.formatMessage(t.searches), numeric: true, cell: (r) => count(r.searches) },
                  { header: intl.formatMessage(t.zeroResults), numeric: true, cell: (r) => count(r.zeroResults) },
                  { header: intl.formatMessage(t.lastSearched), cell: (r) => formatInstant(intl, r.lastSearchedAt) },
                ]}
              />
            ) : null}
          </>
        ) : (
          <Body1 as="p" block>
            <FormattedMessage id="metrics.dashboard.noSearches" defaultMessage="No se registraron búsquedas en este rango." />
          </Body1>
        )}
      </Section>

      <Section id="metrics-events" title={<FormattedMessage id="metrics.dashboard.events" defaultMessage="Eventos por tipo" />}>
        {agg.events.some((e) => e.count > 0) ? (
          <BarChart
            caption={intl.formatMessage({ id: "metrics.dashboard.eventsCaption", defaultMessage: "Eventos registrados por tipo" })}
            rows={[...agg.events].sort((a, b) => b.count - a.count)}
            label={(e) => eventLabel(intl, e.eventType)}
            value={(e) => e.count}
            formatValue={count}
            rowKey={(e) => e.eventType}
            columns={[
              { header: intl.formatMessage(t.eventType), cell: (e) => eventLabel(intl, e.eventType) },
              { header: intl.formatMessage(t.count), numeric: true, cell: (e) => count(e.count) },
            ]}
          />
        ) : (
          <Body1 as="p" block>
            <FormattedMessage id="metrics.dashboard.noEvents" defaultMessage="No se registraron eventos en este rango." />
          </Body1>
        )}
      </Section>

      <Section id="metrics-vitals" title={<FormattedMessage id="metrics.dashboard.vitals" defaultMessage="Web Vitals (percentil 75)" />}>
        <Body1 as="p" block>
          <FormattedMessage
            id="metrics.dashboard.vitalsHelp"
            defaultMessage="El percentil 75 es el valor que alcanzan o mejoran tres de cada cuatro visitas. Cada métrica se califica como «Bueno», «Necesita mejorar» o «Deficiente» según sus umbrales, y las columnas siguientes cuentan cuántas mediciones cayeron en cada calificación."
          />
        </Body1>
        <VitalsTable vitals={agg.webVitals} intl={intl} />
      </Section>
    </>
  );
}

/**
 * /metrics-dashboard: the portal's metrics over a date range kept in the address. Everything that
 * depends on the range or the data waits until the page has mounted, so the prerendered HTML and
 * its hydration match (the build does not know the visitor's range or today's date).
 */
export default observer(function DashboardView() {
  const styles = useStyles();
  const intl = useIntl();
  const stores = useStores();
  const { routes } = stores;
  const [params, setParams] = useSearchParams();
  const mounted = useMounted();
  const now = Date.now();
  const range = mounted ? rangeFromParams(params, now) : null;
  const key = range ? `${range.startDate}/${range.endDate}` : null;

  const report = useReport<DashboardData>(key, async (): Promise<MetricsResult<DashboardData>> => {
    const metricsReports = await stores.loadMetricsReports();
    const [aggregated, channels, terms] = await Promise.all([
      metricsReports.aggregated(range!),
      metricsReports.acquisitionChannels(range!),
      metricsReports.searchTerms(range!),
    ]);
    return {
      data: { aggregated: aggregated.data, channels: channels.data, terms: terms.data },
      fallback: aggregated.fallback || channels.fallback || terms.fallback,
    };
  });

  const form = useForm<RangeValues>({
    initial: { startDate: "", endDate: "" },
    validate: validateRange,
    fieldIds: FIELD_IDS,
    name: "rango_tablero_metricas",
    onSubmit: async (v) => {
      setParams({ startDate: v.startDate.trim(), endDate: v.endDate.trim() });
    },
  });
  useErrorTitle(form.items.length > 0);

  // The fields follow the address: on arrival, after a preset, and on back and forward.
  useEffect(() => {
    if (!range) return;
    form.set("startDate", range.startDate);
    form.set("endDate", range.endDate);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const preset = range ? presetOf(range, now) : undefined;
  return (
    <article className={styles.page}>
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        <FormattedMessage
          id="metrics.dashboard.intro"
          defaultMessage="Visitas, páginas más consultadas, canales por los que llegan los visitantes, dispositivos, búsquedas, eventos y rendimiento del portal en el rango de fechas que elija. Las cifras se actualizan cada cinco minutos."
        />
      </Body1>

      <form {...form.formProps} className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(t.rangeLegend)}</legend>
          <div className={styles.fields}>
            <TextField
              id={FIELD_IDS.startDate}
              type="date"
              label={intl.formatMessage(t.from)}
              value={form.values.startDate}
              onChange={(v) => form.set("startDate", v)}
              error={form.errors.startDate}
              required
            />
            <TextField
              id={FIELD_IDS.endDate}
              type="date"
              label={intl.formatMessage(t.to)}
              value={form.values.endDate}
              onChange={(v) => form.set("endDate", v)}
              error={form.errors.endDate}
              required
            />
            <Button type="submit" appearance="primary" className={styles.apply}>
              {intl.formatMessage(t.apply)}
            </Button>
          </div>
        </fieldset>
        <div className={styles.presets} role="group" aria-labelledby="range-presets-label">
          <span id="range-presets-label">{intl.formatMessage(t.presets)}:</span>
          {RANGE_PRESETS.map((days) => (
            <Button
              key={days}
              size="small"
              aria-pressed={preset === days}
              appearance={preset === days ? "primary" : "secondary"}
              onClick={() => setParams(lastDays(days, Date.now()))}
            >
              {intl.formatMessage({ id: "metrics.dashboard.preset", defaultMessage: "Últimos {days} días" }, { days })}
            </Button>
          ))}
        </div>
      </form>

      {range ? (
        <p className={styles.range}>
          <FormattedMessage
            id="metrics.dashboard.showing"
            defaultMessage="Del {start} al {end}"
            values={{ start: formatDay(intl, range.startDate, "long"), end: formatDay(intl, range.endDate, "long") }}
          />
        </p>
      ) : null}

      {report === null ? (
        <PageSpinner />
      ) : (
        <>
          {report.fallback ? <FallbackNote /> : null}
          <Report data={report.data} intl={intl} routes={routes} />
        </>
      )}

      <p className={styles.links}>
        <RouterLink to="/metrics">
          <FormattedMessage id="metrics.dashboard.pageLink" defaultMessage="Consultar las métricas de una página" />
        </RouterLink>
      </p>
    </article>
  );
});
