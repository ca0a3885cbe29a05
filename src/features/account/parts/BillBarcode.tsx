import { Fragment, useEffect } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { Money } from "../../../components/billing/Money";
import { fm } from "../../../components/useLoad";
import type { InvoiceDetail } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { invoicesStoreKey } from "../InvoicesStore";
import { useVisit } from "../useVisit";
import { InvoicePdfStatus } from "./InvoicePdfStatus";
import { useCheckBillStyles } from "./useCheckBillStyles";

const m = defineMessages({
  title: { id: "billing.barcode.title", defaultMessage: "Pague en bancos y corresponsales" },
  intro: {
    id: "billing.barcode.intro",
    defaultMessage:
      "Muestre este código de barras en la caja del banco o del corresponsal desde su celular, o imprima el duplicado. Si allí no pueden leerlo, dé la referencia de pago.",
  },
  alt: { id: "billing.barcode.alt", defaultMessage: "Código de barras para pagar en bancos y corresponsales" },
  reference: { id: "billing.barcode.reference", defaultMessage: "Referencia de pago" },
  copy: { id: "billing.barcode.copy", defaultMessage: "Copiar" },
  copyLabel: { id: "billing.barcode.copyLabel", defaultMessage: "Copiar la referencia de pago {reference}" },
  copied: { id: "billing.barcode.copied", defaultMessage: "Referencia {reference} copiada." },
  copyFailed: {
    id: "billing.barcode.copyFailed",
    defaultMessage: "No se pudo copiar la referencia. Selecciónela y cópiela, o anótela.",
  },
  amount: { id: "billing.barcode.amount", defaultMessage: "Valor a pagar" },
  overdue: {
    id: "billing.barcode.overdue",
    defaultMessage:
      "La fecha límite de esta factura ya pasó: algunos bancos no reciben el código de barras después de ella. Puede pagarla en línea o en nuestras oficinas.",
  },
  download: { id: "billing.barcode.download", defaultMessage: "Descargar duplicado (PDF)" },
  downloadLabel: { id: "billing.barcode.downloadLabel", defaultMessage: "Descargar duplicado (PDF) de la factura {number}, con el código de barras" },
  downloading: { id: "billing.barcode.downloading", defaultMessage: "Descargando…" },
});

/** The bars' own size: 418 modules (a 16-digit reference) at 2 pixels each, 15 % as tall. */
const IMG_WIDTH = 836;
const IMG_HEIGHT = 130;

const useStyles = makeStyles({
  // A scanner needs black bars on white whatever the theme: the card stays white in dark mode.
  card: {
    margin: `${tokens.spacingVerticalM} 0`,
    padding: tokens.spacingHorizontalS,
    maxWidth: `calc(${IMG_WIDTH}px + 2 * ${tokens.spacingHorizontalS})`,
    boxSizing: "border-box",
    backgroundColor: "#ffffff",
    color: "#000000",
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  // Scales with the card (no sideways scroll at 320 px); the quiet zones are inside the image.
  bars: { display: "block", width: "100%", height: "auto", aspectRatio: `${IMG_WIDTH} / ${IMG_HEIGHT}` },
  hri: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textAlign: "center",
    overflowWrap: "anywhere",
  },
  reference: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold, userSelect: "all", overflowWrap: "anywhere" },
  referenceRow: { display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  // Keeps its line while empty, so the confirmation moves nothing when it appears.
  status: { minHeight: tokens.lineHeightBase300, margin: `${tokens.spacingVerticalXS} 0` },
  failed: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The human-readable line, allowed to wrap before each application identifier on a narrow screen. */
function Hri({ text }: { text: string }) {
  return (
    <>
      {text.split(/(?=\()/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The invoice's GS1-128 payment barcode (issue 32 §3) on a white card, its human-readable line, and
 * the payment reference to copy. A paid invoice shows none here (its duplicate keeps it, marked
 * paid); an invoice with nothing to pay has none.
 */
export const BillBarcode = observer(function BillBarcode({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useStyles();
  const shared = useCheckBillStyles();
  const { pathname } = useLocation();
  const visit = useVisit();
  const store = useFeatureStore(invoicesStoreKey);
  const image = store.barcode(visit);
  const copy = store.referenceCopy(visit);
  const pdf = store.pdf(visit);
  const barcode = invoice.status === "pagada" ? null : invoice.paymentBarcode;
  useEffect(() => {
    if (barcode) void image.show(invoice.id);
  }, [image, barcode, invoice.id]);
  if (!barcode) return null;
  const src = image.key === invoice.id ? image.value : undefined;
  return (
    <section className={shared.section} aria-labelledby="bill-barcode-title" id="codigo-de-barras">
      <h3 id="bill-barcode-title" className={shared.h3}>
        {intl.formatMessage(m.title)}
      </h3>
      <Body1 as="p" block>
        {intl.formatMessage(m.intro)}
      </Body1>
      {invoice.status === "vencida" ? (
        <Body1 as="p" block className={shared.notice}>
          {intl.formatMessage(m.overdue)}
        </Body1>
      ) : null}
      {image.status === "failed" ? <BillingLoadProblem error={image.error} onRetry={() => void image.retry()} /> : null}
      <figure className={styles.card} aria-busy={!src}>
        {src ? (
          <img className={styles.bars} src={src} alt={intl.formatMessage(m.alt)} width={IMG_WIDTH} height={IMG_HEIGHT} />
        ) : image.status !== "failed" ? (
          <Spinner size="small" label={intl.formatMessage(bm.loading)} />
        ) : null}
        <figcaption className={styles.hri}>
          <Hri text={barcode.hri} />
        </figcaption>
      </figure>
      <dl className={shared.data}>
        <dt className={shared.term}>{intl.formatMessage(m.reference)}</dt>
        <dd className={shared.value}>
          <span className={styles.referenceRow}>
            <span className={styles.reference}>{barcode.reference}</span>
            <Button size="small" aria-label={fm(intl, m.copyLabel, { reference: barcode.reference })} onClick={() => void copy.copy(barcode.reference)}>
              {intl.formatMessage(m.copy)}
            </Button>
          </span>
        </dd>
        <dt className={shared.term}>{intl.formatMessage(m.amount)}</dt>
        <dd className={shared.value}>
          <Money amount={invoice.total} />
        </dd>
      </dl>
      <p role="status" aria-live="polite" className={styles.status}>
        {copy.copied === barcode.reference ? fm(intl, m.copied, { reference: barcode.reference }) : ""}
      </p>
      {copy.failed ? (
        <Body1 as="p" block role="alert" className={styles.failed}>
          {intl.formatMessage(m.copyFailed)}
        </Body1>
      ) : null}
      <Button
        disabledFocusable={pdf.busyId !== null}
        aria-label={fm(intl, m.downloadLabel, { number: invoice.number })}
        onClick={() => void pdf.download(invoice, pathname)}
      >
        {pdf.busyId === invoice.id ? intl.formatMessage(m.downloading) : intl.formatMessage(m.download)}
      </Button>
      <InvoicePdfStatus pdf={pdf} />
    </section>
  );
});
