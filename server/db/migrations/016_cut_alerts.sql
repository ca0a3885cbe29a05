-- Issue 24 §2: cut alerts by e-mail for a barrio or comuna (double opt-in), and mail headers.

-- One subscription per e-mail and area. The area is kept as typed (display) and folded (matching
-- against a cut's zones: no accents, lower case). The confirmation token is kept only as its
-- SHA-256 and expires; the unsubscribe token is not stored (an HMAC of the id with the install's
-- secret). Consent (Ley 1581 de 2012) is kept like sign-up's: policy version, when, channel, IP, UA.
CREATE TABLE cut_alert_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  area text NOT NULL,
  area_key text NOT NULL,
  services text[] NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'unsubscribed')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  consent_policy_version text NOT NULL,
  consent_at timestamptz NOT NULL DEFAULT now(),
  consent_channel text NOT NULL CHECK (consent_channel IN ('web')),
  consent_ip text,
  consent_user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cut_alert_subscriptions_email_area_key ON cut_alert_subscriptions (email, area_key);
CREATE UNIQUE INDEX cut_alert_subscriptions_confirm_key ON cut_alert_subscriptions (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
CREATE INDEX cut_alert_subscriptions_area_idx ON cut_alert_subscriptions (area_key) WHERE status = 'active';

-- Every alert sent: one row per subscription, cut, kind and change. The unique index makes a
-- second alert for the same cut and change impossible, even when two writers race.
CREATE TABLE cut_alert_sends (
  id bigserial PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES cut_alert_subscriptions (id) ON DELETE CASCADE,
  news_id uuid NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('change', 'reminder')),
  change_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cut_alert_sends_dedup_key ON cut_alert_sends (subscription_id, news_id, kind, change_key);
CREATE INDEX cut_alert_sends_news_idx ON cut_alert_sends (news_id);

-- Extra headers of a message (List-Unsubscribe, List-Unsubscribe-Post), kept with it so every
-- retry sends them.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
