-- Issue 20 §4: bot protection. Each solved ALTCHA challenge is accepted once: its nonce is kept
-- (as a SHA-256) until the challenge expires, so one solve cannot be replayed for many filings.
-- Counters of failed sign-ins stay in rate_limit_hits (002_auth.sql) under new buckets.

CREATE TABLE captcha_used (
  nonce_hash text PRIMARY KEY,
  -- The SHA-256 of the Idempotency-Key of the filing it was spent on, if any: a retry of that same
  -- filing may present it again (it cannot make a second radicado).
  scope text,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_used_expires_idx ON captcha_used (expires_at);
