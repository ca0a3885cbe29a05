import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { Money } from "../../../components/billing/Money";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { InvoiceDetail } from "../../../shared/billing";
import { BillBarcode } from "./BillBarcode";
import { checkBillMessages as t } from "./checkBillMessages";
import { useCheckBillStyles } from "./useCheckBillStyles";

/** When and where to pay the invoice, when it may be suspended, and what reconnecting costs. */
export function BillPayment({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useCheckBillStyles();
  const f = useFormat();
  return (
    <section className={styles.section} aria-labelledby="bill-pay-title">
      <h2 id="bill-pay-title" className={styles.h2}>
        {intl.formatMessage(t.payTitle)}
      </h2>
      {invoice.status === "pagada" && invoice.paidAt ? (
        <Body1 as="p" block>
          {fm(intl, t.paidOn, { date: f.day(invoice.paidAt) })}
        </Body1>
      ) : null}
      {invoice.status !== "pagada" && invoice.paymentInProgress ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.inProcess)}
        </Body1>
      ) : null}
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(t.dueDate)}</dt>
        <dd className={styles.value}>{f.day(invoice.dueDate)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.suspension)}</dt>
        <dd className={styles.value}>
          {f.day(invoice.suspensionDate)}. {intl.formatMessage(t.suspensionHelp)}
        </dd>
        <dt className={styles.term}>{intl.formatMessage(t.reconnection)}</dt>
        <dd className={styles.value}>
          <Money amount={invoice.reconnectionCharge} />. {intl.formatMessage(t.reconnectionHelp)}
        </dd>
      </dl>
      {invoice.status !== "pagada" && !invoice.paymentInProgress ? (
        <p>
          <RouteLink route="dashboard.onlinePayment">{intl.formatMessage(t.payOnline)}</RouteLink>
        </p>
      ) : null}
      <BillBarcode invoice={invoice} />
      <h3 className={styles.h3}>{intl.formatMessage(t.points)}</h3>
      {invoice.paymentPoints.length > 0 ? (
        <ul>
          {invoice.paymentPoints.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : (
        <Body1 as="p" block>
          {intl.formatMessage(t.noPoints)}
        </Body1>
      )}
    </section>
  );
}
