import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../db/db";
import type { Mailer, MailMessage } from "./mailer";

/** A message as the outbox endpoint shows it. */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/**
 * The default adapter (no SMTP_URL): messages are kept in mail_outbox, where the operator of an
 * install without SMTP and the e2e tests read them, and one log line names recipient and link.
 */
export class OutboxMailer implements Mailer {
  readonly kind = "outbox";

  constructor(
    private readonly db: Queryable,
    private readonly log: Pick<FastifyBaseLogger, "info">,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.query(
      "INSERT INTO mail_outbox (to_address, subject, text_body, html_body, link, kind) VALUES ($1, $2, $3, $4, $5, $6)",
      [message.to, message.subject, message.text, message.html, message.link ?? null, message.kind],
    );
    this.log.info({ to: message.to, kind: message.kind, link: message.link ?? null }, "mail kept in the outbox (no SMTP_URL)");
  }

  async idle(): Promise<void> {
    // Nothing runs in the background: send() has stored the message before it resolves.
  }

  async close(): Promise<void> {
    // The database belongs to the app, which closes it.
  }
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  link: string | null;
  created_at: Date | string;
}

/** The newest messages first, optionally only those sent to one address. */
export async function listOutbox(db: Queryable, options: { to?: string; limit: number }): Promise<OutboxEntry[]> {
  const to = options.to?.trim().toLowerCase() || null;
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, link, created_at FROM mail_outbox
      WHERE ($1::text IS NULL OR to_address = $1)
      ORDER BY seq DESC LIMIT $2`,
    [to, options.limit],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    link: r.link,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
