import type { ListTotal } from "../../../../src/shared/paging";
import { boundedCount } from "../../../db/boundedCount";
import type { Queryable } from "../../../db/db";
import { containsPattern, SqlFilters } from "../../../db/sqlFilters";
import { CASE_COLUMNS, type CaseRow } from "./rows";

/**
 * The agents' inbox and the open-request counters (issue 37: at a utility's size, 200,000 requests
 * with a few thousand open). Every read goes through an index of 033_pqrs_lists.sql and reads what
 * it returns, not every request: the list's total stops at 1,000, a page reads at most offset +
 * limit rows of each part of the order, and the counters read the open requests and those answered
 * within the span asked about.
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

/** The filters of the inbox as SQL conditions (on `cases c`). */
function inboxFilters(query: CaseListQuery): SqlFilters {
  const f = new SqlFilters();
  if (query.status) f.add("c.status = ?", query.status);
  if (query.kind) f.add("c.kind = ?", query.kind);
  if (query.type) f.add("c.pqrs_type = ?", query.type);
  if (query.service) f.add("c.service = ?", query.service);
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
  if (query.assigned === "me" && query.agentId) f.add("c.assignee_id = ?", query.agentId);
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
  const { total, totalBounded } = await boundedCount(q, `FROM cases c ${clause}`, params);
  const order = "part, due_date ASC NULLS LAST, filed_at DESC";
  const { rows } = await q.query<CaseRow>(
    `SELECT ${CASE_COLUMNS}
       FROM (${inboxPage(query, clause)} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}) AS page
       JOIN cases c ON c.id = page.id
      ORDER BY page.${order.replaceAll(", ", ", page.")}`,
    params,
  );
  return { rows, total, totalBounded };
}

/** Open requests, those past their due date and those due by `dueSoonUntil`, on `today` (the open ones only, through cases_inbox_open). */
export async function openCounts(q: Queryable, today: string, dueSoonUntil: string): Promise<{ open: number; overdue: number; due_soon: number }> {
  const { rows } = await q.query<{ open: number; overdue: number; due_soon: number }>(
    `SELECT count(*)::int AS open,
            count(*) FILTER (WHERE c.due_date < $1::date)::int AS overdue,
            count(*) FILTER (WHERE c.due_date >= $1::date AND c.due_date <= $2::date)::int AS due_soon
       FROM cases c WHERE ${OPEN}`,
    [today, dueSoonUntil],
  );
  return rows[0];
}

/**
 * The requests that may have been open at some instant since `since` and filed before `before`: the
 * open ones (cases_inbox_open) and those answered since then (cases_responded), never the others. A
 * request is open until it is answered (006_pqrs.sql: open exactly when responded_at is null), so
 * the two parts never share a row.
 */
function openSince(since: string, before: string): string {
  return `SELECT c.filed_at, c.responded_at, c.due_date FROM cases c WHERE ${OPEN} AND c.filed_at < ${before}
          UNION ALL
          SELECT c.filed_at, c.responded_at, c.due_date FROM cases c WHERE c.responded_at >= ${since} AND c.filed_at < ${before}`;
}

/**
 * Requests open, and open past their due date, at the end of each Bogotá day from `firstDay` to
 * `lastDay` (the last one cut at `now`). Only requests open at some point since `seriesAt` are read.
 */
export async function openCasesByDay(q: Queryable, firstDay: string, lastDay: string, now: string, seriesAt: string) {
  const { rows } = await q.query<{ day: string; open: number; overdue: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(c.filed_at)::int AS open,
            count(c.filed_at) FILTER (WHERE c.due_date < d.day)::int AS overdue
       FROM (SELECT g::date AS day,
                    LEAST(((g::date + 1)::timestamp + interval '5 hours') AT TIME ZONE 'UTC', $3::timestamptz) AS ends
               FROM generate_series($1::date, $2::date, interval '1 day') AS g) d
       LEFT JOIN (${openSince("$4::timestamptz", "$3::timestamptz")}) c
         ON c.filed_at < d.ends AND (c.responded_at IS NULL OR c.responded_at >= d.ends)
      GROUP BY d.day ORDER BY d.day`,
    [firstDay, lastDay, now, seriesAt],
  );
  return rows;
}

/** Requests open, and overdue on `day`, at the instant `cut`. */
export async function openCasesAt(q: Queryable, cut: string, day: string) {
  const { rows } = await q.query<{ open: number; overdue: number }>(
    `SELECT count(*)::int AS open, count(*) FILTER (WHERE c.due_date < $2::date)::int AS overdue
       FROM (${openSince("$1::timestamptz", "$1::timestamptz")}) c`,
    [cut, day],
  );
  return rows[0];
}
