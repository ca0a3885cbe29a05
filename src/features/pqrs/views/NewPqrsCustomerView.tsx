import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { RouterLink } from "../../../components/RouterLink";
import { withRedirectUrl } from "../../../shared/config";
import { makeStyles, tokens } from "../../../theme";
import { useSignedIn } from "../../../components/useSignedIn";
import { PqrsForm } from "../parts/PqrsForm";
import { PqrsTermsSection } from "../parts/PqrsTermsSection";

const t = defineMessages({
  title: { id: "pqrs.customer.title", defaultMessage: "Radicar una PQRS como cliente" },
  lead: {
    id: "pqrs.customer.lead",
    defaultMessage:
      "Si tiene cuenta en el portal, radique su petición, queja, reclamo o sugerencia con sus datos y su contrato ya llenos, y siga después todas sus solicitudes desde Mi cuenta.",
  },
  signInTitle: { id: "pqrs.customer.signInTitle", defaultMessage: "Inicie sesión para continuar" },
  signInText: {
    id: "pqrs.customer.signInText",
    defaultMessage: "Para radicar con los datos de su cuenta, primero inicie sesión. Volverá a esta página al terminar.",
  },
  signIn: { id: "pqrs.customer.signIn", defaultMessage: "Iniciar sesión" },
  noAccount: { id: "pqrs.customer.noAccount", defaultMessage: "¿No tiene cuenta? También puede" },
  withoutAccount: { id: "pqrs.customer.withoutAccount", defaultMessage: "radicar una PQRS sin cuenta" },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  prompt: {
    display: "grid",
    gap: tokens.spacingVerticalM,
    justifyItems: "start",
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    marginBlock: tokens.spacingVerticalL,
  },
  signIn: {
    display: "inline-block",
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: "none",
    ":hover": { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
});

/** /newPQRSUser: a customer files a PQRS with the account's data; visitors are asked to sign in first. */
export default observer(function NewPqrsCustomerView() {
  const intl = useIntl();
  const styles = useStyles();
  const signedIn = useSignedIn();
  const href = useRouteHref();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.lead)}</PageIntro>
      <PqrsTermsSection headingClassName={styles.h2} />
      {signedIn ? (
        <PqrsForm mode="customer" />
      ) : (
        <section className={styles.prompt} aria-labelledby="customer-pqrs-sign-in-title">
          <h2 id="customer-pqrs-sign-in-title" className={styles.h2}>
            {intl.formatMessage(t.signInTitle)}
          </h2>
          <Body1 as="p" block>
            {intl.formatMessage(t.signInText)}
          </Body1>
          <RouterLink className={styles.signIn} to={withRedirectUrl(href({ route: "general.signIn" }), href({ route: "atencion.newPqrsCustomer" }))}>
            {intl.formatMessage(t.signIn)}
          </RouterLink>
          <Body1 as="p" block>
            {intl.formatMessage(t.noAccount)} <RouteLink route="atencion.newPqrs">{intl.formatMessage(t.withoutAccount)}</RouteLink>.
          </Body1>
        </section>
      )}
    </article>
  );
});
