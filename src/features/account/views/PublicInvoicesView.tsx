import { useCallback, useEffect } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { Money } from "../../../components/billing/Money";
import { validateContractNumberValues, type ContractNumberValues } from "../../../components/forms/contractNumber";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useErrorTitle, useForm } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { useAddressParam } from "../../../components/useAddressParam";
import { fm } from "../../../components/useLoad";
import { useSignedIn } from "../../../components/useSignedIn";
import { useFormat } from "../../../format";
import type { BillingLookup } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { invoiceLookupStoreKey } from "../InvoiceLookupStore";
import { useVisit } from "../useVisit";

const t = defineMessages({
  title: { id: "billing.publicInvoices.title", defaultMessage: "Facturas" },
  intro: {
    id: "billing.publicInvoices.intro",
    defaultMessage: "Consulte cuánto debe un contrato y hasta cuándo puede pagar, sin iniciar sesión. Solo necesita el número de contrato.",
  },
  formTitle: { id: "billing.publicInvoices.formTitle", defaultMessage: "Consulte el saldo de su contrato" },
  contract: { id: "billing.publicInvoices.contract", defaultMessage: "Número de contrato" },
  contractHint: { id: "billing.publicInvoices.contractHint", defaultMessage: "Está en la parte superior de su factura. Escriba solo los números." },
  submit: { id: "billing.publicInvoices.submit", defaultMessage: "Consultar saldo" },
  busy: { id: "billing.publicInvoices.busy", defaultMessage: "Consultando…" },
  notFound: {
    id: "billing.publicInvoices.notFound",
    defaultMessage: "No encontramos ese contrato. Revise el número de contrato en la parte superior de su factura.",
  },
  resultTitle: { id: "billing.publicInvoices.resultTitle", defaultMessage: "Saldo del contrato {number}" },
  found: { id: "billing.publicInvoices.found", defaultMessage: "Encontramos el contrato {number}." },
  address: { id: "billing.publicInvoices.address", defaultMessage: "Dirección" },
  amount: { id: "billing.publicInvoices.amount", defaultMessage: "Valor a pagar" },
  invoices: { id: "billing.publicInvoices.invoices", defaultMessage: "Facturas sin pagar" },
  dueDate: { id: "billing.publicInvoices.dueDate", defaultMessage: "Fecha límite de pago" },
  noDueDate: { id: "billing.publicInvoices.noDueDate", defaultMessage: "Sin fecha pendiente" },
  overdue: { id: "billing.publicInvoices.overdue", defaultMessage: "Atención: tiene facturas vencidas. Pague pronto para evitar la suspensión del servicio." },
  upToDate: { id: "billing.publicInvoices.upToDate", defaultMessage: "El contrato está al día: no tiene saldo pendiente." },
  inProgress: {
    id: "billing.publicInvoices.inProgress",
    defaultMessage: "Hay un pago de este contrato esperando la respuesta del banco.",
  },
  checkTransactions: { id: "billing.publicInvoices.checkTransactions", defaultMessage: "Consultar el estado de un pago" },
  payNow: { id: "billing.publicInvoices.payNow", defaultMessage: "Pagar ahora" },
  detail: { id: "billing.publicInvoices.detail", defaultMessage: "Ver el detalle de sus facturas" },
  detailHelp: {
    id: "billing.publicInvoices.detailHelp",
    defaultMessage: "El detalle de cada factura (consumos, lecturas y cobros) lo ve el titular en su cuenta.",
  },
  issuedTitle: { id: "billing.publicInvoices.issuedTitle", defaultMessage: "Cuándo se expide su factura" },
  issued: {
    id: "billing.publicInvoices.issued",
    defaultMessage:
      "La factura se expide cada mes, después de leer los medidores de su sector, y le llega a la dirección del predio al menos cinco días antes de la fecha límite de pago. La fecha límite y la fecha de suspensión están impresas en la factura.",
  },
  guide: { id: "billing.publicInvoices.guide", defaultMessage: "Aprenda a leer su factura" },
  digitalTitle: { id: "billing.publicInvoices.digitalTitle", defaultMessage: "Factura digital" },
  digital: {
    id: "billing.publicInvoices.digital",
    defaultMessage: "Reciba la factura en su correo electrónico en lugar del papel: llega antes y no se pierde.",
  },
  digitalLink: { id: "billing.publicInvoices.digitalLink", defaultMessage: "Inscribirse a la factura digital" },
  duplicatesTitle: { id: "billing.publicInvoices.duplicatesTitle", defaultMessage: "Duplicados de factura" },
  duplicates: {
    id: "billing.publicInvoices.duplicates",
    defaultMessage: "Si no le llegó la factura o la perdió, descargue un duplicado en PDF desde su cuenta, sin costo.",
  },
  duplicatesLink: { id: "billing.publicInvoices.duplicatesLink", defaultMessage: "Descargar un duplicado" },
  pointsTitle: { id: "billing.publicInvoices.pointsTitle", defaultMessage: "Dónde pagar" },
  points: {
    id: "billing.publicInvoices.points",
    defaultMessage: "Además del pago en línea con PSE, puede pagar en bancos, corresponsales bancarios y puntos de recaudo autorizados.",
  },
  pointsLink: { id: "billing.publicInvoices.pointsLink", defaultMessage: "Ver los medios y puntos de pago" },
});

type Values = ContractNumberValues;
const FIELD_IDS: Record<keyof Values, string> = { contractNumber: "invoices-contract" };
const validate = validateContractNumberValues;

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  actions: { marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalL}` },
  result: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
  },
  resultTitle: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  data: {
    display: "grid",
    gridTemplateColumns: "minmax(9rem, max-content) 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  warning: { fontWeight: tokens.fontWeightSemibold, paddingInlineStart: tokens.spacingHorizontalM, borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}` },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL, marginBlockEnd: 0 },
});

/** The balance of the contract just looked up, and where to go from it. */
function LookupResult({ lookup, signedIn }: { lookup: BillingLookup; signedIn: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const href = useRouteHref();
  const canPay = lookup.amountDue > 0 && !lookup.paymentInProgress;
  return (
    <section className={styles.result} aria-labelledby="invoices-result-title">
      <h3 id="invoices-result-title" className={styles.resultTitle}>
        {fm(intl, t.resultTitle, { number: lookup.contractNumber })}
      </h3>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(t.address)}</dt>
        <dd className={styles.value}>{lookup.maskedAddress}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.amount)}</dt>
        <dd className={styles.value}>
          <strong>
            <Money amount={lookup.amountDue} />
          </strong>
        </dd>
        <dt className={styles.term}>{intl.formatMessage(t.invoices)}</dt>
        <dd className={styles.value}>{lookup.unpaidInvoices}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.dueDate)}</dt>
        <dd className={styles.value}>{lookup.dueDate ? f.day(lookup.dueDate) : intl.formatMessage(t.noDueDate)}</dd>
      </dl>
      {lookup.amountDue <= 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.upToDate)}
        </Body1>
      ) : null}
      {lookup.overdue && lookup.amountDue > 0 ? (
        <Body1 as="p" block className={styles.warning}>
          {intl.formatMessage(t.overdue)}
        </Body1>
      ) : null}
      {lookup.paymentInProgress ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.inProgress)}
        </Body1>
      ) : null}
      <ul className={styles.links}>
        {canPay ? (
          <li>
            <RouteLink route="cuenta.paymentSummary" query={{ contrato: lookup.contractNumber }}>
              {intl.formatMessage(t.payNow)}
            </RouteLink>
          </li>
        ) : null}
        {lookup.paymentInProgress ? (
          <li>
            <RouteLink route="cuenta.transactionsInquiry">{intl.formatMessage(t.checkTransactions)}</RouteLink>
          </li>
        ) : null}
        <li>
          <RouteLink
            route={signedIn ? "dashboard.invoiceInquiry" : "cuenta.login"}
            query={signedIn ? undefined : { redirectUrl: href({ route: "dashboard.invoiceInquiry" }) }}
          >
            {intl.formatMessage(t.detail)}
          </RouteLink>
        </li>
      </ul>
      <Body1 as="p" block>
        {intl.formatMessage(t.detailHelp)}
      </Body1>
    </section>
  );
}

/** /facturas: a contract's balance by its number, and how invoices work. */
export default observer(function PublicInvoicesView() {
  const intl = useIntl();
  const styles = useStyles();
  const signedIn = useSignedIn();
  const contrato = useAddressParam("contrato");
  const visit = useVisit();
  const finder = useFeatureStore(invoiceLookupStoreKey).lookup(visit);
  const lookup = finder.result;
  const onSubmit = useCallback(
    async (v: Values) => {
      const failure = await finder.find(v.contractNumber);
      if (failure?.notFound) return { fields: { contractNumber: intl.formatMessage(t.notFound) } };
      return failure;
    },
    [finder, intl],
  );
  const form = useForm<Values>({ initial: { contractNumber: "" }, validate, fieldIds: FIELD_IDS, name: "consulta-saldo", onSubmit });
  useErrorTitle(form.items.length > 0);
  const { set } = form;
  useEffect(() => {
    if (contrato) set("contractNumber", contrato);
  }, [contrato, set]);

  return (
    <article className={styles.page}>
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      <section aria-labelledby="invoices-form-title">
        <h2 id="invoices-form-title" className={styles.h2}>
          {intl.formatMessage(t.formTitle)}
        </h2>
        <form {...form.formProps} aria-labelledby="invoices-form-title">
          <TextField
            id={FIELD_IDS.contractNumber}
            label={intl.formatMessage(t.contract)}
            hint={intl.formatMessage(t.contractHint)}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={form.values.contractNumber}
            onChange={(v) => set("contractNumber", v)}
            error={form.errors.contractNumber}
          />
          <div className={styles.actions}>
            <SubmitButton busy={form.busy} busyLabel={intl.formatMessage(t.busy)}>
              {intl.formatMessage(t.submit)}
            </SubmitButton>
          </div>
        </form>
        <p role="status" aria-live="polite">
          {lookup ? fm(intl, t.found, { number: lookup.contractNumber }) : ""}
        </p>
        {lookup ? <LookupResult lookup={lookup} signedIn={signedIn} /> : null}
      </section>
      <section aria-labelledby="invoices-issued-title">
        <h2 id="invoices-issued-title" className={styles.h2}>
          {intl.formatMessage(t.issuedTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.issued)}
        </Body1>
        <p>
          <RouteLink route="cuenta.invoiceReview">{intl.formatMessage(t.guide)}</RouteLink>
        </p>
      </section>
      <section aria-labelledby="invoices-digital-title">
        <h2 id="invoices-digital-title" className={styles.h2}>
          {intl.formatMessage(t.digitalTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.digital)}
        </Body1>
        <p>
          <RouteLink route="dashboard.digitalBillAlt">{intl.formatMessage(t.digitalLink)}</RouteLink>
        </p>
      </section>
      <section aria-labelledby="invoices-duplicates-title">
        <h2 id="invoices-duplicates-title" className={styles.h2}>
          {intl.formatMessage(t.duplicatesTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.duplicates)}
        </Body1>
        <p>
          <RouteLink route="dashboard.invoiceDuplicates">{intl.formatMessage(t.duplicatesLink)}</RouteLink>
        </p>
      </section>
      <section aria-labelledby="invoices-points-title">
        <h2 id="invoices-points-title" className={styles.h2}>
          {intl.formatMessage(t.pointsTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.points)}
        </Body1>
        <p>
          <RouteLink route="atencion.paymentMethods">{intl.formatMessage(t.pointsLink)}</RouteLink>
        </p>
      </section>
    </article>
  );
});
