import { useMemo } from "react";
import { useIntl } from "react-intl";
import { formatDateValue, formatDay, formatInstant, formatPeriod, type DayStyle, type InstantStyle } from "./dates";
import { formatCount, formatFileSize, formatMoney, formatPercent } from "./numbers";

export * from "./dates";
export * from "./numbers";

/** The formatters bound to the reader's language, for components: `const f = useFormat(); f.day(d)`. */
export function useFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      day: (day: string, style?: DayStyle) => formatDay(intl, day, style),
      instant: (iso: string, style?: InstantStyle) => formatInstant(intl, iso, style),
      dateValue: (value: string) => formatDateValue(intl, value),
      period: (period: string) => formatPeriod(intl, period),
      money: (amount: number) => formatMoney(intl, amount),
      count: (n: number) => formatCount(intl, n),
      percent: (value: number) => formatPercent(intl, value),
      fileSize: (bytes: number) => formatFileSize(intl, bytes),
    }),
    [intl],
  );
}
