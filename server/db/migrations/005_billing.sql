-- The customer account (issue 7, DESIGN §5 "billing", §9): service contracts and the accounts
-- linked to them, monthly invoices with their readings and lines, and payments through a gateway
-- (the PSE sandbox by default). Money in whole pesos (bigint), consumption in kWh and m³.

CREATE TABLE contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE CHECK (number ~ '^[0-9]{6,12}$'),
  holder_name text NOT NULL,
  holder_document_type text NOT NULL,
  holder_document_number text NOT NULL,
  address text NOT NULL,
  barrio text NOT NULL,
  comuna text NOT NULL,
  municipality text NOT NULL,
  estrato smallint NOT NULL CHECK (estrato BETWEEN 1 AND 6),
  use text NOT NULL CHECK (use IN ('residencial', 'comercial', 'industrial', 'oficial')),
  services text[] NOT NULL CHECK (cardinality(services) > 0
    AND services <@ ARRAY['energia', 'acueducto', 'alcantarillado', 'telecomunicaciones']),
  -- Service → meter number (telecommunications has none).
  meters jsonb NOT NULL DEFAULT '{}',
  digital_bill_email text,
  digital_bill_terms_version text,
  digital_bill_enrolled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((digital_bill_email IS NULL) = (digital_bill_enrolled_at IS NULL)
    AND (digital_bill_email IS NULL) = (digital_bill_terms_version IS NULL))
);

-- Which accounts reach which contracts (proved with the holder's document and a recent invoice).
CREATE TABLE contract_links (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, contract_id)
);
CREATE INDEX contract_links_contract ON contract_links (contract_id);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  period_start date NOT NULL,
  period_end date NOT NULL,
  issue_date date NOT NULL,
  due_date date NOT NULL,
  suspension_date date NOT NULL,
  -- [{service, meter, previous, current, estimated, consumption, unit}]
  readings jsonb NOT NULL,
  -- [{id, service, kind, concept, quantity, unit, unitPrice, amount, explanation}]
  lines jsonb NOT NULL,
  energy_tariff jsonb,
  subsidy_rate numeric(5, 4) NOT NULL DEFAULT 0,
  reconnection_charge bigint NOT NULL CHECK (reconnection_charge >= 0),
  total bigint NOT NULL CHECK (total >= 0),
  -- Set once, in the transaction that approves the payment that pays it.
  paid_at timestamptz,
  paid_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period),
  CHECK (period_start <= period_end AND issue_date <= due_date AND due_date <= suspension_date)
);
CREATE INDEX invoices_contract_period ON invoices (contract_id, period DESC);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Random and unguessable: a visitor who paid without signing in follows it by reference.
  reference text NOT NULL UNIQUE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  -- The account that paid (null for a visitor paying by contract number).
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('pse', 'punto-de-pago', 'debito-automatico')),
  gateway text NOT NULL,
  bank_code text,
  bank_name text,
  person_type text,
  payer_document_type text,
  payer_document_number text,
  payer_email text,
  status text NOT NULL CHECK (status IN ('pendiente', 'aprobada', 'rechazada', 'fallida')),
  gateway_code text,
  return_path text NOT NULL DEFAULT '/paymentStatus',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK ((status = 'pendiente') = (decided_at IS NULL))
);
CREATE INDEX payments_contract ON payments (contract_id, created_at DESC);
CREATE INDEX payments_user ON payments (user_id, created_at DESC);

-- The invoices a payment covers. `active` while the payment is pending or approved: the unique
-- index is what makes a second payment of the same invoice impossible, even under a race.
CREATE TABLE payment_invoices (
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount >= 0),
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (payment_id, invoice_id)
);
CREATE UNIQUE INDEX payment_invoices_one_active ON payment_invoices (invoice_id) WHERE active;

-- Requests for a new connection (/dashboard/new-contract), numbered SOL-YYYY-NNNNNN.
CREATE TABLE connection_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_number text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL,
  barrio text NOT NULL,
  municipality text NOT NULL,
  use text NOT NULL,
  services text[] NOT NULL,
  phone text NOT NULL,
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
