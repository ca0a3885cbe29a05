import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { WithActiveContract } from "../../../components/ActiveContractGuard";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { DIGITAL_BILL_TERMS_VERSION } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";

const t = defineMessages({
  title: { id: "billing.digitalBillConfirmation.title", defaultMessage: "Confirmación de la factura digital" },
  done: {
    id: "billing.digitalBillConfirmation.done",
    defaultMessage: "Listo: el contrato {number} quedó inscrito a la factura digital.",
  },
  email: { id: "billing.digitalBillConfirmation.email", defaultMessage: "Correo donde la recibirá" },
  since: { id: "billing.digitalBillConfirmation.since", defaultMessage: "Fecha de inscripción" },
  terms: { id: "billing.digitalBillConfirmation.terms", defaultMessage: "Términos aceptados" },
  termsValue: { id: "billing.digitalBillConfirmation.termsValue", defaultMessage: "Versión {version}" },
  nextTitle: { id: "billing.digitalBillConfirmation.next.title", defaultMessage: "¿Qué sigue?" },
  nextEmail: {
    id: "billing.digitalBillConfirmation.next.email",
    defaultMessage: "Su próxima factura llegará a {email} el mismo día en que se expida.",
  },
  nextPaper: {
    id: "billing.digitalBillConfirmation.next.paper",
    defaultMessage: "Dejará de recibir la factura impresa desde el próximo periodo de facturación.",
  },
  nextSpam: {
    id: "billing.digitalBillConfirmation.next.spam",
    defaultMessage: "Si no la ve en su bandeja de entrada, revise la carpeta de correo no deseado y agregue nuestro remitente a sus contactos.",
  },
  nextValid: {
    id: "billing.digitalBillConfirmation.next.valid",
    defaultMessage: "La factura digital tiene la misma validez legal que la impresa: puede pagarla en línea o en los puntos de pago.",
  },
  manage: { id: "billing.digitalBillConfirmation.manage", defaultMessage: "Cambiar el correo o cancelar la factura digital" },
  invoices: { id: "billing.digitalBillConfirmation.invoices", defaultMessage: "Ver mis facturas" },
  home: { id: "billing.digitalBillConfirmation.home", defaultMessage: "Volver al resumen de mi cuenta" },
  notEnrolled: {
    id: "billing.digitalBillConfirmation.notEnrolled",
    defaultMessage: "El contrato {number} no está inscrito a la factura digital: sigue recibiendo la factura impresa.",
  },
  enrol: { id: "billing.digitalBillConfirmation.enrol", defaultMessage: "Inscribirme a la factura digital" },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  done: {
    borderLeft: `6px solid ${tokens.colorPaletteGreenBorder2}`,
    paddingInlineStart: tokens.spacingHorizontalM,
    fontWeight: tokens.fontWeightSemibold,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  data: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  h2: { marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

/** /dashboard/dashboardDigitalBillConfirmation: the active contract's digital-bill enrolment and what happens next. */
export default observer(function DigitalBillConfirmationView() {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <WithActiveContract>
        {(contract) => {
          const bill = contract.digitalBill;
          if (!bill) {
            return (
              <>
                <Body1 as="p" block>
                  {fm(intl, t.notEnrolled, { number: contract.number })}
                </Body1>
                <p>
                  <RouteLink route="dashboard.digitalBillAlt">{intl.formatMessage(t.enrol)}</RouteLink>
                </p>
              </>
            );
          }
          return (
            <>
              <Body1 as="p" block role="status" className={styles.done}>
                {fm(intl, t.done, { number: contract.number })}
              </Body1>
              <dl className={styles.data}>
                <dt className={styles.term}>{intl.formatMessage(t.email)}</dt>
                <dd className={styles.value}>{bill.email}</dd>
                <dt className={styles.term}>{intl.formatMessage(t.since)}</dt>
                <dd className={styles.value}>{f.day(bill.enrolledAt)}</dd>
                <dt className={styles.term}>{intl.formatMessage(t.terms)}</dt>
                <dd className={styles.value}>{fm(intl, t.termsValue, { version: bill.termsVersion || DIGITAL_BILL_TERMS_VERSION })}</dd>
              </dl>
              <h2 className={styles.h2}>{intl.formatMessage(t.nextTitle)}</h2>
              <ul>
                <li>{fm(intl, t.nextEmail, { email: bill.email })}</li>
                <li>{intl.formatMessage(t.nextPaper)}</li>
                <li>{intl.formatMessage(t.nextSpam)}</li>
                <li>{intl.formatMessage(t.nextValid)}</li>
              </ul>
              <ul className={styles.links}>
                <li>
                  <RouteLink route="dashboard.invoiceInquiryAlt">{intl.formatMessage(t.invoices)}</RouteLink>
                </li>
                <li>
                  <RouteLink route="dashboard.digitalBillAlt">{intl.formatMessage(t.manage)}</RouteLink>
                </li>
                <li>
                  <RouteLink route="dashboard.general">{intl.formatMessage(t.home)}</RouteLink>
                </li>
              </ul>
            </>
          );
        }}
      </WithActiveContract>
    </article>
  );
});
