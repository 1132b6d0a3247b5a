-- Executions: one row per business key (tenant:project:meeting:action:operation).
CREATE TABLE executions (
    key             TEXT PRIMARY KEY,
    tenant          TEXT NOT NULL,
    project         TEXT NOT NULL,
    meeting         TEXT NOT NULL,
    fingerprint     TEXT NOT NULL,
    intent          TEXT NOT NULL,
    state           TEXT NOT NULL CHECK (state IN ('pending','running','succeeded','unknown','needs-human','abandoned')),
    reason          TEXT NOT NULL DEFAULT '',
    owner           TEXT NOT NULL DEFAULT '',
    generation      INTEGER NOT NULL DEFAULT 0,
    lease_until     INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    attempts        INTEGER NOT NULL DEFAULT 0,
    external_id     TEXT NOT NULL DEFAULT '',
    in_doubt        INTEGER NOT NULL DEFAULT 0,
    claimed_from    TEXT NOT NULL DEFAULT '',
    attempt_id      TEXT NOT NULL DEFAULT '',
    source          TEXT NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
-- Claims read only these two partial indexes, so a ledger full of finished
-- rows costs nothing at claim time.
CREATE INDEX executions_due ON executions (next_attempt_at) WHERE state IN ('pending','unknown');
CREATE INDEX executions_lease ON executions (lease_until) WHERE state = 'running';
CREATE INDEX executions_scope ON executions (tenant, project, meeting);
CREATE INDEX executions_gc ON executions (updated_at) WHERE state IN ('succeeded','abandoned');

-- Outbox: notifications with their own keys, written with the success they follow.
CREATE TABLE outbox (
    key             TEXT PRIMARY KEY,
    exec_key        TEXT NOT NULL,
    channel         TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    text            TEXT NOT NULL,
    state           TEXT NOT NULL CHECK (state IN ('pending','running','succeeded','unknown','needs-human','abandoned')),
    reason          TEXT NOT NULL DEFAULT '',
    owner           TEXT NOT NULL DEFAULT '',
    generation      INTEGER NOT NULL DEFAULT 0,
    lease_until     INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    attempts        INTEGER NOT NULL DEFAULT 0,
    external_id     TEXT NOT NULL DEFAULT '',
    in_doubt        INTEGER NOT NULL DEFAULT 0,
    claimed_from    TEXT NOT NULL DEFAULT '',
    attempt_id      TEXT NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state IN ('pending','unknown');
CREATE INDEX outbox_lease ON outbox (lease_until) WHERE state = 'running';
CREATE INDEX outbox_exec ON outbox (exec_key);
CREATE INDEX outbox_gc ON outbox (updated_at) WHERE state IN ('succeeded','abandoned');

-- Append-only log of every state change (R18).
CREATE TABLE transitions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    key         TEXT NOT NULL,
    kind        TEXT NOT NULL,
    from_state  TEXT NOT NULL,
    to_state    TEXT NOT NULL,
    reason      TEXT NOT NULL,
    attempt_id  TEXT NOT NULL,
    generation  INTEGER NOT NULL,
    actor       TEXT NOT NULL,
    external_id TEXT NOT NULL,
    at          INTEGER NOT NULL
);
CREATE INDEX transitions_key ON transitions (key, id);
CREATE TRIGGER transitions_append_only_update BEFORE UPDATE ON transitions
BEGIN SELECT RAISE(ABORT, 'transitions are append-only'); END;

CREATE TABLE attempts (
    id          TEXT PRIMARY KEY,
    key         TEXT NOT NULL,
    kind        TEXT NOT NULL,
    generation  INTEGER NOT NULL,
    owner       TEXT NOT NULL,
    started_at  INTEGER NOT NULL,
    ended_at    INTEGER NOT NULL DEFAULT 0,
    outcome     TEXT NOT NULL DEFAULT '',
    external_id TEXT NOT NULL DEFAULT '',
    error       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX attempts_key ON attempts (key, started_at);

-- Inbox: consumed source events (S6, S8).
CREATE TABLE inbox (
    source      TEXT NOT NULL,
    message_id  TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('received','processed')),
    body        BLOB,
    result      TEXT NOT NULL DEFAULT '',
    received_at INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (source, message_id)
);
CREATE INDEX inbox_received ON inbox (received_at) WHERE status = 'received';

-- Action registry: stable action IDs per meeting (R3).
CREATE TABLE action_registry (
    tenant     TEXT NOT NULL,
    project    TEXT NOT NULL,
    meeting    TEXT NOT NULL,
    action_id  TEXT NOT NULL,
    match_key  TEXT NOT NULL,
    title      TEXT NOT NULL,
    assignee   TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (tenant, project, meeting, action_id)
);

CREATE TABLE cache (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
