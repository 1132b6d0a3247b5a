-- Issue 15, the report card. Every figure is read from the rows, the log
-- and the attempts; two things were missing:
--   * a period is a range of creation times: executions_created serves
--     `axagent report --since/--until` (and the action registry's, which
--     tells which actions GC removed, action_registry_created);
--   * a duplicate the ledger absorbed (an event delivered again, a key
--     enqueued again with the same content) changed nothing and so left
--     no trace: absorbed logs each one, append-only, with the execution
--     (ref) or the event (source/message_id, as executions.source names
--     it). Rows of a deleted execution go with it.
CREATE INDEX executions_created ON executions (created_at);
CREATE INDEX action_registry_created ON action_registry (created_at);

CREATE TABLE absorbed (
    id    INTEGER PRIMARY KEY,
    ref   INTEGER,
    event TEXT,
    at    INTEGER NOT NULL,
    CHECK ((ref IS NULL) <> (event IS NULL))
);
CREATE INDEX absorbed_ref ON absorbed (ref) WHERE ref IS NOT NULL;
CREATE INDEX absorbed_event ON absorbed (event) WHERE event IS NOT NULL;
CREATE TRIGGER absorbed_append_only BEFORE UPDATE ON absorbed
BEGIN SELECT RAISE(ABORT, 'absorbed is append-only'); END;
CREATE TRIGGER absorbed_gc AFTER DELETE ON executions
BEGIN DELETE FROM absorbed WHERE ref = OLD.id; END;
