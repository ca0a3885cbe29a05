-- Issue 20 §3: a metrics row the database refuses (a NUL, a bad JSON escape, a value out of range)
-- is set aside here with the error, instead of failing its whole batch forever and holding back
-- every row after it. row_json is JSON text, not jsonb: JSON.stringify escapes what jsonb and text
-- refuse, so the row is always kept as it was accepted. Retention deletes these like the metrics.

CREATE TABLE metric_dead_letters (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  table_name text NOT NULL,
  row_json text NOT NULL,
  error text NOT NULL,
  error_code text
);
CREATE INDEX metric_dead_letters_time_idx ON metric_dead_letters (occurred_at);
