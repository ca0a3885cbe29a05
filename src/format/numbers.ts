import type { IntlShape } from "react-intl";

/** Money, sizes and counts in the reader's language (issue 23: one formatter each). */

/** Colombian pesos without decimals: "$ 123.456". */
export function formatMoney(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, { style: "currency", currency: "COP", maximumFractionDigits: 0, minimumFractionDigits: 0 });
}

/** A whole count: "1.234". */
export function formatCount(intl: IntlShape, n: number): string {
  return intl.formatNumber(n, { maximumFractionDigits: 0 });
}

/** A percentage given as 0–100, with at most one decimal: "12,5%". */
export function formatPercent(intl: IntlShape, value: number): string {
  return intl.formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1 });
}

/** A file's size: "820 KB" under a megabyte (never "0 KB"), else "1,5 MB". */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024 * 1024) return `${intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { maximumFractionDigits: 0 })} KB`;
  return `${intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}
