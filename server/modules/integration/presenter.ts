import type { ImportResult } from "../../../src/shared/schemas/integration";
import type { RunRow } from "./repository";

/** An import as the API and the history show it. */
export function presentRun(row: RunRow): ImportResult {
  return {
    id: row.id,
    source: row.source,
    fileName: row.file_name,
    importedBy: row.user_email,
    dryRun: row.dry_run,
    status: row.status,
    message: row.message,
    lines: row.lines,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    byKind: row.by_kind,
    rejections: row.rejections,
    moreRejections: row.rejections_omitted,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
