import { useCallback, useEffect, useRef, useState } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { fm, useLoad } from "../../components/useLoad";
import { errorStatus } from "../../services/apiClient";
import type { Payment, PaymentStatus } from "../../shared/billing";
import { makeStyles, tokens } from "../../theme";
import { BillingLoadProblem, bm, useAccount, useBillingApi } from "./billingParts";
import { PaymentReceipt } from "./PaymentReceipt";

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
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

/** /dashboard/paymentSuccess?reference=R: where the bank returns a signed-in customer. */
export default observer(function PaymentResultView() {
  const intl = useIntl();
  const styles = useStyles();
  const [params] = useSearchParams();
  const reference = (params.get("reference") ?? "").trim();
  const account = useAccount();
  const getApi = useBillingApi();
  const load = useCallback(async (r: string) => (await getApi()).payment(r), [getApi]);
  const { data, key, error, loading, retry } = useLoad(reference, () => (reference ? load(reference) : Promise.resolve(null)));
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const onChange = useCallback((p: Payment) => setStatus(p.status), []);
  // Once the bank has answered, balances and the "payment in progress" flags change: the account
  // is asked again, once (an approved payment settles invoices; a rejected one frees the contract).
  const decided = status !== null && status !== "pendiente";
  const refreshed = useRef(false);
  useEffect(() => {
    if (!decided || !account || refreshed.current) return;
    refreshed.current = true;
    void account.load(true);
  }, [decided, account]);

  const invoicesLink = <RouterLink to="/dashboard/invoiceInquiry">{intl.formatMessage(t.invoices)}</RouterLink>;
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
            <RouterLink to="/consultar-transacciones">{intl.formatMessage(t.transactions)}</RouterLink>
          </li>
        </ul>
      </>
    );
  } else if (error && !loading) {
    body =
      errorStatus(error) === 404 ? (
        <>
          <Body1 as="p" block role="alert">
            {fm(intl, t.notFound, { reference })}
          </Body1>
          <ul className={styles.links}>
            <li>
              <RouterLink to="/consultar-transacciones">{intl.formatMessage(t.transactions)}</RouterLink>
            </li>
            <li>{invoicesLink}</li>
          </ul>
        </>
      ) : (
        <BillingLoadProblem error={error} onRetry={retry} />
      );
  } else if (data && key === reference) {
    const links = [
      { to: "/dashboard/invoiceInquiry", label: intl.formatMessage(t.invoices) },
      { to: "/descargar-transacciones", label: intl.formatMessage(t.download) },
    ];
    const current = status ?? data.status;
    if (current === "rechazada" || current === "fallida") links.unshift({ to: "/dashboard/onlinePayment", label: intl.formatMessage(t.payAgain) });
    body = (
      <>
        <Body1 as="p" block className={styles.intro}>
          {intl.formatMessage(t.intro)}
        </Body1>
        <PaymentReceipt key={data.reference} payment={data} load={load} links={links} onChange={onChange} />
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
