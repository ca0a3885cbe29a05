/**
 * Issue 37: the dashboard's PQRS history reads pqrs_open_days (035_pqrs_open_days.sql), what each
 * Bogotá day added to the requests open and overdue, kept by triggers as requests are filed,
 * answered, given more time or deleted. Its figures must be those of counting the requests
 * themselves, as the dashboard did before: at the end of each day of a span (the last one cut at
 * now) and at any instant, in the middle of a day with requests filed and answered after it too.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bogotaDay } from "../../src/shared/time";
import type { Db, Queryable } from "../../server/db/db";
import { migrate, MIGRATIONS_DIR } from "../../server/db/migrate";
import * as repo from "../../server/modules/pqrs/repository";
import { backends } from "./support";

const NOW = new Date("2026-06-10T15:00:00Z");

/**
 * `n` requests from `start` back, one every 4 h 13 min (so at every hour of the day): a third open,
 * the rest answered from the same day to a week later; one in ten without a legal term (a failure
 * report), the others due from the day they were filed to 24 days after, so many are answered late.
 */
const insertCases = (q: Queryable, prefix: number, n: number, start: Date) =>
  q.query(
    `INSERT INTO cases (radicado, kind, pqrs_type, service, subject, description, notification_channel, status, filed_at,
                        term_days, original_due_date, due_date, responded_at, closed_at)
     SELECT 'PQR-' || $1::int || '-' || lpad(i::text, 6, '0'), CASE WHEN i % 10 = 3 THEN 'falla' ELSE 'pqrs' END,
            CASE WHEN i % 10 = 3 THEN NULL ELSE 'peticion' END, 'energia', 'Asunto', 'Descripción', 'email',
            CASE WHEN i % 3 = 0 THEN 'radicada' WHEN i % 5 = 0 THEN 'cerrada' ELSE 'respondida' END, filed,
            CASE WHEN i % 10 = 3 THEN NULL ELSE 15 END,
            CASE WHEN i % 10 = 3 THEN NULL ELSE (filed + (i % 25) * interval '1 day')::date END,
            CASE WHEN i % 10 = 3 THEN NULL ELSE (filed + (i % 25) * interval '1 day')::date END,
            CASE WHEN i % 3 <> 0 THEN filed + (i % 8) * interval '19 hours' + interval '7 minutes' END,
            CASE WHEN i % 3 <> 0 AND i % 5 = 0 THEN filed + (i % 8) * interval '19 hours' + interval '1 day' END
       FROM (SELECT i, $3::timestamptz - i * interval '4 hours 13 minutes' AS filed FROM generate_series(1, $2::int) AS i) AS g`,
    [prefix, n, start.toISOString()],
  );

/** Open and overdue requests at the instant `at`, counted from the requests (as before issue 37). */
async function countedAt(q: Queryable, at: string) {
  const { rows } = await q.query<{ open: number; overdue: number }>(
    `SELECT count(*)::int AS open, count(*) FILTER (WHERE due_date < $2::date)::int AS overdue
       FROM cases WHERE filed_at < $1::timestamptz AND (responded_at IS NULL OR responded_at >= $1::timestamptz)`,
    [at, bogotaDay(new Date(at).getTime())],
  );
  return rows[0];
}

/** The same at the end of each Bogotá day from `firstDay` to the day of `now`, that one cut at `now`. */
async function countedByDay(q: Queryable, firstDay: string, now: string) {
  const { rows } = await q.query<{ day: string; open: number; overdue: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(c.id)::int AS open, count(c.id) FILTER (WHERE c.due_date < d.day)::int AS overdue
       FROM (SELECT g::date AS day, LEAST(((g::date + 1)::timestamp + interval '5 hours') AT TIME ZONE 'UTC', $3::timestamptz) AS ends
               FROM generate_series($1::date, $2::date, interval '1 day') AS g) d
       LEFT JOIN cases c ON c.filed_at < d.ends AND (c.responded_at IS NULL OR c.responded_at >= d.ends)
      GROUP BY d.day ORDER BY d.day`,
    [firstDay, bogotaDay(new Date(now).getTime()), now],
  );
  return rows;
}

/** The instants checked: now, the ends and starts of Bogotá days (05:00 UTC), and times in between. */
const INSTANTS = [
  NOW.toISOString(),
  "2026-06-10T05:00:00.000Z",
  "2026-06-10T04:59:59.999Z",
  "2026-06-08T23:30:00.000Z",
  "2026-06-12T02:00:00.000Z",
  "2026-05-31T12:00:00.000Z",
  "2026-05-01T04:00:00.000Z",
  "2026-03-02T17:45:00.000Z",
];

/** Every figure the dashboard reads at each instant, from the day table and from the requests. */
async function expectSameFigures(q: Queryable): Promise<void> {
  for (const at of INSTANTS) {
    expect({ at, figures: await repo.openCasesAt(q, at) }).toEqual({ at, figures: await countedAt(q, at) });
  }
  for (const [firstDay, now] of [
    ["2026-05-12", NOW.toISOString()],
    ["2026-05-30", "2026-06-12T02:00:00.000Z"],
    ["2026-02-20", "2026-03-02T17:45:00.000Z"],
  ]) {
    expect({ now, days: await repo.openCasesByDay(q, firstDay, now) }).toEqual({ now, days: await countedByDay(q, firstDay, now) });
  }
}

/** The day table as kept, against the same figures worked out again from every request (non-zero days). */
async function expectTableRebuilt(q: Queryable): Promise<void> {
  const kept = await q.query<{ day: string; open: number; overdue: number }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, open::int, overdue::int FROM pqrs_open_days WHERE open <> 0 OR overdue <> 0 ORDER BY day",
  );
  const rebuilt = await q.query<{ day: string; open: number; overdue: number }>(
    `SELECT to_char(m.day, 'YYYY-MM-DD') AS day, sum(m.open)::int AS open, sum(m.overdue)::int AS overdue
       FROM cases c, pqrs_open_moves(c.filed_at, c.responded_at, c.due_date) m
      GROUP BY m.day HAVING sum(m.open) <> 0 OR sum(m.overdue) <> 0 ORDER BY m.day`,
  );
  expect(kept.rows).toEqual(rebuilt.rows);
  const states = await q.query<{ status: string; kept: number; counted: number }>(
    `SELECT k.status, k.n::int AS kept, (SELECT count(*) FROM cases c WHERE c.status = k.status)::int AS counted FROM pqrs_status_counts k ORDER BY k.status`,
  );
  expect(states.rows).toHaveLength(4);
  for (const r of states.rows) expect({ status: r.status, n: r.kept }).toEqual({ status: r.status, n: r.counted });
}

describe.each(backends)("the dashboard's PQRS history from pqrs_open_days, and the state counters (issue 37) on $name", (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open({ migrated: true }));
    await migrate(db);
    // 900 requests over the five months before NOW and two days past it (filed and answered after it too).
    await insertCases(db, 2026, 900, new Date(NOW.getTime() + 2 * 86_400_000));
  }, 60_000);
  afterAll(async () => {
    await dispose?.();
  });

  it("gives the figures of counting the requests, at every instant and day", async () => {
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM cases WHERE responded_at IS NOT NULL AND filed_at > $1", [NOW]);
    expect(rows[0].n).toBeGreaterThan(0);
    await expectTableRebuilt(db);
    await expectSameFigures(db);
    const today = await repo.openCasesByDay(db, "2026-05-12", NOW.toISOString());
    expect(today.some((d) => d.overdue > 0 && d.open > d.overdue)).toBe(true);
  });

  it("follows answers, extensions, reopenings, filings one by one and deletions", async () => {
    await db.query(
      `UPDATE cases SET status = 'respondida', responded_at = filed_at + interval '30 days'
        WHERE responded_at IS NULL AND filed_at < '2026-05-01' AND substr(radicado, 10)::int % 2 = 0`,
    );
    await db.query("UPDATE cases SET due_date = due_date + 10 WHERE due_date IS NOT NULL AND substr(radicado, 10)::int % 7 = 1");
    await db.query("UPDATE cases SET status = 'en_tramite', responded_at = NULL, closed_at = NULL WHERE substr(radicado, 10)::int % 11 = 4");
    for (const [i, filed] of ["2026-06-10T04:00:00Z", "2026-06-10T14:59:00Z", "2026-06-10T15:00:00Z", "2026-06-10T23:00:00Z"].entries()) {
      await insertCases(db, 2027 + i, 1, new Date(new Date(filed).getTime() + (4 * 60 + 13) * 60_000));
    }
    await db.query("DELETE FROM cases WHERE substr(radicado, 10)::int % 13 = 5");
    await expectTableRebuilt(db);
    await expectSameFigures(db);
  });

  it("is not written by changes that move no filing, answer or due date, and stays as it was after a rollback", async () => {
    const kept = async () => (await db.query<{ day: string; v: string }>("SELECT day::text, xmin::text AS v FROM pqrs_open_days ORDER BY day")).rows;
    const states = async () => (await db.query<{ status: string; v: string }>("SELECT status, xmin::text AS v FROM pqrs_status_counts ORDER BY status")).rows;
    const before = await kept();
    const statesBefore = await states();
    await db.query("UPDATE cases SET subject = 'Asunto revisado' WHERE substr(radicado, 10)::int % 2 = 0");
    expect(await states()).toEqual(statesBefore);
    await db.query(
      "UPDATE cases SET subject = 'Asunto revisado', status = CASE WHEN status = 'respondida' THEN 'cerrada' ELSE status END, closed_at = responded_at WHERE responded_at IS NOT NULL",
    );
    expect(await kept()).toEqual(before);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE cases SET status = 'radicada', responded_at = NULL, closed_at = NULL");
        await insertCases(tx, 2031, 50, NOW);
        throw new Error("deshecho");
      }),
    ).rejects.toThrow("deshecho");
    expect(await kept()).toEqual(before);
    await expectTableRebuilt(db);
    await expectSameFigures(db);
  });

  it("TRUNCATE leaves it empty", async () => {
    await db.query("TRUNCATE cases CASCADE");
    expect((await db.query("SELECT * FROM pqrs_open_days")).rows).toEqual([]);
    expect((await db.query<{ n: number }>("SELECT sum(n)::int AS n FROM pqrs_status_counts")).rows[0].n).toBe(0);
    expect(await repo.openCasesAt(db, NOW.toISOString())).toEqual({ open: 0, overdue: 0 });
  });
});

describe.each(backends)("035_pqrs_open_days.sql on an install with requests, on $name", (backend) => {
  it("starts the day table from the requests already there", async () => {
    const { db, dispose } = await backend.open();
    const earlier = mkdtempSync(path.join(tmpdir(), "migrations-before-035-"));
    try {
      for (const f of readdirSync(MIGRATIONS_DIR).filter((f) => f < "035")) copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(earlier, f));
      await migrate(db, earlier);
      await insertCases(db, 2025, 300, NOW);
      expect(await migrate(db)).toContain("035_pqrs_open_days.sql");
      await expectTableRebuilt(db);
      await expectSameFigures(db);
    } finally {
      rmSync(earlier, { recursive: true, force: true });
      await dispose();
    }
  }, 60_000);
});
