-- Issue 19: a received event that cannot be processed is retried with
-- backoff a bounded number of times (attempts, next_attempt_at, reason),
-- then parked as 'needs-human' (a dead letter). It never blocks the events
-- behind it: only due receipts are listed, fewest failures first.
CREATE TABLE inbox_v5 (
    source          TEXT NOT NULL,
    message_id      TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('received','processed','needs-human')),
    body            BLOB,
    result          TEXT NOT NULL DEFAULT '',
    received_at     INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    reason          TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (source, message_id)
);
INSERT INTO inbox_v5 (source, message_id, status, body, result, received_at, updated_at)
    SELECT source, message_id, status, body, result, received_at, updated_at FROM inbox;
DROP TABLE inbox;
ALTER TABLE inbox_v5 RENAME TO inbox;
CREATE INDEX inbox_received ON inbox (attempts, received_at) WHERE status = 'received';
