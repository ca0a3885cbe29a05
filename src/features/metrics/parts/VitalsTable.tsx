import type { IntlShape } from "react-intl";
import { DataTable, type Column } from "../../../components/charts/DataTable";
import { RatingBar } from "../../../components/charts/RatingBar";
import { formatCount } from "../../../format";
import { VITAL_NAMES, VITAL_RATINGS, type VitalName, type VitalSummary } from "../../../shared/metrics";
import { makeStyles, tokens } from "../../../theme";
import { formatVital, m, vitalLabel, vitalRating } from "../metricsFormat";
import { t } from "./dashboardMessages";
import { RatingBadge } from "./RatingBadge";

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  samples: { display: "flex", alignItems: "center", justifyContent: "flex-end", gap: tokens.spacingHorizontalS },
});

/** The portal's Web Vitals at p75, rated against their thresholds, with the samples of each rating (spec §9). */
export function VitalsTable({ vitals, intl }: { vitals: Record<VitalName, VitalSummary>; intl: IntlShape }) {
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
