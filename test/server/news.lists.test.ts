import type { AdminNewsPage, NewsPage } from "../../src/shared/news";
import type { AuthResponse } from "../../src/shared/types";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

/** The clock of the whole file: every window and publication time is placed around it. */
const NOW = new Date("2026-06-15T15:00:00.000Z");

/**
 * 1,320 news and 1,210 cuts, as SQL writes them (the API would take minutes): publication times
 * shared three by three and last changes four by four, so the id decides among equals; drafts,
 * scheduled items still to come and scheduled ones already out; cuts in progress, upcoming and past
 * with shared starts and ends.
 */
const BULK = `
INSERT INTO news (slug, title, summary, body_html, category, status, publish_at, author_name, cut_service, cut_zones,
  cut_starts_at, cut_ends_at, cut_reason, search_text, zones_text, created_at, updated_at)
SELECT 'lista-' || g, 'Noticia ' || g, 'Resumen ' || g, '<p>Texto ' || g || '</p>', cat, st, pub, 'Comunicaciones',
  CASE WHEN cat = 'cortes' THEN (ARRAY['energia', 'acueducto', 'alcantarillado', 'telco'])[1 + g % 4] END,
  CASE WHEN cat = 'cortes' THEN ARRAY[zone] END, cs, cs + dur, CASE WHEN cat = 'cortes' THEN 'Mantenimiento' END,
  'noticia ' || g || CASE WHEN g % 5 = 0 THEN ' factura' ELSE ' tarifa' END || ' ' || lower(zone),
  CASE WHEN cat = 'cortes' THEN '|' || lower(zone) || '|' ELSE '' END,
  $1::timestamptz - interval '400 days', $1::timestamptz - (g / 4) * interval '1 hour'
FROM (
  SELECT g, cat, st, zone,
    CASE WHEN st = 'draft' THEN NULL WHEN g % 41 = 3 THEN $1::timestamptz + (1 + g % 9) * interval '1 day'
      ELSE $1::timestamptz - (g / 3) * interval '1 hour' END AS pub,
    CASE WHEN cat <> 'cortes' THEN NULL
      WHEN g % 10 = 0 THEN $1::timestamptz - (g % 7) * interval '1 hour'
      WHEN g % 10 < 4 THEN $1::timestamptz + (1 + g % 13) * interval '1 hour'
      ELSE $1::timestamptz - (10 + g % 300) * interval '1 hour' END AS cs,
    CASE WHEN cat <> 'cortes' THEN NULL WHEN g % 10 = 0 THEN (8 + g % 3) * interval '1 hour' ELSE (2 + g % 2) * interval '1 hour' END AS dur
  FROM (
    SELECT g, CASE WHEN g > 1320 THEN 'cortes' ELSE (ARRAY['general', 'energia', 'acueducto-alcantarillado', 'telco'])[1 + g % 4] END AS cat,
      CASE WHEN g % 29 = 1 THEN 'draft' WHEN g % 41 IN (3, 4) THEN 'scheduled' ELSE 'published' END AS st,
      (ARRAY['Belen', 'La Dorada', 'El Jardin'])[1 + g % 3] AS zone
    FROM generate_series(1, 2530) g) a) b`;

const VISIBLE = "status <> 'draft' AND publish_at <= $1::timestamptz";
/** The orders as they were before issue 37 (server/modules/news/repository.ts then), to compare with. */
const NEWS_ORDER = "publish_at DESC, id";
const CUT_ORDER = `CASE WHEN cut_starts_at IS NULL THEN 3 WHEN cut_starts_at <= $1::timestamptz AND cut_ends_at > $1::timestamptz THEN 0
      WHEN cut_starts_at > $1::timestamptz THEN 1 ELSE 2 END,
    CASE WHEN cut_starts_at > $1::timestamptz THEN extract(epoch FROM cut_starts_at)
      WHEN cut_ends_at > $1::timestamptz THEN -extract(epoch FROM cut_starts_at)
      ELSE -extract(epoch FROM cut_ends_at) END, publish_at DESC, id`;

describe.each(backends)("news lists at scale (issue 37) on $name", (backend) => {
  let s: Started;
  let admin: string;

  const get = async <T>(url: string, token?: string): Promise<T> => {
    const res = await s.app.inject({ method: "GET", url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  /** The ids `where` selects in `order`, as the lists ordered them before. */
  const expected = async (where: string, order: string): Promise<string[]> => {
    const sql = `SELECT id FROM news WHERE ${where} ORDER BY ${order}`;
    return (await s.db.query<{ id: string }>(sql, sql.includes("$1") ? [NOW.toISOString()] : [])).rows.map((r) => r.id);
  };

  /**
   * Every page of a list, 50 at a time, checking each page's total: the bound while more than
   * 1,000 rows remain unseen, the exact number on the last page.
   */
  async function allPages(url: string, count: number, token?: string): Promise<string[]> {
    const ids: string[] = [];
    const sep = url.includes("?") ? "&" : "?";
    for (let page = 1; ids.length < count || page === 1; page++) {
      const p = await get<NewsPage | AdminNewsPage>(`${url}${sep}page=${page}&pageSize=50`, token);
      expect(p.page).toBe(page);
      ids.push(...p.items.map((i) => i.id));
      const last = p.items.length < 50;
      if (count > 1000 && !last) expect({ total: p.total, totalBounded: p.totalBounded }).toEqual({ total: 1000, totalBounded: true });
      else expect({ total: p.total, totalBounded: p.totalBounded }).toEqual({ total: count, totalBounded: undefined });
      if (last) break;
    }
    return ids;
  }

  beforeAll(async () => {
    s = await startApp(backend);
    (s.app.news as unknown as { now: () => Date }).now = () => NOW;
    await s.db.query(BULK, [NOW.toISOString()]);
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: await captchaHeaders(s.app),
      payload: {
        email: "listas@correo.co",
        password: "Clave segura de prueba 2026",
        firstName: "Paula",
        lastName: "Arango",
        documentType: "CC",
        documentNumber: "1020304050",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [["USER", "ADMIN"], user.id]);
    admin = token;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it("counts the public news up to 1,000, pages on past it, in the same order as before", async () => {
    const want = await expected(VISIBLE, NEWS_ORDER);
    expect(want.length).toBeGreaterThan(2000);
    expect(await allPages("/news", want.length)).toEqual(want);
    const first = await get<NewsPage>("/news?pageSize=3");
    expect(first).toMatchObject({ total: 1000, totalBounded: true, page: 1, pageSize: 3 });
    expect(first.items.map((i) => i.id)).toEqual(want.slice(0, 3));
    // Page 30 of 50 starts at row 1,451: past the bound, still there.
    const deep = await get<NewsPage>("/news?page=30&pageSize=50");
    expect(deep.items.map((i) => i.id)).toEqual(want.slice(1450, 1500));
    expect(deep).toMatchObject({ total: 1000, totalBounded: true });
  });

  it("keeps the home page's latest news (cuts left out) and one category in order", async () => {
    const news = await expected(`${VISIBLE} AND category <> 'cortes'`, NEWS_ORDER);
    expect(news.length).toBeGreaterThan(1000);
    expect(await allPages("/news?exclude=cortes", news.length)).toEqual(news);
    const energy = await expected(`${VISIBLE} AND category = 'energia'`, NEWS_ORDER);
    expect(await allPages("/news?category=energia", energy.length)).toEqual(energy);
  });

  it("lists the cuts in progress, then upcoming, then past, exactly as before, with their bounded total", async () => {
    const cuts = await expected(`${VISIBLE} AND category = 'cortes'`, CUT_ORDER);
    expect(cuts.length).toBeGreaterThan(1000);
    expect(await allPages("/news?category=cortes", cuts.length)).toEqual(cuts);
    const open = await expected(`${VISIBLE} AND category = 'cortes' AND cut_ends_at > $1::timestamptz`, CUT_ORDER);
    expect(open.length).toBeGreaterThan(300);
    expect(await allPages("/news?category=cortes&upcoming=true", open.length)).toEqual(open);
    expect((await get<NewsPage>("/news?upcoming=true&pageSize=3")).items.map((i) => i.id)).toEqual(open.slice(0, 3));
    const zone = await expected(`${VISIBLE} AND category = 'cortes' AND cut_service = 'energia' AND zones_text LIKE '%belen%'`, CUT_ORDER);
    expect(await allPages("/news?category=cortes&service=energia&zone=Bel%C3%A9n", zone.length)).toEqual(zone);
    // Cuts in progress and upcoming ones share starts: the publication time, then the id, decide.
    const page7 = await get<NewsPage>("/news?category=cortes&page=7&pageSize=13");
    expect(page7.items.map((i) => i.id)).toEqual(cuts.slice(78, 91));
  });

  it("bounds a search's total and keeps its results", async () => {
    const found = await expected(`${VISIBLE} AND search @@ to_tsquery('spanish', 'tarif:*')`, "id");
    expect(found.length).toBeGreaterThan(1000);
    const first = await get<NewsPage>("/news?q=tarifa&pageSize=50");
    expect(first).toMatchObject({ total: 1000, totalBounded: true });
    const ids = [...first.items.map((i) => i.id)];
    for (let page = 2; ids.length < found.length; page++) ids.push(...(await get<NewsPage>(`/news?q=tarifa&page=${page}&pageSize=50`)).items.map((i) => i.id));
    expect([...ids].sort()).toEqual([...found].sort());
    const few = await expected(`${VISIBLE} AND category = 'cortes' AND search @@ to_tsquery('spanish', 'factur:*')`, CUT_ORDER);
    expect(await allPages("/news?category=cortes&q=factura", few.length)).toEqual(few);
  });

  it("counts the administration's list up to 1,000 and keeps it last changed first", async () => {
    const all = await expected("true", "updated_at DESC, id");
    expect(await allPages("/admin/news", all.length, admin)).toEqual(all);
    const drafts = await expected("status = 'draft'", "updated_at DESC, id");
    expect(await allPages("/admin/news?status=draft", drafts.length, admin)).toEqual(drafts);
    const scheduled = await expected("status = 'scheduled' AND publish_at > $1::timestamptz", "updated_at DESC, id");
    expect(await allPages("/admin/news?status=scheduled", scheduled.length, admin)).toEqual(scheduled);
    const published = await expected(VISIBLE, "updated_at DESC, id");
    expect(await allPages("/admin/news?status=published", published.length, admin)).toEqual(published);
    const cuts = await expected("category = 'cortes'", "updated_at DESC, id");
    expect(await allPages("/admin/news?category=cortes", cuts.length, admin)).toEqual(cuts);
    const past = await get<AdminNewsPage>("/admin/news?page=99&pageSize=50", admin);
    expect(past).toMatchObject({ items: [], total: 1000, totalBounded: true });
  });

  it("gives RSS the 30 newest visible items", async () => {
    const want = await expected(VISIBLE, NEWS_ORDER);
    const res = await s.app.inject({ method: "GET", url: "/api/news.rss" });
    const slugs = [...res.body.matchAll(/<guid isPermaLink="true">[^<]*\?slug=([^<]+)<\/guid>/g)].map((m) => m[1]);
    const bySlug = await s.db.query<{ id: string; slug: string }>("SELECT id, slug FROM news");
    const ids = new Map(bySlug.rows.map((r) => [r.slug, r.id]));
    expect(slugs.map((slug) => ids.get(slug))).toEqual(want.slice(0, 30));
  });
});
