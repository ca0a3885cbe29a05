import { useEffect } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { paymentReferenceFrom } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { paymentStatusStoreKey } from "../PaymentStatusStore";
import { PaymentReceipt, type ReceiptLink } from "../parts/PaymentReceipt";

const t = defineMessages({
  title: { id: "billing.paymentResult.title", defaultMessage: "Resultado de su pago" },
  intro: {
    id: "billing.paymentResult.intro",
    defaultMessage: "Esto es lo que nos informó su banco sobre su pago. Conserve la referencia y el CUS por si necesita hacer alguna consulta.",
  },
  noReference: {
    id: "billing.paymentResult.noReference",
    defaultMessage: "Esta página muestra el resultado de un pago cuando vuelve de su banco, pero la dirección no trae la referencia del pago.",
  },
  notFound: {
    id: "billing.paymentResult.notFound",
    defaultMessage: "No encontramos una transacción con la referencia {reference}. Consulte sus transacciones o revise el estado de sus facturas.",
  },
  invoices: { id: "billing.paymentResult.invoices", defaultMessage: "Ver mis facturas" },
  download: { id: "billing.paymentResult.download", defaultMessage: "Descargar transacciones" },
  transactions: { id: "billing.paymentResult.transactions", defaultMessage: "Consultar mis transacciones" },
  payAgain: { id: "billing.paymentResult.payAgain", defaultMessage: "Intentar el pago de nuevo" },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

/** /dashboard/paymentSuccess?reference=R: where the bank returns a signed-in customer. */
export default observer(function PaymentResultView() {
  const intl = useIntl();
  const styles = useStyles();
  const [params] = useSearchParams();
  // Issue 32 §1: whatever the gateway appended to the return address, only the reference is taken.
  const raw = (params.get("reference") ?? "").trim();
  const reference = paymentReferenceFrom(raw) ?? raw;
  const status = useFeatureStore(paymentStatusStoreKey);
  const href = useRouteHref();
  // Once the bank has answered, the store asks for the account's contracts again (balances, flags).
  useEffect(() => {
    if (!reference) return;
    void status.openSignedInResult(reference);
    return () => status.closeResult();
  }, [status, reference]);
  const result = status.result;

  const invoicesLink = <RouteLink route="dashboard.invoiceInquiry">{intl.formatMessage(t.invoices)}</RouteLink>;
  let body;
  if (!reference) {
    body = (
      <>
        <Body1 as="p" block>
          {intl.formatMessage(t.noReference)}
        </Body1>
        <ul className={styles.links}>
          <li>{invoicesLink}</li>
          <li>
            <RouteLink route="cuenta.transactionsInquiry">{intl.formatMessage(t.transactions)}</RouteLink>
          </li>
        </ul>
      </>
    );
  } else if (result.reference === reference && result.status === "failed") {
    body = result.notFound ? (
      <>
        <Body1 as="p" block role="alert">
          {fm(intl, t.notFound, { reference })}
        </Body1>
        <ul className={styles.links}>
          <li>
            <RouteLink route="cuenta.transactionsInquiry">{intl.formatMessage(t.transactions)}</RouteLink>
          </li>
          <li>{invoicesLink}</li>
        </ul>
      </>
    ) : (
      <BillingLoadProblem error={result.error} onRetry={() => void result.retry()} />
    );
  } else if (result.payment && result.reference === reference) {
    const links: ReceiptLink[] = [
      { to: href({ route: "dashboard.invoiceInquiry" }), label: intl.formatMessage(t.invoices) },
      { to: href({ route: "cuenta.transactionsDownload" }), label: intl.formatMessage(t.download) },
    ];
    const current = result.payment.status;
    if (current === "rechazada" || current === "fallida")
      links.unshift({ to: href({ route: "dashboard.onlinePayment" }), label: intl.formatMessage(t.payAgain) });
    body = (
      <>
        <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
        <PaymentReceipt key={result.payment.reference} tracked={result} links={links} />
      </>
    );
  } else {
    body = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  }

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      {body}
    </article>
  );
});
