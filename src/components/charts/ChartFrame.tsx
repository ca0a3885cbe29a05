import { useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  figure: { margin: `0 0 ${tokens.spacingVerticalL}`, maxWidth: "48rem" },
  visual: { marginBlockEnd: tokens.spacingVerticalS },
  details: { marginBlockStart: tokens.spacingVerticalS },
  summary: {
    cursor: "pointer",
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: "underline",
    textUnderlineOffset: "2px",
    width: "fit-content",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px", borderRadius: "2px" },
  },
});

/**
 * A chart and the table behind it. The drawing is one image for assistive technology, named by a
 * summary of what it shows; the exact figures are a real table under "Ver datos en tabla".
 */
export function ChartFrame({ summary, chart, table, tableOpen = false }: { summary: string; chart: ReactNode; table: ReactNode; tableOpen?: boolean }) {
  const styles = useStyles();
  const [opened, setOpened] = useState(tableOpen);
  return (
    <figure className={styles.figure}>
      <div role="img" aria-label={summary} className={styles.visual}>
        {chart}
      </div>
      <details className={styles.details} open={tableOpen} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
        <summary className={styles.summary}>
          <FormattedMessage id="charts.showTable" defaultMessage="Ver datos en tabla" />
        </summary>
        {opened ? table : null}
      </details>
    </figure>
  );
}

/** A round upper bound for an axis (1, 2 or 5 × 10ⁿ), so the grid lines read as plain numbers. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => value <= s * power) ?? 10;
  return step * power;
}
