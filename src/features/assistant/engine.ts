import MiniSearch, { type SearchOptions } from "minisearch";
import type { RouteDefinition, RouteDetails } from "../../routing/types";
import type { NewsSummary } from "../../shared/news";
import { newsPath } from "../../shared/newsPaths";
import { entriesOf, firstSentences, type AssistantEntry, type AssistantIndexData } from "./documents";
import { processTerm } from "./normalize";

/** One indexed entry with its page. */
export interface IndexedEntry extends AssistantEntry {
  id: number;
  route: RouteDefinition;
  /** Every word of the page (the site search adds them from /search-index.json). */
  x?: string;
  /** A news item's address (its entry stands for the news item, not for a page of the registry). */
  href?: string;
}

export interface EntryHit {
  entry: IndexedEntry;
  score: number;
}

/** Field weights: a page's title first, then the question or heading, keywords, the answer's words, then the page's other words (/buscar). */
const BOOST = { title: 4, h: 2.5, w: 2, t: 1, x: 0.5 };

const SEARCH: SearchOptions = {
  boost: BOOST,
  combineWith: "OR",
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : term.length >= 4 ? 1 : false),
  // Every word counts, but a page that holds all of them ranks well above one that holds one.
  weights: { fuzzy: 0.45, prefix: 0.6 },
};

/**
 * The assistant's and the site search's ranking (issue 24 §1): MiniSearch (BM25) over the pages and
 * their sections with the Spanish term processing of ./normalize.
 */
export class AssistantEngine {
  private readonly search: MiniSearch<IndexedEntry>;
  readonly entries: IndexedEntry[] = [];
  private readonly pageEntry = new Map<string, IndexedEntry>();

  constructor(data: AssistantIndexData, byKey: (key: string) => RouteDefinition | undefined) {
    for (const e of entriesOf(data)) {
      const route = byKey(e.k);
      if (!route) continue; // a page removed since the index was built
      const entry: IndexedEntry = { ...e, id: this.entries.length, route };
      this.entries.push(entry);
      if (!e.h && !this.pageEntry.has(e.k)) this.pageEntry.set(e.k, entry);
    }
    this.search = new MiniSearch<IndexedEntry>({
      fields: ["title", "h", "w", "t", "x"],
      extractField: (doc, field) =>
        field === "title" ? (doc.href ? "" : doc.route.title) : field === "id" ? String(doc.id) : String(doc[field as keyof AssistantEntry] ?? ""),
      processTerm,
      searchOptions: SEARCH,
      // Documents are only ever added (or the whole index rebuilt): there is nothing to vacuum.
      autoVacuum: false,
    });
    this.search.addAll(this.entries);
  }

  /** Entries matching `question`, best first; `routeKeys` limits them to some pages. */
  find(question: string, limit = 10, routeKeys?: ReadonlySet<string>): EntryHit[] {
    const results = this.search.search(question, routeKeys ? { filter: (r) => routeKeys.has(this.entries[r.id as number].k) } : undefined);
    return results.slice(0, limit).map((r) => ({ entry: this.entries[r.id as number], score: r.score }));
  }

  /**
   * The site search (/buscar): pages where every word of `term` appears (in one entry), each page
   * scored as its best entry, best first; `keep` says which pages a visitor may see listed.
   */
  pages(term: string, limit: number, keep: (route: RouteDefinition) => boolean): { route: RouteDefinition; score: number }[] {
    const best = new Map<string, { route: RouteDefinition; score: number }>();
    for (const r of this.search.search(term, { combineWith: "AND" })) {
      const e = this.entries[r.id as number];
      if (e.href || best.has(e.k) || !keep(e.route)) continue;
      best.set(e.k, { route: e.route, score: r.score });
    }
    return [...best.values()].slice(0, limit);
  }

  /**
   * Adds each page's own words (by route key) to its page entry: the site search's full text. The
   * index is rebuilt, never patched with `replace`: a replace discards the old document, and after
   * twenty discards MiniSearch starts vacuuming in the background, walking its term tree in batches
   * with a pause between them; the documents added meanwhile reshaped that tree, and the paused walk
   * failed with "Cannot read properties of undefined (reading 'keys')" at performVacuuming (issue
   * 33 §1). A rebuild discards nothing, so nothing is ever vacuumed.
   */
  addPageTexts(texts: ReadonlyMap<string, string>): void {
    let changed = false;
    for (const [key, text] of texts) {
      const e = this.pageEntry.get(key);
      if (!e || e.x === text) continue;
      e.x = text;
      changed = true;
    }
    if (!changed) return;
    this.search.removeAll();
    this.search.addAll(this.entries);
  }

  /** An index of the registry alone (titles, descriptions, keywords): what /buscar ranks when the assistant's file is missing. */
  static fromRegistry(routes: readonly RouteDefinition[], details: Readonly<Record<string, RouteDetails>>): AssistantEngine {
    const byKey = new Map(routes.map((r) => [r.key, r]));
    const pages: AssistantIndexData["pages"] = {};
    for (const r of routes) pages[r.key] = [details[r.key]?.description ?? "", details[r.key]?.keywords.join(" ") ?? "", []];
    return new AssistantEngine({ v: 2, pages }, (k) => byKey.get(k));
  }

  /** Adds the open news (title and summary), fetched when the chat opens; their links go to each item. */
  addNews(items: readonly NewsSummary[], newsRoute: RouteDefinition | undefined): void {
    if (!newsRoute) return;
    const added = items.map((n): IndexedEntry => ({
      id: this.entries.length,
      k: newsRoute.key,
      h: n.title,
      t: firstSentences(n.summary),
      route: newsRoute,
      href: newsPath(n),
    }));
    for (const e of added) {
      e.id = this.entries.length;
      this.entries.push(e);
    }
    this.search.addAll(added);
  }

  /** The page's own entry (its summary), if indexed. */
  page(key: string): IndexedEntry | undefined {
    return this.pageEntry.get(key);
  }
}
