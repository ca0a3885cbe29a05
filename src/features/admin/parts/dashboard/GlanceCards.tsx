import { lazy, Suspense, type ComponentType, type MouseEvent, type ReactElement, type ReactNode } from "react";
import { Card, CardFooter, CardHeader } from "@fluentui/react-components";
import {
  ArrowDown20Regular,
  ArrowRight20Regular,
  ArrowUp20Regular,
  ClipboardTaskListLtr24Regular,
  ClockAlarm24Regular,
  DataTrending24Regular,
  Payment24Regular,
  People24Regular,
} from "@fluentui/react-icons";
import { defineMessages, useIntl } from "react-intl";
import { ChartFrame } from "../../../components/charts/ChartFrame";
import { DataTable } from "../../../components/charts/DataTable";
import { RouterLink } from "../../../components/RouterLink";
import { fm } from "../../../components/useLoad";
import type { AdminSummary } from "../../../shared/admin";
import { TIME_ZONE } from "../../../shared/constants";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import type { SparklineProps } from "./FluentSparkline";
import { trendOf, trendTone, type Better } from "./trend";

const t = defineMessages({
  sectionTitle: { id: "admin.glance.title", defaultMessage: "De un vistazo" },
  openTitle: { id: "admin.glance.open.title", defaultMessage: "PQRS abiertas" },
  openNote: { id: "admin.glance.open.note", defaultMessage: "Radicadas o en trámite, sin respuesta aún." },
  openCaption: { id: "admin.glance.open.caption", defaultMessage: "PQRS abiertas al final de cada día" },
  openLink: { id: "admin.glance.open.link", defaultMessage: "Ver las PQRS" },
  overdueTitle: { id: "admin.glance.overdue.title", defaultMessage: "PQRS vencidas" },
  overdueNote: { id: "admin.glance.overdue.note", defaultMessage: "Abiertas después de su fecha límite legal." },
  dueSoon: { id: "admin.glance.overdue.dueSoon", defaultMessage: "{count, plural, one {# más vence} other {# más vencen}} en 3 días hábiles o menos" },
  overdueCaption: { id: "admin.glance.overdue.caption", defaultMessage: "PQRS vencidas al final de cada día" },
  overdueLink: { id: "admin.glance.overdue.link", defaultMessage: "Ver las PQRS vencidas" },
  paymentsTitle: { id: "admin.glance.payments.title", defaultMessage: "Pagos de hoy" },
  paymentsNote: {
    id: "admin.glance.payments.note",
    defaultMessage:
      "{count, plural, one {# pago aprobado} other {# pagos aprobados}}; {pending, plural, one {# pendiente} other {# pendientes}} y {rejected, plural, one {# rechazado} other {# rechazados}}",
  },
  paymentsCaption: { id: "admin.glance.payments.caption", defaultMessage: "Pagos aprobados cada día" },
  paymentsLink: { id: "admin.glance.payments.link", defaultMessage: "Ver los pagos de hoy" },
  visitsTitle: { id: "admin.glance.visits.title", defaultMessage: "Visitas este mes" },
  visitsNote: {
    id: "admin.glance.visits.note",
    defaultMessage:
      "Páginas vistas; {unique, plural, one {# visitante único} other {# visitantes únicos}} en {sessions, plural, one {# sesión} other {# sesiones}}",
  },
  visitsUnavailable: { id: "admin.glance.visits.unavailable", defaultMessage: "Las visitas no se pudieron leer en este momento." },
  visitsCaption: { id: "admin.glance.visits.caption", defaultMessage: "Páginas vistas cada día" },
  visitsLink: { id: "admin.glance.visits.link", defaultMessage: "Ver las métricas del sitio" },
  usersTitle: { id: "admin.glance.users.title", defaultMessage: "Usuarios" },
  usersNote: { id: "admin.glance.users.note", defaultMessage: "{count, plural, one {# cuenta nueva} other {# cuentas nuevas}} este mes" },
  usersCaption: { id: "admin.glance.users.caption", defaultMessage: "Cuentas nuevas cada día" },
  usersLink: { id: "admin.glance.users.link", defaultMessage: "Ver los usuarios" },
  // Trends
  vsDay: { id: "admin.glance.vsDay", defaultMessage: "frente al {date}" },
  vsMonth: { id: "admin.glance.vsMonth", defaultMessage: "frente al mismo periodo de {month}" },
  vsYesterday: { id: "admin.glance.vsYesterday", defaultMessage: "frente a ayer a esta hora" },
  same: { id: "admin.glance.same", defaultMessage: "Sin cambio" },
  trend: { id: "admin.glance.trend", defaultMessage: "{change} {comparedWith} ({previous})" },
  newTrend: { id: "admin.glance.newTrend", defaultMessage: "Cuentas nuevas: {trend}" },
  // Series
  colDay: { id: "admin.glance.colDay", defaultMessage: "Día" },
  colCount: { id: "admin.glance.colCount", defaultMessage: "Cantidad" },
  colPayments: { id: "admin.glance.colPayments", defaultMessage: "Pagos aprobados" },
  colAmount: { id: "admin.glance.colAmount", defaultMessage: "Valor" },
  seriesCaption: { id: "admin.glance.seriesCaption", defaultMessage: "{caption}, del {from} al {to}" },
  chartSummary: {
    id: "admin.glance.chartSummary",
    defaultMessage: "{caption}, del {from} al {to}: {first} el primer día y {last} hoy; el valor más alto, {max}, el {maxDay}.",
  },
});

const COP = new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", maximumFractionDigits: 0 });
/** A Bogotá day (YYYY-MM-DD) as "18 mar"; noon UTC is the same day everywhere in the Americas. */
const SHORT_DAY = new Intl.DateTimeFormat("es-CO", { timeZone: "UTC", day: "numeric", month: "short" });
const LONG_DAY = new Intl.DateTimeFormat("es-CO", { timeZone: TIME_ZONE, day: "numeric", month: "long" });
const MONTH = new Intl.DateTimeFormat("es-CO", { timeZone: "UTC", month: "long" });
const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T12:00:00Z`));

const SPARK = { width: 168, height: 40 } as const;

/** Fluent's sparkline, in its own chunk; if the chunk cannot load, the table still has every figure. */
const FluentSparkline = lazy<ComponentType<SparklineProps>>(() =>
  import(/* webpackChunkName: "fluent-sparkline" */ "./FluentSparkline").catch(() => ({ default: () => null })),
);

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
  item: { minWidth: 0, display: "flex" },
  card: { flexGrow: 1, minWidth: 0, rowGap: tokens.spacingVerticalS },
  icon: { color: tokens.colorBrandForeground1, display: "flex" },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  figure: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "anywhere",
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, overflowWrap: "anywhere" },
  trend: { margin: 0, display: "flex", alignItems: "flex-start", gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase300 },
  trendIcon: { flexShrink: 0, marginBlockStart: "1px" },
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  neutral: { color: tokens.colorNeutralForeground2 },
  spark: { height: `${SPARK.height}px`, maxWidth: "100%", overflow: "hidden" },
  chart: { margin: 0 },
  footer: { marginBlockStart: "auto" },
  unavailable: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** One card's series: the values by day, and what the table shows for each. */
interface Series {
  caption: string;
  values: readonly number[];
  format: (n: number) => string;
  header: string;
  /** A second column (the amount beside the count of payments). */
  extra?: { header: string; values: readonly number[]; format: (n: number) => string };
}

interface GlanceProps {
  id: string;
  icon: ReactElement;
  title: string;
  figure: string;
  notes?: ReactNode;
  trend?: ReactNode;
  series?: Series;
  days: readonly string[];
  generatedAt: string;
  link: { to: string; label: string; onClick?: (e: MouseEvent<HTMLAnchorElement>) => void };
}

function TrendLine({
  current,
  previous,
  better,
  comparedWith,
  format,
  prefix,
}: {
  current: number;
  previous: number;
  better: Better;
  comparedWith: string;
  format: (n: number) => string;
  prefix?: (text: string) => string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const trend = trendOf(current, previous);
  const tone = trendTone(trend, better);
  const change =
    trend.direction === "same"
      ? intl.formatMessage(t.same)
      : trend.ratio !== null
        ? intl.formatNumber(trend.ratio, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" })
        : `${trend.delta > 0 ? "+" : "-"}${format(Math.abs(trend.delta))}`;
  const text = fm(intl, t.trend, { change, comparedWith, previous: format(previous) });
  const Icon = trend.direction === "up" ? ArrowUp20Regular : trend.direction === "down" ? ArrowDown20Regular : ArrowRight20Regular;
  return (
    <p className={mergeClasses(styles.trend, styles[tone])} data-trend={trend.direction}>
      <Icon aria-hidden className={styles.trendIcon} />
      <span>{prefix ? prefix(text) : text}</span>
    </p>
  );
}

function SeriesChart({ series, days, generatedAt, id }: { series: Series; days: readonly string[]; generatedAt: string; id: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const { values, format } = series;
  const from = shortDay(days[0]);
  const to = shortDay(days[days.length - 1]);
  const maxIndex = values.reduce((best, v, i) => (v > values[best] ? i : best), 0);
  const summary = fm(intl, t.chartSummary, {
    caption: series.caption,
    from,
    to,
    first: format(values[0] ?? 0),
    last: format(values[values.length - 1] ?? 0),
    max: format(values[maxIndex] ?? 0),
    maxDay: shortDay(days[maxIndex] ?? days[0]),
  });
  const rows = days.map((day, i) => ({ day, i }));
  return (
    <div className={styles.chart}>
      <ChartFrame
        summary={summary}
        chart={
          // inert: Fluent's SVG is focusable and labelled in English; the frame names the drawing.
          <div className={styles.spark} inert>
            <Suspense fallback={null}>
              {/* Remounted with new figures: the sparkline reads its data once. */}
              <FluentSparkline key={generatedAt} values={values} width={SPARK.width} height={SPARK.height} />
            </Suspense>
          </div>
        }
        table={
          <DataTable
            id={`${id}-table`}
            caption={fm(intl, t.seriesCaption, { caption: series.caption, from, to })}
            rows={rows}
            rowKey={(r) => r.day}
            columns={[
              { header: intl.formatMessage(t.colDay), cell: (r) => shortDay(r.day) },
              { header: series.header, numeric: true, cell: (r) => format(values[r.i] ?? 0) },
              ...(series.extra
                ? [{ header: series.extra.header, numeric: true, cell: (r: { i: number }) => series.extra!.format(series.extra!.values[r.i] ?? 0) }]
                : []),
            ]}
          />
        }
      />
    </div>
  );
}

function GlanceCard({ id, icon, title, figure, notes, trend, series, days, generatedAt, link }: GlanceProps) {
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <Card className={styles.card} aria-labelledby={`${id}-title`} role="group" data-glance={id}>
        <CardHeader
          image={<span className={styles.icon}>{icon}</span>}
          header={
            <h3 id={`${id}-title`} className={styles.title}>
              {title}
            </h3>
          }
        />
        <p className={styles.figure} data-figure>
          {figure}
        </p>
        {notes}
        {trend}
        {series ? <SeriesChart series={series} days={days} generatedAt={generatedAt} id={id} /> : null}
        <CardFooter className={styles.footer}>
          <RouterLink to={link.to} onClick={link.onClick}>
            {link.label}
          </RouterLink>
        </CardFooter>
      </Card>
    </li>
  );
}

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
  const styles = useStyles();
  const { pqrs, payments, visits, users, compare, generatedAt } = summary;
  const days = compare.days;
  const num = (n: number) => intl.formatNumber(n);
  const cop = (n: number) => COP.format(n);
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
          link={{ to: "/admin/pqrs", label: intl.formatMessage(t.openLink) }}
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
                  <RouterLink to="/admin/pqrs?due=por_vencer">{fm(intl, t.dueSoon, { count: pqrs.dueSoon })}</RouterLink>
                </p>
              ) : null}
            </>
          }
          trend={<TrendLine current={pqrs.overdue} previous={pqrs.overduePrevious} better="down" comparedWith={vsDay} format={num} />}
          series={{ caption: intl.formatMessage(t.overdueCaption), values: pqrs.overdueDaily, format: num, header: count }}
          link={{ to: "/admin/pqrs?due=vencida", label: intl.formatMessage(t.overdueLink) }}
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
          link={{ to: "#pagos-hoy", label: intl.formatMessage(t.paymentsLink), onClick: onPayments }}
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
          link={{ to: "/metrics-dashboard", label: intl.formatMessage(t.visitsLink) }}
        />
        <GlanceCard
          {...common}
          id="glance-users"
          icon={<People24Regular aria-hidden />}
          title={intl.formatMessage(t.usersTitle)}
          figure={num(users.total)}
          notes={
            <p className={styles.note}>
              <RouterLink to={`/admin/users?createdFrom=${encodeURIComponent(summary.monthStart)}`}>
                {fm(intl, t.usersNote, { count: users.newThisMonth })}
              </RouterLink>
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
          link={{ to: "/admin/users", label: intl.formatMessage(t.usersLink) }}
        />
      </ul>
    </section>
  );
}
