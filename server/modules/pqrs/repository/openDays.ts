import type { Queryable } from "../../../db/db";

/**
 * The dashboard's PQRS history (issue 37): requests open, and open past their due date, at the end
 * of each day and at an instant, read from pqrs_open_days (035_pqrs_open_days.sql: what each day
 * added, kept by triggers as requests change) instead of from every request open at some point of
 * the span. A request is open from its filing until its answer, overdue once the day is after its
 * due date, as in the agents' inbox; days are Bogotá days (UTC−5).
 */

/** The Bogotá day (UTC−5, no daylight saving) of a timestamptz expression. */
const bogotaDayOf = (ts: string) => `((${ts} AT TIME ZONE 'UTC') - interval '5 hours')::date`;

/**
 * What the day table's sum up to the end of `at`'s Bogotá day misses to give the state at the
 * instant `at` itself (`day` is that day): the requests filed or answered between `at` and the end
 * of the day, counted there by the table, are counted as they stand at `at` instead (filed before
 * it, not answered before it, overdue when their due date is before the day). Those few rows are
 * read through cases_filed_at and cases_responded (013); the other requests stand at `at` as at the
 * end of its day. One row (open, overdue).
 */
function instantCorrection(at: string, day: string): string {
  const dayEnd = `(((${day}) + 1)::timestamp + interval '5 hours') AT TIME ZONE 'UTC'`;
  const open = `c.filed_at < ${at} AND NOT coalesce(c.responded_at < ${at}, false)`;
  return `WITH late AS (
            SELECT c.filed_at, c.responded_at, c.due_date FROM cases c WHERE c.filed_at >= ${at} AND c.filed_at < ${dayEnd}
            UNION ALL
            SELECT c.filed_at, c.responded_at, c.due_date FROM cases c
             WHERE c.responded_at >= ${at} AND c.responded_at < ${dayEnd} AND NOT (c.filed_at >= ${at} AND c.filed_at < ${dayEnd}))
          SELECT coalesce(sum(x.open), 0) AS open, coalesce(sum(x.overdue), 0) AS overdue
            FROM (SELECT CASE WHEN ${open} THEN 1 ELSE 0 END AS open,
                         CASE WHEN ${open} AND c.due_date < ${day} THEN 1 ELSE 0 END AS overdue
                    FROM late c
                  UNION ALL
                  SELECT -m.open, -m.overdue FROM late c, pqrs_open_moves(c.filed_at, c.responded_at, c.due_date) m
                   WHERE m.day <= ${day}) x`;
}

/**
 * Requests open, and open past their due date, at the end of each Bogotá day from `firstDay` to the
 * day of `now`, that one cut at `now`: the day table summed up to each day, and the correction of
 * the last one to the instant.
 */
export async function openCasesByDay(q: Queryable, firstDay: string, now: string) {
  const today = bogotaDayOf("$2::timestamptz");
  const { rows } = await q.query<{ day: string; open: number; overdue: number }>(
    `WITH before AS (SELECT coalesce(sum(open), 0) AS open, coalesce(sum(overdue), 0) AS overdue FROM pqrs_open_days WHERE day < $1::date),
          cut AS (${instantCorrection("$2::timestamptz", today)})
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            (b.open + sum(coalesce(m.open, 0)) OVER span + CASE WHEN d.day = ${today} THEN k.open ELSE 0 END)::int AS open,
            (b.overdue + sum(coalesce(m.overdue, 0)) OVER span + CASE WHEN d.day = ${today} THEN k.overdue ELSE 0 END)::int AS overdue
       FROM (SELECT g::date AS day FROM generate_series($1::date, ${today}, interval '1 day') AS g) d
       LEFT JOIN pqrs_open_days m ON m.day = d.day
       CROSS JOIN before b CROSS JOIN cut k
     WINDOW span AS (ORDER BY d.day)
      ORDER BY d.day`,
    [firstDay, now],
  );
  return rows;
}

/** Requests open at the instant `cut`, and of them those overdue on its Bogotá day. */
export async function openCasesAt(q: Queryable, cut: string) {
  const day = bogotaDayOf("$1::timestamptz");
  const { rows } = await q.query<{ open: number; overdue: number }>(
    `WITH cut AS (${instantCorrection("$1::timestamptz", day)})
     SELECT (d.open + k.open)::int AS open, (d.overdue + k.overdue)::int AS overdue
       FROM (SELECT coalesce(sum(open), 0) AS open, coalesce(sum(overdue), 0) AS overdue FROM pqrs_open_days WHERE day <= ${day}) d
      CROSS JOIN cut k`,
    [cut],
  );
  return rows[0];
}
