import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../../server/app";
import { migrate } from "../../server/db/migrate";
import { redactLogLine, REDACTED } from "../../server/http/logging";
import { backends, captchaHeaders, testConfig } from "./support";

// Issue 20 §4: session, reset and verification tokens reached the request log verbatim
// (`/auth/success?token=…`, `/reset-password?token=…`). This test runs the real app over HTTP with
// its standard logger at LOG_LEVEL=info writing to a file, uses real tokens, and greps the log.

const PASSWORD = "Guayaba verde 2026";
const NEW_PASSWORD = "Mango biche 2027 nuevo";

describe("log line filter", () => {
  it("replaces secret query values, credential headers and bearer tokens, and keeps the rest", () => {
    const line = JSON.stringify({
      req: { url: "/reset-password?token=abc123&lang=es", headers: { authorization: "Bearer s3cr3t", cookie: "sid=zz9", "user-agent": "prueba" } },
      msg: "Route GET:/api/x?access_token=t0k&code=c0d&apiKey=k3y&signature=s1g&page=2 not found; Authorization: Bearer b34r3r",
      err: "connect ECONNREFUSED smtp://portal:cl4v3@smtp.emsp.example:587",
    });
    const out = redactLogLine(line);
    for (const secret of ["abc123", "s3cr3t", "zz9", "t0k", "c0d", "k3y", "s1g", "b34r3r", "cl4v3"]) expect(out).not.toContain(secret);
    expect(out).toContain(`smtp://portal:${REDACTED}@smtp.emsp.example:587`);
    expect(out).toContain(`/reset-password?token=${REDACTED}&lang=es`);
    expect(out).toContain("page=2");
    expect(out).toContain('"user-agent":"prueba"');
    expect(JSON.parse(out).req.headers.cookie).toBe(REDACTED);
  });

  it("replaces personal query values too, by name, and keeps look-alike names (issue 31 §5)", () => {
    const url =
      "/api/pqrs/track?radicado=PQR-2026-000123&document=80912345&q=ana%40correo.co&to=ana@correo.co&actor=jefe@correo.co&contract=1002003001&payerEmail=x@y.co&quantity=5&topic=agua";
    const out = redactLogLine(JSON.stringify({ req: { url } }));
    for (const personal of ["80912345", "ana%40correo.co", "ana@correo.co", "jefe@correo.co", "1002003001", "x@y.co"]) expect(out).not.toContain(personal);
    expect(out).toContain("radicado=PQR-2026-000123");
    expect(out).toContain(`document=${REDACTED}`);
    expect(out).toContain("quantity=5&topic=agua");
  });
});

describe.each(backends)("request log on $name", (backend) => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "portal-log-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("never writes a session, reset or verification token, nor a credential header", async () => {
    const logFile = path.join(dir, `${backend.name}.log`);
    const fd = openSync(logFile, "w");
    const { db, dispose } = await backend.open();
    await migrate(db);
    const config = testConfig({ LOG_LEVEL: "info", PUBLIC_URL: "https://portal.emsp.example" });
    const app = await buildApp({ config, db, logStream: { write: (line: string) => writeSync(fd, line) } });
    const secrets: string[] = [];
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const call = (method: string, url: string, body?: object, headers: Record<string, string> = {}) =>
        fetch(`${base}${url}`, {
          method,
          headers: { ...(body ? { "content-type": "application/json" } : {}), ...headers },
          body: body ? JSON.stringify(body) : undefined,
        });
      const linkToken = async (kind: string) => {
        const { rows } = await db.query<{ link: string }>("SELECT link FROM mail_outbox WHERE kind = $1 ORDER BY seq DESC LIMIT 1", [kind]);
        return new URL(rows[0].link).searchParams.get("token") ?? "";
      };

      const email = "registro.log@correo.co";
      const registered = await call(
        "POST",
        "/api/auth/register",
        {
          email,
          password: PASSWORD,
          firstName: "Luisa",
          lastName: "Mora",
          documentType: "CC",
          documentNumber: "52999111",
          phoneNumber: "3101234567",
          acceptDataPolicy: true,
        },
        await captchaHeaders(app),
      );
      expect(registered.status).toBe(201);
      const session = ((await registered.json()) as { token: string }).token;
      const verify = await linkToken("verify_email");

      // The links a person follows from a mail, and the page the sign-in lands on: SPA routes.
      await call("GET", `/verify-email?token=${encodeURIComponent(verify)}`);
      await call("GET", `/auth/success?token=${encodeURIComponent(session)}`);
      expect((await call("GET", "/api/auth/me", undefined, { authorization: `Bearer ${session}`, cookie: `session=${session}` })).status).toBe(200);
      // An unknown API path with a token still logs its URL.
      expect((await call("GET", `/api/no-existe?token=${encodeURIComponent(session)}`)).status).toBe(404);
      expect((await call("POST", "/api/auth/verify-email", { token: verify })).status).toBe(200);

      expect((await call("POST", "/api/auth/forgot-password", { email })).status).toBe(202);
      const reset = await linkToken("reset_password");
      await call("GET", `/reset-password?token=${encodeURIComponent(reset)}`);
      expect((await call("POST", "/api/auth/reset-password", { token: reset, password: NEW_PASSWORD })).status).toBe(200);

      const login = await call("POST", "/api/auth/login", { email, password: NEW_PASSWORD });
      expect(login.status).toBe(200);
      const second = ((await login.json()) as { token: string }).token;
      await call("GET", `/auth/success?token=${encodeURIComponent(second)}&next=%2Fdashboard`);

      secrets.push(session, verify, reset, second, PASSWORD, NEW_PASSWORD);
      expect(secrets.every((s) => s.length >= 16)).toBe(true);
    } finally {
      await app.close();
      await dispose();
      closeSync(fd);
    }

    const log = readFileSync(logFile, "utf8");
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    // The run was logged (request lines with their URLs), so the absence above means something.
    expect(log).toContain(`"url":"/reset-password?token=${REDACTED}"`);
    expect(log).toContain(`"url":"/verify-email?token=${REDACTED}"`);
    expect(log).toContain(`"url":"/auth/success?token=${REDACTED}&next=%2Fdashboard"`);
    expect(log).toContain("mail kept in the outbox");
  });

  it("never writes the PQRS tracking document nor what administrators search for (issue 31 §5)", async () => {
    const logFile = path.join(dir, `${backend.name}-personal.log`);
    const fd = openSync(logFile, "w");
    const { db, dispose } = await backend.open();
    await migrate(db);
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: "info" }), db, logStream: { write: (line: string) => writeSync(fd, line) } });
    // Values that appear nowhere else in the run, so finding one in the log means a URL leaked it.
    const personal = {
      document: "80917263",
      search: "70918273",
      recipient: "buzon.privado@correo.co",
      actor: "jefa.privada@correo.co",
      contract: "9081726354",
    };
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const registered = await fetch(`${base}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(await captchaHeaders(app)) },
        body: JSON.stringify({
          email: "admin.log@correo.co",
          password: PASSWORD,
          firstName: "Luisa",
          lastName: "Mora",
          documentType: "CC",
          documentNumber: "52999112",
          phoneNumber: "3101234567",
          acceptDataPolicy: true,
        }),
      });
      const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
      await db.query("UPDATE users SET roles = $1 WHERE id = $2", [["USER", "ADMIN", "SUPER_ADMIN"], user.id]);
      const get = (url: string) => fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      expect((await get(`/api/pqrs/track?radicado=PQR-2026-999999&document=${personal.document}`)).status).toBeLessThan(500);
      expect((await get(`/api/admin/users?q=${personal.search}`)).status).toBeLessThan(500);
      expect((await get(`/api/pqrs?q=${personal.search}`)).status).toBeLessThan(500);
      expect((await get(`/api/admin/mail-outbox?to=${encodeURIComponent(personal.recipient)}`)).status).toBeLessThan(500);
      expect((await get(`/api/admin/audit?actor=${encodeURIComponent(personal.actor)}`)).status).toBeLessThan(500);
      expect((await get(`/api/billing/lookup?contract=${personal.contract}`)).status).toBeLessThan(500);
    } finally {
      await app.close();
      await dispose();
      closeSync(fd);
    }
    const log = readFileSync(logFile, "utf8");
    for (const value of Object.values(personal)) {
      expect(log).not.toContain(value);
      expect(log).not.toContain(encodeURIComponent(value));
    }
    expect(log).toContain(`"url":"/api/pqrs/track?radicado=PQR-2026-999999&document=${REDACTED}"`);
    expect(log).toContain(`"url":"/api/admin/users?q=${REDACTED}"`);
  });
});
