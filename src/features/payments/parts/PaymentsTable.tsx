import type { ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { DataTable } from "../../../components/charts/DataTable";
import { Money } from "../../../components/billing/Money";
import { formatInstant } from "../../../format";
import type { Payment } from "../../../shared/billing";
import { bankLabel } from "./bankLabel";
import { PaymentStatusBadge } from "./PaymentStatusBadge";
import { RefundNotice } from "./RefundNotice";

const pm = defineMessages({
  caption: { id: "billing.paymentsTable.caption", defaultMessage: "Pagos en línea" },
  date: { id: "billing.paymentsTable.date", defaultMessage: "Fecha" },
  reference: { id: "billing.paymentsTable.reference", defaultMessage: "Referencia" },
  contract: { id: "billing.paymentsTable.contract", defaultMessage: "Contrato" },
  amount: { id: "billing.paymentsTable.amount", defaultMessage: "Valor" },
  bank: { id: "billing.paymentsTable.bank", defaultMessage: "Banco" },
  status: { id: "billing.paymentsTable.status", defaultMessage: "Estado" },
  noBank: { id: "billing.paymentsTable.noBank", defaultMessage: "No aplica" },
});

/** Payments as a table with its caption: date, reference, contract, amount, bank and status. */
export function PaymentsTable({ payments, caption }: { payments: readonly Payment[]; caption?: ReactNode }) {
  const intl = useIntl();
  return (
    <DataTable<Payment>
      caption={caption ?? intl.formatMessage(pm.caption)}
      rows={payments}
      rowKey={(p) => p.reference}
      columns={[
        { header: intl.formatMessage(pm.date), cell: (p) => formatInstant(intl, p.createdAt) },
        { header: intl.formatMessage(pm.reference), cell: (p) => p.reference },
        { header: intl.formatMessage(pm.contract), cell: (p) => p.contractNumber },
        { header: intl.formatMessage(pm.amount), cell: (p) => <Money amount={p.amount} />, numeric: true },
        { header: intl.formatMessage(pm.bank), cell: (p) => bankLabel(p.bank) ?? intl.formatMessage(pm.noBank) },
        {
          header: intl.formatMessage(pm.status),
          cell: (p) => (
            <>
              <PaymentStatusBadge status={p.status} />
              <RefundNotice payment={p} short />
            </>
          ),
        },
      ]}
    />
  );
}
