import type { Queryable } from "./db/db";

/** Who did something: the signed-in account of an administrative request. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the audit log (who, when, what, before and after). Called inside the
 * transaction of the change it records, so a change is never saved without its line.
 */
export async function recordAudit(tx: Queryable, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      actor.id,
      actor.email,
      record.action,
      record.entityType,
      record.entityId,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
    ],
  );
}

/** Names of the top-level fields whose values differ between two snapshots. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}
