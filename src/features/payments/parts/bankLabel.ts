import { bankName } from "../../../shared/billing";

/** The bank's name for a PSE code (the code itself when it is not one of the list). */
export function bankLabel(code: string | null): string | null {
  return code ? (bankName(code) ?? code) : null;
}
