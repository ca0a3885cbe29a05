-- Administration (issue 9): the site settings an administrator edits (attention lines, emergency
-- numbers, office hours, maintenance banner, chat, the PQRS mailbox), one row per setting so each
-- change is its own line in the audit log; and the indexes the users and audit screens search by.

CREATE TABLE site_settings (
  key text PRIMARY KEY CHECK (key IN (
    'switchboard', 'freeLine', 'antiCorruptionLine', 'emergencyEnergy', 'emergencyWater',
    'emergencyTelecom', 'officeHours', 'maintenanceBannerEnabled', 'maintenanceBannerText',
    'chatEnabled', 'pqrsMailbox'
  )),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Kept apart from updated_by so the screen still names a deleted account.
  updated_by_email text NOT NULL
);

CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at);
CREATE INDEX users_created_idx ON users (created_at);
