-- Issue 31 §5 "Mail bombing": an unsolicited message (a confirmation, a verification or reset
-- link, a registration notice, an acknowledgment to an address not known to be the requester's)
-- carries its recipient's cap key (the address without a +tag), and the messages of one key are
-- capped per hour and per day. A capped message is kept as 'suppressed' with the reason, never sent.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_state_check;
ALTER TABLE mail_outbox
  ADD CONSTRAINT mail_outbox_state_check CHECK (state IN ('kept', 'pending', 'sent', 'failed', 'suppressed')),
  ADD COLUMN cap_key text,
  ADD COLUMN suppressed_reason text;
-- What the cap counts: the unsolicited messages of one recipient that were not suppressed.
CREATE INDEX mail_outbox_cap_idx ON mail_outbox (cap_key, created_at) WHERE cap_key IS NOT NULL AND state <> 'suppressed';

-- Issue 31 §5 "Someone else's cut-alert subscription": a request that would change an active
-- subscription waits, with its services here and its token in confirm_token_hash, until the owner
-- follows the link mailed to them.
ALTER TABLE cut_alert_subscriptions ADD COLUMN pending_services text[];
