import { useCallback, useMemo } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { fm, useLoad } from "../../components/useLoad";
import { errorStatus } from "../../services/apiClient";
import { normalizeContractNumber, type BillingLookup } from "../../shared/billing";
import { makeStyles, tokens } from "../../theme";
import { BillingLoadProblem, bm, Money, useAddressParam, useBillingApi, useDay } from "./billingParts";
import { OnlinePaymentUnavailable, usePaymentOptions } from "./paymentOptions";
import { PseForm, pseInput, usePseCheckout, type PseValues } from "./PseForm";

const t = defineMessages({
  title: { id: "billing.paymentSummary.title", defaultMessage: "Resumen del pago" },
  lead: {
    id: "billing.paymentSummary.lead",
    defaultMessage:
      "Antes de ir a su banco, confirme el contrato y el valor. Pagará todas las facturas pendientes del contrato con débito desde su cuenta por PSE.",
  },
  intro: {
    id: "billing.paymentSummary.intro",
    defaultMessage: "Revise que el contrato sea el suyo. Por su seguridad mostramos solo parte de la dirección.",
  },
  summaryTitle: { id: "billing.paymentSummary.summaryTitle", defaultMessage: "Lo que va a pagar" },
  contract: { id: "billing.paymentSummary.contract", defaultMessage: "Contrato" },
  address: { id: "billing.paymentSummary.address", defaultMessage: "Dirección" },
  invoices: { id: "billing.paymentSummary.invoices", defaultMessage: "Facturas sin pagar" },
  amount: { id: "billing.paymentSummary.amount", defaultMessage: "Valor a pagar" },
  dueDate: { id: "billing.paymentSummary.dueDate", defaultMessage: "Fecha límite de pago" },
  noDueDate: { id: "billing.paymentSummary.noDueDate", defaultMessage: "Sin fecha pendiente" },
  overdue: {
    id: "billing.paymentSummary.overdue",
    defaultMessage: "Atención: tiene facturas vencidas. Pague cuanto antes para evitar la suspensión del servicio y el cobro de la reconexión.",
  },
  allInvoices: {
    id: "billing.paymentSummary.allInvoices",
    defaultMessage: "Sin iniciar sesión se pagan juntas todas las facturas pendientes del contrato.",
  },
  noContract: {
    id: "billing.paymentSummary.noContract",
    defaultMessage: "Para ver el resumen del pago necesitamos el número de contrato.",
  },
  enterContract: { id: "billing.paymentSummary.enterContract", defaultMessage: "Escribir el número de contrato" },
  notFound: {
    id: "billing.paymentSummary.notFound",
    defaultMessage: "No encontramos el contrato {number}. Revise el número en la parte superior de su factura.",
  },
  otherContract: { id: "billing.paymentSummary.otherContract", defaultMessage: "Pagar otro contrato" },
  nothingDue: { id: "billing.paymentSummary.nothingDue", defaultMessage: "Este contrato no tiene saldo pendiente" },
  nothingDueHelp: {
    id: "billing.paymentSummary.nothingDueHelp",
    defaultMessage: "No hay facturas por pagar en este momento. Si acaba de pagar, el pago ya quedó registrado.",
  },
  inProgressTitle: { id: "billing.paymentSummary.inProgressTitle", defaultMessage: "Hay un pago esperando la respuesta del banco" },
  inProgress: {
    id: "billing.paymentSummary.inProgress",
    defaultMessage:
      "Ya se inició un pago de este contrato y el banco aún no lo confirma. Para no cobrarle dos veces, podrá pagar de nuevo cuando el banco responda.",
  },
  checkTransactions: { id: "billing.paymentSummary.checkTransactions", defaultMessage: "Consultar el estado de un pago" },
});

const useStyles = makeStyles({
  page: { maxWidth: "40rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  data: {
    display: "grid",
    gridTemplateColumns: "minmax(9rem, max-content) 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  amount: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  warning: {
    marginBlock: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  panel: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    justifyItems: "start",
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  notice: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}` },
  panelTitle: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
});

/** What the lookup tells: the contract, masked address, invoices, amount and due date. */
function LookupSummary({ lookup }: { lookup: BillingLookup }) {
  const intl = useIntl();
  const styles = useStyles();
  const day = useDay();
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.h2}>
        {intl.formatMessage(t.summaryTitle)}
      </h2>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(t.contract)}</dt>
        <dd className={styles.value}>{lookup.contractNumber}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.address)}</dt>
        <dd className={styles.value}>{lookup.maskedAddress}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.invoices)}</dt>
        <dd className={styles.value}>{lookup.unpaidInvoices}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.dueDate)}</dt>
        <dd className={styles.value}>{lookup.dueDate ? day(lookup.dueDate) : intl.formatMessage(t.noDueDate)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.amount)}</dt>
        <dd className={styles.amount}>
          <Money amount={lookup.amountDue} />
        </dd>
      </dl>
      {lookup.overdue && lookup.amountDue > 0 ? (
        <Body1 as="p" block className={styles.warning}>
          {intl.formatMessage(t.overdue)}
        </Body1>
      ) : null}
    </section>
  );
}

/** /resumen-pago?contrato=N: the summary of what a visitor pays, and the PSE form. */
export default observer(function PaymentSummaryView() {
  const intl = useIntl();
  const styles = useStyles();
  const raw = useAddressParam("contrato");
  const number = raw === null ? null : normalizeContractNumber(raw);
  const getApi = useBillingApi();
  const checkout = usePseCheckout();
  const payment = usePaymentOptions();
  const { data, key, error, loading, retry } = useLoad(number ?? "", () => (number ? getApi().then((api) => api.lookup(number)) : Promise.resolve(null)));
  // useLoad keeps the last answer while the next loads: only this contract's counts.
  const lookup = data && number && key === number ? data : null;
  const scope = useMemo(() => ({ contractNumber: number ?? "" }), [number]);
  const onPay = useCallback(async (v: PseValues) => checkout(await getApi(), pseInput(scope, v), lookup?.amountDue ?? 0), [checkout, getApi, scope, lookup]);

  let body;
  if (number === null) {
    body = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  } else if (number === "") {
    body = (
      <>
        <Body1 as="p" block>
          {intl.formatMessage(t.noContract)}
        </Body1>
        <p>
          <RouterLink to="/pago-en-linea">{intl.formatMessage(t.enterContract)}</RouterLink>
        </p>
      </>
    );
  } else if (error && !loading) {
    body =
      errorStatus(error) === 404 ? (
        <>
          <Body1 as="p" block role="alert">
            {fm(intl, t.notFound, { number })}
          </Body1>
          <p>
            <RouterLink to={`/pago-en-linea?contrato=${encodeURIComponent(number)}`}>{intl.formatMessage(t.enterContract)}</RouterLink>
          </p>
        </>
      ) : (
        <BillingLoadProblem error={error} onRetry={retry} />
      );
  } else if (lookup) {
    let next;
    if (lookup.paymentInProgress) {
      next = (
        <section className={`${styles.panel} ${styles.notice}`} aria-labelledby="summary-in-progress-title">
          <h2 id="summary-in-progress-title" className={styles.panelTitle}>
            {intl.formatMessage(t.inProgressTitle)}
          </h2>
          <Body1 as="p" block>
            {intl.formatMessage(t.inProgress)}
          </Body1>
          <RouterLink to="/consultar-transacciones">{intl.formatMessage(t.checkTransactions)}</RouterLink>
        </section>
      );
    } else if (lookup.amountDue <= 0) {
      next = (
        <section className={styles.panel} aria-labelledby="summary-nothing-due-title">
          <h2 id="summary-nothing-due-title" className={styles.panelTitle}>
            {intl.formatMessage(t.nothingDue)}
          </h2>
          <Body1 as="p" block>
            {intl.formatMessage(t.nothingDueHelp)}
          </Body1>
          <RouterLink to="/pago-en-linea">{intl.formatMessage(t.otherContract)}</RouterLink>
        </section>
      );
    } else if (payment.options && !payment.options.available) {
      // Issue 20: no gateway configured: say so, with the other ways to pay.
      next = <OnlinePaymentUnavailable />;
    } else if (payment.error) {
      next = <BillingLoadProblem error={payment.error} onRetry={payment.retry} />;
    } else if (!payment.options) {
      next = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
    } else {
      next = (
        <>
          <Body1 as="p" block>
            {intl.formatMessage(t.allInvoices)}
          </Body1>
          <PseForm amount={lookup.amountDue} scope={scope} onPay={onPay} banks={payment.options.banks} />
          <p>
            <RouterLink to="/pago-en-linea">{intl.formatMessage(t.otherContract)}</RouterLink>
          </p>
        </>
      );
    }
    body = (
      <>
        <Body1 as="p" block className={styles.intro}>
          {intl.formatMessage(t.intro)}
        </Body1>
        <LookupSummary lookup={lookup} />
        {next}
      </>
    );
  } else {
    body = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  }

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      {/* In the prerendered page too: the address (and so the contract) is read after hydration. */}
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.lead)}
      </Body1>
      {body}
    </article>
  );
});
