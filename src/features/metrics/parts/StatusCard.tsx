import type { ReactNode } from "react";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  card: {
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalM}` },
  // A long term ("Registros apartados (rechazados por la base de datos)") wraps in at most half of
  // the card instead of pushing its value off the screen; under 480 px each value goes under its term (issue 21).
  dl: {
    display: "grid",
    gridTemplateColumns: "fit-content(50%) minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    "@media (max-width: 479.98px)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: tokens.spacingVerticalXXS },
  },
});

/** One service of the connection test: a region named by its h2, with its figures as terms and values (StatusRow). */
export function StatusCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      <dl className={styles.dl}>{children}</dl>
    </section>
  );
}
