import type { FastifyBaseLogger } from "fastify";
import type { OutboxEntry, OutboxState } from "../../src/shared/mail";
import type { Db, Queryable } from "../db/db";
import * as repo from "./repository";
import { TransactionalMailer, type Written } from "./transactional";

// Issue 24 §3: the shapes are declared once in src/shared (the admin screen reads them too).
export { OUTBOX_STATES, type OutboxEntry, type OutboxState } from "../../src/shared/mail";
export { OutboxEntrySchema } from "../../src/shared/schemas/mail";

/**
 * The default adapter (no SMTP_URL): messages are kept in mail_outbox, where the operator of an
 * install without SMTP and the e2e tests read them. The log line names recipient and kind, never
 * the link: links carry secrets (issue 20 §4).
 */
export class OutboxMailer extends TransactionalMailer {
  readonly kind = "outbox";

  constructor(db: Db, log: Pick<FastifyBaseLogger, "info" | "warn" | "error">) {
    super(db, log, "kept");
  }

  protected stored({ id, to, kind }: Written): void {
    this.log.info({ id, to, kind }, "mail kept in the outbox (no SMTP_URL)");
  }

  wake(): void {
    // Nothing is delivered: the operator reads the outbox.
  }

  start(): void {
    // Nothing is delivered: the operator reads the outbox.
  }

  async idle(): Promise<void> {
    // Nothing runs in the background: a message is stored when its transaction commits.
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
      ...(r.suppressed_reason ? { suppressedReason: r.suppressed_reason } : {}),
      attempts: Number(r.attempts),
      lastError: r.last_error,
      nextAttemptAt: iso(r.next_attempt_at),
      sentAt: iso(r.sent_at),
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
}
