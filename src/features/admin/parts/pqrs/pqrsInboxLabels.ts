import type { IntlShape } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { errorStatus, errorText } from "../../../../services/apiClient";
import { CASE_FORMS, PQRS_TYPE_LABELS, REQUEST_KIND_LABELS, type AgentCaseDetail, type PqrsType, type RequestKind } from "../../../../shared/pqrs";
import { t } from "./pqrsInboxMessages";

/** The class of request, and for a PQRS its type: "PQRS · Reclamo". */
export function typeLabel(item: { kind: RequestKind; type: PqrsType | null }): string {
  if (item.kind === "pqrs") return item.type ? `${REQUEST_KIND_LABELS.pqrs} · ${PQRS_TYPE_LABELS[item.type]}` : REQUEST_KIND_LABELS.pqrs;
  return REQUEST_KIND_LABELS[item.kind];
}

/** The calendar day after a day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The kind's extra fields with the labels of its form (select values as their option text). */
export function detailRows(item: AgentCaseDetail): { key: string; label: string; value: string }[] {
  const defs = item.kind === "pqrs" ? [] : CASE_FORMS[item.kind].fields;
  const rows: { key: string; label: string; value: string }[] = [];
  const seen = new Set<string>();
  for (const def of defs) {
    seen.add(def.name);
    const raw = item.details[def.name];
    if (raw === undefined || raw === "") continue;
    const value = def.options?.find((o) => o.value === raw)?.label ?? raw;
    rows.push({ key: def.name, label: def.label, value });
  }
  for (const [key, value] of Object.entries(item.details)) {
    if (!seen.has(key) && value !== "") rows.push({ key, label: key, value });
  }
  return rows;
}

/** What a failed call tells the agent: the server's message; for 409, why the state refuses it. */
export function failureText(intl: IntlShape, error: unknown): string {
  const reason = errorText(error);
  if (errorStatus(error) === 409 && reason) return fm(intl, t.refused, { reason });
  return reason ?? intl.formatMessage(t.actionFailed);
}
