import type { ReactNode } from "react";
import { makeStyles, tokens } from "../theme";

const useStyles = makeStyles({
  root: {
    display: "grid",
    justifyItems: "center",
    textAlign: "center",
    gap: tokens.spacingVerticalS,
    maxWidth: "36rem",
    marginBlock: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    boxSizing: "border-box",
  },
  icon: {
    display: "grid",
    placeItems: "center",
    width: "56px",
    height: "56px",
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: "32px",
    "& svg": { width: "32px", height: "32px" },
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300, maxWidth: "30rem" },
  action: { display: "flex", flexWrap: "wrap", justifyContent: "center", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalXS },
});

export interface EmptyStateProps {
  /** A Fluent icon (decorative: hidden from assistive technology). */
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** Links or buttons that lead somewhere useful (clear the filters, report a failure…). */
  action?: ReactNode;
  /** The heading level of the title in its page's outline. */
  headingLevel?: 2 | 3;
  /** Ids the title and the section use, so the section is named by its title. */
  id: string;
}

/**
 * What a list or a search shows when it has nothing: an icon, a title that says so, a hint, and
 * what to do next. A region named by its title, so a screen reader can find it in the outline.
 */
export function EmptyState({ icon, title, children, action, headingLevel = 2, id }: EmptyStateProps) {
  const styles = useStyles();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`} data-testid="empty-state">
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      {children ? <p className={styles.text}>{children}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
