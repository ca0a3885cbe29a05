import type { DocumentType } from "../../../src/shared/constants";
import { boundedCount } from "../../db/boundedCount";
import { bogotaDaySql } from "../../db/sqlDates";
import { containsPattern, SqlFilters } from "../../db/sqlFilters";
import type { Queryable } from "../../db/db";
import type { UserRow, UserType } from "./presenter";

/** Purposes of the single-use links sent by e-mail. */
export type TokenPurpose = "verify_email" | "reset_password";

/** The columns of a new account; e-mail, document and phone already in their stored form. */
export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  documentType: DocumentType | null;
  documentNumber: string | null;
  phoneNumber: string | null;
  contractNumber: string | null;
  userType: UserType;
  roles: readonly string[];
  isEmailVerified: boolean;
}

/** Who asked, as far as the server can tell (kept with sessions and consents). */
export interface RequestContext {
  ip: string;
  userAgent: string;
}

const INSERT_USER = `INSERT INTO users (email, password_hash, first_name, last_name, document_type, document_number,
    phone_number, contract_number, user_type, roles, is_email_verified)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11)`;

function userParams(u: NewUser): unknown[] {
  return [
    u.email,
    u.passwordHash,
    u.firstName,
    u.lastName,
    u.documentType,
    u.documentNumber,
    u.phoneNumber,
    u.contractNumber,
    u.userType,
    u.roles.map((r) => r.toUpperCase()),
    u.isEmailVerified,
  ];
}

/** Inserts an account; a taken e-mail raises the unique violation (SQLSTATE 23505). */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(`${INSERT_USER} RETURNING *`, userParams(user));
  return rows[0];
}

/** Inserts an account unless the e-mail is taken; null in that case. */
export async function insertUserIfAbsent(q: Queryable, user: NewUser): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`${INSERT_USER} ON CONFLICT (email) DO NOTHING RETURNING *`, userParams(user));
  return rows[0] ?? null;
}

/** The account with this (normalized) e-mail. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>("SELECT * FROM users WHERE email = $1", [email]);
  return rows[0] ?? null;
}

/** True for the text form of a UUID (ids from outside are checked before they reach SQL). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** The account with this id; null also for text that is not a UUID. */
export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await q.query<UserRow>("SELECT * FROM users WHERE id = $1", [id]);
  return rows[0] ?? null;
}

/** Ley 1581 de 2012: when, which policy version and through which channel the person consented. */
export async function recordConsent(q: Queryable, userId: string, policyVersion: string, ctx: RequestContext): Promise<void> {
  await q.query("INSERT INTO user_consents (user_id, policy_version, channel, ip, user_agent) VALUES ($1, $2, 'web', $3, $4)", [
    userId,
    policyVersion,
    ctx.ip,
    ctx.userAgent,
  ]);
}

/** Stores a new session by the hash of its token. */
export async function insertSession(q: Queryable, tokenHash: string, userId: string, ttlS: number, ctx: RequestContext): Promise<void> {
  await q.query(
    `INSERT INTO auth_sessions (token_hash, user_id, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + $3::int * interval '1 second', $4, $5)`,
    [tokenHash, userId, ttlS, ctx.ip, ctx.userAgent],
  );
}

/** The active account behind a live session (not revoked, not expired); null otherwise. */
export async function findSessionUser(q: Queryable, tokenHash: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT u.* FROM auth_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Ends one session. */
export async function revokeSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query("UPDATE auth_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL", [tokenHash]);
}

/** Ends every session of an account (password reset, deactivation). */
export async function revokeAllSessions(q: Queryable, userId: string): Promise<number> {
  const res = await q.query("UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL", [userId]);
  return res.rowCount;
}

/** Records a successful sign-in and returns the updated row. */
export async function touchLastLogin(q: Queryable, userId: string): Promise<UserRow> {
  const { rows } = await q.query<UserRow>("UPDATE users SET last_login = now() WHERE id = $1 RETURNING *", [userId]);
  return rows[0];
}

/** Stores a single-use link token by its hash. */
export async function insertToken(q: Queryable, tokenHash: string, userId: string, purpose: TokenPurpose, ttlS: number): Promise<void> {
  await q.query("INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + $4::int * interval '1 second')", [
    tokenHash,
    userId,
    purpose,
    ttlS,
  ]);
}

/** Makes every unused token of that purpose unusable. */
export async function invalidateTokens(q: Queryable, userId: string, purpose: TokenPurpose): Promise<void> {
  await q.query("UPDATE auth_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL", [userId, purpose]);
}

/** The active account a usable (unused, unexpired) token belongs to, without using it up. */
export async function findTokenUser(q: Queryable, tokenHash: string, purpose: TokenPurpose): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT u.* FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now() AND u.is_active`,
    [tokenHash, purpose],
  );
  return rows[0] ?? null;
}

/** Uses a token up, atomically: the id of its account, or null when it was not usable. */
export async function consumeToken(q: Queryable, tokenHash: string, purpose: TokenPurpose): Promise<string | null> {
  const { rows } = await q.query<{ user_id: string }>(
    `UPDATE auth_tokens t SET used_at = now() FROM users u
      WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()
        AND u.id = t.user_id AND u.is_active
      RETURNING t.user_id`,
    [tokenHash, purpose],
  );
  return rows[0]?.user_id ?? null;
}

/** Sets a new password hash; the mailbox was proven by the reset link, so the e-mail counts as verified. */
export async function setPasswordHash(q: Queryable, userId: string, passwordHash: string): Promise<UserRow> {
  const { rows } = await q.query<UserRow>("UPDATE users SET password_hash = $2, is_email_verified = true, updated_at = now() WHERE id = $1 RETURNING *", [
    userId,
    passwordHash,
  ]);
  return rows[0];
}

/** Marks the e-mail as verified. */
export async function markEmailVerified(q: Queryable, userId: string): Promise<UserRow> {
  const { rows } = await q.query<UserRow>("UPDATE users SET is_email_verified = true, updated_at = now() WHERE id = $1 RETURNING *", [userId]);
  return rows[0];
}

/** Activates or deactivates an account; null when there is no such account. */
export async function updateActive(q: Queryable, userId: string, active: boolean): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>("UPDATE users SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING *", [userId, active]);
  return rows[0] ?? null;
}

/** Adds roles an account lacks, keeping the ones it has. */
export async function addRoles(q: Queryable, userId: string, roles: readonly string[]): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `UPDATE users SET roles = ARRAY(
        SELECT r FROM unnest(roles || $2::text[]) WITH ORDINALITY AS x(r, n) GROUP BY r ORDER BY min(n)
      ), updated_at = now()
      WHERE id = $1 RETURNING *`,
    [userId, roles.map((r) => r.toUpperCase())],
  );
  return rows[0];
}

/** Deletes sessions and link tokens that ended long ago (kept a while for support questions). */
export async function deleteStale(q: Queryable, keepDays: number): Promise<void> {
  await q.query("DELETE FROM auth_sessions WHERE expires_at < now() - $1::int * interval '1 day'", [keepDays]);
  await q.query("DELETE FROM auth_tokens WHERE expires_at < now() - $1::int * interval '1 day'", [keepDays]);
}

/**
 * The dashboard's figures of accounts (issue 21): totals, new in two stretches, verified. Total,
 * active and verified come from user_counters, which triggers keep in the transaction of every
 * change (034_user_counters.sql, issue 37); the new accounts are counted through users_order_idx,
 * over a month each, so the figures cost the same at 100,000 accounts as at 50.
 */
export async function userFigures(q: Queryable, month: { from: string; to: string }, previous: { from: string; to: string }) {
  const { rows } = await q.query<{ total: number; active: number; new_month: number; new_previous: number; verified: number }>(
    `SELECT c.total::int AS total, c.active::int AS active, c.verified::int AS verified,
            (SELECT count(*) FROM users WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz)::int AS new_month,
            (SELECT count(*) FROM users WHERE created_at >= $3::timestamptz AND created_at < $4::timestamptz)::int AS new_previous
       FROM user_counters c`,
    [month.from, month.to, previous.from, previous.to],
  );
  return rows[0];
}

/** Accounts created per Bogotá day in [from, to). */
export async function usersCreatedByDay(q: Queryable, from: string, to: string) {
  const { rows } = await q.query<{ day: string; n: number }>(
    `SELECT ${bogotaDaySql("created_at")} AS day, count(*)::int AS n FROM users
      WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz GROUP BY day`,
    [from, to],
  );
  return rows;
}

/** The users list of the administration: search (name, e-mail, document, phone), role, state, since. */
export interface UserSearch {
  q: string;
  role?: string;
  status?: "activos" | "inactivos" | "sin_verificar";
  createdFrom?: string;
}

/**
 * A page of the users list, newest first, and its total counted up to 1,000 (issue 37: past it
 * `totalBounded`). The order is users_order_idx's, and each filter that keeps few accounts has an
 * index in that order too (034_user_counters.sql): a page reads about offset + limit entries and
 * the count at most 1,001, whatever the number of accounts.
 */
export async function searchUsers(
  q: Queryable,
  search: UserSearch,
  page: number,
  pageSize: number,
): Promise<{ rows: UserRow[]; total: number; totalBounded: boolean }> {
  const f = new SqlFilters();
  if (search.q !== "") {
    const text = f.param(containsPattern(search.q));
    // A document typed with dots or spaces (1.020.304.050) finds the stored digits.
    const doc = f.param(containsPattern(search.q.replace(/[\s.]/g, "")));
    // The columns of users_search_trgm (015_search_indexes.sql), so a search reads that index,
    // not the table: name and e-mail ignore case and accents ("garcia" finds "García").
    f.add(`(search_text LIKE search_fold(${text}) OR search_ids ILIKE ${doc})`);
  }
  if (search.role === "USER") f.add("'USER' = ANY (roles)");
  else if (search.role) {
    // Staff roles, held by few: users_roles_gin finds them to count, and users_staff_idx (whose
    // condition is written here as it is there: only staff hold a role other than USER) lists them.
    f.add("roles @> ARRAY[?]::text[]", search.role);
    f.add(STAFF);
  }
  if (search.status === "activos") f.add("is_active");
  if (search.status === "inactivos") f.add("NOT is_active");
  if (search.status === "sin_verificar") f.add("NOT is_email_verified");
  if (search.createdFrom) f.add("created_at >= ?::timestamptz", search.createdFrom);
  const { clause, params } = f;
  // Without a search the count reads in the list's order too, so it walks the index that serves the
  // page (a partial one for a filter that keeps few) and stops at 1,001 matches; a search is counted
  // from its trigram index instead.
  const order = "ORDER BY created_at DESC, id";
  const { total, totalBounded } = await boundedCount(q, `FROM users ${clause} ${search.q === "" ? order : ""}`, params);
  const { rows } = await q.query<UserRow>(
    `SELECT * FROM users ${clause} ${order} LIMIT ${Math.trunc(pageSize)} OFFSET ${Math.trunc((page - 1) * pageSize)}`,
    params,
  );
  return { rows, total, totalBounded };
}

/** The accounts that hold more than USER (staff, the service account): users_staff_idx's condition. */
const STAFF = "roles <> '{USER}'::text[]";

/**
 * Locks an account and every active SUPER_ADMIN (in id order), so two administrators removing the
 * last two SUPER_ADMIN roles at the same time cannot both succeed.
 */
export async function lockUserAndSuperAdmins(tx: Queryable, id: string): Promise<void> {
  await tx.query("SELECT id FROM users WHERE id = $1 OR ('SUPER_ADMIN' = ANY (roles) AND is_active) ORDER BY id FOR UPDATE", [id]);
}

export async function updateRoles(tx: Queryable, id: string, roles: readonly string[]): Promise<void> {
  await tx.query("UPDATE users SET roles = $2::text[], updated_at = now() WHERE id = $1", [id, roles]);
}

/** Active accounts holding SUPER_ADMIN other than `id`. */
export async function countOtherActiveSuperAdmins(q: Queryable, id: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE 'SUPER_ADMIN' = ANY (roles) AND is_active AND id <> $1", [id]);
  return rows[0].n;
}

/** An account's newest sessions (the administration's detail). */
export async function recentSessions(q: Queryable, userId: string, limit = 20) {
  const { rows } = await q.query<{ created_at: Date; expires_at: Date; revoked_at: Date | null; ip: string | null; user_agent: string | null }>(
    `SELECT created_at, expires_at, revoked_at, ip, user_agent FROM auth_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT ${Math.trunc(limit)}`,
    [userId],
  );
  return rows;
}
