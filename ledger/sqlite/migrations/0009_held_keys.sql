-- Issue 15: operators alert on the age of the oldest needs-human key per
-- tenant (axagent_oldest_open_age_seconds). A list of needs-human keys,
-- oldest first, reads this partial index instead of every finished row;
-- it holds only keys waiting for a person, so it costs a finished action
-- nothing. (Unknown keys have executions_unknown_due.)
CREATE INDEX executions_held ON executions (created_at, key) WHERE state = 4;
