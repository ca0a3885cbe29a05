import { addBusinessDays, businessDaysBetween } from "../../../src/shared/businessDays";
import { CASE_LIMITS, type DueState } from "../../../src/shared/pqrs";
import { bogotaDay } from "../../../src/shared/time";
import type { CaseRow } from "./repository";

/** DESIGN §9: the due day of a request filed on `filingDay`, `termDays` business days later (none without a term). */
export function dueDateOf(filingDay: string, termDays: number | null): string | null {
  return termDays === null ? null : addBusinessDays(filingDay, termDays);
}

/** Where a request stands against its term on `today`, and the business days it has left. */
export function dueStateOf(row: CaseRow, today: string): { state: DueState; left: number | null } {
  if (row.status === "respondida" || row.status === "cerrada") return { state: "atendida", left: null };
  if (!row.due_date) return { state: "a_tiempo", left: null };
  const left = businessDaysBetween(today, row.due_date);
  if (today > row.due_date) return { state: "vencida", left };
  return { state: left <= CASE_LIMITS.dueSoonDays ? "por_vencer" : "a_tiempo", left };
}

/** The latest due day an extension may set: twice the initial term from the filing day (Ley 1755 de 2015, art. 14). */
export function extensionCeiling(filedAt: Date | string, termDays: number): string {
  return addBusinessDays(bogotaDay(new Date(filedAt).getTime()), termDays * 2);
}

/** The latest day an extension may set, or null when none is allowed now. */
export function maxExtensionDate(row: CaseRow, today: string): string | null {
  if (row.status === "respondida" || row.status === "cerrada") return null;
  if (!row.term_days || !row.due_date || row.extended_at) return null;
  if (today > row.due_date) return null;
  return extensionCeiling(row.filed_at, row.term_days);
}
