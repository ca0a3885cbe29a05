-- Issue 37: the agents' inbox and the PQRS counters at a utility's size (200,000 requests, a few
-- thousand of them open). The inbox lists open requests first by due date, then the answered and
-- closed ones, in the same order within each part (due date, then newest first): one partial index
-- per part serves its order, so a page reads at most offset + limit rows of each instead of sorting
-- every request. The open one also serves the open/overdue/due-soon counters and the dashboard's
-- history, which then read only the open requests.
CREATE INDEX cases_inbox_open ON cases (due_date, filed_at DESC) WHERE status IN ('radicada', 'en_tramite');
CREATE INDEX cases_inbox_done ON cases (due_date, filed_at DESC) WHERE status IN ('respondida', 'cerrada');
-- "Assigned to me" and "unassigned" (IS NULL is in a btree too), in the inbox's order.
CREATE INDEX cases_assignee_inbox ON cases (assignee_id, due_date, filed_at DESC);
