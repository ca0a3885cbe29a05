import type { Queryable } from "../../db/db";
import type { CutService } from "../../../src/shared/news";

/** The cut alerts' statements (issue 24 §2): subscriptions and the alerts already sent. */

export type SubscriptionStatus = "pending" | "active" | "unsubscribed";

export interface SubscriptionRow {
  id: string;
  email: string;
  area: string;
  area_key: string;
  services: CutService[];
  status: SubscriptionStatus;
  confirm_expires_at: Date | null;
  confirmed_at: Date | null;
}

const COLUMNS = "id, email, area, area_key, services, status, confirm_expires_at, confirmed_at";

export interface Consent {
  policyVersion: string;
  ip: string;
  userAgent: string;
}

export interface NewSubscription {
  email: string;
  area: string;
  areaKey: string;
  services: readonly string[];
  userId: string | null;
  consent: Consent;
}

export async function findById(q: Queryable, id: string): Promise<SubscriptionRow | null> {
  const { rows } = await q.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM cut_alert_subscriptions WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Creates the subscription, or refreshes the one of the same e-mail and area (services, area as
 * typed, consent); `status` is where it ends up. A pending one gets the new confirmation token.
 * An active one is never turned back to pending (issue 31 §5): then nothing changes and the answer
 * is null (the caller asks its owner through requestChange).
 */
export async function upsertSubscription(
  q: Queryable,
  s: NewSubscription,
  status: "pending" | "active",
  confirm: { hash: string; expiresAt: Date } | null,
): Promise<SubscriptionRow | null> {
  const { rows } = await q.query<SubscriptionRow>(
    `INSERT INTO cut_alert_subscriptions (email, area, area_key, services, status, user_id, confirm_token_hash, confirm_expires_at,
         consent_policy_version, consent_channel, consent_ip, consent_user_agent, confirmed_at)
       VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9, 'web', $10, $11, CASE WHEN $5 = 'active' THEN now() END)
     ON CONFLICT (email, area_key) DO UPDATE SET
         area = EXCLUDED.area, services = EXCLUDED.services, status = EXCLUDED.status,
         user_id = COALESCE(EXCLUDED.user_id, cut_alert_subscriptions.user_id),
         confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at,
         consent_policy_version = EXCLUDED.consent_policy_version, consent_at = now(), consent_ip = EXCLUDED.consent_ip,
         consent_user_agent = EXCLUDED.consent_user_agent, unsubscribed_at = NULL, updated_at = now(), pending_services = NULL,
         confirmed_at = CASE WHEN EXCLUDED.status = 'active' THEN COALESCE(cut_alert_subscriptions.confirmed_at, now()) END
       WHERE cut_alert_subscriptions.status <> 'active' OR EXCLUDED.status = 'active'
     RETURNING ${COLUMNS}`,
    [
      s.email,
      s.area,
      s.areaKey,
      s.services,
      status,
      s.userId,
      confirm?.hash ?? null,
      confirm?.expiresAt.toISOString() ?? null,
      s.consent.policyVersion,
      s.consent.ip,
      s.consent.userAgent,
    ],
  );
  return rows[0] ?? null;
}

/**
 * Issue 31 §5: a request to change an active subscription's services waits for its owner: the
 * services and the token of the link mailed to them are kept; nothing else changes until then.
 */
export async function requestChange(
  q: Queryable,
  email: string,
  areaKey: string,
  services: readonly string[],
  confirm: { hash: string; expiresAt: Date },
): Promise<void> {
  await q.query(
    `UPDATE cut_alert_subscriptions SET pending_services = $3::text[], confirm_token_hash = $4, confirm_expires_at = $5
      WHERE email = $1 AND area_key = $2 AND status = 'active'`,
    [email, areaKey, services, confirm.hash, confirm.expiresAt.toISOString()],
  );
}

/**
 * Follows a confirmation link: a pending subscription becomes active; an active one takes the
 * services its owner was asked to confirm. Null when no unexpired token has this hash.
 */
export async function confirmByTokenHash(q: Queryable, hash: string, now: Date): Promise<SubscriptionRow | null> {
  const { rows } = await q.query<SubscriptionRow>(
    `UPDATE cut_alert_subscriptions SET status = 'active', services = COALESCE(pending_services, services), pending_services = NULL,
            confirmed_at = COALESCE(confirmed_at, $2), confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = $2
      WHERE confirm_token_hash = $1 AND status IN ('pending', 'active') AND confirm_expires_at > $2
      RETURNING ${COLUMNS}`,
    [hash, now.toISOString()],
  );
  return rows[0] ?? null;
}

export async function unsubscribe(q: Queryable, id: string): Promise<SubscriptionRow | null> {
  const { rows } = await q.query<SubscriptionRow>(
    `UPDATE cut_alert_subscriptions SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now()),
            confirm_token_hash = NULL, confirm_expires_at = NULL, pending_services = NULL, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Active subscriptions for any of these folded areas that include the service. */
export async function activeMatching(q: Queryable, areaKeys: readonly string[], service: string): Promise<SubscriptionRow[]> {
  if (areaKeys.length === 0) return [];
  const { rows } = await q.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM cut_alert_subscriptions WHERE status = 'active' AND area_key = ANY ($1::text[]) AND $2 = ANY (services) ORDER BY created_at, id`,
    [areaKeys, service],
  );
  return rows;
}

/** Active subscribers of each folded area (those with none are left out). */
export async function activeCounts(q: Queryable, areaKeys: readonly string[]): Promise<Map<string, number>> {
  if (areaKeys.length === 0) return new Map();
  const { rows } = await q.query<{ area_key: string; n: number }>(
    "SELECT area_key, count(*)::int AS n FROM cut_alert_subscriptions WHERE status = 'active' AND area_key = ANY ($1::text[]) GROUP BY area_key",
    [areaKeys],
  );
  return new Map(rows.map((r) => [r.area_key, Number(r.n)]));
}

/**
 * Claims the right to send one alert: true when this call recorded it, false when it was already
 * recorded (by an earlier run or a concurrent writer; the unique index decides).
 */
export async function claimSend(q: Queryable, subscriptionId: string, newsId: string, kind: "change" | "reminder", changeKey: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO cut_alert_sends (subscription_id, news_id, kind, change_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subscription_id, news_id, kind, change_key) DO NOTHING RETURNING id::text AS id`,
    [subscriptionId, newsId, kind, changeKey],
  );
  return rows.length > 0;
}

/**
 * Retention: pending subscriptions never confirmed are deleted `pendingDays` after their link
 * expired; unsubscribed ones `unsubscribedDays` after leaving. Returns how many rows went.
 */
export async function sweepSubscriptions(q: Queryable, now: Date, pendingDays: number, unsubscribedDays: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM cut_alert_subscriptions
        WHERE (status = 'pending' AND confirm_expires_at < $1::timestamptz - $2::int * interval '1 day')
           OR (status = 'unsubscribed' AND unsubscribed_at < $1::timestamptz - $3::int * interval '1 day')
        RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [now.toISOString(), pendingDays, unsubscribedDays],
  );
  return Number(rows[0].n);
}

/** Whether this subscription already had a change alert for this cut (the next one says "cambió"). */
export async function sentBefore(q: Queryable, subscriptionId: string, newsId: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM cut_alert_sends WHERE subscription_id = $1 AND news_id = $2 AND kind = 'change' LIMIT 1", [
    subscriptionId,
    newsId,
  ]);
  return rows.length > 0;
}
