import { useIntl } from "react-intl";
import { useFormat } from "../../../format";
import type { PqrsStats } from "../../../shared/pqrs";
import { makeStyles, tokens } from "../../../theme";
import { statsMessages as t } from "./statsMessages";
import { useStatsNumbers } from "./useStatsNumbers";

const useStyles = makeStyles({
  figures: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    "& dt": { color: tokens.colorNeutralForeground2 },
    "& dd": { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: "tabular-nums" },
  },
});

/** The range's summary: filed, answered, on time, average days, open and overdue. */
export function StatsFigures({ data }: { data: PqrsStats }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const { rate, avg } = useStatsNumbers();
  const figures: [label: string, value: string][] = [
    [intl.formatMessage(t.filed), f.count(data.total.filed)],
    [intl.formatMessage(t.answered), f.count(data.total.answered)],
    [intl.formatMessage(t.onTime), rate(data.total.onTimeRate)],
    [intl.formatMessage(t.average), avg(data.total.averageBusinessDays)],
    [intl.formatMessage(t.open), f.count(data.open)],
    [intl.formatMessage(t.overdueOpen), f.count(data.overdueOpen)],
  ];
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
