-- Accounts (issue 3): people and staff, their sessions, one-time e-mail tokens, the record of each
-- personal-data consent (Ley 1581 de 2012), rate-limit counters and the mail outbox. Everything an
-- instance needs to agree with the others lives here, never in memory (DESIGN §2).

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased and trimmed (normalizeEmail), so accounts are unique case-insensitively.
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  document_type text CHECK (document_type IN ('CC', 'CE', 'NIT', 'TI', 'PP', 'PEP')),
  document_number text,
  phone_number text,
  contract_number text,
  user_type text NOT NULL CHECK (user_type IN ('PERSONA_NATURAL', 'PERSONA_JURIDICA', 'FUNCIONARIO')),
  -- DESIGN §3: upper-case role names; every account holds at least USER.
  roles text[] NOT NULL DEFAULT '{USER}' CHECK ('USER' = ANY (roles)),
  profile_picture text,
  is_active boolean NOT NULL DEFAULT true,
  is_email_verified boolean NOT NULL DEFAULT false,
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

-- Ley 1581 de 2012: consent is prior, express and informed; keep when, which policy and which channel.
CREATE TABLE user_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  policy_version text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  channel text NOT NULL CHECK (channel IN ('web')),
  ip text,
  user_agent text
);
CREATE INDEX user_consents_user_idx ON user_consents (user_id);

-- Bearer sessions: only the SHA-256 of the token is kept, so a database leak yields no usable token.
CREATE TABLE auth_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- Single-use links sent by e-mail (verify the address, reset the password), hashed like sessions.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);

-- One row per counted attempt; limits hold across instances because the counters are shared here.
CREATE TABLE rate_limit_hits (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_lookup_idx ON rate_limit_hits (bucket, key, created_at);
CREATE INDEX rate_limit_hits_created_idx ON rate_limit_hits (created_at);

-- Mail of an install without SMTP_URL: kept here so the operator (and the e2e tests) can read it.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Insertion order: clocks (PGlite's among them) may give two messages the same timestamp.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  link text,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX mail_outbox_seq_idx ON mail_outbox (seq DESC);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, seq DESC);
