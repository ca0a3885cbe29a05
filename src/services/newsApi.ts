import type { NewsPage, NewsQuery } from "../shared/news";
import type { ApiClient } from "./apiClient";

/** The public news calls (home, search, news pages). */
export interface NewsApi {
  list(query: NewsQuery): Promise<NewsPage>;
}

export function createNewsApi(api: ApiClient): NewsApi {
  return {
    list: (query) => api.get<NewsPage>("/news", { params: query }),
  };
}
