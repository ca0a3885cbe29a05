import type { IntlShape } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { auditMessages as t } from "./adminAuditMessages";
import { auditFieldLabel, auditValueText } from "./auditLabels";

const VALUE_MAX = 80;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One line of "what changed": the field's key (kept for the tooltip) and the line as read. */
export interface ChangeLine {
  field: string | null;
  text: string;
}

/** Formats an ISO instant for the log; without one, instants show as stored. */
export type InstantFormat = (iso: string) => string;

const asStored: InstantFormat = (iso) => iso;

/** A stored value in one short line: labels for codes, text as is, lists joined, anything else as JSON; ~80 characters. */
function shortValue(intl: IntlShape, v: unknown, field = "", instant: InstantFormat = asStored): string {
  if (v === null || v === undefined || v === "") return intl.formatMessage(t.emptyValue);
  const readable = auditValueText(intl, field, v, instant);
  let text: string;
  if (readable !== undefined) text = readable;
  else if (typeof v === "string") text = v;
  else if (Array.isArray(v) && v.every((x) => x === null || typeof x !== "object")) text = v.map(String).join(", ");
  else text = JSON.stringify(v);
  text = text.replace(/\s+/g, " ").trim();
  if (text === "") return intl.formatMessage(t.emptyValue);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1).trimEnd()}…` : text;
}

/**
 * One line per top-level field whose value differs: "Field: before → after", the field named in
 * Spanish. A creation (nothing before) lists what was stored; a deletion (nothing after) what was removed.
 */
export function summarizeChanges(intl: IntlShape, before: unknown, after: unknown, instant: InstantFormat = asStored): ChangeLine[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const value = (field: string, v: unknown) => shortValue(intl, v, field, instant);
  const only = (snapshot: unknown): ChangeLine[] =>
    isRecord(snapshot)
      ? Object.keys(snapshot).map((field) => ({
          field,
          text: fm(intl, t.fieldValue, { field: auditFieldLabel(intl, field), value: value(field, snapshot[field]) }),
        }))
      : [{ field: null, text: value("", snapshot) }];
  if (!hasBefore && !hasAfter) return [];
  if (!hasBefore) return only(after);
  if (!hasAfter) return only(before);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((k) => !same(before[k], after[k]))
      .map((field) => ({
        field,
        text: fm(intl, t.changed, { field: auditFieldLabel(intl, field), before: value(field, before[field]), after: value(field, after[field]) }),
      }));
  }
  return same(before, after) ? [] : [{ field: null, text: fm(intl, t.changedValue, { before: value("", before), after: value("", after) }) }];
}
