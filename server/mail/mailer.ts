import type { Queryable } from "../db/db";

/** What the portal sends by e-mail (DESIGN §2: the Mailer port). */
export type MailKind =
  | "verify_email"
  | "reset_password"
  | "password_changed"
  | "registration_attempt"
  | "digital_bill_enrolled"
  | "contract_linked"
  | "payment_receipt"
  | "case_acknowledgment"
  | "case_response"
  | "case_extension"
  | "case_notice"
  | "cut_alert_confirm"
  | "cut_alert"
  | "cut_alert_reminder"
  | "outage_alert"
  | "outage_report_restored"
  | "digital_bill_second"
  | "bill_ready"
  | "payment_reminder";

/** One e-mail: plain text and HTML bodies of the same content, and the link it carries, if any. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  kind: MailKind;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), stored with the message so retries keep them. */
  headers?: Record<string, string>;
  /**
   * Issue 31 §5: the address has not shown that it belongs to whoever caused this message (a
   * confirmation, a verification or reset link, a registration notice, an acknowledgment to an
   * address typed in a form). Such messages are capped per recipient, and must carry nothing the
   * requester typed.
   */
  unsolicited?: boolean;
}

/** Most unsolicited messages one recipient gets, per hour and per day, across every form. */
export interface RecipientCap {
  perHour: number;
  perDay: number;
}

/** Issue 31 §5: enough for a person's own sign-up, resends, resets and filings; far too few to bomb anyone. */
export const RECIPIENT_CAP: RecipientCap = { perHour: 5, perDay: 15 };

/** What became of a message written to the outbox: queued (or kept), or suppressed by the cap. */
export type Enqueued = "queued" | "suppressed";

/**
 * The Mailer port. The mail_outbox table is the queue of both adapters (issue 20 §4): without
 * SMTP_URL messages are kept there for the operator; with it they wait there until SMTP accepts
 * them, retried with backoff, and nothing is ever dropped. Issue 31 §3 (the transactional
 * outbox): a message is written in the transaction of the change that causes it, so both commit
 * or neither does; delivery starts once that transaction has committed.
 */
export interface Mailer {
  /** "outbox" when messages stay in the database for the operator to read. */
  readonly kind: "outbox" | "smtp";
  /** The cap of unsolicited messages per recipient (RECIPIENT_CAP; tests that mail one address often raise it). */
  recipientCap: RecipientCap;
  /**
   * Writes the message into the outbox within `tx`, a transaction of the change that causes it:
   * the row commits or rolls back with that change. A failed insert throws, failing the change.
   * An unsolicited message over its recipient's cap is stored as 'suppressed' and never sent.
   */
  enqueue(tx: Queryable, message: MailMessage): Promise<Enqueued>;
  /**
   * Runs `fn` in one database transaction and, once it has committed, starts delivering the
   * messages it enqueued (a rollback takes them away). Modules use it where a write causes mail.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** A message no other write causes (tests, tools): stored in its own transaction. */
  send(message: MailMessage): Promise<void>;
  /** Starts delivering what is due, including messages left by an earlier run. */
  start(): void;
  /** Resolves when no delivery is under way and nothing due is left to try now. */
  idle(): Promise<void>;
  /**
   * Stops. Waits a few seconds at most for the delivery under way (issue 31 §3: a hung SMTP
   * conversation never holds the shutdown); messages not yet sent stay queued for the next start.
   */
  close(): Promise<void>;
}
