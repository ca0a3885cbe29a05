import { Badge } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { ContentStatus } from "../../../shared/content";
import { m, STATUS_MESSAGES } from "./messages";

const LOOKS = {
  published: { appearance: "filled", color: "success" },
  draft: { appearance: "outline", color: "informative" },
  scheduled: { appearance: "tint", color: "warning" },
  pending_approval: { appearance: "tint", color: "severe" },
} as const;

/** Publicada, borrador, programada (with its date) or esperando aprobación. */
export function ContentStatusBadge({ status, scheduledAt }: { status: ContentStatus; scheduledAt?: string | null }) {
  const intl = useIntl();
  const f = useFormat();
  const label =
    status === "scheduled" && scheduledAt ? fm(intl, m.statusScheduledAt, { date: f.instant(scheduledAt) }) : intl.formatMessage(STATUS_MESSAGES[status]);
  return (
    <Badge appearance={LOOKS[status].appearance} color={LOOKS[status].color}>
      {label}
    </Badge>
  );
}
