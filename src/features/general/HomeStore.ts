import { observableRef, runInAction } from "mobx";
import type { NewsApi } from "../../services/newsApi";
import type { NewsSummary } from "../../shared/news";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { LoadableStore } from "../../stores/base/LoadableStore";

/**
 * The home page's news: the three latest (service cuts left out, they have their own block) and the
 * next three service cuts. Both come from the news API after the page shows; when it does not
 * answer the store is `failed` and the page leaves the blocks out.
 */
export class HomeStore extends LoadableStore {
  @observableRef accessor latest: readonly NewsSummary[] = [];
  @observableRef accessor cuts: readonly NewsSummary[] = [];

  constructor(private readonly news: NewsApi) {
    super();
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const [latest, cuts] = await Promise.all([
      // The home page shows no totals: the lists are not counted (issue 37).
      this.news.list({ exclude: "cortes", pageSize: 3, count: false }),
      this.news.list({ category: "cortes", upcoming: true, pageSize: 3, count: false }),
    ]);
    if (!this.isCurrent(attempt)) return;
    runInAction(() => {
      this.latest = latest.items;
      this.cuts = cuts.items;
    });
  }
}

/** The home page's store, made with its code. */
export const homeStoreKey = defineFeatureStore("home", (root) => new HomeStore(root.news));
