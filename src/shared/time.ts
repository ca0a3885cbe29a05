/** Colombia has kept UTC−5 without daylight saving since 1993 (the server counts days the same way). */
export const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) of an instant in Colombia: the days the server groups by. */
export function bogotaDay(ms: number): string {
  return new Date(ms - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a calendar day (YYYY-MM-DD) of Colombia begins: 05:00 UTC, all year. */
export function bogotaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + BOGOTA_OFFSET_MS);
}
