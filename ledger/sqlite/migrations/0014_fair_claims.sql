-- Issue 17, fair claims: a claim batch is shared among the tenants with due
-- work. The due indexes of 0007 are keyed by tenant (the key's first
-- segment) first, so the claim finds the tenants with due work by a skip
-- scan (one seek per tenant) and reads each tenant's first keys in due
-- order without walking another tenant's backlog (machine.go fairClaim).
-- They replace 0007's: still partial, so a finished action costs them
-- nothing.
DROP INDEX IF EXISTS executions_pending_due;
DROP INDEX IF EXISTS executions_unknown_due;
DROP INDEX IF EXISTS outbox_pending_due;
DROP INDEX IF EXISTS outbox_unknown_due;
CREATE INDEX executions_pending_fair ON executions (substr(key, 1, instr(key, ':') - 1), next_attempt_at, key) WHERE state = 0;
CREATE INDEX executions_unknown_fair ON executions (substr(key, 1, instr(key, ':') - 1), next_attempt_at, key) WHERE state = 3;
CREATE INDEX outbox_pending_fair ON outbox (substr(key, 1, instr(key, ':') - 1), next_attempt_at, key) WHERE state = 0;
CREATE INDEX outbox_unknown_fair ON outbox (substr(key, 1, instr(key, ':') - 1), next_attempt_at, key) WHERE state = 3;
