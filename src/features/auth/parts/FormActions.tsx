import type { ReactNode } from "react";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  actions: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalL,
    marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalXL}`,
  },
});

/** The submit button and what sits beside it. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={useStyles().actions}>{children}</div>;
}
