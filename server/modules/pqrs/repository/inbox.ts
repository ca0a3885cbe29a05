import { COUNT_BOUND, type ListTotal } from "../../../../src/shared/paging";
import { boundedCount } from "../../../db/boundedCount";
import type { Queryable } from "../../../db/db";
import { containsPattern, SqlFilters } from "../../../db/sqlFilters";
import { CASE_COLUMNS, type CaseRow } from "./rows";

export { openCasesAt, openCasesByDay } from "./openDays";

/**
 * The agents' inbox and the open-request counters (issue 37: at a utility's size, 200,000 requests
 * with a few thousand open). Every read goes through an index of 033_pqrs_lists.sql and reads what
 * it returns, not every request: the list's total stops at 1,000, a page reads at most offset +
 * limit rows of each part of the order, and the counters read the open requests (the dashboard's
 * history reads what each day added: openDays.ts).
 */

/** A whole radicado as stored (006_pqrs.sql's check), typed in any case. */
const WHOLE_RADICADO = /^[A-Z]{2,4}-[0-9]{4}-[0-9]{6}$/i;

/** Open requests, as the partial index cases_inbox_open (033_pqrs_lists.sql) states it. */
const OPEN = "c.status IN ('radicada', 'en_tramite')";
/** Answered and closed requests, as the partial index cases_inbox_done states it. */
const DONE = "c.status IN ('respondida', 'cerrada')";
const OPEN_STATUSES = ["radicada", "en_tramite"];

/** The agents' filters, the Bogotá day they are read on and the page asked for. */
export interface CaseListQuery {
  status?: string;
  kind?: string;
  type?: string;
  service?: string;
  /** A whole radicado, or text searched in the radicado, subject, applicant and document. */
  q?: string;
  due?: "vencida" | "por_vencer";
  assigned?: "me" | "none";
  /** Who asks, for "assigned to me". */
  agentId?: string;
  today: string;
  /** The last day of "por vencer" (`dueSoonDays` business days after today). */
  dueSoonUntil: string;
  limit: number;
  offset: number;
}

/**
 * The filters of the inbox as SQL conditions (on `cases c`). `ordered`: for the parts read in index
 * order (inboxPage), the plain equalities go inside COALESCE, which the planner weighs as matching
 * half the rows. PGlite never gathers statistics, so it takes `pqrs_type = 'reclamo'` for one row
 * in 200 and would rather read a whole part through a bitmap and sort it (200,000 requests: 0.4 s)
 * than walk the part's index until the page is full (a few ms); PostgreSQL makes the same choice
 * with stale statistics. The count keeps the plain conditions, which its LIMIT serves either way.
 */
function inboxFilters(query: CaseListQuery, ordered = false): SqlFilters {
  const f = new SqlFilters();
  const equal = (column: string, value: unknown) => f.add(ordered ? `COALESCE(${column} = ?, false)` : `${column} = ?`, value);
  if (query.status) equal("c.status", query.status);
  if (query.kind) equal("c.kind", query.kind);
  if (query.type) equal("c.pqrs_type", query.type);
  if (query.service) equal("c.service", query.service);
  const text = query.q?.trim() ?? "";
  if (WHOLE_RADICADO.test(text)) {
    // A whole radicado names one request: its unique index answers at once, where its trigrams
    // ("pqr", "202…") are shared by every request of the year.
    f.add("c.radicado = ?", text.toUpperCase());
  } else if (text !== "") {
    // Radicado, subject, applicant and document in one folded column of cases_search_trgm
    // (015_search_indexes.sql), so a search reads that index and ignores case and accents.
    f.add("c.search_text LIKE search_fold(?)", containsPattern(text));
  }
  if (query.due === "vencida") f.add(`${OPEN} AND c.due_date < ?::date`, query.today);
  if (query.due === "por_vencer") {
    const from = f.param(query.today);
    const to = f.param(query.dueSoonUntil);
    f.add(`${OPEN} AND c.due_date >= ${from}::date AND c.due_date <= ${to}::date`);
  }
  if (query.assigned === "none") f.add("c.assignee_id IS NULL");
  if (query.assigned === "me" && query.agentId) equal("c.assignee_id", query.agentId);
  return f;
}

/**
 * The ids (with their part and order) of the requests the inbox's order puts up to offset + limit:
 * each part (the open requests, then the answered and closed ones) read in the order of its partial
 * index of 033_pqrs_lists.sql, at most offset + limit rows of it. A status or deadline filter leaves
 * one part (the other could only be read to find nothing). A search is read as one: its matches
 * come from its own index (cases_search_trgm, or the radicado's), sorted; split, PGlite's planner
 * (no statistics) would rather read a whole part's index and filter it.
 */
function inboxPage(query: CaseListQuery, clause: string): string {
  if (query.q?.trim()) {
    return `SELECT c.id, CASE WHEN ${OPEN} THEN 0 ELSE 1 END AS part, c.due_date, c.filed_at FROM cases c ${clause}`;
  }
  const parts = query.due ? [OPEN] : query.status ? [OPEN_STATUSES.includes(query.status) ? OPEN : DONE] : [OPEN, DONE];
  const upTo = query.offset + query.limit;
  const read = parts.map(
    (part, i) => `(SELECT c.id, ${i} AS part, c.due_date, c.filed_at FROM cases c ${clause ? `${clause} AND ${part}` : `WHERE ${part}`}
                     ORDER BY c.due_date ASC NULLS LAST, c.filed_at DESC LIMIT ${upTo})`,
  );
  return `SELECT * FROM (${read.join(" UNION ALL ")}) AS parts`;
}

/**
 * One page of the agents' list and how many requests match (counted up to 1,000: `totalBounded`
 * past it): open first, the nearest deadline first; then answered and closed ones, in the same
 * order (due date, then newest first). The page is cut from inboxPage's rows and the columns are
 * read for its rows only.
 */
export async function listCases(q: Queryable, query: CaseListQuery): Promise<{ rows: CaseRow[] } & Required<ListTotal>> {
  const { clause, params } = inboxFilters(query);
  const { total, totalBounded } = (await stateTotal(q, query)) ?? (await boundedCount(q, `FROM cases c ${clause}`, params));
  // The same parameters in the same order: only the conditions' form differs (inboxFilters).
  const ordered = query.q?.trim() ? clause : inboxFilters(query, true).clause;
  const order = "part, due_date ASC NULLS LAST, filed_at DESC";
  const { rows } = await q.query<CaseRow>(
    `SELECT ${CASE_COLUMNS}
       FROM (${inboxPage(query, ordered)} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}) AS page
       JOIN cases c ON c.id = page.id
      ORDER BY page.${order.replaceAll(", ", ", page.")}`,
    params,
  );
  return { rows, total, totalBounded };
}

/**
 * The list's total when it is filtered by state alone, or not at all (issue 37): the requests in
 * those states, from pqrs_status_counts (035_pqrs_open_days.sql, kept by triggers as requests
 * change), cut at COUNT_BOUND as boundedCount would. Null for any other filter.
 */
async function stateTotal(q: Queryable, query: CaseListQuery): Promise<Required<ListTotal> | null> {
  if (query.kind || query.type || query.service || query.q?.trim() || query.due || query.assigned) return null;
  const { rows } = await q.query<{ n: number }>("SELECT coalesce(sum(n), 0)::int AS n FROM pqrs_status_counts WHERE $1::text IS NULL OR status = $1::text", [
    query.status ?? null,
  ]);
  const n = Number(rows[0].n);
  return n > COUNT_BOUND ? { total: COUNT_BOUND, totalBounded: true } : { total: n, totalBounded: false };
}

/**
 * Open requests (pqrs_status_counts), and of them those past their due date and those due by
 * `dueSoonUntil`, on `today`: only the open requests due by then are read, through cases_inbox_open.
 */
export async function openCounts(q: Queryable, today: string, dueSoonUntil: string): Promise<{ open: number; overdue: number; due_soon: number }> {
  const { rows } = await q.query<{ open: number; overdue: number; due_soon: number }>(
    `SELECT (SELECT coalesce(sum(n), 0) FROM pqrs_status_counts WHERE status IN ('radicada', 'en_tramite'))::int AS open,
            count(*) FILTER (WHERE c.due_date < $1::date)::int AS overdue,
            count(*) FILTER (WHERE c.due_date >= $1::date AND c.due_date <= $2::date)::int AS due_soon
       FROM cases c WHERE ${OPEN} AND c.due_date <= GREATEST($1::date, $2::date)`,
    [today, dueSoonUntil],
  );
  return rows[0];
}
