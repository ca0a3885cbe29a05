import type { IntlShape } from "react-intl";
import { totalText, type ListTotal } from "../../shared/paging";

/** The language of totalText for the page's locale (every bounded list says «más de 1.000» through it). */
export function totalLanguage(intl: IntlShape): "es" | "en" {
  return intl.locale.toLowerCase().startsWith("en") ? "en" : "es";
}

/**
 * A list's count as its message says it («128 noticias para «agua»»), and when the count stopped at
 * its bound (issue 37) with «más de 1.000» in place of the number: «Más de 1.000 noticias». The
 * message is formatted with the bound, whose number is then replaced, so every list keeps its one
 * message (and its translation) for both cases.
 */
export function countText(intl: IntlShape, total: ListTotal, format: (total: number) => string): string {
  const text = format(total.total);
  if (!total.totalBounded) return text;
  const words = totalText(total, totalLanguage(intl));
  const number = intl.formatNumber(total.total);
  const at = text.indexOf(number);
  const said = at < 0 ? words : `${text.slice(0, at)}${words}${text.slice(at + number.length)}`;
  return at <= 0 ? said.charAt(0).toLocaleUpperCase(intl.locale) + said.slice(1) : said;
}

/** The pages as «Página 2 de {pages}» says them: their number, or «más de 100» when the total was bounded. */
export function pagesText(intl: IntlShape, pages: number, bounded: boolean | undefined): string | number {
  return bounded ? totalText({ total: pages - 1, totalBounded: true }, totalLanguage(intl)) : pages;
}
