import { Badge } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import type { CutState } from "../../../shared/news";
import { STATE_MESSAGES } from "../newsLabels";

/** The colour of a cut's state badge: what is happening now stands out. */
export function StateBadge({ state }: { state: CutState }) {
  const intl = useIntl();
  const color = state === "en-curso" ? "danger" : state === "programado" ? "warning" : "informative";
  return (
    <Badge appearance={state === "finalizado" ? "outline" : "filled"} color={color} shape="rounded">
      {intl.formatMessage(STATE_MESSAGES[state])}
    </Badge>
  );
}
