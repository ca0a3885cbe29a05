import type { FastifyBaseLogger } from "fastify";
import type { AdminSummary } from "../../../src/shared/admin";
import { bogotaDay, bogotaDayStart } from "../../../src/shared/time";
import type { Db, Queryable } from "../../db/db";
import * as authRepo from "../auth/repository";
import * as billingRepo from "../billing/repository";
import { MetricsRepository } from "../metrics/repository/reports";
import * as newsRepo from "../news/repository";
import * as paymentsRepo from "../payments/repository";
import * as pqrsRepo from "../pqrs/repository";
import type { CustomerService } from "../pqrs/service";
import { presentTodayPayment } from "./presenter";

const round1 = (n: number) => Math.round(n * 10) / 10;
const DAY_MS = 86_400_000;

/** How many days the dashboard's small charts cover (today included). */
export const SERIES_DAYS = 30;

/**
 * The stretches the figures are counted over, all in Bogotá. "This month so far" runs from the 1st
 * to now; the previous month is compared over the same time after its own start, cut at its end
 * (on 31 March, all of February); today's payments against yesterday up to the same hour.
 */
export interface SummarySpan {
  now: Date;
  today: string;
  todayAt: Date;
  monthStart: string;
  monthStartAt: Date;
  previousMonthStart: string;
  previousMonthStartAt: Date;
  previousCut: Date;
  yesterdayAt: Date;
  yesterdayCut: Date;
  /** The days of the series, oldest first, ending today. */
  days: string[];
  /** The instant the first day of the series begins. */
  seriesAt: Date;
}

export function summarySpan(now: Date): SummarySpan {
  const today = bogotaDay(now.getTime());
  const todayAt = bogotaDayStart(today);
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthStartAt = bogotaDayStart(monthStart);
  const [y, m] = monthStart.split("-").map(Number);
  const previousMonthStart = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, "0")}-01`;
  const previousMonthStartAt = bogotaDayStart(previousMonthStart);
  const elapsed = now.getTime() - monthStartAt.getTime();
  const previousCut = new Date(Math.min(previousMonthStartAt.getTime() + elapsed, monthStartAt.getTime()));
  const days = Array.from({ length: SERIES_DAYS }, (_, i) => bogotaDay(todayAt.getTime() - (SERIES_DAYS - 1 - i) * DAY_MS));
  return {
    now,
    today,
    todayAt,
    monthStart,
    monthStartAt,
    previousMonthStart,
    previousMonthStartAt,
    previousCut,
    yesterdayAt: new Date(todayAt.getTime() - DAY_MS),
    yesterdayCut: new Date(now.getTime() - DAY_MS),
    days,
    seriesAt: bogotaDayStart(days[0]),
  };
}

/** One value per day of the span from rows of (day, value); days without a row are 0. */
function daily(span: SummarySpan, rows: { day: string; n: number | string }[]): number[] {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return span.days.map((d) => byDay.get(d) ?? 0);
}

/**
 * Visits of the month, read from the metrics module's aggregates (issue 22: indexed rows per page
 * and hour or day, never a scan of the page views): this month so far, the previous month up to the
 * same point, and page views by day over the series.
 */
export async function readVisits(db: Queryable, span: SummarySpan): Promise<NonNullable<AdminSummary["visits"]>> {
  const metrics = new MetricsRepository(db);
  const [month, previous, series] = await Promise.all([
    metrics.visitSummary({ start: span.monthStartAt, end: span.now }),
    metrics.visitSummary({ start: span.previousMonthStartAt, end: span.previousCut }, 0),
    metrics.visitSummary({ start: span.seriesAt, end: span.now }, 0),
  ]);
  return {
    pageViews: month.pageViews,
    uniqueVisitors: month.uniqueVisitors,
    sessions: month.sessions,
    topPages: month.topPages,
    previousPageViews: previous.pageViews,
    daily: span.days.map((d) => series.daily.get(d) ?? 0),
  };
}

/**
 * Requests open, and open past their legal due date, at the end of each day of the span (today:
 * now) and at the previous month's cut. A request is open from its filing until its answer
 * (responded_at; the state has no way back), overdue once the day is after its due_date, as in
 * the agents' inbox. Read from the figures each day added (035_pqrs_open_days.sql), kept as the
 * requests change, not from the requests themselves (issue 37).
 */
async function pqrsHistory(db: Queryable, span: SummarySpan) {
  const [days, previous] = await Promise.all([
    pqrsRepo.openCasesByDay(db, span.days[0], span.now.toISOString()),
    pqrsRepo.openCasesAt(db, span.previousCut.toISOString()),
  ]);
  const byDay = new Map(days.map((r) => [r.day, r]));
  return {
    openPrevious: previous.open,
    overduePrevious: previous.overdue,
    openDaily: span.days.map((d) => byDay.get(d)?.open ?? 0),
    overdueDaily: span.days.map((d) => byDay.get(d)?.overdue ?? 0),
  };
}

/**
 * The figures of /admin/dashboard, each read from the stored rows when asked: users, PQRS, news,
 * visits (the metrics of the same database) and today's payments, with what each is compared
 * against and its daily series (SummarySpan). Visits that cannot be read leave the rest standing.
 */
export async function adminSummary(deps: { db: Db; pqrs: CustomerService; log: FastifyBaseLogger }, now = new Date()): Promise<AdminSummary> {
  const { db } = deps;
  const span = summarySpan(now);
  const at = now.toISOString();
  const monthStartAt = span.monthStartAt.toISOString();
  const todayAt = span.todayAt.toISOString();

  const [users, usersDaily, inbox, history, news, visits, paymentCounts, paymentsPrevious, paymentsDaily, payments] = await Promise.all([
    // Each table is read through the module that owns it (issue 23).
    authRepo.userFigures(db, { from: monthStartAt, to: at }, { from: span.previousMonthStartAt.toISOString(), to: span.previousCut.toISOString() }),
    authRepo.usersCreatedByDay(db, span.seriesAt.toISOString(), at),
    deps.pqrs.list({ page: 1, pageSize: 1 }),
    pqrsHistory(db, span),
    newsRepo.newsFigures(db, monthStartAt, at),
    readVisits(db, span).catch((err: unknown) => {
      deps.log.warn({ err }, "admin summary: visits could not be read");
      return null;
    }),
    paymentsRepo.paymentsByStatus(db, todayAt, at),
    paymentsRepo.approvedTotals(db, span.yesterdayAt.toISOString(), span.yesterdayCut.toISOString()),
    paymentsRepo.approvedByDay(db, span.seriesAt.toISOString(), at),
    paymentsRepo.paymentsBetween(db, todayAt, at, 50),
  ]);
  const numbers = await billingRepo.contractNumbers(db, [...new Set(payments.map((p) => p.contract_id))]);

  const u = users;
  const n = news;
  const byStatus = new Map(paymentCounts.map((r) => [r.status, r]));
  const count = (status: string) => byStatus.get(status)?.n ?? 0;
  return {
    generatedAt: at,
    monthStart: span.monthStart,
    today: span.today,
    compare: { previousMonthStart: span.previousMonthStart, previousCut: span.previousCut.toISOString(), days: span.days },
    users: {
      total: u.total,
      active: u.active,
      newThisMonth: u.new_month,
      verified: u.verified,
      verifiedShare: u.total === 0 ? 0 : round1((u.verified / u.total) * 100),
      newPreviousMonth: u.new_previous,
      newDaily: daily(span, usersDaily),
    },
    pqrs: { open: inbox.counts.open, overdue: inbox.counts.overdue, dueSoon: inbox.counts.dueSoon, ...history },
    news: { publishedThisMonth: n.published, scheduled: n.scheduled, drafts: n.drafts },
    visits,
    payments: {
      approvedCount: count("aprobada"),
      approvedAmount: Number(byStatus.get("aprobada")?.amount ?? 0),
      pendingCount: count("pendiente"),
      rejectedCount: count("rechazada") + count("fallida"),
      previousApprovedCount: paymentsPrevious.n,
      previousApprovedAmount: Number(paymentsPrevious.amount),
      approvedCountDaily: daily(span, paymentsDaily),
      approvedAmountDaily: daily(
        span,
        paymentsDaily.map((r) => ({ day: r.day, n: r.amount })),
      ),
      today: payments.map((r) => presentTodayPayment(r, numbers.get(r.contract_id))),
    },
  };
}
