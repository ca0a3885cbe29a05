import { createHash } from "node:crypto";
import { DATA_POLICY_VERSION } from "../../src/shared/validation";
import type { AuthResponse } from "../../src/shared/types";
import { createSuperAdmin } from "../../server/modules/auth/accounts";
import { PARAMS } from "../../server/modules/auth/passwords";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Guayaba verde 2026";
const PUBLIC_URL = "http://127.0.0.1:8080";
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const UNAUTHENTICATED = { message: "Su sesión terminó. Ingrese de nuevo.", code: "UNAUTHENTICATED" };
const INVALID_CREDENTIALS = { message: "El correo o la contraseña no son correctos.", code: "INVALID_CREDENTIALS" };
const FORGOT_ANSWER = {
  message: "Si hay una cuenta con ese correo, le enviamos un enlace para restablecer la contraseña. Revise también la carpeta de correo no deseado.",
};
const RESET_INVALID = "El enlace para restablecer la contraseña no es válido o ya venció. Solicite uno nuevo.";
const VERIFY_INVALID = "El enlace de verificación no es válido o ya venció. Pida uno nuevo desde su cuenta.";
const RESEND_ANSWER = {
  message: "Si hay una cuenta sin verificar con ese correo, le enviamos un nuevo enlace de verificación. Revise también la carpeta de correo no deseado.",
};

describe.each(backends)("accounts API on $name", (backend) => {
  let s: Started;
  let ipSeq = 0;
  let emailSeq = 0;

  beforeAll(async () => {
    s = await startApp(backend);
  });
  afterAll(async () => {
    await s.close();
  });

  /** Each request comes from its own address unless a test says otherwise (limits are per IP). */
  const nextIp = () => {
    ipSeq++;
    return `10.1.${Math.floor(ipSeq / 200)}.${(ipSeq % 200) + 1}`;
  };

  /** Sign-ups carry a solved bot check unless `captcha: false`; other calls only with `captcha: true` (issue 20 §4). */
  async function api(method: "GET" | "POST", url: string, opts: { body?: object; token?: string; ip?: string; captcha?: boolean } = {}) {
    const captcha = opts.captcha ?? url === "/auth/register";
    return s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      remoteAddress: opts.ip ?? nextIp(),
      headers: {
        "user-agent": "jest-portal/1.0",
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(captcha ? await captchaHeaders(s.app) : {}),
      },
    });
  }

  function person(overrides: Record<string, unknown> = {}) {
    emailSeq++;
    return {
      email: `persona${emailSeq}@correo.co`,
      password: PASSWORD,
      firstName: "María José",
      lastName: "Ríos Peña",
      documentType: "CC",
      documentNumber: "1020304050",
      phoneNumber: "300 123 4567",
      acceptDataPolicy: true,
      ...overrides,
    };
  }

  async function register(overrides: Record<string, unknown> = {}) {
    const body = person(overrides);
    const res = await api("POST", "/auth/register", { body });
    expect(res.statusCode).toBe(201);
    return { ...res.json<AuthResponse>(), email: String(body.email).trim().toLowerCase(), password: String(body.password) };
  }

  /** From a given address, every attempt carries a solved bot check (needed from its third failure on). */
  async function login(email: string, password: string, ip?: string) {
    return api("POST", "/auth/login", { body: { email, password }, ip, captcha: ip !== undefined });
  }

  async function mails(to: string, kind?: string) {
    const { rows } = await s.db.query<{ subject: string; text_body: string; html_body: string; link: string | null; kind: string }>(
      "SELECT subject, text_body, html_body, link, kind FROM mail_outbox WHERE to_address = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY seq DESC",
      [to, kind ?? null],
    );
    return rows;
  }

  const tokenOf = (link: string | null) => new URL(String(link)).searchParams.get("token") ?? "";

  async function countRows(sql: string, params: unknown[]) {
    const { rows } = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
    return rows[0].n;
  }

  describe("POST /api/auth/register", () => {
    it("opens the account with normalized fields, signs in and mails the verification link", async () => {
      const body = person({
        email: "  Camila.Rios@Correo.CO ",
        documentNumber: "1.020.304.050",
        phoneNumber: "(300) 123-4567",
        contractNumber: "1002-003-001",
      });
      const res = await api("POST", "/auth/register", { body });
      expect(res.statusCode).toBe(201);
      const { token, user } = res.json<AuthResponse>();
      expect(token).toMatch(TOKEN_RE);
      expect(user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: "camila.rios@correo.co",
        firstName: "María José",
        lastName: "Ríos Peña",
        documentType: "CC",
        documentNumber: "1020304050",
        phoneNumber: "+573001234567",
        contractNumber: "1002003001",
        userType: "PERSONA_NATURAL",
        roles: ["USER"],
        profilePicture: "",
        isActive: true,
        isEmailVerified: false,
        lastLogin: null,
        createdAt: expect.any(String),
      });
      expect(Math.abs(Date.parse(user.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(res.body).not.toContain("scrypt");

      const me = await api("GET", "/auth/me", { token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user });

      const { rows } = await s.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE id = $1", [user.id]);
      expect(rows[0].password_hash).toMatch(new RegExp(`^scrypt\\$${PARAMS.N}\\$8\\$1\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{88}$`));

      const [mail] = await mails("camila.rios@correo.co", "verify_email");
      expect(mail.subject).toBe("Confirme su correo electrónico en el portal de EMSP E.S.P.");
      expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
      // Issue 31 §5: the address is not confirmed yet, so the name typed at sign-up is not in it.
      expect(mail.text_body).toMatch(/^Hola:$/m);
      expect(mail.text_body).not.toContain("María José");
      expect(mail.text_body).toContain(String(mail.link));
      expect(mail.html_body).toContain(`href="${mail.link}"`);
    });

    it("classifies a NIT as a company and stores it with its check digit", async () => {
      const { user } = await register({ documentType: "NIT", documentNumber: "900.123.456 8", firstName: "Comercializadora", lastName: "Andina" });
      expect(user).toMatchObject({ documentType: "NIT", documentNumber: "900123456-8", userType: "PERSONA_JURIDICA", contractNumber: "" });
    });

    it("names every missing field", async () => {
      const res = await api("POST", "/auth/register", { body: {} });
      expect(res.statusCode).toBe(400);
      const required = ["email", "password", "firstName", "lastName", "documentType", "documentNumber", "phoneNumber", "acceptDataPolicy"];
      expect(res.json()).toEqual({
        message: `Revise los campos ${required.map((f) => `«${f}»`).join(", ")}.`,
        code: "VALIDATION_ERROR",
        fields: Object.fromEntries(required.map((f) => [f, "Este campo es obligatorio."])),
      });
    });

    it.each([
      [
        "NIT with a wrong check digit",
        { documentType: "NIT", documentNumber: "900123456-9" },
        "documentNumber",
        "El dígito de verificación del NIT no corresponde. Revíselo en el RUT.",
      ],
      ["CC with letters", { documentNumber: "10203O4050" }, "documentNumber", "La cédula de ciudadanía debe tener entre 3 y 10 dígitos, sin puntos ni letras."],
      ["unknown document type", { documentType: "DNI" }, "documentType", "Elija el tipo de documento."],
      ["short password", { password: "corta" }, "password", "La contraseña debe tener al menos 10 caracteres."],
      [
        "common password",
        { password: "Colombia2026" },
        "password",
        "Esa contraseña es muy común y fácil de adivinar. Elija otra, por ejemplo una frase de varias palabras.",
      ],
      [
        "password equal to the e-mail",
        { email: "ana.gil@correo.co", password: "ana.gil@correo.co" },
        "password",
        "La contraseña no puede ser su correo electrónico ni contenerlo.",
      ],
      [
        "bad phone",
        { phoneNumber: "12345" },
        "phoneNumber",
        "Escriba un celular de 10 dígitos que empiece por 3 (300 123 4567) o un fijo con indicativo, por ejemplo 604 444 5555.",
      ],
      ["bad e-mail", { email: "ana@@correo" }, "email", "Escriba un correo electrónico válido, por ejemplo nombre@dominio.co."],
      ["unticked data policy", { acceptDataPolicy: false }, "acceptDataPolicy", "Para crear la cuenta debe autorizar el tratamiento de sus datos personales."],
      [
        "bad contract number",
        { contractNumber: "12-ab" },
        "contractNumber",
        "El número de contrato tiene entre 6 y 12 dígitos; lo encuentra en la parte superior de su factura.",
      ],
    ])("rejects %s naming the field, and stores nothing", async (_case, overrides, field, message) => {
      const body = person(overrides);
      const res = await api("POST", "/auth/register", { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `Revise el campo «${field}»: ${message}`, code: "VALIDATION_ERROR", fields: { [field]: message } });
      expect(await countRows("users WHERE email = $1", [String(body.email).trim().toLowerCase()])).toBe(0);
    });

    it("rejects a consent that is not a real boolean and oversized fields", async () => {
      const truthy = await api("POST", "/auth/register", { body: person({ acceptDataPolicy: "true" }) });
      expect(truthy.statusCode).toBe(400);
      expect(truthy.json().fields).toEqual({ acceptDataPolicy: "Debe ser verdadero o falso." });
      const long = await api("POST", "/auth/register", { body: person({ firstName: "A".repeat(81) }) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toEqual({ firstName: "Debe tener como máximo 80 caracteres." });
    });

    it("answers 409 EMAIL_TAKEN for an e-mail already used, whatever its case", async () => {
      const first = await register();
      const res = await api("POST", "/auth/register", { body: person({ email: first.email.toUpperCase() }) });
      expect(res.statusCode).toBe(409);
      const message = "Ya existe una cuenta con este correo. Ingrese o recupere su contraseña.";
      expect(res.json()).toEqual({ message, code: "EMAIL_TAKEN", fields: { email: message } });
      expect(await countRows("users WHERE email = $1", [first.email])).toBe(1);
    });

    it("lets only one of two simultaneous sign-ups with one e-mail through", async () => {
      const body = person();
      const results = await Promise.all([
        api("POST", "/auth/register", { body }),
        api("POST", "/auth/register", { body: { ...body, email: body.email.toUpperCase() } }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe("EMAIL_TAKEN");
      expect(await countRows("users WHERE email = $1", [body.email])).toBe(1);
    });

    it("drops unknown fields and never stores them", async () => {
      const { user } = await register({
        roles: ["SUPER_ADMIN"],
        isActive: false,
        isEmailVerified: true,
        userType: "FUNCIONARIO",
        id: "00000000-0000-0000-0000-000000000000",
      });
      expect(user).toMatchObject({ roles: ["USER"], isActive: true, isEmailVerified: false, userType: "PERSONA_NATURAL" });
      expect(user.id).not.toBe("00000000-0000-0000-0000-000000000000");
      const { rows } = await s.db.query<{ roles: string[] }>("SELECT roles FROM users WHERE id = $1", [user.id]);
      expect(rows[0].roles).toEqual(["USER"]);
    });

    it("records the Ley 1581 consent with policy version, time, channel, IP and browser", async () => {
      const ip = nextIp();
      const res = await api("POST", "/auth/register", { body: person(), ip });
      const { user } = res.json<AuthResponse>();
      const { rows } = await s.db.query<{ policy_version: string; accepted_at: Date; channel: string; ip: string; user_agent: string }>(
        "SELECT policy_version, accepted_at, channel, ip, user_agent FROM user_consents WHERE user_id = $1",
        [user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ policy_version: DATA_POLICY_VERSION, channel: "web", ip, user_agent: "jest-portal/1.0" });
      expect(Math.abs(new Date(rows[0].accepted_at).getTime() - Date.now())).toBeLessThan(60_000);
    });

    it("limits sign-ups to 10 per hour from one IP", async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) expect((await api("POST", "/auth/register", { body: person(), ip })).statusCode).toBe(201);
      const body = person();
      const res = await api("POST", "/auth/register", { body, ip });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe("RATE_LIMITED");
      expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(3500);
      expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(3600);
      expect(await countRows("users WHERE email = $1", [body.email])).toBe(0);
      expect((await api("POST", "/auth/register", { body })).statusCode).toBe(201);
    });
  });

  describe("POST /api/auth/login", () => {
    it("signs in with any case of the e-mail, records last login and opens a new session", async () => {
      const account = await register();
      const res = await login(account.email.toUpperCase(), account.password);
      expect(res.statusCode).toBe(200);
      const { token, user } = res.json<AuthResponse>();
      expect(token).toMatch(TOKEN_RE);
      expect(token).not.toBe(account.token);
      expect(user).toEqual({ ...account.user, lastLogin: expect.any(String) });
      expect(Math.abs(Date.parse(user.lastLogin!) - Date.now())).toBeLessThan(60_000);
      expect((await api("GET", "/auth/me", { token })).json().user.lastLogin).toBe(user.lastLogin);
    });

    it("answers a wrong password and an unknown e-mail with the same 401", async () => {
      const account = await register();
      const wrong = await login(account.email, "Otra clave distinta 99");
      const unknown = await login("nadie.aqui@correo.co", account.password);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(INVALID_CREDENTIALS);
      expect(unknown.body).toBe(wrong.body);
    });

    it("asks for the missing e-mail and password", async () => {
      const res = await api("POST", "/auth/login", { body: { email: " ", password: "" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ email: "Escriba su correo electrónico.", password: "Escriba su contraseña." });
      expect((await api("POST", "/auth/login", { body: {} })).json().fields).toEqual({
        email: "Este campo es obligatorio.",
        password: "Este campo es obligatorio.",
      });
    });

    it("answers 403 ACCOUNT_INACTIVE to the right password of a deactivated account", async () => {
      const account = await register();
      await s.app.auth.setActive(account.user.id, false);
      const res = await login(account.email, account.password);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: "Su cuenta está desactivada. Comuníquese con nuestra línea de atención para reactivarla.",
        code: "ACCOUNT_INACTIVE",
      });
      expect((await login(account.email, "Otra clave distinta 99")).statusCode).toBe(401);
    });

    it("blocks the sixth attempt after five failures on one account from one address, even with the right password", async () => {
      const account = await register();
      const ip = nextIp();
      for (let i = 0; i < 5; i++) expect((await login(account.email, `Clave equivocada ${i}x`, ip)).statusCode).toBe(401);
      const res = await login(account.email, account.password, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        message: "Hizo demasiados intentos de ingreso fallidos. Por seguridad, espere 15 minutos e intente de nuevo, o restablezca su contraseña.",
        code: "TOO_MANY_ATTEMPTS",
      });
      const retryAfter = Number(res.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(850);
      expect(retryAfter).toBeLessThanOrEqual(900);

      // Retry-After counts down to the moment the oldest failure leaves the 15-minute window.
      await s.db.query(
        `UPDATE rate_limit_hits SET created_at = now() - interval '10 minutes'
          WHERE id = (SELECT min(id) FROM rate_limit_hits WHERE bucket = 'login:pair' AND key = $1)`,
        [`${account.email}|${ip}`],
      );
      const later = await login(account.email, account.password, ip);
      expect(later.statusCode).toBe(429);
      expect(Number(later.headers["retry-after"])).toBeGreaterThanOrEqual(295);
      expect(Number(later.headers["retry-after"])).toBeLessThanOrEqual(300);
      expect(later.json().message).toContain("espere 5 minutos");

      await s.db.query("UPDATE rate_limit_hits SET created_at = now() - interval '16 minutes' WHERE key IN ($1, $2)", [`${account.email}|${ip}`, ip]);
      expect((await login(account.email, account.password, ip)).statusCode).toBe(200);
    });

    it("lets a 21st attempt from an IP that failed twenty times across accounts in only with a solved bot check (issue 31 §5)", async () => {
      const ip = nextIp();
      const account = await register();
      for (let i = 0; i < 20; i++) expect((await login(`desconocido${i}@correo.co`, PASSWORD, ip)).statusCode).toBe(401);
      const asked = await api("POST", "/auth/login", { body: { email: account.email, password: account.password }, ip, captcha: false });
      expect(asked.statusCode).toBe(400);
      expect(asked.json().code).toBe("CAPTCHA_REQUIRED");
      expect((await login(account.email, account.password, ip)).statusCode).toBe(200);
    });

    it("counts by the connection's address: a forged X-Forwarded-For does not escape the per-IP bot check", async () => {
      const ip = nextIp();
      const account = await register();
      for (let i = 0; i < 3; i++) {
        const res = await s.app.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: ip,
          headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
          payload: { email: `falso${i}@correo.co`, password: PASSWORD },
        });
        expect(res.statusCode).toBe(401);
      }
      const asked = await api("POST", "/auth/login", { body: { email: account.email, password: account.password }, ip });
      expect(asked.statusCode).toBe(400);
      expect(asked.json().code).toBe("CAPTCHA_REQUIRED");
    });

    it("clears the failures of that account from that address after a successful sign-in", async () => {
      const account = await register();
      const ip = nextIp();
      for (let i = 0; i < 4; i++) expect((await login(account.email, `Clave equivocada ${i}x`, ip)).statusCode).toBe(401);
      expect((await login(account.email, account.password, ip)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login(account.email, `Clave equivocada ${i}y`, ip)).statusCode).toBe(401);
      expect((await login(account.email, account.password, ip)).statusCode).toBe(429);
    });

    it("does not let parallel guesses slip past the limit", async () => {
      const account = await register();
      const ip = nextIp();
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(account.email, `Clave equivocada ${i}z`, ip)));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    });
  });

  describe("sessions: /api/auth/me and /api/auth/logout", () => {
    it("stores only the SHA-256 of the token, with a one-day life", async () => {
      const account = await register();
      const { rows } = await s.db.query<{ token_hash: string; seconds: number }>(
        "SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS seconds FROM auth_sessions WHERE user_id = $1",
        [account.user.id],
      );
      expect(rows).toEqual([{ token_hash: createHash("sha256").update(account.token).digest("hex"), seconds: 86_400 }]);
    });

    it("answers 401 UNAUTHENTICATED without a token, with an unknown one and with an expired one", async () => {
      const account = await register();
      for (const token of [undefined, "abc", "A".repeat(43)]) {
        const res = await api("GET", "/auth/me", { token });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(UNAUTHENTICATED);
      }
      await s.db.query("UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [account.user.id]);
      expect((await api("GET", "/auth/me", { token: account.token })).json()).toEqual(UNAUTHENTICATED);
    });

    it("revokes the token on logout and keeps the account's other sessions", async () => {
      const account = await register();
      const other = (await login(account.email, account.password)).json().token as string;
      const out = await api("POST", "/auth/logout", { token: account.token });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe("");
      expect((await api("GET", "/auth/me", { token: account.token })).statusCode).toBe(401);
      expect((await api("GET", "/auth/me", { token: other })).statusCode).toBe(200);
      expect((await api("POST", "/auth/logout", { token: account.token })).statusCode).toBe(204);
    });

    it("signs out clients that post an empty body with a Content-Type", async () => {
      for (const type of ["application/x-www-form-urlencoded", "application/json"]) {
        const account = await register();
        const out = await s.app.inject({
          method: "POST",
          url: "/api/auth/logout",
          headers: { authorization: `Bearer ${account.token}`, "content-type": type },
          payload: "",
        });
        expect(out.statusCode).toBe(204);
        expect((await api("GET", "/auth/me", { token: account.token })).statusCode).toBe(401);
      }
      const form = await s.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "a=1",
      });
      expect(form.statusCode).toBe(415);
      expect(form.json()).toEqual({ message: "El tipo de contenido de la solicitud no es compatible.", code: "UNSUPPORTED_MEDIA_TYPE" });
    });

    it("answers logout with 204 without a token or with an unknown one", async () => {
      expect((await api("POST", "/auth/logout")).statusCode).toBe(204);
      expect((await api("POST", "/auth/logout", { token: "A".repeat(43) })).statusCode).toBe(204);
    });

    it("ends every session when the account is deactivated, and they stay ended after reactivation", async () => {
      const account = await register();
      const second = (await login(account.email, account.password)).json().token as string;
      const off = await s.app.auth.setActive(account.user.id, false);
      expect(off).toMatchObject({ id: account.user.id, isActive: false });
      for (const token of [account.token, second]) expect((await api("GET", "/auth/me", { token })).json()).toEqual(UNAUTHENTICATED);
      expect(await countRows("auth_sessions WHERE user_id = $1 AND revoked_at IS NULL", [account.user.id])).toBe(0);
      expect(await s.app.auth.setActive(account.user.id, true)).toMatchObject({ isActive: true });
      expect((await api("GET", "/auth/me", { token: second })).statusCode).toBe(401);
      expect((await login(account.email, account.password)).statusCode).toBe(200);
      expect(await s.app.auth.setActive("00000000-0000-4000-8000-000000000000", false)).toBeNull();
      expect(await s.app.auth.setActive("no-es-un-id", false)).toBeNull();
    });

    it("rejects the token of an account deactivated directly in the database", async () => {
      const account = await register();
      await s.db.query("UPDATE users SET is_active = false WHERE id = $1", [account.user.id]);
      expect((await api("GET", "/auth/me", { token: account.token })).statusCode).toBe(401);
    });
  });

  describe("password recovery", () => {
    async function forgot(email: string, ip?: string) {
      return api("POST", "/auth/forgot-password", { body: { email }, ip });
    }

    it("answers the same for known and unknown e-mails and mails only the known one", async () => {
      const account = await register();
      const known = await forgot(account.email.toUpperCase());
      const unknown = await forgot("nadie.registrado@correo.co");
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(FORGOT_ANSWER);
      expect(unknown.body).toBe(known.body);
      const [mail] = await mails(account.email, "reset_password");
      expect(mail.subject).toBe("Restablezca su contraseña del portal de EMSP E.S.P.");
      expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
      expect(mail.text_body).toContain("Vence en 1 hora");
      expect(await mails("nadie.registrado@correo.co")).toHaveLength(0);
    });

    it("mails nothing to a deactivated account, with the same answer", async () => {
      const account = await register();
      await s.app.auth.setActive(account.user.id, false);
      const res = await forgot(account.email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(FORGOT_ANSWER);
      expect(await mails(account.email, "reset_password")).toHaveLength(0);
    });

    it("asks for a valid e-mail", async () => {
      const res = await forgot("no-es-correo");
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ email: "Escriba un correo electrónico válido, por ejemplo nombre@dominio.co." });
    });

    it("mails 3 links an hour per e-mail and address and 10 per e-mail, with the same answer beyond, so a stranger cannot use up the owner's (issue 31 §5)", async () => {
      const account = await register();
      const stranger = nextIp();
      for (const email of [account.email, "otro.desconocido@correo.co"]) {
        for (let i = 0; i < 4; i++) {
          const res = await forgot(email, stranger);
          expect(res.statusCode).toBe(202);
          expect(res.json()).toEqual(FORGOT_ANSWER);
        }
      }
      expect(await mails(account.email, "reset_password")).toHaveLength(3);
      // The owner, from another address, still gets a link.
      expect((await forgot(account.email, nextIp())).statusCode).toBe(202);
      expect(await mails(account.email, "reset_password")).toHaveLength(4);
      // Three more addresses bring the e-mail to its 10 an hour; the eleventh gets the same answer and no mail.
      for (let a = 0; a < 3; a++) {
        const ip = nextIp();
        for (let i = 0; i < 3; i++) expect((await forgot(account.email, ip)).statusCode).toBe(202);
      }
      const capped = await forgot(account.email, nextIp());
      expect(capped.statusCode).toBe(202);
      expect(capped.json()).toEqual(FORGOT_ANSWER);
      const sent = await mails(account.email, "reset_password");
      expect(sent).toHaveLength(10);
      // Every link mailed in the window still works: the first one resets the password.
      const first = sent[sent.length - 1];
      const res = await api("POST", "/auth/reset-password", { body: { token: tokenOf(first.link), password: "Nueva frase segura 31" } });
      expect(res.statusCode).toBe(200);
    });

    it("limits requests to 10 per 15 minutes per IP", async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) expect((await forgot(`varios${i}@correo.co`, ip)).statusCode).toBe(202);
      const res = await forgot("uno.mas@correo.co", ip);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(900);
    });

    it("resets once: new password works, sessions and other links end, e-mail verified, notice sent", async () => {
      const account = await register();
      await forgot(account.email);
      await forgot(account.email);
      const [newest, older] = await mails(account.email, "reset_password");
      const token = tokenOf(newest.link);

      const weak = await api("POST", "/auth/reset-password", { body: { token, password: account.email } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields).toEqual({ password: "La contraseña no puede ser su correo electrónico ni contenerlo." });

      const res = await api("POST", "/auth/reset-password", { body: { token, password: "Nueva frase segura 77" } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Su contraseña fue cambiada. Ya puede ingresar con la nueva contraseña." });

      expect((await api("GET", "/auth/me", { token: account.token })).json()).toEqual(UNAUTHENTICATED);
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      const signedIn = await login(account.email, "Nueva frase segura 77");
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.isEmailVerified).toBe(true);

      for (const used of [token, tokenOf(older.link)]) {
        const again = await api("POST", "/auth/reset-password", { body: { token: used, password: "Otra frase segura 88" } });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual({ message: RESET_INVALID, code: "INVALID_TOKEN", fields: { token: RESET_INVALID } });
      }
      const [notice] = await mails(account.email, "password_changed");
      expect(notice.subject).toBe("Su contraseña del portal de EMSP E.S.P. fue cambiada");
      expect(notice.text_body).toContain("cerramos todas las sesiones");
    });

    it("rejects an expired reset link and one that never existed", async () => {
      const account = await register();
      await forgot(account.email);
      const token = tokenOf((await mails(account.email, "reset_password"))[0].link);
      await s.db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
        createHash("sha256").update(token).digest("hex"),
      ]);
      for (const t of [token, "inventado", ""]) {
        const res = await api("POST", "/auth/reset-password", { body: { token: t, password: "Nueva frase segura 77" } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: RESET_INVALID, code: "INVALID_TOKEN", fields: { token: RESET_INVALID } });
      }
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });

    it("limits reset attempts to 10 per 15 minutes per IP", async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        expect((await api("POST", "/auth/reset-password", { body: { token: "x".repeat(43), password: "Nueva frase segura 77" }, ip })).statusCode).toBe(400);
      }
      const res = await api("POST", "/auth/reset-password", { body: { token: "x".repeat(43), password: "Nueva frase segura 77" }, ip });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    });

    it("lets the owner in after a reset even when the account was blocked by failures", async () => {
      const account = await register();
      const ip = nextIp();
      for (let i = 0; i < 5; i++) await login(account.email, `Clave equivocada ${i}r`, ip);
      expect((await login(account.email, account.password, ip)).statusCode).toBe(429);
      await forgot(account.email);
      const token = tokenOf((await mails(account.email, "reset_password"))[0].link);
      expect((await api("POST", "/auth/reset-password", { body: { token, password: "Nueva frase segura 77" } })).statusCode).toBe(200);
      expect((await login(account.email, "Nueva frase segura 77", ip)).statusCode).toBe(200);
    });
  });

  describe("e-mail verification", () => {
    it("verifies once with the link of the sign-up mail", async () => {
      const account = await register();
      const token = tokenOf((await mails(account.email, "verify_email"))[0].link);
      const res = await api("POST", "/auth/verify-email", { body: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Su correo quedó verificado.", user: { ...account.user, isEmailVerified: true } });
      expect((await api("GET", "/auth/me", { token: account.token })).json().user.isEmailVerified).toBe(true);

      const again = await api("POST", "/auth/verify-email", { body: { token } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: VERIFY_INVALID, code: "INVALID_TOKEN", fields: { token: VERIFY_INVALID } });
    });

    it("rejects an expired link (24 hours)", async () => {
      const account = await register();
      const token = tokenOf((await mails(account.email, "verify_email"))[0].link);
      const { rows } = await s.db.query<{ hours: number }>(
        "SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM auth_tokens WHERE user_id = $1",
        [account.user.id],
      );
      expect(rows).toEqual([{ hours: 24 }]);
      await s.db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [account.user.id]);
      const res = await api("POST", "/auth/verify-email", { body: { token } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: VERIFY_INVALID, code: "INVALID_TOKEN", fields: { token: VERIFY_INVALID } });
    });

    it("resends to the signed-in account, and only the newest link works", async () => {
      const account = await register();
      const first = tokenOf((await mails(account.email, "verify_email"))[0].link);
      const res = await api("POST", "/auth/resend-verification", { token: account.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: `Le enviamos un nuevo enlace de verificación a ${account.email}. Revise también la carpeta de correo no deseado.`,
      });
      const sent = await mails(account.email, "verify_email");
      expect(sent).toHaveLength(2);
      expect((await api("POST", "/auth/verify-email", { body: { token: first } })).statusCode).toBe(400);
      expect((await api("POST", "/auth/verify-email", { body: { token: tokenOf(sent[0].link) } })).statusCode).toBe(200);

      const done = await api("POST", "/auth/resend-verification", { token: account.token, body: {} });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: "Su correo ya está verificado." });
      expect(await mails(account.email, "verify_email")).toHaveLength(2);
    });

    it("answers anonymous requests the same whether or not the account exists", async () => {
      const account = await register();
      const known = await api("POST", "/auth/resend-verification", { body: { email: account.email.toUpperCase() } });
      const unknown = await api("POST", "/auth/resend-verification", { body: { email: "fantasma@correo.co" } });
      expect(known.statusCode).toBe(202);
      expect(known.json()).toEqual(RESEND_ANSWER);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(await mails(account.email, "verify_email")).toHaveLength(2);
      expect(await mails("fantasma@correo.co")).toHaveLength(0);

      await api("POST", "/auth/verify-email", { body: { token: tokenOf((await mails(account.email, "verify_email"))[0].link) } });
      expect((await api("POST", "/auth/resend-verification", { body: { email: account.email } })).statusCode).toBe(202);
      expect(await mails(account.email, "verify_email")).toHaveLength(2);
    });

    it("asks for an e-mail without a session, and for a new sign-in with an ended one", async () => {
      const missing = await api("POST", "/auth/resend-verification", { body: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ email: "Escriba su correo electrónico." });
      const ended = await api("POST", "/auth/resend-verification", { token: "A".repeat(43) });
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual(UNAUTHENTICATED);
    });

    it("limits the signed-in account to 3 resends an hour, which a stranger's anonymous requests never spend (issue 31 §5)", async () => {
      const account = await register();
      // The cap of unsolicited mail per recipient is mail.abuse.test.ts's subject; here it stays out of the way.
      const cap = s.app.mailer.recipientCap;
      s.app.mailer.recipientCap = { perHour: 1000, perDay: 1000 };
      try {
        const stranger = nextIp();
        // A stranger asks for the address 4 times: 3 mails, then the same answer and no mail.
        for (let i = 0; i < 4; i++) {
          const res = await api("POST", "/auth/resend-verification", { body: { email: account.email }, ip: stranger });
          expect(res.statusCode).toBe(202);
          expect(res.json()).toEqual(RESEND_ANSWER);
        }
        expect(await mails(account.email, "verify_email")).toHaveLength(4);
        // The owner's own 3 are intact; the fourth is refused with the wait.
        for (let i = 0; i < 3; i++) expect((await api("POST", "/auth/resend-verification", { token: account.token })).statusCode).toBe(200);
        const refused = await api("POST", "/auth/resend-verification", { token: account.token });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe("RATE_LIMITED");
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
        expect(await mails(account.email, "verify_email")).toHaveLength(7);
        // Other addresses bring the e-mail to its 10 anonymous an hour; beyond, the same answer.
        for (let a = 0; a < 3; a++) {
          const ip = nextIp();
          for (let i = 0; i < 3; i++) expect((await api("POST", "/auth/resend-verification", { body: { email: account.email }, ip })).statusCode).toBe(202);
        }
        const capped = await api("POST", "/auth/resend-verification", { body: { email: account.email }, ip: nextIp() });
        expect(capped.statusCode).toBe(202);
        expect(capped.json()).toEqual(RESEND_ANSWER);
        expect(await mails(account.email, "verify_email")).toHaveLength(7 + 7);
      } finally {
        s.app.mailer.recipientCap = cap;
      }
    });

    it("still mails a reset link to an address whose cap of unsolicited mail a stranger filled (issue 31 §5)", async () => {
      const account = await register();
      const cap = s.app.mailer.recipientCap;
      s.app.mailer.recipientCap = { perHour: 1, perDay: 1 };
      try {
        // The sign-up's verification mail already used this address's one unsolicited mail.
        expect((await api("POST", "/auth/resend-verification", { body: { email: account.email }, ip: nextIp() })).statusCode).toBe(202);
        const { rows } = await s.db.query<{ state: string }>(
          "SELECT state FROM mail_outbox WHERE to_address = $1 AND kind = 'verify_email' ORDER BY seq DESC LIMIT 1",
          [account.email],
        );
        expect(rows[0].state).toBe("suppressed");
        expect((await api("POST", "/auth/forgot-password", { body: { email: account.email }, ip: nextIp() })).statusCode).toBe(202);
        const reset = await s.db.query<{ state: string }>("SELECT state FROM mail_outbox WHERE to_address = $1 AND kind = 'reset_password'", [account.email]);
        expect(reset.rows.map((r) => r.state)).toEqual(["kept"]);
      } finally {
        s.app.mailer.recipientCap = cap;
      }
    });
  });

  describe("GET /api/admin/mail-outbox", () => {
    async function staff(roles: "ADMIN" | "SUPER_ADMIN") {
      const email = `${roles.toLowerCase().replace("_", "")}${++emailSeq}@emsp.example`;
      await createSuperAdmin(s.db, { email, firstName: "Paula", lastName: "Giraldo", password: PASSWORD });
      if (roles === "ADMIN") await s.db.query("UPDATE users SET roles = '{USER,ADMIN}' WHERE email = $1", [email]);
      return (await login(email, PASSWORD)).json().token as string;
    }

    it("answers 401 without a session and 403 FORBIDDEN to an ADMIN", async () => {
      expect((await api("GET", "/admin/mail-outbox")).json()).toEqual(UNAUTHENTICATED);
      const admin = await staff("ADMIN");
      const res = await api("GET", "/admin/mail-outbox", { token: admin });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "No tiene permiso para esta acción.", code: "FORBIDDEN" });
    });

    it("lists the mail newest first for a SUPER_ADMIN, by recipient and limit", async () => {
      const token = await staff("SUPER_ADMIN");
      const account = await register();
      await api("POST", "/auth/forgot-password", { body: { email: account.email } });
      const res = await api("GET", `/admin/mail-outbox?to=${encodeURIComponent(account.email.toUpperCase())}`, { token });
      expect(res.statusCode).toBe(200);
      const { messages } = res.json<{ messages: Record<string, unknown>[] }>();
      expect(messages.map((m) => m.subject)).toEqual([
        "Restablezca su contraseña del portal de EMSP E.S.P.",
        "Confirme su correo electrónico en el portal de EMSP E.S.P.",
      ]);
      expect(messages[0]).toEqual({
        id: expect.any(String),
        to: account.email,
        subject: "Restablezca su contraseña del portal de EMSP E.S.P.",
        text: expect.stringContaining(String(messages[0].link)),
        link: expect.stringMatching(/\/reset-password\?token=/),
        kind: "reset_password",
        state: "kept",
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
        sentAt: null,
        createdAt: expect.any(String),
      });
      const one = await api("GET", "/admin/mail-outbox?limit=1", { token });
      expect(one.json().messages).toHaveLength(1);
      expect(one.json().messages[0].to).toBe(account.email);
      expect((await api("GET", "/admin/mail-outbox?limit=muchos", { token })).statusCode).toBe(400);
    });

    it("compares role names case-insensitively", async () => {
      const token = await staff("SUPER_ADMIN");
      await s.db.query("UPDATE users SET roles = '{USER,super_admin}' WHERE id = (SELECT user_id FROM auth_sessions WHERE token_hash = $1)", [
        createHash("sha256").update(token).digest("hex"),
      ]);
      expect((await api("GET", "/admin/mail-outbox", { token })).statusCode).toBe(200);
    });

    // Issue 20 §4: with SMTP the outbox is the queue, and shows what is pending or failed.
    it("also answers when mail goes out by SMTP, with the state of each message", async () => {
      const smtp = await startApp(backend, { SMTP_URL: "smtp://127.0.0.1:9" });
      try {
        await createSuperAdmin(smtp.db, { email: "jefa@emsp.example", firstName: "Paula", lastName: "Giraldo", password: PASSWORD });
        const token = (await smtp.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "jefa@emsp.example", password: PASSWORD } })).json()
          .token as string;
        const res = await smtp.app.inject({ method: "GET", url: "/api/admin/mail-outbox", headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(200);
        expect(res.json().messages).toEqual([]);
      } finally {
        await smtp.close();
      }
    });
  });

  it("documents the accounts API in the OpenAPI description", async () => {
    const paths = Object.keys((await api("GET", "/docs")).json().paths);
    for (const p of [
      "/api/auth/register",
      "/api/auth/login",
      "/api/auth/logout",
      "/api/auth/me",
      "/api/auth/forgot-password",
      "/api/auth/reset-password",
      "/api/auth/verify-email",
      "/api/auth/resend-verification",
      "/api/admin/mail-outbox",
    ]) {
      expect(paths).toContain(p);
    }
  });
});
