import { useState } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { errorText } from "../../services/apiClient";
import { TIME_ZONE } from "../../shared/constants";
import { DOCUMENT_TYPE_LABELS } from "../../shared/validation";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  panel: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  notice: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}` },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  data: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL, margin: 0 },
});

/** While the address is not verified: why it matters and a way to get the link again. */
const VerifyEmailNotice = observer(function VerifyEmailNotice() {
  const styles = useStyles();
  const { auth, session } = useStores();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const user = session.user;
  if (!user || user.isEmailVerified) return null;
  const resend = async () => {
    setBusy(true);
    try {
      setSent((await auth.resendVerification()).message);
    } catch (error) {
      setSent(errorText(error) ?? "");
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${styles.panel} ${styles.notice}`} aria-labelledby="verify-notice-title">
      <h2 id="verify-notice-title" className={styles.h2}>
        <FormattedMessage id="overview.verify.title" defaultMessage="Verifique su correo" />
      </h2>
      <Body1 as="p" block>
        <FormattedMessage
          id="overview.verify.body"
          defaultMessage="Le enviamos un enlace a {email}. Ábralo para confirmar que el correo es suyo: lo necesitamos para enviarle la factura digital y las respuestas a sus PQRS."
          values={{ email: user.email }}
        />
      </Body1>
      {sent ? (
        <Body1 as="p" block role="status">
          {sent}
        </Body1>
      ) : null}
      <Button appearance="secondary" disabledFocusable={busy} onClick={() => void resend()}>
        <FormattedMessage id="overview.verify.resend" defaultMessage="Enviar el enlace otra vez" />
      </Button>
    </section>
  );
});

/** /dashboard/dashboardGeneral, the authenticated entry: who is signed in and where to go next. */
export default observer(function OverviewView() {
  const styles = useStyles();
  const intl = useIntl();
  const { session } = useStores();
  const user = session.user;
  const none = intl.formatMessage({ id: "overview.none", defaultMessage: "Sin registrar" });
  return (
    <article className={styles.page}>
      <PageHeading>
        {user?.firstName ? (
          <FormattedMessage id="overview.greeting" defaultMessage="Hola, {name}" values={{ name: user.firstName }} />
        ) : (
          <FormattedMessage id="overview.title" defaultMessage="Resumen de su cuenta" />
        )}
      </PageHeading>
      <VerifyEmailNotice />
      <section className={styles.panel} aria-labelledby="overview-data-title">
        <h2 id="overview-data-title" className={styles.h2}>
          <FormattedMessage id="overview.data.title" defaultMessage="Sus datos" />
        </h2>
        {user ? (
          <dl className={styles.data}>
            <dt className={styles.term}>
              <FormattedMessage id="overview.data.name" defaultMessage="Nombre" />
            </dt>
            <dd className={styles.value}>{`${user.firstName} ${user.lastName}`.trim() || none}</dd>
            <dt className={styles.term}>
              <FormattedMessage id="overview.data.email" defaultMessage="Correo" />
            </dt>
            <dd className={styles.value}>{user.email}</dd>
            <dt className={styles.term}>
              <FormattedMessage id="overview.data.document" defaultMessage="Documento" />
            </dt>
            <dd className={styles.value}>
              {user.documentType ? `${DOCUMENT_TYPE_LABELS[user.documentType]} ${user.documentNumber}` : none}
            </dd>
            <dt className={styles.term}>
              <FormattedMessage id="overview.data.phone" defaultMessage="Teléfono" />
            </dt>
            <dd className={styles.value}>{user.phoneNumber || none}</dd>
            <dt className={styles.term}>
              <FormattedMessage id="overview.data.contract" defaultMessage="Contrato" />
            </dt>
            <dd className={styles.value}>{user.contractNumber || none}</dd>
            <dt className={styles.term}>
              <FormattedMessage id="overview.data.lastLogin" defaultMessage="Último ingreso" />
            </dt>
            <dd className={styles.value}>
              {user.lastLogin ? (
                <FormattedDate value={user.lastLogin} dateStyle="long" timeStyle="short" timeZone={TIME_ZONE} />
              ) : (
                none
              )}
            </dd>
          </dl>
        ) : (
          <Body1 as="p" block>
            <FormattedMessage id="overview.loading" defaultMessage="Cargando los datos de su cuenta…" />
          </Body1>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="overview-next-title">
        <h2 id="overview-next-title" className={styles.h2}>
          <FormattedMessage id="overview.next.title" defaultMessage="¿Qué desea hacer?" />
        </h2>
        <ul className={styles.links}>
          <li>
            <RouterLink to="/dashboard/invoice-inquiry">
              <FormattedMessage id="overview.next.invoices" defaultMessage="Consultar mis facturas" />
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/dashboard/online-payment">
              <FormattedMessage id="overview.next.pay" defaultMessage="Pagar en línea" />
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/dashboard/digital-bill">
              <FormattedMessage id="overview.next.digitalBill" defaultMessage="Inscribirme a la factura digital" />
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/newPQRSUser">
              <FormattedMessage id="overview.next.pqrs" defaultMessage="Radicar una PQRS" />
            </RouterLink>
          </li>
        </ul>
      </section>
    </article>
  );
});
