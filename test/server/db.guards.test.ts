import Fastify from "fastify";
import { Client } from "pg";
import { openPostgres } from "../../server/db/postgres";
import { registerErrorHandling } from "../../server/http/errors";

/**
 * Issue 22: no request may hold the database for long. On PostgreSQL every statement has a time-out
 * (DB_STATEMENT_TIMEOUT_MS); a statement cancelled by it answers 503 in Spanish, not 500.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const onPostgres = pgUrl ? it : it.skip;

describe("database guards", () => {
  onPostgres("cancels a statement that runs past the statement time-out (SQLSTATE 57014)", async () => {
    const db = await openPostgres(pgUrl!, undefined, 100);
    try {
      await expect(db.query("SELECT pg_sleep(5)")).rejects.toMatchObject({ code: "57014" });
      // The pool is still usable afterwards.
      expect((await db.query<{ one: number }>("SELECT 1 AS one")).rows[0].one).toBe(1);
    } finally {
      await db.close();
    }
  });

  onPostgres("survives PostgreSQL ending its idle connections, and opens new ones for the next statement", async () => {
    const db = await openPostgres(pgUrl!, undefined, 0);
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    const admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      // Three connections of the pool, then idle.
      const pids = await Promise.all(
        [1, 2, 3].map(async () => (await db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid, pg_sleep(0.05)")).rows[0].pid),
      );
      const distinct = [...new Set(pids)];
      const ended = await admin.query<{ ok: boolean }>("SELECT pg_terminate_backend(pid) AS ok FROM unnest($1::int[]) AS pid", [distinct]);
      expect(ended.rows.every((r) => r.ok)).toBe(true);
      // Every ended connection is reported (and dropped by the pool) before the next statement.
      const reported = () => stderr.mock.calls.filter(([line]) => String(line).includes("PostgreSQL closed an idle connection")).length;
      for (let i = 0; i < 500 && reported() < distinct.length; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(reported()).toBe(distinct.length);
      expect((await db.query<{ one: number }>("SELECT 1 AS one")).rows[0].one).toBe(1);
    } finally {
      stderr.mockRestore();
      await admin.end();
      await db.close();
    }
  });

  onPostgres("tries a statement once more on a fresh connection when PostgreSQL ended its own under it (issue 31 §1)", async () => {
    const db = await openPostgres(pgUrl!, undefined, 0);
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    const admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      const marker = `stale-${Date.now()}`;
      const pending = db.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid, pg_sleep(0.4), '${marker}' AS marker`);
      let victim: number | undefined;
      for (let i = 0; i < 100 && !victim; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const found = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid()", [`%${marker}%`]);
        victim = found.rows[0]?.pid;
      }
      expect(victim).toBeDefined();
      await admin.query("SELECT pg_terminate_backend($1)", [victim]);
      // Ended mid-statement (57P01, rolled back): answered from a second connection, not a 503.
      const { rows } = await pending;
      expect(rows[0].pid).not.toBe(victim);
    } finally {
      stderr.mockRestore();
      await admin.end();
      await db.close();
    }
  });

  onPostgres("never repeats a transaction whose connection was ended after it began: 503, and its work ran once", async () => {
    const db = await openPostgres(pgUrl!, undefined, 0);
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    let runs = 0;
    try {
      const attempt = db.transaction(async (tx) => {
        runs += 1;
        await tx.query("SELECT pg_terminate_backend(pg_backend_pid())");
      });
      await expect(attempt).rejects.toMatchObject({ code: "DATABASE_UNAVAILABLE" });
      expect(runs).toBe(1);
      expect((await db.query<{ one: number }>("SELECT 1 AS one")).rows[0].one).toBe(1);
    } finally {
      stderr.mockRestore();
      await db.close();
    }
  });

  it("answers a cancelled statement with 503 and a Spanish message", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get("/slow", async () => {
      throw Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    });
    const res = await app.inject({ method: "GET", url: "/slow" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: "DATABASE_TIMEOUT",
      message: "La consulta tardó demasiado y se canceló. Intente de nuevo en unos minutos o con un rango de fechas más corto.",
    });
    await app.close();
  });
});
