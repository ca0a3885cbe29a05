import type { ReactNode } from "react";
import { makeStyles, mergeClasses, tokens } from "../theme";

const useStyles = makeStyles({
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  narrow: { maxWidth: "48rem" },
});

/**
 * The lead paragraph under a page's h1, in the secondary text colour (issue 23: the same style was
 * written in 21 files). `narrow` keeps long lines readable on wide screens (48rem).
 */
export function PageIntro({ children, narrow = false, className }: { children: ReactNode; narrow?: boolean; className?: string }) {
  const styles = useStyles();
  return <p className={mergeClasses(styles.intro, narrow && styles.narrow, className)}>{children}</p>;
}
