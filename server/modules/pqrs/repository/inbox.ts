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
  const { total, totalBounded } = await boundedCount(q, `FROM cases c ${clause}`, params);
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
 * the two parts never share a row. The answered ones are asked for as a closed range (up to
 * 'infinity'): without statistics (PGlite) the planner takes a half-open one for a third of the
 * table and reads it all, a closed one for a narrow slice, which it reads through cases_responded.
 */
function openSince(since: string, before: string): string {
  return `SELECT c.filed_at, c.responded_at, c.due_date FROM cases c WHERE ${OPEN} AND c.filed_at < ${before}
          UNION ALL
          SELECT c.filed_at, c.responded_at, c.due_date FROM cases c
           WHERE c.responded_at >= ${since} AND c.responded_at < 'infinity'::timestamptz AND c.filed_at < ${before}`;
}

/** The Bogotá day (UTC−5, as the day ends below) of a timestamptz expression. */
const bogotaDayOf = (ts: string) => `((${ts} AT TIME ZONE 'UTC') - interval '5 hours')::date`;

/**
 * Requests open, and open past their due date, at the end of each Bogotá day from `firstDay` to
 * `lastDay` (the last one cut at `now`). Only requests open at some point since `seriesAt` are read
 * (openSince), and each once: a request is open from the day it was filed (or the first day) until
 * the day it was answered, overdue from the day after its due date; those days are summed per day
 * and added up along the span, instead of comparing every request with every day.
 */
export async function openCasesByDay(q: Queryable, firstDay: string, lastDay: string, now: string, seriesAt: string) {
  const { rows } = await q.query<{ day: string; open: number; overdue: number }>(
    `WITH c AS (
       SELECT GREATEST(${bogotaDayOf("c.filed_at")}, $1::date) AS opens,
              CASE WHEN c.responded_at < $3::timestamptz THEN ${bogotaDayOf("c.responded_at")} END AS closes,
              c.due_date + 1 AS late
         FROM (${openSince("$4::timestamptz", "$3::timestamptz")}) c),
     moves AS (
       SELECT opens AS day, 1 AS open, 0 AS overdue FROM c
       UNION ALL SELECT closes, -1, 0 FROM c WHERE closes IS NOT NULL
       UNION ALL SELECT GREATEST(opens, late), 0, 1 FROM c WHERE late IS NOT NULL AND (closes IS NULL OR GREATEST(opens, late) < closes)
       UNION ALL SELECT closes, 0, -1 FROM c WHERE late IS NOT NULL AND GREATEST(opens, late) < closes),
     daily AS (SELECT day, sum(open) AS open, sum(overdue) AS overdue FROM moves GROUP BY day)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            (sum(coalesce(m.open, 0)) OVER span)::int AS open,
            (sum(coalesce(m.overdue, 0)) OVER span)::int AS overdue
       FROM (SELECT g::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS g) d
       LEFT JOIN daily m ON m.day = d.day
     WINDOW span AS (ORDER BY d.day)
      ORDER BY d.day`,
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
