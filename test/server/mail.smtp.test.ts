import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import type { MailMessage } from "../../server/mail/mailer";
import { listOutbox } from "../../server/mail/outbox";
import { LEASE_S, nodemailerTransport, SMTP_TIMEOUTS_MS, SmtpMailer } from "../../server/mail/smtp";
import { messageIdOf, smtpStandIn } from "./smtpStandIn";
import { backends } from "./support";

// Issue 31 §3: a mail server that hangs never holds the queue, a message or the shutdown for long,
// and a message delivered twice after a crash is recognisably the same message.

const FROM = "EMSP E.S.P. <no-responder@emsp.example>";
const PUBLIC_URL = "https://portal.emsp.example";
/** Short limits so the stand-in's silences end quickly; production uses SMTP_TIMEOUTS_MS. */
const QUICK = { connection: 1_000, greeting: 300, socket: 500 };
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const message = (to = "ana.gil@correo.co"): MailMessage => ({
  to,
  subject: "Asunto de prueba",
  text: "Texto de prueba",
  html: "<p>Texto de prueba</p>",
  kind: "password_changed",
});

/** Makes every queued message due now (the backoff or the lease has passed; the clock is the database's). */
const timePasses = (db: Db) => db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE state = 'pending'");

async function secondsToNextAttempt(db: Db, id: string): Promise<number> {
  const { rows } = await db.query<{ s: number }>("SELECT extract(epoch FROM next_attempt_at - now())::float8 AS s FROM mail_outbox WHERE id = $1", [id]);
  return Number(rows[0].s);
}

describe("SMTP limits", () => {
  it("are seconds, not nodemailer's minutes, and reach the transport; the lease is about a minute", async () => {
    expect(SMTP_TIMEOUTS_MS.connection).toBeLessThanOrEqual(15_000);
    expect(SMTP_TIMEOUTS_MS.greeting).toBeLessThanOrEqual(15_000);
    expect(SMTP_TIMEOUTS_MS.socket).toBeLessThanOrEqual(30_000);
    // A send that keeps going is renewed; one that stops is everyone's again within about a minute.
    expect(LEASE_S).toBeLessThanOrEqual(90);
    expect(LEASE_S * 1000).toBeGreaterThan(SMTP_TIMEOUTS_MS.socket);
    const transport = (await nodemailerTransport(SMTP_TIMEOUTS_MS)("smtp://usuario:clave@correo.example:587")) as unknown as {
      options: Record<string, unknown>;
      close(): void;
    };
    expect(transport.options).toMatchObject({
      host: "correo.example",
      port: 587,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    });
    transport.close();
  });
});

describe.each(backends)("SMTP delivery with a real socket on $name", (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ db, dispose } = await backend.open({ migrated: true }));
    await migrate(db);
  });
  afterEach(async () => dispose());

  it("a server that never greets: the attempt fails within the greeting timeout and the message is retried, then sent", async () => {
    const smtp = await smtpStandIn({ silent: 1 });
    const mailer = new SmtpMailer(db, smtp.url, FROM, quietLog, undefined, { publicUrl: PUBLIC_URL, timeoutsMs: QUICK });
    try {
      await mailer.send(message());
      await mailer.idle();
      const [waiting] = await listOutbox(db, { limit: 1 });
      expect(waiting).toMatchObject({ state: "pending", attempts: 1 });
      expect(waiting.lastError).toMatch(/greeting|timeout/i);
      await timePasses(db);
      mailer.wake();
      await mailer.idle();
      expect((await listOutbox(db, { limit: 1 }))[0]).toMatchObject({ state: "sent", attempts: 2 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  }, 15_000);

  it("a conversation that stalls in DATA fails within the socket timeout and is retried; both deliveries carry the same Message-ID", async () => {
    const smtp = await smtpStandIn({ stall: 1 });
    const mailer = new SmtpMailer(db, smtp.url, FROM, quietLog, undefined, { publicUrl: PUBLIC_URL, timeoutsMs: QUICK });
    try {
      await mailer.send(message());
      await mailer.idle();
      const [row] = await listOutbox(db, { limit: 1 });
      expect(row).toMatchObject({ state: "pending", attempts: 1 });
      expect(row.lastError).toMatch(/timeout|timed out/i);
      await timePasses(db);
      mailer.wake();
      await mailer.idle();
      expect((await listOutbox(db, { limit: 1 }))[0]).toMatchObject({ id: row.id, state: "sent", attempts: 2 });
      // The stalled message had arrived whole: the server may well deliver it. The second copy says it is the same one.
      expect(smtp.seen).toHaveLength(2);
      const ids = smtp.seen.map((m) => messageIdOf(m.data));
      expect(ids[0]).toBe(`<${row.id}@portal.emsp.example>`);
      expect(ids[1]).toBe(ids[0]);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  }, 15_000);

  it("a message delivered again after a crash (sent, never marked) carries the same Message-ID, from any instance", async () => {
    const smtp = await smtpStandIn();
    const first = new SmtpMailer(db, smtp.url, FROM, quietLog, undefined, { publicUrl: PUBLIC_URL });
    const second = new SmtpMailer(db, smtp.url, FROM, quietLog, undefined, { publicUrl: PUBLIC_URL });
    try {
      await first.send(message());
      await first.idle();
      // The crash: the server took the message but the row never learned it.
      await db.query("UPDATE mail_outbox SET state = 'pending', sent_at = NULL, next_attempt_at = now()");
      second.wake();
      await second.idle();
      expect(smtp.received).toHaveLength(2);
      const [a, b] = smtp.received.map((m) => messageIdOf(m.data));
      expect(a).toMatch(/^<[0-9a-f-]{36}@portal\.emsp\.example>$/);
      expect(b).toBe(a);
    } finally {
      await first.close();
      await second.close();
      await smtp.close();
    }
  });

  it("close() returns promptly while a conversation hangs; the message stays pending and due for the next start", async () => {
    const smtp = await smtpStandIn({ stall: Infinity });
    // A socket timeout far longer than the test: only close() can end the wait.
    const mailer = new SmtpMailer(db, smtp.url, FROM, quietLog, undefined, { publicUrl: PUBLIC_URL, timeoutsMs: { ...QUICK, socket: 120_000 } });
    try {
      await mailer.send(message());
      await smtp.dataSeen;
      await mailer.close();
      const [row] = await listOutbox(db, { limit: 1 });
      expect(row).toMatchObject({ state: "pending", sentAt: null });
      expect(await secondsToNextAttempt(db, row.id)).toBeLessThanOrEqual(0);
    } finally {
      await smtp.close();
    }
  }, 15_000);

  it("leases a message for about a minute", async () => {
    const smtp = await smtpStandIn({ hold: true });
    const mailer = new SmtpMailer(db, smtp.url, FROM, quietLog, undefined, { publicUrl: PUBLIC_URL });
    try {
      await mailer.send(message());
      await smtp.dataSeen;
      const [row] = await listOutbox(db, { limit: 1 });
      const lease = await secondsToNextAttempt(db, row.id);
      expect(lease).toBeGreaterThan(LEASE_S - 15);
      expect(lease).toBeLessThanOrEqual(LEASE_S);
      smtp.release();
      await mailer.idle();
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it("renews the lease while a send is under way, so no other instance takes the message meanwhile", async () => {
    const held = await smtpStandIn({ hold: true });
    const other = await smtpStandIn();
    // Three-second leases: the send below is held longer than its first lease.
    const sending = new SmtpMailer(db, held.url, FROM, quietLog, undefined, { publicUrl: PUBLIC_URL, leaseS: 3 });
    const another = new SmtpMailer(db, other.url, FROM, quietLog, undefined, { publicUrl: PUBLIC_URL, leaseS: 3 });
    try {
      await sending.send(message());
      await held.dataSeen;
      const [row] = await listOutbox(db, { limit: 1 });
      const firstLease = (await db.query<{ t: string }>("SELECT next_attempt_at::text AS t FROM mail_outbox WHERE id = $1", [row.id])).rows[0].t;
      const expired = async () => (await db.query<{ past: boolean }>("SELECT now() > $1::timestamptz AS past", [firstLease])).rows[0].past;
      while (!(await expired())) await new Promise((r) => setTimeout(r, 100));
      // The first lease is over, but the send goes on: the lease was renewed and the message is not due.
      another.wake();
      await another.idle();
      expect(other.seen).toHaveLength(0);
      expect((await listOutbox(db, { limit: 1 }))[0]).toMatchObject({ state: "pending", attempts: 1 });
      held.release();
      await sending.idle();
      expect((await listOutbox(db, { limit: 1 }))[0]).toMatchObject({ state: "sent", attempts: 1 });
    } finally {
      await sending.close();
      await another.close();
      await held.close();
      await other.close();
    }
  }, 20_000);
});
