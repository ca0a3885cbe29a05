import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { useFormat } from "../../../../format";
import type { TodayPayment } from "../../../../shared/admin";
import { PAYMENT_METHOD_LABELS } from "../../../../shared/billing";
import { TIME_ZONE } from "../../../../shared/constants";
import { mergeClasses } from "../../../../theme";
import { dashboardMessages as t } from "./dashboardMessages";
import { PaymentBadge } from "./PaymentBadge";
import { useDashboardStyles } from "./useDashboardStyles";

/** The id of the section's heading: the "Pagos de hoy" card jumps to it. */
export const PAYMENTS_ID = "pagos-hoy";

/** The hour of a payment, "3:45 p. m." (no style of src/format writes the time alone). */
const TIME = new Intl.DateTimeFormat("es-CO", { timeZone: TIME_ZONE, timeStyle: "short" });

function timeOf(at: string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : TIME.format(d);
}

/** The labels by any text the server sends (an unknown one shows as is). */
const METHOD_LABELS: Readonly<Partial<Record<string, string>>> = PAYMENT_METHOD_LABELS;

function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

/** Today's payments, one row each: reference, contract, amount, method, state and hour. */
export function TodayPayments({ payments }: { payments: TodayPayment[] }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useDashboardStyles();
  return (
    <section aria-labelledby={PAYMENTS_ID}>
      <h2 id={PAYMENTS_ID} tabIndex={-1} className={mergeClasses(styles.h2, styles.target)}>
        {intl.formatMessage(t.paymentsDetailTitle)}
      </h2>
      {payments.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.paymentsEmpty)}
        </Body1>
      ) : (
        <DataTable<TodayPayment>
          id="admin-dashboard-payments-table"
          caption={intl.formatMessage(t.paymentsCaption)}
          rows={payments}
          rowKey={(p) => p.reference}
          columns={[
            { header: intl.formatMessage(t.colReference), cell: (p) => <span className={styles.nowrap}>{p.reference}</span> },
            { header: intl.formatMessage(t.colContract), cell: (p) => p.contractNumber },
            { header: intl.formatMessage(t.colAmount), numeric: true, cell: (p) => f.money(p.amount) },
            { header: intl.formatMessage(t.colMethod), cell: (p) => methodLabel(p.method) },
            { header: intl.formatMessage(t.colStatus), cell: (p) => <PaymentBadge status={p.status} /> },
            { header: intl.formatMessage(t.colTime), cell: (p) => <span className={styles.nowrap}>{timeOf(p.createdAt)}</span> },
          ]}
        />
      )}
    </section>
  );
}
