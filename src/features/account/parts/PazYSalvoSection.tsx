import { useEffect, useId } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { ArrowDownloadRegular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { WithActiveContract } from "../../../components/ActiveContractGuard";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { Contract } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { pazYSalvoStoreKey } from "../PazYSalvoStore";

const t = defineMessages({
  title: { id: "billing.pazYSalvo.title", defaultMessage: "Paz y salvo" },
  available: {
    id: "billing.pazYSalvo.available",
    defaultMessage:
      "El contrato {number} está al día: no tiene facturas por pagar ni pagos en proceso. Descargue el certificado de paz y salvo por todo lo facturado hasta el {date}.",
  },
  why: { id: "billing.pazYSalvo.why", defaultMessage: "Aún no puede descargar el paz y salvo." },
  code: {
    id: "billing.pazYSalvo.code",
    defaultMessage: "El certificado lleva un código de verificación: quien lo reciba puede comprobarlo en nuestro portal, sin iniciar sesión.",
  },
  download: { id: "billing.pazYSalvo.download", defaultMessage: "Descargar paz y salvo (PDF)" },
  downloading: { id: "billing.pazYSalvo.downloading", defaultMessage: "Preparando el certificado…" },
  downloaded: { id: "billing.pazYSalvo.downloaded", defaultMessage: "Descargamos el certificado {file}, con el código de verificación {code}." },
  check: { id: "billing.pazYSalvo.checkLink", defaultMessage: "Verificar un paz y salvo" },
  pay: { id: "billing.pazYSalvo.pay", defaultMessage: "Pagar lo pendiente" },
  failed: { id: "billing.pazYSalvo.failed", defaultMessage: "No fue posible descargar el certificado." },
});

const useStyles = makeStyles({
  panel: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    display: "grid",
    gap: tokens.spacingVerticalS,
    justifyItems: "start",
  },
  h2: { marginBlock: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  reason: { margin: 0, paddingInlineStart: tokens.spacingHorizontalM, borderLeft: `4px solid ${tokens.colorPaletteMarigoldBorderActive}` },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center" },
});

/** The active contract's certificate: the button, enabled when nothing is due, else disabled with the reason. */
const PazYSalvoPanel = observer(function PazYSalvoPanel({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const store = useFeatureStore(pazYSalvoStoreKey);
  const { pathname } = useLocation();
  const reasonId = useId();
  useEffect(() => {
    void store.open(contract.id);
  }, [store, contract.id]);
  const status = store.statusOf(contract.id);
  if (!status) {
    return store.status.status === "failed" && store.status.key === contract.id ? (
      <BillingLoadProblem error={store.status.error} onRetry={() => void store.status.retry()} />
    ) : (
      <Spinner size="small" label={intl.formatMessage(bm.loading)} />
    );
  }
  const issued = store.issued?.contractId === contract.id ? store.issued : null;
  const hasInvoicesDue = status.due.some((d) => d.kind === "invoice");
  return (
    <>
      {status.available ? (
        <Body1 as="p" block className={styles.text}>
          {fm(intl, t.available, { number: contract.number, date: status.coversUntil ? f.day(status.coversUntil, "long") : "" })}
        </Body1>
      ) : (
        <>
          <Body1 as="p" block className={styles.text}>
            {intl.formatMessage(t.why)}
          </Body1>
          <Body1 as="p" block id={reasonId} className={styles.reason}>
            {status.reason}
          </Body1>
        </>
      )}
      <Body1 as="p" block className={styles.text}>
        {intl.formatMessage(t.code)}
      </Body1>
      <div className={styles.actions}>
        <Button
          appearance={status.available ? "primary" : "secondary"}
          icon={<ArrowDownloadRegular />}
          // Disabled but focusable: a screen reader reaches it and hears why (the reason above).
          disabledFocusable={!status.available || store.download.busy}
          aria-describedby={status.available ? undefined : reasonId}
          onClick={() => void store.download.run(contract.id, pathname)}
        >
          {store.download.busy ? intl.formatMessage(t.downloading) : intl.formatMessage(t.download)}
        </Button>
        {hasInvoicesDue ? <RouteLink route="dashboard.onlinePayment">{intl.formatMessage(t.pay)}</RouteLink> : null}
        <RouteLink route="cuenta.pazYSalvoCheck">{intl.formatMessage(t.check)}</RouteLink>
      </div>
      <p role="status" className={styles.text}>
        {issued ? fm(intl, t.downloaded, { file: issued.fileName, code: issued.code }) : ""}
      </p>
      {store.downloadProblem ? (
        <Body1 as="p" block role="alert" className={styles.reason}>
          {`${intl.formatMessage(t.failed)} ${store.downloadProblem}`}
        </Body1>
      ) : null}
    </>
  );
});

/** The account summary's paz y salvo section (issue 32 §4), for the active contract. */
export function PazYSalvoSection() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby="overview-paz-y-salvo-title">
      <h2 id="overview-paz-y-salvo-title" className={styles.h2}>
        {intl.formatMessage(t.title)}
      </h2>
      <WithActiveContract showSwitcher={false}>{(contract) => <PazYSalvoPanel key={contract.id} contract={contract} />}</WithActiveContract>
    </section>
  );
}
