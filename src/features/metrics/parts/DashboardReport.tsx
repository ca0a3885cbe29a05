import { Body1 } from "@fluentui/react-components";
import { FormattedMessage, type IntlShape } from "react-intl";
import { BarChart } from "../../../components/charts/BarChart";
import { DataTable } from "../../../components/charts/DataTable";
import { LineChart } from "../../../components/charts/LineChart";
import { RouteLink } from "../../../components/RouteLink";
import { formatCount, formatDay, formatInstant, formatPercent } from "../../../format";
import type { AggregatedMetrics } from "../../../shared/metrics";
import { makeStyles, tokens } from "../../../theme";
import type { DashboardData } from "../MetricsDashboardStore";
import { channelLabel, deviceLabel, eventLabel, formatDuration, m } from "../metricsFormat";
import { DashboardTotals } from "./DashboardTotals";
import { t } from "./dashboardMessages";
import { Section } from "./Section";
import { VitalsTable } from "./VitalsTable";

const useStyles = makeStyles({
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
});

/** The visits of one day, as the chart and its table read them. */
type Day = AggregatedMetrics["visitsByDay"][number];

/** The dashboard's sections over one range: totals, visits, pages, channels, devices, searches, events and Web Vitals. */
export function DashboardReport({ data, intl, pageTitle }: { data: DashboardData; intl: IntlShape; pageTitle: (pagePath: string) => string | undefined }) {
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
        <DashboardTotals data={agg} intl={intl} />
      </Section>

      <Section id="metrics-visits" title={<FormattedMessage id="metrics.dashboard.visits" defaultMessage="Visitas por día" />}>
        {hasVisits ? (
          <LineChart<Day>
            caption={intl.formatMessage({ id: "metrics.dashboard.visitsCaption", defaultMessage: "Vistas de página y visitantes únicos por día" })}
            rows={agg.visitsByDay}
            x={(d) => formatDay(intl, d.date, "dayMonth")}
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
                cell: (p) => (
                  <RouteLink route="metricas.overview" query={{ path: p.pagePath }}>
                    {p.pagePath}
                  </RouteLink>
                ),
              },
              { header: intl.formatMessage(t.pageTitle), cell: (p) => pageTitle(p.pagePath) ?? "—" },
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
