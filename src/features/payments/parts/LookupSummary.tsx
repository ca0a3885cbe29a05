import { Body1 } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { Money } from "../../../components/billing/Money";
import { useFormat } from "../../../format";
import type { BillingLookup } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";

const t = defineMessages({
  summaryTitle: { id: "billing.paymentSummary.summaryTitle", defaultMessage: "Lo que va a pagar" },
  contract: { id: "billing.paymentSummary.contract", defaultMessage: "Contrato" },
  address: { id: "billing.paymentSummary.address", defaultMessage: "Dirección" },
  invoices: { id: "billing.paymentSummary.invoices", defaultMessage: "Facturas sin pagar" },
  amount: { id: "billing.paymentSummary.amount", defaultMessage: "Valor a pagar" },
  dueDate: { id: "billing.paymentSummary.dueDate", defaultMessage: "Fecha límite de pago" },
  noDueDate: { id: "billing.paymentSummary.noDueDate", defaultMessage: "Sin fecha pendiente" },
  overdue: {
    id: "billing.paymentSummary.overdue",
    defaultMessage: "Atención: tiene facturas vencidas. Pague cuanto antes para evitar la suspensión del servicio y el cobro de la reconexión.",
  },
});

const useStyles = makeStyles({
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  data: {
    display: "grid",
    gridTemplateColumns: "minmax(9rem, max-content) 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  amount: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  warning: {
    marginBlock: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
});

/** What the lookup tells: the contract, masked address, invoices, amount and due date. */
export function LookupSummary({ lookup }: { lookup: BillingLookup }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.h2}>
        {intl.formatMessage(t.summaryTitle)}
      </h2>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(t.contract)}</dt>
        <dd className={styles.value}>{lookup.contractNumber}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.address)}</dt>
        <dd className={styles.value}>{lookup.maskedAddress}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.invoices)}</dt>
        <dd className={styles.value}>{lookup.unpaidInvoices}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.dueDate)}</dt>
        <dd className={styles.value}>{lookup.dueDate ? f.day(lookup.dueDate) : intl.formatMessage(t.noDueDate)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.amount)}</dt>
        <dd className={styles.amount}>
          <Money amount={lookup.amountDue} />
        </dd>
      </dl>
      {lookup.overdue && lookup.amountDue > 0 ? (
        <Body1 as="p" block className={styles.warning}>
          {intl.formatMessage(t.overdue)}
        </Body1>
      ) : null}
    </section>
  );
}
