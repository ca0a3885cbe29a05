import type { ReactNode } from "react";
import { Button, Spinner } from "@fluentui/react-components";

/** The primary submit button with its busy state (issue 3): stays focusable, says what it is doing. */
export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel: ReactNode }) {
  return (
    <Button type="submit" appearance="primary" disabledFocusable={busy} aria-busy={busy} icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}>
      {busy ? busyLabel : children}
    </Button>
  );
}
