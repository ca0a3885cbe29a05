import { DIGIT_MASK, maskTypedText } from "../../../src/shared/typedText";

export { DIGIT_MASK, maskTypedText };

/**
 * The digit rule of maskTypedText for ASCII text, in SQL (the raw reference reports, raw.ts): the
 * labels the intake stores are masked already (service.ts), so it only matters for older rows.
 */
export const DIGIT_RUN_SQL = "[0-9]([[:space:].,_/()+#-]{0,3}[0-9]){4,}";

/**
 * A search term (or an assistant's question) as reports show it: trimmed of spaces, lower-case,
 * numbers and e-mail addresses masked (issue 20 §4, issue 31 §5).
 */
export function searchTermOf(label: string | null): string | null {
  const trimmed = (label ?? "").replace(/^ +| +$/g, "");
  return trimmed === "" ? null : maskTypedText(trimmed.toLowerCase());
}
