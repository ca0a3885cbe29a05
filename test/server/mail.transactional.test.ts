import type { FiledCase } from "../../src/shared/pqrs";
import type { AuthResponse } from "../../src/shared/types";
import { seedContract } from "../../server/modules/billing/seed";
import { backends, captchaHeaders, startApp } from "./support";
import { pqrsForm } from "./pqrsForm";

// Issue 31 §3: every mail row is written in the transaction of the change that causes it. With the
// mail table refusing writes (a trigger stands in for a crash or a failed insert between the change
// and its mail), no change stands without its mail; a change rolled back takes its mails with it.

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Clave segura de prueba 2026";
const MAILBOX = "bandeja.pqrs@emsp.example";

describe.each(backends)("mail in the transaction of its change on $name", (backend) => {
  let s: Started;
  let seq = 0;

  const post = async (url: string, body: object, opts: { token?: string; captcha?: boolean; key?: string; ip?: string } = {}) =>
    s.app.inject({
      method: "POST",
      url: `/api${url}`,
      payload: body,
      remoteAddress: opts.ip ?? `10.31.0.${(++seq % 250) + 1}`,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.captcha ? await captchaHeaders(s.app) : {}),
        ...(opts.key ? { "idempotency-key": opts.key } : {}),
      },
    });

  /** While set, inserting a mail of these kinds fails (the mail table is unreachable, as far as the change can tell). */
  async function refuseMail(kinds: string[]): Promise<void> {
    await s.db.query("DELETE FROM refused_mail_kinds");
    for (const kind of kinds) await s.db.query("INSERT INTO refused_mail_kinds (kind) VALUES ($1)", [kind]);
  }

  const count = async (sql: string, params: unknown[] = []) => Number((await s.db.query<{ n: number }>(sql, params)).rows[0].n);
  const mails = (kind: string, like: string) => count("SELECT count(*)::int AS n FROM mail_outbox WHERE kind = $1 AND text_body LIKE $2", [kind, `%${like}%`]);

  async function account(email: string, roles: string[] = ["USER"]): Promise<{ token: string; id: string }> {
    const res = await post(
      "/auth/register",
      {
        email,
        password: PASSWORD,
        firstName: "Camila",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: `7100${++seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
      { captcha: true },
    );
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [roles, user.id]);
    return { token, id: user.id };
  }

  const pqrs = (email: string, subject = "Revisión del medidor de agua") => pqrsForm({ subject }, { email });

  beforeAll(async () => {
    s = await startApp(backend);
    s.app.pqrs.filingLimit = { max: 1000, windowS: 3600 };
    s.app.mailer.recipientCap = { perHour: 1000, perDay: 1000 };
    await s.db.query("INSERT INTO site_settings (key, value, updated_by_email) VALUES ('pqrsMailbox', $1::jsonb, 'prueba@emsp.example')", [
      JSON.stringify(MAILBOX),
    ]);
    await s.db.exec(`
      CREATE TABLE refused_mail_kinds (kind text PRIMARY KEY);
      CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM refused_mail_kinds WHERE kind = NEW.kind) THEN RAISE EXCEPTION 'mail table refused a % row', NEW.kind; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail();`);
  });
  afterAll(async () => s?.close());
  afterEach(async () => refuseMail([]));

  test("a filing whose acknowledgment cannot be written is not stored; the retry with its Idempotency-Key files it with both mails, and a replay finds them", async () => {
    const key = "mail-en-la-transaccion-0001";
    const before = await count("SELECT count(*)::int AS n FROM cases");
    await refuseMail(["case_acknowledgment"]);
    const failed = await post("/pqrs", pqrs("acuse.perdido@correo.co"), { captcha: true, key });
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await count("SELECT count(*)::int AS n FROM cases")).toBe(before);

    await refuseMail([]);
    const filed = await post("/pqrs", pqrs("acuse.perdido@correo.co"), { captcha: true, key });
    expect(filed.statusCode).toBe(201);
    const { radicado } = filed.json<FiledCase>();
    const replay = await post("/pqrs", pqrs("acuse.perdido@correo.co"), { captcha: true, key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<FiledCase>()).toMatchObject({ radicado, replayed: true });
    expect(await mails("case_acknowledgment", radicado)).toBe(1);
    expect(await mails("case_notice", radicado)).toBe(1);
  });

  test("a filing rolled back after its acknowledgment was written leaves no mail", async () => {
    const before = await count("SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'deshecha@correo.co'");
    // The acknowledgment is written, then the agents' notice fails: the whole filing rolls back.
    await refuseMail(["case_notice"]);
    const res = await post("/pqrs", pqrs("deshecha@correo.co"), { captcha: true });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await count("SELECT count(*)::int AS n FROM cases WHERE email = 'deshecha@correo.co'")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'deshecha@correo.co'")).toBe(before);
  });

  test("no account change stands without its mail: sign-up, reset link, new password, verification link again", async () => {
    await refuseMail(["verify_email"]);
    const signUp = await post(
      "/auth/register",
      {
        email: "sin.verificacion@correo.co",
        password: PASSWORD,
        firstName: "Rosa",
        lastName: "Díaz",
        documentType: "CC",
        documentNumber: "52123456",
        phoneNumber: "3101234567",
        acceptDataPolicy: true,
      },
      { captcha: true },
    );
    expect(signUp.statusCode).toBeGreaterThanOrEqual(500);
    expect(await count("SELECT count(*)::int AS n FROM users WHERE email = 'sin.verificacion@correo.co'")).toBe(0);

    await refuseMail([]);
    const me = await account("cuenta.correo@correo.co");
    const tokens = () => count("SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1 AND used_at IS NULL AND purpose = $2", [me.id, "reset_password"]);
    await refuseMail(["reset_password"]);
    expect((await post("/auth/forgot-password", { email: "cuenta.correo@correo.co" })).statusCode).toBeGreaterThanOrEqual(500);
    expect(await tokens()).toBe(0);

    const verifyTokens = () => count("SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1 AND used_at IS NULL AND purpose = 'verify_email'", [me.id]);
    const verifying = await verifyTokens();
    const resendMails = () => count("SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'cuenta.correo@correo.co' AND kind = 'verify_email'");
    const sent = await resendMails();
    await refuseMail(["verify_email"]);
    expect((await post("/auth/resend-verification", {}, { token: me.token })).statusCode).toBeGreaterThanOrEqual(500);
    // The link of the sign-up mail still works: the new one that was never mailed did not replace it.
    expect(await verifyTokens()).toBe(verifying);
    expect(await resendMails()).toBe(sent);

    await refuseMail([]);
    expect((await post("/auth/forgot-password", { email: "cuenta.correo@correo.co" })).statusCode).toBe(202);
    const { rows } = await s.db.query<{ link: string }>(
      "SELECT link FROM mail_outbox WHERE to_address = 'cuenta.correo@correo.co' AND kind = 'reset_password'",
    );
    const token = new URL(rows[0].link).searchParams.get("token")!;
    await refuseMail(["password_changed"]);
    const reset = await post("/auth/reset-password", { token, password: "Nueva frase segura 77" });
    expect(reset.statusCode).toBeGreaterThanOrEqual(500);
    // The password did not change and the link still works.
    expect((await post("/auth/login", { email: "cuenta.correo@correo.co", password: PASSWORD })).statusCode).toBe(200);
    await refuseMail([]);
    expect((await post("/auth/reset-password", { token, password: "Nueva frase segura 77" })).statusCode).toBe(200);
    expect(await count("SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'cuenta.correo@correo.co' AND kind = 'password_changed'")).toBe(1);
  });

  test("an agent's answer, a cut-alert subscription and a digital bill stand only with their mails", async () => {
    const agent = await account("agente.correo@emsp.example", ["USER", "ADMIN"]);
    const filed = (await post("/pqrs", pqrs("respuesta@correo.co"), { captcha: true })).json<FiledCase>();
    const { rows } = await s.db.query<{ id: string }>("SELECT id FROM cases WHERE radicado = $1", [filed.radicado]);
    await refuseMail(["case_response"]);
    const message = "Revisamos el medidor y encontramos una fuga interna después del medidor.";
    expect((await post(`/admin/pqrs/${rows[0].id}/response`, { message }, { token: agent.token })).statusCode).toBeGreaterThanOrEqual(500);
    expect(await count("SELECT count(*)::int AS n FROM cases WHERE id = $1 AND status = 'respondida'", [rows[0].id])).toBe(0);

    await refuseMail(["cut_alert_confirm"]);
    const subscribe = await post(
      "/cut-alerts/subscribe",
      { email: "avisos.perdidos@correo.co", area: "Belén", services: ["energia"], consent: true },
      { captcha: true },
    );
    expect(subscribe.statusCode).toBeGreaterThanOrEqual(500);
    expect(await count("SELECT count(*)::int AS n FROM cut_alert_subscriptions WHERE email = 'avisos.perdidos@correo.co'")).toBe(0);

    const me = await account("factura.correo@correo.co");
    const seeded = await s.db.transaction((tx) =>
      seedContract(
        tx,
        {
          number: "3100000001",
          holderName: "Camila Restrepo",
          holderDocumentType: "CC",
          holderDocumentNumber: "43310001",
          address: "Cl. 10 # 43-20",
          barrio: "El Jardín",
          comuna: "Zona urbana",
          municipality: "San Rafael",
          estrato: 3,
          use: "residencial",
          services: ["energia"],
          meters: { energia: "EN-1" },
          base: { energia: 160 },
          latestIssuedDaysAgo: 5,
          unpaid: 1,
          months: 2,
        },
        new Date(),
        null,
      ),
    );
    const link = { contractNumber: "3100000001", documentNumber: "43310001", verificationCode: seeded.invoices.at(-1)!.verificationCode };
    expect((await post("/contracts/link", link, { token: me.token })).statusCode).toBe(200);
    await refuseMail(["digital_bill_enrolled"]);
    const put = await s.app.inject({
      method: "PUT",
      url: `/api/contracts/${seeded.id}/digital-bill`,
      headers: { authorization: `Bearer ${me.token}` },
      payload: { enrolled: true, email: "factura.otra@correo.co", acceptTerms: true },
    });
    expect(put.statusCode).toBeGreaterThanOrEqual(500);
    expect(await count("SELECT count(*)::int AS n FROM contracts WHERE id = $1 AND digital_bill_email IS NOT NULL", [seeded.id])).toBe(0);
  });

  test("an approved payment stands only with its receipt; the bank's retry applies both", async () => {
    await s.db.transaction((tx) =>
      seedContract(
        tx,
        {
          number: "3200000001",
          holderName: "Jorge Cardona",
          holderDocumentType: "CC",
          holderDocumentNumber: "43320001",
          address: "Cra. 50 # 10-20",
          barrio: "Belén",
          comuna: "Zona urbana",
          municipality: "San Rafael",
          estrato: 3,
          use: "residencial",
          services: ["energia"],
          meters: { energia: "EN-2" },
          base: { energia: 160 },
          latestIssuedDaysAgo: 5,
          unpaid: 1,
          months: 2,
        },
        new Date(),
        null,
      ),
    );
    const started = await post("/payments", {
      bank: "1007",
      personType: "natural",
      documentType: "CC",
      documentNumber: "1020304050",
      email: "recibo@correo.co",
      contractNumber: "3200000001",
    });
    expect(started.statusCode).toBe(201);
    const { reference } = started.json<{ reference: string }>();
    const bank = () =>
      s.app.inject({
        method: "POST",
        url: `/api/payments/pse-sandbox/${reference}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "decision=approved",
      });
    const status = () => count("SELECT count(*)::int AS n FROM payments WHERE reference = $1 AND status = 'aprobada'", [reference]);
    const receipts = () => count("SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'payment_receipt' AND subject LIKE $1", [`%${reference}%`]);
    await refuseMail(["payment_receipt"]);
    // The sandbox bank page sends the payer back either way; the decision was not applied.
    expect((await bank()).statusCode).toBe(303);
    expect(await status()).toBe(0);
    expect(await receipts()).toBe(0);
    await refuseMail([]);
    expect((await bank()).statusCode).toBe(303);
    expect(await status()).toBe(1);
    expect(await receipts()).toBe(1);
  });
});
