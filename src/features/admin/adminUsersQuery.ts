import { MANAGED_ROLES, USER_LIST_LIMITS, type AdminUserQuery, type UserStatusFilter } from "../../shared/admin";

/** The account states the list can be filtered by. */
export const STATUS_FILTERS: readonly UserStatusFilter[] = ["activos", "inactivos", "sin_verificar"];
/** Accounts a page of the list. */
export const USERS_PAGE_SIZE = USER_LIST_LIMITS.pageSizeDefault;

/** What the filter form holds before "Buscar". */
export type UsersDraft = { q: string; role: string; status: string };

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A real calendar day as YYYY-MM-DD, or nothing. */
export function validDay(raw: string | null): string | undefined {
  if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const d = new Date(`${raw}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === raw ? raw : undefined;
}

/** The query kept in the address (?q=…&role=…&status=…&createdFrom=…&page=…), checked value by value. */
export function readUsersQuery(params: URLSearchParams): AdminUserQuery {
  const page = Number(params.get("page"));
  const q = (params.get("q") ?? "").trim().slice(0, USER_LIST_LIMITS.qMax);
  return {
    q: q === "" ? undefined : q,
    role: oneOf(MANAGED_ROLES, (params.get("role") ?? "").toUpperCase()),
    status: oneOf(STATUS_FILTERS, params.get("status")),
    createdFrom: validDay(params.get("createdFrom")),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: USERS_PAGE_SIZE,
  };
}

/** What the filter form shows for a query. */
export function usersDraftOf(query: AdminUserQuery): UsersDraft {
  return { q: query.q ?? "", role: query.role ?? "", status: query.status ?? "" };
}
