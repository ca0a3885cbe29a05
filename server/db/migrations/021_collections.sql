-- Bank collection files (issue 32 §3): the banks' Asobancaria 2001 "recaudo" files an administrator
-- imports, each kept whole (its bytes and its result) with one row per payment record (06) and
-- what became of it. Nothing of a file is dropped: a reference the portal does not know, an amount
-- that differs from the invoice and a second payment of a paid invoice stay here for an operator.

CREATE TABLE collection_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- As the operator's browser named it (cleaned of path and control characters).
  file_name text NOT NULL,
  -- Of the bytes as received: the same upload again is recognised and answers the first result.
  sha256 text NOT NULL UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- Of the records alone (each 162 characters, LF after each): the same file saved with CRLF instead
  -- of LF, or with blank lines at its end, hashes the same here although its bytes differ.
  records_sha256 text NOT NULL CHECK (records_sha256 ~ '^[0-9a-f]{64}$'),
  -- The layout it was read with (server/modules/collections/formats.ts): 'asobancaria-2001'.
  format text NOT NULL,
  -- The 01 record: the invoicing company's NIT, the collecting bank, the day the money was
  -- collected, when the bank wrote the file and its modifier (A–Z then 0–9 within one day), and the
  -- account credited.
  nit text NOT NULL,
  bank_code text NOT NULL,
  bank_name text,
  collection_date date NOT NULL,
  file_date date NOT NULL,
  file_time text NOT NULL CHECK (file_time ~ '^[0-9]{4}$'),
  modifier text NOT NULL CHECK (modifier ~ '^[A-Z0-9]$'),
  account_number text NOT NULL,
  account_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  lots integer NOT NULL CHECK (lots > 0),
  -- The 09 record's count and value (checked against the 06 records before anything was applied).
  records integer NOT NULL CHECK (records > 0),
  total_cents bigint NOT NULL CHECK (total_cents >= 0),
  -- What became of the records: paid an invoice; paid one already paid (refund due); a reference no
  -- invoice has; an amount that is not the invoice's; returned by the bank (causal de devolución).
  applied integer NOT NULL,
  applied_cents bigint NOT NULL,
  doubles integer NOT NULL,
  unknown integer NOT NULL,
  mismatched integer NOT NULL,
  returned integer NOT NULL,
  imported_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Kept apart from imported_by so the screen still names a deleted account.
  imported_by_email text NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  content bytea NOT NULL,
  -- The summary the import answered (answered again, with duplicate: true, to the same file).
  result jsonb NOT NULL,
  CHECK (applied + doubles + unknown + mismatched + returned = records),
  -- One delivery of one bank for one company is named by its file date and modifier (formats sheet
  -- §1.3): a second file with the same four is the same delivery, whatever its bytes, and is never
  -- applied again. The layout is not part of it: one delivery sent in two layouts is still one.
  CONSTRAINT collection_files_delivery UNIQUE (nit, bank_code, file_date, modifier)
);
CREATE INDEX collection_files_imported ON collection_files (imported_at DESC, id DESC);

CREATE TABLE collection_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_id uuid NOT NULL REFERENCES collection_files (id) ON DELETE CASCADE,
  -- The line of the file the 06 record is on (1 is the 01 header), and its lot (05/08).
  line integer NOT NULL CHECK (line > 0),
  lot integer NOT NULL,
  service_code text NOT NULL,
  -- The reference as printed (48 digits, zero-filled); matched to invoices.number without the zeros.
  reference text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  procedencia text NOT NULL,
  medio_pago text NOT NULL,
  operation_number text,
  authorization_number text,
  debited_bank text,
  branch text,
  sequence text,
  return_cause text,
  outcome text NOT NULL CHECK (outcome IN ('aplicada', 'doble', 'desconocida', 'valor_distinto', 'devuelta')),
  invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
  -- The bank payment made of it (outcome aplicada or doble).
  payment_id uuid REFERENCES payments (id) ON DELETE SET NULL,
  -- An operator's review of a record that needed one (what was done about it).
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_by_email text,
  review_note text,
  UNIQUE (file_id, line),
  CHECK (payment_id IS NULL OR outcome IN ('aplicada', 'doble')),
  CHECK ((reviewed_at IS NULL) = (reviewed_by_email IS NULL))
);
-- A file's records by outcome, in file order (the detail screen and its filter).
CREATE INDEX collection_items_file_outcome ON collection_items (file_id, outcome, line);
CREATE INDEX collection_items_invoice ON collection_items (invoice_id) WHERE invoice_id IS NOT NULL;
CREATE INDEX collection_items_payment ON collection_items (payment_id) WHERE payment_id IS NOT NULL;

-- A bank reference is the invoice number zero-filled to 48 digits: looked up without the zeros.
CREATE INDEX invoices_number_unpadded ON invoices ((ltrim(number, '0')));
-- The records of a file still waiting for an operator (the list's "por revisar" count).
CREATE INDEX collection_items_unreviewed ON collection_items (file_id) WHERE outcome <> 'aplicada' AND reviewed_at IS NULL;
