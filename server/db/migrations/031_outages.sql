-- Issue 36: unplanned outages (incidents) with their areas, their public history, the failure
-- reports (FAL-…) merged into them, and the alerts already sent for them.

-- The last number given per year of opening (INC-AAAA-NNNNNN). Taken with an upsert inside the
-- transaction that opens the incident: a rolled-back opening never used its number.
CREATE TABLE outage_sequences (
  year integer PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number > 0)
);

CREATE TABLE outages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE CHECK (reference ~ '^INC-[0-9]{4}-[0-9]{6}$'),
  -- The same keys as the programmed cuts (src/shared/news.ts CUT_SERVICES).
  service text NOT NULL CHECK (service IN ('energia', 'acueducto', 'alcantarillado', 'telco')),
  status text NOT NULL CHECK (status IN ('reported', 'crew_assigned', 'working', 'restored')),
  cause text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL,
  estimated_restoration_at timestamptz,
  restored_at timestamptz,
  -- The ETR of the last mail to the subscribers: a later move of more than 30 minutes from it is told (issue 36 §3).
  announced_restoration_at timestamptz,
  -- Optimistic concurrency: a change names the version it read; a stale one is refused (409).
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- It closes only with a restoration time, never before it started.
  CHECK ((status = 'restored') = (restored_at IS NOT NULL)),
  CHECK (restored_at IS NULL OR restored_at >= started_at)
);
CREATE INDEX outages_current_idx ON outages (started_at DESC) WHERE restored_at IS NULL;
CREATE INDEX outages_restored_idx ON outages (restored_at DESC) WHERE restored_at IS NOT NULL;

-- The areas as given (a barrio, a vereda or a contract number) and, when known, the barrio or vereda
-- it is shown as and alerted by (a contract's is its own barrio; contracts are never public).
CREATE TABLE outage_areas (
  outage_id uuid NOT NULL REFERENCES outages (id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('barrio', 'vereda', 'contract')),
  name text NOT NULL,
  public_kind text CHECK (public_kind IN ('barrio', 'vereda')),
  public_name text,
  -- Folded like the cut alerts' subscriptions (src/shared/cutAlerts.ts areaKey) to match them.
  area_key text,
  PRIMARY KEY (outage_id, position),
  CHECK ((public_name IS NULL) = (area_key IS NULL) AND (public_name IS NULL) = (public_kind IS NULL))
);
CREATE INDEX outage_areas_key_idx ON outage_areas (area_key) WHERE area_key IS NOT NULL;

-- Every change of status, ETR or note, with its time and who made it (the public sees all but who).
CREATE TABLE outage_history (
  id bigserial PRIMARY KEY,
  outage_id uuid NOT NULL REFERENCES outages (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL CHECK (status IN ('reported', 'crew_assigned', 'working', 'restored')),
  estimated_restoration_at timestamptz,
  -- Set when this change moved the ETR: the one it replaced.
  previous_estimated_restoration_at timestamptz,
  -- Set when this change wrote the public note.
  note text,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_email text
);
CREATE INDEX outage_history_outage_idx ON outage_history (outage_id, id);

-- Failure reports (cases of kind 'falla', FAL-…) merged into an incident: each into one incident
-- at most; their reporters are told when it is restored.
CREATE TABLE outage_reports (
  outage_id uuid NOT NULL REFERENCES outages (id) ON DELETE CASCADE,
  case_id uuid NOT NULL UNIQUE REFERENCES cases (id) ON DELETE CASCADE,
  reference text NOT NULL,
  merged_at timestamptz NOT NULL DEFAULT now(),
  merged_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (outage_id, case_id)
);

-- Issue 36 §3: each alerting event of an incident ('opened', 'etr:<version>', 'restored') is
-- claimed here in the transaction that writes its mails: the primary key lets one writer win,
-- whatever is retried and on however many instances, so no event is ever mailed twice.
CREATE TABLE outage_alert_events (
  outage_id uuid NOT NULL REFERENCES outages (id) ON DELETE CASCADE,
  event_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (outage_id, event_key)
);
