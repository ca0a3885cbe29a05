-- Money that never goes missing (issue 32). A payment is `fallida` only on the gateway's own final
-- answer; without one it stays `pendiente`, then `sin_confirmar` (it stops holding its invoices and
-- an operator sees it) and the gateway is asked again with backoff for at least 48 hours. Online
-- payments are PSE or Wompi's Web Checkout (card, Nequi, Botón Bancolombia); a bank's collection
-- file adds `banco` payments. A payment that pays what is already paid is a double payment: it keeps
-- refund_due, and who refunded it and when.

ALTER TABLE payments DROP CONSTRAINT payments_method_check;
ALTER TABLE payments ADD CONSTRAINT payments_method_check
  CHECK (method IN ('pse', 'checkout', 'banco', 'punto-de-pago', 'debito-automatico'));
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pendiente', 'sin_confirmar', 'aprobada', 'rechazada', 'fallida'));
ALTER TABLE payments DROP CONSTRAINT payments_check;
ALTER TABLE payments ADD CONSTRAINT payments_decided_check
  CHECK ((status IN ('pendiente', 'sin_confirmar')) = (decided_at IS NULL));

-- What the gateway says the payer used (PSE, CARD, NEQUI, BANCOLOMBIA_TRANSFER…), once known.
ALTER TABLE payments ADD COLUMN payment_method_type text;
-- When the gateway is asked next about an undecided payment, how often it was asked, and the last time.
ALTER TABLE payments ADD COLUMN next_check_at timestamptz;
ALTER TABLE payments ADD COLUMN check_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN checked_at timestamptz;
-- The Idempotency-Key the client sent with POST /api/payments (per client address).
ALTER TABLE payments ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX payments_idempotency ON payments (client_key, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- A double payment's refund: when, by whom and a note (the bank's transfer number, say).
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
ALTER TABLE payments ADD COLUMN refunded_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE payments ADD COLUMN refund_note text;
ALTER TABLE payments ADD CONSTRAINT payments_refund_check CHECK (refunded_at IS NULL OR refund_due);

CREATE INDEX payments_undecided ON payments (next_check_at) WHERE status IN ('pendiente', 'sin_confirmar');
CREATE INDEX payments_refunds ON payments (decided_at) WHERE refund_due;
CREATE INDEX payments_decided ON payments (decided_at);

-- Gateway events kept for an operator: what each said and what became of it (`applied`, `repeated`,
-- `unknown` for a reference the portal never made, `refused` with its reason).
ALTER TABLE payment_events ADD COLUMN transaction_id text;
ALTER TABLE payment_events ADD COLUMN status text;
ALTER TABLE payment_events ADD COLUMN amount_in_cents bigint;
ALTER TABLE payment_events ADD COLUMN outcome text;
ALTER TABLE payment_events ADD COLUMN sent_at timestamptz;

-- Where the payer's browser was sent (the bank's page or Wompi's checkout), so a retry of the same
-- start (its Idempotency-Key) answers the same.
ALTER TABLE payments ADD COLUMN redirect_url text;

-- PPT (permiso por protección temporal) is a document type of its own (it replaces the PEP).
ALTER TABLE users DROP CONSTRAINT users_document_type_check;
ALTER TABLE users ADD CONSTRAINT users_document_type_check CHECK (document_type IN ('CC', 'CE', 'NIT', 'TI', 'PP', 'PEP', 'PPT'));
ALTER TABLE cases DROP CONSTRAINT cases_doc_type_check;
ALTER TABLE cases ADD CONSTRAINT cases_doc_type_check CHECK (doc_type IN ('CC', 'CE', 'NIT', 'TI', 'PP', 'PEP', 'PPT'));

-- Payments the clock failed before this rule (Wompi's, failed without the gateway's answer: no
-- gateway_code, not superseded) are unconfirmed again and asked about; pending ones join the schedule.
UPDATE payments SET status = 'sin_confirmar', decided_at = NULL, next_check_at = now()
  WHERE status = 'fallida' AND gateway = 'wompi' AND gateway_code IS NULL AND superseded_by IS NULL
    AND gateway_transaction_id IS NOT NULL AND created_at > now() - interval '30 days';
UPDATE payments SET next_check_at = now() WHERE status = 'pendiente' AND gateway = 'wompi' AND next_check_at IS NULL;
