import { useEffect } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { PageIntro } from "../../../components/PageIntro";
import { useRouteHref } from "../../../components/RouteLink";
import { useAddressParam } from "../../../components/useAddressParam";
import { paymentReferenceFrom } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { paymentStatusStoreKey } from "../PaymentStatusStore";
import { PaymentLookup } from "../parts/PaymentLookup";
import { PaymentReceipt, type ReceiptLink } from "../parts/PaymentReceipt";

const t = defineMessages({
  title: { id: "billing.paymentStatus.title", defaultMessage: "Estado de su pago" },
  lead: {
    id: "billing.paymentStatus.lead",
    defaultMessage:
      "Cuando paga con PSE, su banco nos informa si aprobó o rechazó el pago. Aquí ve ese resultado con la referencia del pago y el código único de seguimiento (CUS) del banco.",
  },
  intro: {
    id: "billing.paymentStatus.intro",
    defaultMessage: "Esto es lo que nos informó su banco sobre su pago. Conserve la referencia y el CUS por si necesita hacer alguna consulta.",
  },
  noReference: {
    id: "billing.paymentStatus.noReference",
    defaultMessage: "Aquí puede ver el resultado de un pago en línea. Escriba la referencia que recibió al pagar.",
  },
  notFound: {
    id: "billing.paymentStatus.notFound",
    defaultMessage: "No encontramos una transacción con esa referencia. Revísela y consúltela de nuevo.",
  },
  payOther: { id: "billing.paymentStatus.payOther", defaultMessage: "Pagar otra factura" },
  home: { id: "billing.paymentStatus.home", defaultMessage: "Inicio" },
  transactions: { id: "billing.paymentStatus.transactions", defaultMessage: "Consultar otra transacción" },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  alert: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
});

/** /paymentStatus?reference=R: where the bank returns a visitor; without a reference, the lookup. */
export default observer(function PaymentStatusView() {
  const intl = useIntl();
  const styles = useStyles();
  // Issue 32 §1: whatever the gateway appended to the return address, only the reference is taken.
  const param = useAddressParam("reference");
  const reference = param === null ? null : (paymentReferenceFrom(param) ?? param);
  const status = useFeatureStore(paymentStatusStoreKey);
  const href = useRouteHref();
  useEffect(() => {
    if (!reference) return;
    void status.openResult(reference);
    return () => status.closeResult();
  }, [status, reference]);
  const result = status.result;
  const links: ReceiptLink[] = [
    { to: href({ route: "cuenta.onlinePayment" }), label: intl.formatMessage(t.payOther) },
    { to: href({ route: "cuenta.transactionsInquiry" }), label: intl.formatMessage(t.transactions) },
    // The site's root (it sends to the entry page); no route has it as its path.
    { to: "/", label: intl.formatMessage(t.home) },
  ];

  let body;
  if (reference === null) {
    body = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  } else if (reference === "") {
    body = (
      <>
        <PageIntro>{intl.formatMessage(t.noReference)}</PageIntro>
        <PaymentLookup receiptLinks={links} />
      </>
    );
  } else if (result.reference === reference && result.status === "failed") {
    body = result.notFound ? (
      <>
        <Body1 as="p" block role="alert" className={styles.alert}>
          {intl.formatMessage(t.notFound)}
        </Body1>
        <PaymentLookup initialReference={reference} receiptLinks={links} />
      </>
    ) : (
      <BillingLoadProblem error={result.error} onRetry={() => void result.retry()} />
    );
  } else if (result.payment && result.reference === reference) {
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
      {/* In the prerendered page too: the address (and so the reference) is read after hydration. */}
      <PageIntro>{intl.formatMessage(t.lead)}</PageIntro>
      {body}
    </article>
  );
});
