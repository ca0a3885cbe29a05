-- Customer service (issue 8, DESIGN §5 "pqrs" and "forms", §9): PQRS and the other citizen forms
-- (failure reports, suppliers, property number, information requests, corruption allegations,
-- energy requests) in one table, numbered per prefix and year, with their attachments and history.

-- The last number given per radicado prefix and year. Taken with an upsert inside the transaction
-- that stores the request: a rolled-back request never used its number, and none is given twice.
CREATE TABLE case_sequences (
  prefix text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (prefix, year)
);

CREATE TABLE cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  radicado text NOT NULL UNIQUE CHECK (radicado ~ '^[A-Z]{2,4}-[0-9]{4}-[0-9]{6}$'),
  kind text NOT NULL CHECK (kind IN ('pqrs', 'falla', 'proveedor', 'predial', 'informacion', 'corrupcion',
    'autogenerador', 'servicio_energia', 'consulta_energia')),
  pqrs_type text CHECK (pqrs_type IN ('peticion', 'queja', 'reclamo', 'sugerencia', 'denuncia', 'informacion', 'consulta')),
  service text NOT NULL CHECK (service IN ('energia', 'acueducto', 'alcantarillado', 'telecomunicaciones', 'general')),
  subject text NOT NULL,
  description text NOT NULL,
  -- The form's own fields (supplier data, cadastral number, failure address…), validated by kind.
  details jsonb NOT NULL DEFAULT '{}',
  anonymous boolean NOT NULL DEFAULT false,
  -- Applicant: all empty for an anonymous request (nothing that identifies the sender is kept).
  doc_type text CHECK (doc_type IN ('CC', 'CE', 'NIT', 'TI', 'PP', 'PEP')),
  doc_number text,
  applicant_name text,
  email text,
  phone text,
  address text,
  contract_number text,
  invoice_number text,
  concept text,
  notification_channel text NOT NULL CHECK (notification_channel IN ('email', 'correspondencia', 'portal')),
  -- Ley 1581 de 2012: when, which policy version and through which channel the person consented.
  consent_at timestamptz,
  consent_policy_version text,
  consent_channel text,
  -- The signed-in account that filed it (never set for an anonymous request).
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  cun text UNIQUE,
  status text NOT NULL DEFAULT 'radicada' CHECK (status IN ('radicada', 'en_tramite', 'respondida', 'cerrada')),
  filed_at timestamptz NOT NULL DEFAULT now(),
  term_days integer CHECK (term_days > 0),
  -- Days in Colombia (DESIGN §6, §9); due_date is the one in force (the extended one after an extension).
  original_due_date date,
  due_date date,
  extension_reason text,
  extended_at timestamptz,
  assignee_id uuid REFERENCES users (id) ON DELETE SET NULL,
  response text,
  responded_at timestamptz,
  responded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  closed_at timestamptz,
  closing_note text,
  -- Idempotency-Key of the submission and a fingerprint of what was sent with it.
  idempotency_key text UNIQUE,
  request_hash text,
  CHECK (anonymous = false OR (doc_number IS NULL AND applicant_name IS NULL AND email IS NULL AND phone IS NULL
    AND address IS NULL AND user_id IS NULL AND consent_at IS NULL)),
  CHECK ((kind = 'pqrs') = (pqrs_type IS NOT NULL)),
  CHECK ((term_days IS NULL) = (due_date IS NULL)),
  CHECK ((status IN ('respondida', 'cerrada')) = (responded_at IS NOT NULL)),
  CHECK ((status = 'cerrada') = (closed_at IS NOT NULL))
);
CREATE INDEX cases_user_idx ON cases (user_id, filed_at DESC);
CREATE INDEX cases_open_due_idx ON cases (status, due_date);
CREATE INDEX cases_filed_idx ON cases (kind, filed_at);

CREATE TABLE case_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  file_name text NOT NULL,
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size > 0 AND size <= 10485760),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  UNIQUE (case_id, position)
);

-- What tracking shows: filing, assignment, extension, answer and closing, with their dates.
CREATE TABLE case_events (
  id bigserial PRIMARY KEY,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('radicada', 'asignada', 'prorroga', 'respondida', 'cerrada')),
  note text NOT NULL
);
CREATE INDEX case_events_case_idx ON case_events (case_id, at);
