import type { FastifyBaseLogger } from "fastify";
import type { AdminSummary, TodayPayment } from "../../../src/shared/admin";
import { bogotaDay, bogotaDayStart } from "../../../src/shared/time";
import type { Db } from "../../db/db";
import type { MetricsService } from "../metrics/service";
import type { CustomerService } from "../pqrs/service";

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The figures of /admin/dashboard, each read from the stored rows when asked: users, PQRS, news,
 * visits (the metrics of the same database) and today's payments. "This month" and "today" are
 * Bogotá's. Visits that cannot be read leave the rest of the dashboard standing.
 */
export async function adminSummary(
  deps: { db: Db; pqrs: CustomerService; metrics: MetricsService; log: FastifyBaseLogger },
  now = new Date(),
): Promise<AdminSummary> {
  const { db } = deps;
  const today = bogotaDay(now.getTime());
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthStartAt = bogotaDayStart(monthStart).toISOString();
  const todayAt = bogotaDayStart(today).toISOString();

  const [users, inbox, news, visits, paymentCounts, payments] = await Promise.all([
    db.query<{ total: number; active: number; new_month: number; verified: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_active)::int AS active,
              count(*) FILTER (WHERE created_at >= $1::timestamptz)::int AS new_month,
              count(*) FILTER (WHERE is_email_verified)::int AS verified
         FROM users`,
      [monthStartAt],
    ),
    deps.pqrs.list({ page: 1, pageSize: 1 }),
    db.query<{ published: number; scheduled: number; drafts: number }>(
      `SELECT count(*) FILTER (WHERE status <> 'draft' AND publish_at >= $1::timestamptz AND publish_at <= $2::timestamptz)::int AS published,
              count(*) FILTER (WHERE status <> 'draft' AND publish_at > $2::timestamptz)::int AS scheduled,
              count(*) FILTER (WHERE status = 'draft')::int AS drafts
         FROM news`,
      [monthStartAt, now.toISOString()],
    ),
    deps.metrics.aggregated({ startDate: monthStart, endDate: today }).then(
      (m) => ({
        pageViews: m.totals.pageViews,
        uniqueVisitors: m.totals.uniqueVisitors,
        sessions: m.totals.sessions,
        topPages: m.topPages.slice(0, 5).map((p) => ({ pagePath: p.pagePath, pageViews: p.pageViews })),
      }),
      (err: unknown) => {
        deps.log.warn({ err }, "admin summary: visits could not be read");
        return null;
      },
    ),
    db.query<{ status: string; n: number; amount: string | number }>(
      "SELECT status, count(*)::int AS n, coalesce(sum(amount), 0) AS amount FROM payments WHERE created_at >= $1::timestamptz GROUP BY status",
      [todayAt],
    ),
    db.query<{ reference: string; number: string; amount: string | number; method: string; status: string; created_at: Date }>(
      `SELECT p.reference, c.number, p.amount, p.method, p.status, p.created_at
         FROM payments p JOIN contracts c ON c.id = p.contract_id
        WHERE p.created_at >= $1::timestamptz ORDER BY p.created_at DESC LIMIT 50`,
      [todayAt],
    ),
  ]);

  const u = users.rows[0];
  const n = news.rows[0];
  const byStatus = new Map(paymentCounts.rows.map((r) => [r.status, r]));
  const count = (status: string) => byStatus.get(status)?.n ?? 0;
  return {
    generatedAt: now.toISOString(),
    monthStart,
    today,
    users: {
      total: u.total,
      active: u.active,
      newThisMonth: u.new_month,
      verified: u.verified,
      verifiedShare: u.total === 0 ? 0 : round1((u.verified / u.total) * 100),
    },
    pqrs: { open: inbox.counts.open, overdue: inbox.counts.overdue, dueSoon: inbox.counts.dueSoon },
    news: { publishedThisMonth: n.published, scheduled: n.scheduled, drafts: n.drafts },
    visits,
    payments: {
      approvedCount: count("aprobada"),
      approvedAmount: Number(byStatus.get("aprobada")?.amount ?? 0),
      pendingCount: count("pendiente"),
      rejectedCount: count("rechazada") + count("fallida"),
      today: payments.rows.map(
        (r): TodayPayment => ({
          reference: r.reference,
          contractNumber: r.number,
          amount: Number(r.amount),
          method: r.method,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        }),
      ),
    },
  };
}
