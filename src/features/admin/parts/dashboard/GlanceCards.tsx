import type { MouseEvent } from "react";
import { ClipboardTaskListLtr24Regular, ClockAlarm24Regular, DataTrending24Regular, Payment24Regular, People24Regular } from "@fluentui/react-icons";
import { useIntl } from "react-intl";
import { RouteLink } from "../../../../components/RouteLink";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { AdminSummary } from "../../../../shared/admin";
import { TIME_ZONE } from "../../../../shared/constants";
import { makeStyles, tokens } from "../../../../theme";
import { GlanceCard } from "./GlanceCard";
import { glanceMessages as t } from "./glanceMessages";
import { TrendLine } from "./TrendLine";

// No style of src/format writes these (a day and month without the year, a month alone): Spanish
// as they always were.
const LONG_DAY = new Intl.DateTimeFormat("es-CO", { timeZone: TIME_ZONE, day: "numeric", month: "long" });
const MONTH = new Intl.DateTimeFormat("es-CO", { timeZone: "UTC", month: "long" });

const useStyles = makeStyles({
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: `${tokens.spacingVerticalM} 0 0` },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
    gap: tokens.spacingHorizontalL,
    listStyleType: "none",
    padding: 0,
    margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalL}`,
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, overflowWrap: "anywhere" },
  unavailable: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** "18 de febrero" for the instant the state figures are compared with. */
function dayOf(at: string): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : LONG_DAY.format(d);
}

/**
 * The headline figures of /admin/dashboard (issue 21): open and overdue PQRS, today's payments,
 * this month's visits and the users, each with its trend, a sparkline of the last 30 days with
 * the table behind it, and a link to its detail.
 */
export function GlanceCards({ summary, onPayments }: { summary: AdminSummary; onPayments: (e: MouseEvent<HTMLAnchorElement>) => void }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const { pqrs, payments, visits, users, compare, generatedAt } = summary;
  const days = compare.days;
  const num = (n: number) => intl.formatNumber(n);
  const cop = (n: number) => f.money(n);
  const vsDay = fm(intl, t.vsDay, { date: dayOf(compare.previousCut) });
  const vsMonth = fm(intl, t.vsMonth, { month: MONTH.format(new Date(`${compare.previousMonthStart}T12:00:00Z`)) });
  const vsYesterday = intl.formatMessage(t.vsYesterday);
  const common = { days, generatedAt };
  const count = intl.formatMessage(t.colCount);

  return (
    <section aria-labelledby="admin-glance-title">
      <h2 id="admin-glance-title" className={styles.h2}>
        {intl.formatMessage(t.sectionTitle)}
      </h2>
      <ul className={styles.grid}>
        <GlanceCard
          {...common}
          id="glance-open"
          icon={<ClipboardTaskListLtr24Regular aria-hidden />}
          title={intl.formatMessage(t.openTitle)}
          figure={num(pqrs.open)}
          notes={<p className={styles.note}>{intl.formatMessage(t.openNote)}</p>}
          trend={<TrendLine current={pqrs.open} previous={pqrs.openPrevious} better="down" comparedWith={vsDay} format={num} />}
          series={{ caption: intl.formatMessage(t.openCaption), values: pqrs.openDaily, format: num, header: count }}
          link={{ to: { route: "admin.pqrs" }, label: intl.formatMessage(t.openLink) }}
        />
        <GlanceCard
          {...common}
          id="glance-overdue"
          icon={<ClockAlarm24Regular aria-hidden />}
          title={intl.formatMessage(t.overdueTitle)}
          figure={num(pqrs.overdue)}
          notes={
            <>
              <p className={styles.note}>{intl.formatMessage(t.overdueNote)}</p>
              {pqrs.dueSoon > 0 ? (
                <p className={styles.note}>
                  <RouteLink route="admin.pqrs" query={{ due: "por_vencer" }}>
                    {fm(intl, t.dueSoon, { count: pqrs.dueSoon })}
                  </RouteLink>
                </p>
              ) : null}
            </>
          }
          trend={<TrendLine current={pqrs.overdue} previous={pqrs.overduePrevious} better="down" comparedWith={vsDay} format={num} />}
          series={{ caption: intl.formatMessage(t.overdueCaption), values: pqrs.overdueDaily, format: num, header: count }}
          link={{ to: { route: "admin.pqrs", query: { due: "vencida" } }, label: intl.formatMessage(t.overdueLink) }}
        />
        <GlanceCard
          {...common}
          id="glance-payments"
          icon={<Payment24Regular aria-hidden />}
          title={intl.formatMessage(t.paymentsTitle)}
          figure={cop(payments.approvedAmount)}
          notes={
            <p className={styles.note}>
              {fm(intl, t.paymentsNote, { count: payments.approvedCount, pending: payments.pendingCount, rejected: payments.rejectedCount })}
            </p>
          }
          trend={<TrendLine current={payments.approvedAmount} previous={payments.previousApprovedAmount} better="up" comparedWith={vsYesterday} format={cop} />}
          series={{
            caption: intl.formatMessage(t.paymentsCaption),
            values: payments.approvedAmountDaily,
            format: cop,
            header: intl.formatMessage(t.colAmount),
            extra: { header: intl.formatMessage(t.colPayments), values: payments.approvedCountDaily, format: num },
          }}
          link={{ anchor: "pagos-hoy", label: intl.formatMessage(t.paymentsLink), onClick: onPayments }}
        />
        <GlanceCard
          {...common}
          id="glance-visits"
          icon={<DataTrending24Regular aria-hidden />}
          title={intl.formatMessage(t.visitsTitle)}
          figure={visits ? num(visits.pageViews) : "—"}
          notes={
            visits ? (
              <p className={styles.note}>{fm(intl, t.visitsNote, { unique: visits.uniqueVisitors, sessions: visits.sessions })}</p>
            ) : (
              <p className={styles.unavailable}>{intl.formatMessage(t.visitsUnavailable)}</p>
            )
          }
          trend={visits ? <TrendLine current={visits.pageViews} previous={visits.previousPageViews} better="up" comparedWith={vsMonth} format={num} /> : null}
          series={visits ? { caption: intl.formatMessage(t.visitsCaption), values: visits.daily, format: num, header: count } : undefined}
          link={{ to: { route: "metricas.dashboard" }, label: intl.formatMessage(t.visitsLink) }}
        />
        <GlanceCard
          {...common}
          id="glance-users"
          icon={<People24Regular aria-hidden />}
          title={intl.formatMessage(t.usersTitle)}
          figure={num(users.total)}
          notes={
            <p className={styles.note}>
              <RouteLink route="admin.users" query={{ createdFrom: summary.monthStart }}>
                {fm(intl, t.usersNote, { count: users.newThisMonth })}
              </RouteLink>
            </p>
          }
          trend={
            <TrendLine
              current={users.newThisMonth}
              previous={users.newPreviousMonth}
              better="up"
              comparedWith={vsMonth}
              format={num}
              prefix={(text) => fm(intl, t.newTrend, { trend: text.charAt(0).toLowerCase() + text.slice(1) })}
            />
          }
          series={{ caption: intl.formatMessage(t.usersCaption), values: users.newDaily, format: num, header: count }}
          link={{ to: { route: "admin.users" }, label: intl.formatMessage(t.usersLink) }}
        />
      </ul>
    </section>
  );
}
