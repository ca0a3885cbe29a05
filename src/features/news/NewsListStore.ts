import { action, computed, observableRef, runInAction } from "mobx";
import type { NewsApi } from "../../services/newsApi";
import type { NewsPage, NewsQuery } from "../../shared/news";
import { LoadableStore } from "../../stores/base/LoadableStore";
import { listPages } from "../../shared/paging";

/** Items a list page asks for at a time. */
export const LIST_PAGE_SIZE = 10;

/** Where searches are counted (spec §7): the MetricsStore. */
export interface SearchTracker {
  trackSearch(term: string, results: number, pagePath: string): void;
}

/** A search to count once its results are in: the words typed and the page they were typed on. */
export interface TrackedSearch {
  term: string;
  path: string;
}

/**
 * One list page of news or cuts: the query its address asks for (filters and page), the page of
 * results, with status, error and retry. While another query loads, the last results stay on the
 * screen. A view shows a query when it appears or its address changes, and leaves when it goes, so
 * the next visit starts empty (its placeholder first), as a page that loads afresh.
 */
export class NewsListStore extends LoadableStore {
  @observableRef accessor query: NewsQuery | null = null;
  /** The last page of results; undefined until the first answer of this visit. */
  @observableRef accessor result: NewsPage | undefined = undefined;
  private search: TrackedSearch | null = null;
  /** Counts the visits (see leave): an answer to an earlier visit is dropped. */
  private visit = 0;

  constructor(
    private readonly api: NewsApi,
    private readonly tracker: SearchTracker,
  ) {
    super();
  }

  /** Whether the list waits for its results: also before the first load (and so in the prerendered page). */
  @computed get loading(): boolean {
    return this.status === "loading" || (this.result === undefined && this.status !== "failed");
  }

  /**
   * How many pages the results fill (1 until they are known); past a total counted up to its bound
   * (issue 37), as many as are known to come: see `morePages`.
   */
  @computed get pages(): number {
    const size = this.query?.pageSize ?? LIST_PAGE_SIZE;
    return listPages(this.result, size, this.query?.page ?? 1, this.result?.items.length ?? 0);
  }

  /** Whether the total stopped at its bound, so there may be more pages than `pages`. */
  @computed get morePages(): boolean {
    return this.result?.totalBounded === true;
  }

  /**
   * Loads the results of `query`. With `search`, the search is counted once its results are in
   * (spec §7: with their number), once per query shown, also when a retry brings them.
   */
  @action show(query: NewsQuery, search?: TrackedSearch): Promise<void> {
    this.query = query;
    this.search = search ?? null;
    return this.reload();
  }

  /** The view went away: forget its results, so the next visit starts from the placeholder. */
  @action leave(): void {
    this.visit++;
    this.query = null;
    this.search = null;
    this.result = undefined;
    this.error = null;
    this.status = "idle";
  }

  protected async fetch(): Promise<void> {
    const { query, visit } = this;
    const attempt = this.currentAttempt;
    if (!query) return;
    let page: NewsPage;
    try {
      page = await this.api.list(query);
    } catch (error) {
      if (visit !== this.visit) return; // an answer to a visit that ended
      throw error;
    }
    if (visit !== this.visit || !this.isCurrent(attempt)) return;
    runInAction(() => (this.result = page));
    const search = this.search;
    if (search) {
      this.search = null;
      this.tracker.trackSearch(search.term, page.total, search.path);
    }
  }
}
