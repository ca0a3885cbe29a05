import { useEffect } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { WithActiveContract } from "../../../components/ActiveContractGuard";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { InvoiceStatusBadge } from "../../../components/billing/InvoiceStatusBadge";
import { Money } from "../../../components/billing/Money";
import { RecordList } from "../../../components/records/RecordList";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { Contract, InvoiceSummary } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { invoicesStoreKey } from "../InvoicesStore";
import { InvoicePdfStatus } from "../parts/InvoicePdfStatus";
import { useVisit } from "../useVisit";

const t = defineMessages({
  title: { id: "billing.duplicates.title", defaultMessage: "Duplicados de facturas" },
  intro: {
    id: "billing.duplicates.intro",
    defaultMessage: "Descargue una copia en PDF de cualquiera de sus facturas, por ejemplo si no le llegó la impresa o la perdió.",
  },
  validity: {
    id: "billing.duplicates.validity",
    defaultMessage:
      "El duplicado tiene la misma validez que la factura original: puede pagarlo en los puntos de pago autorizados con su código de barras, o en línea, y sirve como soporte ante cualquier entidad.",
  },
  caption: { id: "billing.duplicates.caption", defaultMessage: "Facturas del contrato {number} disponibles como duplicado" },
  period: { id: "billing.duplicates.col.period", defaultMessage: "Periodo" },
  number: { id: "billing.duplicates.col.number", defaultMessage: "Número" },
  issued: { id: "billing.duplicates.col.issued", defaultMessage: "Expedición" },
  due: { id: "billing.duplicates.col.due", defaultMessage: "Fecha límite" },
  total: { id: "billing.duplicates.col.total", defaultMessage: "Total" },
  status: { id: "billing.duplicates.col.status", defaultMessage: "Estado" },
  download: { id: "billing.duplicates.col.download", defaultMessage: "Duplicado" },
  button: { id: "billing.duplicates.button", defaultMessage: "Descargar duplicado (PDF)" },
  buttonLabel: { id: "billing.duplicates.buttonLabel", defaultMessage: "Descargar duplicado (PDF) de la factura {number} de {period}" },
  downloading: { id: "billing.duplicates.downloading", defaultMessage: "Descargando…" },
  failed: { id: "billing.duplicates.failed", defaultMessage: "No se pudo descargar." },
  empty: { id: "billing.duplicates.empty", defaultMessage: "Este contrato aún no tiene facturas expedidas, así que no hay duplicados para descargar." },
  invoices: { id: "billing.duplicates.invoices", defaultMessage: "Ver el estado de mis facturas" },
});

const useStyles = makeStyles({
  page: { maxWidth: "64rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2 },
  validity: { borderLeft: `6px solid ${tokens.colorBrandStroke1}`, paddingInlineStart: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalL },
  cell: { display: "grid", gap: tokens.spacingVerticalXS, justifyItems: "start" },
  failed: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  links: { marginBlockStart: tokens.spacingVerticalXL },
});

/** The active contract's invoices, each with its duplicate to download. */
const Duplicates = observer(function Duplicates({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const { pathname } = useLocation();
  const visit = useVisit();
  const store = useFeatureStore(invoicesStoreKey);
  const list = store.list(visit);
  const pdf = store.pdf(visit);
  useEffect(() => void list.show(contract.id), [list, contract.id]);
  const invoices = list.value;
  if (list.status === "failed") return <BillingLoadProblem error={list.error} onRetry={() => void list.retry()} />;
  if (!invoices) return <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  if (invoices.length === 0) {
    return (
      <Body1 as="p" block>
        {intl.formatMessage(t.empty)}
      </Body1>
    );
  }
  return (
    <>
      <InvoicePdfStatus pdf={pdf} />
      <RecordList<InvoiceSummary>
        id="duplicates-list"
        caption={fm(intl, t.caption, { number: contract.number })}
        rows={invoices}
        rowKey={(i) => i.id}
        headingLevel={2}
        fields={[
          { label: intl.formatMessage(t.period), value: (i) => f.period(i.period) },
          { label: intl.formatMessage(t.number), value: (i) => i.number },
          { label: intl.formatMessage(t.issued), value: (i) => f.day(i.issueDate) },
          { label: intl.formatMessage(t.due), value: (i) => f.day(i.dueDate) },
          { label: intl.formatMessage(t.total), value: (i) => <Money amount={i.total} />, numeric: true, card: "key" },
          { label: intl.formatMessage(t.status), value: (i) => <InvoiceStatusBadge status={i.status} />, card: "key" },
          {
            label: intl.formatMessage(t.download),
            card: "action",
            value: (i) => (
              <span className={styles.cell}>
                <Button
                  size="small"
                  disabledFocusable={pdf.busyId !== null}
                  aria-label={fm(intl, t.buttonLabel, { number: i.number, period: f.period(i.period) })}
                  onClick={() => void pdf.download(i, pathname)}
                >
                  {pdf.busyId === i.id ? intl.formatMessage(t.downloading) : intl.formatMessage(t.button)}
                </Button>
                {pdf.failedId === i.id ? <span className={styles.failed}>{intl.formatMessage(t.failed)}</span> : null}
              </span>
            ),
          },
        ]}
      />
    </>
  );
});

/** /dashboard/duplicados-facturas: duplicate PDFs of the active contract's invoices. */
export default observer(function InvoiceDuplicatesView() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      <Body1 as="p" block className={styles.validity}>
        {intl.formatMessage(t.validity)}
      </Body1>
      <WithActiveContract>
        {(contract) => (
          <>
            <Duplicates key={contract.id} contract={contract} />
            <p className={styles.links}>
              <RouteLink route="dashboard.invoiceInquiryAlt">{intl.formatMessage(t.invoices)}</RouteLink>
            </p>
          </>
        )}
      </WithActiveContract>
    </article>
  );
});
