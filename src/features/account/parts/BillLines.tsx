import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { Money } from "../../../components/billing/Money";
import { useRouteHref } from "../../../components/RouteLink";
import { RouterLink } from "../../../components/RouterLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { BILLING_LIMITS, BILLING_SERVICES, isClaimable, type InvoiceDetail } from "../../../shared/billing";
import { useServiceLabel } from "../accountLabels";
import { checkBillMessages as t } from "./checkBillMessages";
import { claimHref } from "./claimHref";
import { useCheckBillStyles } from "./useCheckBillStyles";

/** Whether the invoice can still be claimed today (Ley 142 art. 154). */
const claimable = (issueDate: string) => isClaimable(issueDate, new Date());

/** The invoice's lines grouped by service, each with its explanation and a claim link. */
export function BillLines({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useCheckBillStyles();
  const f = useFormat();
  const href = useRouteHref();
  const serviceLabel = useServiceLabel();
  const open = claimable(invoice.issueDate);
  const services = BILLING_SERVICES.filter((s) => invoice.lines.some((l) => l.service === s));
  return (
    <section className={styles.section} aria-labelledby="bill-lines-title">
      <h2 id="bill-lines-title" className={styles.h2}>
        {intl.formatMessage(t.linesTitle)}
      </h2>
      <Body1 as="p" block className={open ? undefined : styles.notice}>
        {open ? intl.formatMessage(t.claimHelp) : fm(intl, t.tooOld, { months: BILLING_LIMITS.claimMaxAgeMonths })}
      </Body1>
      {services.map((service) => {
        const lines = invoice.lines.filter((l) => l.service === service);
        const total = lines.reduce((sum, l) => sum + l.amount, 0);
        return (
          <div key={service}>
            <h3 className={styles.h3}>{fm(intl, t.serviceTotal, { service: serviceLabel(service), total: f.money(total) })}</h3>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  <p className={styles.lineHead}>
                    <span>{line.concept}</span>
                    <Money amount={line.amount} />
                  </p>
                  {line.quantity !== null && line.unitPrice !== null ? (
                    <p className={`${styles.lineText} ${styles.muted}`}>
                      {fm(intl, t.quantity, {
                        quantity: intl.formatNumber(line.quantity, { maximumFractionDigits: 2 }),
                        unit: line.unit ?? "",
                        price: intl.formatNumber(line.unitPrice, { style: "currency", currency: "COP", maximumFractionDigits: 2 }),
                      })}
                    </p>
                  ) : null}
                  <p className={styles.lineText}>{line.explanation}</p>
                  {open ? (
                    <RouterLink
                      to={claimHref(invoice, line, href({ route: "dashboard.addPqrs" }))}
                      aria-label={fm(intl, t.claimLabel, { concept: line.concept })}
                    >
                      {intl.formatMessage(t.claim)}
                    </RouterLink>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
