-- Issue 32 (SQLite; PostgreSQL's 0015 did the same): a row's first log
-- entry — an execution's "enqueued", a notification's "queued with
-- <execution key>" — is composed from the row instead of being a row of
-- transitions, as a claim's and a completion's entries are composed from
-- their attempt. Every finished action wrote both: two statements and two
-- entries of the log's primary key (the execution's inserted inside the
-- tree, since kind 1 sorts after kind 0), which made the log the fourth
-- largest writer of WAL pages per action.
--
-- A first entry has no state before it, generation 0, no external ID and
-- the row's created_at as its time; what else it holds is kept on the row
-- and never changed afterwards:
--   * executions: enq_state (the state it entered), enq_actor (the actor's
--     id), enq_reason (the entry's stored reason, NULL when derived);
--   * outbox: enq_att, the attempt of the completion that queued it (an
--     empty blob when none: a human's decision or OutboxEnqueue); its actor
--     is "axagent" and its reason the derived one, always.
-- A NULL enq_state / enq_att marks a row whose first entry is in the log
-- (rows written before this migration, and the bulk loader's, keep theirs
-- there).
--
-- The entry's ID is the row's ID: such a row takes its ID from the log's
-- sequence, so its first entry comes before every later entry of it. Every
-- row inserted moves the sequence past its ID (so an ID SQLite gives, max
-- + 1, is never one the log gives again), and the sequence starts past
-- every existing row ID.
ALTER TABLE executions ADD COLUMN enq_state INTEGER CHECK (enq_state BETWEEN 0 AND 5);
ALTER TABLE executions ADD COLUMN enq_actor INTEGER;
ALTER TABLE executions ADD COLUMN enq_reason TEXT;
ALTER TABLE outbox ADD COLUMN enq_att BLOB CHECK (length(enq_att) IN (0, 8));

UPDATE ledger_seq SET n = MAX(n, (SELECT ifnull(max(id), 0) FROM executions), (SELECT ifnull(max(id), 0) FROM outbox))
WHERE name = 'transitions';

CREATE TRIGGER executions_seq AFTER INSERT ON executions
BEGIN UPDATE ledger_seq SET n = MAX(n, NEW.id) WHERE name = 'transitions'; END;
CREATE TRIGGER outbox_seq AFTER INSERT ON outbox
BEGIN UPDATE ledger_seq SET n = MAX(n, NEW.id) WHERE name = 'transitions'; END;
