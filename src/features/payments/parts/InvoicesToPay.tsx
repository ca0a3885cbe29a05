import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Body1, Checkbox, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { InvoiceStatusBadge } from "../../../components/billing/InvoiceStatusBadge";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { Contract } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { paymentsStoreKey, unpaidIn } from "../PaymentsStore";
import { PseForm } from "./PseForm";

const t = defineMessages({
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

/** The unpaid invoices of one contract, to choose from, and the PSE form for the choice. Give it `key={contract.id}`. */
export const InvoicesToPay = observer(function InvoicesToPay({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const payments = useFeatureStore(paymentsStoreKey);
  useEffect(() => {
    void payments.loadOptions();
    void payments.openInvoices(contract.id);
    return () => payments.closeInvoices();
  }, [payments, contract.id]);
  // Every unpaid invoice starts chosen: the state keeps the ones taken out.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  // The choices and the PSE form are drawn in a deferred render, which React splits into slices
  // that give the main thread back between them: drawn with the answer, as an observer's update is,
  // they were one long task on a phone (issue 37, TBT).
  const invoices = useDeferredValue(payments.invoicesOf(contract.id));
  const unpaid = useMemo(() => unpaidIn(invoices), [invoices]);
  const selected = (unpaid ?? []).filter((i) => !excluded.has(i.id));
  const total = selected.reduce((sum, i) => sum + i.total, 0);
  const scopeKey = selected.map((i) => i.id).join(",");
  const scope = useMemo(() => ({ invoiceIds: scopeKey ? scopeKey.split(",") : [] }), [scopeKey]);
  const options = payments.options;

  if (!unpaid) {
    const failure = payments.invoicesFailure(contract.id);
    if (failure) return <BillingLoadProblem error={failure.error} onRetry={() => void payments.invoices.retry()} />;
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
        <RouteLink route="cuenta.transactionsInquiry">{intl.formatMessage(t.checkTransactions)}</RouteLink>
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
        <RouteLink route="dashboard.invoiceInquiry">{intl.formatMessage(t.seeInvoices)}</RouteLink>
      </section>
    );
  }

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
                      {fm(intl, t.invoiceLabel, { number: i.number, period: f.period(i.period), amount: f.money(i.total), dueDate: f.day(i.dueDate) })}
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
          {fm(intl, t.total, { amount: f.money(total), count: selected.length })}
        </p>
      </section>
      {options.value && !options.value.available ? null : options.status === "failed" ? (
        <BillingLoadProblem error={options.error} onRetry={() => void options.retry()} />
      ) : !options.value ? (
        <Spinner size="small" label={intl.formatMessage(bm.loading)} />
      ) : selected.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noneSelected)}
        </Body1>
      ) : (
        <PseForm amount={total} scope={scope} initial={payments.payer} banks={options.value.banks} choices={options.value} />
      )}
    </>
  );
});
