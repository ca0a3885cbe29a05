/**
 * Business days in Colombia (DESIGN §6, §9): Monday to Friday except the national holidays, which
 * come from `colombian-holidays` (maintained, MIT): the fixed ones, those moved to the next Monday
 * by Ley 51 de 1983 (Emiliani) and those tied to Easter. Days are calendar days in Colombia,
 * written YYYY-MM-DD; arithmetic is done at noon UTC so no offset can move a day.
 */
import { getHolidaysForYear } from "colombian-holidays";

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The days a national holiday is observed in a year (its "celebration date"). */
export function holidaysOf(year: number): ReadonlySet<string> {
  let set = holidaysByYear.get(year);
  if (!set) {
    set = new Set(getHolidaysForYear(year).map((h) => h.celebrationDate));
    holidaysByYear.set(year, set);
  }
  return set;
}

function toDate(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a day: ${day}`);
  return new Date(`${day}T12:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addCalendarDays(day: string, n: number): string {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return toDay(d);
}

export function isHolidayDay(day: string): boolean {
  return holidaysOf(Number(day.slice(0, 4))).has(day);
}

export function isBusinessDay(day: string): boolean {
  const weekday = toDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHolidayDay(day);
}

/**
 * The day on which a term of `n` business days ends, counted from the day after `from` (Ley 1755
 * de 2015 and Código General del Proceso art. 118: the filing day does not count; a request filed
 * on a Saturday or a holiday starts counting on the next business day).
 */
export function addBusinessDays(from: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a number of business days: ${n}`);
  let day = from;
  let left = n;
  while (left > 0) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/**
 * Business days after `from` up to and including `to` (0 when `to` is not after `from`; negative
 * when `to` is before `from`, counting the business days in between the other way round).
 */
export function businessDaysBetween(from: string, to: string): number {
  if (to === from) return 0;
  const forward = to > from;
  const [start, end] = forward ? [from, to] : [to, from];
  let count = 0;
  for (let day = addCalendarDays(start, 1); day <= end; day = addCalendarDays(day, 1)) {
    if (isBusinessDay(day)) count += 1;
  }
  return forward ? count : -count;
}
