-- Issue 20 §3: site settings carry a version, so a save based on an old read is refused (409)
-- instead of silently overwriting another administrator's change.
CREATE TABLE site_settings_version (
  -- One row only.
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer NOT NULL DEFAULT 0
);
INSERT INTO site_settings_version (id, version) VALUES (true, 0);

-- Issue 20 §4: the outbox is the mail queue of both adapters. 'kept': no SMTP_URL, the operator
-- reads it (the behaviour before this migration, so existing rows are 'kept'); 'pending': waiting
-- for (another) SMTP attempt at next_attempt_at; 'sent'; 'failed': every attempt failed. No row
-- is ever deleted by the portal.
ALTER TABLE mail_outbox
  ADD COLUMN state text NOT NULL DEFAULT 'kept' CHECK (state IN ('kept', 'pending', 'sent', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN sent_at timestamptz;

-- What the delivery worker looks for.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, seq) WHERE state = 'pending';
