import { useState } from "react";
import { Body1, Button, Field, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { fm, useLoad } from "../../components/useLoad";
import type { Contract, InvoiceSummary } from "../../shared/billing";
import { BILLING_LIMITS } from "../../shared/billing";
import type { AccountStore } from "../../stores/AccountStore";
import { makeStyles, tokens } from "../../theme";
import { BillingLoadProblem, bm, InvoicePdfStatus, InvoiceStatusBadge, Money, useDay, useInvoicePdf, usePeriod, WithActiveContract } from "./billingParts";

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
  duplicates: { id: "billing.inquiry.duplicates", defaultMessage: "Duplicados de facturas" },
  consumption: { id: "billing.inquiry.consumption", defaultMessage: "Ver mi consumo" },
});

type Filter = "all" | "open" | "paid";

const useStyles = makeStyles({
  page: { maxWidth: "72rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
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
  filters: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-end" },
  wrap: { overflowX: "auto", ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" } },
  table: { borderCollapse: "collapse", minWidth: "100%", fontSize: tokens.fontSizeBase300 },
  caption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  th: {
    textAlign: "start",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  td: {
    textAlign: "start",
    fontWeight: tokens.fontWeightRegular,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: "middle",
  },
  num: { textAlign: "end", whiteSpace: "nowrap" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center" },
  links: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL, marginBlockStart: tokens.spacingVerticalXL },
});

/** Amount due, next due date and the warnings of the active contract. */
function AccountSummary({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const styles = useStyles();
  const day = useDay();
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
        <dd className={styles.value}>{contract.nextDueDate ? day(contract.nextDueDate) : intl.formatMessage(t.noDue)}</dd>
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
          <RouterLink to="/dashboard/onlinePayment">{intl.formatMessage(t.payAll)}</RouterLink>
        </p>
      ) : null}
    </section>
  );
}

function matches(invoice: InvoiceSummary, filter: Filter): boolean {
  if (filter === "all") return true;
  return filter === "paid" ? invoice.status === "pagada" : invoice.status !== "pagada";
}

/** The contract's invoices with a status filter and the actions of each one. */
const InvoiceList = observer(function InvoiceList({ contract, account }: { contract: Contract; account: AccountStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const period = usePeriod();
  const day = useDay();
  const [filter, setFilter] = useState<Filter>("all");
  const { data, error, loading, retry } = useLoad(`invoices:${contract.id}`, () => account.api.invoices(contract.id));
  const pdf = useInvoicePdf(account.api);

  if (error && !loading) return <BillingLoadProblem error={error} onRetry={retry} />;
  if (!data) return <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  const invoices = [...data].sort((a, b) => b.period.localeCompare(a.period)).slice(0, BILLING_LIMITS.historyMonths);
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
          {loading ? intl.formatMessage(bm.loading) : fm(intl, t.count, { count: shown.length, total: invoices.length })}
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
        <div className={styles.wrap} role="region" aria-labelledby="inquiry-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="inquiry-caption" className={styles.caption}>
              {fm(intl, t.caption, { number: contract.number })}
            </caption>
            <thead>
              <tr>
                {[t.period, t.number, t.issued, t.due, t.total, t.status, t.actions].map((m) => (
                  <th key={m.id} scope="col" className={m === t.total ? `${styles.th} ${styles.num}` : styles.th}>
                    {intl.formatMessage(m)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((invoice) => {
                const label = period(invoice.period);
                const busy = pdf.busyId === invoice.id;
                return (
                  <tr key={invoice.id}>
                    <th scope="row" className={styles.td}>
                      {label}
                    </th>
                    <td className={styles.td}>{invoice.number}</td>
                    <td className={styles.td}>{day(invoice.issueDate)}</td>
                    <td className={styles.td}>{day(invoice.dueDate)}</td>
                    <td className={`${styles.td} ${styles.num}`}>
                      <Money amount={invoice.total} />
                    </td>
                    <td className={styles.td}>
                      <InvoiceStatusBadge status={invoice.status} />
                    </td>
                    <td className={styles.td}>
                      <div className={styles.actions}>
                        {invoice.status === "pagada" ? null : invoice.paymentInProgress ? (
                          <span>{intl.formatMessage(t.inProcess)}</span>
                        ) : (
                          <RouterLink to="/dashboard/onlinePayment" aria-label={fm(intl, t.payLabel, { period: label })}>
                            {intl.formatMessage(t.pay)}
                          </RouterLink>
                        )}
                        <RouterLink
                          to={`/dashboard/check-bill?factura=${encodeURIComponent(invoice.id)}`}
                          aria-label={fm(intl, t.detailLabel, { period: label })}
                        >
                          {intl.formatMessage(t.detail)}
                        </RouterLink>
                        <Button
                          size="small"
                          disabledFocusable={pdf.busyId !== null}
                          aria-label={fm(intl, t.pdfLabel, { number: invoice.number, period: label })}
                          onClick={() => void pdf.download(invoice)}
                        >
                          {busy ? intl.formatMessage(t.downloading) : intl.formatMessage(t.pdf)}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
});

/** /dashboard, /dashboard/invoiceInquiry and /dashboard/invoice-inquiry: the active contract's invoices. */
export default observer(function InvoiceInquiryView() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {fm(intl, t.intro, { months: BILLING_LIMITS.historyMonths })}
      </Body1>
      <WithActiveContract>
        {(contract, account) => (
          <>
            <AccountSummary contract={contract} />
            <section aria-labelledby="inquiry-list-title">
              <h2 id="inquiry-list-title" className={styles.h2}>
                {intl.formatMessage(t.listTitle)}
              </h2>
              <InvoiceList key={contract.id} contract={contract} account={account} />
            </section>
            <p className={styles.links}>
              <RouterLink to="/dashboard/duplicados-facturas">{intl.formatMessage(t.duplicates)}</RouterLink>
              <RouterLink to="/dashboard/individual-consume">{intl.formatMessage(t.consumption)}</RouterLink>
            </p>
          </>
        )}
      </WithActiveContract>
    </article>
  );
});
