import { useCallback, useMemo, useState } from "react";
import { Body1, Checkbox, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { fm, useLoad } from "../../components/useLoad";
import type { Contract } from "../../shared/billing";
import type { AccountStore } from "../../stores/AccountStore";
import { makeStyles, tokens } from "../../theme";
import { BillingLoadProblem, bm, InvoiceStatusBadge, useDay, useMoney, usePeriod, WithActiveContract } from "./billingParts";
import { OnlinePaymentUnavailable, usePaymentOptions } from "./paymentOptions";
import { PseForm, pseInput, usePseCheckout, type PseValues } from "./PseForm";

const t = defineMessages({
  title: { id: "billing.onlinePayment.title", defaultMessage: "Pagar facturas" },
  intro: {
    id: "billing.onlinePayment.intro",
    defaultMessage: "Pague en línea con débito a su cuenta bancaria (PSE). Elija las facturas que va a pagar y escriba los datos del titular de la cuenta.",
  },
  invoicesTitle: { id: "billing.onlinePayment.invoicesTitle", defaultMessage: "Facturas por pagar" },
  invoicesLegend: { id: "billing.onlinePayment.invoicesLegend", defaultMessage: "Elija las facturas que va a pagar" },
  invoiceLabel: {
    id: "billing.onlinePayment.invoiceLabel",
    defaultMessage: "Factura {number} de {period}: {amount}, vence el {dueDate}",
  },
  total: {
    id: "billing.onlinePayment.total",
    defaultMessage: "Total a pagar: {amount} ({count, plural, =0 {ninguna factura elegida} one {# factura} other {# facturas}})",
  },
  noneSelected: { id: "billing.onlinePayment.noneSelected", defaultMessage: "Elija al menos una factura para pagar." },
  upToDateTitle: { id: "billing.onlinePayment.upToDateTitle", defaultMessage: "Su contrato está al día" },
  upToDate: { id: "billing.onlinePayment.upToDate", defaultMessage: "No tiene facturas pendientes de pago en este contrato. ¡Gracias por pagar a tiempo!" },
  seeInvoices: { id: "billing.onlinePayment.seeInvoices", defaultMessage: "Ver mis facturas" },
  inProgressTitle: { id: "billing.onlinePayment.inProgressTitle", defaultMessage: "Hay un pago esperando la respuesta del banco" },
  inProgress: {
    id: "billing.onlinePayment.inProgress",
    defaultMessage:
      "Ya inició un pago de este contrato y su banco aún no lo confirma. Para no cobrarle dos veces, podrá pagar de nuevo cuando el banco responda.",
  },
  checkTransactions: { id: "billing.onlinePayment.checkTransactions", defaultMessage: "Consultar el estado de mis transacciones" },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  fieldset: { border: "none", margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalS },
  list: { listStyleType: "none", margin: 0, padding: 0, display: "grid", gap: tokens.spacingVerticalXS },
  item: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  total: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
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

/** The unpaid invoices of one contract, to choose from, and the PSE form for the choice. */
const PayContract = observer(function PayContract({ contract, account }: { contract: Contract; account: AccountStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const money = useMoney();
  const period = usePeriod();
  const day = useDay();
  const { session } = useStores();
  const checkout = usePseCheckout();
  const payment = usePaymentOptions();
  const api = account.api;
  const { data, error, loading, retry } = useLoad(contract.id, () => api.invoices(contract.id));
  // Every unpaid invoice starts chosen: the state keeps the ones taken out.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const unpaid = useMemo(() => (data ?? []).filter((i) => i.status !== "pagada"), [data]);
  const selected = unpaid.filter((i) => !excluded.has(i.id));
  const total = selected.reduce((sum, i) => sum + i.total, 0);
  const invoiceIds = selected.map((i) => i.id);
  const scopeKey = invoiceIds.join(",");
  const scope = useMemo(() => ({ invoiceIds: scopeKey ? scopeKey.split(",") : [] }), [scopeKey]);
  const onPay = useCallback((v: PseValues) => checkout(api, pseInput(scope, v), total), [api, checkout, scope, total]);

  if (!data) {
    if (error && !loading) return <BillingLoadProblem error={error} onRetry={retry} />;
    return <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  }

  if (contract.paymentInProgress || unpaid.some((i) => i.paymentInProgress)) {
    return (
      <section className={`${styles.panel} ${styles.notice}`} aria-labelledby="pay-in-progress-title">
        <h2 id="pay-in-progress-title" className={styles.panelTitle}>
          {intl.formatMessage(t.inProgressTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.inProgress)}
        </Body1>
        <RouterLink to="/consultar-transacciones">{intl.formatMessage(t.checkTransactions)}</RouterLink>
      </section>
    );
  }

  if (unpaid.length === 0) {
    return (
      <section className={styles.panel} aria-labelledby="pay-up-to-date-title">
        <h2 id="pay-up-to-date-title" className={styles.panelTitle}>
          {intl.formatMessage(t.upToDateTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.upToDate)}
        </Body1>
        <RouterLink to="/dashboard/invoiceInquiry">{intl.formatMessage(t.seeInvoices)}</RouterLink>
      </section>
    );
  }

  const user = session.user;
  return (
    <>
      <section aria-labelledby="pay-invoices-title">
        <h2 id="pay-invoices-title" className={styles.h2}>
          {intl.formatMessage(t.invoicesTitle)}
        </h2>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(t.invoicesLegend)}</legend>
          <ul className={styles.list}>
            {unpaid.map((i) => (
              <li key={i.id} className={styles.item}>
                <Checkbox
                  id={`pay-invoice-${i.id}`}
                  checked={!excluded.has(i.id)}
                  label={
                    <>
                      {fm(intl, t.invoiceLabel, { number: i.number, period: period(i.period), amount: money(i.total), dueDate: day(i.dueDate) })}
                      {i.status === "vencida" ? (
                        <>
                          {" "}
                          <InvoiceStatusBadge status={i.status} />
                        </>
                      ) : null}
                    </>
                  }
                  onChange={(_, d) =>
                    setExcluded((prev) => {
                      const next = new Set(prev);
                      if (d.checked === true) next.delete(i.id);
                      else next.add(i.id);
                      return next;
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
        <p className={styles.total} role="status" aria-live="polite">
          {fm(intl, t.total, { amount: money(total), count: selected.length })}
        </p>
      </section>
      {payment.options && !payment.options.available ? null : payment.error ? (
        <BillingLoadProblem error={payment.error} onRetry={payment.retry} />
      ) : !payment.options ? (
        <Spinner size="small" label={intl.formatMessage(bm.loading)} />
      ) : selected.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noneSelected)}
        </Body1>
      ) : (
        <PseForm
          amount={total}
          scope={scope}
          initial={{
            personType: "natural",
            documentType: user?.documentType ?? "",
            documentNumber: user?.documentNumber ?? "",
            email: user?.email ?? "",
          }}
          onPay={onPay}
          banks={payment.options.banks}
        />
      )}
    </>
  );
});

/** /dashboard/onlinePayment and /dashboard/online-payment: pay the active contract's invoices with PSE. */
export default observer(function OnlinePaymentView() {
  const intl = useIntl();
  const styles = useStyles();
  // Issue 20: with no gateway configured the page says so first, with the other ways to pay.
  const unavailable = usePaymentOptions().options?.available === false;
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      {unavailable ? <OnlinePaymentUnavailable /> : null}
      <WithActiveContract>{(contract, account) => <PayContract key={contract.id} contract={contract} account={account} />}</WithActiveContract>
    </article>
  );
});
