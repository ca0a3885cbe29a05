import type { IntlShape } from "react-intl";
import { formatPeriod } from "../../format";
import { TIME_ZONE } from "../../shared/constants";

/** A range of months of the PQRS statistics, "YYYY-MM" each, both included. */
export type StatsRange = { from: string; to: string };

/** A month as the statistics take it, "2026-03". */
export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month in Colombia, "YYYY-MM". */
export function currentMonth(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit" }).formatToParts(at);
  const year = parts.find((p) => p.type === "year")?.value ?? "1970";
  const month = parts.find((p) => p.type === "month")?.value ?? "01";
  return `${year}-${month}`;
}

/** The month `n` months after `month` (before, when n is negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The last twelve months, this one included: what the statistics show first. */
export function lastTwelveMonths(now: string): StatsRange {
  return { from: addMonths(now, -11), to: now };
}

/** "marzo de 2026" for "2026-03" (or a day of it); anything else as is. */
export function monthLabel(intl: IntlShape, month: string): string {
  const head = month.slice(0, 7);
  return MONTH_RE.test(head) ? formatPeriod(intl, head) : month;
}
