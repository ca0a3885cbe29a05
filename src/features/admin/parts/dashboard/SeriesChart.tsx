import { lazy, Suspense, type ComponentType } from "react";
import { useIntl } from "react-intl";
import { ChartFrame } from "../../../../components/charts/ChartFrame";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { makeStyles } from "../../../../theme";
import type { SparklineProps } from "./FluentSparkline";
import { glanceMessages as t } from "./glanceMessages";

/** One card's series: the values by day, and what the table shows for each. */
export interface Series {
  caption: string;
  values: readonly number[];
  format: (n: number) => string;
  header: string;
  /** A second column (the amount beside the count of payments). */
  extra?: { header: string; values: readonly number[]; format: (n: number) => string };
}

const SPARK = { width: 168, height: 40 } as const;

/** Fluent's sparkline, in its own chunk; if the chunk cannot load, the table still has every figure. */
const FluentSparkline = lazy<ComponentType<SparklineProps>>(() =>
  import(/* webpackChunkName: "fluent-sparkline" */ "./FluentSparkline").catch(() => ({ default: () => null })),
);

const useStyles = makeStyles({
  spark: { height: `${SPARK.height}px`, maxWidth: "100%", overflow: "hidden" },
  chart: { margin: 0 },
});

/** A card's sparkline of the last 30 days, named by what it shows, with its figures in a table. */
export function SeriesChart({ series, days, generatedAt, id }: { series: Series; days: readonly string[]; generatedAt: string; id: string }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const { values, format } = series;
  // A Bogotá day (YYYY-MM-DD) as "18 de mar".
  const shortDay = (day: string) => f.day(day, "dayMonth");
  const from = shortDay(days[0]);
  const to = shortDay(days[days.length - 1]);
  const maxIndex = values.reduce((best, v, i) => (v > values[best] ? i : best), 0);
  const summary = fm(intl, t.chartSummary, {
    caption: series.caption,
    from,
    to,
    first: format(values[0] ?? 0),
    last: format(values[values.length - 1] ?? 0),
    max: format(values[maxIndex] ?? 0),
    maxDay: shortDay(days[maxIndex] ?? days[0]),
  });
  const rows = days.map((day, i) => ({ day, i }));
  return (
    <div className={styles.chart}>
      <ChartFrame
        summary={summary}
        chart={
          // inert: Fluent's SVG is focusable and labelled in English; the frame names the drawing.
          <div className={styles.spark} inert>
            <Suspense fallback={null}>
              {/* Remounted with new figures: the sparkline reads its data once. */}
              <FluentSparkline key={generatedAt} values={values} width={SPARK.width} height={SPARK.height} />
            </Suspense>
          </div>
        }
        table={
          <DataTable
            id={`${id}-table`}
            caption={fm(intl, t.seriesCaption, { caption: series.caption, from, to })}
            rows={rows}
            rowKey={(r) => r.day}
            columns={[
              { header: intl.formatMessage(t.colDay), cell: (r) => shortDay(r.day) },
              { header: series.header, numeric: true, cell: (r) => format(values[r.i] ?? 0) },
              ...(series.extra
                ? [{ header: series.extra.header, numeric: true, cell: (r: { i: number }) => series.extra!.format(series.extra!.values[r.i] ?? 0) }]
                : []),
            ]}
          />
        }
      />
    </div>
  );
}
