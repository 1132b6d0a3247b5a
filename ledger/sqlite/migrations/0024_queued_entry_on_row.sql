-- Issue 32 (SQLite; PostgreSQL's 0015 did the same): a notification's first
-- log entry ("queued with <execution key>") is composed from its outbox row
-- instead of being a row of transitions, as a claim's and a completion's
-- entries are composed from their attempt. Every finished action wrote it
-- in the completion of its execution: one statement and one entry of the
-- log's primary key, inserted inside the tree (kind 1 sorts after kind 0,
-- so an execution's entries were inserted before it), which made the log
-- the third largest writer of WAL pages per action.
--
-- The entry has no state before it, generation 0, no external ID, the
-- row's created_at as its time, the actor "axagent" and the derived
-- reason, always; the row keeps the one field that varies, enq_att: the
-- attempt of the completion that queued it (an empty blob when none: a
-- human's decision or OutboxEnqueue). A NULL enq_att marks a row whose
-- first entry is in the log (rows written before this migration, and the
-- bulk loader's, keep theirs there).
--
-- The entry's ID is the row's ID: such a row takes its ID from the log's
-- sequence, so its first entry comes before every later entry of it. Every
-- row inserted moves the sequence past its ID (so an ID given by SQLite,
-- max + 1, is never reused by the log), and the sequence starts past every
-- existing row ID.
ALTER TABLE outbox ADD COLUMN enq_att BLOB CHECK (length(enq_att) IN (0, 8));

UPDATE ledger_seq SET n = MAX(n, (SELECT ifnull(max(id), 0) FROM outbox)) WHERE name = 'transitions';

CREATE TRIGGER outbox_seq AFTER INSERT ON outbox
BEGIN UPDATE ledger_seq SET n = MAX(n, NEW.id) WHERE name = 'transitions'; END;
