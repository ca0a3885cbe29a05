-- Issue 37: the dashboard's account figures and the administration's users list at a utility's
-- size (100,000 accounts) cost what they cost at the demo's.
--
-- Total, active and verified accounts are kept in one row, changed by triggers in the transaction
-- of every change to users, so reading them reads one row, and a change rolled back leaves them as
-- they were. The triggers run once a statement, on the rows it touched (transition tables): a bulk
-- INSERT … SELECT changes the row once, not once an account; an UPDATE that changes neither
-- is_active nor is_email_verified (a sign-in's last_login, roles) does not write it, so sign-ins
-- never wait on it. Writes that change it wait for one another on that row until they commit: a
-- registration or an activation is a short transaction.
--
-- Nothing else writes users while this runs (the lock below), so the counts it starts from and the
-- triggers that keep them agree.
LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE user_counters (
  -- One row only.
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  total bigint NOT NULL,
  active bigint NOT NULL,
  verified bigint NOT NULL
);

INSERT INTO user_counters (id, total, active, verified)
SELECT true, count(*), count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE is_email_verified) FROM users;

-- Adds the changes a statement made to the three figures; nothing is written when they are all zero.
CREATE FUNCTION user_counters_apply(total_delta bigint, active_delta bigint, verified_delta bigint) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF total_delta <> 0 OR active_delta <> 0 OR verified_delta <> 0 THEN
    UPDATE user_counters
       SET total = total + total_delta, active = active + active_delta, verified = verified + verified_delta;
  END IF;
END;
$$;

CREATE FUNCTION user_counters_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counters_apply(count(*), count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE is_email_verified))
     FROM added_users;
  RETURN NULL;
END;
$$;

CREATE FUNCTION user_counters_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counters_apply(-count(*), -count(*) FILTER (WHERE is_active), -count(*) FILTER (WHERE is_email_verified))
     FROM removed_users;
  RETURN NULL;
END;
$$;

CREATE FUNCTION user_counters_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counters_apply(0, a.active - r.active, a.verified - r.verified)
     FROM (SELECT count(*) FILTER (WHERE is_active) AS active, count(*) FILTER (WHERE is_email_verified) AS verified FROM added_users) a,
          (SELECT count(*) FILTER (WHERE is_active) AS active, count(*) FILTER (WHERE is_email_verified) AS verified FROM removed_users) r;
  RETURN NULL;
END;
$$;

CREATE FUNCTION user_counters_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_counters SET total = 0, active = 0, verified = 0;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_counters_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS added_users FOR EACH STATEMENT EXECUTE FUNCTION user_counters_insert();
CREATE TRIGGER users_counters_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed_users FOR EACH STATEMENT EXECUTE FUNCTION user_counters_delete();
-- PostgreSQL allows no column list (UPDATE OF is_active, …) with transition tables: every UPDATE
-- statement runs it, and only one that changed either flag writes the counters.
CREATE TRIGGER users_counters_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS removed_users NEW TABLE AS added_users FOR EACH STATEMENT EXECUTE FUNCTION user_counters_update();
CREATE TRIGGER users_counters_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION user_counters_truncate();

-- The users list's order (newest first, then id), which the new accounts of the dashboard (a month)
-- and its daily series (30 days) read as ranges too: it replaces users_created_idx (007_admin.sql).
CREATE INDEX users_order_idx ON users (created_at DESC, id);
DROP INDEX users_created_idx;
-- The list's filters that keep few accounts, each in the list's order, so a page and the count
-- (which stops at 1,000, issue 37) read only the accounts they show: inactive ones, unverified
-- e-mails, and every role but USER, which only staff hold (searchUsers adds this same condition).
CREATE INDEX users_inactive_idx ON users (created_at DESC, id) WHERE NOT is_active;
CREATE INDEX users_unverified_idx ON users (created_at DESC, id) WHERE NOT is_email_verified;
CREATE INDEX users_staff_idx ON users (created_at DESC, id) WHERE roles <> '{USER}'::text[];
-- A staff role's count: PGlite has no statistics (it never runs ANALYZE), so its planner reads
-- the whole table rather than walk users_staff_idx to its end; it takes this index for
-- `roles @> ARRAY[role]`. fastupdate off for the reason given in 015_search_indexes.sql.
CREATE INDEX users_roles_gin ON users USING gin (roles) WITH (fastupdate = off);
