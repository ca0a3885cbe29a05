import type { IntlShape } from "react-intl";
import type { AdminSession, AdminUser } from "../../../../shared/admin";
import { usersMessages as t } from "./adminUsersMessages";

/** An account's name, else its e-mail, else "Sin nombre". */
export function displayName(intl: IntlShape, u: AdminUser): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.email || intl.formatMessage(t.noName);
}

/** "CC 71555444", or "No registrado". */
export function documentText(intl: IntlShape, u: AdminUser): string {
  return u.documentNumber ? `${u.documentType} ${u.documentNumber}`.trim() : intl.formatMessage(t.none);
}

/** A person, a company or a member of staff, in Spanish; an unknown type shows as it is. */
export function userTypeLabel(intl: IntlShape, type: string): string {
  if (type === "PERSONA_NATURAL") return intl.formatMessage(t.typeNatural);
  if (type === "PERSONA_JURIDICA") return intl.formatMessage(t.typeLegal);
  if (type === "FUNCIONARIO") return intl.formatMessage(t.typeStaff);
  return type || intl.formatMessage(t.none);
}

/** A session as open, closed (signed out or ended by an administrator) or expired. */
export function sessionState(intl: IntlShape, s: AdminSession): string {
  if (s.revokedAt) return intl.formatMessage(t.sessionClosed);
  return intl.formatMessage(s.active ? t.sessionActive : t.sessionExpired);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The text cut to `max` characters, with "…" when it was longer. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function valueText(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (Array.isArray(v)) return v.length === 0 ? "—" : clip(v.map((x) => (typeof x === "string" ? x : JSON.stringify(x))).join(", "), 80);
  if (typeof v === "object") return clip(JSON.stringify(v), 80);
  if (typeof v === "string") return clip(v, 80);
  // What is left of a JSON value: a number or a boolean.
  return clip(typeof v === "number" || typeof v === "boolean" ? String(v) : `${JSON.stringify(v)}`, 80);
}

/** "roles: USER → USER, ADMIN" for each top-level field that differs between before and after. */
export function changeLines(before: unknown, after: unknown): string[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((k) => `${k}: ${valueText(b[k])} → ${valueText(a[k])}`);
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [`${valueText(before)} → ${valueText(after)}`];
}
