-- The help assistant's questions on the metrics dashboard, like the search terms (migration 014):
-- the questions it found no answer to (event asistente_sin_respuesta) and those whose answer the
-- visitor said did not help (asistente_no_sirvio), with the helpful ones (asistente_sirvio) to tell
-- a question's share of "Sí". Custom events (event_type 'custom'); the action names the event and the
-- label is the question, folded and cut to 120 characters by the widget (src/stores/ChatStore.ts).
--
-- A question is stored as a search term is: trimmed of spaces, lower-case, every run of five or more
-- digits masked (server/modules/metrics/terms.ts), so a document or phone number typed into the chat
-- never reaches a report. Two grains, 'h' and 'd', as every *_stats table, so the report reads
-- ranges with the same cover (server/modules/metrics/range.ts). The writer keeps both tables in the
-- transaction that stores each batch (server/modules/metrics/assistantAggregates.ts).

CREATE TABLE metric_assistant_stats (
  grain text NOT NULL CHECK (grain IN ('h', 'd')),
  bucket timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sin_respuesta', 'no_sirvio', 'sirvio')),
  question text NOT NULL,
  asks integer NOT NULL DEFAULT 0,
  -- The tab sessions that sent the question with this kind, each counted at its first one.
  sessions integer NOT NULL DEFAULT 0,
  last_at timestamptz,
  PRIMARY KEY (grain, bucket, kind, question)
);

-- When each (kind, question, session) was first seen, as metric_search_sessions for terms. A table
-- of its own rather than a kind column on metric_search_sessions: that table's key, its upserts and
-- the search terms' rebuild stay as they were, and the sweep ages both alike (a week without it).
CREATE TABLE metric_assistant_sessions (
  kind text NOT NULL,
  question text NOT NULL,
  session_id text NOT NULL,
  first_at timestamptz NOT NULL,
  PRIMARY KEY (kind, question, session_id)
);
CREATE INDEX metric_assistant_sessions_first_idx ON metric_assistant_sessions (first_at);

-- Builds both tables again from the stored events, by the rules of assistantAggregates.ts.
CREATE FUNCTION metric_rebuild_assistant_stats() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM metric_assistant_stats;
  DELETE FROM metric_assistant_sessions;

  INSERT INTO metric_assistant_sessions (kind, question, session_id, first_at)
  SELECT q.kind, q.question, q.session_id, min(q.occurred_at)
    FROM (SELECT CASE action WHEN 'asistente_sin_respuesta' THEN 'sin_respuesta' WHEN 'asistente_no_sirvio' THEN 'no_sirvio'
                             ELSE 'sirvio' END AS kind,
                 regexp_replace(lower(btrim(label)), '[0-9]([ .-]?[0-9]){4,}', '•••••', 'g') AS question,
                 session_id, occurred_at
            FROM metric_events
           WHERE event_type = 'custom' AND action IN ('asistente_sin_respuesta', 'asistente_no_sirvio', 'asistente_sirvio')
             AND coalesce(btrim(label), '') <> '') q
   GROUP BY 1, 2, 3;

  INSERT INTO metric_assistant_stats (grain, bucket, kind, question, asks, sessions, last_at)
  SELECT g.grain, metric_bucket(g.grain, a.at), a.kind, a.question, sum(a.asks)::integer, sum(a.sessions)::integer, max(a.last_at)
    FROM (SELECT CASE action WHEN 'asistente_sin_respuesta' THEN 'sin_respuesta' WHEN 'asistente_no_sirvio' THEN 'no_sirvio'
                             ELSE 'sirvio' END AS kind,
                 regexp_replace(lower(btrim(label)), '[0-9]([ .-]?[0-9]){4,}', '•••••', 'g') AS question,
                 occurred_at AS at, 1 AS asks, 0 AS sessions, occurred_at AS last_at
            FROM metric_events
           WHERE event_type = 'custom' AND action IN ('asistente_sin_respuesta', 'asistente_no_sirvio', 'asistente_sirvio')
             AND coalesce(btrim(label), '') <> ''
          UNION ALL
          SELECT kind, question, first_at, 0, 1, NULL FROM metric_assistant_sessions) a
   CROSS JOIN (VALUES ('h'), ('d')) AS g(grain)
   GROUP BY 1, 2, 3, 4;
$$;

-- metric_rebuild_aggregates() (014) now rebuilds these tables too: the old body keeps its work under
-- a new name, and the function every runbook names calls both.
ALTER FUNCTION metric_rebuild_aggregates() RENAME TO metric_rebuild_traffic_aggregates;
CREATE FUNCTION metric_rebuild_aggregates() RETURNS void
LANGUAGE sql AS $$
  SELECT metric_rebuild_traffic_aggregates();
  SELECT metric_rebuild_assistant_stats();
$$;

-- The questions already stored (their retention: METRICS_RETENTION_DAYS).
SELECT metric_rebuild_assistant_stats();
