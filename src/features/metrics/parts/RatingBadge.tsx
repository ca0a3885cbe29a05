import { useIntl } from "react-intl";
import type { VitalRating } from "../../../shared/metrics";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { ratingLabel } from "../metricsFormat";

const useStyles = makeStyles({
  badge: {
    display: "inline-block",
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: "nowrap",
  },
  good: {
    color: tokens.colorPaletteGreenForeground1,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder1}`,
  },
  needs: {
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `1px solid ${tokens.colorPaletteYellowBorder2}`,
  },
  poor: { color: tokens.colorPaletteRedForeground1, backgroundColor: tokens.colorPaletteRedBackground1, border: `1px solid ${tokens.colorPaletteRedBorder1}` },
});

/** A vital's rating as words in a tinted box: the colour only repeats what the text says. */
export function RatingBadge({ rating }: { rating: VitalRating }) {
  const styles = useStyles();
  const intl = useIntl();
  const tone = rating === "good" ? styles.good : rating === "poor" ? styles.poor : styles.needs;
  return <span className={mergeClasses(styles.badge, tone)}>{ratingLabel(intl, rating)}</span>;
}
