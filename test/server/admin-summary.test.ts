import type { AdminSummary } from "../../src/shared/admin";
import type { AuthResponse } from "../../src/shared/types";
import { summarySpan } from "../../server/modules/admin/summary";
import { seedBilling } from "../../server/modules/billing/seed";
import { backends, captchaHeaders, startApp } from "./support";
import { storeBatch } from "../../server/modules/metrics/writer";

type Started = Awaited<ReturnType<typeof startApp>>;

/** 18 March 2026, 15:00 in Bogotá: "this month" is 1–18 March, compared with 1 February to 18 February 15:00. */
const NOW = new Date("2026-03-18T20:00:00Z");
const PASSWORD = "Clave segura de prueba 2026";

/** The 30 days of the series: 17 February to 18 March 2026. */
const DAYS = [
  ...Array.from({ length: 12 }, (_, i) => `2026-02-${String(17 + i).padStart(2, "0")}`),
  ...Array.from({ length: 18 }, (_, i) => `2026-03-${String(1 + i).padStart(2, "0")}`),
];
/** A daily series from the days that have a value (the others are 0). */
const series = (values: Record<string, number>) => DAYS.map((d) => values[d] ?? 0);
/** A daily series given as runs: each day takes the value of the last run that starts on or before it. */
const runs = (starts: Record<string, number>) => {
  let v = 0;
  return DAYS.map((d) => (v = starts[d] ?? v));
};

describe("the span the dashboard compares", () => {
  it("cuts the previous month at the same time after its start, never past its end", () => {
    const mid = summarySpan(NOW);
    expect(mid.days).toEqual(DAYS);
    expect(mid.previousMonthStart).toBe("2026-02-01");
    expect(mid.previousCut.toISOString()).toBe("2026-02-18T20:00:00.000Z");
    expect(mid.yesterdayAt.toISOString()).toBe("2026-03-17T05:00:00.000Z");
    expect(mid.yesterdayCut.toISOString()).toBe("2026-03-17T20:00:00.000Z");
    // 31 March: February is shorter, so all of it (up to 1 March 00:00 in Bogotá).
    expect(summarySpan(new Date("2026-03-31T15:00:00Z")).previousCut.toISOString()).toBe("2026-03-01T05:00:00.000Z");
    // 1 January 01:00 in Bogotá (06:00 UTC) compares with December of the year before.
    const january = summarySpan(new Date("2027-01-01T06:00:00Z"));
    expect([january.monthStart, january.previousMonthStart, january.previousCut.toISOString()]).toEqual([
      "2027-01-01",
      "2026-12-01",
      "2026-12-01T06:00:00.000Z",
    ]);
    // 23:30 of 28 February in Bogotá is still February there (04:30 UTC of 1 March).
    expect(summarySpan(new Date("2026-03-01T04:30:00Z")).today).toBe("2026-02-28");
  });
});

describe.each(backends)("GET /api/admin/summary figures on $name", (backend) => {
  let s: Started;
  let adminToken: string;
  let customerToken: string;
  let contractId: string;

  async function register(n: number, roles: string[]): Promise<string> {
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.21.0.${n}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email: `resumen${n}@correo.co`,
        password: PASSWORD,
        firstName: "Laura",
        lastName: "Giraldo",
        documentType: "CC",
        documentNumber: `4300${n}000`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [roles, user.id]);
    return token;
  }

  const summary = async (token = adminToken) => {
    const res = await s.app.inject({ method: "GET", url: "/api/admin/summary", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.json<AdminSummary>();
  };

  beforeAll(async () => {
    s = await startApp(backend);
    adminToken = await register(1, ["USER", "ADMIN"]);
    customerToken = await register(2, ["USER"]);
    await s.db.transaction((tx) => seedBilling(tx, new Date("2026-02-01T15:00:00Z")));
    contractId = (await s.db.query<{ id: string }>("SELECT id FROM contracts ORDER BY number LIMIT 1")).rows[0].id;
    await s.db.query("DELETE FROM payments");
    // The two accounts above are old; seven more with known creation instants.
    await s.db.query("UPDATE users SET created_at = '2026-01-10T15:00:00Z'");
    const created = [
      "2026-03-01T05:00:00Z", // 1 March 00:00 in Bogotá: this month
      "2026-03-10T15:00:00Z", // this month
      "2026-03-18T19:59:00Z", // today, before now
      "2026-03-01T04:30:00Z", // 28 February 23:30 in Bogotá: after the previous month's cut
      "2026-02-10T12:00:00Z", // previous month, before the cut (and before the series)
      "2026-02-18T19:00:00Z", // previous month, before the cut
      "2026-02-18T21:00:00Z", // previous month, after the cut
    ];
    for (const [i, at] of created.entries()) {
      await s.db.query(
        "INSERT INTO users (email, password_hash, first_name, last_name, user_type, created_at) VALUES ($1, 'x', 'Ana', 'Ruiz', 'PERSONA_NATURAL', $2)",
        [`nuevo${i}@correo.co`, at],
      );
    }

    // Requests: [filed, due day, answered (null: still open)].
    const cases: [string, string, string | null][] = [
      ["2026-02-02T15:00:00Z", "2026-02-16", null], // A: open, overdue since 17 Feb
      ["2026-02-10T15:00:00Z", "2026-03-03", "2026-03-05T15:00:00Z"], // B: overdue on 4 Mar, answered 5 Mar
      ["2026-03-05T15:00:00Z", "2026-04-10", null], // C: open, on time
      ["2026-03-09T15:00:00Z", "2026-03-13", null], // D: open, overdue since 14 Mar
      ["2026-01-20T15:00:00Z", "2026-02-05", "2026-02-18T21:00:00Z"], // E: overdue, answered just after the cut
      ["2026-01-05T15:00:00Z", "2026-01-20", "2026-01-20T15:00:00Z"], // F: answered before all of it
      ["2026-03-18T14:00:00Z", "2026-04-20", null], // H: filed today
    ];
    for (const [i, [filed, due, answered]] of cases.entries()) {
      await s.db.query(
        `INSERT INTO cases (radicado, kind, pqrs_type, service, subject, description, notification_channel, status, filed_at, term_days, due_date, responded_at)
         VALUES ($1, 'pqrs', 'peticion', 'energia', 'Asunto', 'Descripción', 'email', $2, $3, 15, $4, $5)`,
        [`PQR-2026-${String(900 + i).padStart(6, "0")}`, answered ? "respondida" : i % 2 ? "en_tramite" : "radicada", filed, due, answered],
      );
    }

    // Payments: [instant, status, amount].
    const payments: [string, string, number][] = [
      ["2026-03-18T13:00:00Z", "aprobada", 85_400],
      ["2026-03-18T19:30:00Z", "aprobada", 120_000],
      ["2026-03-18T15:00:00Z", "pendiente", 12_000],
      ["2026-03-18T16:00:00Z", "rechazada", 50_000],
      ["2026-03-18T04:59:00Z", "aprobada", 99_999], // 17 Mar 23:59 in Bogotá: yesterday, after this hour
      ["2026-03-17T10:00:00Z", "aprobada", 40_000], // yesterday before this hour
      ["2026-03-17T19:00:00Z", "aprobada", 60_000], // yesterday before this hour
      ["2026-03-17T21:00:00Z", "aprobada", 30_000], // yesterday after this hour
      ["2026-03-17T12:00:00Z", "rechazada", 70_000],
      ["2026-02-20T15:00:00Z", "aprobada", 10_000],
      ["2026-02-16T15:00:00Z", "aprobada", 5_000], // before the series
    ];
    for (const [i, [at, status, amount]] of payments.entries()) {
      await s.db.query(
        `INSERT INTO payments (reference, contract_id, amount, method, gateway, status, created_at, decided_at)
         VALUES ($1, $2, $3, 'pse', 'pse-sandbox', $4, $5, $6)`,
        [`REF-RESUMEN-${i}`, contractId, amount, status, at, status === "pendiente" ? null : at],
      );
    }

    // Page views: [instant, page, session].
    const views: [string, string, string][] = [
      ["2026-03-01T05:00:00Z", "/noticias", "s1"],
      ["2026-03-10T15:00:00Z", "/noticias", "s2"],
      ["2026-03-10T16:00:00Z", "/pqr", "s1"],
      ["2026-03-18T19:59:00Z", "/noticias", "s1"],
      ["2026-03-18T20:00:00Z", "/homePage", "s3"], // now: not yet
      ["2026-02-01T05:00:00Z", "/a", "s4"], // previous month, from its first instant
      ["2026-02-18T19:00:00Z", "/b", "s4"], // previous month, before the cut
      ["2026-02-18T21:00:00Z", "/b", "s5"], // previous month, after the cut
      ["2026-03-01T04:00:00Z", "/b", "s5"], // 28 February in Bogotá
    ];
    // Through the writer's own path: the raw rows and the aggregates the summary reads (issue 22).
    for (const [at, page, session] of views) {
      await storeBatch(s.db, "pageview", [
        { occurredAt: at, pagePath: page, sessionId: session, userId: null, referrer: null, acquisitionChannel: "direct", deviceType: null, browserInfo: null },
      ]);
    }
    s.app.pqrs.now = () => NOW;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it("is for administrators only", async () => {
    const asCustomer = await s.app.inject({ method: "GET", url: "/api/admin/summary", headers: { authorization: `Bearer ${customerToken}` } });
    expect(asCustomer.statusCode).toBe(403);
    expect(JSON.stringify(asCustomer.json())).not.toContain("pageViews");
    expect((await s.app.inject({ method: "GET", url: "/api/admin/summary" })).statusCode).toBe(401);
  });

  it("gives the period compared and its 30 days", async () => {
    const r = await summary();
    expect(r.today).toBe("2026-03-18");
    expect(r.monthStart).toBe("2026-03-01");
    expect(r.compare).toEqual({ previousMonthStart: "2026-02-01", previousCut: "2026-02-18T20:00:00.000Z", days: DAYS });
  });

  it("counts users, new ones this month against the same stretch of February, and each day's", async () => {
    const { users } = await summary();
    expect(users).toMatchObject({ total: 9, newThisMonth: 3, newPreviousMonth: 2 });
    expect(users.newDaily).toEqual(series({ "2026-02-18": 2, "2026-02-28": 1, "2026-03-01": 1, "2026-03-10": 1, "2026-03-18": 1 }));
  });

  it("follows open and overdue requests day by day, as the inbox counts them", async () => {
    const { pqrs } = await summary();
    expect(pqrs).toMatchObject({ open: 4, overdue: 2, dueSoon: 0, openPrevious: 3, overduePrevious: 2 });
    expect(pqrs.openDaily).toEqual(runs({ "2026-02-17": 3, "2026-02-18": 2, "2026-03-09": 3, "2026-03-18": 4 }));
    expect(pqrs.overdueDaily).toEqual(runs({ "2026-02-17": 2, "2026-02-18": 1, "2026-03-04": 2, "2026-03-05": 1, "2026-03-14": 2 }));
    // Today's point is now: the same figures as the inbox.
    expect([pqrs.openDaily.at(-1), pqrs.overdueDaily.at(-1)]).toEqual([pqrs.open, pqrs.overdue]);
    const inbox = await s.app.pqrs.list({ page: 1, pageSize: 1 });
    expect([inbox.counts.open, inbox.counts.overdue]).toEqual([pqrs.open, pqrs.overdue]);
  });

  it("adds today's payments and compares them with yesterday up to this hour", async () => {
    const { payments } = await summary();
    expect(payments).toMatchObject({
      approvedCount: 2,
      approvedAmount: 205_400,
      pendingCount: 1,
      rejectedCount: 1,
      previousApprovedCount: 2,
      previousApprovedAmount: 100_000,
    });
    expect(payments.today.map((p) => p.reference)).toEqual(["REF-RESUMEN-1", "REF-RESUMEN-3", "REF-RESUMEN-2", "REF-RESUMEN-0"]);
    expect(payments.approvedCountDaily).toEqual(series({ "2026-02-20": 1, "2026-03-17": 4, "2026-03-18": 2 }));
    expect(payments.approvedAmountDaily).toEqual(series({ "2026-02-20": 10_000, "2026-03-17": 229_999, "2026-03-18": 205_400 }));
  });

  it("counts this month's visits against the same stretch of February, and each day's", async () => {
    const { visits } = await summary();
    expect(visits).toEqual({
      pageViews: 4,
      // Issue 33 §3: one session saw two pages; a visitor is a tab session, never more than the sessions.
      uniqueVisitors: 2,
      sessions: 2,
      topPages: [
        { pagePath: "/noticias", pageViews: 3 },
        { pagePath: "/pqr", pageViews: 1 },
      ],
      previousPageViews: 2,
      daily: series({ "2026-02-18": 2, "2026-02-28": 1, "2026-03-01": 1, "2026-03-10": 2, "2026-03-18": 1 }),
    });
  });
});
