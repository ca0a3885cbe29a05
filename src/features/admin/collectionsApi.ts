import type { ApiClient } from "../../services/apiClient";
import type { CollectionFileDetail, CollectionFilePage, CollectionItem, CollectionOutcome, CollectionSummary } from "../../shared/collections";

/** Which records of a file to list: one outcome, those needing review, or all. */
export type ItemsFilter = CollectionOutcome | "revisar" | "todas";

/** Bank collection files (issue 32 §3): ADMIN or SUPER_ADMIN. */
export interface CollectionsApi {
  /** 201 applied now, 200 the same file again (duplicate); a refusal rejects with the 400 body. */
  importFile(file: File, onProgress: (fraction: number) => void): Promise<CollectionSummary>;
  files(page: number): Promise<CollectionFilePage>;
  file(id: string, outcome: ItemsFilter, page: number): Promise<CollectionFileDetail>;
  original(id: string): Promise<Blob>;
  review(itemId: string, note: string): Promise<CollectionItem>;
}

export function createCollectionsApi(api: ApiClient): CollectionsApi {
  const id = encodeURIComponent;
  return {
    importFile: (file, onProgress) => {
      const form = new FormData();
      form.append("file", file, file.name);
      // A large file takes a while to apply (about 1,000 records a second on the embedded database).
      return api.post<CollectionSummary>("/admin/collections", form, {
        timeout: 10 * 60_000,
        onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
      });
    },
    files: (page) => api.get<CollectionFilePage>("/admin/collections", { params: { page } }),
    file: (fileId, outcome, page) => api.get<CollectionFileDetail>(`/admin/collections/${id(fileId)}`, { params: { outcome, page } }),
    original: async (fileId) => (await api.request<Blob>({ method: "GET", url: `/admin/collections/${id(fileId)}/file`, responseType: "blob" })).data,
    review: (itemId, note) => api.post<CollectionItem>(`/admin/collections/items/${id(itemId)}/review`, { note }),
  };
}
