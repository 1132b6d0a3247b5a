-- Issue 30: an action's source line in its section (the console's "in its
-- section"), kept under its create key, in a table of its own instead of
-- "source-context:" cache rows that GC never removed. The cache rows of
-- older ledgers are copied here and removed.
CREATE TABLE source_contexts (
    key        TEXT PRIMARY KEY,
    headings   TEXT NOT NULL DEFAULT '[]',
    lines      TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL
) WITHOUT ROWID;

INSERT OR IGNORE INTO source_contexts (key, headings, lines, created_at)
SELECT substr(key, 16),
       coalesce(json_extract(value, '$.h'), '[]'),
       coalesce(json_extract(value, '$.l'), '[]'),
       created_at
FROM cache WHERE key LIKE 'source-context:%' AND json_valid(value);

DELETE FROM cache WHERE key LIKE 'source-context:%';
