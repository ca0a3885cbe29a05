import { useState } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { BarChart } from "../../components/charts/BarChart";
import { RouterLink } from "../../components/RouterLink";
import { fm, useLoad } from "../../components/useLoad";
import { errorText } from "../../services/apiClient";
import { TIME_ZONE } from "../../shared/constants";
import { DOCUMENT_TYPE_LABELS } from "../../shared/validation";
import { makeStyles, tokens } from "../../theme";
import { formatCop, type Contract } from "../../shared/billing";
import type { AccountStore } from "../../stores/AccountStore";
import {
  BillingLoadProblem,
  bm,
  consumptionStats,
  meteredServices,
  Money,
  useConsumptionSentence,
  useDay,
  usePeriod,
  useServiceLabel,
  WithActiveContract,
} from "../billing/billingParts";

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
  trendTitle: { id: "billing.overview.trend.title", defaultMessage: "Consumo de {service} de los últimos 6 periodos" },
  trendCaption: { id: "billing.overview.trend.caption", defaultMessage: "Consumo de {service} por periodo, en {unit}" },
  trendPeriod: { id: "billing.overview.trend.period", defaultMessage: "Periodo" },
  trendValue: { id: "billing.overview.trend.value", defaultMessage: "Consumo ({unit})" },
  trendEmpty: { id: "billing.overview.trend.empty", defaultMessage: "Aún no tenemos lecturas de consumo de este contrato." },
  trendMore: { id: "billing.overview.trend.more", defaultMessage: "Ver el historial de consumo" },
  pay: { id: "billing.overview.action.pay", defaultMessage: "Pagar factura" },
  invoices: { id: "billing.overview.action.invoices", defaultMessage: "Ver facturas" },
  digitalBill: { id: "billing.overview.action.digitalBill", defaultMessage: "Factura digital" },
  consumption: { id: "billing.overview.action.consumption", defaultMessage: "Consumo" },
  duplicates: { id: "billing.overview.action.duplicates", defaultMessage: "Duplicados de facturas" },
  pqrs: { id: "billing.overview.action.pqrs", defaultMessage: "Radicar PQRS" },
});

const QUICK_ACTIONS = [
  { to: "/dashboard/onlinePayment", message: t.pay },
  { to: "/dashboard/invoice-inquiry", message: t.invoices },
  { to: "/dashboard/digital-bill", message: t.digitalBill },
  { to: "/dashboard/individual-consume", message: t.consumption },
  { to: "/dashboard/duplicados-facturas", message: t.duplicates },
  { to: "/dashboard/add-pqrs", message: t.pqrs },
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
  notice: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}` },
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
  h3: { marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  warning: { borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}`, paddingInlineStart: tokens.spacingHorizontalM, fontWeight: tokens.fontWeightSemibold },
});

/** The main metered service's last six periods, as bars and a sentence. */
function ConsumptionTrend({ contract, account }: { contract: Contract; account: AccountStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const period = usePeriod();
  const serviceLabel = useServiceLabel();
  const sentence = useConsumptionSentence();
  const service = meteredServices(contract.services)[0];
  const { data, error, loading, retry } = useLoad(`overview-consumption:${contract.id}`, () =>
    service ? account.api.consumption(contract.id, 6) : Promise.resolve(null),
  );
  if (!service) return null;
  const unit = service === "energia" ? "kWh" : "m³";
  const name = serviceLabel(service).toLowerCase();
  const stats = data ? consumptionStats([...data.points].sort((a, b) => a.period.localeCompare(b.period)).slice(-6), service) : null;
  return (
    <>
      <h3 className={styles.h3}>{fm(intl, t.trendTitle, { service: name })}</h3>
      {error && !loading ? <BillingLoadProblem error={error} onRetry={retry} /> : null}
      {!data && !error ? <Spinner size="small" label={intl.formatMessage(bm.loading)} /> : null}
      {data && !stats ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.trendEmpty)}
        </Body1>
      ) : null}
      {stats ? (
        <>
          <Body1 as="p" block>
            {sentence(service, stats)}
          </Body1>
          <BarChart
            caption={fm(intl, t.trendCaption, { service: name, unit })}
            rows={stats.values}
            label={(r) => period(r.period)}
            value={(r) => r.value}
            formatValue={(v) => `${intl.formatNumber(v, { maximumFractionDigits: 1 })} ${unit}`}
            rowKey={(r) => r.period}
            columns={[
              { header: intl.formatMessage(t.trendPeriod), cell: (r) => period(r.period) },
              { header: fm(intl, t.trendValue, { unit }), cell: (r) => intl.formatNumber(r.value, { maximumFractionDigits: 1 }), numeric: true },
            ]}
          />
          <RouterLink to="/dashboard/individual-consume">{intl.formatMessage(t.trendMore)}</RouterLink>
        </>
      ) : null}
    </>
  );
}

/** The active contract at a glance: what is owed, when, the last payment and the consumption trend. */
function AccountSummary() {
  const intl = useIntl();
  const styles = useStyles();
  const day = useDay();
  return (
    <section className={styles.panel} aria-labelledby="overview-account-title">
      <h2 id="overview-account-title" className={styles.h2}>
        {intl.formatMessage(t.summaryTitle)}
      </h2>
      <WithActiveContract>
        {(contract, account) => (
          <>
            <dl className={styles.data}>
              <dt className={styles.term}>{intl.formatMessage(t.amountDue)}</dt>
              <dd className={styles.value}>
                <Money amount={contract.amountDue} />
              </dd>
              <dt className={styles.term}>{intl.formatMessage(t.nextDue)}</dt>
              <dd className={styles.value}>{contract.nextDueDate ? day(contract.nextDueDate) : intl.formatMessage(t.noDue)}</dd>
              <dt className={styles.term}>{intl.formatMessage(t.lastPayment)}</dt>
              <dd className={styles.value}>
                {contract.lastPayment
                  ? fm(intl, t.lastPaymentValue, { amount: formatCop(contract.lastPayment.amount, intl.locale), date: day(contract.lastPayment.paidAt) })
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
            ) : null}
            <ConsumptionTrend key={contract.id} contract={contract} account={account} />
          </>
        )}
      </WithActiveContract>
    </section>
  );
}

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

/** /dashboard/dashboardGeneral and /dashboard/dashboardPruebas: the account at a glance, quick actions and the profile. */
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
      <AccountSummary />
      <VerifyEmailNotice />
      <section className={styles.panel} aria-labelledby="overview-next-title">
        <h2 id="overview-next-title" className={styles.h2}>
          <FormattedMessage id="overview.next.title" defaultMessage="¿Qué desea hacer?" />
        </h2>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((a) => (
            <li key={a.to}>
              <RouterLink to={a.to}>{intl.formatMessage(a.message)}</RouterLink>
            </li>
          ))}
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
            <dd className={styles.value}>
              {user.lastLogin ? <FormattedDate value={user.lastLogin} dateStyle="long" timeStyle="short" timeZone={TIME_ZONE} /> : none}
            </dd>
          </dl>
        ) : (
          <Body1 as="p" block>
            <FormattedMessage id="overview.loading" defaultMessage="Cargando los datos de su cuenta…" />
          </Body1>
        )}
      </section>
    </article>
  );
});
