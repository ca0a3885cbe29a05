import { Body1, Link } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { InvoiceStatusBadge } from "../../../components/billing/InvoiceStatusBadge";
import { Money } from "../../../components/billing/Money";
import { RecordList } from "../../../components/records/RecordList";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { InvoiceDetail } from "../../../shared/billing";
import { useServiceLabel } from "../accountLabels";
import { BillElectronic } from "./BillElectronic";
import { BillHistory } from "./BillHistory";
import { BillLines } from "./BillLines";
import { BillPayment } from "./BillPayment";
import { BillTariff } from "./BillTariff";
import { checkBillMessages as t } from "./checkBillMessages";
import { useCheckBillStyles } from "./useCheckBillStyles";

/** The whole explanation of one invoice. */
export function BillExplained({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useCheckBillStyles();
  const f = useFormat();
  const serviceLabel = useServiceLabel();
  const number = (n: number | null) => (n === null ? intl.formatMessage(t.noReading) : intl.formatNumber(n, { maximumFractionDigits: 1 }));
  const rate = Math.round(Math.abs(invoice.subsidyRate) * 1000) / 10;
  return (
    <>
      <section className={styles.section} aria-labelledby="bill-summary-title">
        <h2 id="bill-summary-title" className={styles.h2}>
          {fm(intl, t.summaryTitle, { number: invoice.number })}
        </h2>
        <dl className={styles.data}>
          <dt className={styles.term}>{intl.formatMessage(t.period)}</dt>
          <dd className={styles.value}>
            {fm(intl, t.periodRange, { period: f.period(invoice.period), from: f.day(invoice.periodStart), to: f.day(invoice.periodEnd) })}
          </dd>
          <dt className={styles.term}>{intl.formatMessage(t.holder)}</dt>
          <dd className={styles.value}>{invoice.holderName}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.address)}</dt>
          <dd className={styles.value}>{`${invoice.address}, ${invoice.barrio}, ${invoice.municipality}`}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.estrato)}</dt>
          <dd className={styles.value}>{fm(intl, t.estratoValue, { estrato: invoice.estrato, use: invoice.use })}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.issued)}</dt>
          <dd className={styles.value}>{f.day(invoice.issueDate)}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.total)}</dt>
          <dd className={styles.value}>
            <Money amount={invoice.total} />
          </dd>
          <dt className={styles.term}>{intl.formatMessage(t.status)}</dt>
          <dd className={styles.value}>
            <InvoiceStatusBadge status={invoice.status} />
          </dd>
          {invoice.verificationCode ? (
            <>
              <dt className={styles.term}>{intl.formatMessage(t.verificationCode)}</dt>
              <dd className={styles.value}>
                <strong>{invoice.verificationCode}</strong>
                <br />
                {intl.formatMessage(t.verificationCodeHint)}
              </dd>
            </>
          ) : null}
        </dl>
        {invoice.paymentBarcode && invoice.status !== "pagada" ? (
          <p>
            <Link href="#codigo-de-barras">{intl.formatMessage(t.barcodeLink)}</Link>
          </p>
        ) : null}
      </section>

      <BillElectronic invoice={invoice} />

      <section className={styles.section} aria-labelledby="bill-readings-title">
        <h2 id="bill-readings-title" className={styles.h2}>
          {intl.formatMessage(t.readingsTitle)}
        </h2>
        {invoice.readings.length === 0 ? (
          <Body1 as="p" block>
            {intl.formatMessage(t.noReadings)}
          </Body1>
        ) : (
          <>
            <RecordList<InvoiceDetail["readings"][number]>
              id="bill-readings"
              caption={fm(intl, t.readingsCaption, { period: f.period(invoice.period) })}
              rows={invoice.readings}
              rowKey={(r) => r.service}
              headingLevel={3}
              fields={[
                { label: intl.formatMessage(t.service), value: (r) => serviceLabel(r.service) },
                { label: intl.formatMessage(t.meter), value: (r) => r.meter },
                { label: intl.formatMessage(t.previous), value: (r) => number(r.previous), numeric: true },
                {
                  label: intl.formatMessage(t.current),
                  value: (r) => (r.estimated ? intl.formatMessage(t.estimated) : number(r.current)),
                  card: "key",
                },
                { label: intl.formatMessage(t.consumption), value: (r) => `${number(r.consumption)} ${r.unit}`, numeric: true, card: "key" },
              ]}
            />
            {invoice.readings.some((r) => r.estimated) ? (
              <Body1 as="p" block className={styles.notice}>
                {intl.formatMessage(t.estimatedHelp)}
              </Body1>
            ) : null}
          </>
        )}
      </section>

      <BillLines invoice={invoice} />

      {invoice.energyTariff ? <BillTariff tariff={invoice.energyTariff} /> : null}

      <section className={styles.section} aria-labelledby="bill-subsidy-title">
        <h2 id="bill-subsidy-title" className={styles.h2}>
          {intl.formatMessage(t.subsidyTitle)}
        </h2>
        <Body1 as="p" block>
          {invoice.subsidyRate < 0
            ? fm(intl, t.subsidy, { estrato: invoice.estrato, percent: rate })
            : invoice.subsidyRate > 0
              ? fm(intl, t.contribution, { percent: rate })
              : intl.formatMessage(t.neutral)}
        </Body1>
        <Body1 as="p" block className={styles.muted}>
          {intl.formatMessage(t.subsidyRule)}
        </Body1>
      </section>

      <BillHistory invoice={invoice} />

      <BillPayment invoice={invoice} />
    </>
  );
}
