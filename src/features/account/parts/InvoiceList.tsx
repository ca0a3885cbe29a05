import { useDeferredValue, useEffect, useState } from "react";
import { Body1, Button, Field, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { InvoiceStatusBadge } from "../../../components/billing/InvoiceStatusBadge";
import { Money } from "../../../components/billing/Money";
import { ActionLink } from "../../../components/records/ActionLink";
import { RecordList } from "../../../components/records/RecordList";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { BILLING_LIMITS, type Contract, type InvoiceSummary } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { invoicesStoreKey } from "../InvoicesStore";
import { useVisit } from "../useVisit";
import { InvoicePdfStatus } from "./InvoicePdfStatus";

const t = defineMessages({
  filter: { id: "billing.inquiry.filter", defaultMessage: "Mostrar" },
  filterAll: { id: "billing.inquiry.filter.all", defaultMessage: "Todas las facturas" },
  filterOpen: { id: "billing.inquiry.filter.open", defaultMessage: "Pendientes y vencidas" },
  filterPaid: { id: "billing.inquiry.filter.paid", defaultMessage: "Pagadas" },
  count: {
    id: "billing.inquiry.count",
    defaultMessage: "{count, plural, =0 {Ninguna factura} one {# factura} other {# facturas}} de {total}",
  },
  caption: { id: "billing.inquiry.caption", defaultMessage: "Facturas del contrato {number}, de la más reciente a la más antigua" },
  period: { id: "billing.inquiry.col.period", defaultMessage: "Periodo" },
  number: { id: "billing.inquiry.col.number", defaultMessage: "Número" },
  issued: { id: "billing.inquiry.col.issued", defaultMessage: "Expedición" },
  due: { id: "billing.inquiry.col.due", defaultMessage: "Fecha límite" },
  total: { id: "billing.inquiry.col.total", defaultMessage: "Total" },
  status: { id: "billing.inquiry.col.status", defaultMessage: "Estado" },
  actions: { id: "billing.inquiry.col.actions", defaultMessage: "Acciones" },
  pay: { id: "billing.inquiry.action.pay", defaultMessage: "Pagar" },
  payLabel: { id: "billing.inquiry.action.payLabel", defaultMessage: "Pagar la factura de {period}" },
  inProcess: { id: "billing.inquiry.action.inProcess", defaultMessage: "Pago en proceso" },
  detail: { id: "billing.inquiry.action.detail", defaultMessage: "Ver detalle" },
  detailLabel: { id: "billing.inquiry.action.detailLabel", defaultMessage: "Ver detalle de la factura de {period}" },
  pdf: { id: "billing.inquiry.action.pdf", defaultMessage: "Descargar PDF" },
  pdfLabel: { id: "billing.inquiry.action.pdfLabel", defaultMessage: "Descargar PDF de la factura {number} de {period}" },
  downloading: { id: "billing.inquiry.action.downloading", defaultMessage: "Descargando…" },
  empty: {
    id: "billing.inquiry.empty",
    defaultMessage: "Este contrato aún no tiene facturas. La primera llegará al terminar su primer periodo de consumo.",
  },
  emptyFilter: { id: "billing.inquiry.emptyFilter", defaultMessage: "No hay facturas con ese estado." },
  showAll: { id: "billing.inquiry.showAll", defaultMessage: "Ver todas las facturas" },
});

type Filter = "all" | "open" | "paid";

const useStyles = makeStyles({
  filters: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-end" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center" },
});

function matches(invoice: InvoiceSummary, filter: Filter): boolean {
  if (filter === "all") return true;
  return filter === "paid" ? invoice.status === "pagada" : invoice.status !== "pagada";
}

/** The contract's invoices (the last BILLING_LIMITS.historyMonths) with a status filter and the actions of each one. */
export const InvoiceList = observer(function InvoiceList({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const { pathname } = useLocation();
  const [filter, setFilter] = useState<Filter>("all");
  const visit = useVisit();
  const store = useFeatureStore(invoicesStoreKey);
  const list = store.list(visit);
  const pdf = store.pdf(visit);
  useEffect(() => void list.show(contract.id), [list, contract.id]);

  // Drawn in a deferred render, which React splits into slices that give the main thread back
  // between them: drawn with the answer, as an observer's update is, the table was one long task on
  // a phone (issue 37, TBT).
  const loaded = useDeferredValue(list.current(contract.id));
  if (list.status === "failed") return <BillingLoadProblem error={list.error} onRetry={() => void list.retry()} />;
  if (!loaded) return <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  const invoices = loaded.slice(0, BILLING_LIMITS.historyMonths);
  if (invoices.length === 0)
    return (
      <Body1 as="p" block>
        {intl.formatMessage(t.empty)}
      </Body1>
    );
  const shown = invoices.filter((i) => matches(i, filter));

  return (
    <>
      <div className={styles.filters}>
        <Field label={intl.formatMessage(t.filter)}>
          <Select id="inquiry-filter" value={filter} onChange={(_, d) => setFilter(d.value as Filter)}>
            <option value="all">{intl.formatMessage(t.filterAll)}</option>
            <option value="open">{intl.formatMessage(t.filterOpen)}</option>
            <option value="paid">{intl.formatMessage(t.filterPaid)}</option>
          </Select>
        </Field>
        <p role="status" aria-live="polite">
          {list.isLoading ? intl.formatMessage(bm.loading) : fm(intl, t.count, { count: shown.length, total: invoices.length })}
        </p>
      </div>
      <InvoicePdfStatus pdf={pdf} />
      {shown.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.emptyFilter)}{" "}
          <Button appearance="secondary" onClick={() => setFilter("all")}>
            {intl.formatMessage(t.showAll)}
          </Button>
        </Body1>
      ) : (
        <RecordList<InvoiceSummary>
          id="inquiry-list"
          caption={fm(intl, t.caption, { number: contract.number })}
          rows={shown}
          rowKey={(i) => i.id}
          headingLevel={3}
          fields={[
            { label: intl.formatMessage(t.period), value: (i) => f.period(i.period) },
            { label: intl.formatMessage(t.number), value: (i) => i.number },
            { label: intl.formatMessage(t.issued), value: (i) => f.day(i.issueDate), minor: true },
            { label: intl.formatMessage(t.due), value: (i) => f.day(i.dueDate) },
            { label: intl.formatMessage(t.total), value: (i) => <Money amount={i.total} />, numeric: true, card: "key" },
            { label: intl.formatMessage(t.status), value: (i) => <InvoiceStatusBadge status={i.status} />, card: "key" },
            {
              label: intl.formatMessage(t.actions),
              card: "action",
              value: (invoice) => {
                const label = f.period(invoice.period);
                return (
                  <span className={styles.actions}>
                    {invoice.status === "pagada" ? null : invoice.paymentInProgress ? (
                      <span>{intl.formatMessage(t.inProcess)}</span>
                    ) : (
                      <ActionLink route="dashboard.onlinePayment" aria-label={fm(intl, t.payLabel, { period: label })}>
                        {intl.formatMessage(t.pay)}
                      </ActionLink>
                    )}
                    <RouteLink route="dashboard.checkBillAlt" query={{ factura: invoice.id }} aria-label={fm(intl, t.detailLabel, { period: label })}>
                      {intl.formatMessage(t.detail)}
                    </RouteLink>
                    <Button
                      size="small"
                      disabledFocusable={pdf.busyId !== null}
                      aria-label={fm(intl, t.pdfLabel, { number: invoice.number, period: label })}
                      onClick={() => void pdf.download(invoice, pathname)}
                    >
                      {pdf.busyId === invoice.id ? intl.formatMessage(t.downloading) : intl.formatMessage(t.pdf)}
                    </Button>
                  </span>
                );
              },
            },
          ]}
        />
      )}
    </>
  );
});
