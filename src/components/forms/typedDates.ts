import { defineMessages } from "react-intl";

/**
 * Dates, times and months as people type them in Colombia: day first (dd/mm/aaaa), 24-hour time
 * (hh:mm) and month then year (mm/aaaa). The forms keep ISO text ("2026-03-05", "14:30",
 * "2026-03"), so these read the one and write the other. No time zone: a day is a calendar day.
 */

export type TypedDate = { kind: "empty" } | { kind: "date"; iso: string } | { kind: "format" } | { kind: "impossible" };

const pad = (n: number) => String(n).padStart(2, "0");

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "05/03/2026", "5/3/2026", "05-03-2026", "05.03.2026" and ISO "2026-03-05"; 31/02/2026 is impossible. */
export function parseTypedDate(text: string): TypedDate {
  const t = text.trim();
  if (t === "") return { kind: "empty" };
  const dayFirst = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (!dayFirst && !iso) return { kind: "format" };
  const [day, month, year] = dayFirst ? [dayFirst[1], dayFirst[2], dayFirst[3]].map(Number) : [iso![3], iso![2], iso![1]].map(Number);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { kind: "impossible" };
  return { kind: "date", iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** An ISO day that exists ("2026-02-31" does not). */
export function isIsoDay(iso: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && parseTypedDate(iso).kind === "date";
}

/** "2026-03-05" → "05/03/2026"; "" when it is not a day. */
export function formatTypedDate(iso: string): string {
  if (!isIsoDay(iso)) return "";
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** The calendar's Date of an ISO day, at local noon (so no time zone moves it to another day). */
export function dateOfIso(iso: string): Date | null {
  if (!isIsoDay(iso)) return null;
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d, 12);
}

/** The local calendar day of a Date, as ISO text. */
export function isoOfDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "8:05", "08:05" or "0805" → "08:05" (24 h); null when it is not a time of day. */
export function parseTypedTime(text: string): string | null {
  const m = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 23 && min <= 59 ? `${pad(h)}:${pad(min)}` : null;
}

/** "03/2026", "3/2026" or ISO "2026-03" → "2026-03"; null otherwise. */
export function parseTypedMonth(text: string): string | null {
  const t = text.trim();
  const monthFirst = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})$/.exec(t);
  const [month, year] = monthFirst ? [Number(monthFirst[1]), Number(monthFirst[2])] : iso ? [Number(iso[2]), Number(iso[1])] : [0, 0];
  return month >= 1 && month <= 12 && year >= 1000 ? `${year}-${pad(month)}` : null;
}

/** "2026-03" → "03/2026"; "" when it is not a month. */
export function formatTypedMonth(iso: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(iso);
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[2]}/${m[1]}` : "";
}

/** What a field says about text it could not read; each names the field ({field}: its label). */
export const typedDateMessages = defineMessages({
  dateFormat: { id: "forms.date.format", defaultMessage: "{field}: escriba la fecha como dd/mm/aaaa, por ejemplo 05/03/2026." },
  dateImpossible: { id: "forms.date.impossible", defaultMessage: "{field}: la fecha {text} no existe. Revise el día y el mes." },
  dateBetween: { id: "forms.date.between", defaultMessage: "{field}: elija una fecha entre el {min} y el {max}." },
  dateFrom: { id: "forms.date.from", defaultMessage: "{field}: elija una fecha a partir del {min}." },
  dateUntil: { id: "forms.date.until", defaultMessage: "{field}: elija una fecha hasta el {max}." },
  time: { id: "forms.time.format", defaultMessage: "{field}: escriba la hora como hh:mm, de 00:00 a 23:59 (por ejemplo 14:30)." },
  datePlaceholder: { id: "forms.date.placeholder", defaultMessage: "dd/mm/aaaa" },
  timePlaceholder: { id: "forms.time.placeholder", defaultMessage: "hh:mm" },
  monthPlaceholder: { id: "forms.month.placeholder", defaultMessage: "mm/aaaa" },
  chooseInCalendar: { id: "forms.calendar.choose", defaultMessage: "Elegir en el calendario: {field}" },
});
