import { CASE_KINDS, CASE_STATUSES, PQRS_SERVICES, PQRS_TYPES, type AgentCaseFilter, type RequestKind } from "../../../../shared/pqrs";

/** Cases per page of the inbox. */
export const PAGE_SIZE = 20;

/** The classes of request the inbox filters by: PQRS first, then the other forms. */
export const REQUEST_KINDS: readonly RequestKind[] = ["pqrs", ...CASE_KINDS];

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** The filter kept in the address (?status=…&kind=…&page=…), checked value by value. */
export function readFilter(params: URLSearchParams): AgentCaseFilter {
  const page = Number(params.get("page"));
  const q = (params.get("q") ?? "").trim();
  return {
    status: oneOf(CASE_STATUSES, params.get("status")),
    kind: oneOf(REQUEST_KINDS, params.get("kind")),
    type: oneOf(PQRS_TYPES, params.get("type")),
    service: oneOf(PQRS_SERVICES, params.get("service")),
    due: oneOf(["vencida", "por_vencer"] as const, params.get("due")),
    assigned: oneOf(["me", "none"] as const, params.get("assigned")),
    q: q === "" ? undefined : q.slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

/** What the filter form holds before "Aplicar filtros": one text per field ("" for any). */
export type FilterDraft = { status: string; kind: string; type: string; service: string; due: string; assigned: string; q: string };

/** The form of no filter ("Quitar filtros"). */
export const EMPTY_DRAFT: FilterDraft = { status: "", kind: "", type: "", service: "", due: "", assigned: "", q: "" };

/** The filter of the address as the form's fields. */
export function draftOf(f: AgentCaseFilter): FilterDraft {
  return {
    status: f.status ?? "",
    kind: f.kind ?? "",
    type: f.type ?? "",
    service: f.service ?? "",
    due: f.due ?? "",
    assigned: f.assigned ?? "",
    q: f.q ?? "",
  };
}
