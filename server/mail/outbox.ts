import { Type, type Static } from "@sinclair/typebox";
import type { FastifyBaseLogger } from "fastify";
import { Nullable, StringEnum } from "../../src/shared/schemas/common";
import type { Queryable } from "../db/db";
import type { Mailer, MailMessage } from "./mailer";
import * as repo from "./repository";
import { storeMessage } from "./repository";

export { storeMessage } from "./repository";

/** Where a message is in the queue (issue 20 §4); see migration 011. */
export type OutboxState = "kept" | "pending" | "sent" | "failed";
export const OUTBOX_STATES: readonly OutboxState[] = ["kept", "pending", "sent", "failed"];

const NullableDateTime = () => Nullable(Type.String({ format: "date-time" }));

/** A message as the outbox endpoint shows it (`GET /api/admin/mail-outbox`). */
export const OutboxEntrySchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  link: Nullable(Type.String()),
  kind: Type.String(),
  /** Extra headers the message carries (List-Unsubscribe, List-Unsubscribe-Post); absent when none. */
  headers: Type.Optional(Type.Record(Type.String(), Type.String())),
  // kept: no SMTP_URL, for the operator; pending: waiting for (another) SMTP attempt; sent; failed.
  state: StringEnum(OUTBOX_STATES),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  nextAttemptAt: NullableDateTime(),
  sentAt: NullableDateTime(),
  createdAt: Type.String({ format: "date-time" }),
});
export type OutboxEntry = Static<typeof OutboxEntrySchema>;

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
