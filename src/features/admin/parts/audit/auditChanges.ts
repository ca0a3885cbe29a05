import type { IntlShape } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { auditMessages as t } from "./adminAuditMessages";

const VALUE_MAX = 80;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A stored value in one short line: text as is, lists joined, anything else as JSON; ~80 characters. */
function shortValue(intl: IntlShape, v: unknown): string {
  if (v === null || v === undefined || v === "") return intl.formatMessage(t.emptyValue);
  let text: string;
  if (typeof v === "string") text = v;
  else if (Array.isArray(v) && v.every((x) => x === null || typeof x !== "object")) text = v.map(String).join(", ");
  else text = JSON.stringify(v);
  text = text.replace(/\s+/g, " ").trim();
  if (text === "") return intl.formatMessage(t.emptyValue);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1).trimEnd()}…` : text;
}

/**
 * One line per top-level field whose value differs: "key: before → after". A creation (nothing
 * before) lists what was stored; a deletion (nothing after) lists what was removed.
 */
export function summarizeChanges(intl: IntlShape, before: unknown, after: unknown): string[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const only = (snapshot: unknown): string[] =>
    isRecord(snapshot)
      ? Object.keys(snapshot).map((field) => fm(intl, t.fieldValue, { field, value: shortValue(intl, snapshot[field]) }))
      : [shortValue(intl, snapshot)];
  if (!hasBefore && !hasAfter) return [];
  if (!hasBefore) return only(after);
  if (!hasAfter) return only(before);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((k) => !same(before[k], after[k]))
      .map((field) => fm(intl, t.changed, { field, before: shortValue(intl, before[field]), after: shortValue(intl, after[field]) }));
  }
  return same(before, after) ? [] : [fm(intl, t.changedValue, { before: shortValue(intl, before), after: shortValue(intl, after) })];
}
