import type { Queryable } from "../../db/db";

/** Spent bot-check solutions (issue 20 §4): each nonce is accepted once. */

/** Records a nonce as spent; true when it was new. */
export async function spendNonce(db: Queryable, nonceHash: string, scopeHash: string | null, expiresAt: Date): Promise<boolean> {
  const inserted = await db.query(
    "INSERT INTO captcha_used (nonce_hash, scope, expires_at) VALUES ($1, $2, $3) ON CONFLICT (nonce_hash) DO NOTHING RETURNING nonce_hash",
    [nonceHash, scopeHash, expiresAt],
  );
  return inserted.rows.length === 1;
}

/** The scope a spent nonce was spent on (undefined when it was never spent). */
export async function scopeOfSpentNonce(db: Queryable, nonceHash: string): Promise<string | null | undefined> {
  const { rows } = await db.query<{ scope: string | null }>("SELECT scope FROM captcha_used WHERE nonce_hash = $1", [nonceHash]);
  return rows.length === 1 ? rows[0].scope : undefined;
}

/** Forgets spent nonces whose challenges have expired (they can no longer verify anyway). */
export async function forgetExpiredNonces(db: Queryable): Promise<void> {
  await db.query("DELETE FROM captcha_used WHERE expires_at < now()");
}
