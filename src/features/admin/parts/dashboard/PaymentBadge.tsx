import { Badge } from "@fluentui/react-components";
import { PAYMENT_STATUS_LABELS } from "../../../../shared/billing";

/** The labels by any text the server sends (an unknown one shows as is). */
const STATUS_LABELS: Readonly<Partial<Record<string, string>>> = PAYMENT_STATUS_LABELS;

/** A payment's state as a text badge (the colour only repeats what the text says). */
export function PaymentBadge({ status }: { status: string }) {
  const label = STATUS_LABELS[status] ?? status;
  const color =
    status === "aprobada" ? "success" : status === "pendiente" ? "warning" : status === "rechazada" || status === "fallida" ? "danger" : "informative";
  return (
    <Badge appearance="tint" color={color}>
      {label}
    </Badge>
  );
}
