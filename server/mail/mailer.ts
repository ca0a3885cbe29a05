/** What the portal sends by e-mail (DESIGN §2: the Mailer port). */
export type MailKind =
  | "verify_email"
  | "reset_password"
  | "password_changed"
  | "digital_bill_enrolled"
  | "payment_receipt"
  | "case_acknowledgment"
  | "case_response"
  | "case_extension"
  | "case_notice";

/** One e-mail: plain text and HTML bodies of the same content, and the link it carries, if any. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  kind: MailKind;
}

/** The Mailer port: the outbox table by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  /** "outbox" when messages stay in the database for the operator to read. */
  readonly kind: "outbox" | "smtp";
  /** Accepts a message for delivery; resolves once it is stored (outbox) or handed over (SMTP). */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (or failed and been logged). */
  idle(): Promise<void>;
  /** Waits for deliveries under way, then releases the connection. */
  close(): Promise<void>;
}
