import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { useLoad } from "../../components/useLoad";
import { makeStyles, tokens } from "../../theme";
import { BillingLoadProblem, bm, PaymentsTable, useAddressParam, useBillingApi, useSignedIn } from "./billingParts";
import { PaymentLookup } from "./PaymentReceipt";

const t = defineMessages({
  title: { id: "billing.transactions.title", defaultMessage: "Consultar transacciones" },
  intro: {
    id: "billing.transactions.intro",
    defaultMessage: "Consulte si un pago en línea con PSE fue aprobado, rechazado o sigue esperando la respuesta del banco.",
  },
  mineTitle: { id: "billing.transactions.mineTitle", defaultMessage: "Sus transacciones" },
  caption: { id: "billing.transactions.caption", defaultMessage: "Sus pagos en línea, del más reciente al más antiguo" },
  empty: { id: "billing.transactions.empty", defaultMessage: "Aún no tiene pagos en línea registrados en su cuenta." },
  pay: { id: "billing.transactions.pay", defaultMessage: "Pagar mis facturas" },
  download: { id: "billing.transactions.download", defaultMessage: "Descargar sus transacciones" },
  signInTitle: { id: "billing.transactions.signInTitle", defaultMessage: "Su historial de pagos" },
  signIn: {
    id: "billing.transactions.signIn",
    defaultMessage: "Si tiene cuenta en el portal, ingrese para ver todas sus transacciones y descargarlas.",
  },
  signInLink: { id: "billing.transactions.signInLink", defaultMessage: "Ingresar a mi cuenta" },
  payOther: { id: "billing.transactions.payOther", defaultMessage: "Pagar una factura" },
});

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  empty: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    justifyItems: "start",
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  links: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL },
});

/** The signed-in customer's payments. */
function MyPayments() {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = useBillingApi();
  const { data, error, loading, retry } = useLoad("mine", () => getApi().then((api) => api.payments()));
  let body;
  if (data) {
    const sorted = [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    body =
      sorted.length === 0 ? (
        <div className={styles.empty}>
          <Body1 as="p" block>
            {intl.formatMessage(t.empty)}
          </Body1>
          <RouterLink to="/dashboard/onlinePayment">{intl.formatMessage(t.pay)}</RouterLink>
        </div>
      ) : (
        <>
          <PaymentsTable payments={sorted} caption={intl.formatMessage(t.caption)} />
          <p>
            <RouterLink to="/descargar-transacciones">{intl.formatMessage(t.download)}</RouterLink>
          </p>
        </>
      );
  } else if (error && !loading) {
    body = <BillingLoadProblem error={error} onRetry={retry} />;
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
}

/** /consultar-transacciones: a payment's status by reference; signed in, the customer's payments. */
export default observer(function TransactionsView() {
  const intl = useIntl();
  const styles = useStyles();
  const signedIn = useSignedIn();
  const reference = useAddressParam("reference");
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      <PaymentLookup key={reference || "none"} initialReference={reference ?? ""} />
      {signedIn ? (
        <MyPayments />
      ) : (
        <section aria-labelledby="transactions-sign-in-title">
          <h2 id="transactions-sign-in-title" className={styles.h2}>
            {intl.formatMessage(t.signInTitle)}
          </h2>
          <Body1 as="p" block>
            {intl.formatMessage(t.signIn)}
          </Body1>
          <p className={styles.links}>
            <RouterLink to="/mi-cuenta?redirectUrl=/consultar-transacciones">{intl.formatMessage(t.signInLink)}</RouterLink>
            <RouterLink to="/pago-en-linea">{intl.formatMessage(t.payOther)}</RouterLink>
          </p>
        </section>
      )}
    </article>
  );
});
