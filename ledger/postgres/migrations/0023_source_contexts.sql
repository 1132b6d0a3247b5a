-- Issue 30: an action's source line in its section (the console's "in its
-- section"), kept under its create key, in a table of its own instead of
-- "source-context:" cache rows that GC never removed. The cache rows of
-- older ledgers are copied here and removed.
CREATE TABLE source_contexts (
    key        text COLLATE "C" PRIMARY KEY,
    headings   text NOT NULL DEFAULT '[]',
    lines      text NOT NULL DEFAULT '[]',
    created_at bigint NOT NULL
);

INSERT INTO source_contexts (key, headings, lines, created_at)
SELECT substr(key, 16),
       coalesce((value::jsonb) -> 'h', '[]'::jsonb)::text,
       coalesce((value::jsonb) -> 'l', '[]'::jsonb)::text,
       created_at
FROM cache WHERE key LIKE 'source-context:%' AND value LIKE '{%}'
ON CONFLICT (key) DO NOTHING;

DELETE FROM cache WHERE key LIKE 'source-context:%';
