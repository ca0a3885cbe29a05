import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../components/charts/DataTable";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { SERVICE_UNITS, type BillingService, type InvoiceDetail } from "../../../shared/billing";
import { useServiceLabel } from "../accountLabels";
import { consumptionStats, meteredServices } from "../consumptionStats";
import { checkBillMessages as t } from "./checkBillMessages";
import { useCheckBillStyles } from "./useCheckBillStyles";

/** This invoice's consumption against the six periods before it (Ley 142 art. 148). */
export function BillHistory({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useCheckBillStyles();
  const f = useFormat();
  const serviceLabel = useServiceLabel();
  const services = meteredServices(invoice.readings.map((r) => r.service));
  const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
  type Row = { period: string; label: string; values: Partial<Record<BillingService, number>> };
  const rows: Row[] = [
    ...[...invoice.history].sort((a, b) => a.period.localeCompare(b.period)).map((p) => ({ period: p.period, label: f.period(p.period), values: p.values })),
    {
      period: invoice.period,
      label: fm(intl, t.thisInvoice, { period: f.period(invoice.period) }),
      values: Object.fromEntries(invoice.readings.map((r) => [r.service, r.consumption])),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="bill-history-title">
      <h2 id="bill-history-title" className={styles.h2}>
        {intl.formatMessage(t.historyTitle)}
      </h2>
      {invoice.history.length === 0 || services.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.historyEmpty)}
        </Body1>
      ) : (
        <>
          {services.map((service) => {
            const stats = consumptionStats(invoice.history, service);
            const current = invoice.readings.find((r) => r.service === service)?.consumption;
            if (!stats || current === undefined) return null;
            const change = stats.average > 0 ? (current - stats.average) / stats.average : 0;
            const percent = Math.round(Math.abs(change) * 100);
            return (
              <Body1 as="p" block key={service}>
                {fm(intl, t.historySentence, {
                  service: serviceLabel(service),
                  value: number(current),
                  unit: SERVICE_UNITS[service] ?? "",
                  direction: percent < 1 ? "same" : change > 0 ? "up" : "down",
                  percent,
                  average: number(stats.average),
                })}
              </Body1>
            );
          })}
          <DataTable
            caption={intl.formatMessage(t.historyCaption)}
            rows={rows}
            rowKey={(r) => r.period}
            columns={[
              { header: intl.formatMessage(t.historyPeriod), cell: (r: Row) => r.label },
              ...services.map((s) => ({
                header: fm(intl, t.historyColumn, { service: serviceLabel(s), unit: SERVICE_UNITS[s] ?? "" }),
                cell: (r: Row) => (r.values[s] === undefined ? "—" : number(r.values[s])),
                numeric: true,
              })),
            ]}
          />
        </>
      )}
    </section>
  );
}
