import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { WithActiveContract } from "../../../components/ActiveContractGuard";
import { Money } from "../../../components/billing/Money";
import { PageIntro } from "../../../components/PageIntro";
import { ActionLink } from "../../../components/records/ActionLink";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { BILLING_LIMITS, type Contract } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { InvoiceList } from "../parts/InvoiceList";

const t = defineMessages({
  title: { id: "billing.inquiry.title", defaultMessage: "Mis facturas" },
  intro: {
    id: "billing.inquiry.intro",
    defaultMessage: "Consulte las facturas de los últimos {months} meses de su contrato, revise el detalle de cada cobro, descargue el PDF o pague en línea.",
  },
  summaryTitle: { id: "billing.inquiry.summary.title", defaultMessage: "Estado de su cuenta" },
  amountDue: { id: "billing.inquiry.summary.amountDue", defaultMessage: "Valor a pagar" },
  nextDue: { id: "billing.inquiry.summary.nextDue", defaultMessage: "Próxima fecha límite de pago" },
  unpaid: { id: "billing.inquiry.summary.unpaid", defaultMessage: "Facturas sin pagar" },
  noDue: { id: "billing.inquiry.summary.noDue", defaultMessage: "No tiene pagos pendientes" },
  upToDate: { id: "billing.inquiry.summary.upToDate", defaultMessage: "Su contrato está al día. ¡Gracias por pagar a tiempo!" },
  overdue: {
    id: "billing.inquiry.summary.overdue",
    defaultMessage: "Atención: tiene facturas vencidas. Pague cuanto antes para evitar la suspensión del servicio y el cobro de la reconexión.",
  },
  inProgress: {
    id: "billing.inquiry.summary.inProgress",
    defaultMessage: "Tiene un pago en proceso: el banco aún no lo confirma. Espere la respuesta antes de pagar de nuevo.",
  },
  payAll: { id: "billing.inquiry.summary.pay", defaultMessage: "Pagar factura" },
  listTitle: { id: "billing.inquiry.list.title", defaultMessage: "Facturas" },
  duplicates: { id: "billing.inquiry.duplicates", defaultMessage: "Duplicados de facturas" },
  consumption: { id: "billing.inquiry.consumption", defaultMessage: "Ver mi consumo" },
});

const useStyles = makeStyles({
  page: { maxWidth: "72rem" },
  h2: { marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  panel: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  data: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  warning: { borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}`, paddingInlineStart: tokens.spacingHorizontalM, fontWeight: tokens.fontWeightSemibold },
  info: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}`, paddingInlineStart: tokens.spacingHorizontalM },
  links: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL, marginBlockStart: tokens.spacingVerticalXL },
});

/** Amount due, next due date and the warnings of the active contract. */
function AccountSummary({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  return (
    <section className={styles.panel} aria-labelledby="inquiry-summary-title">
      <h2 id="inquiry-summary-title" className={styles.h2}>
        {intl.formatMessage(t.summaryTitle)}
      </h2>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(t.amountDue)}</dt>
        <dd className={styles.value}>
          <Money amount={contract.amountDue} />
        </dd>
        <dt className={styles.term}>{intl.formatMessage(t.nextDue)}</dt>
        <dd className={styles.value}>{contract.nextDueDate ? f.day(contract.nextDueDate) : intl.formatMessage(t.noDue)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.unpaid)}</dt>
        <dd className={styles.value}>{contract.unpaidInvoices}</dd>
      </dl>
      {contract.overdue ? (
        <Body1 as="p" block className={styles.warning}>
          {intl.formatMessage(t.overdue)}
        </Body1>
      ) : null}
      {contract.paymentInProgress ? (
        <Body1 as="p" block className={styles.info}>
          {intl.formatMessage(t.inProgress)}
        </Body1>
      ) : null}
      {contract.amountDue === 0 && !contract.paymentInProgress ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.upToDate)}
        </Body1>
      ) : null}
      {contract.amountDue > 0 && !contract.paymentInProgress ? (
        <p>
          <ActionLink route="dashboard.onlinePayment">{intl.formatMessage(t.payAll)}</ActionLink>
        </p>
      ) : null}
    </section>
  );
}

/** /dashboard, /dashboard/invoiceInquiry and /dashboard/invoice-inquiry: the active contract's invoices. */
export default observer(function InvoiceInquiryView() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{fm(intl, t.intro, { months: BILLING_LIMITS.historyMonths })}</PageIntro>
      <WithActiveContract>
        {(contract) => (
          <>
            <AccountSummary contract={contract} />
            <section aria-labelledby="inquiry-list-title">
              <h2 id="inquiry-list-title" className={styles.h2}>
                {intl.formatMessage(t.listTitle)}
              </h2>
              <InvoiceList key={contract.id} contract={contract} />
            </section>
            <p className={styles.links}>
              <RouteLink route="dashboard.invoiceDuplicates">{intl.formatMessage(t.duplicates)}</RouteLink>
              <RouteLink route="dashboard.individualConsumeAlt">{intl.formatMessage(t.consumption)}</RouteLink>
            </p>
          </>
        )}
      </WithActiveContract>
    </article>
  );
});
