-- Compact layout (S4, issue 8: at most 1 KiB per finished action). A
-- finished action leaves one execution, one outbox row, six transitions and
-- two attempts; what made them large was repetition, not content:
--   * transitions and attempts repeated the 35–45 byte text key of their
--     row: they now refer to it by (kind, ref), ref being the INTEGER id of
--     the execution or outbox row (kind 0 = execution, 1 = notification);
--   * states were words: they are codes, 0 pending, 1 succeeded, 2 running,
--     3 unknown, 4 needs-human, 5 abandoned (0 and 1 cost no payload byte),
--     NULL where the old column held '' (a log's first from_state);
--   * attempt IDs 'att-' + 16 hex digits are their 8 bytes (BLOB, NULL for
--     none), fingerprints their 32 sha256 bytes instead of 64 hex digits;
--   * the intent was JSON repeating the key's project and action: it is
--     columns, intent_project / intent_action NULL when equal to the key's;
--   * reasons the ledger composes itself from the row ("claimed", "queued
--     with <execution key>", "enqueued from <source>") are NULL in the log;
--   * tenant, project and meeting repeated the key and had an index of
--     their own: a list by scope is now a prefix range on the key index.
-- The API renders every value as before (ledger/internal/codec).

CREATE TABLE executions_v3 (
    id              INTEGER PRIMARY KEY,
    key             TEXT NOT NULL UNIQUE,
    fingerprint     BLOB NOT NULL CHECK (length(fingerprint) = 32),
    title           TEXT NOT NULL,
    assignee        TEXT NOT NULL,
    assignee_id     TEXT NOT NULL,
    due_date        TEXT NOT NULL,
    evidence        TEXT NOT NULL,
    intent_project  TEXT,
    intent_action   TEXT,
    state           INTEGER NOT NULL CHECK (state BETWEEN 0 AND 5),
    reason          TEXT NOT NULL DEFAULT '',
    owner           TEXT NOT NULL DEFAULT '',
    generation      INTEGER NOT NULL DEFAULT 0,
    lease_until     INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    attempts        INTEGER NOT NULL DEFAULT 0,
    external_id     TEXT NOT NULL DEFAULT '',
    in_doubt        INTEGER NOT NULL DEFAULT 0,
    claimed_from    INTEGER CHECK (claimed_from BETWEEN 0 AND 5),
    attempt_id      BLOB CHECK (length(attempt_id) = 8),
    source          TEXT NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);

-- Old values are converted in SQL; a malformed attempt ID or fingerprint
-- fails a CHECK and with it the whole migration, rather than being lost.
CREATE TEMP TABLE state_codes (name TEXT PRIMARY KEY, code INTEGER NOT NULL);
INSERT INTO state_codes VALUES ('pending', 0), ('succeeded', 1), ('running', 2), ('unknown', 3), ('needs-human', 4), ('abandoned', 5);

INSERT INTO executions_v3 (key, fingerprint, title, assignee, assignee_id, due_date, evidence, intent_project, intent_action,
        state, reason, owner, generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id,
        source, created_at, updated_at)
    SELECT key, ifnull(unhex(fingerprint), x''),
        ifnull(intent ->> '$.title', ''), ifnull(intent ->> '$.assignee', ''), ifnull(intent ->> '$.assignee_id', ''),
        ifnull(intent ->> '$.due_date', ''), ifnull(intent ->> '$.source', ''),
        nullif(ifnull(intent ->> '$.project', ''), project),
        nullif(ifnull(intent ->> '$.action', ''), substr(key, length(tenant) + length(project) + length(meeting) + 4,
            instr(substr(key, length(tenant) + length(project) + length(meeting) + 4), ':') - 1)),
        (SELECT code FROM state_codes WHERE name = state), reason, owner, generation, lease_until, next_attempt_at, attempts,
        external_id, in_doubt, (SELECT code FROM state_codes WHERE name = claimed_from),
        CASE WHEN attempt_id = '' THEN NULL WHEN attempt_id GLOB 'att-*' THEN ifnull(unhex(substr(attempt_id, 5)), x'') ELSE x'' END,
        source, created_at, updated_at
    FROM executions ORDER BY created_at, key;

CREATE TABLE outbox_v3 (
    id              INTEGER PRIMARY KEY,
    key             TEXT NOT NULL UNIQUE,
    -- The execution the notification follows. GC may delete an execution
    -- whose notification is finished but younger; the row then keeps the
    -- key in exec_key and exec_id becomes NULL (ids may be reused).
    exec_id         INTEGER,
    exec_key        TEXT,
    channel         TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    text            TEXT NOT NULL,
    state           INTEGER NOT NULL CHECK (state BETWEEN 0 AND 5),
    reason          TEXT NOT NULL DEFAULT '',
    owner           TEXT NOT NULL DEFAULT '',
    generation      INTEGER NOT NULL DEFAULT 0,
    lease_until     INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    attempts        INTEGER NOT NULL DEFAULT 0,
    external_id     TEXT NOT NULL DEFAULT '',
    in_doubt        INTEGER NOT NULL DEFAULT 0,
    claimed_from    INTEGER CHECK (claimed_from BETWEEN 0 AND 5),
    attempt_id      BLOB CHECK (length(attempt_id) = 8),
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    CHECK ((exec_id IS NULL) <> (exec_key IS NULL))
);
INSERT INTO outbox_v3 (key, exec_id, exec_key, channel, recipient, text, state, reason, owner, generation, lease_until, next_attempt_at,
        attempts, external_id, in_doubt, claimed_from, attempt_id, created_at, updated_at)
    SELECT o.key, e.id, CASE WHEN e.id IS NULL THEN o.exec_key END, o.channel, o.recipient, o.text,
        (SELECT code FROM state_codes WHERE name = o.state), o.reason, o.owner, o.generation, o.lease_until, o.next_attempt_at,
        o.attempts, o.external_id, o.in_doubt, (SELECT code FROM state_codes WHERE name = o.claimed_from),
        CASE WHEN o.attempt_id = '' THEN NULL WHEN o.attempt_id GLOB 'att-*' THEN ifnull(unhex(substr(o.attempt_id, 5)), x'') ELSE x'' END,
        o.created_at, o.updated_at
    FROM outbox o LEFT JOIN executions_v3 e ON e.key = o.exec_key ORDER BY o.created_at, o.key;

-- The log of a row is clustered on (kind, ref, id): the rows are the index.
-- A transition whose row no longer exists could not be listed (GC deletes
-- the log with its row), so there is none to carry over.
CREATE TABLE transitions_v3 (
    kind        INTEGER NOT NULL,
    ref         INTEGER NOT NULL,
    id          INTEGER NOT NULL,
    from_state  INTEGER CHECK (from_state BETWEEN 0 AND 5),
    to_state    INTEGER NOT NULL CHECK (to_state BETWEEN 0 AND 5),
    -- NULL: the reason the ledger composes from the row (codec.DerivedReason).
    reason      TEXT,
    attempt_id  BLOB CHECK (length(attempt_id) = 8),
    generation  INTEGER NOT NULL,
    actor       TEXT NOT NULL,
    external_id TEXT NOT NULL,
    at          INTEGER NOT NULL,
    PRIMARY KEY (kind, ref, id)
) WITHOUT ROWID;
INSERT INTO transitions_v3 (kind, ref, id, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
    SELECT CASE t.kind WHEN 'notification' THEN 1 ELSE 0 END, coalesce(e.id, o.id), t.id,
        (SELECT code FROM state_codes WHERE name = t.from_state), (SELECT code FROM state_codes WHERE name = t.to_state),
        t.reason,
        CASE WHEN t.attempt_id = '' THEN NULL WHEN t.attempt_id GLOB 'att-*' THEN ifnull(unhex(substr(t.attempt_id, 5)), x'') ELSE x'' END,
        t.generation, t.actor, t.external_id, t.at
    FROM transitions t
    LEFT JOIN executions_v3 e ON t.kind = 'execution' AND e.key = t.key
    LEFT JOIN outbox_v3 o ON t.kind = 'notification' AND o.key = t.key
    WHERE coalesce(e.id, o.id) IS NOT NULL;
DROP TABLE transitions;
ALTER TABLE transitions_v3 RENAME TO transitions;
CREATE TRIGGER transitions_append_only_update BEFORE UPDATE ON transitions
BEGIN SELECT RAISE(ABORT, 'transitions are append-only'); END;
CREATE TRIGGER transitions_seq AFTER INSERT ON transitions
BEGIN UPDATE ledger_seq SET n = MAX(n, NEW.id) WHERE name = 'transitions'; END;

CREATE TABLE attempts_v3 (
    kind        INTEGER NOT NULL,
    ref         INTEGER NOT NULL,
    id          BLOB NOT NULL CHECK (length(id) = 8),
    generation  INTEGER NOT NULL,
    owner       TEXT NOT NULL,
    started_at  INTEGER NOT NULL,
    ended_at    INTEGER NOT NULL DEFAULT 0,
    outcome     TEXT NOT NULL DEFAULT '',
    external_id TEXT NOT NULL DEFAULT '',
    error       TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (kind, ref, id)
) WITHOUT ROWID;
INSERT INTO attempts_v3 (kind, ref, id, generation, owner, started_at, ended_at, outcome, external_id, error)
    SELECT CASE a.kind WHEN 'notification' THEN 1 ELSE 0 END, coalesce(e.id, o.id),
        CASE WHEN a.id GLOB 'att-*' THEN ifnull(unhex(substr(a.id, 5)), x'') ELSE x'' END,
        a.generation, a.owner, a.started_at, a.ended_at, a.outcome, a.external_id, a.error
    FROM attempts a
    LEFT JOIN executions_v3 e ON a.kind = 'execution' AND e.key = a.key
    LEFT JOIN outbox_v3 o ON a.kind = 'notification' AND o.key = a.key
    WHERE coalesce(e.id, o.id) IS NOT NULL;
DROP TABLE attempts;
ALTER TABLE attempts_v3 RENAME TO attempts;

DROP TABLE executions;
ALTER TABLE executions_v3 RENAME TO executions;
DROP TABLE outbox;
ALTER TABLE outbox_v3 RENAME TO outbox;
DROP TABLE temp.state_codes;

-- Claims read only the due and lease partial indexes (pending/unknown,
-- running), so finished rows cost nothing at claim time; GC reads the
-- terminal ones (succeeded/abandoned) by age.
CREATE INDEX executions_due ON executions (next_attempt_at) WHERE state IN (0, 3);
CREATE INDEX executions_lease ON executions (lease_until) WHERE state = 2;
CREATE INDEX executions_gc ON executions (updated_at) WHERE state IN (1, 5);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state IN (0, 3);
CREATE INDEX outbox_lease ON outbox (lease_until) WHERE state = 2;
CREATE INDEX outbox_gc ON outbox (updated_at) WHERE state IN (1, 5);
-- For GC (is a notification still open?) and a list by execution.
CREATE INDEX outbox_exec ON outbox (exec_id);
CREATE INDEX outbox_exec_key ON outbox (exec_key) WHERE exec_key IS NOT NULL;
