import type { ReactNode } from "react";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  section: { marginBlockStart: tokens.spacingVerticalXXL, maxWidth: "60rem" },
  h2: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
  },
});

/** A section of a metrics page with its h2. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}
