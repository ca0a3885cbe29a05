import { HomeStore, homeStoreKey } from "../../../src/features/general/HomeStore";
import type { NewsApi } from "../../../src/services/newsApi";
import type { NewsPage, NewsQuery, NewsSummary } from "../../../src/shared/news";
import { testStores } from "../../helpers";

function item(id: string, category: NewsSummary["category"] = "general"): NewsSummary {
  return {
    id,
    slug: `nota-${id}`,
    title: `Nota ${id}`,
    summary: "",
    category,
    tags: [],
    publishedAt: "2026-03-02T15:00:00.000Z",
    updatedAt: "2026-03-02T15:00:00.000Z",
    imageUrl: null,
    imageAlt: "",
    readingMinutes: 1,
  };
}

const page = (items: NewsSummary[]): NewsPage => ({ items, total: items.length, page: 1, pageSize: 3 });

/** A news API that answers from `answer` and records the queries. */
function fakeNews(answer: (query: NewsQuery) => Promise<NewsPage>) {
  const queries: NewsQuery[] = [];
  const api: NewsApi = {
    list: (query) => {
      queries.push(query);
      return answer(query);
    },
    bySlug: () => Promise.reject(new Error("not used")),
  };
  return { api, queries };
}

const byCategory = async (q: NewsQuery) => (q.category === "cortes" ? page([item("c1", "cortes")]) : page([item("n1"), item("n2")]));

describe("HomeStore", () => {
  it("loads the three latest news without the cuts, and the next three service cuts, neither counted (issue 37: the home shows no total)", async () => {
    const { api, queries } = fakeNews(byCategory);
    const home = new HomeStore(api);
    expect(home.status).toBe("idle");
    const loading = home.load();
    expect(home.isLoading).toBe(true);
    await loading;
    expect(queries).toEqual([
      { exclude: "cortes", pageSize: 3, count: false },
      { category: "cortes", upcoming: true, pageSize: 3, count: false },
    ]);
    expect(home.isReady).toBe(true);
    expect(home.latest.map((n) => n.id)).toEqual(["n1", "n2"]);
    expect(home.cuts.map((n) => n.id)).toEqual(["c1"]);
  });

  it("fails as a whole when either list does not come, and a retry asks again", async () => {
    let down = true;
    const { api, queries } = fakeNews((q) => (down && q.category === "cortes" ? Promise.reject(new Error("Network Error")) : byCategory(q)));
    const home = new HomeStore(api);
    await home.load();
    expect(home.status).toBe("failed");
    expect(home.error).toEqual(new Error("Network Error"));
    expect(home.isReady).toBe(false);
    down = false;
    await home.retry();
    expect(home.status).toBe("ready");
    expect(home.error).toBeNull();
    expect(home.cuts).toHaveLength(1);
    expect(queries).toHaveLength(4);
  });

  it("asks again on reload (each visit of the home page) and keeps the newest answer", async () => {
    let round = 0;
    const { api } = fakeNews(async (q) => (q.category === "cortes" ? page([]) : page([item(`n${++round}`)])));
    const home = new HomeStore(api);
    await home.load();
    await home.load(); // loaded: answers at once
    expect(home.latest.map((n) => n.id)).toEqual(["n1"]);
    await home.reload();
    expect(home.latest.map((n) => n.id)).toEqual(["n2"]);
  });

  it("is made from the RootStore's news API", async () => {
    const { api, queries } = fakeNews(byCategory);
    const { stores } = testStores({ newsApi: api });
    const home = stores.feature(homeStoreKey);
    expect(stores.feature(homeStoreKey)).toBe(home);
    await home.load();
    expect(queries).toHaveLength(2);
  });
});
