import type { AdminNewsItem, AdminNewsPage, AdminNewsQuery, NewsAuditEntry, NewsDetail, NewsInput, NewsPage, NewsQuery, UploadedImage } from "../shared/news";
import type { ApiClient } from "./apiClient";

/** The public news calls (home, search, news pages). */
export interface NewsApi {
  list(query: NewsQuery): Promise<NewsPage>;
  bySlug(slug: string): Promise<NewsDetail>;
}

/** The news administration (role admin; the server checks it on every call). */
export interface AdminNewsApi {
  list(query: AdminNewsQuery): Promise<AdminNewsPage>;
  get(id: string): Promise<AdminNewsItem>;
  create(input: NewsInput): Promise<AdminNewsItem>;
  update(id: string, input: NewsInput, version: number): Promise<AdminNewsItem>;
  publish(id: string): Promise<AdminNewsItem>;
  unpublish(id: string): Promise<AdminNewsItem>;
  schedule(id: string, publishAt: string): Promise<AdminNewsItem>;
  remove(id: string): Promise<void>;
  audit(id: string): Promise<NewsAuditEntry[]>;
  /** Uploads an image, reporting progress from 0 to 1. */
  uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage>;
}

export function createNewsApi(api: ApiClient): NewsApi {
  return {
    list: (query) => api.get<NewsPage>("/news", { params: query }),
    bySlug: (slug) => api.get<NewsDetail>(`/news/${encodeURIComponent(slug)}`),
  };
}

export function createAdminNewsApi(api: ApiClient): AdminNewsApi {
  const base = "/admin/news";
  return {
    list: (query) => api.get<AdminNewsPage>(base, { params: query }),
    get: (id) => api.get<AdminNewsItem>(`${base}/${id}`),
    create: (input) => api.post<AdminNewsItem>(base, input),
    update: async (id, input, version) => (await api.request<AdminNewsItem>({ method: "PUT", url: `${base}/${id}`, data: { ...input, version } })).data,
    publish: (id) => api.post<AdminNewsItem>(`${base}/${id}/publish`),
    unpublish: (id) => api.post<AdminNewsItem>(`${base}/${id}/unpublish`),
    schedule: (id, publishAt) => api.post<AdminNewsItem>(`${base}/${id}/schedule`, { publishAt }),
    remove: async (id) => {
      await api.request({ method: "DELETE", url: `${base}/${id}` });
    },
    audit: async (id) => (await api.get<{ entries: NewsAuditEntry[] }>(`${base}/${id}/audit`)).entries,
    uploadImage: (file, onProgress) => {
      const form = new FormData();
      form.append("file", file);
      return api.post<UploadedImage>(`${base}/images`, form, {
        onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
      });
    },
  };
}
