-- Issue 19: a received event that cannot be processed is retried with
-- backoff a bounded number of times (attempts, next_attempt_at, reason),
-- then parked as 'needs-human' (a dead letter). It never blocks the events
-- behind it: only due receipts are listed, fewest failures first.
ALTER TABLE inbox DROP CONSTRAINT IF EXISTS inbox_status_check;
ALTER TABLE inbox ADD CONSTRAINT inbox_status_check CHECK (status IN ('received','processed','needs-human'));
ALTER TABLE inbox
    ADD COLUMN attempts        integer NOT NULL DEFAULT 0,
    ADD COLUMN next_attempt_at bigint  NOT NULL DEFAULT 0,
    ADD COLUMN reason          text    NOT NULL DEFAULT '';
DROP INDEX IF EXISTS inbox_received;
CREATE INDEX inbox_received ON inbox (attempts, received_at) WHERE status = 'received';
