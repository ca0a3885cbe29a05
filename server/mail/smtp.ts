import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/db";
import { redactSecrets } from "../http/logging";
import { parseHeaders } from "./outbox";
import * as repo from "./repository";
import type { QueuedRow } from "./repository";
import { TransactionalMailer } from "./transactional";

/** The part of a nodemailer transport this adapter uses. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
  close?(): void;
}

/** Builds the transport for SMTP_URL; nodemailer is loaded only by installs that use SMTP. */
export type TransportFactory = (smtpUrl: string) => Promise<MailTransport>;

/** How long each step of an SMTP conversation may take (milliseconds). */
export interface SmtpTimeouts {
  /** Connecting, DNS included. */
  connection: number;
  /** The server's greeting once connected. */
  greeting: number;
  /** Silence at any later point of the conversation (a server that stalls mid-DATA). */
  socket: number;
}

/**
 * Issue 31 §3: seconds, not nodemailer's defaults (2 minutes to connect, 10 of silence): a hung
 * mail server costs one attempt a few seconds, and the lease below outlives any of them.
 */
export const SMTP_TIMEOUTS_MS: SmtpTimeouts = { connection: 10_000, greeting: 10_000, socket: 20_000 };

/** nodemailer for SMTP_URL with these timeouts (a URL's own query options, if any, win). */
export const nodemailerTransport =
  (timeouts: SmtpTimeouts): TransportFactory =>
  async (smtpUrl) => {
    const nodemailer = await import("nodemailer");
    // Under CommonJS interop the functions may sit on `default`.
    const createTransport = nodemailer.createTransport ?? (nodemailer as unknown as { default: typeof nodemailer }).default.createTransport;
    return createTransport({
      url: smtpUrl,
      connectionTimeout: timeouts.connection,
      greetingTimeout: timeouts.greeting,
      socketTimeout: timeouts.socket,
    });
  };

/** Wait after the 1st, 2nd, … failed attempt; the last one repeats (seconds). */
export const RETRY_DELAYS_S = [60, 5 * 60, 15 * 60, 60 * 60, 4 * 60 * 60, 12 * 60 * 60];
/** After this many failed attempts (about 30 hours) a message is 'failed'; it stays in the outbox. */
export const MAX_ATTEMPTS = 8;
/**
 * A claimed message is due again after this long unless its send reports back or renews the
 * lease (every third of it while the conversation goes on): a message whose instance died is
 * taken over within about a minute (issue 31 §3), never lost.
 */
export const LEASE_S = 60;
/** The longest close() waits for the send under way before leaving it to the next start (issue 31 §3). */
const CLOSE_WAIT_MS = 3_000;
/** How often the queue is looked at when nothing woke it (retries fall due; other instances' mail). */
const POLL_MS = 30_000;
const ERROR_MAX = 500;

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelay(attempts: number): number {
  return RETRY_DELAYS_S[Math.min(Math.max(attempts, 1), RETRY_DELAYS_S.length) - 1];
}

/** What tests (and only tests) change; production uses the defaults above. */
export interface SmtpOptions {
  /** PUBLIC_URL: its host names the messages (`Message-ID: <row id@host>`). */
  publicUrl?: string;
  timeoutsMs?: SmtpTimeouts;
  leaseS?: number;
  closeWaitMs?: number;
}

/** The host of the Message-IDs: PUBLIC_URL's, else MAIL_FROM's domain. */
function messageHost(publicUrl: string | undefined, from: string): string {
  if (publicUrl) {
    try {
      return new URL(publicUrl).hostname;
    } catch {
      // fall back to the sender's domain
    }
  }
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * SMTP adapter (SMTP_URL). A message is a 'pending' row written in the transaction of its change
 * (TransactionalMailer), so a request never waits for the mail server (no enumeration by timing on
 * forgot-password); an in-process worker, woken after each commit and every POLL_MS, claims due
 * messages one at a time (FOR UPDATE SKIP LOCKED: several instances share the queue) and hands them
 * to SMTP, each with a Message-ID made of its row id, so a rare second delivery after a crash is
 * recognisably the same message. A failure is recorded on the row (attempts, last_error,
 * next_attempt_at with backoff) and retried; after MAX_ATTEMPTS the row is 'failed'. Nothing is
 * dropped (issue 20 §4).
 */
export class SmtpMailer extends TransactionalMailer {
  readonly kind = "smtp";
  private transport: Promise<MailTransport> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closing = false;
  private timer: NodeJS.Timeout | null = null;
  /** The message being handed over now, if any. */
  private current: { id: string; attempts: number; abandoned: boolean } | null = null;
  private readonly factory: TransportFactory;
  private readonly host: string;
  private readonly leaseS: number;
  private readonly closeWaitMs: number;

  constructor(
    db: Db,
    private readonly smtpUrl: string,
    private readonly from: string,
    log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
    factory?: TransportFactory,
    options: SmtpOptions = {},
  ) {
    super(db, log, "pending");
    this.factory = factory ?? nodemailerTransport(options.timeoutsMs ?? SMTP_TIMEOUTS_MS);
    this.host = messageHost(options.publicUrl, from);
    this.leaseS = options.leaseS ?? LEASE_S;
    this.closeWaitMs = options.closeWaitMs ?? CLOSE_WAIT_MS;
  }

  protected stored(): void {
    // Logged when SMTP takes it (or fails to).
  }

  start(): void {
    if (this.timer || this.closing) return;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Looks at the queue now (again once the pass under way ends, if one is). */
  wake(): void {
    if (this.closing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log.error({ err }, "mail queue could not be read; trying again later"))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Stops claiming, and waits for the send under way at most closeWaitMs: a conversation that
   * hangs longer is left behind, its message released to be sent again at the next start (or by
   * another instance), so the shutdown keeps to its grace period (issue 31 §3).
   */
  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const running = this.running;
    if (running) {
      const finished = await Promise.race([running.then(() => true), sleep(this.closeWaitMs).then(() => false)]);
      const current = this.current;
      if (!finished && current) {
        current.abandoned = true;
        this.log.warn({ id: current.id }, "mail send still under way at shutdown; it will be sent again at the next start");
        await Promise.race([
          repo.releaseLease(this.db, current.id, current.attempts, "shutdown while sending; will be sent again").catch(() => undefined),
          sleep(1_000),
        ]);
      }
    }
    if (this.transport) {
      const transport = await Promise.race([this.transport.catch(() => null), sleep(100).then(() => null)]);
      transport?.close?.();
      this.transport = null;
    }
  }

  /** Delivers due messages one by one until none is left (or the mailer closes). */
  private async drain(): Promise<void> {
    while (!this.closing) {
      const row = await repo.claimDue(this.db, this.leaseS);
      if (!row) return;
      await this.deliver(row);
    }
  }

  private async deliver(row: QueuedRow): Promise<void> {
    const attempts = Number(row.attempts);
    const current = { id: row.id, attempts, abandoned: false };
    this.current = current;
    // While the conversation goes on, its lease is renewed: no other instance takes the message.
    const renew = setInterval(
      () => {
        void repo.renewLease(this.db, row.id, attempts, this.leaseS).catch(() => undefined);
      },
      (this.leaseS * 1000) / 3,
    );
    renew.unref();
    try {
      await this.handOver(row);
    } catch (err) {
      if (current.abandoned) return; // released at shutdown; the next start tries again
      const error = redactSecrets(err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
      const failed = attempts >= MAX_ATTEMPTS;
      await repo.recordFailure(this.db, row.id, attempts, error, failed, retryDelay(attempts));
      const fields = { id: row.id, to: row.to_address, kind: row.kind, attempts, error };
      if (failed) this.log.error(fields, "mail could not be sent by SMTP; no more attempts");
      else this.log.warn({ ...fields, retryInS: retryDelay(attempts) }, "mail could not be sent by SMTP; will try again");
      return;
    } finally {
      clearInterval(renew);
      if (this.current === current) this.current = null;
    }
    // Sent, even if close() stopped waiting: record it, so it is not sent again.
    await repo.markSent(this.db, row.id);
    this.log.info({ id: row.id, to: row.to_address, kind: row.kind, attempts }, "mail sent by SMTP");
  }

  private async handOver(row: QueuedRow): Promise<void> {
    this.transport ??= this.factory(this.smtpUrl).catch((err: unknown) => {
      this.transport = null; // try again with the next message
      throw err;
    });
    const transport = await this.transport;
    const headers = parseHeaders(row.headers);
    const mail = {
      from: this.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      // The same on every attempt and every instance: a second delivery after a crash is recognisably this one.
      messageId: `<${row.id}@${this.host}>`,
    };
    await transport.sendMail(Object.keys(headers).length > 0 ? { ...mail, headers } : mail);
  }
}
