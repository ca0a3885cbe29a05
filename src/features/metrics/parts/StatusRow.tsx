import type { ReactNode } from "react";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  dt: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0, overflowWrap: "anywhere", fontVariantNumeric: "tabular-nums", "@media (max-width: 479.98px)": { marginBlockEnd: tokens.spacingVerticalS } },
});

/** A term and its value in a StatusCard. */
export function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.dt}>{label}</dt>
      <dd className={styles.dd}>{children}</dd>
    </>
  );
}
