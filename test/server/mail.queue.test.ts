import { createMailer } from "../../server/mail";
import type { MailMessage } from "../../server/mail/mailer";
import { listOutbox, type OutboxEntry } from "../../server/mail/outbox";
import { MAX_ATTEMPTS, RETRY_DELAYS_S, retryDelay, SmtpMailer } from "../../server/mail/smtp";
import { createSuperAdmin } from "../../server/modules/auth/accounts";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { backends, startApp } from "./support";
import { smtpStandIn, unquote } from "./smtpStandIn";

// Issue 20 §4: e-mails are never fire-and-forget. The outbox is the queue; a failed SMTP send is
// retried with backoff and shows in the outbox with its error; nothing is dropped.

const FROM = "EMSP E.S.P. <no-responder@emsp.example>";
/** Nothing listens there: connections are refused at once. */
const DEAD_SMTP = "smtp://127.0.0.1:9";

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: "ana.gil@correo.co",
    subject: "Asunto de prueba",
    text: "Texto de prueba https://portal.emsp.example/verify-email?token=abc",
    html: "<p>Texto de prueba</p>",
    link: "https://portal.emsp.example/verify-email?token=abc",
    kind: "verify_email",
    ...overrides,
  };
}

function logSpy() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => void lines.push({ level, obj, msg });
  return { lines, log: { info: at("info"), error: at("error"), warn: at("warn") } as never };
}

/** Makes every queued message due now: the backoff has passed (the clock is the database's). */
async function timePasses(db: Db): Promise<void> {
  await db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE state = 'pending'");
}

/** Seconds from now until the row's next attempt, as the database computes it. */
async function secondsToNextAttempt(db: Db, id: string): Promise<number> {
  const { rows } = await db.query<{ s: number }>("SELECT extract(epoch FROM next_attempt_at - now())::float8 AS s FROM mail_outbox WHERE id = $1", [id]);
  return Number(rows[0].s);
}

describe("retry delays", () => {
  it("grow from one minute and stop growing at the last step", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([60, 300, 900, 3600]);
    expect(retryDelay(MAX_ATTEMPTS)).toBe(RETRY_DELAYS_S[RETRY_DELAYS_S.length - 1]);
  });
});

describe.each(backends)("mail queue on $name", (backend) => {
  it("retries a message the SMTP server refused, shows the error in the outbox meanwhile, then sends it", async () => {
    const smtp = await smtpStandIn({ refuse: 1 });
    const s = await startApp(backend, { SMTP_URL: smtp.url, PUBLIC_URL: "https://portal.emsp.example" });
    try {
      await createSuperAdmin(s.db, { email: "jefa@emsp.example", firstName: "Paula", lastName: "Giraldo", password: "Clave segura de prueba 2026" });
      const login = await s.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "jefa@emsp.example", password: "Clave segura de prueba 2026" },
      });
      const token = login.json().token as string;
      const outbox = async () => {
        const res = await s.app.inject({ method: "GET", url: "/api/admin/mail-outbox?to=ana.gil@correo.co", headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(200);
        return res.json<{ messages: OutboxEntry[] }>().messages;
      };

      await s.app.mailer.send(message());
      await s.app.mailer.idle();
      expect(smtp.received).toHaveLength(0);
      const [waiting] = await outbox();
      expect(waiting).toMatchObject({ state: "pending", attempts: 1, sentAt: null, kind: "verify_email" });
      expect(waiting.lastError).toMatch(/451/);
      // The first retry waits one minute (measured against the database clock, which set it).
      const wait = await secondsToNextAttempt(s.db, waiting.id);
      expect(wait).toBeGreaterThan(RETRY_DELAYS_S[0] - 10);
      expect(wait).toBeLessThanOrEqual(RETRY_DELAYS_S[0]);

      // Woken before it is due, the worker leaves it alone.
      (s.app.mailer as SmtpMailer).wake();
      await s.app.mailer.idle();
      expect((await outbox())[0].attempts).toBe(1);

      await timePasses(s.db);
      (s.app.mailer as SmtpMailer).wake();
      await s.app.mailer.idle();
      const [sent] = await outbox();
      expect(sent).toMatchObject({ id: waiting.id, state: "sent", attempts: 2, nextAttemptAt: null });
      expect(sent.sentAt).toEqual(expect.any(String));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(["RCPT TO:<ana.gil@correo.co>"]);
      expect(unquote(smtp.received[0].data)).toContain("verify-email?token=abc");
    } finally {
      await s.close();
      await smtp.close();
    }
  });

  it("keeps every message while SMTP is down, across a restart, and sends them at the next start", async () => {
    const { db, dispose } = await backend.open();
    try {
      await migrate(db);
      const { lines, log } = logSpy();
      const down = createMailer({ smtpUrl: DEAD_SMTP, mailFrom: FROM }, db, log);
      down.start();
      await down.send(message());
      await down.send(message({ to: "otra@correo.co", kind: "password_changed", link: undefined }));
      await down.idle();
      await down.close();
      // Sent after close: stored for the next start, not lost.
      await down.send(message({ to: "tercera@correo.co" }));

      const kept = await listOutbox(db, { limit: 10 });
      expect(kept.map((m) => [m.to, m.state])).toEqual([
        ["tercera@correo.co", "pending"],
        ["otra@correo.co", "pending"],
        ["ana.gil@correo.co", "pending"],
      ]);
      expect(kept.slice(1).every((m) => m.attempts === 1 && /ECONNREFUSED/.test(m.lastError ?? ""))).toBe(true);
      expect(lines.filter((l) => l.level === "warn").map((l) => l.obj.to)).toEqual(["ana.gil@correo.co", "otra@correo.co"]);

      const smtp = await smtpStandIn();
      try {
        await timePasses(db);
        const up = createMailer({ smtpUrl: smtp.url, mailFrom: FROM }, db, log);
        up.start();
        await up.idle();
        await up.close();
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["RCPT TO:<ana.gil@correo.co>", "RCPT TO:<otra@correo.co>", "RCPT TO:<tercera@correo.co>"]);
        expect((await listOutbox(db, { limit: 10 })).map((m) => m.state)).toEqual(["sent", "sent", "sent"]);
      } finally {
        await smtp.close();
      }
    } finally {
      await dispose();
    }
  });

  it("close() waits for the delivery under way", async () => {
    const { db, dispose } = await backend.open();
    const smtp = await smtpStandIn({ hold: true });
    try {
      await migrate(db);
      const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: FROM }, db, logSpy().log);
      await mailer.send(message());
      await smtp.dataSeen; // the server has the message and has not answered yet
      let closed = false;
      const closing = mailer.close().then(() => (closed = true));
      expect(closed).toBe(false);
      smtp.release();
      await closing;
      const [row] = await listOutbox(db, { limit: 1 });
      expect(row).toMatchObject({ state: "sent", attempts: 1 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
      await dispose();
    }
  });

  it("marks a message failed after the last attempt and keeps it, with its error", async () => {
    const { db, dispose } = await backend.open();
    try {
      await migrate(db);
      const { lines, log } = logSpy();
      const mailer = createMailer({ smtpUrl: DEAD_SMTP, mailFrom: FROM }, db, log);
      await mailer.send(message());
      await mailer.idle();
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        const [row] = await listOutbox(db, { limit: 1 });
        expect(row).toMatchObject({ state: "pending", attempts: attempt - 1 });
        expect(await secondsToNextAttempt(db, row.id)).toBeGreaterThan(retryDelay(attempt - 1) - 10);
        await timePasses(db);
        (mailer as SmtpMailer).wake();
        await mailer.idle();
      }
      const [failed] = await listOutbox(db, { limit: 1 });
      expect(failed).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      expect(lines.filter((l) => l.level === "error").map((l) => l.msg)).toEqual(["mail could not be sent by SMTP; no more attempts"]);
      await mailer.close();
    } finally {
      await dispose();
    }
  });

  it("lets two instances share the queue: each message is sent once", async () => {
    const { db, dispose } = await backend.open();
    const smtp = await smtpStandIn();
    try {
      await migrate(db);
      const a = new SmtpMailer(db, smtp.url, FROM, logSpy().log);
      const b = new SmtpMailer(db, smtp.url, FROM, logSpy().log);
      a.start();
      b.start();
      const recipients = Array.from({ length: 6 }, (_, i) => `persona${i}@correo.co`);
      await Promise.all(recipients.map((to, i) => (i % 2 === 0 ? a : b).send(message({ to }))));
      b.wake();
      a.wake();
      await Promise.all([a.idle(), b.idle()]);
      await Promise.all([a.close(), b.close()]);
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(recipients.map((to) => `RCPT TO:<${to}>`).sort());
      const rows = await listOutbox(db, { limit: 10 });
      expect(rows.every((m) => m.state === "sent" && m.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
      await dispose();
    }
  });
});
