-- Issue 28: lines of a meeting's notes that carried commitment signals but
-- were not extracted, and what a person decided about each (promoted to a
-- task: key; dismissed). Kept past GC like the action registry, so a
-- re-extraction never reopens a decided line.
CREATE TABLE possible_actions (
    tenant     TEXT NOT NULL,
    project    TEXT NOT NULL,
    meeting    TEXT NOT NULL,
    ref        TEXT NOT NULL,
    line       INTEGER NOT NULL,
    text       TEXT NOT NULL,
    signals    TEXT NOT NULL,
    state      TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'promoted', 'dismissed')),
    key        TEXT NOT NULL DEFAULT '',
    actor      TEXT NOT NULL DEFAULT '',
    reason     TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    decided_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tenant, project, meeting, ref)
) WITHOUT ROWID;
