import { useCallback, useEffect, useRef, useState } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { fm } from "../../components/useLoad";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import { PAYMENT_METHOD_LABELS, type Payment, type PaymentStatus } from "../../shared/billing";
import { makeStyles, tokens } from "../../theme";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { bankLabel, Money, PaymentStatusBadge, useBillingApi, useDateTime } from "./billingParts";

/** How often and how long a pending payment is asked about again. */
const POLL_EVERY_MS = 3_000;
const POLL_FOR_MS = 120_000;

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
};

const useStyles = makeStyles({
  receipt: {
    maxWidth: "40rem",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
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
  data: {
    display: "grid",
    gridTemplateColumns: "minmax(10rem, max-content) 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlockStart: tokens.spacingVerticalL },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL, margin: 0 },
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
});

export interface ReceiptLink {
  to: string;
  label: string;
}

/**
 * One payment as a receipt: its status in words, the reference, CUS, bank, amount, contract,
 * invoices and dates. While the bank has not answered it asks again every 3 s for 2 minutes and
 * the status region announces the answer. Give it `key={payment.reference}`.
 */
export function PaymentReceipt({
  payment: first,
  load,
  links = [],
  headingLevel = 2,
  focusOnMount = false,
  onChange,
}: {
  payment: Payment;
  /** Asks for the payment again (polling while it is pending). */
  load: (reference: string) => Promise<Payment>;
  links?: readonly ReceiptLink[];
  headingLevel?: 2 | 3;
  focusOnMount?: boolean;
  /** Called with the payment shown, first and after each change. */
  onChange?: (payment: Payment) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const dateTime = useDateTime();
  const [payment, setPayment] = useState(first);
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  // The latest callbacks, for the effects below (which must not restart when they change).
  const loadRef = useRef(load);
  const changeRef = useRef(onChange);
  useEffect(() => {
    loadRef.current = load;
    changeRef.current = onChange;
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
    // Once, when the receipt appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => changeRef.current?.(payment), [payment]);

  useEffect(() => {
    if (payment.status !== "pendiente") return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + POLL_FOR_MS;
    const tick = async () => {
      try {
        const next = await loadRef.current(payment.reference);
        if (!live) return;
        if (next.status !== "pendiente") {
          setPayment(next);
          return;
        }
      } catch {
        // A failed check is tried again on the next tick.
      }
      if (!live) return;
      if (Date.now() >= until) setGaveUp(true);
      else timer = setTimeout(() => void tick(), POLL_EVERY_MS);
    };
    timer = setTimeout(() => void tick(), POLL_EVERY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [payment.reference, payment.status, round]);

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
        <Body1 as="p" block>
          {payment.status === "pendiente" && gaveUp ? intl.formatMessage(t.gaveUp) : intl.formatMessage(detail)}
        </Body1>
      </div>
      {payment.status === "pendiente" && gaveUp ? (
        <p>
          <Button
            onClick={() => {
              setGaveUp(false);
              setRound((n) => n + 1);
            }}
          >
            {intl.formatMessage(t.checkAgain)}
          </Button>
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
        <dd className={styles.value}>{dateTime(payment.createdAt)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.decidedAt)}</dt>
        <dd className={styles.value}>{payment.decidedAt ? dateTime(payment.decidedAt) : intl.formatMessage(t.notDecided)}</dd>
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
}

/* ---- Looking a payment up by its reference (/consultar-transacciones, /paymentStatus) ---- */

const lt = defineMessages({
  title: { id: "billing.paymentLookup.title", defaultMessage: "Consulte el estado de un pago" },
  intro: {
    id: "billing.paymentLookup.intro",
    defaultMessage: "Escriba la referencia que recibió al pagar en línea. La encuentra en el comprobante y en el correo de confirmación.",
  },
  reference: { id: "billing.paymentLookup.reference", defaultMessage: "Referencia del pago" },
  empty: { id: "billing.paymentLookup.empty", defaultMessage: "Escriba la referencia del pago." },
  tooLong: { id: "billing.paymentLookup.tooLong", defaultMessage: "La referencia debe tener como máximo 80 caracteres." },
  notFound: {
    id: "billing.paymentLookup.notFound",
    defaultMessage: "No encontramos una transacción con esa referencia. Revísela en su comprobante e intente de nuevo.",
  },
  submit: { id: "billing.paymentLookup.submit", defaultMessage: "Consultar" },
  busy: { id: "billing.paymentLookup.busy", defaultMessage: "Consultando…" },
});

type LookupValues = { reference: string };
const LOOKUP_IDS: Record<keyof LookupValues, string> = { reference: "payment-lookup-reference" };

const useLookupStyles = makeStyles({
  section: { maxWidth: "40rem", marginBlockEnd: tokens.spacingVerticalXL },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
});

/**
 * "Consulte el estado de un pago": the reference form and, once found, the payment's receipt
 * (a 404 names the field).
 */
export function PaymentLookup({ initialReference = "", receiptLinks }: { initialReference?: string; receiptLinks?: readonly ReceiptLink[] }) {
  const intl = useIntl();
  const styles = useLookupStyles();
  const getApi = useBillingApi();
  const [found, setFound] = useState<Payment | null>(null);
  const validate = useCallback(
    (v: LookupValues) => {
      const reference = v.reference.trim();
      if (reference === "") return { reference: intl.formatMessage(lt.empty) };
      if (reference.length > 80) return { reference: intl.formatMessage(lt.tooLong) };
      return {};
    },
    [intl],
  );
  const load = useCallback(async (reference: string) => (await getApi()).payment(reference), [getApi]);
  const form = useForm<LookupValues>({
    initial: { reference: initialReference },
    validate,
    fieldIds: LOOKUP_IDS,
    name: "consulta-pago",
    onSubmit: async (v) => {
      setFound(null);
      try {
        setFound(await load(v.reference.trim()));
      } catch (error) {
        if (errorStatus(error) === 404) return { fields: { reference: intl.formatMessage(lt.notFound) } };
        return { message: errorText(error), fields: serverFields(error) };
      }
    },
  });
  useErrorTitle(form.items.length > 0);

  return (
    <section className={styles.section} aria-labelledby="payment-lookup-title">
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <h2 id="payment-lookup-title" className={styles.h2}>
        {intl.formatMessage(lt.title)}
      </h2>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(lt.intro)}
      </Body1>
      <form {...form.formProps} aria-labelledby="payment-lookup-title">
        <TextField
          id={LOOKUP_IDS.reference}
          label={intl.formatMessage(lt.reference)}
          required
          maxLength={80}
          autoComplete="off"
          value={form.values.reference}
          onChange={(v) => form.set("reference", v)}
          error={form.errors.reference}
        />
        <SubmitButton busy={form.busy} busyLabel={intl.formatMessage(lt.busy)}>
          {intl.formatMessage(lt.submit)}
        </SubmitButton>
      </form>
      {found ? <PaymentReceipt key={found.reference} payment={found} load={load} links={receiptLinks} headingLevel={3} focusOnMount /> : null}
    </section>
  );
}
