-- Issue 35 §2: the document library. Every transparency document (PDF, CSV, XLSX, DOCX) with the
-- metadata the transparency index expects (Ley 1712 de 2014, Res. MinTIC 1519 de 2020), its bytes in
-- the database so every instance serves them, and a stable address /documentos/<id>/<slug>.<ext>.
--
-- Nothing is deleted: replacing a document writes a new row (replaces_id) and marks the old one
-- 'replaced' (replaced_by_id), still listed and downloadable; withdrawing keeps the row with who,
-- when and why. Every change is also a line of audit_log.

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The last part of the address (without the extension): lower case ASCII words joined by '-'.
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL CHECK (length(title) BETWEEN 3 AND 300),
  description text NOT NULL DEFAULT '',
  -- The section of the transparency menu (1..9, TRANSPARENCY_SECTIONS in src/shared/entity.ts).
  section smallint NOT NULL CHECK (section BETWEEN 1 AND 9),
  document_date date NOT NULL,
  period_start date,
  period_end date,
  -- The area responsible (dependencia que produce la información).
  area text NOT NULL CHECK (length(area) BETWEEN 2 AND 200),
  format text NOT NULL CHECK (format IN ('PDF', 'CSV', 'XLSX', 'DOCX')),
  -- ISO 639-1.
  language text NOT NULL DEFAULT 'es' CHECK (language ~ '^[a-z]{2}$'),
  -- Sniffed from the bytes and matching format.
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  replaces_id uuid REFERENCES documents (id),
  replaced_by_id uuid REFERENCES documents (id),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'replaced', 'withdrawn')),
  published_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_at timestamptz,
  withdrawn_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Kept apart from withdrawn_by so the record still names a deleted account.
  withdrawn_by_email text,
  withdrawn_reason text,
  -- The file name under the former public/docs/ (seeded documents): /docs/<legacy_file> answers
  -- with a 301 to the stable address.
  legacy_file text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_by_email text NOT NULL DEFAULT '',
  -- Optimistic concurrency of metadata edits (a stale save is refused with 409, like news).
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Lower case and without accents (written by the server), so "energia" finds "energía".
  search_text text NOT NULL DEFAULT '',
  CHECK (period_end IS NULL OR period_start IS NULL OR period_end >= period_start),
  CHECK ((status = 'replaced') = (replaced_by_id IS NOT NULL) OR status = 'withdrawn'),
  CHECK ((status = 'withdrawn') = (withdrawn_at IS NOT NULL)),
  CHECK (status <> 'withdrawn' OR (withdrawn_reason IS NOT NULL AND withdrawn_by_email IS NOT NULL))
);
CREATE UNIQUE INDEX documents_legacy_file_key ON documents (legacy_file) WHERE legacy_file IS NOT NULL;
CREATE UNIQUE INDEX documents_replaces_key ON documents (replaces_id) WHERE replaces_id IS NOT NULL;
CREATE INDEX documents_public_idx ON documents (section, document_date DESC) WHERE status <> 'withdrawn';

-- The bytes of each document, apart so that listing never reads them, in parts of at most 1 MiB
-- (DOCUMENT_PART_BYTES): neither a write nor a read of a 20 MB file crosses the database as one
-- value (PGlite's worker would hold it several times over in its 256 MB heap).
CREATE TABLE document_files (
  document_id uuid NOT NULL REFERENCES documents (id),
  part integer NOT NULL CHECK (part >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (document_id, part)
);

-- The one marker of the first start's seed (the former public/docs/): written in the same
-- transaction as the seeded rows, so a second start (or a second instance) does nothing.
CREATE TABLE document_seed (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL
);
