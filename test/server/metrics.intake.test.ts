import type { MetricsStatus, SearchTermsReport } from "../../src/shared/metrics";
import type { AuthResponse } from "../../src/shared/types";
import type { EventRow } from "../../server/modules/metrics/writer";
import { backends, captchaHeaders, clearMetrics, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const count = async (s: Started, sql: string) => Number((await s.db.query<{ n: number }>(sql)).rows[0].n);

const event = (i: number, over: Partial<EventRow> = {}): EventRow => ({
  occurredAt: new Date().toISOString(),
  eventType: "custom",
  category: "c",
  action: `a${i}`,
  label: null,
  value: null,
  pagePath: "/x",
  sessionId: "poison",
  userId: null,
  metadata: null,
  ...over,
});

/** Polls `check` until it holds (each try lets the writer's timers run). */
async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never happened: ${what}`);
}

describe.each(backends)("metrics intake and writer faults on $name (issue 20 §3, §4)", (backend) => {
  let s: Started;
  let admin: string;

  beforeAll(async () => {
    s = await startApp(backend, { METRICS_FLUSH_MS: "20" });
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: await captchaHeaders(s.app),
      payload: {
        email: "metricas@correo.co",
        password: "Clave segura de prueba 2026",
        firstName: "Ana",
        lastName: "Ruiz",
        documentType: "CC",
        documentNumber: "1020304088",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [["USER", "ADMIN"], user.id]);
    admin = token;
  });
  afterAll(() => s.close());
  beforeEach(() => clearMetrics(s));

  const status = async () => (await s.app.inject({ method: "GET", url: "/api/metrics/status" })).json<MetricsStatus>();

  describe("a row the database refuses", () => {
    it("is set aside in metric_dead_letters with its error, and every other row of its batch is written", async () => {
      const writer = s.app.metrics.writer;
      // Straight to the writer, past the intake's cleaning: the database itself refuses the NUL.
      const rows = Array.from({ length: 9 }, (_, i) => event(i, i === 4 ? { label: "doc\u0000umento" } : {}));
      expect(writer.accept("event", rows)).toBe(true);
      expect(writer.accept("event", [event(9), event(10, { metadata: '{"k":"\\u0000"}' })])).toBe(true);
      await writer.drain();
      expect(await count(s, "SELECT count(*)::int AS n FROM metric_events WHERE session_id = 'poison'")).toBe(9);
      const { rows: dead } = await s.db.query<{ table_name: string; row_json: string; error: string; error_code: string }>(
        "SELECT table_name, row_json, error, error_code FROM metric_dead_letters ORDER BY id",
      );
      expect(dead.map((d) => d.table_name)).toEqual(["metric_events", "metric_events"]);
      expect(JSON.parse(dead[0].row_json)).toMatchObject({ action: "a4", label: "doc\u0000umento" });
      expect(JSON.parse(dead[1].row_json)).toMatchObject({ action: "a10" });
      expect(dead[0].error).toMatch(/0x00|UTF8/);
      expect(dead[0].error_code).toMatch(/^22/);
      expect(writer.status()).toMatchObject({ buffered: 0, consecutiveFailures: 0, deadLettered: expect.any(Number) });
      const st = await status();
      expect(st).toMatchObject({ status: "degraded", writer: "ok", deadLetters: 2, database: "ok" });
      expect(st.lastDeadLetterAt).not.toBeNull();
      // Later rows are not held back.
      expect(writer.accept("event", [event(11)])).toBe(true);
      await writer.drain();
      expect(await count(s, "SELECT count(*)::int AS n FROM metric_events WHERE action = 'a11'")).toBe(1);
    });

    it("reports a stuck writer while the database fails every write, and writes the rows once it recovers", async () => {
      await s.db.query("ALTER TABLE metric_page_times RENAME TO metric_page_times_away");
      const writer = s.app.metrics.writer;
      try {
        expect(
          (await s.app.inject({ method: "POST", url: "/api/metrics/track/pagetime", payload: { pagePath: "/x", sessionId: "s1", timeSpent: 3 } })).statusCode,
        ).toBe(202);
        await waitFor(() => writer.status().consecutiveFailures > 0, "a failed write");
        const st = await status();
        expect(st).toMatchObject({ status: "degraded", writer: "stuck", buffered: 1, database: "ok" });
        expect(st.consecutiveFailures).toBeGreaterThan(0);
        expect(st.oldestBufferedSeconds).toBeGreaterThanOrEqual(0);
      } finally {
        await s.db.query("ALTER TABLE metric_page_times_away RENAME TO metric_page_times");
      }
      await writer.drain();
      expect(await count(s, "SELECT count(*)::int AS n FROM metric_page_times")).toBe(1);
      expect(await count(s, "SELECT count(*)::int AS n FROM metric_dead_letters")).toBe(0);
      expect(await status()).toMatchObject({ status: "ok", writer: "ok", consecutiveFailures: 0, buffered: 0 });
    });
  });

  describe("intake", () => {
    const post = (kind: string, payload: object) => s.app.inject({ method: "POST", url: `/api/metrics/track/${kind}`, payload });

    it("takes an optional field sent as null as absent, and still requires the required ones", async () => {
      const view = await post("pageview", {
        pagePath: "/x",
        sessionId: "anon",
        userId: null,
        referrer: null,
        acquisitionChannel: null,
        deviceType: null,
        browserInfo: null,
      });
      expect(view.statusCode).toBe(202);
      const ev = await post("event", {
        eventType: "custom",
        category: "c",
        action: "a",
        pagePath: "/x",
        sessionId: "anon",
        label: null,
        value: null,
        userId: null,
        metadata: null,
      });
      expect(ev.statusCode).toBe(202);
      const batch = await post("event", { events: [{ eventType: "custom", category: "c", action: "b", pagePath: "/x", sessionId: "anon", userId: null }] });
      expect(batch.statusCode).toBe(202);
      expect((await post("webvitals", { pagePath: "/x", sessionId: null, lcp: 1200, cls: null })).statusCode).toBe(202);
      const missing = await post("pageview", { pagePath: "/x", sessionId: null });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ sessionId: "Este campo es obligatorio." });
      await s.app.metrics.writer.drain();
      const { rows } = await s.db.query<{ user_id: string | null; acquisition_channel: string }>("SELECT user_id, acquisition_channel FROM metric_page_views");
      expect(rows).toEqual([{ user_id: null, acquisition_channel: "direct" }]);
      expect(await count(s, "SELECT count(*)::int AS n FROM metric_events WHERE session_id = 'anon' AND label IS NULL AND metadata IS NULL")).toBe(2);
      expect(await count(s, "SELECT count(*)::int AS n FROM metric_web_vitals WHERE cls IS NULL")).toBe(1);
    });

    it("refuses a NUL in a label over HTTP, and cleans text handed to the service directly", async () => {
      const res = await post("event", { eventType: "search", category: "c", action: "a", label: "x\u0000", pagePath: "/x", sessionId: "s1" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "INVALID_CHARACTERS", fields: { label: expect.any(String) } });
      const at = new Date().toISOString();
      await expect(
        s.app.metrics.acceptPageView({ pagePath: "/a\u0000b", sessionId: "s-clean", browserInfo: "Mozilla\ud800", referrer: "https://x.co/a\u0000" }, at),
      ).resolves.toBe(true);
      await expect(
        s.app.metrics.acceptEvents([{ eventType: "search", category: "c", action: "a", label: "fac\u0000tura", pagePath: "/x", sessionId: "s-clean" }], at),
      ).resolves.toBe(true);
      await s.app.metrics.writer.drain();
      const { rows } = await s.db.query<{ page_path: string; browser_info: string }>(
        "SELECT page_path, browser_info FROM metric_page_views WHERE session_id = 's-clean'",
      );
      expect(rows).toEqual([{ page_path: "/ab", browser_info: "Mozilla\ufffd" }]);
      expect(await count(s, "SELECT count(*)::int AS n FROM metric_events WHERE label = 'factura'")).toBe(1);
      expect(await count(s, "SELECT count(*)::int AS n FROM metric_dead_letters")).toBe(0);
    });
  });

  describe("search terms (issue 20 §4)", () => {
    beforeEach(async () => {
      const search = (sessionId: string, label: string, value = 1) => ({
        eventType: "search",
        category: "buscador",
        action: "buscar",
        pagePath: "/buscar",
        sessionId,
        label,
        value,
      });
      const events = [
        search("v1", "factura"),
        search("v2", "Factura"),
        search("v3", "factura "),
        search("v3", "factura"),
        search("v1", "agua"),
        search("v2", "agua"),
        search("v1", "cédula 1020304050", 0),
        search("v1", "tel 300 123 4567"),
        search("v2", "tel 300 765 4321"),
        search("v3", "tel 3001234567"),
        search("v4", "contrato 12345"),
      ];
      // Each visitor from a network of its own (issue 31 §5: the networks count too).
      const networks: Record<string, string> = { v1: "192.0.2.10", v2: "198.51.100.10", v3: "203.0.113.10", v4: "100.64.0.10" };
      for (const [sessionId, remoteAddress] of Object.entries(networks)) {
        const own = events.filter((e) => e.sessionId === sessionId);
        expect((await s.app.inject({ method: "POST", url: "/api/metrics/track/event", remoteAddress, payload: { events: own } })).statusCode).toBe(202);
      }
      await s.app.metrics.writer.drain();
    });
    const terms = async (token?: string) => {
      const res = await s.app.inject({ method: "GET", url: "/api/metrics/search-terms", headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(res.statusCode).toBe(200);
      return res.json<SearchTermsReport>();
    };

    it("shows a visitor only terms at least 3 sessions searched, with digit runs masked", async () => {
      const r = await terms();
      expect(r.terms.map(({ term, searches }) => ({ term, searches }))).toEqual([
        { term: "factura", searches: 4 },
        { term: "tel •••••", searches: 3 },
      ]);
      expect(r.minSessions).toBe(3);
      expect(r.totalSearches).toBe(11);
      expect(r.zeroResultSearches).toBe(1);
      expect(JSON.stringify(r)).not.toMatch(/\d{5}|300 123/);
    });

    it("does not show visitors a term planted with made-up sessions from one network (issue 31 §5)", async () => {
      const plant = (sessionId: string, remoteAddress: string) =>
        s.app.inject({
          method: "POST",
          url: "/api/metrics/track/event",
          remoteAddress,
          payload: { eventType: "search", category: "buscador", action: "buscar", pagePath: "/buscar", sessionId, label: "compre en oferta-falsa.co" },
        });
      // Ten invented sessions from one address, ten from other addresses of its /24, ten from
      // addresses of one IPv6 /48 (with an IPv4 address written as IPv6 for good measure): two networks.
      for (let i = 0; i < 10; i++) expect((await plant(`inventada-${i}`, "192.0.2.66")).statusCode).toBe(202);
      for (let i = 0; i < 10; i++) expect((await plant(`vecina-${i}`, `192.0.2.${100 + i}`)).statusCode).toBe(202);
      for (let i = 0; i < 10; i++) expect((await plant(`v6-${i}`, `2001:db8:1:${i.toString(16)}::${i + 1}`)).statusCode).toBe(202);
      expect((await plant("mapeada", "::ffff:192.0.2.7")).statusCode).toBe(202);
      await s.app.metrics.writer.drain();
      expect((await terms()).terms.map((t) => t.term)).not.toContain("compre en oferta-falsa.co");
      // An administrator still sees it, with its 31 searches.
      expect((await terms(admin)).terms.find((t) => t.term === "compre en oferta-falsa.co")).toMatchObject({ searches: 31 });
      // A third network makes it as public as any term three networks searched.
      expect((await plant("tercera", "100.64.9.9")).statusCode).toBe(202);
      await s.app.metrics.writer.drain();
      const shown = await terms();
      expect(shown.terms.map((t) => t.term)).toContain("compre en oferta-falsa.co");
      // The aggregates' rebuild from the raw searches (migration 019) counts the networks alike.
      await s.db.query("SELECT metric_rebuild_aggregates()");
      expect(await terms()).toEqual(shown);
    });

    it("shows an administrator every term, masked too", async () => {
      const r = await terms(admin);
      expect(r.minSessions).toBe(1);
      expect(r.terms.map((t) => t.term).sort()).toEqual(["agua", "contrato •••••", "cédula •••••", "factura", "tel •••••"]);
      expect(JSON.stringify(r)).not.toMatch(/\d{5}|300 123/);
    });
  });

  it("masks numbers written with separators, full-width digits and e-mail addresses before they are stored (issue 31 §5)", async () => {
    const typed = ["cédula 1,020,304,050", "tel 300  123  4567", "cc １０２０３０４０５０", "escríbame a ana.ruiz@correo.co"];
    const events = typed.flatMap((label) => [
      { eventType: "search", category: "buscador", action: "buscar", pagePath: "/buscar", sessionId: "s-mask", label, value: 0 },
      { eventType: "custom", category: "asistente", action: "asistente_sin_respuesta", pagePath: "/", sessionId: "s-mask", label, value: 0 },
    ]);
    expect((await s.app.inject({ method: "POST", url: "/api/metrics/track/event", payload: { events } })).statusCode).toBe(202);
    await s.app.metrics.writer.drain();
    const asAdmin = { authorization: `Bearer ${admin}` };
    const terms = (await s.app.inject({ method: "GET", url: "/api/metrics/search-terms", headers: asAdmin })).json<SearchTermsReport>();
    const questions = (await s.app.inject({ method: "GET", url: "/api/metrics/assistant-questions", headers: asAdmin })).json<{
      unanswered: { question: string }[];
    }>();
    const shown = ["cc •••••", "cédula •••••", "escríbame a •••@•••", "tel •••••"];
    expect(terms.terms.map((t) => t.term).sort()).toEqual(shown);
    expect(questions.unanswered.map((q) => q.question).sort()).toEqual(shown);
    const session = (await s.app.inject({ method: "GET", url: "/api/metrics/session/s-mask" })).body;
    const { rows } = await s.db.query<{ label: string }>("SELECT label FROM metric_events WHERE session_id = 's-mask'");
    for (const text of [JSON.stringify(terms), JSON.stringify(questions), session, JSON.stringify(rows)]) {
      for (const secret of ["1,020,304,050", "300  123", "4567", "１０２０", "1020304050", "ana.ruiz", "@correo"]) expect(text).not.toContain(secret);
    }
  });

  it("writes every accepted row when the app closes, setting aside the ones the database refuses", async () => {
    const other = await startApp(backend, { METRICS_FLUSH_MS: "600000" });
    const writer = other.app.metrics.writer;
    const rows = Array.from({ length: 300 }, (_, i) => event(i, i % 100 === 7 ? { label: `bad\u0000${i}` } : {}));
    expect(writer.accept("event", rows)).toBe(true);
    expect(writer.status().buffered).toBe(300);
    await other.app.close();
    expect(await count(other, "SELECT count(*)::int AS n FROM metric_events")).toBe(297);
    expect(await count(other, "SELECT count(*)::int AS n FROM metric_dead_letters")).toBe(3);
    await other.close();
  });
});
