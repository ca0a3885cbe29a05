import { ArrowDown20Regular, ArrowRight20Regular, ArrowUp20Regular } from "@fluentui/react-icons";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { makeStyles, mergeClasses, tokens } from "../../../../theme";
import { glanceMessages as t } from "./glanceMessages";
import { trendOf, trendTone, type Better } from "./trend";

const useStyles = makeStyles({
  trend: { margin: 0, display: "flex", alignItems: "flex-start", gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase300 },
  trendIcon: { flexShrink: 0, marginBlockStart: "1px" },
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  neutral: { color: tokens.colorNeutralForeground2 },
});

/** A figure against the one it is compared with, in words and with an arrow; green when it is good news. */
export function TrendLine({
  current,
  previous,
  better,
  comparedWith,
  format,
  prefix,
}: {
  current: number;
  previous: number;
  better: Better;
  comparedWith: string;
  format: (n: number) => string;
  prefix?: (text: string) => string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const trend = trendOf(current, previous);
  const tone = trendTone(trend, better);
  const change =
    trend.direction === "same"
      ? intl.formatMessage(t.same)
      : trend.ratio !== null
        ? intl.formatNumber(trend.ratio, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" })
        : `${trend.delta > 0 ? "+" : "-"}${format(Math.abs(trend.delta))}`;
  const text = fm(intl, t.trend, { change, comparedWith, previous: format(previous) });
  const Icon = trend.direction === "up" ? ArrowUp20Regular : trend.direction === "down" ? ArrowDown20Regular : ArrowRight20Regular;
  return (
    <p className={mergeClasses(styles.trend, styles[tone])} data-trend={trend.direction}>
      <Icon aria-hidden className={styles.trendIcon} />
      <span>{prefix ? prefix(text) : text}</span>
    </p>
  );
}
