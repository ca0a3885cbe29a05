import type {
  AdminPageDetail,
  AdminPageList,
  PageBody,
  PageRevision,
  PageVersionDetail,
  PageVersionList,
  PublicPage,
  PublishResponse,
} from "../../src/shared/content";
import type { AuthResponse } from "../../src/shared/types";
import { contentManifest } from "../../src/routing/contentManifest";
import { CONTENT_SEED_MARKER, seedContentPages } from "../../server/modules/content/seed";
import { readPageBody } from "../../server/modules/content/validate";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Clave segura de prueba 2026";
const HOUR = 3_600_000;
const KEY = "transparencia.annualPlan";

describe.each(backends)("content pages API on $name", (backend) => {
  let s: Started;
  let editor: string;
  let editor2: string;
  let admin: string;
  let customer: string;
  let seq = 0;

  const setClock = (at: Date | null) => {
    (s.app.content as unknown as { now: () => Date }).now = at ? () => at : () => new Date();
  };

  async function account(roles: string[], firstName: string): Promise<string> {
    seq++;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.35.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email: `contenido${seq}@correo.co`,
        password: PASSWORD,
        firstName,
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: `50607080${seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [roles, user.id]);
    return token;
  }

  const api = (method: "GET" | "POST" | "PUT", url: string, opts: { body?: object; token?: string; headers?: Record<string, string> } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });

  const detail = async (key = KEY, token = editor) => {
    const res = await api("GET", `/admin/content/pages/${key}`, { token });
    expect(res.statusCode).toBe(200);
    return res.json<AdminPageDetail>();
  };
  const bodyOf = (r: PageRevision): PageBody => ({ title: r.title, description: r.description, keywords: r.keywords, lead: r.lead, sections: r.sections });
  const current = (d: AdminPageDetail) => d.draft?.version ?? d.published.version;

  async function saveLead(lead: string, key = KEY, token = editor): Promise<PageRevision> {
    const d = await detail(key, token);
    const res = await api("PUT", `/admin/content/pages/${key}`, { token, body: { ...bodyOf(d.draft ?? d.published), lead, version: current(d) } });
    expect(res.statusCode).toBe(200);
    return res.json<{ draft: PageRevision }>().draft;
  }

  async function setApproval(on: boolean) {
    const got = await api("GET", "/admin/settings", { token: admin });
    expect(got.statusCode).toBe(200);
    const { settings, version } = got.json<{ settings: Record<string, unknown>; version: number }>();
    const res = await api("PUT", "/admin/settings", { token: admin, body: { ...settings, contentRequiresApproval: on, version } });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    s = await startApp(backend);
    editor = await account(["USER", "EDITOR"], "Elena");
    editor2 = await account(["USER", "EDITOR"], "Mateo");
    admin = await account(["USER", "ADMIN"], "Adriana");
    customer = await account(["USER"], "Carlos");
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => setClock(null));

  it("seeds every page of the manifest once, in one go, and never over an edited page", async () => {
    await s.app.content.ready();
    const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM content_pages");
    expect(rows[0].n).toBe(contentManifest.length);
    expect(await seedContentPages(s.db, { productSlug: "portal", staticDir: "/nonexistent-dist" })).toBe(0);
    const edited = await saveLead("Texto editado que la semilla no debe pisar.");
    const published = await api("POST", `/admin/content/pages/${KEY}/publish`, { token: editor, body: { version: edited.version } });
    expect(published.statusCode).toBe(200);
    // Without the marker the seed reads the modules again and adds only what is missing.
    await s.db.query("DELETE FROM app_meta WHERE key = $1", [CONTENT_SEED_MARKER]);
    await s.db.query("DELETE FROM content_pages WHERE route_key = 'transparencia.contracts'");
    expect(await seedContentPages(s.db, { productSlug: "portal", staticDir: "/nonexistent-dist" })).toBe(1);
    const page = (await api("GET", `/content/pages/${KEY}`)).json<PublicPage>();
    expect(page.lead).toBe("Texto editado que la semilla no debe pisar.");
  });

  it("serves every seeded page as stored, and an editor could save each unchanged", async () => {
    await s.app.content.ready();
    const { rows } = await s.db.query<{ route_key: string; body: PageBody }>(
      "SELECT p.route_key, r.body FROM content_pages p JOIN content_revisions r ON r.route_key = p.route_key AND r.version = p.published_version",
    );
    expect(rows).toHaveLength(contentManifest.length);
    for (const row of rows) {
      const res = await api("GET", `/content/pages/${row.route_key}`);
      expect(res.statusCode).toBe(200);
      const { title, description, keywords, lead, sections } = res.json<PublicPage>();
      expect({ title, description, keywords, lead, sections }).toEqual(row.body);
      // What the editor's screen would send back untouched passes the checks and stays the same.
      expect(readPageBody(row.body as unknown as Record<string, unknown>)).toEqual(row.body);
    }
  });

  it("serves a published page with its metadata, an ETag and a short cache", async () => {
    const res = await api("GET", "/content/pages/transparencia.normativity");
    expect(res.statusCode).toBe(200);
    const page = res.json<PublicPage>();
    expect(page).toMatchObject({ routeKey: "transparencia.normativity", path: "/normativity", title: "Normatividad", version: 1 });
    expect(page.keywords).toContain("normatividad");
    expect(page.sections.length).toBeGreaterThan(0);
    expect(page.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.headers["cache-control"]).toMatch(/max-age=5\b/);
    const again = await api("GET", "/content/pages/transparencia.normativity", { headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const missing = await api("GET", "/content/pages/no.existe");
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ code: string }>().code).toBe("CONTENT_PAGE_NOT_FOUND");
  });

  it("saves drafts, refuses a stale save, names the field at fault and sanitizes rich text", async () => {
    const d = await detail();
    const base = bodyOf(d.draft ?? d.published);
    const version = current(d);
    const sections = [
      {
        heading: "Plan",
        blocks: [{ kind: "paragraph", text: '<p>Hola <strong>mundo</strong><script>alert(1)</script> <a href="javascript:x()">mal</a></p><p>B &amp; C</p>' }],
      },
      ...base.sections,
    ];
    const saved = await api("PUT", `/admin/content/pages/${KEY}`, { token: editor, body: { ...base, sections, version } });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json<{ draft: PageRevision }>().draft;
    expect(draft.version).toBeGreaterThan(version);
    expect(draft.updatedBy).toBe("Elena Restrepo");
    expect(draft.sections[0].blocks[0]).toEqual({ kind: "paragraph", text: "Hola <strong>mundo</strong> <a>mal</a> B &amp; C" });
    // Someone else saved meanwhile: the first version is stale.
    const stale = await api("PUT", `/admin/content/pages/${KEY}`, { token: editor2, body: { ...base, version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string; message: string }>()).toMatchObject({ code: "STALE_VERSION", message: expect.stringMatching(/Recargue/) });
    const table = { kind: "table", caption: "Cuadro", columns: ["A", "B"], rows: [["1", "2"], ["solo una"]] };
    const bad = await api("PUT", `/admin/content/pages/${KEY}`, {
      token: editor,
      body: { ...base, sections: [{ heading: "X", blocks: [{ kind: "paragraph", text: "" }, table] }], version: draft.version },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ code: string; fields: Record<string, string> }>().fields;
    expect(Object.keys(fields).sort()).toEqual(["sections[0].blocks[0].text", "sections[0].blocks[1].rows[1]"]);
    const list = (await api("GET", "/admin/content/pages?status=draft", { token: editor })).json<AdminPageList>();
    expect(list.items.map((i) => i.routeKey)).toContain(KEY);
    expect(list.items.find((i) => i.routeKey === KEY)).toMatchObject({ status: "draft", draftVersion: draft.version });
    const found = (await api("GET", "/admin/content/pages?q=adquisiciones", { token: editor })).json<AdminPageList>();
    expect(found.items.map((i) => i.routeKey)).toContain(KEY);
    expect(found.items.length).toBeLessThan(5);
  });

  it("publishes a draft now: visitors read it, the draft is gone, the audit log has it", async () => {
    const draft = await saveLead("El plan anual de adquisiciones 2026 ya está publicado.");
    const res = await api("POST", `/admin/content/pages/${KEY}/publish`, { token: editor, body: { version: draft.version } });
    expect(res.statusCode).toBe(200);
    const out = res.json<PublishResponse>();
    expect(out.status).toBe("published");
    expect(out.page.draft).toBeNull();
    expect(out.page.published.version).toBe(draft.version + 1);
    const page = (await api("GET", `/content/pages/${KEY}`)).json<PublicPage>();
    expect(page).toMatchObject({ lead: "El plan anual de adquisiciones 2026 ya está publicado.", version: draft.version + 1 });
    const again = await api("POST", `/admin/content/pages/${KEY}/publish`, { token: editor, body: { version: page.version } });
    expect(again.json<{ code: string }>().code).toBe("NOTHING_TO_PUBLISH");
    const audit = await s.db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity_type = 'content_page' AND entity_id = $1 ORDER BY id", [KEY]);
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(["content.save", "content.publish"]));
  });

  it("publishes at the scheduled time, once, even with two instances claiming it", async () => {
    const start = new Date();
    const draft = await saveLead("Texto programado para mañana.");
    const res = await api("POST", `/admin/content/pages/${KEY}/publish`, {
      token: editor,
      body: { version: draft.version, publishAt: new Date(start.getTime() + HOUR).toISOString() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PublishResponse>()).toMatchObject({ status: "scheduled", page: { scheduledAt: new Date(start.getTime() + HOUR).toISOString() } });
    setClock(new Date(start.getTime() + HOUR / 2));
    expect(await s.app.content.publishDue()).toEqual([]);
    expect((await api("GET", `/content/pages/${KEY}`)).json<PublicPage>().lead).not.toBe("Texto programado para mañana.");
    setClock(new Date(start.getTime() + 2 * HOUR));
    // Two sweeps at once (two instances): the page goes out once.
    const [a, b] = await Promise.all([s.app.content.publishDue(), s.app.content.publishDue()]);
    expect([...a, ...b]).toEqual([KEY]);
    expect((await api("GET", `/content/pages/${KEY}`)).json<PublicPage>().lead).toBe("Texto programado para mañana.");
    const d = await detail();
    expect(d.scheduledAt).toBeNull();
    expect(d.draft).toBeNull();
    const versions = (await api("GET", `/admin/content/pages/${KEY}/versions`, { token: editor })).json<PageVersionList>();
    expect(versions.items.filter((v) => v.kind === "published" && v.note?.startsWith("Publicación programada"))).toHaveLength(1);
    const audit = await s.db.query("SELECT 1 FROM audit_log WHERE entity_id = $1 AND action = 'content.publish_scheduled'", [KEY]);
    expect(audit.rows).toHaveLength(1);
  });

  it("asks a second person's approval when the site setting says so", async () => {
    await setApproval(true);
    try {
      const draft = await saveLead("Texto que necesita aprobación.");
      const asked = await api("POST", `/admin/content/pages/${KEY}/publish`, { token: editor, body: { version: draft.version } });
      expect(asked.statusCode).toBe(200);
      const out = asked.json<PublishResponse>();
      expect(out.status).toBe("pending_approval");
      expect(out.page.approval).toMatchObject({ required: true, requestedBy: "Elena Restrepo" });
      expect((await api("GET", `/content/pages/${KEY}`)).json<PublicPage>().lead).not.toBe("Texto que necesita aprobación.");
      const same = await api("POST", `/admin/content/pages/${KEY}/approve`, { token: editor, body: { version: draft.version } });
      expect(same.statusCode).toBe(403);
      expect(same.json<{ code: string }>().code).toBe("SAME_PERSON");
      const other = await api("POST", `/admin/content/pages/${KEY}/approve`, { token: editor2, body: { version: draft.version } });
      expect(other.statusCode).toBe(200);
      expect(other.json<PublishResponse>().status).toBe("published");
      expect((await api("GET", `/content/pages/${KEY}`)).json<PublicPage>().lead).toBe("Texto que necesita aprobación.");
    } finally {
      await setApproval(false);
    }
  });

  it("compares with an earlier version and restores it as a new draft; discards a draft", async () => {
    const versions = (await api("GET", `/admin/content/pages/${KEY}/versions`, { token: editor })).json<PageVersionList>();
    expect(versions.items[0].version).toBeGreaterThan(versions.items[versions.items.length - 1].version);
    const first = await api("GET", `/admin/content/pages/${KEY}/versions/1`, { token: editor });
    expect(first.statusCode).toBe(200);
    const v1 = first.json<PageVersionDetail>();
    expect(v1).toMatchObject({ version: 1, kind: "published", title: "Plan anual de adquisiciones" });
    const d = await detail();
    const restored = await api("POST", `/admin/content/pages/${KEY}/versions/1/restore`, { token: editor, body: { version: current(d) } });
    expect(restored.statusCode).toBe(200);
    const draft = restored.json<{ draft: PageRevision }>().draft;
    expect(draft.lead).toBe(v1.lead);
    expect((await api("GET", `/admin/content/pages/${KEY}/versions`, { token: editor })).json<PageVersionList>().items[0]).toMatchObject({
      version: draft.version,
      kind: "draft",
      note: "Restaurada desde la versión 1",
    });
    const staleRestore = await api("POST", `/admin/content/pages/${KEY}/versions/1/restore`, { token: editor, body: { version: current(d) } });
    expect(staleRestore.statusCode).toBe(409);
    const discarded = await api("POST", `/admin/content/pages/${KEY}/discard`, { token: editor, body: { version: draft.version } });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json<{ page: AdminPageDetail }>().page.draft).toBeNull();
    expect((await api("GET", `/admin/content/pages/${KEY}/versions/999`, { token: editor })).statusCode).toBe(404);
  });

  it("lets editors edit pages and nothing else; customers and visitors cannot edit", async () => {
    for (const url of ["/admin/users", "/admin/settings"]) expect((await api("GET", url, { token: editor })).statusCode).toBe(403);
    expect((await api("GET", "/admin/content/pages", { token: customer })).statusCode).toBe(403);
    expect((await api("GET", "/admin/content/pages", {})).statusCode).toBe(401);
    expect((await api("PUT", `/admin/content/pages/${KEY}`, { token: customer, body: {} })).statusCode).toBe(403);
    expect((await api("GET", "/admin/content/pages", { token: admin })).statusCode).toBe(200);
  });
});
