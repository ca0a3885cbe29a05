import MiniSearch, { type SearchOptions } from "minisearch";
import type { RouteDefinition } from "../../routing/types";
import { newsPath, type NewsSummary } from "../../shared/news";
import { firstSentences, type AssistantEntry, type AssistantIndexData } from "./documents";
import { processTerm } from "./normalize";

/** One indexed entry with its page. */
export interface IndexedEntry extends AssistantEntry {
  id: number;
  route: RouteDefinition;
  /** A news item's address (its entry stands for the news item, not for a page of the registry). */
  href?: string;
}

export interface EntryHit {
  entry: IndexedEntry;
  score: number;
}

/** Field weights: a page's title first, then the question or heading, keywords, then the answer's words. */
const BOOST = { title: 4, h: 2.5, w: 2, t: 1 };

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
    for (const e of data.entries) {
      const route = byKey(e.k);
      if (!route) continue; // a page removed since the index was built
      const entry: IndexedEntry = { ...e, id: this.entries.length, route };
      this.entries.push(entry);
      if (!e.h && !this.pageEntry.has(e.k)) this.pageEntry.set(e.k, entry);
    }
    this.search = new MiniSearch<IndexedEntry>({
      fields: ["title", "h", "w", "t"],
      extractField: (doc, field) => (field === "title" ? doc.route.title : field === "id" ? String(doc.id) : String(doc[field as keyof AssistantEntry] ?? "")),
      processTerm,
      searchOptions: SEARCH,
    });
    this.search.addAll(this.entries);
  }

  /** Entries matching `question`, best first; `routeKeys` limits them to some pages. */
  find(question: string, limit = 10, routeKeys?: ReadonlySet<string>): EntryHit[] {
    const results = this.search.search(question, routeKeys ? { filter: (r) => routeKeys.has(this.entries[r.id as number].k) } : undefined);
    return results.slice(0, limit).map((r) => ({ entry: this.entries[r.id as number], score: r.score }));
  }

  /** Pages matching `question`, best first: each page scores as its best entry (the site search's list). */
  pages(question: string, limit = 20): { route: RouteDefinition; score: number; entry: IndexedEntry }[] {
    const best = new Map<string, EntryHit>();
    for (const hit of this.find(question, 500)) if (!best.has(hit.entry.k)) best.set(hit.entry.k, hit);
    return [...best.values()].slice(0, limit).map((h) => ({ route: h.entry.route, score: h.score, entry: h.entry }));
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
