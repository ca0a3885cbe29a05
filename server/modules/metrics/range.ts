import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, type DateRange } from "../../../src/shared/metrics";
import { bogotaDayStart } from "../../../src/shared/time";
import { HttpError } from "../../http/errors";

/**
 * Colombia has kept UTC−5 without daylight saving since 1993: days of America/Bogota are computed
 * with the fixed offset, so the same SQL runs on PGlite builds without a time-zone database.
 */
export const BOGOTA_OFFSET = "-05:00";
const OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A resolved range: [start, end) in UTC, and its first and last day in Bogotá for the answer. */
export interface ResolvedRange {
  start: Date;
  end: Date;
  startDate: string;
  endDate: string;
}

/** The Bogotá calendar day of an instant. */
export function bogotaDay(at: Date): string {
  return new Date(at.getTime() - OFFSET_MS).toISOString().slice(0, 10);
}

function parse(value: string, field: "startDate" | "endDate"): { at: Date; dateOnly: boolean } {
  const dateOnly = value.length === 10;
  // A time without a zone is Bogotá's, like a date without one.
  const text = dateOnly ? `${value}T00:00:00${BOGOTA_OFFSET}` : /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}${BOGOTA_OFFSET}`;
  const at = new Date(text);
  // new Date() rolls 2026-02-30 over to March: a day that does not exist is refused.
  // Years outside 1900–9998 reach no report and made the database answer 500 (issue 31 §5).
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || (dateOnly && bogotaDay(at) !== value) || year < 1900 || year > 9998) {
    throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «${field}»: no es una fecha válida.`, {
      [field]: "Escriba una fecha válida (AAAA-MM-DD) o una fecha y hora ISO 8601.",
    });
  }
  return { at, dateOnly };
}

/**
 * The range of a metrics GET: a date means that whole day in Bogotá (`endDate` inclusive), a
 * date-time that instant; without dates, the last 30 days including today.
 */
export function resolveRange(query: DateRange, now = new Date()): ResolvedRange {
  const today = bogotaDay(now);
  let end: Date;
  if (query.endDate) {
    const p = parse(query.endDate, "endDate");
    end = p.dateOnly ? new Date(p.at.getTime() + DAY_MS) : p.at;
  } else end = new Date(bogotaDayStart(today).getTime() + DAY_MS);
  let start: Date;
  if (query.startDate) start = parse(query.startDate, "startDate").at;
  else start = bogotaDayStart(bogotaDay(new Date(end.getTime() - DEFAULT_RANGE_DAYS * DAY_MS)));
  if (start.getTime() >= end.getTime()) {
    throw new HttpError(400, "VALIDATION_ERROR", "Revise el campo «endDate»: debe ser posterior a la fecha inicial.", {
      endDate: "La fecha final debe ser igual o posterior a la fecha inicial.",
    });
  }
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «startDate»: el rango puede abarcar como máximo ${MAX_RANGE_DAYS} días.`, {
      startDate: `El rango puede abarcar como máximo ${MAX_RANGE_DAYS} días.`,
    });
  }
  return { start, end, startDate: bogotaDay(start), endDate: bogotaDay(new Date(end.getTime() - 1)) };
}

/**
 * Which aggregate rows cover a range (issue 22): the Bogotá days wholly inside it, [dayFrom, dayTo),
 * from day rows; the hours before and after them, [start, dayFrom) and [dayTo, end), from hour
 * rows. An hour row counts when its hour begins inside the range: ranges are read to the hour.
 */
export interface BucketCover {
  start: string;
  dayFrom: string;
  dayTo: string;
  end: string;
}

export function bucketCover(r: Pick<ResolvedRange, "start" | "end">): BucketCover {
  const start = r.start.getTime();
  const end = r.end.getTime();
  let dayFrom = Math.ceil((start - OFFSET_MS) / DAY_MS) * DAY_MS + OFFSET_MS;
  let dayTo = Math.floor((end - OFFSET_MS) / DAY_MS) * DAY_MS + OFFSET_MS;
  if (dayTo <= dayFrom) dayFrom = dayTo = end; // no whole day: hours only
  const iso = (t: number) => new Date(t).toISOString();
  return { start: iso(start), dayFrom: iso(dayFrom), dayTo: iso(dayTo), end: iso(end) };
}
