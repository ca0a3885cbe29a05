import { useEffect, useMemo } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink } from "../../../components/RouteLink";
import { useAddressParam } from "../../../components/useAddressParam";
import { fm } from "../../../components/useLoad";
import { normalizeContractNumber } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { paymentsStoreKey } from "../PaymentsStore";
import { LookupSummary } from "../parts/LookupSummary";
import { OnlinePaymentUnavailable } from "../parts/OnlinePaymentUnavailable";
import { PseForm } from "../parts/PseForm";

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

/** /resumen-pago?contrato=N: the summary of what a visitor pays, and the PSE form. */
export default observer(function PaymentSummaryView() {
  const intl = useIntl();
  const styles = useStyles();
  const raw = useAddressParam("contrato");
  const number = raw === null ? null : normalizeContractNumber(raw);
  const payments = useFeatureStore(paymentsStoreKey);
  useEffect(() => void payments.loadOptions(), [payments]);
  useEffect(() => {
    if (!number) return;
    void payments.openSummary(number);
    return () => payments.closeSummary();
  }, [payments, number]);
  const scope = useMemo(() => ({ contractNumber: number ?? "" }), [number]);
  const lookup = number ? payments.summaryOf(number) : null;
  const failure = number ? payments.summaryFailure(number) : null;
  const options = payments.options;

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
          <RouteLink route="cuenta.onlinePayment">{intl.formatMessage(t.enterContract)}</RouteLink>
        </p>
      </>
    );
  } else if (failure) {
    body = failure.notFound ? (
      <>
        <Body1 as="p" block role="alert">
          {fm(intl, t.notFound, { number })}
        </Body1>
        <p>
          <RouteLink route="cuenta.onlinePayment" query={{ contrato: number }}>
            {intl.formatMessage(t.enterContract)}
          </RouteLink>
        </p>
      </>
    ) : (
      <BillingLoadProblem error={failure.error} onRetry={() => void payments.summary.retry()} />
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
          <RouteLink route="cuenta.transactionsInquiry">{intl.formatMessage(t.checkTransactions)}</RouteLink>
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
          <RouteLink route="cuenta.onlinePayment">{intl.formatMessage(t.otherContract)}</RouteLink>
        </section>
      );
    } else if (payments.unavailable) {
      // Issue 20: no gateway configured: say so, with the other ways to pay.
      next = <OnlinePaymentUnavailable />;
    } else if (options.status === "failed") {
      next = <BillingLoadProblem error={options.error} onRetry={() => void options.retry()} />;
    } else if (!options.value) {
      next = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
    } else {
      next = (
        <>
          <Body1 as="p" block>
            {intl.formatMessage(t.allInvoices)}
          </Body1>
          <PseForm amount={lookup.amountDue} scope={scope} banks={options.value.banks} choices={options.value} />
          <p>
            <RouteLink route="cuenta.onlinePayment">{intl.formatMessage(t.otherContract)}</RouteLink>
          </p>
        </>
      );
    }
    body = (
      <>
        <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
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
      <PageIntro>{intl.formatMessage(t.lead)}</PageIntro>
      {body}
    </article>
  );
});
