import type { AddressInfo } from "node:net";
import { buildApp } from "../../server/app";
import { installSecret } from "../../server/db/installSecret";
import { migrate } from "../../server/db/migrate";
import { listOutbox } from "../../server/mail/outbox";
import { SmtpMailer, type MailTransport } from "../../server/mail/smtp";
import { unsubscribeToken } from "../../server/modules/cutAlerts/tokens";
import { backends, captchaHeaders, testConfig } from "./support";

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(backends)("cut alert mail on $name", (backend) => {
  it("the SMTP adapter sends the stored List-Unsubscribe headers, on the retry as well", async () => {
    const { db, dispose } = await backend.open();
    try {
      await migrate(db);
      const sent: { headers?: Record<string, string> }[] = [];
      let calls = 0;
      const factory = async (): Promise<MailTransport> => ({
        sendMail: async (mail) => {
          if (++calls === 1) throw new Error("421 try again later");
          sent.push(mail);
        },
      });
      const mailer = new SmtpMailer(db, "smtp://correo.example:587", "Portal <no-responder@emsp.example>", quietLog, factory);
      const headers = {
        "List-Unsubscribe": "<https://portal.example/api/cut-alerts/unsubscribe?token=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      };
      await mailer.send({ to: "vecina@correo.co", subject: "Corte", text: "Texto", html: "<p>Texto</p>", kind: "cut_alert", headers });
      await mailer.idle();
      expect(sent).toHaveLength(0);
      const [queued] = await listOutbox(db, { limit: 1 });
      expect([queued.state, queued.attempts, queued.headers]).toEqual(["pending", 1, headers]);
      await db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE state = 'pending'");
      mailer.wake();
      await mailer.idle();
      expect(sent).toHaveLength(1);
      expect(sent[0].headers).toEqual(headers);
      await mailer.close();
    } finally {
      await dispose();
    }
  });

  it("neither the confirmation nor the unsubscribe token reaches the log", async () => {
    const { db, dispose } = await backend.open();
    await migrate(db);
    const lines: string[] = [];
    const config = testConfig({ LOG_LEVEL: "info", PUBLIC_URL: "https://portal.emsp.example" });
    const app = await buildApp({ config, db, logStream: { write: (line: string) => lines.push(line) } });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const post = (url: string, body: object, headers: Record<string, string> = {}) =>
        fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
      const subscribed = await post(
        "/api/cut-alerts/subscribe",
        { email: "registro.log@correo.co", area: "Belén", services: ["energia"], consent: true },
        await captchaHeaders(app),
      );
      expect(subscribed.status).toBe(202);
      const [mail] = await listOutbox(db, { to: "registro.log@correo.co", limit: 1 });
      const confirmToken = new URL(mail.link!).searchParams.get("token")!;
      expect((await post("/api/cut-alerts/confirm", { token: confirmToken })).status).toBe(200);
      // The unsubscribe token as a mail client posts it: in the address (RFC 8058).
      const { rows } = await db.query<{ id: string }>("SELECT id FROM cut_alert_subscriptions WHERE email = $1", ["registro.log@correo.co"]);
      const unsub = unsubscribeToken(await installSecret(db, "cut_alert_secret"), rows[0].id);
      const out = await fetch(`${base}/api/cut-alerts/unsubscribe?token=${encodeURIComponent(unsub)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(out.status).toBe(200);
      const log = lines.join("");
      expect(log).toContain("cut alert subscription confirmed");
      expect(log).toContain("/api/cut-alerts/unsubscribe");
      for (const secret of [confirmToken, unsub, unsub.split(".")[1]]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await dispose();
    }
  });
});
