-- Issue 31 §2: a 202 from the metrics intake means written. Each process appends the rows it
-- accepts to a spool file before it answers (server/modules/metrics/spool.ts); every row carries a
-- sequence number of its spool. Each transaction that stores rows (or sets one aside in
-- metric_dead_letters) records here, in the same transaction, the highest sequence number of that
-- spool and kind it stored. At start the spool is read again and only the rows above these numbers
-- go back to the writer: no acknowledged row is lost to a crash, none is stored twice.

CREATE TABLE metric_spool_checkpoints (
  spool_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pageview', 'event', 'webvitals', 'pagetime')),
  seq bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (spool_id, kind)
);
