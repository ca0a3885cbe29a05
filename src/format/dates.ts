import type { IntlShape } from "react-intl";
import { TIME_ZONE } from "../shared/constants";

/**
 * Dates as Colombians read them, in the reader's language and always in Bogotá time (DESIGN §6).
 * One formatter each for the whole portal (issue 23), where there were nine copies.
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** How long a calendar day is written. */
export type DayStyle =
  /** "18 de nov" (charts, where the year is the range's) */
  | "dayMonth"
  /** "18 de nov de 2026" */
  | "short"
  /** "18/11/2026" (Intl's medium date in es-CO) */
  | "medium"
  /** "18 de noviembre de 2026" */
  | "long"
  /** "miércoles, 18 de noviembre de 2026" */
  | "full";

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  dayMonth: { day: "numeric", month: "short" },
  short: { day: "numeric", month: "short", year: "numeric" },
  medium: { dateStyle: "medium" },
  long: { dateStyle: "long" },
  full: { dateStyle: "full" },
};

/** How long an instant is written. */
export type InstantStyle =
  /** "21/11/2026, 10:42 a. m." */
  | "medium"
  /** "21 de noviembre de 2026 a las 10:42 a. m." */
  | "long"
  /** "21/11/2026": the Bogotá day of the instant, without the time */
  | "date";

const INSTANT_OPTIONS: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: "medium", timeStyle: "short" },
  long: { dateStyle: "long", timeStyle: "short" },
  date: { dateStyle: "medium" },
};

/**
 * A calendar day ("YYYY-MM-DD", or an instant whose Bogotá day is meant). A day is read at its
 * noon in Bogotá, so no time zone moves it to the day before; text that is not a date shows as is.
 */
export function formatDay(intl: IntlShape, day: string, style: DayStyle = "short"): string {
  const at = new Date(DAY_PATTERN.test(day) ? `${day}T12:00:00-05:00` : day);
  if (Number.isNaN(at.getTime())) return day;
  return intl.formatDate(at, { ...DAY_OPTIONS[style], timeZone: TIME_ZONE });
}

/** An instant (ISO date-time) in Bogotá time; text that is not a date shows as is. */
export function formatInstant(intl: IntlShape, iso: string, style: InstantStyle = "medium"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return intl.formatDate(at, { ...INSTANT_OPTIONS[style], timeZone: TIME_ZONE });
}

/** A value that may be a day (as a long day) or an instant (with its time). */
export function formatDateValue(intl: IntlShape, value: string): string {
  return DAY_PATTERN.test(value) ? formatDay(intl, value, "long") : formatInstant(intl, value);
}

/** A billing period "YYYY-MM" as "octubre de 2026". */
export function formatPeriod(intl: IntlShape, period: string): string {
  const [y, m] = period.split("-").map(Number);
  if (!Number.isInteger(y) || !Number.isInteger(m)) return period;
  return intl.formatDate(Date.UTC(y, m - 1, 15), { month: "long", year: "numeric", timeZone: "UTC" });
}
