import type { FiledCase } from "../../src/shared/pqrs";
import type { AuthResponse } from "../../src/shared/types";
import { RECIPIENT_CAP } from "../../server/mail/mailer";
import { smtpStandIn } from "./smtpStandIn";
import { backends, captchaHeaders, startApp } from "./support";
import { pqrsForm } from "./pqrsForm";

// Issue 31 §5 "Mail bombing": unsolicited mail (confirmations, verification and reset links,
// registration notices, acknowledgments to an address not known to be the requester's) is capped
// per recipient across every form, counted in the database; and a mail to an address that has not
// confirmed it never carries what the requester typed.

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Clave segura de prueba 2026";
/** Text a spammer would like the portal to deliver for them. */
const SPAM = "Gane 5 millones: llame al 300 555 0000 o entre a www.estafa.example";

interface Row {
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  state: string;
  suppressed_reason: string | null;
}

describe.each(backends)("mail to strangers on $name", (backend) => {
  let s: Started;
  let seq = 0;

  const post = async (url: string, body: object, opts: { token?: string; captcha?: boolean; ip?: string } = {}) =>
    s.app.inject({
      method: "POST",
      url: `/api${url}`,
      payload: body,
      remoteAddress: opts.ip ?? `10.32.${seq % 200}.${(++seq % 250) + 1}`,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.captcha ? await captchaHeaders(s.app) : {}) },
    });

  const mailsTo = async (to: string) =>
    (await s.db.query<Row>("SELECT subject, text_body, html_body, kind, state, suppressed_reason FROM mail_outbox WHERE to_address = $1 ORDER BY seq", [to]))
      .rows;
  const delivered = async (to: string) => (await mailsTo(to)).filter((m) => m.state !== "suppressed");

  async function account(email: string, firstName = "Camila", verified = false): Promise<{ token: string; id: string }> {
    const res = await post(
      "/auth/register",
      {
        email,
        password: PASSWORD,
        firstName,
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: `7200${++seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
      { captcha: true },
    );
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    if (verified) await s.db.query("UPDATE users SET is_email_verified = true WHERE id = $1", [user.id]);
    return { token, id: user.id };
  }

  const pqrs = (email: string, over: { subject?: string; name?: string } = {}) =>
    pqrsForm({ subject: over.subject ?? "Revisión del medidor de agua" }, { email, name: over.name ?? "Luz Marina Ochoa" });

  beforeAll(async () => {
    s = await startApp(backend);
    s.app.pqrs.filingLimit = { max: 1000, windowS: 3600 };
  });
  afterAll(async () => s?.close());

  test("30 cut-alert confirmations to one stranger from 3 addresses: at most the hourly cap is mailed, the rest suppressed with a reason; every request answers as usual", async () => {
    const stranger = "extrano@correo.co";
    const codes: number[] = [];
    for (let ip = 1; ip <= 3; ip++) {
      for (let i = 0; i < 10; i++) {
        const res = await post(
          "/cut-alerts/subscribe",
          { email: stranger, area: `Barrio número ${ip}-${i}`, services: ["energia"], consent: true },
          { captcha: true, ip: `10.33.0.${ip}` },
        );
        codes.push(res.statusCode);
      }
    }
    expect(codes).toEqual(Array(30).fill(202));
    const rows = await mailsTo(stranger);
    expect(rows).toHaveLength(30);
    expect((await delivered(stranger)).length).toBe(RECIPIENT_CAP.perHour);
    const suppressed = rows.filter((m) => m.state === "suppressed");
    expect(suppressed).toHaveLength(30 - RECIPIENT_CAP.perHour);
    expect(suppressed.every((m) => /hora/.test(m.suppressed_reason ?? ""))).toBe(true);

    // The cap is per recipient across forms: an acknowledgment to that address is suppressed too, the filing stands.
    const filed = await post("/pqrs", pqrs(stranger), { captcha: true });
    expect(filed.statusCode).toBe(201);
    expect(filed.json<FiledCase>().radicado).toMatch(/^PQRS-/);
    expect((await delivered(stranger)).length).toBe(RECIPIENT_CAP.perHour);
    expect((await mailsTo(stranger)).at(-1)).toMatchObject({ kind: "case_acknowledgment", state: "suppressed" });
    // Another address is not affected.
    expect((await post("/pqrs", pqrs("vecina.tranquila@correo.co"), { captcha: true })).statusCode).toBe(201);
    expect(await delivered("vecina.tranquila@correo.co")).toHaveLength(1);
  });

  test("the daily cap holds once the hourly window has passed", async () => {
    const target = "diario@correo.co";
    let sent = 0;
    while (sent < RECIPIENT_CAP.perDay) {
      const res = await post("/cut-alerts/subscribe", { email: target, area: `Zona diaria ${sent}`, services: ["energia"], consent: true }, { captcha: true });
      expect(res.statusCode).toBe(202);
      sent++;
      if (sent % RECIPIENT_CAP.perHour === 0) {
        // An hour passes (the database's clock decides the windows).
        await s.db.query("UPDATE mail_outbox SET created_at = created_at - interval '61 minutes' WHERE to_address = $1", [target]);
      }
    }
    expect(await delivered(target)).toHaveLength(RECIPIENT_CAP.perDay);
    await s.db.query("UPDATE mail_outbox SET created_at = created_at - interval '61 minutes' WHERE to_address = $1", [target]);
    expect(
      (await post("/cut-alerts/subscribe", { email: target, area: "Zona de más", services: ["energia"], consent: true }, { captcha: true })).statusCode,
    ).toBe(202);
    const last = (await mailsTo(target)).at(-1)!;
    expect(last.state).toBe("suppressed");
    expect(last.suppressed_reason).toMatch(/día/);
  });

  test("an acknowledgment quotes no typed subject or name unless the address is the signed-in account's verified e-mail", async () => {
    const typed = { subject: SPAM.slice(0, 60), name: "Visite www.estafa.example" };
    expect((await post("/pqrs", pqrs("desconocida@correo.co", typed), { captcha: true })).statusCode).toBe(201);
    const [ack] = await mailsTo("desconocida@correo.co");
    expect(ack.kind).toBe("case_acknowledgment");
    for (const part of [ack.subject, ack.text_body, ack.html_body]) {
      expect(part).not.toContain("estafa");
      expect(part).not.toContain("300 555");
    }
    expect(ack.text_body).toMatch(/PQRS-\d{4}-\d{6}/);

    // Signed in with a verified address, filing to it: the person typed it for themselves.
    const owner = await account("duena.verificada@correo.co", "Marta", true);
    await s.db.query("DELETE FROM mail_outbox WHERE to_address = 'duena.verificada@correo.co'");
    expect((await post("/pqrs", pqrs("duena.verificada@correo.co", { subject: "Cobro doble en mi factura" }), { token: owner.token })).statusCode).toBe(201);
    const [own] = await mailsTo("duena.verificada@correo.co");
    expect(own.text_body).toContain("«Cobro doble en mi factura»");
    // The same account filing for another address: nothing typed goes there.
    expect((await post("/pqrs", pqrs("tercero@correo.co", typed), { token: owner.token })).statusCode).toBe(201);
    const [other] = await mailsTo("tercero@correo.co");
    expect(other.text_body).not.toContain("estafa");
  });

  test("sign-up, reset and cut-alert confirmations carry nothing the requester typed", async () => {
    // A name the form accepts, chosen to carry a message.
    await account("nombre.raro@correo.co", "Premio Estafa Llame Ya");
    expect((await post("/auth/forgot-password", { email: "nombre.raro@correo.co" })).statusCode).toBe(202);
    const again = await post(
      "/auth/register",
      {
        email: "nombre.raro@correo.co",
        password: PASSWORD,
        firstName: "Otra",
        lastName: "Persona",
        documentType: "CC",
        documentNumber: "72009999",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
      { captcha: true },
    );
    expect(again.statusCode).toBe(409);
    const area = "Zona www.estafa.example 300 555";
    expect(
      (await post("/cut-alerts/subscribe", { email: "nombre.raro@correo.co", area, services: ["energia"], consent: true }, { captcha: true })).statusCode,
    ).toBe(202);
    const rows = await mailsTo("nombre.raro@correo.co");
    expect(rows.map((m) => m.kind)).toEqual(expect.arrayContaining(["verify_email", "reset_password", "registration_attempt", "cut_alert_confirm"]));
    for (const m of rows) {
      for (const part of [m.subject, m.text_body, m.html_body]) {
        expect(part.toLowerCase()).not.toContain("estafa");
        expect(part).not.toContain("300 555");
      }
    }
  });

  test("with SMTP, a suppressed message is never handed to the mail server", async () => {
    const smtp = await smtpStandIn();
    const withSmtp = await startApp(backend, { SMTP_URL: smtp.url });
    try {
      withSmtp.app.mailer.recipientCap = { perHour: 1, perDay: 10 };
      for (const area of ["Primera zona", "Segunda zona"]) {
        const res = await withSmtp.app.inject({
          method: "POST",
          url: "/api/cut-alerts/subscribe",
          payload: { email: "una.vez@correo.co", area, services: ["energia"], consent: true },
          headers: await captchaHeaders(withSmtp.app),
        });
        expect(res.statusCode).toBe(202);
      }
      await withSmtp.app.mailer.idle();
      const { rows } = await withSmtp.db.query<{ state: string }>("SELECT state FROM mail_outbox WHERE to_address = 'una.vez@correo.co' ORDER BY seq");
      expect(rows.map((r) => r.state)).toEqual(["sent", "suppressed"]);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });
});
