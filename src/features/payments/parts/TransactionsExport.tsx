import { useEffect } from "react";
import { Body1, Button, Field, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { makeStyles, tokens } from "../../../theme";
import { transactionsStoreKey } from "../TransactionsStore";
import { PaymentsTable } from "./PaymentsTable";

/** Rows the preview shows; the file carries them all. */
const PREVIEW_ROWS = 20;

const t = defineMessages({
  contract: { id: "billing.transactionsDownload.contract", defaultMessage: "Contrato" },
  allContracts: { id: "billing.transactionsDownload.allContracts", defaultMessage: "Todos mis contratos" },
  contractOption: { id: "billing.transactionsDownload.contractOption", defaultMessage: "Contrato {number} · {address}" },
  previewTitle: { id: "billing.transactionsDownload.previewTitle", defaultMessage: "Vista previa" },
  captionAll: { id: "billing.transactionsDownload.captionAll", defaultMessage: "Transacciones de todos sus contratos" },
  captionOne: { id: "billing.transactionsDownload.captionOne", defaultMessage: "Transacciones del contrato {number}" },
  previewNote: {
    id: "billing.transactionsDownload.previewNote",
    defaultMessage: "Se muestran las {shown} más recientes de {total} transacciones; el archivo las trae todas.",
  },
  empty: { id: "billing.transactionsDownload.empty", defaultMessage: "No hay pagos en línea para descargar con esta selección." },
  pay: { id: "billing.transactionsDownload.pay", defaultMessage: "Pagar mis facturas" },
  download: { id: "billing.transactionsDownload.download", defaultMessage: "Descargar CSV" },
  downloading: { id: "billing.transactionsDownload.downloading", defaultMessage: "Preparando el archivo…" },
  downloaded: { id: "billing.transactionsDownload.downloaded", defaultMessage: "Descargamos el archivo {file}." },
  failed: { id: "billing.transactionsDownload.failed", defaultMessage: "No fue posible descargar el archivo. Intente de nuevo." },
});

const useStyles = makeStyles({
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  select: { maxWidth: "28rem", marginBlockEnd: tokens.spacingVerticalL },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlock: tokens.spacingVerticalM },
  empty: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    justifyItems: "start",
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** The signed-in part of /descargar-transacciones: the contract to export, a preview and the download. */
export const TransactionsExport = observer(function TransactionsExport() {
  const intl = useIntl();
  const styles = useStyles();
  const { pathname } = useLocation();
  const transactions = useFeatureStore(transactionsStoreKey);
  useEffect(() => {
    void transactions.openDownload();
    return () => transactions.close();
  }, [transactions]);
  const { rows, chosen, listFailure, downloadFailure, downloaded } = transactions;
  const busy = transactions.download.busy;

  let preview;
  if (listFailure) {
    preview = <BillingLoadProblem error={listFailure.error} onRetry={() => void transactions.list.retry()} />;
  } else if (rows) {
    preview =
      rows.length === 0 ? (
        <div className={styles.empty}>
          <Body1 as="p" block>
            {intl.formatMessage(t.empty)}
          </Body1>
          <RouteLink route="dashboard.onlinePayment">{intl.formatMessage(t.pay)}</RouteLink>
        </div>
      ) : (
        <>
          <PaymentsTable
            payments={rows.slice(0, PREVIEW_ROWS)}
            caption={chosen ? fm(intl, t.captionOne, { number: chosen.number }) : intl.formatMessage(t.captionAll)}
          />
          {rows.length > PREVIEW_ROWS ? (
            <Body1 as="p" block>
              {fm(intl, t.previewNote, { shown: PREVIEW_ROWS, total: rows.length })}
            </Body1>
          ) : null}
          <div className={styles.actions}>
            <Button appearance="primary" disabledFocusable={busy} aria-busy={busy} onClick={() => void transactions.download.run(pathname)}>
              {intl.formatMessage(busy ? t.downloading : t.download)}
            </Button>
          </div>
        </>
      );
  } else {
    preview = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  }

  return (
    <>
      <Field className={styles.select} label={intl.formatMessage(t.contract)}>
        <Select id="transactions-contract" value={transactions.contractId} onChange={(_, d) => void transactions.choose(d.value)}>
          <option value="">{intl.formatMessage(t.allContracts)}</option>
          {transactions.contracts.map((c) => (
            <option key={c.id} value={c.id}>
              {fm(intl, t.contractOption, { number: c.number, address: c.address })}
            </option>
          ))}
        </Select>
      </Field>
      <section aria-labelledby="transactions-preview-title">
        <h2 id="transactions-preview-title" className={styles.h2}>
          {intl.formatMessage(t.previewTitle)}
        </h2>
        {preview}
        <p role="status" aria-live="polite">
          {downloaded ? fm(intl, t.downloaded, { file: downloaded }) : ""}
        </p>
        {downloadFailure ? (
          <Body1 as="p" block role="alert">
            {downloadFailure.message ?? intl.formatMessage(t.failed)}
          </Body1>
        ) : null}
      </section>
    </>
  );
});
