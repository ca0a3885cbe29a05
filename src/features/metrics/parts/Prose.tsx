import type { ReactNode } from "react";
import { makeStyles } from "../../../theme";

const useStyles = makeStyles({
  text: { maxWidth: "48rem" },
});

/** Paragraphs of the test pages' explanations, at a comfortable reading width. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={useStyles().text}>{children}</div>;
}
