/** What a run of digits becomes in a search term shown to anyone. */
export const DIGIT_MASK = "•••••";
/** Five or more digits, each pair at most one space, dot or dash apart ("1.020.304.050", "300 123 4567"). */
const DIGIT_RUN = /[0-9](?:[ .-]?[0-9]){4,}/g;
/** The same rule in SQL (the raw reports and the rebuild of migration 014). */
export const DIGIT_RUN_SQL = "[0-9]([ .-]?[0-9]){4,}";

/** `term` with every run of five or more digits (a document, phone or account number) masked. */
export function maskDigitRuns(term: string): string {
  return term.replace(DIGIT_RUN, DIGIT_MASK);
}

/** A search term as reports show it: trimmed of spaces, lower-case, digit runs masked (issue 20 §4). */
export function searchTermOf(label: string | null): string | null {
  const trimmed = (label ?? "").replace(/^ +| +$/g, "");
  return trimmed === "" ? null : maskDigitRuns(trimmed.toLowerCase());
}
