import type { Queryable } from "../db/db";
import type { MailMessage } from "./mailer";
import type { OutboxState } from "./outbox";

/** The mail_outbox table's statements: the outbox (no SMTP) and the queue of the SMTP adapter. */

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  link: string | null;
  kind: string;
  headers: Record<string, string> | null;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
}

export interface QueuedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/** Stores one message in mail_outbox in the given state ('kept' or 'pending'); returns its id. */
export async function storeMessage(db: Queryable, message: MailMessage, state: "kept" | "pending"): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, link, kind, state, next_attempt_at, headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7 = 'pending' THEN now() END, $8::jsonb) RETURNING id`,
    [message.to, message.subject, message.text, message.html, message.link ?? null, message.kind, state, JSON.stringify(message.headers ?? {})],
  );
  return rows[0].id;
}

/** The newest messages first, optionally only those sent to one address or in one state. */
export async function newestMessages(db: Queryable, to: string | null, state: OutboxState | null, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, link, kind, headers, state, attempts, last_error, next_attempt_at, sent_at, created_at
       FROM mail_outbox
      WHERE ($1::text IS NULL OR to_address = $1) AND ($2::text IS NULL OR state = $2)
      ORDER BY seq DESC LIMIT $3`,
    [to, state, limit],
  );
  return rows;
}

/** Takes the oldest due message, counting the attempt and leasing it for `leaseS` seconds, in one statement. */
export async function claimDue(db: Queryable, leaseS: number): Promise<QueuedRow | null> {
  const { rows } = await db.query<QueuedRow>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + ($1::int * interval '1 second')
        WHERE id = (SELECT id FROM mail_outbox WHERE state = 'pending' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at, seq LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND state = 'pending'
        RETURNING id, to_address, subject, text_body, html_body, kind, headers, attempts`,
    [leaseS],
  );
  return rows[0] ?? null;
}

/** A failed attempt: its error, and either the next attempt after `retryS` or `failed` for good. */
export async function recordFailure(db: Queryable, id: string, error: string, failed: boolean, retryS: number): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET last_error = $2, state = CASE WHEN $3::boolean THEN 'failed' ELSE 'pending' END,
                next_attempt_at = CASE WHEN $3::boolean THEN NULL ELSE now() + ($4::int * interval '1 second') END
          WHERE id = $1`,
    [id, error, failed, retryS],
  );
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query("UPDATE mail_outbox SET state = 'sent', sent_at = now(), next_attempt_at = NULL WHERE id = $1", [id]);
}
