import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  svg: { display: "block", width: "8rem", height: "0.75rem", borderRadius: tokens.borderRadiusSmall, overflow: "hidden" },
  good: { fill: tokens.colorPaletteGreenBackground3 },
  needs: { fill: tokens.colorPaletteYellowBackground3 },
  poor: { fill: tokens.colorPaletteRedBackground3 },
  none: { fill: tokens.colorNeutralBackground4 },
});

/**
 * How a vital's samples split into good / needs improvement / poor, as one stacked bar. Decoration
 * only: the counts are written in the same table row, so the colours never carry meaning alone.
 */
export function RatingBar({ good, needsImprovement, poor }: { good: number; needsImprovement: number; poor: number }) {
  const styles = useStyles();
  const total = good + needsImprovement + poor;
  const g = total > 0 ? (good / total) * 100 : 0;
  const ni = total > 0 ? (needsImprovement / total) * 100 : 0;
  const p = total > 0 ? (poor / total) * 100 : 0;
  return (
    <svg className={styles.svg} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {total === 0 ? <rect className={styles.none} x="0" y="0" width="100" height="10" /> : null}
      <rect className={styles.good} x="0" y="0" width={g} height="10" />
      <rect className={styles.needs} x={g} y="0" width={ni} height="10" />
      <rect className={styles.poor} x={g + ni} y="0" width={p} height="10" />
    </svg>
  );
}
