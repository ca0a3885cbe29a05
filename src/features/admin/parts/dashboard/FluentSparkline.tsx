import { Sparkline } from "@fluentui/react-charts";
import { makeStyles, tokens } from "../../../../theme";

const useStyles = makeStyles({
  // The line and its area take the brand colour of the theme in force (light, dark, any schema).
  wrap: { color: tokens.colorBrandForeground1, lineHeight: 0, minWidth: 0 },
});

/**
 * Fluent's own sparkline (@fluentui/react-charts v9, issue 21), in its own lazy chunk. It is a
 * drawing only: the caller names it and puts the figures in a table, and keeps it `inert`, since
 * Fluent's SVG takes focus and carries an English label of its own.
 */
export interface SparklineProps {
  values: readonly number[];
  width: number;
  height: number;
}

export default function FluentSparkline({ values, width, height }: SparklineProps) {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <Sparkline width={width} height={height} data={{ lineChartData: [{ legend: "", color: "currentColor", data: values.map((y, x) => ({ x, y })) }] }} />
    </div>
  );
}
