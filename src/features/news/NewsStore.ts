import type { NewsApi } from "../../services/newsApi";
import type { CutService, NewsCategory } from "../../shared/news";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { NewsItemStore } from "./NewsItemStore";
import { LIST_PAGE_SIZE, NewsListStore, type SearchTracker } from "./NewsListStore";

/** The filters of /noticias (and of its water and sewer variant, whose category is fixed). */
export interface NewsFilter {
  category?: NewsCategory;
  /** The search text, trimmed ("" for none). */
  q: string;
  page: number;
}

/** The filters of /noticias-cortes. */
export interface CutsFilter {
  /** The barrio or vereda searched, trimmed ("" for none). */
  zone: string;
  service?: CutService;
  /** Finished cuts too (`?ver=todos`); else those in progress and upcoming. */
  all: boolean;
  page: number;
}

/**
 * The public news pages (issue 6): the news list with its search and category, the service cuts
 * with theirs, and the item a detail page shows. The filters live in the address (the views read
 * them and call showNews / showCuts / item.show); this store turns them into the API's query.
 */
export class NewsStore {
  /** /noticias and /noticias-acueducto-alcantarillado. */
  readonly news: NewsListStore;
  /** /noticias-cortes. */
  readonly cuts: NewsListStore;
  /** /noticias-detalles and /noticias-cortes-detalle. */
  readonly item: NewsItemStore;

  constructor(api: NewsApi, tracker: SearchTracker) {
    this.news = new NewsListStore(api, tracker);
    this.cuts = new NewsListStore(api, tracker);
    this.item = new NewsItemStore(api);
  }

  /** Loads the news of `filter`; a search is counted with its results on `path` (spec §7). */
  showNews({ category, q, page }: NewsFilter, path: string): Promise<void> {
    return this.news.show({ category, q: q || undefined, page, pageSize: LIST_PAGE_SIZE }, q ? { term: q, path } : undefined);
  }

  /** Loads the cuts of `filter`; a barrio searched is counted with its results on `path` (spec §7). */
  showCuts({ zone, service, all, page }: CutsFilter, path: string): Promise<void> {
    return this.cuts.show(
      { category: "cortes", service, zone: zone || undefined, upcoming: !all, page, pageSize: LIST_PAGE_SIZE },
      zone ? { term: zone, path } : undefined,
    );
  }
}

/** The news pages' store, made on first use (views: `useFeatureStore(newsStoreKey)`). */
export const newsStoreKey = defineFeatureStore("news", (root) => new NewsStore(root.news, root.metrics));
