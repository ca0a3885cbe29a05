-- Linking a contract needs a real proof (issue 20 §2): a random verification code per invoice,
-- kept as a keyed hash (for the comparison) and sealed with AES-256-GCM (so the duplicate PDF can
-- reprint it), never in clear; the holder's e-mail on file, told of every link; and one-time undo
-- links (hashed) that end an account's access to the contract.

-- Both set when the invoice is issued; invoices older than this migration get theirs in code, at
-- first use (the keys live in app_meta, out of reach of plain SQL on PGlite and PostgreSQL alike).
ALTER TABLE invoices ADD COLUMN verification_hash text;
ALTER TABLE invoices ADD COLUMN verification_code_sealed text;
ALTER TABLE invoices ADD CONSTRAINT invoices_verification_pair
  CHECK ((verification_hash IS NULL) = (verification_code_sealed IS NULL));

ALTER TABLE contracts ADD COLUMN holder_email text;

CREATE TABLE contract_link_undo (
  token_hash text PRIMARY KEY,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  -- The account whose link this undoes.
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Who received the link (the audit names them when they use it).
  sent_to text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_link_undo_link ON contract_link_undo (user_id, contract_id);
CREATE INDEX contract_link_undo_expiry ON contract_link_undo (expires_at);
