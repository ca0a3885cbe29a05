import { Badge } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import type { PaymentStatus } from "../../../shared/billing";

const m = defineMessages({
  paymentPendiente: { id: "billing.payment.status.pendiente", defaultMessage: "Pendiente" },
  paymentSinConfirmar: { id: "billing.payment.status.sinConfirmar", defaultMessage: "Sin confirmar" },
  paymentAprobada: { id: "billing.payment.status.aprobada", defaultMessage: "Aprobada" },
  paymentRechazada: { id: "billing.payment.status.rechazada", defaultMessage: "Rechazada" },
  paymentFallida: { id: "billing.payment.status.fallida", defaultMessage: "Fallida" },
});

const PAYMENT_STATUS = {
  pendiente: { message: m.paymentPendiente, color: "warning" },
  sin_confirmar: { message: m.paymentSinConfirmar, color: "warning" },
  aprobada: { message: m.paymentAprobada, color: "success" },
  rechazada: { message: m.paymentRechazada, color: "danger" },
  fallida: { message: m.paymentFallida, color: "danger" },
} as const;

/** A PSE payment's status as a coloured badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const intl = useIntl();
  const s = PAYMENT_STATUS[status];
  return (
    <Badge appearance="tint" color={s.color}>
      {intl.formatMessage(s.message)}
    </Badge>
  );
}
