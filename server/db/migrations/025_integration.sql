-- The billing system's feed (issue 34 §1): one documented import of JSON Lines (contracts, invoices,
-- payments made elsewhere, tariffs), by the API, a command or the administrators' screen.

-- A service account holds INTEGRATION and nothing else (it may import and reach no other API);
-- no person's account may hold it. Every other account still holds USER.
ALTER TABLE users DROP CONSTRAINT users_roles_check;
ALTER TABLE users ADD CONSTRAINT users_roles_check
  CHECK (('USER' = ANY (roles) AND NOT ('INTEGRATION' = ANY (roles))) OR roles = ARRAY['INTEGRATION']::text[]);

-- Every import, whoever started it and however: what came in, what it did and what it refused.
-- Rejections keep the first 1,000 ({line, field, message}); rejections_omitted counts the rest.
CREATE TABLE import_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source text NOT NULL CHECK (source IN ('api', 'cli', 'admin', 'seed')),
  file_name text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  user_email text,
  dry_run boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'refused', 'failed')),
  message text,
  lines integer NOT NULL DEFAULT 0,
  created integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  -- {"invoice": {"created": n, "updated": n, "unchanged": n, "rejected": n}, …}
  by_kind jsonb NOT NULL DEFAULT '{}',
  rejections jsonb NOT NULL DEFAULT '[]',
  rejections_omitted integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX import_runs_started ON import_runs (started_at DESC);

-- DESIGN §10: data the portal does not own is never changed in place without a trace. When an import
-- changes an invoice, what it was is kept here (the row's fields as JSON), newest last.
CREATE TABLE invoice_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  import_run_id uuid REFERENCES import_runs (id) ON DELETE SET NULL,
  replaced_at timestamptz NOT NULL DEFAULT now(),
  data jsonb NOT NULL
);
CREATE INDEX invoice_versions_invoice ON invoice_versions (invoice_id, replaced_at);

-- Payments the billing system reports (office cash, a bank without a collection file) have gateway
-- 'integracion'; their reference is the billing system's, unique like every payment reference.
