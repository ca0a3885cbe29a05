import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { migrate } from "../../server/db/migrate";
import { seedDemo } from "../../server/seed";
import { startServer } from "./serverProcess";
import { backends, testConfig, type Backend } from "./support";

const DEMO_PASSWORD = "Cafe-Con-Arepa-2026";
const DEMO_EMAILS = ["cliente@example.com", "admin@example.com", "superadmin@example.com", "editor@example.com"];

function logSpy() {
  const lines: { level: string; args: unknown[] }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, args });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } as never };
}

/** Issue 31 §5 (setup): a start that would take no real money, or keep demo accounts, says so or refuses. */
describe("a server process with sandbox payments", () => {
  it.each([
    [{ PAYMENT_GATEWAY: "sandbox" }, "PAYMENT_GATEWAY"],
    [
      {
        PAYMENT_GATEWAY: "wompi",
        WOMPI_PUBLIC_KEY: "pub_test_abcdefghij",
        WOMPI_PRIVATE_KEY: "prv_test_abcdefghij",
        WOMPI_EVENTS_SECRET: "test_events_abcdefghij",
        WOMPI_INTEGRITY_SECRET: "test_integrity_abcdefghij",
      },
      "WOMPI_ENV",
    ],
  ])("refuses to start with %j and no ALLOW_SANDBOX_PAYMENTS, in one line naming %s", async (env, variable) => {
    const server = await startServer({ DATA_DIR: "/nonexistent/never-opened", ...env });
    try {
      expect(await server.exited).toBe(2);
      const lines = server.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Configuración inválida: ${variable} .*ALLOW_SANDBOX_PAYMENTS=true`));
    } finally {
      server.kill();
    }
  });
});

describe.each(backends)("demo accounts after a switch to SEED_DEMO=false on $name", (backend) => {
  let db: Awaited<ReturnType<Backend["open"]>>["db"];
  let dispose: () => Promise<void>;
  let app: FastifyInstance;

  // One demo install per backend (seeding it takes seconds); the tests run in order on it.
  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    await migrate(db);
    app = await buildApp({ config: testConfig({ SEED_DEMO: "false" }), db, logger: false });
    // The first start was a demo one.
    expect(await seedDemo(db, testConfig({ SEED_DEMO: "true", DEMO_PASSWORD }), logSpy().log, () => undefined)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  // Each account from an address of its own: three failed sign-ins from one address ask for the bot check.
  const login = (email: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: `10.31.5.${DEMO_EMAILS.indexOf(email) + 1}`,
      payload: { email, password: DEMO_PASSWORD },
    });
  const active = async () =>
    (await db.query<{ email: string }>("SELECT email FROM users WHERE email = ANY ($1) AND is_active ORDER BY email", [DEMO_EMAILS])).rows.map((r) => r.email);

  it("keeps them with ALLOW_DEMO_ACCOUNTS=true, warning at every start", async () => {
    const spy = logSpy();
    await seedDemo(db, testConfig({ SEED_DEMO: "false", ALLOW_DEMO_ACCOUNTS: "true" }), spy.log, () => undefined);
    expect(await active()).toEqual([...DEMO_EMAILS].sort());
    expect((await login("cliente@example.com")).statusCode).toBe(200);
    expect(spy.lines.filter((l) => l.level === "warn").map((l) => JSON.stringify(l.args))).toEqual([expect.stringContaining("ALLOW_DEMO_ACCOUNTS")]);
  });

  it("leaves alone an install that never had demo accounts", async () => {
    const marker = await db.query<{ value: string }>("DELETE FROM app_meta WHERE key = 'demo_accounts_seeded' RETURNING value");
    await seedDemo(db, testConfig({ SEED_DEMO: "false" }), logSpy().log, () => undefined);
    expect(await active()).toEqual([...DEMO_EMAILS].sort());
    await db.query("INSERT INTO app_meta (key, value) VALUES ('demo_accounts_seeded', $1)", [marker.rows[0].value]);
  });
  it("deactivates them, ends their sessions and forgets the demo password, logging at error level", async () => {
    const signedIn = await login("superadmin@example.com");
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ token: string }>().token;

    const spy = logSpy();
    expect(await seedDemo(db, testConfig({ SEED_DEMO: "false" }), spy.log, () => undefined)).toBe(false);
    expect(await active()).toEqual([]);
    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    for (const email of DEMO_EMAILS) expect((await login(email)).statusCode).toBe(401);
    const errors = spy.lines.filter((l) => l.level === "error");
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0].args)).toContain("ALLOW_DEMO_ACCOUNTS");
    expect(JSON.stringify(errors[0].args)).toContain("superadmin@example.com");
    // A second start finds nothing left to do and says nothing.
    const again = logSpy();
    await seedDemo(db, testConfig({ SEED_DEMO: "false" }), again.log, () => undefined);
    expect(again.lines.filter((l) => l.level === "error")).toEqual([]);
  });
});
