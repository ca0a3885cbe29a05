import { AUDIT_ACTION_LABELS, type AuditQuery } from "../../shared/admin";

/** Entries a page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;
/** The longest actor filter kept (an e-mail address's limit). */
export const ACTOR_MAX = 254;
/** The actions the filter offers (every one the log names). */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS);
/** The kinds of object the filter offers. */
export const AUDIT_ENTITY_TYPES = ["user", "settings", "news", "case"] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Filters the form holds; the ids say which field a server message belongs to. */
export const AUDIT_FILTER_FIELDS = ["actor", "action", "entityType", "from", "to"] as const;
/** A filter of the form. */
export type AuditFilterName = (typeof AUDIT_FILTER_FIELDS)[number];
/** What the filter form holds before "Aplicar filtros". */
export type AuditFilterDraft = Record<AuditFilterName, string>;

/** The id of a filter's control. */
export const auditFieldId = (name: AuditFilterName) => `audit-filter-${name}`;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** The query kept in the address (?actor=…&action=…&page=…). Dates go as written: the server checks them. */
export function readAuditQuery(params: URLSearchParams): AuditQuery {
  const text = (name: string) => (params.get(name) ?? "").trim() || undefined;
  const page = Number(params.get("page"));
  return {
    actor: text("actor")?.slice(0, ACTOR_MAX),
    action: oneOf(AUDIT_ACTIONS, params.get("action")),
    entityType: oneOf(AUDIT_ENTITY_TYPES, params.get("entityType")),
    from: text("from"),
    to: text("to"),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** What the filter form shows for a query. */
export function auditDraftOf(q: AuditQuery): AuditFilterDraft {
  return { actor: q.actor ?? "", action: q.action ?? "", entityType: q.entityType ?? "", from: q.from ?? "", to: q.to ?? "" };
}
