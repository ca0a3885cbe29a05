import { useCallback } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { useLoad } from "../../components/useLoad";
import { errorStatus } from "../../services/apiClient";
import { makeStyles, tokens } from "../../theme";
import { BillingLoadProblem, bm, useAddressParam, useBillingApi } from "./billingParts";
import { PaymentLookup, PaymentReceipt, type ReceiptLink } from "./PaymentReceipt";

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
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
});

/** /paymentStatus?reference=R: where the bank returns a visitor; without a reference, the lookup. */
export default observer(function PaymentStatusView() {
  const intl = useIntl();
  const styles = useStyles();
  const reference = useAddressParam("reference");
  const getApi = useBillingApi();
  const load = useCallback(async (r: string) => (await getApi()).payment(r), [getApi]);
  const { data, key, error, loading, retry } = useLoad(reference ?? "", () => (reference ? load(reference) : Promise.resolve(null)));
  const links: ReceiptLink[] = [
    { to: "/pago-en-linea", label: intl.formatMessage(t.payOther) },
    { to: "/consultar-transacciones", label: intl.formatMessage(t.transactions) },
    { to: "/", label: intl.formatMessage(t.home) },
  ];

  let body;
  if (reference === null) {
    body = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  } else if (reference === "") {
    body = (
      <>
        <Body1 as="p" block className={styles.intro}>
          {intl.formatMessage(t.noReference)}
        </Body1>
        <PaymentLookup receiptLinks={links} />
      </>
    );
  } else if (error && !loading) {
    body =
      errorStatus(error) === 404 ? (
        <>
          <Body1 as="p" block role="alert" className={styles.intro}>
            {intl.formatMessage(t.notFound)}
          </Body1>
          <PaymentLookup initialReference={reference} receiptLinks={links} />
        </>
      ) : (
        <BillingLoadProblem error={error} onRetry={retry} />
      );
  } else if (data && key === reference) {
    body = (
      <>
        <Body1 as="p" block className={styles.intro}>
          {intl.formatMessage(t.intro)}
        </Body1>
        <PaymentReceipt key={data.reference} payment={data} load={load} links={links} />
      </>
    );
  } else {
    body = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  }

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      {/* In the prerendered page too: the address (and so the reference) is read after hydration. */}
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.lead)}
      </Body1>
      {body}
    </article>
  );
});
