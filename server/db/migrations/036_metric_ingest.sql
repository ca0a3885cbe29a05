-- Issue 37: page views ingest at a utility's rate. Every batch the metrics writer stores also
-- updates the session state and the web-vitals histograms (migration 014); these make that cheaper
-- without changing what is stored.
--
-- The histograms were added bin by bin by a SQL function that unnested, joined and re-aggregated
-- both arrays for every row a batch touched (a batch of 1,000 vitals touches several hundred): the
-- same sum in a loop over the shorter array costs a fraction of it.
CREATE OR REPLACE FUNCTION metric_hist_add(a integer[], b integer[]) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  r integer[];
  s integer[];
BEGIN
  IF coalesce(cardinality(a), 0) >= coalesce(cardinality(b), 0) THEN
    r := coalesce(a, '{}');
    s := coalesce(b, '{}');
  ELSE
    r := b;
    s := coalesce(a, '{}');
  END IF;
  FOR i IN 1 .. cardinality(r) LOOP
    r[i] := coalesce(r[i], 0) + coalesce(s[i], 0);
  END LOOP;
  RETURN r;
END
$$;

-- The session state's time indexes served only the daily sweep (a week of sessions, read once a
-- day), while every batch of page views wrote an entry in each for every session and pair it
-- touched. Without the index on last_at, a session's update (views, last view) changes no indexed
-- column and can stay on its page (a HOT update: no index entry at all) where the page has room.
DROP INDEX metric_sessions_last_idx;
DROP INDEX metric_session_pages_first_idx;
ALTER TABLE metric_sessions SET (fillfactor = 70);

-- Most of a session's pages were a row each in metric_session_pages (one heap row and one key
-- entry for every new (session, page) pair, and one probe each to look them up): the first
-- ROW_PAGES of them (server/modules/metrics/aggregates.ts) now live in the session's own row,
-- which every batch rewrites anyway: `pages`, and when each was first viewed, `page_first_ms`
-- (milliseconds since 1970, as the writer counts them). Pages beyond those, the pairs stored
-- before this migration and those metric_rebuild_aggregates() makes stay in metric_session_pages;
-- the writer reads both. A swept session takes its pages with it, as the sweep did with its pairs.
ALTER TABLE metric_sessions
  ADD COLUMN pages text[] NOT NULL DEFAULT '{}',
  ADD COLUMN page_first_ms double precision[] NOT NULL DEFAULT '{}';
