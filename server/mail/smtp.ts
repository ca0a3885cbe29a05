import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer";

/** The part of a nodemailer transport this adapter uses (a fake one stands in for it in tests). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
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

/**
 * SMTP adapter (SMTP_URL). Delivery runs after send() resolves, so a request never waits for the
 * mail server and answers in the same time whether or not a message went out (no enumeration by
 * timing on forgot-password); failures are logged.
 */
export class SmtpMailer implements Mailer {
  readonly kind = "smtp";
  private transport: Promise<MailTransport> | null = null;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
    private readonly log: Pick<FastifyBaseLogger, "info" | "error">,
    private readonly factory: TransportFactory = nodemailerTransport,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const delivery = this.deliver(message).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  private async deliver(message: MailMessage): Promise<void> {
    try {
      this.transport ??= this.factory(this.smtpUrl).catch((err: unknown) => {
        this.transport = null; // try again with the next message
        throw err;
      });
      const transport = await this.transport;
      await transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      this.log.info({ to: message.to, kind: message.kind }, "mail sent by SMTP");
    } catch (err) {
      this.log.error({ err, to: message.to, kind: message.kind }, "mail could not be sent by SMTP");
    }
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    if (this.transport) {
      const transport = await this.transport.catch(() => null);
      transport?.close?.();
      this.transport = null;
    }
  }
}
