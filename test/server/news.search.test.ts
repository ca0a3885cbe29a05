/**
 * Issue 37: the news search at a utility's size, and the lists that are not counted. A search that
 * matches up to 1,000 items ranks them all, as before (best match, then newest, then id); past 1,000
 * the matches among the SEARCH_RANKED newest items of the list are ranked and come first, then the
 * older matches newest first, so a broad word no longer ranks every match on every page. Every
 * match is still listed once. `count=false` (the home page) gives the same items without counting.
 */
import type { NewsPage } from "../../src/shared/news";
import { SEARCH_RANKED } from "../../server/modules/news/repository/search";
import { toTsquery } from "../../server/modules/news/service";
import { backends, startApp } from "./support";

const NOW = new Date("2026-06-15T15:00:00.000Z");
const VISIBLE = "status <> 'draft' AND publish_at <= $1::timestamptz";

/**
 * 1,800 items, newest first: «agua» in every one but every fifteenth, from one to four times (so
 * their ranks differ); «lluvia» in one in twenty; «tormenta» in the newest 600 (so many of the newest
 * match, but not 1,000 in all), «sequia» in the oldest 1,150 (more than 1,000, none of the newest);
 * publication times shared two by two (the id decides), drafts and items still to come among them;
 * one in five a cut.
 */
const BULK = `
INSERT INTO news (slug, title, summary, body_html, category, status, publish_at, author_name, cut_service, cut_zones,
  cut_starts_at, cut_ends_at, cut_reason, search_text, zones_text)
SELECT 'busqueda-' || g, 'Noticia ' || g, 'Resumen ' || g, '<p>Texto ' || g || '</p>', cat,
  CASE WHEN g % 37 = 1 THEN 'draft' ELSE 'published' END,
  CASE WHEN g % 37 = 1 THEN NULL WHEN g % 53 = 2 THEN $1::timestamptz + interval '2 days' ELSE $1::timestamptz - (g / 2) * interval '3 hours' END,
  'Comunicaciones',
  CASE WHEN cat = 'cortes' THEN 'acueducto' END, CASE WHEN cat = 'cortes' THEN ARRAY['Belen'] END,
  CASE WHEN cat = 'cortes' THEN $1::timestamptz - (g % 50) * interval '1 day' END,
  CASE WHEN cat = 'cortes' THEN $1::timestamptz - (g % 50) * interval '1 day' + interval '4 hours' END,
  CASE WHEN cat = 'cortes' THEN 'Mantenimiento' END,
  'noticia ' || g || CASE WHEN g % 15 = 0 THEN ' energia' ELSE repeat(' agua potable', 1 + g % 4) END
    || CASE WHEN g % 20 = 7 THEN repeat(' lluvia', 1 + g % 3) ELSE '' END
    || CASE WHEN g <= 600 THEN repeat(' tormenta', 1 + g % 2) ELSE '' END || CASE WHEN g > 650 THEN ' sequia' ELSE '' END || ' barrio',
  CASE WHEN cat = 'cortes' THEN '|belen|' ELSE '' END
FROM (SELECT g, CASE WHEN g % 5 = 0 THEN 'cortes' ELSE (ARRAY['general', 'energia', 'acueducto-alcantarillado'])[1 + g % 3] END AS cat
        FROM generate_series(1, 1800) g) AS a`;

describe.each(backends)("the news search at scale (issue 37) on $name", (backend) => {
  let s: Awaited<ReturnType<typeof startApp>>;

  const get = async (url: string): Promise<NewsPage> => {
    const res = await s.app.inject({ method: "GET", url: `/api${url}` });
    expect(res.statusCode).toBe(200);
    return res.json<NewsPage>();
  };

  /** Every item a list gives, 50 a page, until a page comes short. */
  async function allPages(url: string): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const p = await get(`${url}&page=${page}&pageSize=50`);
      ids.push(...p.items.map((i) => i.id));
      if (p.items.length < 50) return ids;
    }
  }

  const ids = async (sql: string, params: unknown[]): Promise<string[]> => (await s.db.query<{ id: string }>(sql, params)).rows.map((r) => r.id);

  /** The order of before issue 37: every match ranked. */
  const rankedAll = (where: string, q: string) =>
    ids(
      `SELECT id FROM news WHERE ${VISIBLE} AND ${where} AND search @@ to_tsquery('spanish', $2) ORDER BY ts_rank(search, to_tsquery('spanish', $2)) DESC, publish_at DESC, id`,
      [NOW.toISOString(), toTsquery(q)],
    );

  /** Past 1,000 matches: those among the list's newest SEARCH_RANKED ranked, then the others newest first. */
  async function rankedNewest(where: string, q: string): Promise<string[]> {
    const params = [NOW.toISOString(), toTsquery(q)];
    const newest = `SELECT id, publish_at, search FROM news WHERE ${VISIBLE} AND ${where} ORDER BY publish_at DESC, id LIMIT ${SEARCH_RANKED}`;
    const first = await ids(
      `SELECT id FROM (${newest}) n WHERE search @@ to_tsquery('spanish', $2) ORDER BY ts_rank(search, to_tsquery('spanish', $2)) DESC, publish_at DESC, id`,
      params,
    );
    const rest = await ids(
      `SELECT id FROM news WHERE ${VISIBLE} AND ${where} AND search @@ to_tsquery('spanish', $2) AND id NOT IN (SELECT id FROM (${newest}) n)
        ORDER BY publish_at DESC, id`,
      params,
    );
    return [...first, ...rest];
  }

  beforeAll(async () => {
    s = await startApp(backend);
    (s.app.news as unknown as { now: () => Date }).now = () => NOW;
    await s.db.query(BULK, [NOW.toISOString()]);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it("ranks every match of a search that matches up to 1,000 items, as before", async () => {
    for (const [url, where, q] of [
      ["/news?q=lluvia", "true", "lluvia"],
      ["/news?q=tormenta", "true", "tormenta"],
      ["/news?q=agua&category=energia", "category = 'energia'", "agua"],
      ["/news?q=Agua%20potable&exclude=cortes&category=general", "category = 'general' AND category <> 'cortes'", "Agua potable"],
    ]) {
      const want = await rankedAll(where, q);
      expect({ url, some: want.length > 50 && want.length <= 1000 }).toEqual({ url, some: true });
      expect({ url, ids: await allPages(url) }).toEqual({ url, ids: want });
      expect(await get(`${url}&pageSize=5`)).toMatchObject({ total: want.length, page: 1, pageSize: 5 });
    }
  });

  it("past 1,000 matches ranks the newest items' matches first, then lists every older match newest first", async () => {
    for (const [url, where, q] of [
      ["/news?q=agua", "true", "agua"],
      ["/news?q=agua%20potable&exclude=cortes", "category <> 'cortes'", "agua potable"],
      ["/news?q=sequ%C3%ADa", "true", "sequía"],
    ]) {
      const every = await rankedAll(where, q);
      expect({ url, broad: every.length > 1000 }).toEqual({ url, broad: true });
      const want = await rankedNewest(where, q);
      expect([...want].sort()).toEqual([...every].sort());
      expect({ url, ids: await allPages(url) }).toEqual({ url, ids: want });
      const first = await get(`${url}&pageSize=10`);
      expect(first).toMatchObject({ total: 1000, totalBounded: true });
      expect(first.items.map((i) => i.id)).toEqual(want.slice(0, 10));
      // A page across the two parts, and one past the end.
      const across = await get(`${url}&page=11&pageSize=37`);
      expect(across.items.map((i) => i.id)).toEqual(want.slice(370, 407));
      expect((await get(`${url}&page=99&pageSize=50`)).items).toEqual([]);
    }
  });

  it("gives the home page's items without counting them when asked (count=false)", async () => {
    for (const url of ["/news?exclude=cortes&pageSize=3", "/news?category=cortes&upcoming=true&pageSize=3", "/news?category=cortes&pageSize=3"]) {
      const counted = await get(url);
      const uncounted = await get(`${url}&count=false`);
      expect(uncounted.items).toEqual(counted.items);
      expect({ url, total: uncounted.total, more: uncounted.totalBounded }).toEqual({
        url,
        total: counted.items.length,
        more: counted.total > 3 ? true : undefined,
      });
    }
    // The last page of a list: its total is exact, as counted.
    const all = await ids(`SELECT id FROM news WHERE ${VISIBLE} AND category = 'cortes'`, [NOW.toISOString()]);
    const last = Math.ceil(all.length / 50);
    const end = await get(`/news?category=cortes&page=${last}&pageSize=50&count=false`);
    expect(end).toMatchObject({ total: all.length, page: last });
    expect(end).not.toHaveProperty("totalBounded");
    const full = await get(`/news?category=cortes&page=${last - 1}&pageSize=50&count=false`);
    expect(full).toMatchObject({ total: (last - 1) * 50, totalBounded: true });
  });
});
