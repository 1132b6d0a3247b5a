-- Issue 27: series facts in typed tables instead of string-prefixed cache
-- rows walked one Get at a time (same tables as SQLite's 0018). Package
-- series decides them; the ledger keeps them. The cache rows of older
-- ledgers are copied here and removed.

CREATE TABLE series_meetings (
    tenant     text NOT NULL,
    project    text NOT NULL,
    meeting    text NOT NULL,
    series     text NOT NULL,
    date       text NOT NULL DEFAULT '',
    source     text NOT NULL DEFAULT '',
    content    text NOT NULL DEFAULT '',
    created_at bigint NOT NULL,
    PRIMARY KEY (tenant, project, meeting)
);

CREATE TABLE series_tasks (
    key        text PRIMARY KEY,
    tenant     text NOT NULL,
    project    text NOT NULL,
    series     text NOT NULL,
    meeting    text NOT NULL,
    assignee   text NOT NULL DEFAULT '',
    owners     text NOT NULL DEFAULT '',
    title      text NOT NULL,
    closed     boolean NOT NULL DEFAULT false,
    created_at bigint NOT NULL
);
CREATE INDEX series_tasks_open ON series_tasks (tenant, project, series, key) WHERE NOT closed;

CREATE TABLE series_links (
    task     text NOT NULL,
    tenant   text NOT NULL,
    project  text NOT NULL,
    meeting  text NOT NULL,
    action   text NOT NULL,
    kind     text NOT NULL CHECK (kind IN ('same', 'possible', 'merged', 'distinct')),
    status   text NOT NULL DEFAULT '',
    line     integer NOT NULL DEFAULT 0,
    evidence text NOT NULL DEFAULT '',
    actor    text NOT NULL DEFAULT '',
    at       bigint NOT NULL,
    PRIMARY KEY (task, meeting, action)
);
CREATE INDEX series_links_meeting ON series_links (tenant, project, meeting);

CREATE TABLE task_status (
    key    text NOT NULL,
    seq    integer NOT NULL,
    status text NOT NULL,
    since  bigint NOT NULL,
    at     bigint NOT NULL,
    via    text NOT NULL DEFAULT '',
    PRIMARY KEY (key, seq)
);

CREATE TABLE notes_files (
    locator    text PRIMARY KEY,
    meeting    text NOT NULL,
    created_at bigint NOT NULL
);

-- Older ledgers: series-of:T:P:M = series.
INSERT INTO series_meetings (tenant, project, meeting, series, created_at)
SELECT split_part(key, ':', 2), split_part(key, ':', 3), split_part(key, ':', 4), value, created_at
FROM cache WHERE key LIKE 'series-of:%'
ON CONFLICT DO NOTHING;

-- series-mentions:<task key>:N = the later meeting (the action was not kept).
INSERT INTO series_links (task, tenant, project, meeting, action, kind, evidence, at)
SELECT concat_ws(':', split_part(key, ':', 2), split_part(key, ':', 3), split_part(key, ':', 4), split_part(key, ':', 5), split_part(key, ':', 6)),
       split_part(key, ':', 2), split_part(key, ':', 3), value, '-', 'same', 'recorded before links kept their action', created_at
FROM cache WHERE key LIKE 'series-mentions:%' AND split_part(key, ':', 6) = 'create-task'
ON CONFLICT DO NOTHING;

-- task-status:<task key>:N = {"status","since","at","via"} (RFC 3339 times).
INSERT INTO task_status (key, seq, status, since, at, via)
SELECT concat_ws(':', split_part(key, ':', 2), split_part(key, ':', 3), split_part(key, ':', 4), split_part(key, ':', 5), split_part(key, ':', 6)),
       split_part(key, ':', 7)::integer,
       value::json->>'status',
       CASE WHEN coalesce(value::json->>'since', '0001') LIKE '0001%' THEN 0
            ELSE (extract(epoch FROM (value::json->>'since')::timestamptz) * 1000)::bigint END,
       CASE WHEN coalesce(value::json->>'at', '0001') LIKE '0001%' THEN 0
            ELSE (extract(epoch FROM (value::json->>'at')::timestamptz) * 1000)::bigint END,
       coalesce(value::json->>'via', '')
FROM cache WHERE key LIKE 'task-status:%' AND split_part(key, ':', 6) = 'create-task' AND split_part(key, ':', 7) ~ '^[0-9]+$'
ON CONFLICT DO NOTHING;

-- notes-file:path:<abs> and notes-file:inode:<dev>:<ino> = meeting.
INSERT INTO notes_files (locator, meeting, created_at)
SELECT substr(key, 12), value, created_at FROM cache WHERE key LIKE 'notes-file:%'
ON CONFLICT DO NOTHING;

DELETE FROM cache WHERE key LIKE 'series-of:%' OR key LIKE 'series-mentions:%' OR key LIKE 'task-status:%' OR key LIKE 'notes-file:%';
