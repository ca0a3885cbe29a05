import type { ReactNode } from "react";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}` },
});

/** A section of /datos-abiertos named by its h2 (`id` is the heading's, the section's aria-labelledby). */
export function OpenDataSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}
