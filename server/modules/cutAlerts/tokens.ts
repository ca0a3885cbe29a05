import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh confirmation token (256 bits, URL-safe) and the hash that is stored in its place. */
export function newConfirmToken(): { raw: string; hash: string } {
  const raw = randomBytes(32).toString("base64url");
  return { raw, hash: hashToken(raw) };
}

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/** The unsubscribe token of a subscription: its id and an HMAC of it with the install's secret. */
export function unsubscribeToken(secret: string, id: string): string {
  return `${id}.${createHmac("sha256", secret).update(`cut-alert-unsubscribe:${id}`).digest("base64url")}`;
}

/** The subscription id an unsubscribe token names, when its HMAC is right; null otherwise. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.indexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(unsubscribeToken(secret, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
