-- Issue 37: a batch of page views reads its sessions' state under the aggregates' advisory lock
-- (server/modules/metrics/pageViewAggregates.ts). The lock and the read were two statements, each
-- a round trip and a plan, a thousand views apart. This function takes the lock, then reads, in
-- one call; its query's plan is kept by PL/pgSQL for the connection.
--
-- The read is a statement of its own inside the function: in READ COMMITTED, each statement of a
-- VOLATILE function sees what was committed before it started, so the state read is that of every
-- batch that held the lock before this one, as when the lock and the read were two statements.
--
-- The state comes as one JSON array (kind 's': a session's counts and the pages kept in its row;
-- kind 'p': a page kept in metric_session_pages), instants in ms: a driver's decoding of hundreds
-- of rows of typed columns and arrays cost more than the query.
CREATE FUNCTION metric_session_state(lock_id bigint, session_ids text[]) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  state json;
BEGIN
  PERFORM pg_advisory_xact_lock(lock_id);
  SELECT json_agg(s) INTO state FROM (
    SELECT 's' AS k, session_id, floor(extract(epoch FROM first_at) * 1000) AS first_ms, first_page, channel,
           floor(extract(epoch FROM last_at) * 1000) AS last_ms, last_page, views, pages, page_first_ms, NULL AS page_path
      FROM metric_sessions WHERE session_id = ANY(session_ids)
    UNION ALL
    SELECT 'p', session_id, floor(extract(epoch FROM first_at) * 1000), NULL, NULL, NULL, NULL, NULL, NULL, NULL, page_path
      FROM metric_session_pages WHERE session_id = ANY(session_ids)
  ) s;
  RETURN coalesce(state, '[]');
END
$$;
