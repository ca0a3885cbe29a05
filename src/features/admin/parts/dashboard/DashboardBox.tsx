import type { ReactNode } from "react";
import { mergeClasses } from "../../../../theme";
import { useDashboardStyles } from "./useDashboardStyles";

/** A titled box of "Más cifras"; `wide` takes the whole row. */
export function DashboardBox({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  const styles = useDashboardStyles();
  return (
    <section aria-labelledby={`${id}-title`} className={mergeClasses(styles.card, wide && styles.wide)}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
