import { useIntl } from "react-intl";
import { makeStyles, tokens } from "../theme";

const useStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXXL,
    minHeight: "40vh",
    color: tokens.colorNeutralForeground2,
  },
  ring: {
    width: "32px",
    height: "32px",
    borderRadius: "50%",
    border: `3px solid ${tokens.colorNeutralStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: "rotate(360deg)" } },
    animationDuration: "0.9s",
    animationIterationCount: "infinite",
    animationTimingFunction: "linear",
    "@media (prefers-reduced-motion: reduce)": { animationDuration: "3s" },
  },
});

/** Spec §2: pages load on demand and show a spinner meanwhile (CSS only, no extra code). */
export function PageSpinner() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.root} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span>{intl.formatMessage({ id: "page.loading", defaultMessage: "Cargando…" })}</span>
    </div>
  );
}
