import type { FastifyBaseLogger } from "fastify";
import type { OutboxEntry, OutboxState } from "../../src/shared/mail";
import type { Queryable } from "../db/db";
import type { Mailer, MailMessage } from "./mailer";
import * as repo from "./repository";
import { storeMessage } from "./repository";

export { storeMessage } from "./repository";

// Issue 24 §3: the shapes are declared once in src/shared (the admin screen reads them too).
export { OUTBOX_STATES, type OutboxEntry, type OutboxState } from "../../src/shared/mail";
export { OutboxEntrySchema } from "../../src/shared/schemas/mail";

/**
 * The default adapter (no SMTP_URL): messages are kept in mail_outbox, where the operator of an
 * install without SMTP and the e2e tests read them. The log line names recipient and kind, never
 * the link: links carry secrets (issue 20 §4).
 */
export class OutboxMailer implements Mailer {
  readonly kind = "outbox";

  constructor(
    private readonly db: Queryable,
    private readonly log: Pick<FastifyBaseLogger, "info">,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const id = await storeMessage(this.db, message, "kept");
    this.log.info({ id, to: message.to, kind: message.kind }, "mail kept in the outbox (no SMTP_URL)");
  }

  start(): void {
    // Nothing is delivered: the operator reads the outbox.
  }

  async idle(): Promise<void> {
    // Nothing runs in the background: send() has stored the message before it resolves.
  }

  async close(): Promise<void> {
    // The database belongs to the app, which closes it.
  }
}

/** The stored headers (jsonb; text on some drivers), as a plain map. */
export function parseHeaders(raw: Record<string, string> | string | null): Record<string, string> {
  if (!raw) return {};
  return typeof raw === "string" ? (JSON.parse(raw) as Record<string, string>) : raw;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The newest messages first, optionally only those sent to one address or in one state. */
export async function listOutbox(db: Queryable, options: { to?: string; state?: OutboxState; limit: number }): Promise<OutboxEntry[]> {
  const to = options.to?.trim().toLowerCase() || null;
  const rows = await repo.newestMessages(db, to, options.state ?? null, options.limit);
  return rows.map((r) => {
    const headers = parseHeaders(r.headers);
    return {
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      link: r.link,
      kind: r.kind,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      state: r.state,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      nextAttemptAt: iso(r.next_attempt_at),
      sentAt: iso(r.sent_at),
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
}
