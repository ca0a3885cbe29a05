import type { ReactNode } from "react";
import { Body1 } from "@fluentui/react-components";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  notice: {
    paddingInlineStart: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    marginBlock: tokens.spacingVerticalM,
  },
});

/** A paragraph set off by the brand's line: what the form did for the person, or what a choice means. */
export function Notice({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <Body1 as="p" block className={styles.notice}>
      {children}
    </Body1>
  );
}
