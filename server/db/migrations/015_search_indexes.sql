-- Issue 22: the admin users search and the agents' PQRS inbox match any part of a name, e-mail,
-- subject, document, phone or radicado (LIKE '%…%'), which no b-tree can serve. Trigram GIN
-- indexes can, on PGlite (contrib pg_trgm, loaded by server/db/pgliteExtensions.ts) and on
-- PostgreSQL (pg_trgm is a trusted extension: the database owner may create it).
--
-- In public, so every search_path sees it (the PostgreSQL tests give each file its own schema);
-- the operator class is named with its schema for the same reason.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Lower case without accents, like fold() in src/shared/text.ts, so "garcia" finds "García" and
-- "munoz" finds "Muñoz". translate() and lower() only: both databases have them, and the result
-- depends on nothing but the text, so it may be stored. The searches fold what is typed with this
-- same function, so both sides always agree.
CREATE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate($1, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç',
                                   'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc')) $$;

-- The searched fields, folded and joined by line breaks into one stored column per table:
-- * stored, because translate() costs tens of microseconds a row in PGlite, which every row the
--   index hands back would pay again on recheck; generated, so existing rows and every later
--   write fill it with no code to keep it;
-- * one column, because PGlite has no autovacuum: its planner never gets fresh index statistics
--   and prices each index scan by the index's size alone; one scan a search (two for users, whose
--   document and phone are matched with the dots and spaces taken out) still costs less than
--   reading the table, four did not. A search box cannot type a line break, so no match spans two
--   fields.
ALTER TABLE users ADD COLUMN search_text text
  GENERATED ALWAYS AS (search_fold(first_name || ' ' || last_name || E'\n' || email)) STORED;
ALTER TABLE users ADD COLUMN search_ids text
  GENERATED ALWAYS AS (coalesce(document_number, '') || E'\n' || coalesce(phone_number, '')) STORED;
ALTER TABLE cases ADD COLUMN search_text text
  GENERATED ALWAYS AS (search_fold(radicado || E'\n' || subject || E'\n' || coalesce(applicant_name, '') || E'\n'
    || coalesce(doc_number, ''))) STORED;

-- fastupdate off: new entries go straight into the index instead of a pending list that every
-- search reads through until a VACUUM merges it (PGlite never runs one). A sign-up or a filing
-- pays about a millisecond more; they are few.
CREATE INDEX users_search_trgm ON users USING gin (search_text public.gin_trgm_ops, search_ids public.gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX cases_search_trgm ON cases USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);
