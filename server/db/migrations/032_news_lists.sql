-- News lists at a utility's size (issue 37): every list reads its page in the order of an index,
-- and its total is counted up to 1,000 rows (server/db/boundedCount.ts), so a list costs about the
-- same with 50,000 items as with the demo's 45.

-- The public lists and RSS: visible items newest first, and those of one category. The exclusion
-- of the home page (every category but the cuts) reads the first and skips the cuts it meets.
-- news_public_idx (004) had no index for the order across categories, nor the id that breaks ties.
DROP INDEX IF EXISTS news_public_idx;
CREATE INDEX news_public_order_idx ON news (publish_at DESC, id) WHERE status <> 'draft';
CREATE INDEX news_public_category_idx ON news (category, publish_at DESC, id) WHERE status <> 'draft';

-- The cuts list (server/modules/news/repository.ts cutsPageSql): upcoming ones in start order,
-- past ones in end order; those in progress among the cuts not yet ended (news_cuts_end_idx, or
-- 004's news_cut_window_idx, read from now on). The start index holds the start alone, so that it never looks a better way to the
-- cuts in progress than the end index, even to a planner without statistics (PGlite).
CREATE INDEX news_cuts_start_idx ON news (cut_starts_at) WHERE category = 'cortes' AND status <> 'draft';
CREATE INDEX news_cuts_end_idx ON news (cut_ends_at DESC, publish_at DESC, id) WHERE category = 'cortes' AND status <> 'draft';

-- The administration's list: last changed first, all of them, of one category, or the drafts; the
-- scheduled ones still to come by their publication time.
CREATE INDEX news_admin_order_idx ON news (updated_at DESC, id);
CREATE INDEX news_admin_category_idx ON news (category, updated_at DESC, id);
CREATE INDEX news_admin_drafts_idx ON news (updated_at DESC, id) WHERE status = 'draft';
CREATE INDEX news_scheduled_idx ON news (publish_at) WHERE status = 'scheduled';
