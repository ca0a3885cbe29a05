import { useEffect } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { transactionsStoreKey } from "../TransactionsStore";
import { PaymentsTable } from "./PaymentsTable";
import { RefundNotice } from "./RefundNotice";

const t = defineMessages({
  mineTitle: { id: "billing.transactions.mineTitle", defaultMessage: "Sus transacciones" },
  caption: { id: "billing.transactions.caption", defaultMessage: "Sus pagos en línea, del más reciente al más antiguo" },
  empty: { id: "billing.transactions.empty", defaultMessage: "Aún no tiene pagos en línea registrados en su cuenta." },
  pay: { id: "billing.transactions.pay", defaultMessage: "Pagar mis facturas" },
  download: { id: "billing.transactions.download", defaultMessage: "Descargar sus transacciones" },
});

const useStyles = makeStyles({
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  empty: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    justifyItems: "start",
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** The signed-in customer's payments, newest first (/consultar-transacciones). */
export const MyPayments = observer(function MyPayments() {
  const intl = useIntl();
  const styles = useStyles();
  const transactions = useFeatureStore(transactionsStoreKey);
  useEffect(() => {
    void transactions.openAll();
    return () => transactions.close();
  }, [transactions]);
  const rows = transactions.rows;
  const failure = transactions.listFailure;
  let body;
  if (rows) {
    body =
      rows.length === 0 ? (
        <div className={styles.empty}>
          <Body1 as="p" block>
            {intl.formatMessage(t.empty)}
          </Body1>
          <RouteLink route="dashboard.onlinePayment">{intl.formatMessage(t.pay)}</RouteLink>
        </div>
      ) : (
        <>
          {/* Issue 32 §4: a double payment is said in full before the list, with what happens next. */}
          {rows
            .filter((p) => p.refundDue)
            .map((p) => (
              <RefundNotice key={p.reference} payment={p} />
            ))}
          <PaymentsTable payments={rows} caption={intl.formatMessage(t.caption)} />
          <p>
            <RouteLink route="cuenta.transactionsDownload">{intl.formatMessage(t.download)}</RouteLink>
          </p>
        </>
      );
  } else if (failure) {
    body = <BillingLoadProblem error={failure.error} onRetry={() => void transactions.list.retry()} />;
  } else {
    body = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  }
  return (
    <section aria-labelledby="my-transactions-title">
      <h2 id="my-transactions-title" className={styles.h2}>
        {intl.formatMessage(t.mineTitle)}
      </h2>
      {body}
    </section>
  );
});
