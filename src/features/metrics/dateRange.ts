import type { DateRange } from "../../shared/metrics";
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from "../../shared/metrics";
import { lastDays } from "./MetricsReportsStore";

/** The presets of the dashboard's range picker, in days (today included). */
export const RANGE_PRESETS = [7, 30, 90] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (the date input's format); 2025-02-30 is not one. */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

export interface RangeErrors {
  startDate?: string;
  endDate?: string;
}

/** The range picker's rules; the messages name the field as its label does. */
export function validateRange(v: { startDate: string; endDate: string }): RangeErrors {
  const errors: RangeErrors = {};
  const start = v.startDate.trim();
  const end = v.endDate.trim();
  if (!start) errors.startDate = "Escriba la fecha «Desde».";
  else if (!isDay(start)) errors.startDate = "Escriba una fecha «Desde» válida, por ejemplo 2025-06-01.";
  if (!end) errors.endDate = "Escriba la fecha «Hasta».";
  else if (!isDay(end)) errors.endDate = "Escriba una fecha «Hasta» válida, por ejemplo 2025-06-30.";
  if (!errors.startDate && !errors.endDate && start > end) {
    errors.startDate = "La fecha «Desde» debe ser anterior o igual a la fecha «Hasta».";
  } else if (!errors.startDate && !errors.endDate && (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1 > MAX_RANGE_DAYS) {
    errors.startDate = `El rango puede abarcar como máximo ${MAX_RANGE_DAYS} días: acerque la fecha «Desde».`;
  }
  return errors;
}

/**
 * The range in the address (?startDate=&endDate=, so a view can be shared), or the last 30 days
 * when it has none or a wrong one.
 */
export function rangeFromParams(params: URLSearchParams, now: number): Required<DateRange> {
  const startDate = params.get("startDate") ?? "";
  const endDate = params.get("endDate") ?? "";
  if (Object.keys(validateRange({ startDate, endDate })).length === 0) return { startDate, endDate };
  return lastDays(DEFAULT_RANGE_DAYS, now);
}

/** Which preset a range is, if it is one ending today. */
export function presetOf(range: Required<DateRange>, now: number): number | undefined {
  return RANGE_PRESETS.find((days) => {
    const p = lastDays(days, now);
    return p.startDate === range.startDate && p.endDate === range.endDate;
  });
}
