-- Payments that are real (issue 20 §1): a real gateway's transaction id, the client address that
-- opened a payment (hashed: it only counts pending payments per address), the payment a holder's
-- attempt superseded, a late approval of a payment that no longer holds its invoices (refund due),
-- and the gateway events already applied, so a replayed event is refused.

ALTER TABLE payments ADD COLUMN gateway_transaction_id text;
ALTER TABLE payments ADD COLUMN client_key text;
ALTER TABLE payments ADD COLUMN superseded_by uuid REFERENCES payments (id) ON DELETE SET NULL;
-- Approved by the bank after it stopped holding its invoices (superseded or expired): the money
-- came in but no invoice was marked paid by it, so it must be refunded or credited.
ALTER TABLE payments ADD COLUMN refund_due boolean NOT NULL DEFAULT false;

CREATE UNIQUE INDEX payments_gateway_transaction ON payments (gateway, gateway_transaction_id) WHERE gateway_transaction_id IS NOT NULL;
CREATE INDEX payments_pending_client ON payments (client_key) WHERE status = 'pendiente';

-- One row per gateway event applied (its checksum is unique to the event: transaction, status,
-- amount and the event's timestamp), so the same event sent again is recognised and refused.
CREATE TABLE payment_events (
  gateway text NOT NULL,
  event_key text NOT NULL,
  reference text,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gateway, event_key)
);
