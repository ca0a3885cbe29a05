import { Client } from "pg";
import type { Db } from "../../server/db/db";
import { backends } from "./support";

/**
 * The Queryable contract (server/db/db.ts, issue 37): on a transaction's handle a caller may ask for
 * the next statement before the last is answered (the metrics writer sums a batch while its rows are
 * stored); the adapter runs them in the order asked, and a failure reaches only its own caller and
 * those after it, never as an unhandled rejection. On PostgreSQL the adapter queues them itself:
 * pg's own queue is deprecated (removed in pg 9) and warns.
 */

/** pg's own query(), which the spy below counts. */
const realQuery = Client.prototype.query as (...args: unknown[]) => unknown;

describe.each(backends)("statements asked for together in a transaction ($name)", (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await db.exec("CREATE TABLE pipeline_rows (n int PRIMARY KEY)");
  });
  afterAll(() => dispose());
  beforeEach(() => db.query("DELETE FROM pipeline_rows"));

  it("runs them in the order asked, each answering its own caller", async () => {
    // How many statements pg was handed on one connection before the last was answered.
    let inFlight = 0;
    let most = 0;
    const query = jest.spyOn(Client.prototype, "query").mockImplementation(function (this: Client, ...args: unknown[]) {
      const result = realQuery.apply(this, args);
      if (result instanceof Promise) {
        most = Math.max(most, ++inFlight);
        void result.finally(() => inFlight--).catch(() => undefined);
      }
      return result;
    });
    try {
      const seen = await db.transaction(async (tx) => {
        const first = tx.query("INSERT INTO pipeline_rows (n) VALUES (1)");
        const second = tx.query("INSERT INTO pipeline_rows (n) SELECT max(n) + 1 FROM pipeline_rows");
        const count = tx.query<{ n: number; c: number }>("SELECT max(n) AS n, count(*)::int AS c FROM pipeline_rows");
        await Promise.all([first, second]);
        return (await count).rows[0];
      });
      expect(seen).toEqual({ n: 2, c: 2 });
      expect((await db.query<{ c: number }>("SELECT count(*)::int AS c FROM pipeline_rows")).rows[0].c).toBe(2);
      if (backend.name === "PostgreSQL") expect(most).toBe(1);
    } finally {
      query.mockRestore();
    }
  });

  it("rejects a failed statement with its own SQLSTATE and rolls the transaction back", async () => {
    const outcome = db.transaction(async (tx) => {
      const ok = tx.query("INSERT INTO pipeline_rows (n) VALUES (7)");
      const refused = tx.query("INSERT INTO pipeline_rows (n) VALUES (7)");
      await ok;
      await refused;
    });
    await expect(outcome).rejects.toMatchObject({ code: "23505" });
    expect((await db.query<{ c: number }>("SELECT count(*)::int AS c FROM pipeline_rows")).rows[0].c).toBe(0);
  });
});
