import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate, MIGRATIONS_DIR } from "../../server/db/migrate";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { resolveRange } from "../../server/modules/metrics/range";
import { assistantQuestions } from "../../server/modules/metrics/repository/assistant";
import { storeBatch, type EventRow } from "../../server/modules/metrics/writer";
import { ASSISTANT_EVENTS, type AssistantQuestionsReport } from "../../src/shared/metrics";
import { backends, clearMetrics, startApp } from "./support";

/**
 * The help assistant's questions on the metrics dashboard: what it could not answer and what
 * visitors said did not help, counted from the events the widget sends (src/stores/ChatStore.ts)
 * through the real intake, the writer's aggregates (migration 017) and GET /metrics/assistant-questions.
 */
type Started = Awaited<ReturnType<typeof startApp>>;

const ask = (sessionId: string, action: string, label: string | null, over: Record<string, unknown> = {}) => ({
  eventType: "custom",
  category: "asistente",
  action,
  ...(label === null ? {} : { label }),
  pagePath: "/homePage",
  sessionId,
  ...over,
});
const { unanswered: NONE, unhelpful: NO, helpful: YES } = ASSISTANT_EVENTS;

describe.each(backends)("assistant questions report on $name", (backend) => {
  let s: Started;
  const tokens: Record<"user" | "admin" | "superAdmin", string> = { user: "", admin: "", superAdmin: "" };

  beforeAll(async () => {
    s = await startApp(backend, { METRICS_FLUSH_MS: "20" });
    const roles = { user: ["USER"], admin: ["USER", "ADMIN"], superAdmin: ["USER", "SUPER_ADMIN"] };
    for (const [who, held] of Object.entries(roles) as [keyof typeof roles, string[]][]) {
      const { rows } = await s.db.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
         VALUES ($1, 'x', 'Prueba', 'Asistente', 'PERSONA_NATURAL', $2, true) RETURNING id::text AS id`,
        [`asistente-${who.toLowerCase()}@correo.co`, held],
      );
      const t = issueToken();
      await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.12.0.1", userAgent: "asistente" });
      tokens[who] = t.raw;
    }
  }, 60_000);
  afterAll(() => s.close());
  beforeEach(() => clearMetrics(s));

  const track = async (events: unknown[]) => {
    const res = await s.app.inject({ method: "POST", url: "/api/metrics/track/event", payload: { events } });
    expect(res.statusCode).toBe(202);
    await s.app.metrics.writer.drain();
  };
  const report = async (query = "", token: string | null = tokens.admin) => {
    const res = await s.app.inject({
      method: "GET",
      url: `/api/metrics/assistant-questions${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return res;
  };
  const read = async (query = "") => {
    const res = await report(query);
    expect(res.statusCode).toBe(200);
    return res.json<AssistantQuestionsReport>();
  };

  it("lists unanswered and unhelpful questions from the events the widget sends, the most frequent first", async () => {
    await track([
      ask("s1", NONE, "como reciclo pilas", { value: 0 }),
      ask("s1", NONE, "como reciclo pilas", { value: 0 }),
      ask("s2", NONE, "como reciclo pilas", { value: 0 }),
      ask("s3", NONE, "  Horario de Oficina ", { value: 0 }),
      ask("s1", NO, "como pago mi factura"),
      ask("s2", NO, "como pago mi factura"),
      ask("s3", YES, "como pago mi factura"),
      ask("s4", NO, "mi cedula es 1020304050"),
      ask("s4", YES, "tarifas de energia"),
      // Not the assistant's: another custom event, a search, a rating without its question.
      ask("s5", "otro_evento", "como reciclo pilas"),
      { ...ask("s5", "buscar", "como reciclo pilas"), eventType: "search", value: 0 },
      ask("s5", NO, null),
    ]);
    const r = await read();
    expect(r.unanswered).toEqual([
      { question: "como reciclo pilas", count: 3, sessions: 2, lastAskedAt: expect.any(String) },
      { question: "horario de oficina", count: 1, sessions: 1, lastAskedAt: expect.any(String) },
    ]);
    expect(r.unhelpful).toEqual([
      { question: "como pago mi factura", count: 2, sessions: 2, helpful: 1, helpfulShare: 33.3, lastAskedAt: expect.any(String) },
      { question: "mi cedula es •••••", count: 1, sessions: 1, helpful: 0, helpfulShare: 0, lastAskedAt: expect.any(String) },
    ]);
    expect(r.totals).toEqual({ unanswered: 4, unhelpful: 3, helpful: 2 });
    expect(JSON.stringify(r)).not.toMatch(/\d{5}/);
    expect(Date.parse(r.unanswered[0].lastAskedAt)).toBeGreaterThan(Date.now() - 60_000);

    const one = await read("?limit=1");
    expect(one.unanswered.map((q) => q.question)).toEqual(["como reciclo pilas"]);
    expect(one.unhelpful.map((q) => q.question)).toEqual(["como pago mi factura"]);
    expect((await report("?limit=0")).statusCode).toBe(400);
    expect((await report("?limit=101")).statusCode).toBe(400);
  });

  it("counts a session once per question and kind, across batches and when an earlier event arrives late", async () => {
    await track([ask("s1", NONE, "donde pago"), ask("s1", NO, "donde pago")]);
    await track([ask("s1", NONE, "donde pago"), ask("s2", NONE, "donde pago")]);
    // An event of s1 stored late, from two hours before: the session moves to it, still counted once.
    const earlier = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const late: EventRow = {
      occurredAt: earlier,
      eventType: "custom",
      category: "asistente",
      action: NONE,
      label: "donde pago",
      value: 0,
      pagePath: "/homePage",
      sessionId: "s1",
      userId: null,
      metadata: null,
    };
    await storeBatch(s.db, "event", [late]);
    const r = await read(`?startDate=${encodeURIComponent(new Date(Date.now() - 3 * 3_600_000).toISOString())}`);
    expect(r.unanswered).toEqual([{ question: "donde pago", count: 4, sessions: 2, lastAskedAt: expect.any(String) }]);
    expect(r.unhelpful).toEqual([expect.objectContaining({ question: "donde pago", count: 1, sessions: 1 })]);
    const sessions = await s.db.query<{ n: number }>("SELECT sum(sessions)::int AS n FROM metric_assistant_stats WHERE grain = 'h' AND kind = 'sin_respuesta'");
    expect(Number(sessions.rows[0].n)).toBe(2);
    const first = await s.db.query<{ first_at: string | Date }>(
      "SELECT first_at FROM metric_assistant_sessions WHERE kind = 'sin_respuesta' AND session_id = 's1'",
    );
    expect(new Date(first.rows[0].first_at).toISOString()).toBe(earlier);
  });

  it("gives the same numbers after metric_rebuild_aggregates() as the incremental path", async () => {
    await track([
      ask("s1", NONE, "Pilas usadas"),
      ask("s2", NONE, "pilas usadas "),
      ask("s2", NO, "corte de agua 3001234567"),
      ask("s3", NO, "corte de agua 3001234567"),
      ask("s3", YES, "corte de agua 3001234567"),
      ask("s1", YES, "tarifas"),
    ]);
    await storeBatch(s.db, "event", [
      {
        occurredAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
        eventType: "custom",
        category: "asistente",
        action: NONE,
        label: "pilas usadas",
        value: 0,
        pagePath: "/homePage",
        sessionId: "s1",
        userId: null,
        metadata: null,
      },
    ]);
    const before = await read();
    const rows = async () =>
      (await s.db.query("SELECT grain, bucket, kind, question, asks, sessions, last_at FROM metric_assistant_stats ORDER BY 1, 2, 3, 4")).rows;
    const tableBefore = await rows();
    expect(before.unanswered).toEqual([{ question: "pilas usadas", count: 3, sessions: 2, lastAskedAt: expect.any(String) }]);
    expect(before.unhelpful[0]).toMatchObject({ question: "corte de agua •••••", count: 2, sessions: 2, helpful: 1, helpfulShare: 33.3 });
    await s.db.query("SELECT metric_rebuild_aggregates()");
    expect(await read()).toEqual(before);
    expect(await rows()).toEqual(tableBefore);
  });

  it("answers a range longer than a year with 400 naming startDate", async () => {
    const res = await report("?startDate=2025-01-01&endDate=2026-03-01");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { startDate: expect.stringContaining("366") } });
  });

  it("is for administrators: 401 without a session, 403 for an account without the role", async () => {
    await track([ask("s1", NONE, "mi direccion es calle 10")]);
    expect((await report("", null)).statusCode).toBe(401);
    expect((await report("", tokens.user)).statusCode).toBe(403);
    expect((await report("", tokens.superAdmin)).statusCode).toBe(200);
    expect((await read()).unanswered).toHaveLength(1);
  });

  it("goes through the report gate", async () => {
    const run = jest.spyOn(s.app.reports, "run");
    await read();
    expect(run).toHaveBeenCalledTimes(1);
    run.mockRestore();
  });

  it("forgets a session's state after a week, keeping the counts", async () => {
    await track([ask("s1", NONE, "horario")]);
    await s.app.metrics.sweep(new Date(Date.now() + 8 * 24 * 3_600_000));
    const left = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM metric_assistant_sessions");
    expect(Number(left.rows[0].n)).toBe(0);
    const kept = await s.db.query<{ n: number }>("SELECT coalesce(sum(asks), 0)::int AS n FROM metric_assistant_stats WHERE grain = 'd'");
    expect(Number(kept.rows[0].n)).toBe(1);
  });
});

describe.each(backends)("migration 017 on $name", (backend) => {
  it("back-fills the questions of the events stored before it", async () => {
    const { db, dispose } = await backend.open();
    const before = mkdtempSync(path.join(tmpdir(), "migrations-016-"));
    try {
      for (const f of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql") && f < "017"))
        copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(before, f));
      await migrate(db, before);
      const at = "2026-03-10T15:00:00.000Z";
      for (const [session, action, label] of [
        ["s1", NONE, "pilas"],
        ["s1", NONE, "Pilas "],
        ["s2", NONE, "pilas"],
        ["s1", NO, "factura"],
        ["s2", YES, "factura"],
        ["s3", "otro", "pilas"],
      ]) {
        await db.query(
          `INSERT INTO metric_events (occurred_at, event_type, category, action, label, page_path, session_id)
           VALUES ($1, 'custom', 'asistente', $2, $3, '/homePage', $4)`,
          [at, action, label, session],
        );
      }
      expect(await migrate(db)).toContain("017_assistant_questions.sql");
      const r = await assistantQuestions(db, resolveRange({ startDate: "2026-03-10", endDate: "2026-03-10" }), 20);
      expect(r.unanswered).toEqual([{ question: "pilas", count: 3, sessions: 2, lastAskedAt: at }]);
      expect(r.unhelpful).toEqual([{ question: "factura", count: 1, sessions: 1, helpful: 1, helpfulShare: 50, lastAskedAt: at }]);
      expect(r.totals).toEqual({ unanswered: 3, unhelpful: 1, helpful: 1 });
    } finally {
      rmSync(before, { recursive: true, force: true });
      await dispose();
    }
  }, 60_000);
});
