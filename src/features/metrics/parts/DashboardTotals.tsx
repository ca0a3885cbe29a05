import type { IntlShape } from "react-intl";
import { formatCount, formatPercent } from "../../../format";
import type { AggregatedMetrics } from "../../../shared/metrics";
import { makeStyles, tokens } from "../../../theme";
import { formatDuration, formatUptime } from "../metricsFormat";
import { t } from "./dashboardMessages";

const useStyles = makeStyles({
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
  definitions: { margin: `${tokens.spacingVerticalS} 0 0`, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, maxWidth: "70ch" },
  totalValue: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: "tabular-nums" },
});

/** The range's totals, each a term and its figure in a box. */
export function DashboardTotals({ data, intl }: { data: AggregatedMetrics; intl: IntlShape }) {
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
    <>
      <dl className={styles.totals}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt className={styles.totalLabel}>{label}</dt>
            <dd className={styles.totalValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {/* Issue 33 §3: what the two visit figures mean, so nobody reads one as larger than the other. */}
      <p className={styles.definitions}>{intl.formatMessage(t.visitDefinitions)}</p>
    </>
  );
}
