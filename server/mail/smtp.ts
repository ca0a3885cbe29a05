import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../db/db";
import { redactSecrets } from "../http/logging";
import type { Mailer, MailMessage } from "./mailer";
import { parseHeaders } from "./outbox";
import * as repo from "./repository";
import { storeMessage, type QueuedRow } from "./repository";

/** The part of a nodemailer transport this adapter uses. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string; headers?: Record<string, string> }): Promise<unknown>;
  close?(): void;
}

/** Builds the transport for SMTP_URL; nodemailer is loaded only by installs that use SMTP. */
export type TransportFactory = (smtpUrl: string) => Promise<MailTransport>;

const nodemailerTransport: TransportFactory = async (smtpUrl) => {
  const nodemailer = await import("nodemailer");
  // Under CommonJS interop the functions may sit on `default`.
  const createTransport = nodemailer.createTransport ?? (nodemailer as unknown as { default: typeof nodemailer }).default.createTransport;
  return createTransport(smtpUrl);
};

/** Wait after the 1st, 2nd, … failed attempt; the last one repeats (seconds). */
export const RETRY_DELAYS_S = [60, 5 * 60, 15 * 60, 60 * 60, 4 * 60 * 60, 12 * 60 * 60];
/** After this many failed attempts (about 30 hours) a message is 'failed'; it stays in the outbox. */
export const MAX_ATTEMPTS = 8;
/**
 * A claimed message is due again after this long if its attempt never reported back (the instance
 * stopped mid-send): it is retried, not lost. Longer than any SMTP conversation.
 */
const LEASE_S = 15 * 60;
/** How often the queue is looked at when nothing woke it (retries fall due; other instances' mail). */
const POLL_MS = 30_000;
const ERROR_MAX = 500;

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelay(attempts: number): number {
  return RETRY_DELAYS_S[Math.min(Math.max(attempts, 1), RETRY_DELAYS_S.length) - 1];
}

/**
 * SMTP adapter (SMTP_URL). send() stores the message as 'pending' in mail_outbox and returns, so
 * a request never waits for the mail server (no enumeration by timing on forgot-password); an
 * in-process worker, woken at once by send() and every POLL_MS, claims due messages one at a time
 * (FOR UPDATE SKIP LOCKED: several instances share the queue) and hands them to SMTP. A failure
 * is recorded on the row (attempts, last_error, next_attempt_at with backoff) and retried; after
 * MAX_ATTEMPTS the row is 'failed'. Nothing is dropped (issue 20 §4).
 */
export class SmtpMailer implements Mailer {
  readonly kind = "smtp";
  private transport: Promise<MailTransport> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closing = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly smtpUrl: string,
    private readonly from: string,
    private readonly log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
    private readonly factory: TransportFactory = nodemailerTransport,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await storeMessage(this.db, message, "pending");
    this.wake();
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

  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    if (this.transport) {
      const transport = await this.transport.catch(() => null);
      transport?.close?.();
      this.transport = null;
    }
  }

  /** Delivers due messages one by one until none is left (or the mailer closes). */
  private async drain(): Promise<void> {
    while (!this.closing) {
      const row = await this.claim();
      if (!row) return;
      await this.deliver(row);
    }
  }

  /** Takes the oldest due message, counting the attempt and leasing it, in one statement. */
  private async claim(): Promise<QueuedRow | null> {
    return repo.claimDue(this.db, LEASE_S);
  }

  private async deliver(row: QueuedRow): Promise<void> {
    const attempts = Number(row.attempts);
    try {
      this.transport ??= this.factory(this.smtpUrl).catch((err: unknown) => {
        this.transport = null; // try again with the next message
        throw err;
      });
      const transport = await this.transport;
      const headers = parseHeaders(row.headers);
      const mail = { from: this.from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body };
      await transport.sendMail(Object.keys(headers).length > 0 ? { ...mail, headers } : mail);
    } catch (err) {
      const error = redactSecrets(err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
      const failed = attempts >= MAX_ATTEMPTS;
      await repo.recordFailure(this.db, row.id, error, failed, retryDelay(attempts));
      const fields = { id: row.id, to: row.to_address, kind: row.kind, attempts, error };
      if (failed) this.log.error(fields, "mail could not be sent by SMTP; no more attempts");
      else this.log.warn({ ...fields, retryInS: retryDelay(attempts) }, "mail could not be sent by SMTP; will try again");
      return;
    }
    await repo.markSent(this.db, row.id);
    this.log.info({ id: row.id, to: row.to_address, kind: row.kind, attempts }, "mail sent by SMTP");
  }
}
