import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { RouterLink } from "../../../components/RouterLink";
import { useSignedIn } from "../../../components/useSignedIn";
import { withRedirectUrl } from "../../../shared/config";
import { makeStyles, tokens } from "../../../theme";
import { TransactionsExport } from "../parts/TransactionsExport";

const t = defineMessages({
  title: { id: "billing.transactionsDownload.title", defaultMessage: "Descargar transacciones" },
  intro: {
    id: "billing.transactionsDownload.intro",
    defaultMessage: "Descargue el historial de sus pagos en línea en un archivo CSV, que puede abrir con Excel o cualquier hoja de cálculo.",
  },
  visitorTitle: { id: "billing.transactionsDownload.visitorTitle", defaultMessage: "Su historial está en su cuenta" },
  visitor: {
    id: "billing.transactionsDownload.visitor",
    defaultMessage: "El historial de transacciones pertenece a la cuenta del cliente: ingrese para ver y descargar todos sus pagos en línea.",
  },
  signIn: { id: "billing.transactionsDownload.signIn", defaultMessage: "Ingresar para descargar mis transacciones" },
  single: {
    id: "billing.transactionsDownload.single",
    defaultMessage: "¿Pagó sin iniciar sesión? Consulte un pago con la referencia que recibió.",
  },
  singleLink: { id: "billing.transactionsDownload.singleLink", defaultMessage: "Consultar el estado de un pago" },
});

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
});

/** /descargar-transacciones: the account's payments as CSV; visitors are told where to go. */
export default observer(function TransactionsDownloadView() {
  const intl = useIntl();
  const styles = useStyles();
  const signedIn = useSignedIn();
  const href = useRouteHref();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      {signedIn ? (
        <TransactionsExport />
      ) : (
        <section aria-labelledby="transactions-visitor-title">
          <h2 id="transactions-visitor-title" className={styles.h2}>
            {intl.formatMessage(t.visitorTitle)}
          </h2>
          <Body1 as="p" block>
            {intl.formatMessage(t.visitor)}
          </Body1>
          <p>
            <RouterLink to={withRedirectUrl(href({ route: "cuenta.login" }), href({ route: "cuenta.transactionsDownload" }))}>
              {intl.formatMessage(t.signIn)}
            </RouterLink>
          </p>
          <Body1 as="p" block>
            {intl.formatMessage(t.single)}
          </Body1>
          <p>
            <RouteLink route="cuenta.transactionsInquiry">{intl.formatMessage(t.singleLink)}</RouteLink>
          </p>
        </section>
      )}
    </article>
  );
});
