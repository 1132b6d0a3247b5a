-- Second compaction (S4, issue 8: at most 1 KiB per finished action). After
-- 0003 a finished action still stored, besides its content:
--   * worker names ("bench-engine-1", "axagent") in executions, outbox,
--     transitions and attempts, about 130 bytes: they are now numbers into
--     actors (owner / actor NULL where the old column held '');
--   * a claim's log entry (pending/unknown/running → running), whose every
--     field but the state it came from and the row's external ID at the
--     time is its attempt's: the attempt now carries those two and the
--     entry's ID (claim_id), and TransitionList composes the entry from it;
--   * likewise the entry of the completion that ended an attempt (running →
--     to_state at ended_at, same generation and actor): the attempt carries
--     its ID, target state, reason, and external ID when it is not the
--     attempt's (done_*);
--   * a row's reason twice, on the row and in the log entry that set it:
--     a row's reason is NULL when it is that of its latest log entry,
--     stored or composed (a completion or a human decision);
--   * the fingerprint, a function of the intent stored next to it: NULL
--     for "the fingerprint of the stored intent" (ledger.Intent.Fingerprint
--     computes it on read). Rows migrated here keep theirs.
-- The API renders every value as before.

CREATE TABLE actors (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (name <> '')
);
INSERT INTO actors (name)
    SELECT owner FROM executions WHERE owner <> '' UNION SELECT owner FROM outbox WHERE owner <> ''
    UNION SELECT actor FROM transitions WHERE actor <> '' UNION SELECT owner FROM attempts WHERE owner <> '';

-- A claim entry is folded into its attempt only when the attempt gives it
-- back exactly (same generation, actor, time, attempt ID, derived reason);
-- any other running entry stays in the log as it is.
CREATE TABLE attempts_v4 (
    kind         INTEGER NOT NULL,
    ref          INTEGER NOT NULL,
    id           BLOB NOT NULL CHECK (length(id) = 8),
    generation   INTEGER NOT NULL,
    owner        INTEGER,
    started_at   INTEGER NOT NULL,
    ended_at     INTEGER NOT NULL DEFAULT 0,
    outcome      TEXT NOT NULL DEFAULT '',
    external_id  TEXT NOT NULL DEFAULT '',
    error        TEXT NOT NULL DEFAULT '',
    -- The claim's log entry: its ID (NULL: not composed from this attempt),
    -- the state claimed from, and the row's external ID then (NULL for '').
    claim_id     INTEGER,
    claimed_from INTEGER CHECK (claimed_from BETWEEN 0 AND 5),
    claim_ext    TEXT,
    -- The completion's log entry: its ID (NULL: none composed from this
    -- attempt), the state it went to, its reason (NULL: derived, that is
    -- ''), and the row's external ID after it (NULL: the attempt's).
    done_id      INTEGER,
    done_to      INTEGER CHECK (done_to BETWEEN 0 AND 5),
    done_reason  TEXT,
    done_ext     TEXT,
    PRIMARY KEY (kind, ref, id)
) WITHOUT ROWID;
CREATE TEMP TABLE claim_entries AS
    SELECT a.kind, a.ref, a.id AS att, min(t.id) AS tid FROM attempts a JOIN transitions t
        ON t.kind = a.kind AND t.ref = a.ref AND t.attempt_id = a.id AND t.to_state = 2 AND t.from_state IS NOT NULL
       AND t.reason IS NULL AND t.generation = a.generation AND t.actor = a.owner AND t.at = a.started_at AND a.owner <> ''
    GROUP BY a.kind, a.ref, a.id;
-- The latest completion entry of an ended attempt that its fields give back.
CREATE TEMP TABLE done_entries AS
    SELECT a.kind, a.ref, a.id AS att, max(t.id) AS tid FROM attempts a JOIN transitions t
        ON t.kind = a.kind AND t.ref = a.ref AND t.attempt_id = a.id AND t.from_state = 2 AND t.to_state <> 2
       AND t.generation = a.generation AND t.actor = a.owner AND t.at = a.ended_at AND a.owner <> '' AND a.ended_at <> 0
    GROUP BY a.kind, a.ref, a.id;
INSERT INTO attempts_v4 (kind, ref, id, generation, owner, started_at, ended_at, outcome, external_id, error, claim_id, claimed_from, claim_ext,
        done_id, done_to, done_reason, done_ext)
    SELECT a.kind, a.ref, a.id, a.generation, (SELECT id FROM actors WHERE name = a.owner), a.started_at, a.ended_at, a.outcome,
        a.external_id, a.error, c.tid, t.from_state, nullif(t.external_id, ''),
        d.tid, dt.to_state, dt.reason, CASE WHEN dt.external_id <> a.external_id THEN dt.external_id END
    FROM attempts a
    LEFT JOIN temp.claim_entries c ON c.kind = a.kind AND c.ref = a.ref AND c.att = a.id
    LEFT JOIN transitions t ON t.kind = c.kind AND t.ref = c.ref AND t.id = c.tid
    LEFT JOIN temp.done_entries d ON d.kind = a.kind AND d.ref = a.ref AND d.att = a.id
    LEFT JOIN transitions dt ON dt.kind = d.kind AND dt.ref = d.ref AND dt.id = d.tid;

CREATE TABLE transitions_v4 (
    kind        INTEGER NOT NULL,
    ref         INTEGER NOT NULL,
    id          INTEGER NOT NULL,
    from_state  INTEGER CHECK (from_state BETWEEN 0 AND 5),
    to_state    INTEGER NOT NULL CHECK (to_state BETWEEN 0 AND 5),
    reason      TEXT,
    attempt_id  BLOB CHECK (length(attempt_id) = 8),
    generation  INTEGER NOT NULL,
    actor       INTEGER,
    external_id TEXT NOT NULL,
    at          INTEGER NOT NULL,
    PRIMARY KEY (kind, ref, id)
) WITHOUT ROWID;
INSERT INTO transitions_v4 (kind, ref, id, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
    SELECT t.kind, t.ref, t.id, t.from_state, t.to_state, t.reason, t.attempt_id, t.generation,
        (SELECT id FROM actors WHERE name = t.actor), t.external_id, t.at
    FROM transitions t
    WHERE NOT EXISTS (SELECT 1 FROM temp.claim_entries c WHERE c.kind = t.kind AND c.ref = t.ref AND c.tid = t.id)
      AND NOT EXISTS (SELECT 1 FROM temp.done_entries d WHERE d.kind = t.kind AND d.ref = t.ref AND d.tid = t.id);
DROP TABLE transitions;
ALTER TABLE transitions_v4 RENAME TO transitions;
CREATE TRIGGER transitions_append_only_update BEFORE UPDATE ON transitions
BEGIN SELECT RAISE(ABORT, 'transitions are append-only'); END;
CREATE TRIGGER transitions_seq AFTER INSERT ON transitions
BEGIN UPDATE ledger_seq SET n = MAX(n, NEW.id) WHERE name = 'transitions'; END;
DROP TABLE attempts;
ALTER TABLE attempts_v4 RENAME TO attempts;
-- Claims and completions take their entries' IDs from the log's counter.
CREATE TRIGGER attempts_seq AFTER INSERT ON attempts WHEN NEW.claim_id IS NOT NULL
BEGIN UPDATE ledger_seq SET n = MAX(n, NEW.claim_id) WHERE name = 'transitions'; END;
CREATE TRIGGER attempts_done_seq AFTER UPDATE OF done_id ON attempts WHEN NEW.done_id IS NOT NULL
BEGIN UPDATE ledger_seq SET n = MAX(n, NEW.done_id) WHERE name = 'transitions'; END;
DROP TABLE temp.claim_entries;
DROP TABLE temp.done_entries;

-- The reason of the latest log entry of each row, stored or composed.
CREATE TEMP TABLE latest_reasons (kind INTEGER, ref INTEGER, reason TEXT, PRIMARY KEY (kind, ref));
INSERT INTO temp.latest_reasons
    SELECT kind, ref, reason FROM (
        SELECT kind, ref, reason, row_number() OVER (PARTITION BY kind, ref ORDER BY id DESC) AS n FROM (
            SELECT kind, ref, id, reason FROM transitions
            UNION ALL SELECT kind, ref, done_id, done_reason FROM attempts WHERE done_id IS NOT NULL))
    WHERE n = 1;

-- Row ids are kept: the log and attempts refer to them.
CREATE TABLE executions_v4 (
    id              INTEGER PRIMARY KEY,
    key             TEXT NOT NULL UNIQUE,
    fingerprint     BLOB CHECK (length(fingerprint) = 32),
    title           TEXT NOT NULL,
    assignee        TEXT NOT NULL,
    assignee_id     TEXT NOT NULL,
    due_date        TEXT NOT NULL,
    evidence        TEXT NOT NULL,
    intent_project  TEXT,
    intent_action   TEXT,
    state           INTEGER NOT NULL CHECK (state BETWEEN 0 AND 5),
    -- NULL: the reason of the row's latest log entry (see above).
    reason          TEXT DEFAULT '',
    owner           INTEGER,
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
INSERT INTO executions_v4 (id, key, fingerprint, title, assignee, assignee_id, due_date, evidence, intent_project, intent_action,
        state, reason, owner, generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id,
        source, created_at, updated_at)
    SELECT e.id, e.key, e.fingerprint, e.title, e.assignee, e.assignee_id, e.due_date, e.evidence, e.intent_project, e.intent_action,
        e.state, CASE WHEN e.reason <> '' AND e.reason IS (SELECT l.reason FROM temp.latest_reasons l WHERE l.kind = 0 AND l.ref = e.id)
            THEN NULL ELSE e.reason END,
        (SELECT id FROM actors WHERE name = e.owner), e.generation, e.lease_until, e.next_attempt_at, e.attempts, e.external_id,
        e.in_doubt, e.claimed_from, e.attempt_id, e.source, e.created_at, e.updated_at
    FROM executions e ORDER BY e.id;

CREATE TABLE outbox_v4 (
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
    -- NULL: the reason of the row's latest log entry.
    reason          TEXT DEFAULT '',
    owner           INTEGER,
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
INSERT INTO outbox_v4 (id, key, exec_id, exec_key, channel, recipient, text, state, reason, owner, generation, lease_until, next_attempt_at,
        attempts, external_id, in_doubt, claimed_from, attempt_id, created_at, updated_at)
    SELECT o.id, o.key, o.exec_id, o.exec_key, o.channel, o.recipient, o.text, o.state,
        CASE WHEN o.reason <> '' AND o.reason IS (SELECT l.reason FROM temp.latest_reasons l WHERE l.kind = 1 AND l.ref = o.id)
            THEN NULL ELSE o.reason END,
        (SELECT id FROM actors WHERE name = o.owner), o.generation, o.lease_until, o.next_attempt_at, o.attempts, o.external_id,
        o.in_doubt, o.claimed_from, o.attempt_id, o.created_at, o.updated_at
    FROM outbox o ORDER BY o.id;

DROP TABLE temp.latest_reasons;
DROP TABLE executions;
ALTER TABLE executions_v4 RENAME TO executions;
DROP TABLE outbox;
ALTER TABLE outbox_v4 RENAME TO outbox;

-- The indexes of 0003, unchanged.
CREATE INDEX executions_due ON executions (next_attempt_at) WHERE state IN (0, 3);
CREATE INDEX executions_lease ON executions (lease_until) WHERE state = 2;
CREATE INDEX executions_gc ON executions (updated_at) WHERE state IN (1, 5);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state IN (0, 3);
CREATE INDEX outbox_lease ON outbox (lease_until) WHERE state = 2;
CREATE INDEX outbox_gc ON outbox (updated_at) WHERE state IN (1, 5);
CREATE INDEX outbox_exec ON outbox (exec_id);
CREATE INDEX outbox_exec_key ON outbox (exec_key) WHERE exec_key IS NOT NULL;
