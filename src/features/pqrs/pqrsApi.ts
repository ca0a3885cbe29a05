import type { Agent, AgentCaseDetail, AgentCaseFilter, AgentCaseList, CaseInput, FiledCase, PqrsInput, PqrsStats, TrackedCase } from "../../shared/pqrs";
import type { ApiClient } from "../../services/apiClient";

/** Upload progress, 0–100, while the request body is being sent. */
export type ProgressListener = (percent: number) => void;

/** A large upload on a slow mobile connection takes minutes: this call gets its own time limit. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Customer service calls (DESIGN §5 "pqrs" and "forms"). Filing sends multipart/form-data: the
 * request as JSON in the `data` part and each attachment as a `files` part; the `Idempotency-Key`
 * makes a retried submission return the same radicado.
 */
export interface PqrsApi {
  /** Without a session, `captcha` is the solved "No soy un robot" check (issue 20 §4), sent as `X-Altcha`. */
  filePqrs(input: PqrsInput, files: readonly File[], idempotencyKey: string, onProgress?: ProgressListener, captcha?: string): Promise<FiledCase>;
  fileCase(input: CaseInput, files: readonly File[], idempotencyKey: string, onProgress?: ProgressListener, captcha?: string): Promise<FiledCase>;
  /** Public tracking: radicado and the applicant's document number (or the anonymous tracking code). */
  track(radicado: string, document: string): Promise<TrackedCase>;
  /** The signed-in person's own requests, newest first. */
  mine(): Promise<TrackedCase[]>;
  stats(range?: { from?: string; to?: string }): Promise<PqrsStats>;
  statsCsv(range?: { from?: string; to?: string }): Promise<Blob>;
  /** Agents (ADMIN). */
  adminList(filter: AgentCaseFilter): Promise<AgentCaseList>;
  adminGet(id: string): Promise<AgentCaseDetail>;
  agents(): Promise<Agent[]>;
  assign(id: string, assigneeId: string): Promise<AgentCaseDetail>;
  respond(id: string, message: string): Promise<AgentCaseDetail>;
  extend(id: string, newDueDate: string, reason: string): Promise<AgentCaseDetail>;
  close(id: string, note: string): Promise<AgentCaseDetail>;
  attachment(id: string, attachmentId: string): Promise<Blob>;
}

function formData(input: unknown, files: readonly File[]): FormData {
  const form = new FormData();
  form.append("data", JSON.stringify(input));
  for (const file of files) form.append("files", file, file.name);
  return form;
}

export function createPqrsApi(api: ApiClient): PqrsApi {
  const file = async (url: string, input: unknown, files: readonly File[], key: string, onProgress?: ProgressListener, captcha?: string) =>
    (
      await api.request<FiledCase>({
        method: "POST",
        url,
        data: formData(input, files),
        headers: { "Idempotency-Key": key, ...(captcha ? { "X-Altcha": captcha } : {}) },
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: onProgress
          ? (e) => {
              if (e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
            }
          : undefined,
      })
    ).data;
  const blob = async (url: string, params?: Record<string, string | undefined>) =>
    (await api.request<Blob>({ method: "GET", url, params, responseType: "blob" })).data;
  const id = encodeURIComponent;
  return {
    filePqrs: (input, files, key, onProgress, captcha) => file("/pqrs", input, files, key, onProgress, captcha),
    fileCase: (input, files, key, onProgress, captcha) => file("/cases", input, files, key, onProgress, captcha),
    track: (radicado, document) => api.get<TrackedCase>("/pqrs/track", { params: { radicado, document } }),
    mine: async () => (await api.get<{ items: TrackedCase[] }>("/pqrs/mine")).items,
    stats: (range) => api.get<PqrsStats>("/pqrs/stats", { params: range }),
    statsCsv: (range) => blob("/pqrs/stats", { ...range, format: "csv" }),
    adminList: (filter) => api.get<AgentCaseList>("/admin/pqrs", { params: filter }),
    adminGet: (caseId) => api.get<AgentCaseDetail>(`/admin/pqrs/${id(caseId)}`),
    agents: async () => (await api.get<{ agents: Agent[] }>("/admin/pqrs/agents")).agents,
    assign: (caseId, assigneeId) => api.post<AgentCaseDetail>(`/admin/pqrs/${id(caseId)}/assign`, { assigneeId }),
    respond: (caseId, message) => api.post<AgentCaseDetail>(`/admin/pqrs/${id(caseId)}/response`, { message }),
    extend: (caseId, newDueDate, reason) => api.post<AgentCaseDetail>(`/admin/pqrs/${id(caseId)}/extension`, { newDueDate, reason }),
    close: (caseId, note) => api.post<AgentCaseDetail>(`/admin/pqrs/${id(caseId)}/close`, { note }),
    attachment: (caseId, attachmentId) => blob(`/admin/pqrs/${id(caseId)}/attachments/${id(attachmentId)}`),
  };
}
