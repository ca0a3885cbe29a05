import type { FiledCase } from "../../src/shared/pqrs";
import type { AuthResponse } from "../../src/shared/types";
import { loadConfig } from "../../server/config";
import { backends, captchaHeaders, solveCaptcha, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Guayaba verde 2026";
const REQUIRED = "Confirme que no es un robot: marque la casilla «No soy un robot» y espere a que se verifique.";
const INVALID = "La verificación «No soy un robot» no es válida, ya venció o ya se usó. Márquela de nuevo.";

/** Issue 20 §4: sign-in lockout per (account, address), sign-up notices and the ALTCHA bot check. */
describe.each(backends)("sign-in and sign-up hardening on $name", (backend) => {
  let s: Started;
  let ipSeq = 0;
  let emailSeq = 0;

  beforeAll(async () => {
    s = await startApp(backend);
  });
  afterAll(async () => {
    await s.close();
  });

  const nextIp = () => {
    ipSeq++;
    return `10.20.${Math.floor(ipSeq / 200)}.${(ipSeq % 200) + 1}`;
  };

  function person(overrides: Record<string, unknown> = {}) {
    emailSeq++;
    return {
      email: `endurecida${emailSeq}@correo.co`,
      password: PASSWORD,
      firstName: "Ana Lucía",
      lastName: "Gómez",
      documentType: "CC",
      documentNumber: "1020304050",
      phoneNumber: "300 123 4567",
      acceptDataPolicy: true,
      ...overrides,
    };
  }

  const post = (url: string, body: object, ip: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: "POST", url: `/api${url}`, payload: body, remoteAddress: ip, headers });

  async function register(): Promise<{ email: string; id: string }> {
    const body = person();
    const res = await post("/auth/register", body, nextIp(), await captchaHeaders(s.app));
    expect(res.statusCode).toBe(201);
    return { email: body.email, id: res.json<AuthResponse>().user.id };
  }

  /** A sign-in from `ip`; from the third failure of an address on, it needs the bot check, so each carries one. */
  async function login(email: string, password: string, ip: string) {
    return post("/auth/login", { email, password }, ip, await captchaHeaders(s.app));
  }

  const outbox = async (to: string, kind: string) =>
    (
      await s.db.query<{ subject: string; text_body: string; html_body: string; link: string | null }>(
        "SELECT subject, text_body, html_body, link FROM mail_outbox WHERE to_address = $1 AND kind = $2 ORDER BY seq",
        [to, kind],
      )
    ).rows;

  describe("failed sign-ins", () => {
    it("does not let five wrong passwords from one address lock the owner out of another", async () => {
      const account = await register();
      const stranger = nextIp();
      for (let i = 0; i < 5; i++) expect((await login(account.email, `Clave equivocada ${i}a`, stranger)).statusCode).toBe(401);
      const owner = await login(account.email, PASSWORD, nextIp());
      expect(owner.statusCode).toBe(200);
    });

    it("stops the address that failed five times on the account, even with the right password", async () => {
      const account = await register();
      const ip = nextIp();
      for (let i = 0; i < 5; i++) expect((await login(account.email, `Clave equivocada ${i}b`, ip)).statusCode).toBe(401);
      const blocked = await login(account.email, PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe("TOO_MANY_ATTEMPTS");
    });

    it("asks every attempt on the account for the bot check from 100 failures from anywhere, not before", async () => {
      const account = await register();
      const bare = (password: string) => post("/auth/login", { email: account.email, password }, nextIp());
      // 94 failures from elsewhere earlier in the window, then five more from five new addresses.
      await s.db.query(
        "INSERT INTO rate_limit_hits (bucket, key, created_at) SELECT 'login:account', $1, now() - interval '5 minutes' FROM generate_series(1, 94)",
        [account.email],
      );
      for (let i = 0; i < 5; i++) expect((await bare(`Clave equivocada ${i}c`)).statusCode).toBe(401);
      // 99 failures: the owner still gets in without the check (and that does not wipe the account-wide count).
      expect((await bare(PASSWORD)).statusCode).toBe(200);
      expect((await bare("Clave equivocada final")).statusCode).toBe(401);
      // 100: a distributed guess now costs a proof of work per attempt; the owner solves one and gets in.
      const asked = await bare(PASSWORD);
      expect(asked.statusCode).toBe(400);
      expect(asked.json().code).toBe("CAPTCHA_REQUIRED");
      expect((await login(account.email, PASSWORD, nextIp())).statusCode).toBe(200);
    });

    it("asks for the bot check from the third failure of an address, and takes each solve once", async () => {
      const account = await register();
      const ip = nextIp();
      for (let i = 0; i < 3; i++) expect((await post("/auth/login", { email: account.email, password: `Mala ${i} clave` }, ip)).statusCode).toBe(401);

      const asked = await post("/auth/login", { email: account.email, password: PASSWORD }, ip);
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toEqual({ message: REQUIRED, code: "CAPTCHA_REQUIRED", fields: { altcha: REQUIRED } });
      // The refused attempts tried no password: they do not count toward the lockout.
      const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = 'login:pair' AND key = $1", [
        `${account.email}|${ip}`,
      ]);
      expect(rows[0].n).toBe(3);

      const forged = await post("/auth/login", { email: account.email, password: PASSWORD }, ip, {
        "x-altcha": Buffer.from('{"challenge":{"parameters":{"nonce":"00"}},"solution":{}}').toString("base64"),
      });
      expect(forged.json()).toEqual({ message: INVALID, code: "CAPTCHA_INVALID", fields: { altcha: INVALID } });

      const payload = await solveCaptcha(s.app);
      expect((await post("/auth/login", { email: account.email, password: PASSWORD }, ip, { "x-altcha": payload })).statusCode).toBe(200);
      const replay = await post("/auth/login", { email: account.email, password: PASSWORD }, ip, { "x-altcha": payload });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().code).toBe("CAPTCHA_INVALID");
    });
  });

  describe("sign-up", () => {
    it("needs a solved bot check, once, and creates nothing without it", async () => {
      const body = person();
      const ip = nextIp();
      const missing = await post("/auth/register", body, ip);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: REQUIRED, code: "CAPTCHA_REQUIRED", fields: { altcha: REQUIRED } });
      const garbage = await post("/auth/register", body, ip, { "x-altcha": "no es un reto" });
      expect(garbage.json().code).toBe("CAPTCHA_INVALID");

      // A challenge solved but tampered with (a cheaper cost) fails its signature.
      const payload = await solveCaptcha(s.app);
      const decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      decoded.challenge.parameters.expiresAt += 3600;
      const tampered = await post("/auth/register", body, ip, { "x-altcha": Buffer.from(JSON.stringify(decoded)).toString("base64") });
      expect(tampered.json().code).toBe("CAPTCHA_INVALID");
      const { rows } = await s.db.query("SELECT 1 FROM users WHERE email = $1", [body.email]);
      expect(rows).toHaveLength(0);

      expect((await post("/auth/register", body, ip, { "x-altcha": payload })).statusCode).toBe(201);
      const replay = await post("/auth/register", person(), ip, { "x-altcha": payload });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ message: INVALID, code: "CAPTCHA_INVALID", fields: { altcha: INVALID } });
    });

    it("takes the solve in the body field `altcha` too, as the widget names it, and stores nothing of it", async () => {
      const body = { ...person(), altcha: await solveCaptcha(s.app) };
      expect((await post("/auth/register", body, nextIp())).statusCode).toBe(201);
      expect((await post("/auth/register", { ...person(), altcha: body.altcha }, nextIp())).json().code).toBe("CAPTCHA_INVALID");
    });

    it("refuses a solve whose challenge expired (30 minutes)", async () => {
      const payload = await solveCaptcha(s.app);
      const realNow = Date.now;
      const later = realNow() + 31 * 60 * 1000;
      const spy = jest.spyOn(Date, "now").mockImplementation(() => later);
      try {
        const res = await post("/auth/register", person(), nextIp(), { "x-altcha": payload });
        expect(res.json().code).toBe("CAPTCHA_INVALID");
      } finally {
        spy.mockRestore();
      }
    });

    it("still names the invalid fields before asking for the bot check, so a solve is not spent on a typo", async () => {
      const payload = await solveCaptcha(s.app);
      const ip = nextIp();
      const bad = await post("/auth/register", person({ email: "no-es-correo" }), ip, { "x-altcha": payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_ERROR");
      expect((await post("/auth/register", person(), ip, { "x-altcha": payload })).statusCode).toBe(201);
    });

    it("answers a taken e-mail as the spec says, mails its owner once an hour, and counts against the address", async () => {
      const owner = await register();
      const ip = nextIp();
      for (let i = 0; i < 2; i++) {
        const res = await post("/auth/register", person({ email: owner.email.toUpperCase() }), ip, await captchaHeaders(s.app));
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe("EMAIL_TAKEN");
      }
      const notices = await outbox(owner.email, "registration_attempt");
      expect(notices).toHaveLength(1);
      expect(notices[0].subject).toBe("Alguien intentó crear una cuenta con su correo en el portal de EMSP E.S.P.");
      expect(notices[0].text_body).toContain("Alguien intentó crear una cuenta en el portal de EMSP E.S.P. con su correo electrónico");
      expect(notices[0].link).toBe("http://127.0.0.1:8080/forgot-password");
      expect(notices[0].text_body).not.toMatch(/token=/);

      // Two refused sign-ups plus eight more reach the 10 per hour of the address.
      for (let i = 0; i < 8; i++) expect((await post("/auth/register", person(), ip, await captchaHeaders(s.app))).statusCode).toBe(201);
      const limited = await post("/auth/register", person(), ip, await captchaHeaders(s.app));
      expect(limited.statusCode).toBe(429);
    });
  });

  describe("GET /api/captcha/challenge", () => {
    it("issues a signed PBKDF2 challenge that expires in 30 minutes and is never cached", async () => {
      const res = await s.app.inject({ method: "GET", url: "/api/captcha/challenge" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const { parameters, signature } = res.json<{ parameters: Record<string, unknown>; signature: string }>();
      expect(parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1, keyLength: 32 });
      expect(typeof parameters.keySignature).toBe("string");
      expect(signature).toMatch(/^[0-9a-f]{64}$/);
      const expiresIn = Number(parameters.expiresAt) - Date.now() / 1000;
      expect(expiresIn).toBeGreaterThan(29 * 60);
      expect(expiresIn).toBeLessThanOrEqual(30 * 60);
      // Every instance signs with the install's secret, kept in the database.
      const { rows } = await s.db.query("SELECT 1 FROM app_meta WHERE key = 'altcha_hmac_key'");
      expect(rows).toHaveLength(1);
    });
  });

  describe("filing without a session", () => {
    const pqrs = {
      type: "queja",
      service: "acueducto",
      subject: "Revisión del medidor de agua",
      description: "El medidor de agua marca consumo aunque todas las llaves de la casa están cerradas.",
      anonymous: true,
      notificationChannel: "portal",
      consent: false,
    };
    const allegation = {
      kind: "corrupcion",
      description: "Un funcionario pide dinero para agilizar las conexiones nuevas en el sector rural.",
      anonymous: true,
      notificationChannel: "portal",
      consent: false,
      details: { place: "Sede El Alto" },
    };

    it("needs the bot check on POST /api/pqrs and POST /api/cases, JSON or multipart", async () => {
      for (const [url, body] of [
        ["/pqrs", pqrs],
        ["/cases", allegation],
      ] as const) {
        const missing = await post(url, body, nextIp());
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toEqual({ message: REQUIRED, code: "CAPTCHA_REQUIRED", fields: { altcha: REQUIRED } });
        expect((await post(url, body, nextIp(), await captchaHeaders(s.app))).statusCode).toBe(201);
      }
      const form = new FormData();
      form.append("data", JSON.stringify(pqrs));
      const request = new Request("http://localhost/", { method: "POST", body: form });
      const multipart = { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type") as string } };
      const refused = await s.app.inject({ method: "POST", url: "/api/pqrs", ...multipart });
      expect(refused.json().code).toBe("CAPTCHA_REQUIRED");
      const filed = await s.app.inject({
        method: "POST",
        url: "/api/pqrs",
        payload: multipart.payload,
        headers: { ...multipart.headers, ...(await captchaHeaders(s.app)) },
      });
      expect(filed.statusCode).toBe(201);
    });

    it("takes one solve for one filing: a replay under another key is refused, a retry of the same filing is not", async () => {
      const payload = await solveCaptcha(s.app);
      const first = await post("/pqrs", pqrs, nextIp(), { "x-altcha": payload, "idempotency-key": "captcha-reintento-0001" });
      expect(first.statusCode).toBe(201);
      const retry = await post("/pqrs", pqrs, nextIp(), { "x-altcha": payload, "idempotency-key": "captcha-reintento-0001" });
      expect(retry.statusCode).toBe(200);
      expect(retry.json<FiledCase>().radicado).toBe(first.json<FiledCase>().radicado);
      const other = await post("/pqrs", pqrs, nextIp(), { "x-altcha": payload, "idempotency-key": "captcha-reintento-0002" });
      expect(other.statusCode).toBe(400);
      expect(other.json().code).toBe("CAPTCHA_INVALID");
      expect((await post("/pqrs", pqrs, nextIp(), { "x-altcha": payload })).json().code).toBe("CAPTCHA_INVALID");
      const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM cases WHERE idempotency_key LIKE 'captcha-reintento-%'");
      expect(rows[0].n).toBe(1);
    });

    it("does not ask a signed-in person", async () => {
      const body = person();
      const res = await post("/auth/register", body, nextIp(), await captchaHeaders(s.app));
      const { token } = res.json<AuthResponse>();
      const filed = await post(
        "/pqrs",
        {
          ...pqrs,
          anonymous: false,
          notificationChannel: "email",
          consent: true,
          applicant: { documentType: "CC", documentNumber: "1020304050", name: "Ana Lucía Gómez", email: body.email, phone: "300 123 4567", address: "" },
        },
        nextIp(),
        { authorization: `Bearer ${token}` },
      );
      expect(filed.statusCode).toBe(201);
    });
  });
});

describe("bot-check settings (DESIGN §7)", () => {
  it("reads ALTCHA_COST and ALTCHA_MAX_NUMBER, with defaults, and names a bad value", () => {
    expect(loadConfig({})).toMatchObject({ altchaCost: 200, altchaMaxNumber: 2000 });
    expect(loadConfig({ ALTCHA_COST: "50", ALTCHA_MAX_NUMBER: "100000" })).toMatchObject({ altchaCost: 50, altchaMaxNumber: 100_000 });
    expect(() => loadConfig({ ALTCHA_COST: "0" })).toThrow(/^Configuración inválida: ALTCHA_COST /);
    expect(() => loadConfig({ ALTCHA_MAX_NUMBER: "mucho" })).toThrow(/^Configuración inválida: ALTCHA_MAX_NUMBER /);
  });
});
