import { useIntl } from "react-intl";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { CHECK_STATE } from "../connectionLabels";
import type { CheckState } from "../ConnectionTestStore";

const useStyles = makeStyles({
  state: { display: "inline-block", paddingInline: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, fontWeight: tokens.fontWeightSemibold },
  ok: {
    color: tokens.colorPaletteGreenForeground1,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder1}`,
  },
  failing: {
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `1px solid ${tokens.colorPaletteYellowBorder2}`,
  },
  down: { color: tokens.colorPaletteRedForeground1, backgroundColor: tokens.colorPaletteRedBackground1, border: `1px solid ${tokens.colorPaletteRedBorder1}` },
  pending: { color: tokens.colorNeutralForeground2, border: `1px solid ${tokens.colorNeutralStroke1}` },
});

/** A service's state as words in a tinted box; "Comprobando…" while its check runs (null). */
export function StateBadge({ state }: { state: CheckState | null }) {
  const styles = useStyles();
  const intl = useIntl();
  const tone = state === null ? styles.pending : styles[state];
  return <span className={mergeClasses(styles.state, tone)}>{intl.formatMessage(CHECK_STATE[state ?? "checking"])}</span>;
}
