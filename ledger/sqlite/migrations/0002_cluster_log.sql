-- Compact the audit log (S4): every finished action leaves six transitions
-- and two attempts, and each used to be stored twice — once in its rowid
-- table and once more, key and all, in the (key, …) index every read goes
-- through (and attempts a third time, in the autoindex of its TEXT primary
-- key). Both tables are now clustered on (key, id) WITHOUT ROWID: the rows
-- are the index. Reads by key and GC deletes by key are unchanged; the
-- global, increasing transition ID now comes from ledger_seq.

CREATE TABLE ledger_seq (
    name TEXT PRIMARY KEY,
    n    INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO ledger_seq (name, n) SELECT 'transitions', COALESCE(MAX(id), 0) FROM transitions;

CREATE TABLE transitions_v2 (
    key         TEXT NOT NULL,
    id          INTEGER NOT NULL,
    kind        TEXT NOT NULL,
    from_state  TEXT NOT NULL,
    to_state    TEXT NOT NULL,
    reason      TEXT NOT NULL,
    attempt_id  TEXT NOT NULL,
    generation  INTEGER NOT NULL,
    actor       TEXT NOT NULL,
    external_id TEXT NOT NULL,
    at          INTEGER NOT NULL,
    PRIMARY KEY (key, id)
) WITHOUT ROWID;
INSERT INTO transitions_v2 (key, id, kind, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
    SELECT key, id, kind, from_state, to_state, reason, attempt_id, generation, actor, external_id, at FROM transitions;
DROP TABLE transitions;
ALTER TABLE transitions_v2 RENAME TO transitions;
CREATE TRIGGER transitions_append_only_update BEFORE UPDATE ON transitions
BEGIN SELECT RAISE(ABORT, 'transitions are append-only'); END;
-- Writers take id = n + 1 inside their write transaction; this keeps n at
-- the highest id, also for bulk inserts that number rows themselves.
CREATE TRIGGER transitions_seq AFTER INSERT ON transitions
BEGIN UPDATE ledger_seq SET n = MAX(n, NEW.id) WHERE name = 'transitions'; END;

CREATE TABLE attempts_v2 (
    key         TEXT NOT NULL,
    id          TEXT NOT NULL,
    kind        TEXT NOT NULL,
    generation  INTEGER NOT NULL,
    owner       TEXT NOT NULL,
    started_at  INTEGER NOT NULL,
    ended_at    INTEGER NOT NULL DEFAULT 0,
    outcome     TEXT NOT NULL DEFAULT '',
    external_id TEXT NOT NULL DEFAULT '',
    error       TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (key, id)
) WITHOUT ROWID;
INSERT INTO attempts_v2 (key, id, kind, generation, owner, started_at, ended_at, outcome, external_id, error)
    SELECT key, id, kind, generation, owner, started_at, ended_at, outcome, external_id, error FROM attempts;
DROP TABLE attempts;
ALTER TABLE attempts_v2 RENAME TO attempts;
