-- Page metrics (issue 5, spec §3 and §7): what the four tracking endpoints accept, written in
-- batches. No IP address is stored: the rate limit counts clients in memory only. Every table is
-- read by date range, so each has an index on its time and one on (page, time); retention deletes
-- by time (METRICS_RETENTION_DAYS).

CREATE TABLE metric_page_views (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  page_path text NOT NULL,
  session_id text NOT NULL,
  user_id text,
  -- Origin and path only: a referrer's query string may carry personal data.
  referrer text,
  acquisition_channel text NOT NULL CHECK (acquisition_channel IN ('direct', 'social', 'organic', 'referral', 'paid')),
  device_type text CHECK (device_type IN ('mobile', 'tablet', 'desktop')),
  browser_info text
);
CREATE INDEX metric_page_views_time_idx ON metric_page_views (occurred_at);
CREATE INDEX metric_page_views_page_idx ON metric_page_views (page_path, occurred_at);
CREATE INDEX metric_page_views_session_idx ON metric_page_views (session_id, occurred_at);

CREATE TABLE metric_events (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  event_type text NOT NULL,
  category text NOT NULL,
  action text NOT NULL,
  label text,
  value double precision,
  page_path text NOT NULL,
  session_id text NOT NULL,
  user_id text,
  metadata jsonb
);
CREATE INDEX metric_events_time_idx ON metric_events (occurred_at);
CREATE INDEX metric_events_page_idx ON metric_events (page_path, occurred_at);
CREATE INDEX metric_events_type_idx ON metric_events (event_type, occurred_at);

CREATE TABLE metric_web_vitals (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  page_path text NOT NULL,
  session_id text,
  lcp double precision,
  fid double precision,
  cls double precision,
  ttfb double precision,
  fcp double precision,
  inp double precision,
  page_weight double precision,
  speed_index double precision
);
CREATE INDEX metric_web_vitals_time_idx ON metric_web_vitals (occurred_at);
CREATE INDEX metric_web_vitals_page_idx ON metric_web_vitals (page_path, occurred_at);

CREATE TABLE metric_page_times (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  page_path text NOT NULL,
  session_id text NOT NULL,
  time_spent double precision NOT NULL CHECK (time_spent >= 0)
);
CREATE INDEX metric_page_times_time_idx ON metric_page_times (occurred_at);
CREATE INDEX metric_page_times_page_idx ON metric_page_times (page_path, occurred_at);

-- One row per minute in which some instance was serving: the uptime of a range is the share of its
-- minutes present here.
CREATE TABLE metric_heartbeats (
  minute timestamptz PRIMARY KEY
);
