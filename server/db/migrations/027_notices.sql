-- Issue 34 §4: the notices customers expect (bill ready, payment reminder) and a second recipient
-- of the digital bill.

-- A second recipient of the digital bill (a tenant and the owner), kept on the contract like the
-- first one: the address, the version of the terms accepted for it, when, and by which account.
-- Cancelling the digital bill removes it too (it has no meaning without the first).
ALTER TABLE contracts
  ADD COLUMN digital_bill_second_email text,
  ADD COLUMN digital_bill_second_terms_version text,
  ADD COLUMN digital_bill_second_added_at timestamptz,
  ADD COLUMN digital_bill_second_added_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT contracts_digital_bill_second_check CHECK (
    (digital_bill_second_email IS NULL) = (digital_bill_second_terms_version IS NULL)
    AND (digital_bill_second_email IS NULL) = (digital_bill_second_added_at IS NULL)
    AND (digital_bill_second_email IS NULL OR digital_bill_email IS NOT NULL)
  );

-- Every notice sent about an invoice: one row per invoice, kind and recipient (the address,
-- lower case). The unique index is the claim: a second "factura lista" or reminder for the same
-- invoice and address is impossible, whatever is re-imported and however many instances race.
-- The row and its mail are written in one transaction.
CREATE TABLE invoice_notices (
  id bigserial PRIMARY KEY,
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('bill_ready', 'payment_reminder')),
  recipient text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX invoice_notices_key ON invoice_notices (invoice_id, kind, recipient);

-- An account's choice of payment reminders. No row means no reminders (opt-in; docs/mail.md says
-- why). The channel says where the last change came from: the account's page or the one-click
-- unsubscription of a reminder.
CREATE TABLE notice_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  payment_reminders boolean NOT NULL,
  channel text NOT NULL CHECK (channel IN ('web', 'mail')),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notice_preferences_reminders ON notice_preferences (user_id) WHERE payment_reminders;
