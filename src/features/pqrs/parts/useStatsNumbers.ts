import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { statsMessages as t } from "./statsMessages";

/**
 * The statistics' rates ("12,5 %", the message's own spacing) and averages of business days (one
 * decimal), or "Sin datos" when there is nothing to compute them from.
 */
export function useStatsNumbers() {
  const intl = useIntl();
  return {
    rate: (v: number | null) =>
      v === null ? intl.formatMessage(t.noData) : fm(intl, t.percent, { value: intl.formatNumber(v, { maximumFractionDigits: 1 }) }),
    avg: (v: number | null) => (v === null ? intl.formatMessage(t.noData) : intl.formatNumber(v, { maximumFractionDigits: 1 })),
  };
}
