/**
 * GS1 check digits (formats sheet §2.1): mod 10 with weights 3, 1, 3, … from the rightmost data
 * digit. No dependencies, so the configuration can validate BILL_GLN with it at start.
 */

/** The check digit of a string of data digits (770999800001 → 8). */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError("GS1 data must be digits");
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A Global Location Number: 13 digits whose last is the GS1 check digit of the other 12. */
export function isValidGln(value: string): boolean {
  return /^\d{13}$/.test(value) && gs1CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/**
 * The demo company's GLN: GS1 Prefix 952 is reserved for demonstrations and examples of the GS1
 * system, so a demo bill never names a real company's collection agreement. A real deployment sets
 * BILL_GLN to the GLN GS1 Colombia assigned it (prefix 770).
 */
export const DEMO_BILL_GLN = "9520000000011";
