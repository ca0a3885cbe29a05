import { Body1 } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { Payment } from "../../../shared/billing";
import { makeStyles, mergeClasses, tokens } from "../../../theme";

const t = defineMessages({
  dueTitle: { id: "billing.refund.due.title", defaultMessage: "Pago doble: le devolveremos {amount}" },
  dueWhy: {
    id: "billing.refund.due.why",
    defaultMessage:
      "Recibimos este pago cuando {count, plural, one {la factura ya estaba pagada} other {las facturas ya estaban pagadas}}, así que no se aplicó a nada: el dinero es suyo.",
  },
  dueNext: {
    id: "billing.refund.due.next",
    defaultMessage:
      "Le escribiremos al correo registrado para que elija cómo recibirlo: una transferencia a la cuenta bancaria que usted nos indique o un saldo a favor que descontamos de su próxima factura. No necesita radicar una PQRS ni hacer otro trámite; si quiere adelantarse, comuníquese con la línea de atención y mencione la referencia {reference}.",
  },
  doneTitle: { id: "billing.refund.done.title", defaultMessage: "Pago doble: le devolvimos {amount} el {date}" },
  doneNext: {
    id: "billing.refund.done.next",
    defaultMessage:
      "Si no ve el dinero en su cuenta bancaria ni como saldo a favor en su factura, comuníquese con la línea de atención y mencione la referencia {reference}.",
  },
  dueShort: { id: "billing.refund.due.short", defaultMessage: "Pago doble: le devolveremos {amount}" },
  doneShort: { id: "billing.refund.done.short", defaultMessage: "Le devolvimos {amount} el {date}" },
});

const useStyles = makeStyles({
  notice: {
    display: "grid",
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `4px solid ${tokens.colorPaletteMarigoldBorderActive}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    marginBlock: tokens.spacingVerticalS,
  },
  done: { borderLeftColor: tokens.colorPaletteGreenBorderActive },
  title: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
  text: { margin: 0 },
  short: { display: "block", marginBlockStart: tokens.spacingVerticalXXS, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/**
 * What a double payment means for the customer (issue 32 §4): the money is theirs and what happens
 * next, or when it was given back. Nothing for any other payment. `short` is one line for a table.
 */
export function RefundNotice({ payment, short = false }: { payment: Payment; short?: boolean }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  if (!payment.refundDue) return null;
  const amount = f.money(payment.amount);
  const refunded = payment.refundedAt ? { amount, date: f.instant(payment.refundedAt, "date") } : null;
  if (short) {
    return <span className={styles.short}>{refunded ? fm(intl, t.doneShort, refunded) : fm(intl, t.dueShort, { amount })}</span>;
  }
  return (
    <div className={mergeClasses(styles.notice, refunded ? styles.done : undefined)} data-refund={refunded ? "done" : "due"}>
      <Body1 as="p" className={styles.title}>
        {refunded ? fm(intl, t.doneTitle, refunded) : fm(intl, t.dueTitle, { amount })}
      </Body1>
      {refunded ? null : (
        <Body1 as="p" className={styles.text}>
          {fm(intl, t.dueWhy, { count: Math.max(1, payment.invoiceNumbers.length) })}
        </Body1>
      )}
      <Body1 as="p" className={styles.text}>
        {fm(intl, refunded ? t.doneNext : t.dueNext, { reference: payment.reference })}
      </Body1>
    </div>
  );
}
