import { useEffect, useRef } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { Money } from "../../../components/billing/Money";
import { RouterLink } from "../../../components/RouterLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { PAYMENT_METHOD_LABELS, type PaymentStatus } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import type { TrackedPayment } from "../PaymentStatusStore";
import { bankLabel } from "./bankLabel";
import { PaymentStatusBadge } from "./PaymentStatusBadge";
import { RefundNotice } from "./RefundNotice";

const t = defineMessages({
  title: { id: "billing.receipt.title", defaultMessage: "Comprobante de pago" },
  aprobada: { id: "billing.receipt.aprobada", defaultMessage: "Su pago fue aprobado." },
  aprobadaDetail: {
    id: "billing.receipt.aprobada.detail",
    defaultMessage: "Las facturas pagadas quedan al día en unos minutos. Guarde o imprima este comprobante.",
  },
  rechazada: { id: "billing.receipt.rechazada", defaultMessage: "Su banco rechazó el pago." },
  rechazadaDetail: {
    id: "billing.receipt.rechazada.detail",
    defaultMessage: "No se hizo ningún cobro a su cuenta. Puede intentarlo de nuevo con otra cuenta o con otro banco.",
  },
  fallida: { id: "billing.receipt.fallida", defaultMessage: "No fue posible completar la transacción." },
  fallidaDetail: {
    id: "billing.receipt.fallida.detail",
    defaultMessage: "Su factura sigue pendiente y puede intentarlo de nuevo. Si ve un débito en su cuenta, comuníquese con su banco y tenga a mano el CUS.",
  },
  pendiente: { id: "billing.receipt.pendiente", defaultMessage: "Su banco aún no ha respondido." },
  sinConfirmar: { id: "billing.receipt.sinConfirmar", defaultMessage: "Aún no tenemos la respuesta de su banco." },
  sinConfirmarDetail: {
    id: "billing.receipt.sinConfirmar.detail",
    defaultMessage:
      "Seguimos consultando a la pasarela durante las próximas 48 horas. Su factura quedó libre: si paga de nuevo y este pago también se aprueba, le devolveremos el valor repetido.",
  },
  pendienteDetail: {
    id: "billing.receipt.pendiente.detail",
    defaultMessage: "Esta página se actualiza sola mientras esperamos la respuesta. No vuelva a pagar las mismas facturas mientras tanto.",
  },
  gaveUp: {
    id: "billing.receipt.gaveUp",
    defaultMessage: "Su banco todavía no confirma el pago. Puede consultarlo de nuevo en unos minutos con la referencia; no vuelva a pagar mientras tanto.",
  },
  checkAgain: { id: "billing.receipt.checkAgain", defaultMessage: "Consultar de nuevo" },
  reference: { id: "billing.receipt.reference", defaultMessage: "Referencia del pago" },
  cus: { id: "billing.receipt.cus", defaultMessage: "CUS (código único de seguimiento del banco)" },
  noCus: { id: "billing.receipt.noCus", defaultMessage: "Aún no asignado" },
  bank: { id: "billing.receipt.bank", defaultMessage: "Banco" },
  noBank: { id: "billing.receipt.noBank", defaultMessage: "No aplica" },
  amount: { id: "billing.receipt.amount", defaultMessage: "Valor" },
  method: { id: "billing.receipt.method", defaultMessage: "Medio de pago" },
  contract: { id: "billing.receipt.contract", defaultMessage: "Contrato" },
  invoices: { id: "billing.receipt.invoices", defaultMessage: "{count, plural, one {Factura} other {Facturas}}" },
  createdAt: { id: "billing.receipt.createdAt", defaultMessage: "Fecha de la transacción" },
  decidedAt: { id: "billing.receipt.decidedAt", defaultMessage: "Fecha de respuesta del banco" },
  notDecided: { id: "billing.receipt.notDecided", defaultMessage: "Sin respuesta todavía" },
  print: { id: "billing.receipt.print", defaultMessage: "Imprimir comprobante" },
  next: { id: "billing.receipt.next", defaultMessage: "Qué puede hacer ahora" },
});

const SENTENCES: Record<PaymentStatus, [MessageDescriptor, MessageDescriptor]> = {
  aprobada: [t.aprobada, t.aprobadaDetail],
  rechazada: [t.rechazada, t.rechazadaDetail],
  fallida: [t.fallida, t.fallidaDetail],
  pendiente: [t.pendiente, t.pendienteDetail],
  sin_confirmar: [t.sinConfirmar, t.sinConfirmarDetail],
};

const useStyles = makeStyles({
  receipt: {
    maxWidth: "40rem",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    // The data below lays itself out by the receipt's own width (a phone, a narrow iframe).
    containerType: "inline-size",
  },
  heading: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
    ":focus": { outline: "none" },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  status: { display: "grid", gap: tokens.spacingVerticalXS, marginBlockEnd: tokens.spacingVerticalL },
  statusLine: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center", margin: 0 },
  sentence: { fontWeight: tokens.fontWeightSemibold },
  // A long term ("CUS (código único…)") wraps within 40 % of the row instead of squeezing the
  // values into a sliver; on a narrow receipt each value goes under its term, with the whole width.
  data: {
    display: "grid",
    gridTemplateColumns: "fit-content(40%) minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    "@container (max-width: 29.99rem)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: 0 },
  },
  term: { fontWeight: tokens.fontWeightSemibold, "@container (max-width: 29.99rem)": { marginBlockStart: tokens.spacingVerticalS } },
  value: { margin: 0, overflowWrap: "anywhere" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlockStart: tokens.spacingVerticalL },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL, margin: 0 },
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
});

/** A link under the receipt ("Qué puede hacer ahora"): an address of the registry (useRouteHref) and its text. */
export interface ReceiptLink {
  to: string;
  label: string;
}

/**
 * One payment as a receipt: its status in words, the reference, CUS, bank, amount, contract,
 * invoices and dates. While the bank has not answered the store asks again every 3 s for 2 minutes
 * (TrackedPayment.follow, for as long as the receipt is shown) and the status region announces the
 * answer. Give it `key={payment.reference}`.
 */
export const PaymentReceipt = observer(function PaymentReceipt({
  tracked,
  links = [],
  headingLevel = 2,
  focusOnMount = false,
}: {
  /** The payment shown (its `payment` is set), kept up to date by its store. */
  tracked: TrackedPayment;
  links?: readonly ReceiptLink[];
  headingLevel?: 2 | 3;
  focusOnMount?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves once, when the receipt appears (not when the prop changes later).
  const focusFirst = useRef(focusOnMount);

  useEffect(() => {
    if (focusFirst.current) headingRef.current?.focus();
  }, []);

  useEffect(() => tracked.follow(), [tracked]);

  const payment = tracked.payment;
  if (!payment) return null;
  const gaveUp = payment.status === "pendiente" && tracked.gaveUp;
  const [sentence, detail] = SENTENCES[payment.status];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const titleId = `receipt-${payment.reference}-title`;
  const bank = bankLabel(payment.bank);

  return (
    <section className={styles.receipt} aria-labelledby={titleId}>
      <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(t.title)}
      </Heading>
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.status}>
        <div className={styles.statusLine}>
          <PaymentStatusBadge status={payment.status} />
          <span className={styles.sentence}>{intl.formatMessage(sentence)}</span>
        </div>
        {/* A double payment paid no invoice: the notice below says what it is, not "las facturas quedan al día". */}
        {payment.refundDue ? null : (
          <Body1 as="p" block>
            {gaveUp ? intl.formatMessage(t.gaveUp) : intl.formatMessage(detail)}
          </Body1>
        )}
      </div>
      <RefundNotice payment={payment} />
      {gaveUp ? (
        <p>
          <Button onClick={() => tracked.checkAgain()}>{intl.formatMessage(t.checkAgain)}</Button>
        </p>
      ) : null}
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(t.reference)}</dt>
        <dd className={styles.value}>{payment.reference}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.cus)}</dt>
        <dd className={styles.value}>{payment.gatewayCode ?? intl.formatMessage(t.noCus)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.bank)}</dt>
        <dd className={styles.value}>{bank ?? intl.formatMessage(t.noBank)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.amount)}</dt>
        <dd className={styles.value}>
          <Money amount={payment.amount} />
        </dd>
        <dt className={styles.term}>{intl.formatMessage(t.method)}</dt>
        <dd className={styles.value}>{PAYMENT_METHOD_LABELS[payment.method] ?? payment.method}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.contract)}</dt>
        <dd className={styles.value}>{payment.contractNumber}</dd>
        <dt className={styles.term}>{fm(intl, t.invoices, { count: payment.invoiceNumbers.length })}</dt>
        <dd className={styles.value}>{payment.invoiceNumbers.join(", ")}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.createdAt)}</dt>
        <dd className={styles.value}>{f.instant(payment.createdAt)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.decidedAt)}</dt>
        <dd className={styles.value}>{payment.decidedAt ? f.instant(payment.decidedAt) : intl.formatMessage(t.notDecided)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => window.print()}>{intl.formatMessage(t.print)}</Button>
      </div>
      {links.length > 0 ? (
        <nav aria-labelledby={`${titleId}-next`}>
          <SubHeading id={`${titleId}-next`} className={styles.h3}>
            {intl.formatMessage(t.next)}
          </SubHeading>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <RouterLink to={l.to}>{l.label}</RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
});
