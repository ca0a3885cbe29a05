import { Body1, Link as FluentLink } from "@fluentui/react-components";
import { Open16Regular } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { WithActiveContract } from "../../../components/ActiveContractGuard";
import { Money } from "../../../components/billing/Money";
import { ActionLink } from "../../../components/records/ActionLink";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { Contract } from "../../../shared/billing";
import { DOCUMENT_TYPE_LABELS } from "../../../shared/validation";
import { makeStyles, tokens } from "../../../theme";
import { ConsumptionTrend, ConsumptionTrendReserve } from "../parts/ConsumptionTrend";
import { PaymentReminderSection } from "../parts/PaymentReminderSection";
import { PazYSalvoSection } from "../parts/PazYSalvoSection";
import { VerifyEmailNotice } from "../parts/VerifyEmailNotice";

const t = defineMessages({
  summaryTitle: { id: "billing.overview.summary.title", defaultMessage: "Su cuenta de servicios" },
  amountDue: { id: "billing.overview.amountDue", defaultMessage: "Valor a pagar" },
  nextDue: { id: "billing.overview.nextDue", defaultMessage: "Próxima fecha límite de pago" },
  noDue: { id: "billing.overview.noDue", defaultMessage: "No tiene pagos pendientes" },
  lastPayment: { id: "billing.overview.lastPayment", defaultMessage: "Último pago" },
  lastPaymentValue: { id: "billing.overview.lastPaymentValue", defaultMessage: "{amount} el {date}" },
  noPayments: { id: "billing.overview.noPayments", defaultMessage: "Aún no hay pagos registrados" },
  overdue: {
    id: "billing.overview.overdue",
    defaultMessage: "Atención: tiene facturas vencidas. Pague cuanto antes para evitar la suspensión del servicio.",
  },
  inProgress: { id: "billing.overview.inProgress", defaultMessage: "Tiene un pago en proceso: el banco aún no lo confirma." },
  pay: { id: "billing.overview.action.pay", defaultMessage: "Pagar factura" },
  payLabel: {
    id: "billing.overview.action.payLabel",
    defaultMessage: "{count, plural, one {Pagar factura} other {Pagar facturas}}: {amount}",
  },
  invoices: { id: "billing.overview.action.invoices", defaultMessage: "Ver facturas" },
  digitalBill: { id: "billing.overview.action.digitalBill", defaultMessage: "Factura digital" },
  consumption: { id: "billing.overview.action.consumption", defaultMessage: "Consumo" },
  duplicates: { id: "billing.overview.action.duplicates", defaultMessage: "Duplicados de facturas" },
  pqrs: { id: "billing.overview.action.pqrs", defaultMessage: "Radicar PQRS" },
  customerPortal: { id: "billing.overview.action.customerPortal", defaultMessage: "Portal de clientes de {brand}" },
  customerPortalLabel: {
    id: "billing.overview.action.customerPortalLabel",
    defaultMessage: "Portal de clientes de {brand} (se abre en una pestaña nueva, fuera de este portal)",
  },
});

// Paying is not among them: it is the summary's own button, where the amount is (issue 33).
const QUICK_ACTIONS = [
  { route: "dashboard.invoiceInquiryAlt", message: t.invoices },
  { route: "dashboard.digitalBillAlt", message: t.digitalBill },
  { route: "dashboard.individualConsumeAlt", message: t.consumption },
  { route: "dashboard.invoiceDuplicates", message: t.duplicates },
  { route: "dashboard.addPqrs", message: t.pqrs },
];

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  panel: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  data: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  actions: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
    gap: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalL,
    margin: 0,
  },
  external: { display: "inline-flex", alignItems: "center", columnGap: tokens.spacingHorizontalXS },
  payAction: { marginBlock: `${tokens.spacingVerticalM} ${tokens.spacingVerticalS}` },
  warning: { borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}`, paddingInlineStart: tokens.spacingHorizontalM, fontWeight: tokens.fontWeightSemibold },
});

/** What is owed, when, the last payment, the way to pay and (given) the consumption trend. */
function SummaryBody({ contract, trend }: { contract: Contract; trend: ReactNode }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  return (
    <>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(t.amountDue)}</dt>
        <dd className={styles.value}>
          <Money amount={contract.amountDue} />
        </dd>
        <dt className={styles.term}>{intl.formatMessage(t.nextDue)}</dt>
        <dd className={styles.value}>{contract.nextDueDate ? f.day(contract.nextDueDate) : intl.formatMessage(t.noDue)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.lastPayment)}</dt>
        <dd className={styles.value}>
          {contract.lastPayment
            ? fm(intl, t.lastPaymentValue, { amount: f.money(contract.lastPayment.amount), date: f.day(contract.lastPayment.paidAt) })
            : intl.formatMessage(t.noPayments)}
        </dd>
      </dl>
      {contract.overdue ? (
        <Body1 as="p" block className={styles.warning}>
          {intl.formatMessage(t.overdue)}
        </Body1>
      ) : null}
      {contract.paymentInProgress ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.inProgress)}
        </Body1>
      ) : contract.amountDue > 0 ? (
        <p className={styles.payAction}>
          <ActionLink
            route="dashboard.onlinePayment"
            size="large"
            aria-label={fm(intl, t.payLabel, { count: contract.unpaidInvoices, amount: f.money(contract.amountDue) })}
          >
            {intl.formatMessage(t.pay)}
          </ActionLink>
        </p>
      ) : null}
      {trend}
    </>
  );
}

/**
 * The usual case while the contracts load: an energy contract with one bill due and a payment made.
 * Drawn invisibly (WithActiveContract's `reserve`), it keeps the summary's space from the first paint.
 */
const RESERVE_CONTRACT: Contract = {
  id: "",
  number: "1000000",
  holderName: "",
  address: "",
  barrio: "",
  comuna: "",
  municipality: "",
  estrato: 3,
  use: "residencial",
  services: ["energia"],
  meters: {},
  digitalBill: null,
  amountDue: 100000,
  unpaidInvoices: 1,
  nextDueDate: "2026-01-15",
  overdue: false,
  paymentInProgress: false,
  lastPayment: { reference: "", amount: 100000, paidAt: "2026-01-01T12:00:00Z" },
};

/** The active contract at a glance: what is owed, when, the last payment and the consumption trend. */
function AccountSummary() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby="overview-account-title">
      <h2 id="overview-account-title" className={styles.h2}>
        {intl.formatMessage(t.summaryTitle)}
      </h2>
      <WithActiveContract reserve={<SummaryBody contract={RESERVE_CONTRACT} trend={<ConsumptionTrendReserve service="energia" />} />}>
        {(contract) => <SummaryBody contract={contract} trend={<ConsumptionTrend key={contract.id} contract={contract} />} />}
      </WithActiveContract>
    </section>
  );
}

/** /dashboard/dashboardGeneral and /dashboard/dashboardPruebas: the account at a glance, quick actions and the profile. */
export default observer(function OverviewView() {
  const styles = useStyles();
  const intl = useIntl();
  const { session, config } = useStores();
  const user = session.user;
  const f = useFormat();
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
      <AccountSummary />
      <PazYSalvoSection />
      <VerifyEmailNotice />
      <section className={styles.panel} aria-labelledby="overview-next-title">
        <h2 id="overview-next-title" className={styles.h2}>
          <FormattedMessage id="overview.next.title" defaultMessage="¿Qué desea hacer?" />
        </h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((a) => (
            <li key={a.route}>
              <RouteLink route={a.route}>{intl.formatMessage(a.message)}</RouteLink>
            </li>
          ))}
          {config.customerPortalUrl ? (
            // Spec §2: the company's customer portal (CUSTOMER_PORTAL_URL), outside this site.
            <li>
              <FluentLink
                inline
                href={config.customerPortalUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.external}
                aria-label={fm(intl, t.customerPortalLabel, { brand: config.brandName })}
              >
                {fm(intl, t.customerPortal, { brand: config.brandName })}
                <Open16Regular aria-hidden="true" />
              </FluentLink>
            </li>
          ) : null}
        </ul>
      </section>
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
            <dd className={styles.value}>{user.documentType ? `${DOCUMENT_TYPE_LABELS[user.documentType]} ${user.documentNumber}` : none}</dd>
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
            <dd className={styles.value}>{user.lastLogin ? f.instant(user.lastLogin, "long") : none}</dd>
          </dl>
        ) : (
          <Body1 as="p" block>
            <FormattedMessage id="overview.loading" defaultMessage="Cargando los datos de su cuenta…" />
          </Body1>
        )}
      </section>
      <PaymentReminderSection className={styles.panel} titleClassName={styles.h2} />
    </article>
  );
});
