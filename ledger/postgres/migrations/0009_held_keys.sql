-- Issue 15: the oldest needs-human key per tenant, for alerting (see SQLite
-- 0009): a partial index of the keys waiting for a person only.
CREATE INDEX executions_held ON executions (created_at, key) WHERE state = 4;
