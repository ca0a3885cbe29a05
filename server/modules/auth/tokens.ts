import { createHash, randomBytes } from "node:crypto";

/** A secret handed to the client once; the database keeps only its hash. */
export interface IssuedToken {
  raw: string;
  hash: string;
}

const RAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes (256 bits, DESIGN §5) as base64url, with the SHA-256 hash to store. */
export function issueToken(): IssuedToken {
  const raw = randomBytes(32).toString("base64url");
  return { raw, hash: hashToken(raw) };
}

/** SHA-256 in hex: enough for 256-bit random secrets, which need no salt or slow hashing. */
export function hashToken(raw: string): string {
  return createHash("sha256").update(raw, "utf8").digest("hex");
}

/** True when the text could be a token we issued (skips the database for anything else). */
export function looksLikeToken(raw: string): boolean {
  return RAW_TOKEN.test(raw);
}
