-- Issue 27: what a later meeting's line that is no action of its own (a
-- progress line, an item of a carry-over list) says of an open task of
-- the series, read by the linker's evidence rule: the task's status as
-- that meeting read it. Never a task; a person may dismiss one.
CREATE TABLE status_facts (
    task            TEXT NOT NULL,
    tenant          TEXT NOT NULL,
    project         TEXT NOT NULL,
    series          TEXT NOT NULL,
    meeting         TEXT NOT NULL,
    line            INTEGER NOT NULL,
    status          TEXT NOT NULL DEFAULT '',
    text            TEXT NOT NULL DEFAULT '',
    evidence        TEXT NOT NULL DEFAULT '',
    evidence_kind   TEXT NOT NULL DEFAULT '',
    evidence_fields TEXT NOT NULL DEFAULT '',
    dismissed       INTEGER NOT NULL DEFAULT 0,
    actor           TEXT NOT NULL DEFAULT '',
    reason          TEXT NOT NULL DEFAULT '',
    dismissed_at    INTEGER NOT NULL DEFAULT 0,
    at              INTEGER NOT NULL,
    PRIMARY KEY (task, meeting, line)
) WITHOUT ROWID;
CREATE INDEX status_facts_meeting ON status_facts (tenant, project, meeting);
