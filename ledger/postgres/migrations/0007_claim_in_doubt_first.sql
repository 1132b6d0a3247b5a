-- Issue 19: keys in doubt are claimed ahead of a pending backlog. The claim
-- reads unknown, expired-running and pending rows each from its own partial
-- index in due order (ledger/postgres/machine.go claimQuery).
DROP INDEX IF EXISTS executions_due;
DROP INDEX IF EXISTS outbox_due;
CREATE INDEX executions_pending_due ON executions (next_attempt_at, key) WHERE state = 0;
CREATE INDEX executions_unknown_due ON executions (next_attempt_at, key) WHERE state = 3;
CREATE INDEX outbox_pending_due ON outbox (next_attempt_at, key) WHERE state = 0;
CREATE INDEX outbox_unknown_due ON outbox (next_attempt_at, key) WHERE state = 3;
