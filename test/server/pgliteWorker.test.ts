/**
 * PGlite in its own worker thread (issue 22): the same results and errors as PGlite in-process,
 * PGlite's transaction semantics across the thread boundary, a server thread left free while a
 * slow query runs, a clean close, and a worker that dies without taking the server with it.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { CLIENT_CONFIG_PLACEHOLDER } from "../../src/shared/config";
import type { Db, Queryable } from "../../server/db/db";
import { openPglite } from "../../server/db/pglite";
import { MEMORY_SETTINGS } from "../../server/db/pgliteProtocol";
import { isRowError } from "../../server/modules/metrics/writer";
import { backends, startApp } from "./support";

jest.setTimeout(60_000);

const backend = backends[0];

/** PGlite in this thread, as server/db/pglite.ts ran it before issue 22. */
function inProcess(pg: PGlite): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const res = await pg.query<R>(sql, params as unknown[]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
}

/** The error a call rejects with. */
async function failure(p: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await p;
  } catch (err) {
    return err as Error & Record<string, unknown>;
  }
  throw new Error("expected a failure");
}

const TABLE = `CREATE TABLE v (
  id int PRIMARY KEY, i4 int4, i8 int8, n numeric, f float8, ok bool, t text, ts timestamptz, d date,
  j jsonb, raw bytea, ta text[], ia int4[], i8a int8[], u uuid, iv interval)`;
const INSERT = "INSERT INTO v VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)";
const ROWS: unknown[][] = [
  [
    1,
    42,
    "9007199254740993",
    "12.50",
    1.5,
    true,
    "ñandú – \u00e9",
    new Date("2024-02-29T12:34:56.789Z"),
    "2024-03-01",
    { a: [1, { b: null }], ü: "x", n: 1.25 },
    Buffer.from([0, 1, 255]),
    ["a", null, "c"],
    [1, 2],
    [3, 4],
    "8c3f6c1e-4a2b-4e7d-9f10-0a1b2c3d4e5f",
    "1 day 02:03:04",
  ],
  [2, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null],
  [
    3,
    -1,
    9007199254740993n,
    0.1,
    -0,
    false,
    "",
    new Date(0),
    new Date("1999-12-31T00:00:00Z"),
    [1, "dos", false],
    new Uint8Array([7, 8, 9]),
    [],
    [],
    ["9223372036854775807"],
    null,
    "-3 hours",
  ],
];
const READS: [string, unknown[]][] = [
  ["SELECT * FROM v ORDER BY id", []],
  [
    "SELECT $1::text[] AS arr, $2::jsonb AS obj, $3::bytea AS raw, $4::timestamptz AS at, $5::int8 AS big",
    [["x", "y"], { k: [true] }, Buffer.from("hola"), new Date("2030-01-01T00:00:00Z"), 12],
  ],
  ["SELECT 9223372036854775807::int8 AS max, 2::int8 * 3 AS product, count(*) AS n, sum(i4) AS s, avg(f) AS a, null::text AS nothing FROM v", []],
  ["SELECT id FROM v WHERE t = ANY($1::text[]) ORDER BY id", [["", "ñandú – \u00e9"]]],
  ['SELECT now()::date = current_date AS today, \'{"deep": {"list": [1, 2.5, "x"]}}\'::json AS js', []],
];
const WRITES: [string, unknown[]][] = [
  ["UPDATE v SET t = $1 WHERE id > $2", ["z", 1]],
  ["DELETE FROM v WHERE id = $1", [3]],
  ["INSERT INTO v (id) SELECT generate_series(10, 14)", []],
];

describe("PGlite in a worker thread", () => {
  let pg: PGlite;
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    pg = await PGlite.create();
    ({ db, dispose } = await backend.open());
  });
  afterAll(async () => {
    await dispose?.();
    await pg?.close();
  });

  it("returns what PGlite in-process returns, for every value type the server stores", async () => {
    const local = inProcess(pg);
    for (const q of [local, db]) {
      await q.exec(TABLE);
      for (const row of ROWS) await q.query(INSERT, row);
    }
    for (const [sql, params] of [...READS, ...WRITES, READS[0]]) {
      const [expected, actual] = [await local.query(sql, params), await db.query(sql, params)];
      expect(actual).toStrictEqual(expected);
    }
    const { rows } = await db.query<{ ts: unknown; raw: unknown; j: unknown; ta: unknown }>("SELECT * FROM v WHERE id = 1");
    expect(rows[0].ts).toBeInstanceOf(Date);
    expect(rows[0].raw).toBeInstanceOf(Uint8Array);
    expect(rows[0].ta).toBeInstanceOf(Array);
    expect(Object.getPrototypeOf(rows[0].j)).toBe(Object.prototype);
  });

  it("rejects with PGlite's own error: SQLSTATE code, message, detail and constraint", async () => {
    const local = inProcess(pg);
    const cases: [string, unknown[]][] = [
      ["INSERT INTO v (id) VALUES ($1)", [1]], // 23505
      ["SELECT $1::jsonb", ['{"a": "\\u0000"}']], // 22P05, as a metrics row with a NUL
      ["SELECT 1/0", []], // 22012
      ["SELECT * FROM no_such_table", []], // 42P01
    ];
    for (const [sql, params] of cases) {
      const [expected, actual] = [await failure(local.query(sql, params)), await failure(db.query(sql, params))];
      expect(actual).toBeInstanceOf(Error);
      for (const key of ["code", "message", "detail", "constraint", "table", "severity", "name"]) expect(actual[key]).toEqual(expected[key]);
    }
    const nul = await failure(db.query("SELECT $1::jsonb", ['{"a": "\\u0000"}']));
    expect(nul.code).toBe("22P05");
    expect(isRowError(nul)).toBe(true);
    // The stack shows the caller, not the worker's internals.
    expect(nul.stack).toContain("pgliteWorker.test.ts");
  });

  it("starts PGlite with the bounded memory settings", async () => {
    for (const [name, value] of Object.entries(MEMORY_SETTINGS)) {
      const { rows } = await db.query<Record<string, string>>(`SHOW ${name}`);
      expect(rows[0][name]).toBe(value);
    }
  });

  describe("transaction()", () => {
    beforeAll(() => db.exec("CREATE TABLE tx_items (id int PRIMARY KEY, label text)"));
    beforeEach(() => db.exec("TRUNCATE tx_items"));
    const count = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM tx_items")).rows[0].n;

    it("commits every statement together and returns what fn returns", async () => {
      const result = await db.transaction(async (tx) => {
        await tx.query("INSERT INTO tx_items VALUES ($1, $2)", [1, "uno"]);
        await tx.exec("INSERT INTO tx_items VALUES (2, 'dos')");
        return (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM tx_items")).rows[0].n;
      });
      expect(result).toBe(2);
      expect(await count()).toBe(2);
    });

    it("rolls back when fn throws, and rethrows the very same error", async () => {
      const boom = new Error("boom");
      const err = await failure(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO tx_items VALUES (1, 'uno')");
          throw boom;
        }),
      );
      expect(err).toBe(boom);
      expect(await count()).toBe(0);
    });

    it("rolls back on a failed statement, whose error keeps its code", async () => {
      const err = await failure(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO tx_items VALUES (1, 'uno')");
          await tx.query("INSERT INTO tx_items VALUES (1, 'otra vez')");
        }),
      );
      expect(err.code).toBe("23505");
      expect(await count()).toBe(0);
    });

    it("holds statements from outside until it ends, then they see its rows", async () => {
      const order: string[] = [];
      let outside: Promise<number> | undefined;
      await db.transaction(async (tx) => {
        await tx.query("INSERT INTO tx_items VALUES (1, 'uno')");
        outside = count().then((n) => {
          order.push("outside");
          return n;
        });
        // Give the outside statement every chance to overtake: it must not.
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
        await tx.query("INSERT INTO tx_items VALUES (2, 'dos')");
        order.push("last statement");
      });
      order.push("committed");
      expect(await outside).toBe(2);
      expect(order).toEqual(["last statement", "committed", "outside"]);
    });

    it("runs concurrent transactions one after the other", async () => {
      const order: string[] = [];
      const run = (id: number) =>
        db.transaction(async (tx) => {
          order.push(`begin ${id}`);
          await tx.query("INSERT INTO tx_items VALUES ($1, 'x')", [id]);
          await new Promise((resolve) => setTimeout(resolve, 10));
          order.push(`end ${id}`);
        });
      await Promise.all([run(1), run(2), run(3)]);
      expect(order).toEqual(["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"]);
      expect(await count()).toBe(3);
    });
  });
});

describe("PGlite worker lifecycle", () => {
  let root = "";
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "pglite-worker-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ["by initdb", () => null],
    ["from a template tar (what npm run build:server leaves)", () => path.join(root, "template.tar.gz")],
  ])("creates a data folder %s in PGlite's layout; close() waits for queued statements and flushes them", async (_how, template) => {
    const empty = await PGlite.create();
    writeFileSync(path.join(root, "template.tar.gz"), Buffer.from(await (await empty.dumpDataDir("gzip")).arrayBuffer()));
    await empty.close();
    const dir = path.join(root, "nested", "pglite");
    const db = await openPglite(dir, { template: template() });
    await db.exec("CREATE TABLE kept (id int)");
    const writes = Array.from({ length: 20 }, (_, i) => db.query("INSERT INTO kept VALUES ($1)", [i]));
    await db.close();
    await Promise.all(writes);
    await expect(db.query("SELECT 1")).rejects.toThrow(/closed/);
    await expect(db.ping!()).rejects.toThrow(/closed/); // the health check sees it too
    // The folder is PGlite's own: PGlite in-process opens it as it is, and so does a copy of it.
    cpSync(dir, path.join(root, "copy"), { recursive: true });
    const pg = await PGlite.create(path.join(root, "copy"));
    try {
      expect((await pg.query<{ n: number }>("SELECT count(*)::int AS n FROM kept")).rows[0].n).toBe(20);
    } finally {
      await pg.close();
    }
  });

  it("fails the calls waiting on a worker that dies, then serves the next call from a new worker", async () => {
    const { db, dispose } = await backend.open();
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await db.exec("CREATE TABLE survives (id int); INSERT INTO survives VALUES (1)");
      // About 400 MB of rows: more than the worker's heap may hold, so the worker dies, not the server.
      const huge = db.query("SELECT repeat('x', 1000) AS filler FROM generate_series(1, 400000)");
      const queued = db.query("SELECT 1");
      await expect(huge).rejects.toThrow(/PGlite worker stopped.*memory/i);
      await expect(queued).rejects.toThrow(/PGlite worker stopped/);
      expect(stderr.mock.calls.map(([line]) => String(line)).join("")).toMatch(/PGlite worker stopped/);
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM survives");
      expect(rows[0].n).toBe(1);
    } finally {
      stderr.mockRestore();
      await dispose();
    }
  });
});

/** A build with one prerendered page: it needs no database (test/server/prerendered.test.ts). */
function fakeBuild(dir: string): void {
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><html><head>${CLIENT_CONFIG_PLACEHOLDER}</head><body></body></html>`);
  mkdirSync(path.join(dir, "prerendered"), { recursive: true });
  writeFileSync(
    path.join(dir, "prerendered", "tarifas.html"),
    `<!doctype html><html><head>${CLIENT_CONFIG_PLACEHOLDER}</head><body><h1>Tarifas</h1></body></html>`,
  );
  writeFileSync(path.join(dir, "prerendered", "404.html"), "<!doctype html><h1>No encontrada</h1>");
  writeFileSync(
    path.join(dir, "prerendered", "manifest.json"),
    JSON.stringify({
      brandName: "EMSP E.S.P.",
      brandLongName: "Empresa Municipal de Servicios Públicos",
      productSlug: "emsp",
      routes: ["/tarifas"],
      pages: { "/tarifas": "tarifas.html" },
      notFound: "404.html",
    }),
  );
}

/** Listens on a port the system picks; the origin to call. */
async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no TCP address");
  return `http://127.0.0.1:${address.port}`;
}

describe("a slow query", () => {
  it("leaves the server's thread free: timers fire, a page is served, the metrics intake and the health check answer before it ends", async () => {
    const build = mkdtempSync(path.join(tmpdir(), "pglite-worker-build-"));
    fakeBuild(build);
    const s = await startApp(backend, { STATIC_DIR: build });
    try {
      const origin = await listen(s.app);
      const order: string[] = [];
      const slow = s.db.query("SELECT pg_sleep(2)").then(() => order.push("slow query"));
      const timer = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => order.push("timer"));
      const page = fetch(`${origin}/tarifas`).then(async (res) => {
        order.push(`page ${res.status}`);
        return res.text();
      });
      // The metrics intake accepts (202) and queues; its writer stores the rows once PGlite is free.
      const intake = fetch(`${origin}/api/metrics/track/pageview`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ pagePath: "/tarifas", sessionId: "mientras-reporte" }),
      }).then((res) => order.push(`intake ${res.status}`));
      // The health check answers for the worker's progress instead of queueing behind the query.
      const health = fetch(`${origin}/api/health`).then((res) => order.push(`health ${res.status}`));
      await Promise.all([slow, timer, page, intake, health]);
      expect(await page).toContain("<h1>Tarifas</h1>");
      expect(order.indexOf("timer")).toBeLessThan(order.indexOf("slow query"));
      expect(order.indexOf("page 200")).toBeLessThan(order.indexOf("slow query"));
      expect(order.indexOf("intake 202")).toBeLessThan(order.indexOf("slow query"));
      expect(order.indexOf("health 200")).toBeLessThan(order.indexOf("slow query"));
      await s.app.metrics.writer.drain();
      const stored = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM metric_page_views WHERE session_id = 'mientras-reporte'");
      expect(stored.rows[0].n).toBe(1);
      // Once PGlite is free again, the health check asks it with a statement of its own.
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    } finally {
      await s.close();
      rmSync(build, { recursive: true, force: true });
    }
  });
});
