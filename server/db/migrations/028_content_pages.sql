-- Issue 35 §1: the content pages held in the database. Each page (one per route key of the content
-- manifest) keeps every save and every publication as a numbered revision with who and when; the page
-- row points at its published revision and, when there is one, at its draft. A schedule and a request
-- for approval (site setting contentRequiresApproval) hang from the page row. Seeded once from the
-- modules of src/content/pages (marker: app_meta 'content_pages_seeded'); a seed never overwrites a page.

CREATE TABLE content_pages (
  route_key text PRIMARY KEY,
  path text NOT NULL UNIQUE,
  -- The area of the site (transparencia, energia, acueducto, telco, atencion…).
  page_group text NOT NULL,
  -- The highest version number of the page's revisions (the next save takes last_version + 1).
  last_version integer NOT NULL CHECK (last_version >= 1),
  published_version integer NOT NULL,
  published_at timestamptz NOT NULL,
  draft_version integer,
  -- A publication at a time: the draft version it publishes and who asked for it.
  scheduled_at timestamptz,
  scheduled_version integer,
  scheduled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  scheduled_by_email text,
  scheduled_by_name text,
  -- A publication waiting for a second person's approval (of approval_version, at approval_publish_at or now).
  approval_version integer,
  approval_requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  approval_requested_by_email text,
  approval_requested_by_name text,
  approval_requested_at timestamptz,
  approval_publish_at timestamptz,
  CHECK ((scheduled_at IS NULL) = (scheduled_version IS NULL)),
  CHECK ((approval_version IS NULL) = (approval_requested_at IS NULL))
);
CREATE INDEX content_pages_scheduled_idx ON content_pages (scheduled_at) WHERE scheduled_at IS NOT NULL;

CREATE TABLE content_revisions (
  route_key text NOT NULL REFERENCES content_pages (route_key) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  kind text NOT NULL CHECK (kind IN ('published', 'draft')),
  -- The PageBody: title, description, keywords, lead, sections.
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Display name (or e-mail) kept apart from created_by, so a version still names a deleted account.
  created_by_name text,
  note text,
  PRIMARY KEY (route_key, version)
);

-- The prerendered HTML of a published page, composed by the server after a publication, so every
-- instance serves it (server/http/spa.ts prefers it to the built file when it is newer).
CREATE TABLE content_rendered (
  path text PRIMARY KEY,
  route_key text NOT NULL REFERENCES content_pages (route_key) ON DELETE CASCADE,
  version integer NOT NULL,
  html text NOT NULL,
  rendered_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_rendered_at_idx ON content_rendered (rendered_at);
