-- Issue 15: the OpenTelemetry trace an attempt's spans went to, so that
-- `axagent ledger show KEY` links to it. Kept beside the attempts, one row
-- per traced attempt: with tracing off a finished action spends no byte on
-- it (the 1 KiB budget, S4). Deleting an attempt (GC) deletes its trace.
CREATE TABLE attempt_traces (
    kind     INTEGER NOT NULL,
    ref      INTEGER NOT NULL,
    id       BLOB NOT NULL,
    trace_id BLOB NOT NULL CHECK (length(trace_id) = 16),
    PRIMARY KEY (kind, ref, id)
) WITHOUT ROWID;
CREATE TRIGGER attempt_traces_gc AFTER DELETE ON attempts
BEGIN DELETE FROM attempt_traces WHERE kind = OLD.kind AND ref = OLD.ref AND id = OLD.id; END;
