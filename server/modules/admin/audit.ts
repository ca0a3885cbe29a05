import type { AuditPage, AuditQuery } from "../../../src/shared/admin";
import type { Db } from "../../db/db";
import { HttpError } from "../../http/errors";
import { dayFilter } from "./days";
import { presentAuditEntry } from "./presenter";
import { findAudit } from "./repository";

/**
 * The audit log of every administrative action (news, PQRS, users, settings): who, what, when,
 * before and after; newest first, filtered by actor, action, object and Bogotá days.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  dayFilter(query.from, "from");
  dayFilter(query.to, "to");
  if (query.from && query.to && query.from > query.to) {
    const message = "La fecha final debe ser igual o posterior a la inicial.";
    throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «hasta»: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, { to: message });
  }
  const page = Math.max(1, query.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, query.pageSize ?? 25));
  const { rows, total } = await findAudit(db, query, page, pageSize);
  return { items: rows.map(presentAuditEntry), total, page, pageSize };
}

/** Names of the top-level fields whose values differ between two snapshots (an audit line's "what changed"). */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}
