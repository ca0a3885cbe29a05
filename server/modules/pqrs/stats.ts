import { businessDaysBetween } from "../../../src/shared/businessDays";
import { PQRS_SERVICES, PQRS_SERVICE_LABELS, PQRS_TYPES, PQRS_TYPE_LABELS, type PqrsStats, type PqrsStatsRow } from "../../../src/shared/pqrs";
import { bogotaDay, BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import type { PqrsContext } from "./context";
import { invalid, PQRS_MESSAGES } from "./messages";
import * as repo from "./repository";

/** The statistics of /informes-pqr: PQRS filed, answered and answered on time, by type, service and month. */

function monthStartUtc(month: string): Date {
  return new Date(Date.parse(`${month}-01T00:00:00Z`) + BOGOTA_OFFSET_MS);
}

function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** A line being counted: the business days to answer are summed in `days` until the average is taken. */
type Tally = PqrsStatsRow & { days: number };

function statsRow(key: string, label: string): Tally {
  return { key, label, filed: 0, answered: 0, answeredOnTime: 0, onTimeRate: null, averageBusinessDays: null, days: 0 };
}

function finishRow(r: Tally): PqrsStatsRow {
  const { days, ...row } = r;
  return {
    ...row,
    onTimeRate: r.answered > 0 ? Math.round((r.answeredOnTime / r.answered) * 1000) / 10 : null,
    averageBusinessDays: r.answered > 0 ? Math.round((days / r.answered) * 10) / 10 : null,
  };
}

/** PQRS filed between two months (inclusive), from the stored requests; the last 12 months by default. */
export async function stats(ctx: PqrsContext, fromRaw?: string, toRaw?: string): Promise<PqrsStats> {
  const now = ctx.now();
  const thisMonth = bogotaDay(now.getTime()).slice(0, 7);
  const to = toRaw || thisMonth;
  const from = fromRaw || addMonths(to, -11);
  // Years the database and Date both take (issue 31 §5: 0000-01 reached the database and answered 500).
  const month = /^(19|[2-8]\d)\d{2}-(0[1-9]|1[0-2])$/;
  if (!month.test(from) || !month.test(to) || from > to || addMonths(from, 35) < to) {
    throw invalid({ from: PQRS_MESSAGES.statsRange });
  }
  const rows = await repo.pqrsFiledBetween(ctx.db, monthStartUtc(from), monthStartUtc(addMonths(to, 1)));
  const today = bogotaDay(now.getTime());
  const total = statsRow("total", "Total");
  const byType = new Map(PQRS_TYPES.map((t) => [t as string, statsRow(t, PQRS_TYPE_LABELS[t])]));
  const byService = new Map(PQRS_SERVICES.map((s) => [s as string, statsRow(s, PQRS_SERVICE_LABELS[s])]));
  const byMonth = new Map<string, Tally>();
  for (let m = from; m <= to; m = addMonths(m, 1)) byMonth.set(m, statsRow(m, m));
  let open = 0;
  let overdueOpen = 0;
  for (const r of rows) {
    const filedDay = bogotaDay(new Date(r.filed_at).getTime());
    const targets = [total, byType.get(r.pqrs_type), byService.get(r.service), byMonth.get(filedDay.slice(0, 7))].filter((x): x is Tally => x !== undefined);
    for (const t of targets) t.filed += 1;
    if (r.responded_at) {
      const answeredDay = bogotaDay(new Date(r.responded_at).getTime());
      const onTime = answeredDay <= r.due_date;
      const days = businessDaysBetween(filedDay, answeredDay);
      for (const t of targets) {
        t.answered += 1;
        if (onTime) t.answeredOnTime += 1;
        t.days += days;
      }
    } else {
      open += 1;
      if (today > r.due_date) overdueOpen += 1;
    }
  }
  return {
    from,
    to,
    total: finishRow(total),
    open,
    overdueOpen,
    byType: [...byType.values()].map(finishRow),
    byService: [...byService.values()].map(finishRow),
    byMonth: [...byMonth.values()].map(finishRow),
  };
}
