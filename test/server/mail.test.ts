import { createMailer } from "../../server/mail";
import type { MailMessage } from "../../server/mail/mailer";
import { listOutbox, OutboxMailer } from "../../server/mail/outbox";
import { SmtpMailer, type MailTransport } from "../../server/mail/smtp";
import { escapeHtml, passwordChangedEmail, passwordResetEmail, verificationEmail } from "../../server/mail/templates";
import { migrate } from "../../server/db/migrate";
import { smtpStandIn, unquote } from "./smtpStandIn";
import { backends, captchaHeaders, startApp } from "./support";

const brand = { brandName: "Aguas <Claras> & Cía", brandLongName: 'Empresa "Municipal" de Aguas', publicUrl: "https://portal.aguas.example" };

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: "ana.gil@correo.co",
    subject: "Asunto de prueba",
    text: "Texto de prueba",
    html: "<p>Texto de prueba</p>",
    link: "https://portal.aguas.example/verify-email?token=abc",
    kind: "verify_email",
    ...overrides,
  };
}

function logSpy() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => void lines.push({ level, obj, msg });
  return { lines, log: { info: at("info"), error: at("error"), warn: at("warn") } as never };
}

describe("mail templates", () => {
  it("escapes HTML special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("builds the verification e-mail in Spanish, as text and escaped HTML, with the brand", () => {
    const mail = verificationEmail(brand, "tok_EN-123");
    expect(mail.link).toBe("https://portal.aguas.example/verify-email?token=tok_EN-123");
    expect(mail.subject).toBe("Confirme su correo electrónico en el portal de Aguas <Claras> & Cía");
    // Issue 31 §5: the address is not confirmed yet, so the name typed at sign-up is not in it.
    expect(mail.text).toMatch(/^Hola:$/m);
    expect(mail.text).toContain(`Confirmar mi correo: ${mail.link}`);
    expect(mail.text).toContain("Vence en 24 horas.");
    expect(mail.text).toContain('Empresa "Municipal" de Aguas (Aguas <Claras> & Cía)');
    expect(mail.html).toContain('<html lang="es">');
    const reset = passwordResetEmail(brand, "Ana <b>", "tok");
    expect(reset.text).toContain("Hola, Ana <b>:");
    expect(reset.html).toContain("Hola, Ana &lt;b&gt;:");
    expect(mail.html).toContain("Aguas &lt;Claras&gt; &amp; Cía");
    expect(mail.html).toContain("Empresa &quot;Municipal&quot; de Aguas");
    expect(mail.html).not.toContain("<Claras>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain(`href="${mail.link}"`);
  });

  it("never doubles the period of a brand that ends with one", () => {
    const emsp = { brandName: "EMSP E.S.P.", brandLongName: "Empresa Municipal de Servicios Públicos", publicUrl: "https://portal.emsp.example" };
    for (const mail of [verificationEmail(emsp, "t"), passwordResetEmail(emsp, "Ana", "t"), passwordChangedEmail(emsp, "Ana", new Date())]) {
      expect(mail.text).not.toMatch(/\.\./);
      expect(mail.text).toContain("EMSP E.S.P.");
    }
  });

  it("builds the reset e-mail with a one-hour link and the password-changed notice in Colombian time", () => {
    const reset = passwordResetEmail(brand, "Ana", "tok");
    expect(reset.link).toBe("https://portal.aguas.example/reset-password?token=tok");
    expect(reset.text).toContain("Vence en 1 hora y sirve una sola vez.");
    expect(reset.text).toContain("su contraseña actual sigue funcionando");

    const changed = passwordChangedEmail(brand, "Ana", new Date("2026-03-01T17:30:00Z"));
    expect(changed.subject).toBe("Su contraseña del portal de Aguas <Claras> & Cía fue cambiada");
    expect(changed.text).toMatch(/1 de marzo de 2026.*12:30/);
    expect(changed.text).toContain("cerramos todas las sesiones que tenía abiertas");
    expect(changed.link).toBe("https://portal.aguas.example/forgot-password");
  });
});

describe.each(backends)("SmtpMailer on $name", (backend) => {
  // Issue 20 §4: the outbox is the queue; send() stores the message, the worker hands it over.
  it("stores the message, then hands it to the transport, loading the transport once", async () => {
    const { db, dispose } = await backend.open();
    try {
      await migrate(db);
      const sent: unknown[] = [];
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const factory = jest.fn(async (): Promise<MailTransport> => ({
        sendMail: async (mail) => {
          await gate;
          sent.push(mail);
        },
      }));
      const { lines, log } = logSpy();
      const mailer = new SmtpMailer(db, "smtp://correo.example:587", "Portal <no-responder@aguas.example>", log, factory);
      await mailer.send(message());
      await mailer.send(message({ to: "otra@correo.co" }));
      expect(sent).toHaveLength(0); // the request did not wait for the mail server
      expect((await listOutbox(db, { limit: 10 })).map((m) => m.state)).toEqual(["pending", "pending"]);
      release();
      await mailer.idle();
      expect(factory).toHaveBeenCalledTimes(1);
      expect(factory).toHaveBeenCalledWith("smtp://correo.example:587");
      expect(sent).toEqual([
        {
          from: "Portal <no-responder@aguas.example>",
          to: "ana.gil@correo.co",
          subject: "Asunto de prueba",
          text: "Texto de prueba",
          html: "<p>Texto de prueba</p>",
          // Issue 31 §3: the row's id names the message (host: MAIL_FROM's domain without PUBLIC_URL).
          messageId: expect.stringMatching(/^<[0-9a-f-]{36}@aguas\.example>$/),
        },
        expect.objectContaining({ to: "otra@correo.co" }),
      ]);
      expect(lines.filter((l) => l.level === "info")).toHaveLength(2);
      expect((await listOutbox(db, { limit: 10 })).map((m) => m.state)).toEqual(["sent", "sent"]);
      await mailer.close();
    } finally {
      await dispose();
    }
  });

  it("records a failed delivery on the message and tries to connect again with the next one", async () => {
    const { db, dispose } = await backend.open();
    try {
      await migrate(db);
      const { lines, log } = logSpy();
      let calls = 0;
      const sent: string[] = [];
      const mailer = new SmtpMailer(db, "smtp://correo.example", "a@b.co", log, async () => {
        calls++;
        if (calls === 1) throw new Error("connection refused");
        return { sendMail: async (mail) => void sent.push(mail.to) };
      });
      await expect(mailer.send(message())).resolves.toBeUndefined();
      await mailer.idle();
      expect(lines).toEqual([
        expect.objectContaining({
          level: "warn",
          msg: "mail could not be sent by SMTP; will try again",
          obj: expect.objectContaining({ to: "ana.gil@correo.co", error: "connection refused" }),
        }),
      ]);
      expect(await listOutbox(db, { limit: 1 })).toEqual([expect.objectContaining({ state: "pending", attempts: 1, lastError: "connection refused" })]);
      await mailer.send(message({ to: "segunda@correo.co" }));
      await mailer.idle();
      expect(sent).toEqual(["segunda@correo.co"]);
      await mailer.close();
    } finally {
      await dispose();
    }
  });

  it("delivers from MAIL_FROM to the recipient with nodemailer and a real SMTP conversation", async () => {
    const { db, dispose } = await backend.open();
    const smtp = await smtpStandIn();
    try {
      await migrate(db);
      const { lines, log } = logSpy();
      const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: "EMSP E.S.P. <no-responder@emsp.example>" }, db, log);
      expect(mailer.kind).toBe("smtp");
      const mail = verificationEmail(brand, "tok123");
      await mailer.send({ ...mail, to: "ana.gil@correo.co", kind: "verify_email" });
      await mailer.close();
      expect(lines.map((l) => l.level)).toEqual(["info"]);
      expect(JSON.stringify(lines)).not.toContain("tok123");
      expect(smtp.received).toHaveLength(1);
      const [got] = smtp.received;
      expect(got.from).toBe("MAIL FROM:<no-responder@emsp.example>");
      expect(got.to).toEqual(["RCPT TO:<ana.gil@correo.co>"]);
      expect(got.data).toMatch(/^To: ana\.gil@correo\.co$/m);
      expect(got.data).toMatch(/^From: "?EMSP E\.S\.P\.?"? <no-responder@emsp\.example>$/m);
      expect(got.data).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(unquote(got.data)).toContain("https://portal.aguas.example/verify-email?token=tok123");
    } finally {
      await smtp.close();
      await dispose();
    }
  });
});

describe.each(backends)("mail outbox on $name", (backend) => {
  // Issue 20 §4: links carry secrets, so the log line names recipient and kind only.
  it("keeps each message and writes one log line with recipient and kind, never the link", async () => {
    const { db, dispose } = await backend.open();
    try {
      await migrate(db);
      const { lines, log } = logSpy();
      const mailer = new OutboxMailer(db, log);
      await mailer.send(message());
      await mailer.send(message({ to: "otra@correo.co", subject: "Segundo", link: undefined, kind: "password_changed" }));
      await mailer.send(message({ subject: "Tercero" }));
      expect(lines).toEqual([
        { level: "info", msg: "mail kept in the outbox (no SMTP_URL)", obj: { id: expect.any(String), to: "ana.gil@correo.co", kind: "verify_email" } },
        { level: "info", msg: "mail kept in the outbox (no SMTP_URL)", obj: { id: expect.any(String), to: "otra@correo.co", kind: "password_changed" } },
        expect.objectContaining({ level: "info" }),
      ]);
      expect(JSON.stringify(lines)).not.toContain("token=");
      const all = await listOutbox(db, { limit: 10 });
      expect(all.map((m) => m.subject)).toEqual(["Tercero", "Segundo", "Asunto de prueba"]);
      expect(all[1]).toEqual({
        id: expect.any(String),
        to: "otra@correo.co",
        subject: "Segundo",
        text: "Texto de prueba",
        link: null,
        kind: "password_changed",
        state: "kept",
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
        sentAt: null,
        createdAt: expect.any(String),
      });
      expect((await listOutbox(db, { to: "ANA.GIL@correo.co", limit: 10 })).map((m) => m.subject)).toEqual(["Tercero", "Asunto de prueba"]);
      expect(await listOutbox(db, { limit: 1 })).toHaveLength(1);
    } finally {
      await dispose();
    }
  });

  it("sends the sign-up mail by SMTP when SMTP_URL is set, and the outbox records it as sent", async () => {
    const smtp = await smtpStandIn();
    const s = await startApp(backend, { SMTP_URL: smtp.url, PUBLIC_URL: "https://portal.emsp.example" });
    try {
      const res = await s.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: await captchaHeaders(s.app),
        payload: {
          email: "Luisa.Mora@Correo.co",
          password: "Guayaba verde 2026",
          firstName: "Luisa",
          lastName: "Mora",
          documentType: "CC",
          documentNumber: "52123456",
          phoneNumber: "3101234567",
          acceptDataPolicy: true,
        },
      });
      expect(res.statusCode).toBe(201);
      await s.app.mailer.idle();
      expect(smtp.received.map((m) => m.to)).toEqual([["RCPT TO:<luisa.mora@correo.co>"]]);
      expect(unquote(smtp.received[0].data)).toMatch(/https:\/\/portal\.emsp\.example\/verify-email\?token=[A-Za-z0-9_-]{43}/);
      const { rows } = await s.db.query<{ state: string }>("SELECT state FROM mail_outbox");
      expect(rows).toEqual([{ state: "sent" }]);
    } finally {
      await s.close();
      await smtp.close();
    }
  });

  it("still opens the account when the mail server cannot be reached", async () => {
    const s = await startApp(backend, { SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const res = await s.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: await captchaHeaders(s.app),
        payload: {
          email: "sin.correo@correo.co",
          password: "Guayaba verde 2026",
          firstName: "Rosa",
          lastName: "Díaz",
          documentType: "CE",
          documentNumber: "456789",
          phoneNumber: "604 444 5555",
          acceptDataPolicy: true,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ email: "sin.correo@correo.co", documentType: "CE", phoneNumber: "+576044445555" });
      await s.app.mailer.idle();
      // Issue 20 §4: the mail is not lost; it waits in the outbox with the error, for another attempt.
      const { rows } = await s.db.query<{ state: string; attempts: number; last_error: string }>("SELECT state, attempts, last_error FROM mail_outbox");
      expect(rows).toEqual([{ state: "pending", attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) }]);
    } finally {
      await s.close();
    }
  });
});
