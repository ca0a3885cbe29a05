import { action, observableRef, runInAction } from "mobx";
import type { NewsApi } from "../../services/newsApi";
import type { NewsSummary } from "../../shared/news";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Resource } from "../../stores/base/LoadableStore";
import type { MetricsStore } from "../../stores/MetricsStore";
import type { RouteRegistry, SearchHit } from "../../stores/RouteRegistry";
import type { AssistantEngine } from "../assistant/engine";
import { loadSearchIndex } from "./searchIndex";

/**
 * The assistant's index (issue 24 §1: the site search and the assistant rank alike), from the chat's
 * lazy chunk; without /assistant-index.json, an index of the registry's titles, descriptions and keywords.
 */
async function loadEngine(routes: RouteRegistry): Promise<AssistantEngine> {
  const mod = await import(/* webpackChunkName: "assistant" */ "../assistant/load");
  return mod.loadAssistantEngine(routes).catch(() => mod.AssistantEngine.fromRegistry(routes.routes, routes.details));
}

/** How many pages and news items a search shows at most. */
const PAGE_HITS = 30;
const NEWS_HITS = 5;

/**
 * /buscar: the assistant's index (pages, sections, questions; MiniSearch with the Spanish term
 * processing) plus every content page's own words (/search-index.json), and the news that match.
 * The index, the route details and the pages' words load with the first search; a term's pages
 * are ranked once they are in (every word must appear), and the term is then tracked
 * (spec §5) with the number of pages found. Leaving the page forgets its results (`leave`): the
 * next visit starts as a freshly mounted page did, and a search still under way then tracks nothing.
 */
export class SearchStore {
  /** The words of every content page by route key, once downloaded (a failed download is asked again next search). */
  @observableRef accessor texts: ReadonlyMap<string, string> | undefined = undefined;
  /** Whose pages can be ranked: the term, once the route details and the pages' words are in. */
  @observableRef accessor pages: Resource<string, string>;
  /** The news matching a term; none when the news API does not answer (pages only). */
  @observableRef accessor news: Resource<string, readonly NewsSummary[]>;
  /** The ranking, once loaded. */
  @observableRef accessor engine: AssistantEngine | undefined = undefined;
  private enginePromise: Promise<void> | null = null;

  constructor(
    private readonly routes: RouteRegistry,
    private readonly newsApi: NewsApi,
    private readonly metrics: MetricsStore,
    private readonly loadIndex: () => Promise<ReadonlyMap<string, string>> = loadSearchIndex,
    private readonly engineLoader: (routes: RouteRegistry) => Promise<AssistantEngine> = loadEngine,
  ) {
    this.pages = this.pagesResource();
    this.news = this.newsResource();
  }

  /** Searches `term`: its news, and its pages once they can be ranked; then tracks it once. */
  async search(term: string): Promise<void> {
    const pages = this.pages;
    void this.news.show(term);
    await pages.show(term);
    if (pages === this.pages && this.isReady(term)) this.metrics.trackSearch(term, this.hits(term).length, this.routes.pathOf("general.search"));
  }

  /** The page closed: its results are forgotten (the pages' words and the route details stay loaded). */
  @action leave(): void {
    this.pages = this.pagesResource();
    this.news = this.newsResource();
  }

  /** Whether the pages of `term` can be ranked (until then the page says "Buscando…"). */
  isReady(term: string): boolean {
    return this.pages.isReady && this.pages.value === term;
  }

  /** The pages matching `term`, best first (ranked with what has loaded so far). */
  hits(term: string): SearchHit[] {
    if (!term || !this.engine) return [];
    // Anyone's pages, and the signed-in customer's (a duplicate of a bill: the link asks to sign in first);
    // never a page that needs a role.
    return this.engine.pages(term, PAGE_HITS, (r) => r.access !== "protected" || r.authority.length === 0);
  }

  /** The news found for the last term searched (kept until the next term's answer). */
  get newsHits(): readonly NewsSummary[] {
    return this.news.value ?? [];
  }

  private pagesResource(): Resource<string, string> {
    return new Resource(async (term: string) => {
      await Promise.all([this.routes.loadDetails().then(() => this.loadEngine()), this.loadTexts()]);
      if (this.engine && this.texts) this.engine.addPageTexts(this.texts);
      return term;
    });
  }

  private newsResource(): Resource<string, readonly NewsSummary[]> {
    return new Resource((term: string) =>
      this.newsApi.list({ q: term, pageSize: NEWS_HITS }).then(
        (page) => page.items,
        () => [],
      ),
    );
  }

  /** The ranking, loaded once (a failure is asked again next search). */
  private loadEngine(): Promise<void> {
    this.enginePromise ??= this.engineLoader(this.routes).then(
      (engine) => runInAction(() => void (this.engine = engine)),
      () => {
        this.enginePromise = null;
      },
    );
    return this.enginePromise;
  }

  private loadTexts(): Promise<void> {
    return this.loadIndex().then(
      (texts) =>
        runInAction(() => {
          this.texts = texts;
        }),
      () => undefined,
    );
  }
}

/** The search page's store, made with its code. */
export const searchStoreKey = defineFeatureStore("search", (root) => new SearchStore(root.routes, root.news, root.metrics));
