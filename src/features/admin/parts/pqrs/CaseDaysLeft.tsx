import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import type { DueState } from "../../../../shared/pqrs";
import { t } from "./pqrsInboxMessages";

/** The business days a case has left: a number, "Vence hoy", how long overdue, or why there is none. */
export function CaseDaysLeft({ item }: { item: { businessDaysLeft: number | null; dueDate: string | null; dueState: DueState } }) {
  const intl = useIntl();
  if (item.businessDaysLeft === null) {
    return <>{item.dueDate === null ? intl.formatMessage(t.noTerm) : intl.formatMessage(t.notApplicable)}</>;
  }
  if (item.businessDaysLeft < 0) return <strong>{fm(intl, t.overdueBy, { days: -item.businessDaysLeft })}</strong>;
  if (item.businessDaysLeft === 0) return <strong>{intl.formatMessage(t.dueToday)}</strong>;
  return <>{intl.formatNumber(item.businessDaysLeft)}</>;
}
