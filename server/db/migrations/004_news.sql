-- News and service cuts (issue 6, DESIGN §5): published, scheduled or draft items written by
-- administrators, with bodies sanitized before they are stored; uploaded images kept in the
-- database so every instance serves them; and the audit log of administrative changes (who, when,
-- what, before and after), which later modules write too.

CREATE TABLE news_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Sniffed from the bytes, never taken from the upload's name or header.
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes integer NOT NULL CHECK (bytes > 0),
  data bytea NOT NULL,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE news (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  body_html text NOT NULL,
  category text NOT NULL CHECK (category IN ('general', 'energia', 'acueducto-alcantarillado', 'telco', 'cortes')),
  tags text[] NOT NULL DEFAULT '{}',
  image_id uuid REFERENCES news_images (id) ON DELETE SET NULL,
  image_alt text NOT NULL DEFAULT '',
  -- A scheduled item becomes public at publish_at; a published one was published then.
  status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
  publish_at timestamptz,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  reading_minutes integer NOT NULL DEFAULT 0,
  -- Service cuts (category cortes): service, affected barrios / comunas and the window.
  cut_service text CHECK (cut_service IN ('energia', 'acueducto', 'alcantarillado', 'telco')),
  cut_zones text[],
  cut_starts_at timestamptz,
  cut_ends_at timestamptz,
  cut_reason text,
  -- Lower case and without accents (written by the server), so "energia" finds "energía".
  search_text text NOT NULL,
  zones_text text NOT NULL DEFAULT '',
  search tsvector GENERATED ALWAYS AS (to_tsvector('spanish', search_text)) STORED,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR publish_at IS NOT NULL),
  CHECK (
    (category = 'cortes' AND cut_service IS NOT NULL AND cut_zones IS NOT NULL AND cut_starts_at IS NOT NULL
      AND cut_ends_at > cut_starts_at AND cut_reason IS NOT NULL)
    OR (category <> 'cortes' AND cut_service IS NULL AND cut_zones IS NULL AND cut_starts_at IS NULL
      AND cut_ends_at IS NULL AND cut_reason IS NULL)
  )
);
CREATE UNIQUE INDEX news_slug_key ON news (slug);
CREATE INDEX news_public_idx ON news (category, publish_at DESC) WHERE status <> 'draft';
CREATE INDEX news_cut_window_idx ON news (cut_ends_at, cut_starts_at) WHERE category = 'cortes';
CREATE INDEX news_search_idx ON news USING gin (search);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Kept apart from actor_id so the trail still names a deleted account.
  actor_email text NOT NULL,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at);
CREATE INDEX audit_log_time_idx ON audit_log (at);
