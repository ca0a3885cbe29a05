import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The one-click tokens of the notices' mails (RFC 8058). Nothing is stored: a token is what it
 * names and an HMAC of that with the install's secret. "r" stops an account's payment reminders;
 * "s" removes a contract's second recipient, and only while that recipient is the address the
 * token was made for (the HMAC covers it), so an old mail cannot remove a later recipient.
 */
export type NoticeToken = { kind: "r"; userId: string } | { kind: "s"; contractId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, what: string): string {
  return createHmac("sha256", secret).update(`invoice-notice:${what}`).digest("base64url");
}

export function reminderToken(secret: string, userId: string): string {
  return `r.${userId}.${mac(secret, `r:${userId}`)}`;
}

export function secondRecipientToken(secret: string, contractId: string, email: string): string {
  return `s.${contractId}.${mac(secret, `s:${contractId}:${email}`)}`;
}

/** What a token names, before its HMAC is checked (a second recipient's needs the current address). */
export function parseToken(token: string): NoticeToken | null {
  const [kind, id, sig, ...rest] = token.split(".");
  if (rest.length > 0 || !sig || !UUID.test(id ?? "")) return null;
  if (kind === "r") return { kind, userId: id };
  if (kind === "s") return { kind, contractId: id };
  return null;
}

/** Compares a token with the one expected, in constant time. */
export function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
