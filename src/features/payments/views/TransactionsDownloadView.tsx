import { useState } from "react";
import { Body1, Button, Field, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { fm, useLoad } from "../../components/useLoad";
import { errorText } from "../../services/apiClient";
import { saveBlob } from "../../services/billingApi";
import { withRedirectUrl } from "../../shared/config";
import { TIME_ZONE } from "../../shared/constants";
import { makeStyles, tokens } from "../../theme";
import { BillingLoadProblem, bm, PaymentsTable, useAccount, useBillingApi, useSignedIn } from "./billingParts";

/** Rows the preview shows; the file carries them all. */
const PREVIEW_ROWS = 20;

const t = defineMessages({
  title: { id: "billing.transactionsDownload.title", defaultMessage: "Descargar transacciones" },
  intro: {
    id: "billing.transactionsDownload.intro",
    defaultMessage: "Descargue el historial de sus pagos en línea en un archivo CSV, que puede abrir con Excel o cualquier hoja de cálculo.",
  },
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
  visitorTitle: { id: "billing.transactionsDownload.visitorTitle", defaultMessage: "Su historial está en su cuenta" },
  visitor: {
    id: "billing.transactionsDownload.visitor",
    defaultMessage: "El historial de transacciones pertenece a la cuenta del cliente: ingrese para ver y descargar todos sus pagos en línea.",
  },
  signIn: { id: "billing.transactionsDownload.signIn", defaultMessage: "Ingresar para descargar mis transacciones" },
  single: {
    id: "billing.transactionsDownload.single",
    defaultMessage: "¿Pagó sin iniciar sesión? Consulte un pago con la referencia que recibió.",
  },
  singleLink: { id: "billing.transactionsDownload.singleLink", defaultMessage: "Consultar el estado de un pago" },
});

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
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
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

/** "2026-11-21" in Colombia, for the file's name. */
function todayInBogota(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/** The signed-in part: the contract to export, a preview and the download. */
const Download = observer(function Download() {
  const intl = useIntl();
  const styles = useStyles();
  const { metrics } = useStores();
  const { pathname } = useLocation();
  const account = useAccount();
  const getApi = useBillingApi();
  const [contractId, setContractId] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");
  const filter = contractId ? { contractId } : undefined;
  const { data, key, error, loading, retry } = useLoad(contractId, () => getApi().then((api) => api.payments(filter)));
  const contracts = account?.contracts ?? [];
  const chosen = contracts.find((c) => c.id === contractId);
  const rows = data && key === contractId ? [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : null;

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setNotice("");
    setFailure("");
    try {
      const blob = await (await getApi()).paymentsCsv(filter);
      const file = `transacciones-${todayInBogota()}.csv`;
      saveBlob(blob, file);
      metrics.trackDownload(file, pathname);
      setNotice(fm(intl, t.downloaded, { file }));
    } catch (e) {
      setFailure(errorText(e) ?? intl.formatMessage(t.failed));
    } finally {
      setBusy(false);
    }
  };

  let preview;
  if (error && !loading) {
    preview = <BillingLoadProblem error={error} onRetry={retry} />;
  } else if (rows) {
    preview =
      rows.length === 0 ? (
        <div className={styles.empty}>
          <Body1 as="p" block>
            {intl.formatMessage(t.empty)}
          </Body1>
          <RouterLink to="/dashboard/onlinePayment">{intl.formatMessage(t.pay)}</RouterLink>
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
            <Button appearance="primary" disabledFocusable={busy} aria-busy={busy} onClick={() => void download()}>
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
        <Select id="transactions-contract" value={contractId} onChange={(_, d) => setContractId(d.value)}>
          <option value="">{intl.formatMessage(t.allContracts)}</option>
          {contracts.map((c) => (
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
          {notice}
        </p>
        {failure ? (
          <Body1 as="p" block role="alert">
            {failure}
          </Body1>
        ) : null}
      </section>
    </>
  );
});

/** /descargar-transacciones: the account's payments as CSV; visitors are told where to go. */
export default observer(function TransactionsDownloadView() {
  const intl = useIntl();
  const styles = useStyles();
  const signedIn = useSignedIn();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      {signedIn ? (
        <Download />
      ) : (
        <section aria-labelledby="transactions-visitor-title">
          <h2 id="transactions-visitor-title" className={styles.h2}>
            {intl.formatMessage(t.visitorTitle)}
          </h2>
          <Body1 as="p" block>
            {intl.formatMessage(t.visitor)}
          </Body1>
          <p>
            <RouterLink to={withRedirectUrl("/mi-cuenta", "/descargar-transacciones")}>{intl.formatMessage(t.signIn)}</RouterLink>
          </p>
          <Body1 as="p" block>
            {intl.formatMessage(t.single)}
          </Body1>
          <p>
            <RouterLink to="/consultar-transacciones">{intl.formatMessage(t.singleLink)}</RouterLink>
          </p>
        </section>
      )}
    </article>
  );
});
