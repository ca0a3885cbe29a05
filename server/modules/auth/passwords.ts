import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt (memory-hard, DESIGN §8) with N=2^15, r=8, p=1: about 32 MiB and tens of milliseconds per
 * hash. The stored form names its parameters, `scrypt$N$r$p$salt$hash`, so they can be raised later
 * without breaking older hashes.
 */
export const PRODUCTION_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * Under Jest only (JEST_WORKER_ID is set by Jest in its workers and inherited by the servers a test
 * starts; nothing else sets it), N=2^10: the suites sign up and sign in thousands of times, at up to
 * half a second a hash on a loaded two-core machine. The stored form names N, so verifying is the
 * same code either way; `auth.passwords.test.ts` checks that a real start hashes with N=2^15.
 */
export const PARAMS = process.env.JEST_WORKER_ID === undefined ? PRODUCTION_PARAMS : ({ ...PRODUCTION_PARAMS, N: 2 ** 10 } as const);
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Above Node's 32 MiB default, which N=2^15, r=8 (128·N·r = 32 MiB plus overhead) would exceed. */
const MAX_MEM = 64 * 1024 * 1024;
/** Upper bound on a stored N we accept, so a tampered row cannot make verification exhaust memory. */
const MAX_N = 2 ** 17;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password with a fresh random salt (async: the event loop keeps serving meanwhile). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { ...PARAMS, maxmem: MAX_MEM });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when the password matches the stored hash; false for any other input, malformed or not. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 16 || p < 1 || p > 4) {
    return false;
  }
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, expected.length, { N, r, p, maxmem: Math.max(MAX_MEM, 129 * N * r * p) });
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/**
 * A hash of no one's password: checking an unknown e-mail against it costs the same time as a real
 * account, so the answer's timing does not reveal which e-mails have accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummy;
}
