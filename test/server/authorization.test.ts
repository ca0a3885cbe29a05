import { buildApp } from "../../server/app";
import { migrate } from "../../server/db/migrate";
import { openPglite } from "../../server/db/pglite";
import { registerAccessControl, UndeclaredRouteError, type Access } from "../../server/http/access";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { seedContract } from "../../server/modules/billing/seed";
import { backends, startApp, testConfig } from "./support";

/**
 * Issue 9: the whole API's authorization matrix. This table is written here, apart from the
 * modules' own tables, on purpose: a route the server registers that is missing here, or whose
 * declared rule differs, fails; and every route is called as each kind of caller.
 *
 * public: anyone · optional: anyone, a token identifies · signedIn: any account ·
 * agents: ADMIN or SUPER_ADMIN · news: the admin role (spec §2) · super: SUPER_ADMIN only ·
 * feed: the billing system's service account (INTEGRATION, issue 34 §1) or ADMIN or SUPER_ADMIN ·
 * editors: EDITOR, ADMIN or SUPER_ADMIN (issue 35: pages and documents) ·
 * operators: OPERATOR, ADMIN or SUPER_ADMIN (issue 36: unplanned outages).
 * The service account is refused by every route that reads a token and does not name its role.
 */
type Expected = "public" | "optional" | "signedIn" | "agents" | "news" | "super" | "feed" | "editors" | "operators";
const EXPECTED: Record<string, Expected> = {
  "GET /api/health": "public",
  "GET /api/docs": "public",
  "GET /api/speedtest/ping": "public",
  "GET /api/speedtest/download": "public",
  "POST /api/speedtest/upload": "public",
  "POST /api/auth/register": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "GET /api/auth/me": "signedIn",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "POST /api/auth/verify-email": "public",
  "POST /api/auth/resend-verification": "optional",
  "GET /api/captcha/challenge": "public",
  "GET /api/admin/mail-outbox": "super",
  "POST /api/cut-alerts/subscribe": "public",
  "POST /api/cut-alerts/confirm": "public",
  "POST /api/cut-alerts/unsubscribe": "public",
  "GET /api/cut-alerts/calendar/:file": "public",
  "POST /api/cut-alerts/mine": "signedIn",
  "GET /api/admin/cut-alerts/counts": "news",
  "POST /api/metrics/track/pageview": "public",
  "POST /api/metrics/track/event": "public",
  "POST /api/metrics/track/webvitals": "public",
  "POST /api/metrics/track/pagetime": "public",
  "GET /api/metrics/page/*": "optional",
  "GET /api/metrics/aggregated": "optional",
  "GET /api/metrics/acquisition-channels": "optional",
  "GET /api/metrics/search-terms": "optional",
  "GET /api/metrics/assistant-questions": "agents",
  "GET /api/metrics/status": "public",
  "GET /api/metrics/session/:sessionId": "optional",
  "GET /api/news": "public",
  "GET /api/news.rss": "public",
  "GET /api/news/:slug": "public",
  "GET /api/news/images/:id": "public",
  "GET /api/admin/news": "news",
  "GET /api/documents": "public",
  "GET /api/documents/:id": "public",
  "GET /api/admin/documents": "editors",
  "POST /api/admin/documents": "editors",
  "GET /api/admin/documents/:id": "editors",
  "PUT /api/admin/documents/:id": "editors",
  "POST /api/admin/documents/:id/replace": "editors",
  "POST /api/admin/documents/:id/withdraw": "editors",
  "GET /api/content/pages/:routeKey": "public",
  "GET /api/admin/content/pages": "editors",
  "GET /api/admin/content/pages/:routeKey": "editors",
  "PUT /api/admin/content/pages/:routeKey": "editors",
  "POST /api/admin/content/pages/:routeKey/publish": "editors",
  "POST /api/admin/content/pages/:routeKey/approve": "editors",
  "POST /api/admin/content/pages/:routeKey/discard": "editors",
  "GET /api/admin/content/pages/:routeKey/versions": "editors",
  "GET /api/admin/content/pages/:routeKey/versions/:version": "editors",
  "POST /api/admin/content/pages/:routeKey/versions/:version/restore": "editors",
  "POST /api/admin/news": "news",
  "POST /api/admin/news/images": "news",
  "GET /api/admin/news/:id": "news",
  "PUT /api/admin/news/:id": "news",
  "DELETE /api/admin/news/:id": "news",
  "POST /api/admin/news/:id/publish": "news",
  "POST /api/admin/news/:id/unpublish": "news",
  "POST /api/admin/news/:id/schedule": "news",
  "GET /api/admin/news/:id/audit": "news",
  "GET /api/contracts": "signedIn",
  "POST /api/contracts/link": "signedIn",
  "POST /api/contracts/connection-requests": "signedIn",
  "GET /api/contracts/:id/invoices": "signedIn",
  "GET /api/contracts/:id/consumption": "signedIn",
  "PUT /api/contracts/:id/digital-bill": "signedIn",
  // Issue 34 §4: notices.
  "PUT /api/contracts/:id/digital-bill/second-recipient": "signedIn",
  "DELETE /api/contracts/:id/digital-bill/second-recipient": "signedIn",
  "GET /api/notices/preferences": "signedIn",
  "PUT /api/notices/preferences": "signedIn",
  "POST /api/notices/unsubscribe": "public",
  "GET /api/invoices/:id": "signedIn",
  "GET /api/invoices/:id/pdf": "signedIn",
  "GET /api/invoices/:id/barcode.svg": "signedIn",
  "GET /api/invoices/:id/dian.xml": "signedIn",
  "GET /api/invoices/:id/dian-qr.svg": "signedIn",
  "GET /api/billing/lookup": "public",
  "GET /api/contracts/link-undo": "public",
  "POST /api/contracts/link-undo": "public",
  "POST /api/payments": "optional",
  "GET /api/payments": "signedIn",
  "GET /api/payments/:reference": "optional",
  "GET /api/payments/options": "public",
  "POST /api/payments/callback": "public",
  "GET /api/payments/pse-sandbox/:reference": "public",
  "POST /api/payments/pse-sandbox/:reference": "public",
  "POST /api/pqrs": "optional",
  "POST /api/cases": "optional",
  "GET /api/pqrs/track": "public",
  "GET /api/pqrs/mine": "signedIn",
  "GET /api/pqrs/stats": "public",
  "GET /api/admin/pqrs": "agents",
  "GET /api/admin/pqrs/agents": "agents",
  "GET /api/admin/pqrs/:id": "agents",
  "GET /api/admin/pqrs/:id/attachments/:attachmentId": "agents",
  "POST /api/admin/pqrs/:id/assign": "agents",
  "POST /api/admin/pqrs/:id/response": "agents",
  "POST /api/admin/pqrs/:id/extension": "agents",
  "POST /api/admin/pqrs/:id/close": "agents",
  "GET /api/settings/public": "public",
  "GET /api/admin/summary": "agents",
  "GET /api/admin/users": "agents",
  "GET /api/admin/users/:id": "agents",
  "PATCH /api/admin/users/:id": "agents",
  "POST /api/admin/users/:id/resend-verification": "agents",
  "GET /api/admin/settings": "agents",
  "PUT /api/admin/settings": "agents",
  "GET /api/admin/audit": "super",
  "POST /api/admin/collections": "agents",
  "GET /api/admin/collections": "agents",
  "GET /api/admin/collections/:id": "agents",
  "GET /api/admin/collections/:id/file": "agents",
  "POST /api/admin/collections/items/:id/review": "agents",
  // Issue 32 §4: the treasury and the paz y salvo.
  "GET /api/admin/treasury": "agents",
  "GET /api/admin/refunds": "agents",
  "POST /api/admin/payments/:reference/refund": "agents",
  "GET /api/contracts/:id/paz-y-salvo": "signedIn",
  "POST /api/contracts/:id/paz-y-salvo": "signedIn",
  "GET /api/paz-y-salvo/:code": "public",
  // Issue 34 §1: the billing system's feed.
  "POST /api/integration/import": "feed",
  "GET /api/integration/schema.json": "public",
  "GET /api/admin/imports": "agents",
  "GET /api/admin/imports/:id": "agents",
  // Issue 34 §2: published tariffs are public; publishing is the administrators'.
  "GET /api/tariffs/current": "public",
  "GET /api/tariffs/history.json": "public",
  "GET /api/tariffs/history.csv": "public",
  "GET /api/tariffs/:month": "public",
  "POST /api/admin/tariffs": "agents",
  // Issue 36: unplanned outages and «¿me afecta?» are public (a customer asks for their own
  // contracts); listing, opening and updating them is the operators'.
  "GET /api/outages": "public",
  "GET /api/outages.geojson": "public",
  // Issue 36 §5: the monthly continuity indicators, for anyone.
  "GET /api/outages/continuity": "public",
  "GET /api/outages/continuity.csv": "public",
  "GET /api/outages/:reference": "public",
  "GET /api/outages/affects": "public",
  "POST /api/outages/affects": "public",
  "GET /api/account/outages": "signedIn",
  "GET /api/admin/outages": "operators",
  "GET /api/admin/outages/:id": "operators",
  "POST /api/admin/outages": "operators",
  "PATCH /api/admin/outages/:id": "operators",
  "POST /api/admin/outages/:id/reports": "operators",
};

type Caller = "visitor" | "owner" | "other" | "admin" | "superAdmin" | "integration";
const CALLERS: Caller[] = ["visitor", "owner", "other", "admin", "superAdmin", "integration"];
const ROLES_OF: Record<Exclude<Caller, "visitor">, string[]> = {
  owner: ["USER"],
  other: ["USER"],
  admin: ["USER", "ADMIN"],
  superAdmin: ["USER", "SUPER_ADMIN"],
  integration: ["INTEGRATION"],
};

/** Who passes each rule (the spec's roles; SUPER_ADMIN does not hold the news admin role by itself). */
const ALLOWED: Record<Expected, readonly Caller[]> = {
  public: CALLERS,
  optional: ["visitor", "owner", "other", "admin", "superAdmin"],
  signedIn: ["owner", "other", "admin", "superAdmin"],
  agents: ["admin", "superAdmin"],
  news: ["admin"],
  super: ["superAdmin"],
  feed: ["integration", "admin", "superAdmin"],
  editors: ["admin", "superAdmin"],
  operators: ["admin", "superAdmin"],
};

const asExpected = (access: Access): Expected => {
  if (typeof access === "string") return access;
  const roles = [...access].sort().join(",");
  if (roles === "ADMIN,SUPER_ADMIN") return "agents";
  if (roles === "ADMIN") return "news";
  if (roles === "SUPER_ADMIN") return "super";
  if (roles === "ADMIN,INTEGRATION,SUPER_ADMIN") return "feed";
  if (roles === "ADMIN,EDITOR,SUPER_ADMIN") return "editors";
  if (roles === "ADMIN,OPERATOR,SUPER_ADMIN") return "operators";
  throw new Error(`Unexpected rule ${roles}`);
};

describe("access control at start-up", () => {
  it("refuses to start when a route under /api declares no rule", async () => {
    const db = await openPglite("memory://");
    try {
      const app = (await import("fastify")).default({ logger: false });
      app.decorate("authenticate", async () => undefined);
      app.decorate("authenticateOptional", async () => undefined);
      app.decorate("requireRoles", () => async () => undefined);
      registerAccessControl(app, [{ "GET /known": "public" }]);
      app.get("/api/known", async () => ({}));
      // Outside /api (the SPA) needs no rule.
      app.get("/pagina", async () => ({}));
      expect(() => app.get("/api/nueva", async () => ({}))).toThrow(UndeclaredRouteError);
      expect(() => app.get("/api/nueva", async () => ({}))).toThrow(/GET \/nueva no declara quién puede usarla/);
      // A route added outside the modules may carry its own rule.
      app.get("/api/propia", { config: { access: "signedIn" } }, async () => ({}));
      await app.close();
      // The real app starts, every rule has its route.
      const real = await buildApp({ config: testConfig(), db: (await migrate(db), db), logger: false });
      await real.ready();
      expect(real.routeAccess.length).toBe(Object.keys(EXPECTED).length);
      await real.close();
    } finally {
      await db.close();
    }
  });
});

describe.each(backends)("authorization matrix of the whole API on $name", (backend) => {
  let s: Awaited<ReturnType<typeof startApp>>;
  const ids: Record<Caller, string> = { visitor: "", owner: "", other: "", admin: "", superAdmin: "", integration: "" };
  let contractId = "";
  let invoiceId = "";
  let paymentRef = "";
  let caseId = "";
  let radicado = "";
  let newsId = "";
  let newsSlug = "";
  let seq = 0;

  beforeAll(async () => {
    s = await startApp(backend);
    for (const caller of CALLERS) {
      if (caller === "visitor") continue;
      const { rows } = await s.db.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
         VALUES ($1, 'x', 'Prueba', 'Matriz', 'PERSONA_NATURAL', $2, true) RETURNING id::text AS id`,
        [`matriz-${caller.toLowerCase()}@correo.co`, ROLES_OF[caller]],
      );
      ids[caller] = rows[0].id;
    }
    const seeded = await s.db.transaction((tx) =>
      seedContract(
        tx,
        {
          number: "3300000001",
          holderName: "Prueba Matriz",
          holderDocumentType: "CC",
          holderDocumentNumber: "43000001",
          address: "Cl. 1 # 2-3",
          barrio: "Centro",
          comuna: "Zona urbana",
          municipality: "San Rafael",
          estrato: 3,
          use: "residencial",
          services: ["energia", "acueducto"],
          meters: { energia: "EN-9", acueducto: "AC-9" },
          base: { energia: 150, acueducto: 12 },
          latestIssuedDaysAgo: 5,
          unpaid: 1,
          months: 3,
        },
        new Date(),
        ids.owner,
      ),
    );
    await s.db.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2)", [ids.owner, seeded.id]);
    contractId = seeded.id;
    invoiceId = seeded.invoices[0].id;
    paymentRef = (await s.db.query<{ reference: string }>("SELECT reference FROM payments WHERE contract_id = $1 LIMIT 1", [seeded.id])).rows[0].reference;
    const filed = await s.app.inject({
      method: "POST",
      url: "/api/pqrs",
      headers: { authorization: `Bearer ${await token("owner")}` },
      payload: {
        type: "peticion",
        service: "energia",
        subject: "Revisión de la acometida",
        description: "La acometida del contador hace ruido desde el martes y huele a quemado por las noches.",
        anonymous: false,
        applicant: {
          documentType: "CC",
          documentNumber: "43000001",
          name: "Prueba Matriz",
          email: "matriz-owner@correo.co",
          phone: "300 123 4567",
          address: "",
        },
        notificationChannel: "email",
        consent: true,
      },
    });
    expect(filed.statusCode).toBe(201);
    caseId = filed.json().id;
    radicado = filed.json().radicado;
    const { rows: news } = await s.db.query<{ id: string; slug: string }>(
      `INSERT INTO news (slug, title, summary, body_html, category, status, publish_at, author_name, search_text)
       VALUES ('matriz', 'Matriz', 'Resumen', '<p>Texto</p>', 'general', 'published', now() - interval '1 hour', 'Prensa', 'matriz')
       RETURNING id::text AS id, slug`,
    );
    newsId = news[0].id;
    newsSlug = news[0].slug;
  }, 90_000);
  afterAll(async () => {
    await s?.close();
  });

  /** A fresh session per call: logout and deactivation must not spoil the next call. */
  async function token(caller: Caller): Promise<string | null> {
    if (caller === "visitor") return null;
    const t = issueToken();
    await insertSession(s.db, t.hash, ids[caller], 3600, { ip: "10.11.0.1", userAgent: "matriz" });
    return t.raw;
  }

  const fill = (url: string) =>
    url
      .replace("/api/contracts/:id", `/api/contracts/${contractId}`)
      .replace("/api/invoices/:id", `/api/invoices/${invoiceId}`)
      .replace("/api/admin/news/:id", `/api/admin/news/${newsId}`)
      .replace("/api/news/images/:id", "/api/news/images/00000000-0000-4000-8000-000000000000")
      .replace("/api/news/:slug", `/api/news/${newsSlug}`)
      .replace("/api/admin/pqrs/:id/attachments/:attachmentId", `/api/admin/pqrs/${caseId}/attachments/00000000-0000-4000-8000-000000000000`)
      .replace("/api/admin/pqrs/:id", `/api/admin/pqrs/${caseId}`)
      .replace("/api/admin/users/:id", `/api/admin/users/${ids.other}`)
      .replace("/api/payments/pse-sandbox/:reference", "/api/payments/pse-sandbox/NOEXISTE")
      .replace("/api/payments/:reference", `/api/payments/${paymentRef}`)
      .replace("/api/admin/payments/:reference/refund", `/api/admin/payments/${paymentRef}/refund`)
      .replace("/api/paz-y-salvo/:code", "/api/paz-y-salvo/ABCD-EFGH-JKMN")
      .replace("/api/tariffs/:month", "/api/tariffs/2026-11")
      .replace("/api/metrics/session/:sessionId", "/api/metrics/session/s-matriz")
      .replace("/api/metrics/page/*", "/api/metrics/page/homePage")
      .replace("/api/admin/imports/:id", "/api/admin/imports/00000000-0000-4000-8000-000000000000")
      .replace("/api/admin/outages/:id", "/api/admin/outages/00000000-0000-4000-8000-000000000000")
      .replace("/api/outages/:reference", "/api/outages/INC-2026-000001")
      .replace(":routeKey", "transparencia.normativity")
      .replace(":version", "1");

  async function call(method: string, url: string, caller: Caller) {
    const t = await token(caller);
    seq++;
    return s.app.inject({
      method: method as "GET",
      url: fill(url),
      // A distinct address per call: the per-address limits never answer for the rule.
      remoteAddress: `10.12.${Math.floor(seq / 250)}.${seq % 250}`,
      headers: t ? { authorization: `Bearer ${t}` } : {},
      ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
    });
  }

  it("declares the expected rule for every route, and no route is missing from this table", () => {
    const registered = Object.fromEntries(s.app.routeAccess.map((r) => [`${r.method} ${r.url}`, asExpected(r.access)]));
    expect(Object.keys(registered).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(registered).toEqual(EXPECTED);
  });

  it.each(Object.entries(EXPECTED))("%s answers each caller as its rule says (%s)", async (route, rule) => {
    const [method, url] = route.split(" ");
    const outcome: Record<string, number> = {};
    for (const caller of CALLERS) outcome[caller] = (await call(method, url, caller)).statusCode;
    const expected = Object.fromEntries(CALLERS.map((c) => [c, ALLOWED[rule].includes(c) ? "allowed" : c === "visitor" ? 401 : 403]));
    const seen = Object.fromEntries(CALLERS.map((c) => [c, outcome[c] === 401 || outcome[c] === 403 ? outcome[c] : "allowed"]));
    expect(seen).toEqual(expected);
  });

  describe("rows that belong to someone", () => {
    const get = async (url: string, caller: Caller) => s.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${await token(caller)}` } });

    it.each([
      ["GET /api/contracts/:id/invoices"],
      ["GET /api/contracts/:id/consumption"],
      ["GET /api/invoices/:id"],
      ["GET /api/invoices/:id/pdf"],
      ["GET /api/invoices/:id/barcode.svg"],
      ["GET /api/payments/:reference"],
      ["GET /api/contracts/:id/paz-y-salvo"],
    ])("%s: the owner reads it; another customer and the staff get 404", async (route) => {
      const url = fill(route.split(" ")[1]);
      expect((await get(url, "owner")).statusCode).toBe(200);
      for (const caller of ["other", "admin", "superAdmin"] as const) {
        const res = await get(url, caller);
        expect({ caller, status: res.statusCode }).toEqual({ caller, status: 404 });
        expect(res.body).not.toContain("3300000001");
      }
    });

    it("PUT /api/contracts/:id/digital-bill changes only the owner's contract", async () => {
      const body = { enrolled: true, email: "factura@correo.co", acceptTerms: true };
      for (const caller of ["other", "admin"] as const) {
        const res = await s.app.inject({
          method: "PUT",
          url: `/api/contracts/${contractId}/digital-bill`,
          payload: body,
          headers: { authorization: `Bearer ${await token(caller)}` },
        });
        expect(res.statusCode).toBe(404);
      }
      expect((await s.db.query("SELECT 1 FROM contracts WHERE id = $1 AND digital_bill_email IS NOT NULL", [contractId])).rows).toHaveLength(0);
      const own = await s.app.inject({
        method: "PUT",
        url: `/api/contracts/${contractId}/digital-bill`,
        payload: body,
        headers: { authorization: `Bearer ${await token("owner")}` },
      });
      expect(own.statusCode).toBe(200);
    });

    it("lists hold only the caller's own rows", async () => {
      const list = async (url: string, caller: Caller) => (await get(url, caller)).json();
      expect((await list("/api/contracts", "owner")).contracts.map((c: { id: string }) => c.id)).toEqual([contractId]);
      expect((await list("/api/contracts", "other")).contracts).toEqual([]);
      expect((await list("/api/payments", "owner")).payments.length).toBeGreaterThan(0);
      expect((await list("/api/payments", "other")).payments).toEqual([]);
      expect((await get(`/api/payments?contractId=${contractId}`, "other")).statusCode).toBe(404);
      expect((await list("/api/pqrs/mine", "owner")).items.map((c: { radicado: string }) => c.radicado)).toContain(radicado);
      expect((await list("/api/pqrs/mine", "other")).items).toEqual([]);
    });
  });
});
