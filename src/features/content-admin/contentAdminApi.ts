import type { ApiClient } from "../../services/apiClient";
import type {
  AdminPageDetail,
  AdminPageList,
  AdminPagesQuery,
  DiscardResponse,
  DraftResponse,
  PageSave,
  PageVersionDetail,
  PageVersionList,
  PublishResponse,
} from "../../shared/content";
import type { AdminDocument, AdminDocumentList } from "../../shared/documents";

/** A document of the library (issue 35 §2) as the documents block's picker offers it. */
export type LibraryDocument = Pick<AdminDocument, "id" | "title" | "url" | "format" | "documentDate">;

/** The content pages' administration (notes/content-api.md): EDITOR, ADMIN or SUPER_ADMIN; the server checks each call. */
export interface ContentAdminApi {
  list(query: AdminPagesQuery): Promise<AdminPageList>;
  get(routeKey: string): Promise<AdminPageDetail>;
  save(routeKey: string, body: PageSave): Promise<DraftResponse>;
  publish(routeKey: string, version: number, publishAt?: string): Promise<PublishResponse>;
  approve(routeKey: string, version: number): Promise<PublishResponse>;
  discard(routeKey: string, version: number): Promise<DiscardResponse>;
  versions(routeKey: string): Promise<PageVersionList>;
  version(routeKey: string, version: number): Promise<PageVersionDetail>;
  restore(routeKey: string, version: number, current: number): Promise<DraftResponse>;
  /** The document library, when it answers (GET /api/admin/documents). */
  documents(q: string): Promise<LibraryDocument[]>;
}

/** Keeps of the library's list what a picker needs. */
function libraryItems(answer: AdminDocumentList): LibraryDocument[] {
  return answer.items.map(({ id, title, url, format, documentDate }) => ({ id, title, url, format, documentDate }));
}

export function createContentAdminApi(api: ApiClient): ContentAdminApi {
  const page = (routeKey: string) => `/admin/content/pages/${encodeURIComponent(routeKey)}`;
  return {
    list: (query) => api.get<AdminPageList>("/admin/content/pages", { params: query }),
    get: (routeKey) => api.get<AdminPageDetail>(page(routeKey)),
    save: async (routeKey, body) => (await api.request<DraftResponse>({ method: "PUT", url: page(routeKey), data: body })).data,
    publish: (routeKey, version, publishAt) => api.post<PublishResponse>(`${page(routeKey)}/publish`, publishAt ? { version, publishAt } : { version }),
    approve: (routeKey, version) => api.post<PublishResponse>(`${page(routeKey)}/approve`, { version }),
    discard: (routeKey, version) => api.post<DiscardResponse>(`${page(routeKey)}/discard`, { version }),
    versions: (routeKey) => api.get<PageVersionList>(`${page(routeKey)}/versions`),
    version: (routeKey, version) => api.get<PageVersionDetail>(`${page(routeKey)}/versions/${version}`),
    restore: (routeKey, version, current) => api.post<DraftResponse>(`${page(routeKey)}/versions/${version}/restore`, { version: current }),
    documents: async (q) =>
      libraryItems(await api.get<AdminDocumentList>("/admin/documents", { params: q ? { status: "published", q } : { status: "published" } })),
  };
}
