import { useIntl } from "react-intl";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { ChartFrame, niceMax } from "./ChartFrame";
import { DataTable, type Column } from "./DataTable";

const useStyles = makeStyles({
  plot: {
    display: "grid",
    gridTemplateColumns: "max-content 1fr",
    columnGap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: "tabular-nums",
  },
  yAxis: { display: "flex", flexDirection: "column", justifyContent: "space-between", textAlign: "end", height: "12rem" },
  svg: { display: "block", width: "100%", height: "12rem", overflow: "visible" },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  line: { fill: "none", strokeWidth: 2.5, strokeLinejoin: "round", strokeLinecap: "round" },
  dashed: { strokeDasharray: "6 4" },
  xAxis: { gridColumnStart: 2, display: "flex", justifyContent: "space-between", marginBlockStart: tokens.spacingVerticalXS },
  legend: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, listStyleType: "none", padding: 0, margin: `${tokens.spacingVerticalS} 0 0` },
  key: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground1 },
  swatch: { width: "2rem", height: "0.75rem" },
});

/** The strokes of the series in order; the second is also dashed, so colour is never the only cue. */
const SERIES_STROKES = [tokens.colorBrandForeground1, tokens.colorPaletteDarkOrangeForeground1, tokens.colorNeutralForeground2];

const useStrokeStyles = makeStyles({
  s0: { stroke: SERIES_STROKES[0] },
  s1: { stroke: SERIES_STROKES[1] },
  s2: { stroke: SERIES_STROKES[2] },
});

/** One line of the chart. */
export interface LineSeries<T> {
  name: string;
  value: (row: T) => number;
}

export interface LineChartProps<T> {
  caption: string;
  rows: readonly T[];
  /** The label of a row on the horizontal axis (a formatted day). */
  x: (row: T) => string;
  /** Up to three series; from the second on, each is drawn dashed. */
  series: readonly LineSeries<T>[];
  formatValue: (value: number) => string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  tableOpen?: boolean;
}

/**
 * A small line chart over time. The SVG draws only lines (it stretches to any width without
 * distorting text); the axis labels and the legend are HTML beside it.
 */
export function LineChart<T>({ caption, rows, x, series, formatValue, columns, rowKey, tableOpen }: LineChartProps<T>) {
  const styles = useStyles();
  const strokes = useStrokeStyles();
  const strokeClass = [strokes.s0, strokes.s1, strokes.s2];
  const intl = useIntl();
  const shown = series.slice(0, 3);
  const max = niceMax(Math.max(0, ...rows.flatMap((r) => shown.map((s) => s.value(r)))));
  const n = rows.length;
  const px = (i: number) => (n === 1 ? 50 : (i / (n - 1)) * 100);
  const py = (v: number) => 100 - (v / max) * 100;
  const first = shown[0];
  const peak = first ? rows.reduce<T | undefined>((b, r) => (b === undefined || first.value(r) > first.value(b) ? r : b), undefined) : undefined;
  const summary =
    peak === undefined || !first
      ? intl.formatMessage({ id: "charts.line.empty", defaultMessage: "{caption}: sin datos." }, { caption })
      : intl.formatMessage(
          {
            id: "charts.line.summary",
            defaultMessage:
              "{caption}: gráfico de líneas con {count, plural, one {# punto} other {# puntos}}, de {from} a {to}; el valor más alto de {series} es {value}, el {at}. Las cifras están en la tabla siguiente.",
          },
          { caption, count: n, from: x(rows[0]), to: x(rows[n - 1]), series: first.name.toLowerCase(), value: formatValue(first.value(peak)), at: x(peak) },
        );
  const middle = n > 2 ? rows[Math.floor((n - 1) / 2)] : undefined;
  return (
    <ChartFrame
      summary={summary}
      tableOpen={tableOpen}
      chart={
        <>
          <div className={styles.plot}>
            <div className={styles.yAxis}>
              <span>{formatValue(max)}</span>
              <span>{formatValue(max / 2)}</span>
              <span>{formatValue(0)}</span>
            </div>
            <svg className={styles.svg} viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
              {[0, 50, 100].map((y) => (
                <line key={y} className={styles.grid} x1="0" x2="100" y1={y} y2={y} vectorEffect="non-scaling-stroke" />
              ))}
              {shown.map((s, k) => (
                <polyline
                  key={s.name}
                  className={mergeClasses(styles.line, strokeClass[k], k > 0 && styles.dashed)}
                  // A single day is a dot: a zero-length line with round caps.
                  points={n === 1 ? `49.9,${py(s.value(rows[0]))} 50.1,${py(s.value(rows[0]))}` : rows.map((r, i) => `${px(i)},${py(s.value(r))}`).join(" ")}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </svg>
            {n > 0 ? (
              <div className={styles.xAxis}>
                <span>{x(rows[0])}</span>
                {middle !== undefined ? <span>{x(middle)}</span> : null}
                {n > 1 ? <span>{x(rows[n - 1])}</span> : null}
              </div>
            ) : null}
          </div>
          <ul className={styles.legend}>
            {shown.map((s, k) => (
              <li key={s.name} className={styles.key}>
                <svg className={styles.swatch} viewBox="0 0 32 12" focusable="false" aria-hidden="true">
                  <line className={mergeClasses(styles.line, strokeClass[k], k > 0 && styles.dashed)} x1="2" x2="30" y1="6" y2="6" />
                </svg>
                {s.name}
              </li>
            ))}
          </ul>
        </>
      }
      table={<DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />}
    />
  );
}
