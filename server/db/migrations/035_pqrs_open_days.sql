-- Issue 37: the dashboard's PQRS history (requests open, and open past their due date, at the end of
-- each of its 30 days and at the previous month's cut) at a utility's size, 200,000 requests of
-- which some 10,000 are open at some point of a month. It read each of those requests on every
-- view; it now reads one row a day of this table, kept by triggers in the transaction of every
-- change to cases, and the few requests filed or answered between the instant asked about and the
-- end of its day (server/modules/pqrs/repository/openDays.ts).
--
-- A request is open from its filing until its answer (006_pqrs.sql: responded_at is set exactly
-- when it is answered), overdue from the day after its due date until its answer; days are Bogotá
-- days (UTC−5, no daylight saving). Each request adds, on the day each thing happens:
--   open +1 the day it was filed, −1 the day it was answered;
--   overdue +1 the day it became overdue (its filing day or the day after its due date, whichever
--   is later) when that comes before the day of its answer, −1 the day of its answer then.
-- So the requests open (overdue) at the end of a day are the sum of `open` (`overdue`) over that
-- day and every one before it.
--
-- The same triggers keep the requests in each state (pqrs_status_counts), which the inbox's open
-- counter and the total of a list filtered by state alone read.
--
-- The triggers run once a statement, on the rows it touched (transition tables), and write only the
-- days and states whose figures changed, days first, each in order (so two writes never take the
-- same rows in opposite orders): an UPDATE that leaves filing, answer, due
-- date and state alone (an assignment, a note) writes nothing; a filing or an answer adds to
-- today's row and to its states', which such writes wait on for one another until they commit, as
-- with user_counters (034).
--
-- Nothing else writes cases while this runs (the lock below), so the figures it starts from and the
-- triggers that keep them agree.
LOCK TABLE cases IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE pqrs_open_days (
  day date PRIMARY KEY,
  open bigint NOT NULL,
  overdue bigint NOT NULL
);

-- What each request adds to each day (the rules above), for the rows of a statement.
CREATE FUNCTION pqrs_open_moves(filed_at timestamptz, responded_at timestamptz, due_date date)
  RETURNS TABLE (day date, open int, overdue int) LANGUAGE sql IMMUTABLE AS $$
  WITH r AS (
    SELECT ((filed_at AT TIME ZONE 'UTC') - interval '5 hours')::date AS filed,
           ((responded_at AT TIME ZONE 'UTC') - interval '5 hours')::date AS answered)
  SELECT filed, 1, 0 FROM r
  UNION ALL SELECT answered, -1, 0 FROM r WHERE answered IS NOT NULL
  UNION ALL SELECT GREATEST(filed, due_date + 1), 0, 1 FROM r
   WHERE due_date IS NOT NULL AND (answered IS NULL OR GREATEST(filed, due_date + 1) < answered)
  UNION ALL SELECT answered, 0, -1 FROM r WHERE due_date IS NOT NULL AND GREATEST(filed, due_date + 1) < answered
$$;

INSERT INTO pqrs_open_days (day, open, overdue)
SELECT m.day, sum(m.open), sum(m.overdue) FROM cases c, pqrs_open_moves(c.filed_at, c.responded_at, c.due_date) m GROUP BY m.day;

-- The requests in each state, kept by the same triggers: the inbox's open counter and the total of
-- a list filtered by state alone (or not filtered) read these four rows instead of the requests.
CREATE TABLE pqrs_status_counts (
  status text PRIMARY KEY CHECK (status IN ('radicada', 'en_tramite', 'respondida', 'cerrada')),
  n bigint NOT NULL
);
INSERT INTO pqrs_status_counts (status, n)
SELECT s, (SELECT count(*) FROM cases WHERE status = s) FROM unnest(ARRAY['radicada', 'en_tramite', 'respondida', 'cerrada']) AS s;

CREATE FUNCTION pqrs_open_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pqrs_open_days AS d (day, open, overdue)
  SELECT m.day, sum(m.open), sum(m.overdue) FROM added_cases c, pqrs_open_moves(c.filed_at, c.responded_at, c.due_date) m
   GROUP BY m.day HAVING sum(m.open) <> 0 OR sum(m.overdue) <> 0 ORDER BY m.day
  ON CONFLICT (day) DO UPDATE SET open = d.open + EXCLUDED.open, overdue = d.overdue + EXCLUDED.overdue;
  INSERT INTO pqrs_status_counts AS k (status, n)
  SELECT status, count(*) FROM added_cases GROUP BY status ORDER BY status
  ON CONFLICT (status) DO UPDATE SET n = k.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE FUNCTION pqrs_open_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pqrs_open_days AS d (day, open, overdue)
  SELECT m.day, -sum(m.open), -sum(m.overdue) FROM removed_cases c, pqrs_open_moves(c.filed_at, c.responded_at, c.due_date) m
   GROUP BY m.day HAVING sum(m.open) <> 0 OR sum(m.overdue) <> 0 ORDER BY m.day
  ON CONFLICT (day) DO UPDATE SET open = d.open + EXCLUDED.open, overdue = d.overdue + EXCLUDED.overdue;
  INSERT INTO pqrs_status_counts AS k (status, n)
  SELECT status, -count(*) FROM removed_cases GROUP BY status ORDER BY status
  ON CONFLICT (status) DO UPDATE SET n = k.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE FUNCTION pqrs_open_days_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pqrs_open_days AS d (day, open, overdue)
  SELECT m.day, sum(m.open), sum(m.overdue)
    FROM (SELECT n.day, n.open, n.overdue FROM added_cases c, pqrs_open_moves(c.filed_at, c.responded_at, c.due_date) n
          UNION ALL
          SELECT o.day, -o.open, -o.overdue FROM removed_cases c, pqrs_open_moves(c.filed_at, c.responded_at, c.due_date) o) m
   GROUP BY m.day HAVING sum(m.open) <> 0 OR sum(m.overdue) <> 0 ORDER BY m.day
  ON CONFLICT (day) DO UPDATE SET open = d.open + EXCLUDED.open, overdue = d.overdue + EXCLUDED.overdue;
  INSERT INTO pqrs_status_counts AS k (status, n)
  SELECT status, sum(n) FROM (SELECT status, 1 AS n FROM added_cases UNION ALL SELECT status, -1 FROM removed_cases) x
   GROUP BY status HAVING sum(n) <> 0 ORDER BY status
  ON CONFLICT (status) DO UPDATE SET n = k.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE FUNCTION pqrs_open_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pqrs_open_days;
  UPDATE pqrs_status_counts SET n = 0;
  RETURN NULL;
END;
$$;

CREATE TRIGGER cases_open_days_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS added_cases FOR EACH STATEMENT EXECUTE FUNCTION pqrs_open_days_insert();
CREATE TRIGGER cases_open_days_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS removed_cases FOR EACH STATEMENT EXECUTE FUNCTION pqrs_open_days_delete();
-- No column list is allowed with transition tables: every UPDATE runs it, and only one that moved a
-- filing, an answer, a due date or a state writes.
CREATE TRIGGER cases_open_days_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS removed_cases NEW TABLE AS added_cases FOR EACH STATEMENT EXECUTE FUNCTION pqrs_open_days_update();
CREATE TRIGGER cases_open_days_truncate AFTER TRUNCATE ON cases FOR EACH STATEMENT EXECUTE FUNCTION pqrs_open_days_truncate();
