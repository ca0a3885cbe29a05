import type { AdminNewsItem, NewsAuditEntry, NewsDetail, NewsInput, NewsPage } from "../../src/shared/news";
import type { AuthResponse } from "../../src/shared/types";
import { seedNews } from "../../server/modules/news/seed";
import { SEED_CUTS, SEED_NEWS } from "../../server/modules/news/seedData";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Clave segura de prueba 2026";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Minimal valid images: the first bytes are all the server looks at. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64, 0)]);

function multipartBody(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = "----portal-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe.each(backends)("news API on $name", (backend) => {
  let s: Started;
  let admin: string;
  let customer: string;
  let seq = 0;
  const realNow = () => new Date();

  const setClock = (at: Date | null) => {
    (s.app.news as unknown as { now: () => Date }).now = at ? () => at : realNow;
  };

  async function account(roles: string[]): Promise<string> {
    seq++;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.9.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email: `noticias${seq}@correo.co`,
        password: PASSWORD,
        firstName: "Paula",
        lastName: "Arango Díaz",
        documentType: "CC",
        documentNumber: `10203040${seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [roles, user.id]);
    return token;
  }

  const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, opts: { body?: object; token?: string } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });

  const list = async (query: string): Promise<NewsPage> => {
    const res = await api("GET", `/news${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<NewsPage>();
  };

  const input = (over: Partial<NewsInput> = {}): NewsInput => ({
    title: "Nueva planta de tratamiento de agua potable",
    summary: "La planta abastecerá a 40.000 hogares del norte de la ciudad.",
    bodyHtml: "<p>La nueva planta entra en operación este mes.</p>",
    category: "acueducto-alcantarillado",
    tags: ["agua"],
    imageId: null,
    imageAlt: "",
    cut: null,
    ...over,
  });

  const cutInput = (startsAt: Date, endsAt: Date, over: Partial<NewsInput> = {}): NewsInput =>
    input({
      title: "Corte de energía en San Antonio de Prado",
      summary: "Cambio de transformador.",
      category: "cortes",
      tags: ["energia"],
      cut: {
        service: "energia",
        zones: ["San Antonio de Prado", "Comuna 80"],
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        reason: "Cambio de transformador",
      },
      ...over,
    });

  async function create(body: NewsInput = input()): Promise<AdminNewsItem> {
    const res = await api("POST", "/admin/news", { body, token: admin });
    expect(res.statusCode).toBe(201);
    return res.json<AdminNewsItem>();
  }

  beforeAll(async () => {
    s = await startApp(backend);
    await s.db.transaction((tx) => seedNews(tx, new Date()));
    admin = await account(["USER", "ADMIN"]);
    customer = await account(["USER"]);
    // Two password hashes (scrypt) and 45 sanitized items: more than the default 5 s on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => setClock(null));

  describe("demo data", () => {
    it("has 30 news across the last six months and 15 cuts from two weeks ago to two weeks ahead", async () => {
      expect(SEED_NEWS).toHaveLength(30);
      expect(SEED_CUTS).toHaveLength(15);
      const all = await list("?pageSize=50");
      expect(all.total).toBe(45);
      const news = all.items.filter((n) => n.category !== "cortes");
      const ages = news.map((n) => (Date.now() - Date.parse(n.publishedAt)) / DAY);
      expect(Math.min(...ages)).toBeLessThan(15);
      expect(Math.max(...ages)).toBeGreaterThan(150);
      expect(Math.max(...ages)).toBeLessThanOrEqual(181);
      const cuts = (await list("?category=cortes&pageSize=50")).items;
      expect(cuts).toHaveLength(15);
      const starts = cuts.map((c) => (Date.parse(c.cut!.startsAt) - Date.now()) / DAY);
      expect(Math.min(...starts)).toBeLessThan(-10);
      expect(Math.max(...starts)).toBeGreaterThan(10);
      const states = cuts.map((c) => c.cut!.state);
      expect(states).toContain("finalizado");
      expect(states).toContain("programado");
    });

    it("dates each demo item's last change at its publication, not at the moment the demo was loaded", async () => {
      const all = await list("?pageSize=50");
      expect(all.items.every((n) => n.updatedAt === n.publishedAt)).toBe(true);
    });

    it("seeding twice writes nothing the second time", async () => {
      const images = async () => (await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM news_images WHERE uploaded_by IS NULL")).rows[0].n;
      const before = await images();
      expect(await s.db.transaction((tx) => seedNews(tx, new Date()))).toBe(0);
      expect((await list("")).total).toBe(45);
      expect(await images()).toBe(before);
    });

    it("gives every item a picture stored as an upload is, with a Spanish alt text", async () => {
      const all = (await list("?pageSize=50")).items;
      expect(all).toHaveLength(45);
      for (const n of all) {
        expect(n.imageUrl).toMatch(/^\/api\/news\/images\/[0-9a-f-]{36}$/);
        expect(n.imageAlt.length).toBeGreaterThan(20);
        expect(n.imageAlt).toMatch(/^Ilustración de /);
      }
      // Each its own stored image (news_images, type sniffed from the bytes), served like an upload.
      const ids = new Set(all.map((n) => n.imageUrl));
      expect(ids.size).toBe(45);
      const { rows } = await s.db.query<{ content_type: string; bytes: number }>(
        "SELECT i.content_type, i.bytes FROM news n JOIN news_images i ON i.id = n.image_id",
      );
      expect(rows.length).toBeGreaterThanOrEqual(45);
      expect(rows.every((r) => r.content_type === "image/webp" && r.bytes > 1000 && r.bytes <= 40 * 1024)).toBe(true);
      const served = await s.app.inject({ method: "GET", url: all[0].imageUrl! });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    });

    it("places the demo cuts and news in San Rafael's barrios and veredas, not in Medellín", () => {
      const SAN_RAFAEL =
        /^(El Centro|El Jardín|La Dorada|Balcones del Embalse|La Floresta|Obrero|San Vicente|Los Pinos|Villa Nueva|El Recreo|Santa Ana|Los Álamos|Corregimiento El Alto|Vereda (El Topacio|Puente Tierra|Camelias|La Esperanza|Quebradona|El Silencio|La Cumbre))$/;
      for (const c of SEED_CUTS) for (const z of c.zones) expect(z).toMatch(SAN_RAFAEL);
      const MEDELLIN =
        /Medell|Bel[eé]n|Poblado|Laureles|Guayabal|Manrique|Aranjuez|Castilla|Robledo|Buenos Aires|San Javier|Villa Hermosa|La Am[eé]rica|F[aá]tima|Comuna \d|comunas/;
      for (const item of [...SEED_NEWS, ...SEED_CUTS]) {
        expect(`${item.slug} ${item.title} ${item.summary} ${item.bodyHtml} ${item.tags.join(" ")}`).not.toMatch(MEDELLIN);
      }
    });
  });

  describe("public list", () => {
    it("filters by category, service and zone (accents and case ignored)", async () => {
      const energy = await list("?category=energia&pageSize=50");
      expect(energy.items.length).toBeGreaterThan(0);
      expect(energy.items.every((n) => n.category === "energia")).toBe(true);
      const water = await list("?category=cortes&service=acueducto&pageSize=50");
      expect(water.items.length).toBe(SEED_CUTS.filter((c) => c.service === "acueducto").length);
      expect(water.items.every((n) => n.cut?.service === "acueducto")).toBe(true);
      const jardin = await list("?category=cortes&zone=JARDIN");
      expect(jardin.total).toBe(SEED_CUTS.filter((c) => c.zones.some((z) => /jardín/i.test(z))).length);
      expect(jardin.total).toBeGreaterThan(1);
      expect(jardin.items.every((n) => n.cut!.zones.some((z) => /jardín/i.test(z)))).toBe(true);
      expect((await list("?zone=100%25")).total).toBe(0);
      const notCuts = await list("?exclude=cortes&pageSize=50");
      expect(notCuts.total).toBe(30);
      expect(notCuts.items.every((n) => n.category !== "cortes")).toBe(true);
    });

    it("pages without repeating or losing items, and a page past the end is empty with the total", async () => {
      const seen = new Set<string>();
      for (let page = 1; page <= 5; page++) {
        const p = await list(`?page=${page}&pageSize=10`);
        expect(p.total).toBe(45);
        expect(p.page).toBe(page);
        p.items.forEach((n) => seen.add(n.id));
      }
      expect(seen.size).toBe(45);
      const past = await list("?page=9&pageSize=10");
      expect(past.items).toEqual([]);
      expect(past.total).toBe(45);
      const newest = await list("?pageSize=5");
      const dates = newest.items.map((n) => Date.parse(n.publishedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it("searches in Spanish without caring for accents, case or word endings", async () => {
      const title = SEED_NEWS.find((n) => n.title.includes("Tarifas de energía"))!.title;
      for (const q of ["tarifas energia", "TARIFAS ENERGÍA", "tarifa energía"]) {
        const hits = await list(`?q=${encodeURIComponent(q)}`);
        expect(hits.items.map((n) => n.title)).toContain(title);
      }
      const billing = await list(`?q=${encodeURIComponent("facturacion")}&pageSize=50`);
      expect(billing.items.some((n) => /facturación/i.test(n.title))).toBe(true);
      expect((await list(`?q=${encodeURIComponent("zzqxw inexistente")}`)).total).toBe(0);
    });

    it("reads the search from q or search (spec §5)", async () => {
      const title = SEED_NEWS.find((n) => n.title.includes("Tarifas de energía"))!.title;
      const byQ = await list(`?q=${encodeURIComponent("tarifas energia")}`);
      const bySearch = await list(`?search=${encodeURIComponent("tarifas energia")}`);
      expect(bySearch.items.map((n) => n.title)).toContain(title);
      expect(bySearch.total).toBe(byQ.total);
      expect(bySearch.total).toBeLessThan((await list("")).total);
      // Both given: q wins.
      expect((await list(`?q=${encodeURIComponent("tarifas energia")}&search=zzqxw`)).total).toBe(byQ.total);
    });

    it("orders cuts in progress first, then upcoming by start, then finished; upcoming leaves out finished ones", async () => {
      const cuts = (await list("?category=cortes&pageSize=50")).items.map((n) => n.cut!);
      const rank = { "en-curso": 0, programado: 1, finalizado: 2 };
      const ranks = cuts.map((c) => rank[c.state]);
      expect([...ranks].sort()).toEqual(ranks);
      const upcoming = cuts.filter((c) => c.state === "programado").map((c) => Date.parse(c.startsAt));
      expect([...upcoming].sort((a, b) => a - b)).toEqual(upcoming);
      const open = await list("?category=cortes&upcoming=true&pageSize=50");
      expect(open.items.every((n) => n.cut!.state !== "finalizado")).toBe(true);
      expect(open.total).toBe(cuts.filter((c) => c.state !== "finalizado").length);
    });

    it("names the field of a bad query", async () => {
      for (const [query, field] of [
        ["?category=deportes", "category"],
        ["?pageSize=500", "pageSize"],
        ["?page=0", "page"],
        ["?upcoming=si", "upcoming"],
      ]) {
        const res = await api("GET", `/news${query}`);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fields)).toEqual([field]);
      }
    });

    it("reads one item by slug, and answers 404 in Spanish for one that does not exist", async () => {
      const { slug } = SEED_NEWS[0];
      const res = await api("GET", `/news/${slug}`);
      expect(res.statusCode).toBe(200);
      const item = res.json<NewsDetail>();
      expect(item.bodyHtml).toContain("<p>");
      expect(item.author).toBe(SEED_NEWS[0].author);
      expect(item.readingMinutes).toBeGreaterThanOrEqual(1);
      const missing = await api("GET", "/news/no-existe-esta-noticia");
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/No encontramos esa noticia/);
    });
  });

  describe("RSS", () => {
    it("is RSS 2.0 with the newest items, escaped text and absolute links", async () => {
      const draft = await create(input({ title: 'Tarifas & <cambios> de "octubre"' }));
      await api("POST", `/admin/news/${draft.id}/publish`, { token: admin });
      const res = await api("GET", "/news.rss");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
      const xml = res.body;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
      expect(xml.match(/<item>/g)).toHaveLength(30);
      expect(xml).toContain("<title>Tarifas &amp; &lt;cambios&gt; de &quot;octubre&quot;</title>");
      expect(xml).toMatch(/<link>http:\/\/127\.0\.0\.1:8080\/noticias-detalles\?slug=tarifas-cambios-de-octubre<\/link>/);
      expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
      await api("DELETE", `/admin/news/${draft.id}`, { token: admin });
    });
  });

  describe("administration", () => {
    it("a visitor gets 401 and a customer 403 on every admin route, and nothing changes", async () => {
      const item = await create();
      const id = item.id;
      const routes: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: object][] = [
        ["GET", "/admin/news"],
        ["POST", "/admin/news", input()],
        ["GET", `/admin/news/${id}`],
        ["PUT", `/admin/news/${id}`, { ...input({ title: "Cambiado" }), version: 1 }],
        ["POST", `/admin/news/${id}/publish`],
        ["POST", `/admin/news/${id}/unpublish`],
        ["POST", `/admin/news/${id}/schedule`, { publishAt: new Date(Date.now() + DAY).toISOString() }],
        ["DELETE", `/admin/news/${id}`],
        ["GET", `/admin/news/${id}/audit`],
        ["POST", "/admin/news/images"],
      ];
      const before = await s.db.query("SELECT count(*)::int AS n FROM news");
      for (const [method, url, body] of routes) {
        const visitor = await api(method, url, { body });
        expect([url, visitor.statusCode]).toEqual([url, 401]);
        const denied = await api(method, url, { body, token: customer });
        expect([url, denied.statusCode]).toEqual([url, 403]);
        expect(denied.json().code).toBe("FORBIDDEN");
      }
      expect((await s.db.query("SELECT count(*)::int AS n FROM news")).rows).toEqual(before.rows);
      const still = (await api("GET", `/admin/news/${id}`, { token: admin })).json<AdminNewsItem>();
      expect(still.title).toBe(item.title);
      expect(still.status).toBe("draft");
    });

    it("keeps tags as typed, one of each whatever their case or accents (issue 33)", async () => {
      const item = await create(input({ title: "Etiquetas como se escriben", tags: ["Río Nare", " EPM ", "rio nare", "Energía", "energia", ""] }));
      expect(item.tags).toEqual(["Río Nare", "EPM", "Energía"]);
    });

    it("a draft is created with a free slug and stays hidden until published", async () => {
      const a = await create(input({ title: "Jornada de atención en Belén" }));
      const b = await create(input({ title: "Jornada de atención en Belén" }));
      expect(a.slug).toBe("jornada-de-atencion-en-belen");
      expect(b.slug).toBe("jornada-de-atencion-en-belen-2");
      expect(a.status).toBe("draft");
      expect(a.publishAt).toBeNull();
      expect((await api("GET", `/news/${a.slug}`)).statusCode).toBe(404);
      const published = await api("POST", `/admin/news/${a.id}/publish`, { token: admin });
      expect(published.json()).toMatchObject({ status: "published", visible: true });
      expect((await api("GET", `/news/${a.slug}`)).statusCode).toBe(200);
      const drafted = await api("POST", `/admin/news/${a.id}/unpublish`, { token: admin });
      expect(drafted.json()).toMatchObject({ status: "draft", visible: false, publishAt: null });
      expect((await api("GET", `/news/${a.slug}`)).statusCode).toBe(404);
      const drafts = (await api("GET", "/admin/news?status=draft&pageSize=50", { token: admin })).json<{ items: AdminNewsItem[] }>();
      expect(drafts.items.map((n) => n.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    });

    it("a scheduled item is invisible until its time, then listed as published", async () => {
      const item = await create(input({ title: "Nuevo horario de las oficinas de atención" }));
      const at = new Date(Date.now() + 2 * HOUR);
      const past = await api("POST", `/admin/news/${item.id}/schedule`, { token: admin, body: { publishAt: new Date(Date.now() - HOUR).toISOString() } });
      expect(past.statusCode).toBe(400);
      expect(past.json().fields).toEqual({ publishAt: "La fecha de publicación programada debe ser futura." });
      const res = await api("POST", `/admin/news/${item.id}/schedule`, { token: admin, body: { publishAt: at.toISOString() } });
      expect(res.json()).toMatchObject({ status: "scheduled", visible: false, publishAt: at.toISOString() });
      expect((await api("GET", `/news/${item.slug}`)).statusCode).toBe(404);
      expect((await list(`?q=${encodeURIComponent("horario oficinas atención")}`)).items.map((n) => n.id)).not.toContain(item.id);
      expect((await api("GET", "/news.rss")).body).not.toContain(item.slug);

      setClock(new Date(at.getTime() + 1000));
      expect((await api("GET", `/news/${item.slug}`)).statusCode).toBe(200);
      expect((await list(`?q=${encodeURIComponent("horario oficinas atencion")}`)).items.map((n) => n.id)).toContain(item.id);
      expect((await api("GET", `/admin/news/${item.id}`, { token: admin })).json()).toMatchObject({ status: "published", visible: true });
    });

    it("removes scripts, event handlers, styles and foreign images from a body; keeps the rest", async () => {
      const image = await s.app.inject({ method: "POST", url: "/api/admin/news/images", ...withAuth(multipartBody("file", "a.png", "image/png", PNG)) });
      const own = image.json<{ url: string }>().url;
      const body = [
        '<h1 style="color:red">Título</h1>',
        '<p onclick="steal()">Texto <strong>fuerte</strong> <script>alert(1)</script></p>',
        '<img src="x" onerror="alert(1)">',
        `<img src="${own}" alt="Planta" onerror="alert(2)">`,
        '<a href="javascript:alert(1)">malo</a> <a href="https://www.gov.co" target="_blank">bueno</a>',
        '<iframe src="https://evil.example"></iframe><style>body{}</style><form><input></form>',
      ].join("");
      const item = await create(input({ bodyHtml: body }));
      expect(item.bodyHtml).not.toMatch(/script|onerror|onclick|style|iframe|javascript:|<form|<input|src="x"/i);
      expect(item.bodyHtml).toContain("<h2>Título</h2>");
      expect(item.bodyHtml).toContain("<strong>fuerte</strong>");
      expect(item.bodyHtml).toContain(`<img src="${own}" alt="Planta" loading="lazy" decoding="async" />`);
      expect(item.bodyHtml).toContain('<a href="https://www.gov.co" rel="noopener noreferrer">bueno</a>');
      const stored = await s.db.query<{ body_html: string }>("SELECT body_html FROM news WHERE id = $1", [item.id]);
      expect(stored.rows[0].body_html).toBe(item.bodyHtml);
      const empty = await api("POST", "/admin/news", { token: admin, body: input({ bodyHtml: "<script>alert(1)</script>" }) });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ bodyHtml: "Escriba el contenido de la noticia." });
    });

    it("names each field of a bad item and stores nothing", async () => {
      const before = await s.db.query("SELECT count(*)::int AS n FROM news");
      const cases: [NewsInput | object, string[]][] = [
        [input({ title: "  " }), ["title"]],
        [{ ...input(), category: "deportes" }, ["category"]],
        [input({ category: "cortes", cut: null }), ["cut"]],
        [cutInput(new Date(Date.now() + DAY), new Date(Date.now() + DAY - HOUR)), ["cut.endsAt"]],
        [cutInput(new Date(Date.now() + DAY), new Date(Date.now() + 40 * DAY)), ["cut.endsAt"]],
        [
          { ...cutInput(new Date(), new Date(Date.now() + HOUR)), cut: { service: "gas", zones: [], startsAt: "mañana", endsAt: "", reason: "" } },
          ["cut.service", "cut.startsAt", "cut.endsAt"],
        ],
        [
          cutInput(new Date(), new Date(Date.now() + HOUR), {
            cut: { service: "energia", zones: [" "], startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + HOUR).toISOString(), reason: "x" },
          }),
          ["cut.zones"],
        ],
        [
          input({
            cut: { service: "energia", zones: ["Belén"], startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + HOUR).toISOString(), reason: "x" },
          }),
          ["cut"],
        ],
        [input({ imageId: "00000000-0000-4000-8000-000000000000", imageAlt: "Foto" }), ["imageId"]],
        [input({ imageId: "00000000-0000-4000-8000-000000000000" }), ["imageAlt"]],
        [input({ title: "x".repeat(161) }), ["title"]],
      ];
      for (const [body, fields] of cases) {
        const res = await api("POST", "/admin/news", { token: admin, body });
        expect([fields, res.statusCode]).toEqual([fields, 400]);
        expect(Object.keys(res.json().fields).sort()).toEqual([...fields].sort());
        expect(res.json().message).toMatch(/^Revise/);
      }
      expect((await s.db.query("SELECT count(*)::int AS n FROM news")).rows).toEqual(before.rows);
    });

    it("refuses an update made on an old version with 409, keeping what the other person saved", async () => {
      const item = await create();
      const first = await api("PUT", `/admin/news/${item.id}`, { token: admin, body: { ...input({ title: "Primera edición" }), version: item.version } });
      expect(first.statusCode).toBe(200);
      expect(first.json().version).toBe(item.version + 1);
      const stale = await api("PUT", `/admin/news/${item.id}`, { token: admin, body: { ...input({ title: "Edición vieja" }), version: item.version } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe("STALE_VERSION");
      expect((await api("GET", `/admin/news/${item.id}`, { token: admin })).json<AdminNewsItem>().title).toBe("Primera edición");
      expect(first.json().slug).toBe(item.slug);
    });

    it("audits every change with who, when and which fields", async () => {
      const item = await create();
      await api("PUT", `/admin/news/${item.id}`, { token: admin, body: { ...input({ summary: "Otro resumen." }), version: item.version } });
      await api("POST", `/admin/news/${item.id}/publish`, { token: admin });
      await api("POST", `/admin/news/${item.id}/unpublish`, { token: admin });
      const trail = (await api("GET", `/admin/news/${item.id}/audit`, { token: admin })).json().entries as NewsAuditEntry[];
      expect(trail.map((e) => e.action)).toEqual(["news.unpublish", "news.publish", "news.update", "news.create"]);
      expect(trail[2].changes).toEqual(["summary"]);
      expect(trail[1].changes).toEqual(["publishAt", "status"]);
      expect(new Set(trail.map((e) => e.actorEmail)).size).toBe(1);
      expect(trail[0].actorEmail).toMatch(/^noticias\d+@correo\.co$/);
      await api("DELETE", `/admin/news/${item.id}`, { token: admin });
      const rows = await s.db.query<{ action: string; before: { title: string } }>(
        "SELECT action, before FROM audit_log WHERE entity_id = $1 ORDER BY id DESC LIMIT 1",
        [item.id],
      );
      expect(rows.rows[0]).toMatchObject({ action: "news.delete", before: { title: item.title } });
      expect((await api("GET", `/admin/news/${item.id}`, { token: admin })).statusCode).toBe(404);
    });

    it("a published cut shows on the cuts list with a state that follows the clock", async () => {
      // Begun five minutes ago, at half past: every demo cut begins on the hour (seed.ts), so none
      // that has begun is more recent than this one, whatever the time of day the test runs at.
      const start = new Date(Math.floor(Date.now() / HOUR) * HOUR + 30 * 60_000);
      setClock(new Date(start.getTime() + 5 * 60_000));
      const item = await create(cutInput(start, new Date(start.getTime() + 4 * HOUR)));
      await api("POST", `/admin/news/${item.id}/publish`, { token: admin });
      const first = (await list("?category=cortes&upcoming=true&pageSize=3")).items[0];
      expect(first).toMatchObject({ id: item.id, cut: { state: "en-curso", zones: ["San Antonio de Prado", "Comuna 80"] } });
      expect((await list("?category=cortes&zone=san%20antonio")).items.map((n) => n.id)).toContain(item.id);
      setClock(new Date(start.getTime() - HOUR));
      expect((await api("GET", `/admin/news/${item.id}`, { token: admin })).json<AdminNewsItem>().cut!.state).toBe("programado");
      setClock(new Date(start.getTime() + 5 * HOUR));
      expect((await api("GET", `/news/${item.slug}`)).json<NewsDetail>().cut!.state).toBe("finalizado");
      await api("DELETE", `/admin/news/${item.id}`, { token: admin });
    });
  });

  function withAuth(m: { payload: Buffer; headers: Record<string, string> }) {
    return { payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${admin}` } };
  }

  describe("images", () => {
    it("stores a PNG by its bytes and serves it with its type, for good", async () => {
      const res = await s.app.inject({ method: "POST", url: "/api/admin/news/images", ...withAuth(multipartBody("file", "foto.jpg", "image/jpeg", PNG)) });
      expect(res.statusCode).toBe(201);
      const img = res.json<{ id: string; url: string; contentType: string; bytes: number }>();
      expect(img).toMatchObject({ contentType: "image/png", bytes: PNG.length, url: `/api/news/images/${img.id}` });
      const got = await s.app.inject({ method: "GET", url: img.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe("image/png");
      expect(got.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(got.rawPayload.equals(PNG)).toBe(true);
    });

    it("refuses a program named .png (415) and a 6 MB image (413), storing nothing", async () => {
      const count = async () => Number((await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM news_images")).rows[0].n);
      const before = await count();
      const exe = await s.app.inject({ method: "POST", url: "/api/admin/news/images", ...withAuth(multipartBody("file", "foto.png", "image/png", EXE)) });
      expect(exe.statusCode).toBe(415);
      expect(exe.json().message).toBe("El archivo no es una imagen JPG, PNG o WebP válida.");
      const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
      const large = await s.app.inject({ method: "POST", url: "/api/admin/news/images", ...withAuth(multipartBody("file", "grande.png", "image/png", big)) });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", fields: { file: "La imagen supera el límite de 5 MB." } });
      const json = await api("POST", "/admin/news/images", { token: admin, body: { file: "x" } });
      expect(json.statusCode).toBe(415);
      expect(await count()).toBe(before);
    });
  });
});
