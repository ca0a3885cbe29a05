import type { AuthResponse } from "../../src/shared/types";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Guayaba verde 2026";

/**
 * Issue 31 §5 (sign-in): the bot check is decided in the same locked step that counts the attempt,
 * and neither guesses spread over many addresses nor one abuser behind a shared address keep the
 * owner out: a right password with a solved bot check gets in.
 */
describe.each(backends)("sign-in under abuse on $name", (backend) => {
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
    return `10.31.${Math.floor(ipSeq / 200)}.${(ipSeq % 200) + 1}`;
  };

  const post = (url: string, body: object, ip: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: "POST", url: `/api${url}`, payload: body, remoteAddress: ip, headers });

  async function register(): Promise<string> {
    emailSeq++;
    const email = `ingreso${emailSeq}@correo.co`;
    const body = {
      email,
      password: PASSWORD,
      firstName: "Ana Lucía",
      lastName: "Gómez",
      documentType: "CC",
      documentNumber: "1020304050",
      phoneNumber: "300 123 4567",
      acceptDataPolicy: true,
    };
    const res = await post("/auth/register", body, nextIp(), await captchaHeaders(s.app));
    expect(res.statusCode).toBe(201);
    return email;
  }

  /** A sign-in carrying a freshly solved bot check. */
  const checkedLogin = async (email: string, password: string, ip: string) => post("/auth/login", { email, password }, ip, await captchaHeaders(s.app));
  const login = (email: string, password: string, ip: string) => post("/auth/login", { email, password }, ip);

  it("asks every parallel guess beyond the third of an address for the bot check", async () => {
    const email = await register();
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `Clave equivocada ${i}p`, ip)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 400)).toHaveLength(17);
    for (const r of answers.filter((a) => a.statusCode === 400)) expect(r.json().code).toBe("CAPTCHA_REQUIRED");
    // Only the three tried passwords count.
    const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = 'login:ip' AND key = $1", [ip]);
    expect(rows[0].n).toBe(3);
  });

  it("lets the owner of an account guessed at from twenty addresses in with the right password and a solved bot check", async () => {
    const email = await register();
    // Twenty addresses, five wrong guesses each: 100 failures on the account, the account-wide limit.
    for (let a = 0; a < 20; a++) {
      const ip = nextIp();
      for (let i = 0; i < 5; i++) expect((await checkedLogin(email, `Clave equivocada ${a}-${i}`, ip)).statusCode).toBe(401);
    }
    const owner = nextIp();
    // Without the bot check the account asks for it instead of refusing.
    const asked = await login(email, PASSWORD, owner);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().code).toBe("CAPTCHA_REQUIRED");
    // A wrong password with the check is tried and fails as any other (it still counts).
    expect((await checkedLogin(email, "Otra clave equivocada", nextIp())).statusCode).toBe(401);
    const signedIn = await checkedLogin(email, PASSWORD, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().user.email).toBe(email);
  });

  it("lets a person behind an address an abuser exhausted (office NAT, mobile CGNAT) in with the right password and a solved bot check", async () => {
    const shared = nextIp();
    const victims = [await register(), await register(), await register(), await register(), await register()];
    // Twenty failures from the shared address, spread so that no (account, address) pair reaches five.
    for (let i = 0; i < 20; i++) expect((await checkedLogin(victims[i % 5], `Clave equivocada ${i}s`, shared)).statusCode).toBe(401);
    const neighbour = await register();
    const asked = await login(neighbour, PASSWORD, shared);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().code).toBe("CAPTCHA_REQUIRED");
    expect((await checkedLogin(neighbour, PASSWORD, shared)).statusCode).toBe(200);
    // A victim of the abuser too, whose pair has four failures.
    expect((await checkedLogin(victims[0], PASSWORD, shared)).statusCode).toBe(200);
  });
});
