import { bogotaDay, bogotaDayStart } from "../../../src/shared/time";
import {
  TREASURY_CHANNEL_LABELS,
  TREASURY_CHANNELS,
  TREASURY_FIGURE_LABELS,
  TREASURY_FIGURES,
  TREASURY_LIMITS,
  type Figure,
  type TreasuryChannel,
  type TreasuryQuery,
  type TreasuryReport,
  type TreasuryRow,
} from "../../../src/shared/treasury";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { toCsv } from "../../http/csv";
import { dayFilter } from "../admin/days";
import * as repo from "./repository";

const DAY_MS = 86_400_000;

/** The Bogotá days a report covers, both included, and the instants [start, end) they span. */
export interface TreasuryRange {
  from: string;
  to: string;
  days: string[];
  start: Date;
  end: Date;
}

function refuse(field: "from" | "to", message: string): HttpError {
  const label = field === "from" ? "desde" : "hasta";
  return new HttpError(400, "VALIDATION_ERROR", `Revise el campo «${label}»: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, { [field]: message });
}

/**
 * The range of a treasury report: Bogotá days, both included. Without dates, the last 7 days to
 * today; with `from` alone, from it to today; with `to` alone, the 7 days ending then. A day that
 * does not exist is a 400 naming its field (admin/days.ts), as is a range that ends before it
 * starts or spans more than TREASURY_LIMITS.maxDays.
 */
export function treasuryRange(query: TreasuryQuery, now: Date): TreasuryRange {
  const from = dayFilter(query.from || undefined, "from");
  const to = dayFilter(query.to || undefined, "to") ?? bogotaDay(now.getTime());
  const start = from ?? bogotaDay(bogotaDayStart(to).getTime() - (TREASURY_LIMITS.defaultDays - 1) * DAY_MS);
  if (to < start) throw refuse("to", "La fecha final debe ser igual o posterior a la inicial.");
  const count = Math.round((bogotaDayStart(to).getTime() - bogotaDayStart(start).getTime()) / DAY_MS) + 1;
  if (count > TREASURY_LIMITS.maxDays) throw refuse("from", `El rango puede abarcar como máximo ${TREASURY_LIMITS.maxDays} días.`);
  const days = Array.from({ length: count }, (_, i) => bogotaDay(bogotaDayStart(start).getTime() + i * DAY_MS));
  return { from: start, to, days, start: bogotaDayStart(start), end: new Date(bogotaDayStart(to).getTime() + DAY_MS) };
}

const zero = (): Figure => ({ count: 0, amount: 0 });
const add = (a: Figure, b: Figure): Figure => ({ count: a.count + b.count, amount: a.amount + b.amount });
type Figures = Omit<TreasuryRow, "day" | "channel">;
const zeros = (): Figures => ({ applied: zero(), pending: zero(), unconfirmed: zero(), doubles: zero(), refunds: zero() });

/**
 * The treasury's figures (GET /api/admin/treasury): every day of the range × every channel, zeros
 * included (a day without movement is a fact too), each channel's totals and the range's total.
 * Which timestamp each figure counts by is in ./repository.ts and the README.
 */
export async function treasuryReport(q: Queryable, range: TreasuryRange): Promise<TreasuryReport> {
  const cells = new Map<string, Figures>();
  for (const day of range.days) for (const channel of TREASURY_CHANNELS) cells.set(`${day}|${channel}`, zeros());
  const cell = (day: string, method: string) => cells.get(`${day}|${method}`);
  for (const r of await repo.decidedFigures(q, range.start, range.end)) {
    const c = cell(r.day, r.method);
    if (!c) continue;
    c.applied = { count: r.applied_n, amount: Number(r.applied) };
    c.doubles = { count: r.doubles_n, amount: Number(r.doubles) };
  }
  for (const r of await repo.undecidedFigures(q, range.start, range.end)) {
    const c = cell(r.day, r.method);
    if (!c) continue;
    c.pending = { count: r.pending_n, amount: Number(r.pending) };
    c.unconfirmed = { count: r.unconfirmed_n, amount: Number(r.unconfirmed) };
  }
  for (const r of await repo.refundFigures(q, range.start, range.end)) {
    const c = cell(r.day, r.method);
    if (c) c.refunds = { count: r.n, amount: Number(r.amount) };
  }
  const rows: TreasuryRow[] = [];
  const byChannel = new Map<TreasuryChannel, Figures>(TREASURY_CHANNELS.map((c) => [c, zeros()]));
  const total = zeros();
  for (const day of range.days) {
    for (const channel of TREASURY_CHANNELS) {
      const figures = cells.get(`${day}|${channel}`)!;
      rows.push({ day, channel, ...figures });
      const sum = byChannel.get(channel)!;
      for (const f of TREASURY_FIGURES) {
        sum[f] = add(sum[f], figures[f]);
        total[f] = add(total[f], figures[f]);
      }
    }
  }
  const pendingNow = await repo.refundsPendingTotal(q);
  return {
    from: range.from,
    to: range.to,
    rows,
    channels: TREASURY_CHANNELS.map((channel) => ({ channel, ...byChannel.get(channel)! })),
    total,
    refundsPending: { count: pendingNow.n, amount: Number(pendingNow.amount) },
  };
}

/** The CSV header: the day, the channel, then each figure's count and amount in whole pesos. */
export const TREASURY_CSV_HEADER = [
  "Día (hora de Colombia)",
  "Canal",
  ...TREASURY_FIGURES.flatMap((f) => [`${TREASURY_FIGURE_LABELS[f]} (cantidad)`, `${TREASURY_FIGURE_LABELS[f]} (COP)`]),
];

/**
 * The report as CSV (RFC 4180, UTF-8 with BOM, server/http/csv.ts): one line per day and channel,
 * then a line per channel with its totals ("Total" in the day column) and the total of all.
 */
export function treasuryCsv(report: TreasuryReport): string {
  const figures = (f: Figures) => TREASURY_FIGURES.flatMap((k) => [f[k].count, f[k].amount]);
  return toCsv([
    TREASURY_CSV_HEADER,
    ...report.rows.map((r) => [r.day, TREASURY_CHANNEL_LABELS[r.channel], ...figures(r)]),
    ...report.channels.map((c) => ["Total", TREASURY_CHANNEL_LABELS[c.channel], ...figures(c)]),
    ["Total", "Todos los canales", ...figures(report.total)],
  ]);
}
