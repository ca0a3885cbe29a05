import type { ApiClient } from "../../services/apiClient";
import type { ImportResult, ImportRunList } from "../../shared/schemas/integration";

/** The billing system's feed (issue 34 §1) as the administrators' screen uses it: ADMIN or SUPER_ADMIN. */
export interface ImportsApi {
  /** Sends the JSON Lines file as the body (the same POST /api/integration/import as the billing system). */
  importFile(file: File, dryRun: boolean, onProgress: (fraction: number) => void): Promise<ImportResult>;
  runs(page: number): Promise<ImportRunList>;
  run(id: string): Promise<ImportResult>;
}

export function createImportsApi(api: ApiClient): ImportsApi {
  return {
    importFile: (file, dryRun, onProgress) =>
      api.post<ImportResult>("/integration/import", file, {
        params: { source: "admin", fileName: file.name.slice(0, 200), ...(dryRun ? { dryRun: "true" } : {}) },
        headers: { "Content-Type": "application/x-ndjson" },
        // A large file takes a while to apply; the server answers once it has.
        timeout: 30 * 60_000,
        onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
      }),
    runs: (page) => api.get<ImportRunList>("/admin/imports", { params: { page } }),
    run: (id) => api.get<ImportResult>(`/admin/imports/${encodeURIComponent(id)}`),
  };
}
