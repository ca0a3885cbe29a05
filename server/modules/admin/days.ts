import { HttpError } from "../../http/errors";

/** The Spanish names of the administration's day filters, as the screens label them. */
const LABELS = { from: "desde", to: "hasta", createdFrom: "creadas desde" } as const;
const MESSAGE = "Escriba una fecha válida (AAAA-MM-DD).";

/**
 * A day filter (YYYY-MM-DD, a Bogotá day) that names a real calendar day between 1900 and 9998,
 * as given; absent stays absent. Anything else (0000-00-00, 2026-02-30) is a 400 naming the field
 * (issue 31 §5), where it used to reach the database as an invalid date and answer 500.
 */
export function dayFilter(value: string | undefined, field: keyof typeof LABELS): string | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const year = Number(match?.[1]);
  const at = new Date(`${value}T00:00:00Z`);
  if (!match || year < 1900 || year > 9998 || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) {
    throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «${LABELS[field]}»: ${MESSAGE.charAt(0).toLowerCase()}${MESSAGE.slice(1)}`, {
      [field]: MESSAGE,
    });
  }
  return value;
}
