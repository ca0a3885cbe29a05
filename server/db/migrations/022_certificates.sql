-- Every peso accounted for (issue 32 §4): the treasury's figures and the paz y salvo.

-- The treasury screen reads three indexed ranges of payments: decided_at (applied and double
-- payments, payments_decided of 020), created_at of the payments still undecided (pending and
-- without confirmation: a small partial index, as most payments are decided), and refunded_at
-- (refunds recorded in the range). Every one is a range scan, never a scan of the table.
CREATE INDEX payments_undecided_created ON payments (created_at) WHERE status IN ('pendiente', 'sin_confirmar');
CREATE INDEX payments_refunded ON payments (refunded_at) WHERE refunded_at IS NOT NULL;
-- The double payments awaiting their refund, oldest first (the refunds list and its reminder).
CREATE INDEX payments_refund_pending ON payments (decided_at) WHERE refund_due AND refunded_at IS NULL;

-- Certificates a customer downloads (the paz y salvo of a contract with nothing due). What it
-- certifies is kept as it was printed (a snapshot: the holder's name, the masked document, the
-- address and services, the last invoice and the date billed through), with a SHA-256 of that
-- content, so the public check at /verificar-paz-y-salvo answers from this row alone. The code is
-- random (60 bits, Crockford base 32, stored without dashes), unguessable, and read aloud without
-- mistakes (no I, L, O or U).
CREATE TABLE certificates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
  kind text NOT NULL DEFAULT 'paz_y_salvo' CHECK (kind IN ('paz_y_salvo')),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  contract_number text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  -- The account that downloaded it (kept when the account is deleted: the certificate stays valid).
  issued_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The period covered: everything billed through the newest invoice, paid.
  last_invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  last_invoice_number text NOT NULL,
  last_period text NOT NULL,
  covers_until date NOT NULL,
  holder_name text NOT NULL,
  holder_document text NOT NULL,
  address text NOT NULL,
  municipality text NOT NULL,
  services text[] NOT NULL,
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$')
);
CREATE INDEX certificates_contract ON certificates (contract_id, issued_at DESC);
