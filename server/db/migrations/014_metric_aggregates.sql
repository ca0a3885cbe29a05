-- Issue 22: the metrics reports read incremental aggregates, never the raw events of their range
-- (as Matomo's archives and Plausible's and CrUX's pre-aggregated rows do). The writer updates them
-- in the same transaction as each batch it stores (server/modules/metrics/aggregates.ts), so a
-- report is exact up to the last write and costs the same at ten thousand rows as at ten million.
--
-- Every *_stats table has two grains: 'h' rows per hour (UTC hours are Bogotá hours: UTC−5, no
-- daylight saving) and 'd' rows per Bogotá day (bucket = 05:00 UTC). A report reads day rows for the
-- whole days of its range and hour rows for the ends (server/modules/metrics/range.ts).

CREATE TABLE metric_page_stats (
  grain text NOT NULL CHECK (grain IN ('h', 'd')),
  bucket timestamptz NOT NULL,
  page_path text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  -- Unique visitors (spec §9: one per tab session per page), counted where the pair's first view falls.
  visitors integer NOT NULL DEFAULT 0,
  -- A session is counted where its first view falls: its entry page, and a bounce while it has one view.
  entries integer NOT NULL DEFAULT 0,
  bounces integer NOT NULL DEFAULT 0,
  -- Where the session's last view falls (moves when a later view arrives).
  exits integer NOT NULL DEFAULT 0,
  time_sum double precision NOT NULL DEFAULT 0,
  time_n integer NOT NULL DEFAULT 0,
  first_at timestamptz,
  last_at timestamptz,
  PRIMARY KEY (grain, bucket, page_path)
);

-- 'device' (page views; 'unknown' when the client did not say) and 'channel' (page views, and
-- sessions by the channel of their first view).
CREATE TABLE metric_dimension_stats (
  grain text NOT NULL CHECK (grain IN ('h', 'd')),
  bucket timestamptz NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('device', 'channel')),
  value text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  sessions integer NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, bucket, dimension, value)
);

-- page_path '' is the whole portal, so the aggregated report reads a handful of rows a day. Every
-- read names one page: the key leads with it, so a read visits that page's rows only.
CREATE TABLE metric_event_stats (
  grain text NOT NULL CHECK (grain IN ('h', 'd')),
  bucket timestamptz NOT NULL,
  page_path text NOT NULL,
  event_type text NOT NULL,
  events integer NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, page_path, bucket, event_type)
);

-- Search terms as shown (lower-case, trimmed, digit runs masked: issue 20 §4). sessions: the tab
-- sessions that searched the term, each counted at its first search of it.
CREATE TABLE metric_search_stats (
  grain text NOT NULL CHECK (grain IN ('h', 'd')),
  bucket timestamptz NOT NULL,
  term text NOT NULL,
  searches integer NOT NULL DEFAULT 0,
  zero_results integer NOT NULL DEFAULT 0,
  sessions integer NOT NULL DEFAULT 0,
  last_at timestamptz,
  PRIMARY KEY (grain, bucket, term)
);

-- Web vitals as fixed-bucket histograms (the CrUX approach): counts[i] is the number of samples in
-- bin i of metric_vital_edges(metric) (bin 0: ≤ 0; bin i: (edge[i−1], edge[i]]; the last, above the
-- last edge). The good / poor thresholds are edges, so the split is exact; p75 is read within its bin.
-- page_path '' is the whole portal (the aggregated report reads those rows only); as for events,
-- the key leads with the page every read names.
CREATE TABLE metric_vital_stats (
  grain text NOT NULL CHECK (grain IN ('h', 'd')),
  bucket timestamptz NOT NULL,
  page_path text NOT NULL,
  metric text NOT NULL,
  counts integer[] NOT NULL,
  PRIMARY KEY (grain, page_path, bucket, metric)
);

-- What the aggregates need to know of a tab session and of each (session, page) and (term, session)
-- pair to count entries, bounces, exits and unique visitors exactly. Swept after a week without
-- views (a tab session does not last that long); a view after that starts a session again.
CREATE TABLE metric_sessions (
  session_id text PRIMARY KEY,
  first_at timestamptz NOT NULL,
  first_page text NOT NULL,
  channel text NOT NULL,
  last_at timestamptz NOT NULL,
  last_page text NOT NULL,
  views integer NOT NULL
);
CREATE INDEX metric_sessions_last_idx ON metric_sessions (last_at);

CREATE TABLE metric_session_pages (
  session_id text NOT NULL,
  page_path text NOT NULL,
  first_at timestamptz NOT NULL,
  PRIMARY KEY (session_id, page_path)
);
CREATE INDEX metric_session_pages_first_idx ON metric_session_pages (first_at);

CREATE TABLE metric_search_sessions (
  term text NOT NULL,
  session_id text NOT NULL,
  first_at timestamptz NOT NULL,
  PRIMARY KEY (term, session_id)
);
CREATE INDEX metric_search_sessions_first_idx ON metric_search_sessions (first_at);

-- The start of the hour or of the Bogotá day of an instant.
CREATE FUNCTION metric_bucket(grain text, at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE grain
    WHEN 'h' THEN date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    ELSE (date_trunc('day', (at AT TIME ZONE 'UTC') - interval '5 hours') + interval '5 hours') AT TIME ZONE 'UTC'
  END
$$;

-- The bin edges of a vital: 0, then 22 steps a decade (1, 1.1 … 9, 10, 11 …), over the decades where
-- its values live. Written as integer ÷ power of ten so SQL and JavaScript get the same doubles
-- (server/modules/metrics/histogram.ts computes the same list; a test compares them).
CREATE FUNCTION metric_vital_edges(metric text) RETURNS double precision[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[0::double precision] || array_agg(
           CASE WHEN d >= 1 THEN m::double precision * (10::double precision ^ (d - 1))
                ELSE m::double precision / (10::double precision ^ (1 - d)) END
           ORDER BY d, m)
    FROM unnest(ARRAY[10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 25, 28, 30, 35, 40, 45, 50, 55, 60, 70, 80, 90]) AS m,
         generate_series(
           CASE metric WHEN 'cls' THEN -3 WHEN 'page_weight' THEN 3 ELSE 0 END,
           CASE metric WHEN 'cls' THEN 0 WHEN 'page_weight' THEN 7 ELSE 4 END) AS d
$$;

-- The bin of a value: how many edges are below it.
CREATE FUNCTION metric_vital_bin(metric text, v double precision) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT count(*)::integer FROM unnest(metric_vital_edges(metric)) AS e WHERE e < v
$$;

-- Adds two histograms bin by bin (the shorter is padded with zeros).
CREATE FUNCTION metric_hist_add(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i), '{}')
    FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;

-- Builds every aggregate again from the raw events still stored (their retention:
-- METRICS_RETENTION_DAYS): run once below, for the events stored before this migration, and by hand
-- (SELECT metric_rebuild_aggregates()) should the aggregates ever need it. It follows the rules of
-- aggregates.ts: first and last views ordered by (occurred_at, id).
CREATE FUNCTION metric_rebuild_aggregates() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM metric_page_stats;
  DELETE FROM metric_dimension_stats;
  DELETE FROM metric_event_stats;
  DELETE FROM metric_search_stats;
  DELETE FROM metric_vital_stats;
  DELETE FROM metric_sessions;
  DELETE FROM metric_session_pages;
  DELETE FROM metric_search_sessions;

  INSERT INTO metric_sessions (session_id, first_at, first_page, channel, last_at, last_page, views)
  SELECT session_id,
         (array_agg(occurred_at ORDER BY occurred_at, id))[1],
         (array_agg(page_path ORDER BY occurred_at, id))[1],
         (array_agg(acquisition_channel ORDER BY occurred_at, id))[1],
         (array_agg(occurred_at ORDER BY occurred_at DESC, id DESC))[1],
         (array_agg(page_path ORDER BY occurred_at DESC, id DESC))[1],
         count(*)::integer
    FROM metric_page_views GROUP BY session_id;

  INSERT INTO metric_session_pages (session_id, page_path, first_at)
  SELECT session_id, page_path, min(occurred_at) FROM metric_page_views GROUP BY session_id, page_path;

  INSERT INTO metric_page_stats (grain, bucket, page_path, views, visitors, entries, bounces, exits, time_sum, time_n, first_at, last_at)
  SELECT g.grain, metric_bucket(g.grain, c.at), c.page_path, sum(c.views)::integer, sum(c.visitors)::integer,
         sum(c.entries)::integer, sum(c.bounces)::integer, sum(c.exits)::integer, sum(c.time_sum), sum(c.time_n)::integer,
         min(c.first_at), max(c.last_at)
    FROM (SELECT page_path, occurred_at AS at, 1 AS views, 0 AS visitors, 0 AS entries, 0 AS bounces, 0 AS exits,
                 0::double precision AS time_sum, 0 AS time_n, occurred_at AS first_at, occurred_at AS last_at
            FROM metric_page_views
          UNION ALL
          SELECT page_path, first_at, 0, 1, 0, 0, 0, 0, 0, NULL, NULL FROM metric_session_pages
          UNION ALL
          SELECT first_page, first_at, 0, 0, 1, CASE WHEN views = 1 THEN 1 ELSE 0 END, 0, 0, 0, NULL, NULL FROM metric_sessions
          UNION ALL
          SELECT last_page, last_at, 0, 0, 0, 0, 1, 0, 0, NULL, NULL FROM metric_sessions
          UNION ALL
          SELECT page_path, occurred_at, 0, 0, 0, 0, 0, time_spent, 1, NULL, NULL FROM metric_page_times) c
   CROSS JOIN (VALUES ('h'), ('d')) AS g(grain)
   GROUP BY 1, 2, 3;

  INSERT INTO metric_dimension_stats (grain, bucket, dimension, value, views, sessions)
  SELECT g.grain, metric_bucket(g.grain, c.at), c.dimension, c.value, sum(c.views)::integer, sum(c.sessions)::integer
    FROM (SELECT 'device' AS dimension, coalesce(device_type, 'unknown') AS value, occurred_at AS at, 1 AS views, 0 AS sessions
            FROM metric_page_views
          UNION ALL
          SELECT 'channel', acquisition_channel, occurred_at, 1, 0 FROM metric_page_views
          UNION ALL
          SELECT 'channel', channel, first_at, 0, 1 FROM metric_sessions) c
   CROSS JOIN (VALUES ('h'), ('d')) AS g(grain)
   GROUP BY 1, 2, 3, 4;

  INSERT INTO metric_event_stats (grain, bucket, page_path, event_type, events)
  SELECT g.grain, metric_bucket(g.grain, e.occurred_at), p.page_path, e.event_type, count(*)::integer
    FROM metric_events e
   CROSS JOIN (VALUES ('h'), ('d')) AS g(grain)
   CROSS JOIN LATERAL (VALUES (e.page_path), ('')) AS p(page_path)
   GROUP BY 1, 2, 3, 4;

  INSERT INTO metric_search_sessions (term, session_id, first_at)
  SELECT regexp_replace(lower(btrim(label)), '[0-9]([ .-]?[0-9]){4,}', '•••••', 'g'), session_id, min(occurred_at)
    FROM metric_events WHERE event_type = 'search' AND coalesce(btrim(label), '') <> ''
   GROUP BY 1, 2;

  INSERT INTO metric_search_stats (grain, bucket, term, searches, zero_results, sessions, last_at)
  SELECT g.grain, metric_bucket(g.grain, s.at), s.term, sum(s.searches)::integer, sum(s.zero_results)::integer,
         sum(s.sessions)::integer, max(s.last_at)
    FROM (SELECT regexp_replace(lower(btrim(label)), '[0-9]([ .-]?[0-9]){4,}', '•••••', 'g') AS term, occurred_at AS at,
                 1 AS searches, CASE WHEN value = 0 THEN 1 ELSE 0 END AS zero_results, 0 AS sessions, occurred_at AS last_at
            FROM metric_events WHERE event_type = 'search' AND coalesce(btrim(label), '') <> ''
          UNION ALL
          SELECT term, first_at, 0, 0, 1, NULL FROM metric_search_sessions) s
   CROSS JOIN (VALUES ('h'), ('d')) AS g(grain)
   GROUP BY 1, 2, 3;

  INSERT INTO metric_vital_stats (grain, bucket, page_path, metric, counts)
  WITH samples AS (
    SELECT w.page_path, w.occurred_at, m.metric, metric_vital_bin(m.metric, m.v) AS bin
      FROM metric_web_vitals w
     CROSS JOIN LATERAL (VALUES ('lcp', w.lcp), ('fid', w.fid), ('cls', w.cls), ('ttfb', w.ttfb), ('fcp', w.fcp),
                                ('inp', w.inp), ('speed_index', w.speed_index), ('page_weight', w.page_weight)) AS m(metric, v)
     WHERE m.v IS NOT NULL
  ), binned AS (
    SELECT g.grain, metric_bucket(g.grain, s.occurred_at) AS bucket, p.page_path, s.metric, s.bin, count(*)::integer AS n
      FROM samples s
     CROSS JOIN (VALUES ('h'), ('d')) AS g(grain)
     CROSS JOIN LATERAL (VALUES (s.page_path), ('')) AS p(page_path)
     GROUP BY 1, 2, 3, 4, 5
  )
  SELECT k.grain, k.bucket, k.page_path, k.metric, array_agg(coalesce(b.n, 0) ORDER BY i)
    FROM (SELECT grain, bucket, page_path, metric, max(bin) AS top FROM binned GROUP BY 1, 2, 3, 4) k
   CROSS JOIN LATERAL generate_series(0, k.top) AS i
    LEFT JOIN binned b ON b.grain = k.grain AND b.bucket = k.bucket AND b.page_path = k.page_path
                      AND b.metric = k.metric AND b.bin = i
   GROUP BY 1, 2, 3, 4;
$$;

SELECT metric_rebuild_aggregates();
