import type { ReactNode } from "react";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: 0, listStyleType: "none" },
});

/** Links to the other account pages, under the form. */
export function FormLinks({ children }: { children: ReactNode }) {
  return <ul className={useStyles().links}>{children}</ul>;
}
