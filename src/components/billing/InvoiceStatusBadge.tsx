import { Badge } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import type { InvoiceStatus } from "../../shared/billing";

const m = defineMessages({
  statusPendiente: { id: "billing.invoice.status.pendiente", defaultMessage: "Pendiente" },
  statusPagada: { id: "billing.invoice.status.pagada", defaultMessage: "Pagada" },
  statusVencida: { id: "billing.invoice.status.vencida", defaultMessage: "Vencida" },
});

const INVOICE_STATUS = {
  pendiente: { message: m.statusPendiente, color: "warning" },
  pagada: { message: m.statusPagada, color: "success" },
  vencida: { message: m.statusVencida, color: "danger" },
} as const;

/** An invoice's status as a coloured badge (the invoice lists and the payment screen). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const intl = useIntl();
  const s = INVOICE_STATUS[status];
  return (
    <Badge appearance="tint" color={s.color}>
      {intl.formatMessage(s.message)}
    </Badge>
  );
}
