import { addCalendarDays, isBusinessDay } from "../../../src/shared/businessDays";
import { REMINDER_BUSINESS_DAYS } from "../../../src/shared/notices";

/**
 * The Colombian day (YYYY-MM-DD) on which the reminder of an invoice due on `dueDate` is sent:
 * three business days before it, weekends and national holidays skipped (so a due date on a
 * Thursday is reminded on the Monday, and on the Friday before when that Tuesday is a holiday).
 */
export function reminderDay(dueDate: string, businessDays = REMINDER_BUSINESS_DAYS): string {
  let day = dueDate;
  let left = businessDays;
  while (left > 0) {
    day = addCalendarDays(day, -1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/**
 * Whether the reminder is due on `today`: from its day on (a server that was down catches up)
 * and only while the due date has not come (a late reminder is worse than none).
 */
export function reminderDueOn(dueDate: string, today: string): boolean {
  return today >= reminderDay(dueDate) && today < dueDate;
}

/** Due dates that may have a reminder due today lie within this many calendar days (3 business days with a long holiday weekend fit in 8). */
export const REMINDER_HORIZON_DAYS = 14;
