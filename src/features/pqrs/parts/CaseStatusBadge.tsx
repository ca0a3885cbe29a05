import { Badge } from "@fluentui/react-components";
import { CASE_STATUS_LABELS, type CaseStatus } from "../../../shared/pqrs";

const STATUS_COLORS: Record<CaseStatus, "informative" | "warning" | "success" | "subtle"> = {
  radicada: "informative",
  en_tramite: "warning",
  respondida: "success",
  cerrada: "subtle",
};

/** A request's status as a badge ("En trámite"). */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return (
    <Badge appearance="tint" color={STATUS_COLORS[status]}>
      {CASE_STATUS_LABELS[status]}
    </Badge>
  );
}
