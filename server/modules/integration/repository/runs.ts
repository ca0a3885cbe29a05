import type { Queryable } from "../../../db/db";

/** SQL of the import (issue 34 §1): the history of imports (`import_runs`). */

export interface RunRow {
  id: string;
  source: string;
  file_name: string | null;
  user_email: string | null;
  dry_run: boolean;
  status: string;
  message: string | null;
  lines: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  by_kind: Record<string, { created: number; updated: number; unchanged: number; rejected: number }>;
  rejections: { line: number; field: string; message: string }[];
  rejections_omitted: number;
  started_at: Date;
  finished_at: Date | null;
}

export async function insertRun(
  q: Queryable,
  r: { source: string; fileName: string | null; userId: string | null; userEmail: string | null; dryRun: boolean },
): Promise<RunRow> {
  const { rows } = await q.query<RunRow>(
    `INSERT INTO import_runs (source, file_name, user_id, user_email, dry_run) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::text AS id, source, file_name, user_email, dry_run, status, message, lines, created, updated, unchanged, rejected,
       by_kind, rejections, rejections_omitted, started_at, finished_at`,
    [r.source, r.fileName, r.userId, r.userEmail, r.dryRun],
  );
  return rows[0];
}

/** Progress or the end of a run (what the screen polls and the history shows). */
export async function saveRun(
  q: Queryable,
  id: string,
  r: Pick<RunRow, "status" | "message" | "lines" | "created" | "updated" | "unchanged" | "rejected" | "by_kind" | "rejections" | "rejections_omitted">,
  finished: boolean,
): Promise<RunRow> {
  const { rows } = await q.query<RunRow>(
    `UPDATE import_runs SET status = $2, message = $3, lines = $4, created = $5, updated = $6, unchanged = $7, rejected = $8,
       by_kind = $9::jsonb, rejections = $10::jsonb, rejections_omitted = $11, finished_at = CASE WHEN $12::boolean THEN now() END
     WHERE id = $1
     RETURNING id::text AS id, source, file_name, user_email, dry_run, status, message, lines, created, updated, unchanged, rejected,
       by_kind, rejections, rejections_omitted, started_at, finished_at`,
    [
      id,
      r.status,
      r.message,
      r.lines,
      r.created,
      r.updated,
      r.unchanged,
      r.rejected,
      JSON.stringify(r.by_kind),
      JSON.stringify(r.rejections),
      r.rejections_omitted,
      finished,
    ],
  );
  return rows[0];
}

const RUN_COLUMNS = `id::text AS id, source, file_name, user_email, dry_run, status, message, lines, created, updated, unchanged, rejected,
  by_kind, rejections, rejections_omitted, started_at, finished_at`;

export async function listRuns(q: Queryable, limit: number, offset: number): Promise<{ rows: RunRow[]; total: number }> {
  // The list leaves the rejections out (up to 1,000 a run): GET /admin/imports/:id has them.
  const columns = RUN_COLUMNS.replace("rejections,", "'[]'::jsonb AS rejections,");
  const { rows } = await q.query<RunRow>(`SELECT ${columns} FROM import_runs ORDER BY started_at DESC, id LIMIT $1 OFFSET $2`, [limit, offset]);
  const count = await q.query<{ n: string }>("SELECT count(*)::text AS n FROM import_runs");
  return { rows, total: Number(count.rows[0].n) };
}

export async function findRun(q: Queryable, id: string): Promise<RunRow | null> {
  const { rows } = await q.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM import_runs WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
