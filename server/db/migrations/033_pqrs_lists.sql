-- Issue 37: the agents' inbox and the PQRS counters at a utility's size (200,000 requests, a few
-- thousand of them open). The inbox lists open requests first by due date, then the answered and
-- closed ones, in the same order within each part (due date, then newest first): one partial index
-- per part serves its order, so a page reads at most offset + limit rows of each instead of sorting
-- every request. The open one also serves the open/overdue/due-soon counters and the dashboard's
-- history, which then read only the open requests.
CREATE INDEX cases_inbox_open ON cases (due_date, filed_at DESC) WHERE status IN ('radicada', 'en_tramite');
CREATE INDEX cases_inbox_done ON cases (due_date, filed_at DESC) WHERE status IN ('respondida', 'cerrada');
-- "Unassigned" in the inbox's order: hardly any answered request is, and without it the planner
-- looks for them by reading every answered one. ("Assigned to me", the type, the service… are
-- read along the part's index until the page is full: most requests match them.)
CREATE INDEX cases_unassigned_inbox ON cases (due_date, filed_at DESC) WHERE assignee_id IS NULL;
