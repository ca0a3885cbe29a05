import { NewsItemStore, isNewsSlug } from "../../../src/features/news/NewsItemStore";
import { LIST_PAGE_SIZE, NewsListStore } from "../../../src/features/news/NewsListStore";
import { NewsStore, newsStoreKey } from "../../../src/features/news/NewsStore";
import type { NewsApi } from "../../../src/services/newsApi";
import type { NewsDetail, NewsPage, NewsQuery, NewsSummary } from "../../../src/shared/news";
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

/** A fake NewsApi: every call is recorded and answered when the test settles it. */
function fakeApi() {
  const lists: { query: NewsQuery; answer: ReturnType<typeof deferred<NewsPage>> }[] = [];
  const details: { slug: string; answer: ReturnType<typeof deferred<NewsDetail>> }[] = [];
  const api: NewsApi = {
    list: (query) => {
      const answer = deferred<NewsPage>();
      lists.push({ query, answer });
      return answer.promise;
    },
    bySlug: (slug) => {
      const answer = deferred<NewsDetail>();
      details.push({ slug, answer });
      return answer.promise;
    },
  };
  return { api, lists, details };
}

/** A tracker that records the searches it is told of. */
function fakeTracker() {
  const searches: { term: string; results: number; pagePath: string }[] = [];
  return { searches, tracker: { trackSearch: (term: string, results: number, pagePath: string) => void searches.push({ term, results, pagePath }) } };
}

const summary = (n: number): NewsSummary => ({
  id: `id-${n}`,
  slug: `noticia-${n}`,
  title: `Noticia ${n}`,
  summary: "Resumen.",
  category: "energia",
  tags: [],
  publishedAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
  imageUrl: null,
  imageAlt: "",
  readingMinutes: 1,
});

const pageOf = (total: number, ...ns: number[]): NewsPage => ({ items: ns.map(summary), total, page: 1, pageSize: LIST_PAGE_SIZE });

const detail = (slug: string): NewsDetail => ({ ...summary(1), slug, bodyHtml: "<p>Texto</p>", author: "Oficina de Comunicaciones" });

/** An error as the API client raises it for an HTTP status. */
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { response: { status } });

describe("NewsStore", () => {
  it("asks for the news of a category, search and page, ten at a time", async () => {
    const { api, lists } = fakeApi();
    const store = new NewsStore(api, fakeTracker().tracker);
    const shown = store.showNews({ category: "energia", q: "tarifas", page: 2 }, "/noticias");
    expect(lists.map((l) => l.query)).toEqual([{ category: "energia", q: "tarifas", page: 2, pageSize: 10 }]);
    lists[0].answer.resolve(pageOf(25, 11, 12));
    await shown;
    expect(store.news.result?.items.map((i) => i.slug)).toEqual(["noticia-11", "noticia-12"]);
    expect(store.news.pages).toBe(3);
    // No search text: the parameter is left out, not sent empty.
    void store.showNews({ q: "", page: 1 }, "/noticias");
    expect(lists[1].query).toEqual({ category: undefined, q: undefined, page: 1, pageSize: 10 });
  });

  it("asks for the cuts of a barrio and service, upcoming only unless all are asked for", () => {
    const { api, lists } = fakeApi();
    const store = new NewsStore(api, fakeTracker().tracker);
    void store.showCuts({ zone: "El Jardín", service: "energia", all: false, page: 1 }, "/noticias-cortes");
    void store.showCuts({ zone: "", all: true, page: 3 }, "/noticias-cortes");
    expect(lists.map((l) => l.query)).toEqual([
      { category: "cortes", service: "energia", zone: "El Jardín", upcoming: true, page: 1, pageSize: 10 },
      { category: "cortes", service: undefined, zone: undefined, upcoming: false, page: 3, pageSize: 10 },
    ]);
    // The cuts have their own list: the news list is untouched.
    expect(store.news.status).toBe("idle");
  });

  it("counts a search once, with the number of results of that search (spec §7)", async () => {
    const { api, lists } = fakeApi();
    const { tracker, searches } = fakeTracker();
    const store = new NewsStore(api, tracker);
    const first = store.showNews({ q: "tarifas", page: 1 }, "/noticias");
    lists[0].answer.resolve(pageOf(4, 1));
    await first;
    // Another search: the count is its own, not the one still on the screen.
    const second = store.showNews({ q: "agua", page: 1 }, "/noticias");
    expect(searches).toHaveLength(1);
    lists[1].answer.resolve(pageOf(9, 2));
    await second;
    // A page without search text counts nothing.
    const third = store.showNews({ q: "", page: 1 }, "/noticias");
    lists[2].answer.resolve(pageOf(30, 3));
    await third;
    // The barrio of the cuts is a search too.
    const cuts = store.showCuts({ zone: "jardin", all: false, page: 1 }, "/noticias-cortes");
    lists[3].answer.resolve(pageOf(2, 4));
    await cuts;
    expect(searches).toEqual([
      { term: "tarifas", results: 4, pagePath: "/noticias" },
      { term: "agua", results: 9, pagePath: "/noticias" },
      { term: "jardin", results: 2, pagePath: "/noticias-cortes" },
    ]);
  });

  it("is made once per RootStore from its news API", async () => {
    const { api, lists } = fakeApi();
    const { stores } = testStores({ newsApi: api });
    const store = stores.feature(newsStoreKey);
    expect(stores.feature(newsStoreKey)).toBe(store);
    void store.showNews({ q: "", page: 1 }, "/noticias");
    expect(lists).toHaveLength(1);
    lists[0].answer.resolve(pageOf(1, 1));
    await Promise.resolve();
  });
});

describe("NewsListStore", () => {
  it("is loading before the first load (as the prerendered page shows it), then holds the results", async () => {
    const { api, lists } = fakeApi();
    const list = new NewsListStore(api, fakeTracker().tracker);
    expect(list.loading).toBe(true);
    expect(list.pages).toBe(1);
    const shown = list.show({ page: 1, pageSize: 10 });
    expect(list.status).toBe("loading");
    lists[0].answer.resolve(pageOf(10, 1));
    await shown;
    expect(list.loading).toBe(false);
    expect(list.status).toBe("ready");
    expect(list.pages).toBe(1);
  });

  it("keeps the results on the screen while the next query loads", async () => {
    const { api, lists } = fakeApi();
    const list = new NewsListStore(api, fakeTracker().tracker);
    const first = list.show({ page: 1, pageSize: 10 });
    lists[0].answer.resolve(pageOf(11, 1));
    await first;
    void list.show({ page: 2, pageSize: 10 });
    expect(list.loading).toBe(true);
    expect(list.result?.items[0].slug).toBe("noticia-1");
  });

  it("keeps the error of a failed load with the last results, and retry asks for the same query again", async () => {
    const { api, lists } = fakeApi();
    const list = new NewsListStore(api, fakeTracker().tracker);
    const first = list.show({ q: "agua", page: 1, pageSize: 10 });
    lists[0].answer.resolve(pageOf(3, 1));
    await first;
    const second = list.show({ q: "luz", page: 1, pageSize: 10 });
    const failure = new Error("sin red");
    lists[1].answer.reject(failure);
    await second;
    expect(list.status).toBe("failed");
    expect(list.error).toBe(failure);
    expect(list.loading).toBe(false);
    expect(list.result?.total).toBe(3);
    const retried = list.retry();
    expect(list.error).toBeNull();
    expect(lists[2].query).toEqual({ q: "luz", page: 1, pageSize: 10 });
    lists[2].answer.resolve(pageOf(5, 2));
    await retried;
    expect(list.status).toBe("ready");
    expect(list.result?.total).toBe(5);
  });

  it("counts a search whose results a retry brought, once", async () => {
    const { api, lists } = fakeApi();
    const { tracker, searches } = fakeTracker();
    const list = new NewsListStore(api, tracker);
    const shown = list.show({ q: "agua", page: 1, pageSize: 10 }, { term: "agua", path: "/noticias" });
    lists[0].answer.reject(new Error("sin red"));
    await shown;
    expect(searches).toEqual([]);
    const retried = list.retry();
    lists[1].answer.resolve(pageOf(7, 1));
    await retried;
    const again = list.retry();
    lists[2].answer.resolve(pageOf(7, 1));
    await again;
    expect(searches).toEqual([{ term: "agua", results: 7, pagePath: "/noticias" }]);
  });

  it("drops the answer of a query a newer one overtook", async () => {
    const { api, lists } = fakeApi();
    const list = new NewsListStore(api, fakeTracker().tracker);
    const slow = list.show({ q: "a", page: 1, pageSize: 10 });
    const fast = list.show({ q: "ab", page: 1, pageSize: 10 });
    lists[1].answer.resolve(pageOf(2, 2));
    await fast;
    lists[0].answer.resolve(pageOf(1, 1));
    await slow;
    expect(list.result?.items[0].slug).toBe("noticia-2");
  });

  it("forgets everything when its view leaves, also the answers still on their way", async () => {
    const { api, lists } = fakeApi();
    const { tracker, searches } = fakeTracker();
    const list = new NewsListStore(api, tracker);
    const first = list.show({ page: 1, pageSize: 10 });
    lists[0].answer.resolve(pageOf(1, 1));
    await first;
    const pending = list.show({ q: "agua", page: 1, pageSize: 10 }, { term: "agua", path: "/noticias" });
    const failing = list.show({ q: "luz", page: 1, pageSize: 10 });
    list.leave();
    expect(list.result).toBeUndefined();
    expect(list.status).toBe("idle");
    expect(list.loading).toBe(true);
    lists[2].answer.reject(new Error("sin red"));
    await failing;
    lists[1].answer.resolve(pageOf(4, 4));
    await pending;
    // The next visit starts empty, as a page that loads afresh: no stale list, no error, no count.
    expect(list.result).toBeUndefined();
    expect(list.error).toBeNull();
    expect(list.loading).toBe(true);
    expect(searches).toEqual([]);
    const next = list.show({ page: 1, pageSize: 10 });
    expect(lists).toHaveLength(4);
    lists[3].answer.resolve(pageOf(1, 5));
    await next;
    expect(list.result?.items[0].slug).toBe("noticia-5");
  });
});

describe("NewsItemStore", () => {
  it("loads the item of a slug and is loading until then", async () => {
    const { api, details } = fakeApi();
    const store = new NewsItemStore(api);
    expect(store.loading).toBe(true);
    const shown = store.show("corte-en-el-jardin");
    expect(details.map((d) => d.slug)).toEqual(["corte-en-el-jardin"]);
    details[0].answer.resolve(detail("corte-en-el-jardin"));
    await shown;
    expect(store.loading).toBe(false);
    expect(store.notFound).toBe(false);
    expect(store.item?.author).toBe("Oficina de Comunicaciones");
  });

  it("does not ask for a slug that cannot name an item: it is not found", async () => {
    const { api, details } = fakeApi();
    const store = new NewsItemStore(api);
    await store.show("../../admin");
    expect(details).toEqual([]);
    expect(store.notFound).toBe(true);
    expect(store.item).toBeNull();
    expect(isNewsSlug("")).toBe(false);
    expect(isNewsSlug("a".repeat(91))).toBe(false);
    expect(isNewsSlug("tarifas-2026")).toBe(true);
  });

  it("tells a missing item (404) from a failed load, which a retry asks again", async () => {
    const { api, details } = fakeApi();
    const store = new NewsItemStore(api);
    const missing = store.show("no-existe");
    details[0].answer.reject(httpError(404));
    await missing;
    expect(store.notFound).toBe(true);

    const failing = store.show("tarifas");
    details[1].answer.reject(httpError(503));
    await failing;
    expect(store.notFound).toBe(false);
    expect(store.status).toBe("failed");
    expect(store.item).toBeNull();
    const retried = store.retry();
    expect(details[2].slug).toBe("tarifas");
    details[2].answer.resolve(detail("tarifas"));
    await retried;
    expect(store.error).toBeNull();
    expect(store.item?.slug).toBe("tarifas");
  });

  it("does not show the item of another slug while the new one loads", async () => {
    const { api, details } = fakeApi();
    const store = new NewsItemStore(api);
    const first = store.show("uno");
    details[0].answer.resolve(detail("uno"));
    await first;
    void store.show("dos");
    expect(store.loading).toBe(true);
    expect(store.item).toBeNull();
  });

  it("forgets the item when its view leaves, also an answer still on its way", async () => {
    const { api, details } = fakeApi();
    const store = new NewsItemStore(api);
    const first = store.show("uno");
    details[0].answer.resolve(detail("uno"));
    await first;
    const pending = store.show("dos");
    store.leave();
    expect(store.item).toBeNull();
    expect(store.loading).toBe(true);
    details[1].answer.reject(httpError(500));
    await pending;
    expect(store.error).toBeNull();
    expect(store.loading).toBe(true);
    expect(store.item).toBeNull();
  });
});
