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
  | "cut_alert_reminder";

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
}

/**
 * The Mailer port. The mail_outbox table is the queue of both adapters (issue 20 §4): without
 * SMTP_URL messages are kept there for the operator; with it they wait there until SMTP accepts
 * them, retried with backoff, and nothing is ever dropped.
 */
export interface Mailer {
  /** "outbox" when messages stay in the database for the operator to read. */
  readonly kind: "outbox" | "smtp";
  /** Stores the message in the outbox (the queue) and resolves; delivery, if any, follows. */
  send(message: MailMessage): Promise<void>;
  /** Starts delivering what is due, including messages left by an earlier run. */
  start(): void;
  /** Resolves when no delivery is under way and nothing due is left to try now. */
  idle(): Promise<void>;
  /** Waits for the delivery under way and stops; messages not yet sent stay queued for the next start. */
  close(): Promise<void>;
}
