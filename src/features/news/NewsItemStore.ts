import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus } from "../../services/apiClient";
import type { NewsApi } from "../../services/newsApi";
import type { NewsDetail } from "../../shared/news";
import { LoadableStore } from "../../stores/base/LoadableStore";

/** Whether `slug` can name a news item: anything else is not asked for (and is not found). */
export function isNewsSlug(slug: string): boolean {
  return /^[a-z0-9-]{1,90}$/.test(slug);
}

/**
 * The news item or service cut a detail page shows, named by the `?slug=` of its address: the
 * item, whether it exists, and the status, error and retry of its load. Like NewsListStore, a view
 * shows a slug when it appears and leaves when it goes, so each visit loads the item afresh.
 */
export class NewsItemStore extends LoadableStore {
  @observable accessor slug = "";
  /** The last answer: the item, null for a slug that cannot name one, undefined before the first answer of this visit. */
  @observableRef private accessor detail: NewsDetail | null | undefined = undefined;
  private visit = 0;

  constructor(private readonly api: NewsApi) {
    super();
  }

  /** Whether the page waits for the item: also before the first load (and so in the prerendered page). */
  @computed get loading(): boolean {
    return this.status === "loading" || (this.detail === undefined && this.status !== "failed");
  }

  /** The item of the slug shown, once loaded (an answer for another slug is not it). */
  @computed get item(): NewsDetail | null {
    const detail = this.detail;
    return detail && detail.slug === this.slug ? detail : null;
  }

  /** No such item: a slug that cannot name one, or the server's 404. */
  @computed get notFound(): boolean {
    return !isNewsSlug(this.slug) || (!this.loading && (errorStatus(this.error) === 404 || this.detail === null));
  }

  /** Loads the item named `slug` (a slug that cannot name one is not asked for). */
  @action show(slug: string): Promise<void> {
    this.slug = slug;
    return this.reload();
  }

  /** The view went away: forget the item, so the next visit loads it afresh. */
  @action leave(): void {
    this.visit++;
    this.slug = "";
    this.detail = undefined;
    this.error = null;
    this.status = "idle";
  }

  protected async fetch(): Promise<void> {
    const { slug, visit } = this;
    const attempt = this.currentAttempt;
    let detail: NewsDetail | null;
    try {
      detail = isNewsSlug(slug) ? await this.api.bySlug(slug) : null;
    } catch (error) {
      if (visit !== this.visit) return; // an answer to a visit that ended
      throw error;
    }
    if (visit === this.visit && this.isCurrent(attempt)) runInAction(() => (this.detail = detail));
  }
}
