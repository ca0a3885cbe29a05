import { useIntl } from "react-intl";
import { makeStyles, tokens } from "../../theme";
import { ChartFrame } from "./ChartFrame";
import { DataTable, type Column } from "./DataTable";

/** A phone: each label on its own line above its bar, which then takes the width the label had. */
const NARROW = "@media (max-width: 29.99rem)";

const useStyles = makeStyles({
  bars: {
    display: "grid",
    gridTemplateColumns: "minmax(6rem, 14rem) 1fr max-content",
    alignItems: "center",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase200,
    [NARROW]: { gridTemplateColumns: "1fr max-content", rowGap: tokens.spacingVerticalXXS },
  },
  row: { display: "contents" },
  label: {
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    color: tokens.colorNeutralForeground1,
    [NARROW]: { gridColumn: "1 / -1", paddingBlockStart: tokens.spacingVerticalXS },
  },
  svg: { display: "block", width: "100%", height: "1rem" },
  track: { fill: tokens.colorNeutralBackground4 },
  bar: { fill: tokens.colorBrandBackground },
  value: { fontVariantNumeric: "tabular-nums", color: tokens.colorNeutralForeground2, textAlign: "end" },
});

export interface BarChartProps<T> {
  /** The chart's subject: caption of the table and start of the image's summary. */
  caption: string;
  rows: readonly T[];
  label: (row: T) => string;
  value: (row: T) => number;
  formatValue: (value: number) => string;
  /** The table's columns (the first heads each row). */
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  tableOpen?: boolean;
}

/**
 * Horizontal bars, one per row, longest first as given. Labels and figures are text beside small
 * SVG bars, so they stay readable on a phone; the bar lengths are relative to the largest value.
 */
export function BarChart<T>({ caption, rows, label, value, formatValue, columns, rowKey, tableOpen }: BarChartProps<T>) {
  const styles = useStyles();
  const intl = useIntl();
  const max = Math.max(0, ...rows.map(value));
  const top = rows.reduce<T | undefined>((best, r) => (best === undefined || value(r) > value(best) ? r : best), undefined);
  const summary =
    top === undefined
      ? intl.formatMessage({ id: "charts.bar.empty", defaultMessage: "{caption}: sin datos." }, { caption })
      : intl.formatMessage(
          {
            id: "charts.bar.summary",
            defaultMessage:
              "{caption}: gráfico de barras con {count, plural, one {# dato} other {# datos}}; el mayor es {top}, con {value}. Las cifras están en la tabla siguiente.",
          },
          { caption, count: rows.length, top: label(top), value: formatValue(value(top)) },
        );
  return (
    <ChartFrame
      summary={summary}
      tableOpen={tableOpen}
      chart={
        <div className={styles.bars}>
          {rows.map((r) => {
            const v = value(r);
            // A value above zero always shows a sliver, so it never reads as nothing.
            const width = max > 0 ? Math.max(v > 0 ? 0.8 : 0, (v / max) * 100) : 0;
            return (
              <div key={rowKey(r)} className={styles.row}>
                <span className={styles.label} title={label(r)}>
                  {label(r)}
                </span>
                <svg className={styles.svg} viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
                  <rect className={styles.track} x="0" y="0" width="100" height="10" />
                  <rect className={styles.bar} x="0" y="0" width={width} height="10" />
                </svg>
                <span className={styles.value}>{formatValue(v)}</span>
              </div>
            );
          })}
        </div>
      }
      table={<DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />}
    />
  );
}
