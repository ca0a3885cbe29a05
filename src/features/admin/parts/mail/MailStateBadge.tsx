import { Badge } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import type { OutboxState } from "../../../../shared/mail";
import { mailMessages as t } from "./adminMailMessages";

/** The label of each state of the queue. */
export const STATE_LABELS = { kept: t.stateKept, pending: t.statePending, sent: t.stateSent, failed: t.stateFailed, suppressed: t.stateSuppressed } as const;
const STATE_COLORS = { kept: "informative", pending: "warning", sent: "success", failed: "danger", suppressed: "important" } as const;

/** Where a message is in the queue, as a badge. */
export function MailStateBadge({ state }: { state: OutboxState }) {
  const intl = useIntl();
  return (
    <Badge size="medium" appearance="outline" color={STATE_COLORS[state]}>
      {intl.formatMessage(STATE_LABELS[state])}
    </Badge>
  );
}
