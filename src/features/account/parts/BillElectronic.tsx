import { Fragment, useEffect } from "react";
import { Body1, Button, Link, Spinner } from "@fluentui/react-components";
import { Open16Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { fm } from "../../../components/useLoad";
import { errorText } from "../../../services/apiClient";
import type { InvoiceDetail } from "../../../shared/billing";
import { dianVerificationUrlOf } from "../../../shared/dian";
import { makeStyles, tokens } from "../../../theme";
import { invoicesStoreKey } from "../InvoicesStore";
import { useVisit } from "../useVisit";
import { useCheckBillStyles } from "./useCheckBillStyles";

const m = defineMessages({
  title: { id: "billing.dian.title", defaultMessage: "Factura electrónica" },
  intro: {
    id: "billing.dian.intro",
    defaultMessage:
      "Esta factura es un documento electrónico validado por la DIAN. Con su CUDE o su código QR cualquiera puede comprobar en la DIAN que es auténtica.",
  },
  alt: { id: "billing.dian.alt", defaultMessage: "Código QR de la factura electrónica {number}, para verificarla en la DIAN" },
  cude: { id: "billing.dian.cude", defaultMessage: "CUDE" },
  cudeHelp: { id: "billing.dian.cudeHelp", defaultMessage: "Código único del documento electrónico" },
  copy: { id: "billing.dian.copy", defaultMessage: "Copiar CUDE" },
  copyLabel: { id: "billing.dian.copyLabel", defaultMessage: "Copiar el CUDE de la factura {number}" },
  copied: { id: "billing.dian.copied", defaultMessage: "CUDE copiado." },
  copyFailed: { id: "billing.dian.copyFailed", defaultMessage: "No se pudo copiar el CUDE. Selecciónelo y cópielo." },
  verify: { id: "billing.dian.verify", defaultMessage: "Verificar en la DIAN" },
  verifyLabel: { id: "billing.dian.verifyLabel", defaultMessage: "Verificar la factura {number} en el sitio de la DIAN (se abre en otra pestaña)" },
  xml: { id: "billing.dian.xml", defaultMessage: "Descargar XML" },
  xmlLabel: { id: "billing.dian.xmlLabel", defaultMessage: "Descargar XML de la factura electrónica {number}" },
  xmlExternalLabel: {
    id: "billing.dian.xmlExternalLabel",
    defaultMessage: "Descargar XML de la factura electrónica {number} (del sistema de facturación, se abre en otra pestaña)",
  },
  xmlBusy: { id: "billing.dian.xmlBusy", defaultMessage: "Descargando el XML…" },
  xmlDone: { id: "billing.dian.xmlDone", defaultMessage: "Se descargó el archivo {file}." },
  xmlFailed: { id: "billing.dian.xmlFailed", defaultMessage: "No fue posible descargar el XML. {reason} Intente de nuevo en unos minutos." },
  xmlHelp: {
    id: "billing.dian.xmlHelp",
    defaultMessage: "El XML es el documento que la DIAN validó: guárdelo si lleva contabilidad o lo necesita para un trámite.",
  },
});

/** A QR of the DIAN's address is about 53 modules with its quiet zone: 4 pixels a module. */
const QR_SIZE = 212;

const useStyles = makeStyles({
  layout: { display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: tokens.spacingHorizontalXL },
  // A phone's camera needs dark modules on white whatever the theme; the quiet zone is inside the image.
  card: {
    margin: 0,
    padding: tokens.spacingHorizontalXS,
    flex: "0 0 auto",
    backgroundColor: "#ffffff",
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    lineHeight: 0,
  },
  qr: { display: "block", width: `${QR_SIZE}px`, height: `${QR_SIZE}px`, maxWidth: "100%" },
  placeholder: { width: `${QR_SIZE}px`, height: `${QR_SIZE}px`, maxWidth: "100%", display: "flex", alignItems: "center", justifyContent: "center" },
  facts: { flex: "1 1 18rem", minWidth: 0 },
  term: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
  help: { margin: 0, color: tokens.colorNeutralForeground2 },
  // 96 hex digits: monospace, selectable as one, in even lines: it may break after every 16 digits,
  // so it reads as two lines of 48 where there is room (as the PDF prints it) and three of 32 on a phone.
  cude: {
    margin: `${tokens.spacingVerticalXS} 0`,
    maxWidth: "49ch",
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: "anywhere",
    userSelect: "all",
  },
  actions: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalS },
  external: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXXS },
  status: { minHeight: tokens.lineHeightBase300, margin: `${tokens.spacingVerticalXS} 0` },
  failed: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The bill as a DIAN electronic document (issue 34 §3, formats sheet §4): its CUDE to read or copy,
 * the QR the DIAN has printed, the link to check it on the DIAN's site, and its XML: downloaded from
 * the portal when the billing system sent it here, else from the billing system's own address.
 * Nothing at all for a bill that is not one.
 */
export const BillElectronic = observer(function BillElectronic({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useStyles();
  const shared = useCheckBillStyles();
  const { pathname } = useLocation();
  const visit = useVisit();
  const store = useFeatureStore(invoicesStoreKey);
  const image = store.dianQr(visit);
  const copy = store.cudeCopy(visit);
  const xml = store.dianXml(visit);
  const document = invoice.electronicInvoice;
  useEffect(() => {
    if (document) void image.show(invoice.id);
  }, [image, document, invoice.id]);
  if (!document) return null;
  const src = image.key === invoice.id ? image.value : undefined;
  const number = invoice.number;
  // Ours is under /api and needs the session (fetched, then saved); the billing system's is a plain link.
  const keptHere = document.xmlUrl !== null && document.xmlUrl.startsWith("/");
  let xmlStatus = "";
  if (xml.task.busy) xmlStatus = intl.formatMessage(m.xmlBusy);
  else if (xml.file) xmlStatus = fm(intl, m.xmlDone, { file: xml.file });
  return (
    <section className={shared.section} aria-labelledby="bill-dian-title" id="factura-electronica">
      <h2 id="bill-dian-title" className={shared.h2}>
        {intl.formatMessage(m.title)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(m.intro)}
      </Body1>
      <div className={styles.layout}>
        <figure className={styles.card} aria-busy={!src}>
          {src ? (
            <img className={styles.qr} src={src} alt={fm(intl, m.alt, { number })} width={QR_SIZE} height={QR_SIZE} />
          ) : (
            <div className={styles.placeholder}>{image.status !== "failed" ? <Spinner size="small" label={intl.formatMessage(bm.loading)} /> : null}</div>
          )}
        </figure>
        <div className={styles.facts}>
          {image.status === "failed" ? <BillingLoadProblem error={image.error} onRetry={() => void image.retry()} /> : null}
          <p className={styles.term} id="bill-dian-cude">
            {intl.formatMessage(m.cude)}
          </p>
          <p className={styles.help}>{intl.formatMessage(m.cudeHelp)}</p>
          <p className={styles.cude} aria-labelledby="bill-dian-cude" data-testid="cude">
            {(document.cude.match(/.{1,16}/g) ?? [document.cude]).map((group, i) => (
              <Fragment key={i}>
                {i > 0 ? <wbr /> : null}
                {group}
              </Fragment>
            ))}
          </p>
          <div className={styles.actions}>
            <Button size="small" aria-label={fm(intl, m.copyLabel, { number })} onClick={() => void copy.copy(document.cude)}>
              {intl.formatMessage(m.copy)}
            </Button>
            <Link
              className={styles.external}
              href={dianVerificationUrlOf(document)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fm(intl, m.verifyLabel, { number })}
            >
              {intl.formatMessage(m.verify)}
              <Open16Regular aria-hidden="true" />
            </Link>
          </div>
          <p role="status" aria-live="polite" className={styles.status}>
            {copy.copied === document.cude ? intl.formatMessage(m.copied) : ""}
          </p>
          {copy.failed ? (
            <Body1 as="p" block role="alert" className={styles.failed}>
              {intl.formatMessage(m.copyFailed)}
            </Body1>
          ) : null}
          {document.xmlUrl !== null ? (
            <>
              <div className={styles.actions}>
                {keptHere ? (
                  <Button disabledFocusable={xml.task.busy} aria-label={fm(intl, m.xmlLabel, { number })} onClick={() => void xml.download(invoice, pathname)}>
                    {intl.formatMessage(m.xml)}
                  </Button>
                ) : (
                  <Link
                    className={styles.external}
                    href={document.xmlUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={fm(intl, m.xmlExternalLabel, { number })}
                  >
                    {intl.formatMessage(m.xml)}
                    <Open16Regular aria-hidden="true" />
                  </Link>
                )}
              </div>
              <Body1 as="p" block className={styles.help}>
                {intl.formatMessage(m.xmlHelp)}
              </Body1>
              <p role="status" aria-live="polite" className={styles.status}>
                {xmlStatus}
              </p>
              {!xml.task.busy && xml.task.error !== null ? (
                <Body1 as="p" block role="alert" className={styles.failed}>
                  {fm(intl, m.xmlFailed, { reason: errorText(xml.task.error) ?? "" })}
                </Body1>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
});
