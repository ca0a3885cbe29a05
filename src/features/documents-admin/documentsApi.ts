import type { ApiClient } from "../../services/apiClient";
import type { AdminDocument, AdminDocumentList, DocumentUpdate } from "../../shared/documents";

export interface DocumentsQuery {
  q?: string;
  section?: string;
}

/** The document library's administration (issue 35 §2): EDITOR, ADMIN or SUPER_ADMIN; the server checks each call. */
export interface DocumentsAdminApi {
  list(query: DocumentsQuery): Promise<AdminDocumentList>;
  /** Multipart: the metadata fields and the file. */
  upload(form: FormData): Promise<AdminDocument>;
  replace(id: string, form: FormData): Promise<AdminDocument>;
  withdraw(id: string, reason: string): Promise<AdminDocument>;
  /** Metadata with the version read (409 when someone saved in between). */
  update(id: string, body: DocumentUpdate): Promise<AdminDocument>;
}

export function createDocumentsAdminApi(api: ApiClient): DocumentsAdminApi {
  return {
    list: (query) => api.get<AdminDocumentList>("/admin/documents", { params: query }),
    upload: (form) => api.post<AdminDocument>("/admin/documents", form),
    replace: (id, form) => api.post<AdminDocument>(`/admin/documents/${encodeURIComponent(id)}/replace`, form),
    withdraw: (id, reason) => api.post<AdminDocument>(`/admin/documents/${encodeURIComponent(id)}/withdraw`, { reason }),
    update: async (id, body) => (await api.request<AdminDocument>({ method: "PUT", url: `/admin/documents/${encodeURIComponent(id)}`, data: body })).data,
  };
}
