import type { ReactNode } from "react";
import { Spinner } from "@fluentui/react-components";
import { makeStyles } from "../theme";

const useStyles = makeStyles({
  root: { position: "relative" },
  spinner: { position: "absolute", insetBlockStart: 0, insetInlineStart: 0 },
  reserved: { visibility: "hidden" },
});

/**
 * A spinner over the space its content will take: the children (roughly what will arrive) are drawn
 * invisibly and hidden from assistive technology, so only the spinner is announced and nothing below
 * moves when the real content replaces this (issue 37: CLS on a phone).
 */
export function ReservedSpace({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner className={styles.spinner} size="small" label={label} />
      <div className={styles.reserved} aria-hidden="true" data-testid={testId}>
        {children}
      </div>
    </div>
  );
}
