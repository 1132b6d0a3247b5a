-- Issue 27: series facts in typed tables instead of string-prefixed cache
-- rows walked one Get at a time. Package series decides them; the ledger
-- keeps them. The cache rows of older ledgers are copied here and removed.

-- A meeting's series and what identifies it (date, the notes it was first
-- read from), so two files that would share an inferred ID are told apart.
CREATE TABLE series_meetings (
    tenant     TEXT NOT NULL,
    project    TEXT NOT NULL,
    meeting    TEXT NOT NULL,
    series     TEXT NOT NULL,
    date       TEXT NOT NULL DEFAULT '',
    source     TEXT NOT NULL DEFAULT '',
    content    TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    PRIMARY KEY (tenant, project, meeting)
) WITHOUT ROWID;

-- The tasks a series matches later actions against; the open ones of a
-- series are read in one range scan.
CREATE TABLE series_tasks (
    key        TEXT PRIMARY KEY,
    tenant     TEXT NOT NULL,
    project    TEXT NOT NULL,
    series     TEXT NOT NULL,
    meeting    TEXT NOT NULL,
    assignee   TEXT NOT NULL DEFAULT '',
    owners     TEXT NOT NULL DEFAULT '',
    title      TEXT NOT NULL,
    closed     INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX series_tasks_open ON series_tasks (tenant, project, series, key) WHERE closed = 0;

-- Later actions tied to earlier tasks: restatements, possible links and a
-- person's decisions about them.
CREATE TABLE series_links (
    task     TEXT NOT NULL,
    tenant   TEXT NOT NULL,
    project  TEXT NOT NULL,
    meeting  TEXT NOT NULL,
    action   TEXT NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ('same', 'possible', 'merged', 'distinct')),
    status   TEXT NOT NULL DEFAULT '',
    line     INTEGER NOT NULL DEFAULT 0,
    evidence TEXT NOT NULL DEFAULT '',
    actor    TEXT NOT NULL DEFAULT '',
    at       INTEGER NOT NULL,
    PRIMARY KEY (task, meeting, action)
) WITHOUT ROWID;
CREATE INDEX series_links_meeting ON series_links (tenant, project, meeting);

-- What the trackers reported for a task, each change once, in order.
CREATE TABLE task_status (
    key    TEXT NOT NULL,
    seq    INTEGER NOT NULL,
    status TEXT NOT NULL,
    since  INTEGER NOT NULL,
    at     INTEGER NOT NULL,
    via    TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (key, seq)
) WITHOUT ROWID;

-- The meeting a notes file was given, by path and by device and inode.
CREATE TABLE notes_files (
    locator    TEXT PRIMARY KEY,
    meeting    TEXT NOT NULL,
    created_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Older ledgers: series-of:T:P:M = series.
INSERT OR IGNORE INTO series_meetings (tenant, project, meeting, series, created_at)
SELECT substr(r, 1, instr(r, ':') - 1),
       substr(substr(r, instr(r, ':') + 1), 1, instr(substr(r, instr(r, ':') + 1), ':') - 1),
       substr(substr(r, instr(r, ':') + 1), instr(substr(r, instr(r, ':') + 1), ':') + 1),
       value, created_at
FROM (SELECT substr(key, 11) AS r, value, created_at FROM cache WHERE key LIKE 'series-of:%');

-- series-mentions:<task key>:N = the later meeting (the action was not kept).
INSERT OR IGNORE INTO series_links (task, tenant, project, meeting, action, kind, evidence, at)
SELECT t, substr(t, 1, instr(t, ':') - 1), substr(substr(t, instr(t, ':') + 1), 1, instr(substr(t, instr(t, ':') + 1), ':') - 1),
       value, '-', 'same', 'recorded before links kept their action', created_at
FROM (SELECT substr(key, 17, instr(key, ':create-task:') + 11 - 16) AS t, value, created_at FROM cache
      WHERE key LIKE 'series-mentions:%' AND instr(key, ':create-task:') > 0);

-- task-status:<task key>:N = {"status","since","at","via"} (RFC 3339 times).
INSERT OR IGNORE INTO task_status (key, seq, status, since, at, via)
SELECT substr(key, 13, instr(key, ':create-task:') + 11 - 12),
       CAST(substr(key, instr(key, ':create-task:') + 13) AS INTEGER),
       json_extract(value, '$.status'),
       CASE WHEN ifnull(json_extract(value, '$.since'), '0001') LIKE '0001%' THEN 0
            ELSE CAST(round((julianday(json_extract(value, '$.since')) - 2440587.5) * 86400000) AS INTEGER) END,
       CASE WHEN ifnull(json_extract(value, '$.at'), '0001') LIKE '0001%' THEN 0
            ELSE CAST(round((julianday(json_extract(value, '$.at')) - 2440587.5) * 86400000) AS INTEGER) END,
       ifnull(json_extract(value, '$.via'), '')
FROM cache WHERE key LIKE 'task-status:%' AND instr(key, ':create-task:') > 0 AND json_valid(value);

-- notes-file:path:<abs> and notes-file:inode:<dev>:<ino> = meeting.
INSERT OR IGNORE INTO notes_files (locator, meeting, created_at)
SELECT substr(key, 12), value, created_at FROM cache WHERE key LIKE 'notes-file:%';

DELETE FROM cache WHERE key LIKE 'series-of:%' OR key LIKE 'series-mentions:%' OR key LIKE 'task-status:%' OR key LIKE 'notes-file:%';
