import { SearchStore, searchStoreKey } from "../../../src/features/general/SearchStore";
import type { NewsApi } from "../../../src/services/newsApi";
import type { NewsPage, NewsQuery, NewsSummary } from "../../../src/shared/news";
import { testStores } from "../../helpers";

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function item(id: string, title: string): NewsSummary {
  return {
    id,
    slug: id,
    title,
    summary: "",
    category: "general",
    tags: [],
    publishedAt: "2026-03-02T15:00:00.000Z",
    updatedAt: "2026-03-02T15:00:00.000Z",
    imageUrl: null,
    imageAlt: "",
    readingMinutes: 1,
  };
}

/** A news API whose answers the test settles one by one. */
function fakeNews() {
  const calls: { query: NewsQuery; answer: ReturnType<typeof deferred<NewsPage>> }[] = [];
  const api: NewsApi = {
    list: (query) => {
      const answer = deferred<NewsPage>();
      calls.push({ query, answer });
      return answer.promise;
    },
    bySlug: () => Promise.reject(new Error("not used")),
  };
  return { api, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const page = (items: NewsSummary[]): NewsPage => ({ items, total: items.length, page: 1, pageSize: 5 });

/** The word "ircaxyz" is only in the text of one page (the acueducto's water quality). */
const INDEX: ReadonlyMap<string, string> = new Map([["acueducto.homeAqueductSewer", "calidad del agua ircaxyz"]]);

function setup(loadIndex: () => Promise<ReadonlyMap<string, string>> = async () => INDEX) {
  const { stores } = testStores();
  const news = fakeNews();
  const tracked: [string, number, string][] = [];
  jest.spyOn(stores.metrics, "trackSearch").mockImplementation((...args) => void tracked.push(args));
  const index = jest.fn(loadIndex);
  const search = new SearchStore(stores.routes, news.api, stores.metrics, index);
  return { search, news, tracked, index, stores };
}

describe("SearchStore", () => {
  it("ranks the registry's pages and their words once both are in, then tracks the term once", async () => {
    const { search, tracked, index } = setup();
    expect(search.isReady("ircaxyz")).toBe(false);
    expect(search.hits("ircaxyz")).toEqual([]); // the page's words are not in yet
    await search.search("ircaxyz");
    expect(search.isReady("ircaxyz")).toBe(true);
    expect(search.hits("ircaxyz").map((h) => h.route.key)).toEqual(["acueducto.homeAqueductSewer"]);
    expect(tracked).toEqual([["ircaxyz", 1, "/buscar"]]);
    await search.search("tarifas energia");
    expect(index).toHaveBeenCalledTimes(2); // the module downloads it once; the store asks each search
    expect(tracked.at(-1)?.[0]).toBe("tarifas energia");
    expect(tracked.at(-1)?.[1]).toBeGreaterThan(0);
    expect(tracked).toHaveLength(2);
  });

  it("asks the news API for five matches and keeps them until the next term's answer", async () => {
    const { search, news } = setup();
    void search.search("agua");
    expect(news.calls.map((c) => c.query)).toEqual([{ q: "agua", pageSize: 5 }]);
    news.calls[0].answer.resolve(page([item("n1", "Agua potable")]));
    await flush();
    expect(search.newsHits.map((n) => n.id)).toEqual(["n1"]);

    void search.search("energia");
    expect(search.newsHits.map((n) => n.id)).toEqual(["n1"]);
    news.calls[1].answer.resolve(page([]));
    await flush();
    expect(search.newsHits).toEqual([]);
  });

  it("shows pages only when the news API does not answer", async () => {
    const { search, news } = setup();
    void search.search("agua");
    news.calls[0].answer.reject(new Error("Network Error"));
    await flush();
    expect(search.newsHits).toEqual([]);
    expect(search.news.status).toBe("ready");
  });

  it("ranks without the pages' words when /search-index.json fails, and asks for it again next search", async () => {
    let fail = true;
    const { search, index } = setup(async () => {
      if (fail) throw new Error("search-index.json: 503");
      return INDEX;
    });
    await search.search("ircaxyz");
    expect(search.isReady("ircaxyz")).toBe(true);
    expect(search.texts).toBeUndefined();
    expect(search.hits("ircaxyz")).toEqual([]);
    fail = false;
    await search.search("ircaxyz agua");
    expect(index).toHaveBeenCalledTimes(2);
    expect(search.texts).toBe(INDEX);
  });

  it("neither shows nor tracks a term that a newer one overtook", async () => {
    const gate = deferred<void>();
    const { search, tracked } = setup(async () => {
      await gate.promise;
      return INDEX;
    });
    const first = search.search("agua");
    const second = search.search("energia");
    gate.resolve();
    await Promise.all([first, second]);
    expect(search.isReady("agua")).toBe(false);
    expect(search.isReady("energia")).toBe(true);
    expect(tracked.map(([term]) => term)).toEqual(["energia"]);
  });

  it("forgets the results when the page closes: the next visit starts afresh, and a search under way tracks nothing", async () => {
    const gate = deferred<void>();
    const { search, news, tracked } = setup(async () => {
      await gate.promise;
      return INDEX;
    });
    void search.search("agua");
    news.calls[0].answer.resolve(page([item("n1", "Agua potable")]));
    await flush();
    expect(search.newsHits).toHaveLength(1);
    const under = search.search("agua");
    search.leave();
    gate.resolve();
    await under;
    expect(search.newsHits).toEqual([]);
    expect(search.isReady("agua")).toBe(false);
    expect(tracked).toEqual([]);
    await search.search("agua");
    expect(search.isReady("agua")).toBe(true);
    expect(tracked.map(([term]) => term)).toEqual(["agua"]);
  });

  it("is made from the RootStore's routes, news API and metrics", () => {
    const { stores } = testStores();
    expect(stores.feature(searchStoreKey)).toBe(stores.feature(searchStoreKey));
  });
});
