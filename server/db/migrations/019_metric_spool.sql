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

-- Issue 31 §5: anyone could plant a search term on the public's report by sending searches with
-- made-up session ids from one connection (three sessions made it public). A search now carries
-- the keyed hash of its network (an IPv4 /24 or IPv6 /48; server/modules/metrics/network.ts; never
-- the address), and a visitor sees a term only once at least three networks searched it too. The
-- networks of a term are counted as its sessions are, each at its first search of it, and kept as
-- long as the raw events (METRICS_RETENTION_DAYS), so one network counts once in any range.
-- Searches stored before this migration came from no known network: visitors see those terms again
-- once three networks search them.
ALTER TABLE metric_events ADD COLUMN client_key text;
ALTER TABLE metric_search_stats ADD COLUMN networks integer NOT NULL DEFAULT 0;

CREATE TABLE metric_search_networks (
  term text NOT NULL,
  client_key text NOT NULL,
  first_at timestamptz NOT NULL,
  PRIMARY KEY (term, client_key)
);
CREATE INDEX metric_search_networks_first_idx ON metric_search_networks (first_at);

-- Builds the networks of the search terms again from the stored searches (the terms as
-- metric_rebuild_traffic_aggregates() groups them), after the search stats were rebuilt.
CREATE FUNCTION metric_rebuild_search_networks() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM metric_search_networks;
  UPDATE metric_search_stats SET networks = 0 WHERE networks <> 0;
  INSERT INTO metric_search_networks (term, client_key, first_at)
  SELECT regexp_replace(lower(btrim(label)), '[0-9]([ .-]?[0-9]){4,}', '•••••', 'g'), client_key, min(occurred_at)
    FROM metric_events WHERE event_type = 'search' AND client_key IS NOT NULL AND coalesce(btrim(label), '') <> ''
   GROUP BY 1, 2;
  UPDATE metric_search_stats t SET networks = n.networks
    FROM (SELECT g.grain, metric_bucket(g.grain, s.first_at) AS bucket, s.term, count(*)::integer AS networks
            FROM metric_search_networks s CROSS JOIN (VALUES ('h'), ('d')) AS g(grain)
           GROUP BY 1, 2, 3) n
   WHERE t.grain = n.grain AND t.bucket = n.bucket AND t.term = n.term;
$$;

ALTER FUNCTION metric_rebuild_aggregates() RENAME TO metric_rebuild_aggregates_before_019;
CREATE FUNCTION metric_rebuild_aggregates() RETURNS void
LANGUAGE sql AS $$
  SELECT metric_rebuild_aggregates_before_019();
  SELECT metric_rebuild_search_networks();
$$;
