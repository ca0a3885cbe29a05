/**
 * Issue 37: the agents' inbox at a utility's size. Its total is counted up to 1,000 (`totalBounded`
 * past it), pages past the bound still come, and the order and the rows of every filter are those
 * of the single sorted query the inbox ran before (open first by due date, then the others in the
 * same order), now read as two index-served parts. The dashboard's open-request history reads the
 * same figures as before.
 */
import { addBusinessDays } from "../../src/shared/businessDays";
import { CASE_LIMITS, type AgentCaseList } from "../../src/shared/pqrs";
import type { AuthResponse } from "../../src/shared/types";
import * as repo from "../../server/modules/pqrs/repository";
import { backends, captchaHeaders, startApp } from "./support";

const CASES = 1300;
const NOW = new Date("2026-06-10T15:00:00Z");
const TODAY = "2026-06-10";
const OPEN = "c.status IN ('radicada', 'en_tramite')";

describe.each(backends)("the PQRS inbox past 1,000 requests on $name", (backend) => {
  let s: Awaited<ReturnType<typeof startApp>>;
  let admin: { token: string; id: string };

  const inbox = async (query: string): Promise<AgentCaseList> => {
    const res = await s.app.inject({ method: "GET", url: `/api/admin/pqrs?${query}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    return res.json<AgentCaseList>();
  };

  /** Every radicado the inbox lists for `query`, page after page. */
  async function allPages(query: string): Promise<string[]> {
    const radicados: string[] = [];
    for (let page = 1; ; page++) {
      const list = await inbox(`${query}&pageSize=100&page=${page}`);
      radicados.push(...list.items.map((i) => i.radicado));
      if (list.items.length < 100) return radicados;
    }
  }

  /** The rows and order of the query the inbox ran before issue 37. */
  async function before(where: string, params: unknown[] = []): Promise<string[]> {
    const { rows } = await s.db.query<{ radicado: string }>(
      `SELECT c.radicado FROM cases c ${where ? `WHERE ${where}` : ""}
        ORDER BY (${OPEN}) DESC, c.due_date ASC NULLS LAST, c.filed_at DESC`,
      params,
    );
    return rows.map((r) => r.radicado);
  }

  beforeAll(async () => {
    s = await startApp(backend);
    s.app.pqrs.now = () => NOW;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.9.0.1",
      headers: await captchaHeaders(s.app),
      payload: {
        email: "agente.listas@correo.co",
        password: "Clave segura de prueba 2026",
        firstName: "Camila",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: "71000091",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = '{USER,ADMIN}' WHERE id = $1", [user.id]);
    admin = { token, id: user.id };
    // 1,300 requests, one every 7 hours back from NOW: about a quarter open (some past their due
    // date), the rest answered or closed; one in ten a failure report without a legal term.
    await s.db.query(
      `INSERT INTO cases (radicado, kind, pqrs_type, service, subject, description, doc_type, doc_number, applicant_name, email,
         notification_channel, status, filed_at, term_days, original_due_date, due_date, assignee_id, response, responded_at, closed_at)
       SELECT g.radicado, g.kind, g.pqrs_type, g.service, g.subject, 'Descripción', 'CC', '7' || lpad(g.i::text, 7, '0'), 'Ana Ospina',
              'persona' || g.i || '@correo.co', 'email', g.status, g.filed_at, g.term, g.due, g.due,
              CASE WHEN g.i % 4 = 0 THEN $1::uuid END,
              CASE WHEN g.open THEN NULL ELSE 'Respuesta de fondo.' END,
              CASE WHEN g.open THEN NULL ELSE g.filed_at + interval '3 days' END,
              CASE WHEN g.status = 'cerrada' THEN g.filed_at + interval '4 days' END
         FROM (SELECT i, open, filed_at,
                      CASE WHEN i % 10 = 3 THEN 'FAL' ELSE 'PQR' END || '-2026-' || lpad(i::text, 6, '0') AS radicado,
                      CASE WHEN i % 10 = 3 THEN 'falla' ELSE 'pqrs' END AS kind,
                      CASE WHEN i % 10 = 3 THEN NULL ELSE (ARRAY['peticion', 'queja', 'reclamo'])[1 + i % 3] END AS pqrs_type,
                      (ARRAY['energia', 'acueducto', 'alcantarillado'])[1 + i % 3] AS service,
                      CASE WHEN i % 2 = 0 THEN 'Revisión del medidor en Laureles' ELSE 'Cobro no reconocido en Belén' END AS subject,
                      CASE WHEN open AND i % 4 = 0 THEN 'en_tramite' WHEN open THEN 'radicada' WHEN i % 3 = 0 THEN 'respondida' ELSE 'cerrada' END AS status,
                      CASE WHEN i % 10 = 3 THEN NULL ELSE 15 END AS term,
                      CASE WHEN i % 10 = 3 THEN NULL ELSE (filed_at + interval '21 days')::date END AS due
                 FROM (SELECT i, $2::timestamptz - i * interval '7 hours' AS filed_at, (i <= 150 OR i % 5 = 0) AS open
                         FROM generate_series(1, ${CASES}) AS i) AS n) AS g`,
      [admin.id, NOW.toISOString()],
    );
  }, 180_000);

  afterAll(async () => {
    await s?.close();
  });

  it("counts up to 1,000 and says there are more; the pages past them still come", async () => {
    const first = await inbox("");
    expect(first).toMatchObject({ total: 1000, totalBounded: true, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const all = await before("");
    expect(all).toHaveLength(CASES);
    const page60 = await inbox("page=60");
    expect(page60).toMatchObject({ total: 1000, totalBounded: true, page: 60 });
    expect(page60.items.map((i) => i.radicado)).toEqual(all.slice(59 * 20, 60 * 20));
    expect((await inbox("page=66")).items.map((i) => i.radicado)).toEqual(all.slice(65 * 20));
    expect((await inbox("page=67")).items).toEqual([]);
    // Under the bound the total is exact and says nothing more.
    const answered = await inbox("status=respondida");
    expect(answered.total).toBe((await before("c.status = 'respondida'")).length);
    expect(answered).not.toHaveProperty("totalBounded");
  });

  it("lists every request in the order of before: open first by due date, then the others", async () => {
    const listed = await allPages("");
    expect(listed).toEqual(await before(""));
    // Open ones first, nearest due date first (those without a term last); then the others.
    const { rows } = await s.db.query<{ open: number }>(`SELECT count(*)::int AS open FROM cases c WHERE ${OPEN}`);
    const { rows: open } = await s.db.query<{ radicado: string }>(`SELECT c.radicado FROM cases c WHERE ${OPEN}`);
    expect(new Set(listed.slice(0, rows[0].open))).toEqual(new Set(open.map((r) => r.radicado)));
    expect((await inbox("")).counts.open).toBe(rows[0].open);
  });

  it("gives the rows and order of before with every filter", async () => {
    const dueSoonUntil = addBusinessDays(TODAY, CASE_LIMITS.dueSoonDays);
    const cases: [string, string, unknown[]][] = [
      ["status=respondida", "c.status = 'respondida'", []],
      ["status=cerrada", "c.status = 'cerrada'", []],
      ["status=en_tramite", "c.status = 'en_tramite'", []],
      ["status=radicada", "c.status = 'radicada'", []],
      ["type=reclamo", "c.pqrs_type = 'reclamo'", []],
      ["kind=falla", "c.kind = 'falla'", []],
      ["service=acueducto", "c.service = 'acueducto'", []],
      ["assigned=me", "c.assignee_id = $1", [admin.id]],
      ["assigned=none", "c.assignee_id IS NULL", []],
      ["due=vencida", `${OPEN} AND c.due_date < $1::date`, [TODAY]],
      ["due=por_vencer", `${OPEN} AND c.due_date >= $1::date AND c.due_date <= $2::date`, [TODAY, dueSoonUntil]],
      ["q=medidor", "c.subject LIKE '%medidor%'", []],
      ["q=belen&status=cerrada", "c.subject LIKE '%Belén%' AND c.status = 'cerrada'", []],
      ["q=PQR-2026-000010", "c.radicado = 'PQR-2026-000010'", []],
      ["type=reclamo&assigned=me&service=alcantarillado", "c.pqrs_type = 'reclamo' AND c.assignee_id = $1 AND c.service = 'alcantarillado'", [admin.id]],
      ["kind=pqrs&status=radicada&due=vencida", `c.kind = 'pqrs' AND c.status = 'radicada' AND ${OPEN} AND c.due_date < $1::date`, [TODAY]],
    ];
    for (const [query, where, params] of cases) {
      const expected = await before(where, params);
      expect({ query, some: expected.length > 0 }).toEqual({ query, some: true });
      expect({ query, listed: await allPages(query) }).toEqual({ query, listed: expected });
      const first = await inbox(query);
      expect({ query, total: first.total, bounded: first.totalBounded ?? false }).toEqual({
        query,
        total: Math.min(expected.length, 1000),
        bounded: expected.length > 1000,
      });
    }
  });

  it("the open, overdue and due-soon counters and the dashboard's history are those of before", async () => {
    const dueSoonUntil = addBusinessDays(TODAY, CASE_LIMITS.dueSoonDays);
    const { rows } = await s.db.query<{ open: number; overdue: number; due_soon: number }>(
      `SELECT count(*) FILTER (WHERE ${OPEN})::int AS open,
              count(*) FILTER (WHERE ${OPEN} AND c.due_date < $1::date)::int AS overdue,
              count(*) FILTER (WHERE ${OPEN} AND c.due_date >= $1::date AND c.due_date <= $2::date)::int AS due_soon
         FROM cases c`,
      [TODAY, dueSoonUntil],
    );
    expect((await inbox("")).counts).toEqual({ open: rows[0].open, overdue: rows[0].overdue, dueSoon: rows[0].due_soon });

    // The history as it was read before issue 37, over every request.
    const days = await repo.openCasesByDay(s.db, "2026-05-12", NOW.toISOString());
    const { rows: old } = await s.db.query<{ day: string; open: number; overdue: number }>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(c.id)::int AS open, count(c.id) FILTER (WHERE c.due_date < d.day)::int AS overdue
         FROM (SELECT g::date AS day, LEAST(((g::date + 1)::timestamp + interval '5 hours') AT TIME ZONE 'UTC', $3::timestamptz) AS ends
                 FROM generate_series($1::date, $2::date, interval '1 day') AS g) d
         LEFT JOIN cases c ON c.filed_at < d.ends AND (c.responded_at IS NULL OR c.responded_at >= d.ends)
        GROUP BY d.day ORDER BY d.day`,
      ["2026-05-12", TODAY, NOW.toISOString()],
    );
    expect(days).toEqual(old);
    expect(days.some((d) => d.overdue > 0)).toBe(true);
    for (const [cut, day] of [
      ["2026-05-10T15:00:00Z", "2026-05-10"],
      ["2026-04-01T04:00:00Z", "2026-03-31"],
    ]) {
      const { rows: at } = await s.db.query<{ open: number; overdue: number }>(
        `SELECT count(*)::int AS open, count(*) FILTER (WHERE due_date < $2::date)::int AS overdue
           FROM cases WHERE filed_at < $1::timestamptz AND (responded_at IS NULL OR responded_at >= $1::timestamptz)`,
        [cut, day],
      );
      expect(await repo.openCasesAt(s.db, cut)).toEqual(at[0]);
    }
  });
});
