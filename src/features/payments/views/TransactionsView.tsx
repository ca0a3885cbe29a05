import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { RouterLink } from "../../../components/RouterLink";
import { useAddressParam } from "../../../components/useAddressParam";
import { useSignedIn } from "../../../components/useSignedIn";
import { withRedirectUrl } from "../../../shared/config";
import { makeStyles, tokens } from "../../../theme";
import { MyPayments } from "../parts/MyPayments";
import { PaymentLookup } from "../parts/PaymentLookup";

const t = defineMessages({
  title: { id: "billing.transactions.title", defaultMessage: "Consultar transacciones" },
  intro: {
    id: "billing.transactions.intro",
    defaultMessage: "Consulte si un pago en línea con PSE fue aprobado, rechazado o sigue esperando la respuesta del banco.",
  },
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
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  links: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL },
});

/** /consultar-transacciones: a payment's status by reference; signed in, the customer's payments. */
export default observer(function TransactionsView() {
  const intl = useIntl();
  const styles = useStyles();
  const signedIn = useSignedIn();
  const reference = useAddressParam("reference");
  const href = useRouteHref();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
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
            <RouterLink to={withRedirectUrl(href({ route: "cuenta.login" }), href({ route: "cuenta.transactionsInquiry" }))}>
              {intl.formatMessage(t.signInLink)}
            </RouterLink>
            <RouteLink route="cuenta.onlinePayment">{intl.formatMessage(t.payOther)}</RouteLink>
          </p>
        </section>
      )}
    </article>
  );
});
