-- Issue 27: what a later meeting's line that is no action of its own (a
-- progress line, an item of a carry-over list) says of an open task of
-- the series, read by the linker's evidence rule: the task's status as
-- that meeting read it. Never a task; a person may dismiss one.
CREATE TABLE status_facts (
    task            text NOT NULL,
    tenant          text NOT NULL,
    project         text NOT NULL,
    series          text NOT NULL,
    meeting         text NOT NULL,
    line            integer NOT NULL,
    status          text NOT NULL DEFAULT '',
    text            text NOT NULL DEFAULT '',
    evidence        text NOT NULL DEFAULT '',
    evidence_kind   text NOT NULL DEFAULT '',
    evidence_fields text NOT NULL DEFAULT '',
    dismissed       boolean NOT NULL DEFAULT false,
    actor           text NOT NULL DEFAULT '',
    reason          text NOT NULL DEFAULT '',
    dismissed_at    bigint NOT NULL DEFAULT 0,
    at              bigint NOT NULL,
    PRIMARY KEY (task, meeting, line)
);
CREATE INDEX status_facts_meeting ON status_facts (tenant, project, meeting);
