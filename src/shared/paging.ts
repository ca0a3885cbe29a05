/**
 * Lists at a utility's size (issue 37): a list's total is counted only up to COUNT_BOUND rows.
 * Past it the answer says `totalBounded: true` and the page shows «más de 1.000» instead of making
 * the database read every matching row on every request. Pages still go on while rows come.
 */
export const COUNT_BOUND = 1000;

/** The total of a list as the API gives it. */
export interface ListTotal {
  /** The rows that match, or COUNT_BOUND when there are more. */
  total: number;
  /** True when there are more than `total` rows (the count stopped at COUNT_BOUND). */
  totalBounded?: boolean;
}

/** «128», or «más de 1.000» when the count stopped at its bound (Colombian thousands separator). */
export function totalText(t: ListTotal, locale: "es" | "en" = "es"): string {
  const n = t.total.toLocaleString(locale === "es" ? "es-CO" : "en-US");
  if (!t.totalBounded) return n;
  return locale === "es" ? `más de ${n}` : `more than ${n}`;
}

/** How many pages a list has as far as it is known: past a bounded total, at least one more. */
export function knownPages(t: ListTotal, pageSize: number): number {
  const pages = Math.max(1, Math.ceil(t.total / pageSize));
  return t.totalBounded ? pages + 1 : pages;
}

/**
 * The pages of a list shown at `page` with `shown` rows (issue 37): knownPages, and past a bounded
 * total the page shown counts too, with one more after it while it is full, so «Página siguiente»
 * leads on as long as rows come however far the reader went.
 */
export function listPages(total: ListTotal | null | undefined, pageSize: number, page: number, shown: number): number {
  if (!total) return 1;
  const pages = knownPages(total, pageSize);
  if (!total.totalBounded) return pages;
  return Math.max(pages, shown >= pageSize ? page + 1 : page);
}
