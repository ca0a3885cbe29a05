-- Issue 21: the admin dashboard's figures read indexed ranges, never a scan of the table.
-- Payments today / yesterday and the 30-day series filter on created_at alone.
CREATE INDEX IF NOT EXISTS payments_created ON payments (created_at);
-- Open and overdue PQRS per day: filed, answered and due dates, whatever the kind.
CREATE INDEX IF NOT EXISTS cases_filed_at ON cases (filed_at);
CREATE INDEX IF NOT EXISTS cases_responded ON cases (responded_at);
