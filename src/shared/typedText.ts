/**
 * What visitors type into the site search and the help assistant is kept as metrics (search terms,
 * unanswered questions): a document, phone or contract number, or an e-mail address, typed there
 * must never reach a report (issue 20 §4, issue 31 §5). The browser masks before it sends
 * (MetricsStore, ChatStore) and the server masks again before it stores, with this one rule.
 */

/** What a run of digits becomes. */
export const DIGIT_MASK = "•••••";
/** What an e-mail address becomes. */
export const EMAIL_MASK = "•••@•••";

/**
 * Between two digits of one number: up to three spaces (any kind), dots, commas, apostrophes,
 * dashes, slashes, underscores, brackets, plus or number signs, or invisible format characters
 * ("1,020,304,050", "300  123  4567", "(300) 123-4567", "45 # 12 - 30").
 */
const SEPARATOR = "[\\s.,'’·_/()+#°º\\-‐‑‒–—\\p{Cf}]";
/** Five or more digits (any script's: NFKC has made full-width ones ASCII already), with separators between them. */
const DIGIT_RUN = new RegExp(`\\p{Nd}(?:${SEPARATOR}{0,3}\\p{Nd}){4,}`, "gu");
/** Anything around an @ up to the next space: an address, whole or cut short. */
const EMAIL = /[^\s@]+@[^\s@]+/gu;

/**
 * `text` with every e-mail address and every run of five or more digits masked, after Unicode
 * compatibility normalization (NFKC: full-width "１２３" and "＠" become "123" and "@").
 */
export function maskTypedText(text: string): string {
  return text.normalize("NFKC").replace(EMAIL, EMAIL_MASK).replace(DIGIT_RUN, DIGIT_MASK);
}
