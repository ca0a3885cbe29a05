import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { parseArgs, run, USAGE } from "../../server/cli/create-super-admin";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { AccountInputError, createSuperAdmin, generatePassword } from "../../server/modules/auth/accounts";
import { seedDemo } from "../../server/seed";
import { validatePassword } from "../../src/shared/validation";
import { backends, captchaHeaders, testConfig, type Backend } from "./support";

const PASSWORD = "Guayaba verde 2026";

function logSpy() {
  const lines: { level: string; args: unknown[] }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, args });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } as never };
}

/** A migrated database of the backend, and the real app over it when a test needs HTTP. */
async function freshDb(backend: Backend) {
  const { db, dispose } = await backend.open();
  await migrate(db);
  let app: FastifyInstance | null = null;
  return {
    db,
    async http(env: Record<string, string> = {}) {
      app ??= await buildApp({ config: testConfig(env), db, logger: false });
      return app;
    },
    async close() {
      await app?.close();
      await dispose();
    },
  };
}

async function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
}

describe("generatePassword", () => {
  it("gives 20 random characters that pass the password rules", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const p = generatePassword();
      expect(p).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(validatePassword(p)).toBeNull();
      seen.add(p);
    }
    expect(seen.size).toBe(20);
  });
});

describe("create-super-admin arguments", () => {
  it("reads --name value and --name=value", () => {
    expect(parseArgs(["--email", "ana@empresa.gov.co", "--first-name=Ana", "--last-name", "Pérez Gil"])).toEqual({
      email: "ana@empresa.gov.co",
      firstName: "Ana",
      lastName: "Pérez Gil",
      help: false,
    });
    expect(parseArgs(["--help"]).help).toBe(true);
  });

  it.each([
    [[], "Falta --email: el correo de la cuenta de superadministrador."],
    [["--email"], "Falta el valor de --email."],
    [["--email", "--first-name", "Ana"], "Falta el valor de --email."],
    [["--correo", "a@b.co"], "Opción desconocida: --correo. Use --email, --first-name y --last-name."],
    [["--email", "a@b.co", "--email", "c@d.co"], "La opción --email aparece dos veces."],
  ])("rejects %j with one clear line", (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new AccountInputError(message));
  });
});

describe.each(backends)("demo accounts and the first super administrator on $name", (backend) => {
  let t: Awaited<ReturnType<typeof freshDb>>;
  beforeEach(async () => {
    t = await freshDb(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  describe("seedDemo", () => {
    it("creates the five demo accounts once and prints the generated password once", async () => {
      const printed: string[] = [];
      const { lines, log } = logSpy();
      expect(await seedDemo(t.db, testConfig(), log, (line) => printed.push(line))).toBe(true);
      expect(printed).toHaveLength(1);
      const password = /^Contraseña de las cuentas de demostración: (\S+)$/.exec(printed[0])![1];
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(validatePassword(password)).toBeNull();
      expect(lines.filter((l) => l.level === "warn")).toHaveLength(1);
      expect(JSON.stringify(lines)).not.toContain(password);

      expect(await seedDemo(t.db, testConfig(), log, (line) => printed.push(line))).toBe(false);
      expect(printed).toHaveLength(1);
      const { rows } = await t.db.query<{ email: string }>("SELECT email FROM users ORDER BY email");
      expect(rows.map((r) => r.email)).toEqual([
        "admin@example.com",
        "cliente@example.com",
        "editor@example.com",
        "operador@example.com",
        "superadmin@example.com",
      ]);

      const app = await t.http();
      // One after another: the sign-in counts each attempt from an address as a failure until its
      // password is checked, so five at once from one address would ask the last ones for the bot check.
      const users = [];
      for (const email of ["cliente@example.com", "admin@example.com", "superadmin@example.com", "editor@example.com", "operador@example.com"]) {
        const res = await login(app, email, password);
        expect(res.statusCode).toBe(200);
        users.push(res.json().user);
      }
      expect(users[0]).toMatchObject({
        firstName: "Camila",
        lastName: "Restrepo Gómez",
        documentType: "CC",
        documentNumber: "1020304050",
        phoneNumber: "+573001234567",
        contractNumber: "1002003001",
        userType: "PERSONA_NATURAL",
        roles: ["USER"],
        isEmailVerified: true,
        isActive: true,
      });
      expect(users[1]).toMatchObject({
        firstName: "Andrés",
        lastName: "Mejía Zapata",
        userType: "FUNCIONARIO",
        roles: ["USER", "ADMIN"],
        isEmailVerified: true,
        documentType: "",
      });
      expect(users[2]).toMatchObject({
        firstName: "Laura",
        lastName: "Ospina Vélez",
        userType: "FUNCIONARIO",
        roles: ["USER", "ADMIN", "SUPER_ADMIN"],
        isEmailVerified: true,
      });
      expect(users[3]).toMatchObject({
        firstName: "Valentina",
        lastName: "Cárdenas Ríos",
        userType: "FUNCIONARIO",
        roles: ["USER", "EDITOR"],
        isEmailVerified: true,
      });
      expect(users[4]).toMatchObject({
        firstName: "Jhon Fredy",
        lastName: "Zuluaga Henao",
        userType: "FUNCIONARIO",
        roles: ["USER", "OPERATOR"],
        isEmailVerified: true,
      });
    });

    it("uses DEMO_PASSWORD without printing it", async () => {
      const printed: string[] = [];
      expect(await seedDemo(t.db, testConfig({ DEMO_PASSWORD: "Arepa con queso 2026" }), logSpy().log, (l) => printed.push(l))).toBe(true);
      expect(printed).toEqual([]);
      expect((await login(await t.http(), "superadmin@example.com", "Arepa con queso 2026")).statusCode).toBe(200);
    });

    it("adds the accounts to an install seeded before they existed, leaving an account already opened alone", async () => {
      await t.db.query("INSERT INTO app_meta (key, value) VALUES ('demo_seeded_at', '2026-01-01T00:00:00Z')");
      const app = await t.http();
      const reg = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: await captchaHeaders(app),
        payload: {
          email: "cliente@example.com",
          password: PASSWORD,
          firstName: "Otra",
          lastName: "Persona",
          documentType: "CC",
          documentNumber: "98765432",
          phoneNumber: "3209876543",
          acceptDataPolicy: true,
        },
      });
      expect(reg.statusCode).toBe(201);
      const config = testConfig({ DEMO_PASSWORD: "Arepa con queso 2026" });
      expect(await seedDemo(t.db, config, logSpy().log, () => undefined)).toBe(true);
      expect((await login(app, "admin@example.com", "Arepa con queso 2026")).statusCode).toBe(200);
      const kept = await login(app, "cliente@example.com", PASSWORD);
      expect(kept.statusCode).toBe(200);
      expect(kept.json().user.firstName).toBe("Otra");
      expect(await seedDemo(t.db, config, logSpy().log, () => undefined)).toBe(false);
    });

    it("creates nothing when SEED_DEMO is off", async () => {
      expect(await seedDemo(t.db, testConfig({ SEED_DEMO: "false" }), logSpy().log, () => undefined)).toBe(false);
      const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
      expect(rows[0].n).toBe(0);
    });
  });

  describe("create-super-admin", () => {
    /** Runs the command on the test database (which the command must not close). */
    async function cli(argv: string[], env: Record<string, string> = {}) {
      const out: string[] = [];
      const err: string[] = [];
      const db: Db = { ...t.db, close: async () => undefined };
      const code = await run(argv, { LOG_LEVEL: "silent", ...env }, { out: (l) => out.push(l), err: (l) => err.push(l) }, async () => db);
      return { code, out, err };
    }

    it("creates a verified staff account with every role and prints the generated password once", async () => {
      const res = await cli(["--email", "Ana@Empresa.gov.co", "--first-name", "Ana", "--last-name", "Pérez Gil"]);
      expect(res.code).toBe(0);
      expect(res.err).toEqual([]);
      expect(res.out[0]).toBe("Cuenta de superadministrador creada: ana@empresa.gov.co (roles USER, ADMIN, SUPER_ADMIN).");
      const password = /^Contraseña generada \(se muestra una sola vez, guárdela\): (\S+)$/.exec(res.out[1])![1];
      expect(validatePassword(password)).toBeNull();
      const signedIn = await login(await t.http(), "ana@empresa.gov.co", password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({
        firstName: "Ana",
        lastName: "Pérez Gil",
        roles: ["USER", "ADMIN", "SUPER_ADMIN"],
        userType: "FUNCIONARIO",
        isEmailVerified: true,
      });
      const outbox = await (
        await t.http()
      ).inject({
        method: "GET",
        url: "/api/admin/mail-outbox",
        headers: { authorization: `Bearer ${signedIn.json().token}` },
      });
      expect(outbox.statusCode).toBe(200);
    });

    it("takes the password from SUPER_ADMIN_PASSWORD, and refuses a weak one", async () => {
      const weak = await cli(["--email", "jefe@empresa.gov.co", "--first-name", "Luis", "--last-name", "Vega"], { SUPER_ADMIN_PASSWORD: "1234567890" });
      expect(weak.code).toBe(2);
      expect(weak.err).toEqual([
        "SUPER_ADMIN_PASSWORD no es válida: Esa contraseña es muy común y fácil de adivinar. Elija otra, por ejemplo una frase de varias palabras.",
      ]);
      const ok = await cli(["--email", "jefe@empresa.gov.co", "--first-name", "Luis", "--last-name", "Vega"], { SUPER_ADMIN_PASSWORD: PASSWORD });
      expect(ok.code).toBe(0);
      expect(ok.out).toEqual(["Cuenta de superadministrador creada: jefe@empresa.gov.co (roles USER, ADMIN, SUPER_ADMIN)."]);
      expect((await login(await t.http(), "jefe@empresa.gov.co", PASSWORD)).statusCode).toBe(200);
    });

    it("adds the roles to an existing account and keeps its password", async () => {
      const first = await createSuperAdmin(t.db, { email: "maria@empresa.gov.co", firstName: "María", lastName: "Uribe", password: PASSWORD });
      await t.db.query("UPDATE users SET roles = '{USER}' WHERE id = $1", [first.user.id]);
      const res = await cli(["--email", "MARIA@empresa.gov.co"], { SUPER_ADMIN_PASSWORD: "Otra frase distinta 55" });
      expect(res.code).toBe(0);
      expect(res.out).toEqual(["La cuenta maria@empresa.gov.co ya existía: ahora tiene los roles USER, ADMIN, SUPER_ADMIN. Su contraseña no cambió."]);
      const signedIn = await login(await t.http(), "maria@empresa.gov.co", PASSWORD);
      expect(signedIn.json().user.roles).toEqual(["USER", "ADMIN", "SUPER_ADMIN"]);
    });

    it.each([
      [
        ["--email", "no-es-correo", "--first-name", "Ana", "--last-name", "Gil"],
        "Correo inválido (--email): Escriba un correo electrónico válido, por ejemplo nombre@dominio.co.",
      ],
      [["--email", "nueva@empresa.gov.co"], "Para crear la cuenta indique también --first-name y --last-name."],
      [
        ["--email", "nueva@empresa.gov.co", "--first-name", "Ana1", "--last-name", "Gil"],
        "Sus nombres solo pueden tener letras, espacios, apóstrofos y guiones.",
      ],
      [["--nombre", "Ana"], "Opción desconocida: --nombre. Use --email, --first-name y --last-name."],
    ])("exits with 2 and one Spanish line for %j", async (argv, message) => {
      const res = await cli(argv);
      expect(res).toEqual({ code: 2, out: [], err: [message] });
      const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
      expect(rows[0].n).toBe(0);
    });

    it("exits with 2 on a bad configuration and prints usage on --help", async () => {
      const bad = await cli(["--email", "a@b.co"], { DATABASE_URL: "mysql://localhost/portal" });
      expect(bad.code).toBe(2);
      expect(bad.err[0]).toMatch(/^Configuración inválida: DATABASE_URL debe usar postgres: o postgresql:/);
      expect(await cli(["--help"])).toEqual({ code: 0, out: [USAGE], err: [] });
    });

    it("exits with 1 when the database cannot be opened", async () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await run(["--email", "a@b.co"], {}, { out: (l) => out.push(l), err: (l) => err.push(l) }, async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      });
      expect(code).toBe(1);
      expect(err).toEqual(["No fue posible crear la cuenta: connect ECONNREFUSED 127.0.0.1:5432"]);
    });
  });
});
