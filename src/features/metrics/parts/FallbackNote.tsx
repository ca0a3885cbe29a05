import { useIntl } from "react-intl";
import { makeStyles, tokens } from "../../../theme";
import { m } from "../metricsFormat";

const useStyles = makeStyles({
  note: {
    display: "block",
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: "4px",
    borderInlineStartStyle: "solid",
    borderInlineStartColor: tokens.colorNeutralStroke1,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/** Spec §8: the discreet note of a page showing the zeroed defaults instead of the backend's figures. */
export function FallbackNote() {
  const intl = useIntl();
  return (
    <p className={useStyles().note} role="note">
      {intl.formatMessage(m.fallback)}
    </p>
  );
}
