-- PostgreSQL port of ledger/sqlite/migrations/0001_init.sql. Same tables,
-- columns and meaning; times are bigint unix milliseconds exactly as in
-- SQLite (0 means unset), so both backends behave identically with an
-- injected Now.

-- Executions: one row per business key (tenant:project:meeting:action:operation).
CREATE TABLE executions (
    key             text PRIMARY KEY,
    tenant          text NOT NULL,
    project         text NOT NULL,
    meeting         text NOT NULL,
    fingerprint     text NOT NULL,
    intent          text NOT NULL,
    state           text NOT NULL CHECK (state IN ('pending','running','succeeded','unknown','needs-human','abandoned')),
    reason          text NOT NULL DEFAULT '',
    owner           text NOT NULL DEFAULT '',
    generation      bigint NOT NULL DEFAULT 0,
    lease_until     bigint NOT NULL DEFAULT 0,
    next_attempt_at bigint NOT NULL DEFAULT 0,
    attempts        bigint NOT NULL DEFAULT 0,
    external_id     text NOT NULL DEFAULT '',
    in_doubt        boolean NOT NULL DEFAULT false,
    claimed_from    text NOT NULL DEFAULT '',
    attempt_id      text NOT NULL DEFAULT '',
    source          text NOT NULL DEFAULT '',
    created_at      bigint NOT NULL,
    updated_at      bigint NOT NULL
);
-- Claims read only these two partial indexes, so a ledger full of finished
-- rows costs nothing at claim time.
CREATE INDEX executions_due ON executions (next_attempt_at, key) WHERE state IN ('pending','unknown');
CREATE INDEX executions_lease ON executions (lease_until) WHERE state = 'running';
CREATE INDEX executions_scope ON executions (tenant, project, meeting);
CREATE INDEX executions_gc ON executions (updated_at) WHERE state IN ('succeeded','abandoned');

-- Outbox: notifications with their own keys, written with the success they follow.
CREATE TABLE outbox (
    key             text PRIMARY KEY,
    exec_key        text NOT NULL,
    channel         text NOT NULL,
    recipient       text NOT NULL,
    text            text NOT NULL,
    state           text NOT NULL CHECK (state IN ('pending','running','succeeded','unknown','needs-human','abandoned')),
    reason          text NOT NULL DEFAULT '',
    owner           text NOT NULL DEFAULT '',
    generation      bigint NOT NULL DEFAULT 0,
    lease_until     bigint NOT NULL DEFAULT 0,
    next_attempt_at bigint NOT NULL DEFAULT 0,
    attempts        bigint NOT NULL DEFAULT 0,
    external_id     text NOT NULL DEFAULT '',
    in_doubt        boolean NOT NULL DEFAULT false,
    claimed_from    text NOT NULL DEFAULT '',
    attempt_id      text NOT NULL DEFAULT '',
    created_at      bigint NOT NULL,
    updated_at      bigint NOT NULL
);
CREATE INDEX outbox_due ON outbox (next_attempt_at, key) WHERE state IN ('pending','unknown');
CREATE INDEX outbox_lease ON outbox (lease_until) WHERE state = 'running';
CREATE INDEX outbox_exec ON outbox (exec_key);
CREATE INDEX outbox_gc ON outbox (updated_at) WHERE state IN ('succeeded','abandoned');

-- Append-only log of every state change (R18).
CREATE TABLE transitions (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    key         text NOT NULL,
    kind        text NOT NULL,
    from_state  text NOT NULL,
    to_state    text NOT NULL,
    reason      text NOT NULL,
    attempt_id  text NOT NULL,
    generation  bigint NOT NULL,
    actor       text NOT NULL,
    external_id text NOT NULL,
    at          bigint NOT NULL
);
CREATE INDEX transitions_key ON transitions (key, id);
CREATE FUNCTION transitions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'transitions are append-only';
END;
$$;
CREATE TRIGGER transitions_append_only_update BEFORE UPDATE ON transitions
    FOR EACH ROW EXECUTE FUNCTION transitions_append_only();

CREATE TABLE attempts (
    id          text PRIMARY KEY,
    key         text NOT NULL,
    kind        text NOT NULL,
    generation  bigint NOT NULL,
    owner       text NOT NULL,
    started_at  bigint NOT NULL,
    ended_at    bigint NOT NULL DEFAULT 0,
    outcome     text NOT NULL DEFAULT '',
    external_id text NOT NULL DEFAULT '',
    error       text NOT NULL DEFAULT ''
);
CREATE INDEX attempts_key ON attempts (key, started_at);

-- Inbox: consumed source events (S6, S8).
CREATE TABLE inbox (
    source      text NOT NULL,
    message_id  text NOT NULL,
    status      text NOT NULL CHECK (status IN ('received','processed')),
    body        bytea,
    result      text NOT NULL DEFAULT '',
    received_at bigint NOT NULL,
    updated_at  bigint NOT NULL,
    PRIMARY KEY (source, message_id)
);
CREATE INDEX inbox_received ON inbox (received_at) WHERE status = 'received';

-- Action registry: stable action IDs per meeting (R3).
CREATE TABLE action_registry (
    tenant     text NOT NULL,
    project    text NOT NULL,
    meeting    text NOT NULL,
    action_id  text NOT NULL,
    match_key  text NOT NULL,
    title      text NOT NULL,
    assignee   text NOT NULL,
    created_at bigint NOT NULL,
    PRIMARY KEY (tenant, project, meeting, action_id)
);

CREATE TABLE cache (
    key        text PRIMARY KEY,
    value      text NOT NULL,
    created_at bigint NOT NULL
);
