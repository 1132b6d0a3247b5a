-- Issue 17, fair claims: a claim batch is shared among the tenants with due
-- work. The due indexes of 0006 are keyed by tenant (the key's first
-- segment) first: the claim finds the tenants with due work by a skip scan
-- (one seek per tenant) and reads each tenant's first keys in due order,
-- locked with SKIP LOCKED, without walking another tenant's backlog
-- (machine.go fairClaimQuery). They replace 0006's and stay partial, so a
-- finished row is in none of them.
DROP INDEX IF EXISTS executions_pending_due;
DROP INDEX IF EXISTS executions_unknown_due;
DROP INDEX IF EXISTS outbox_pending_due;
DROP INDEX IF EXISTS outbox_unknown_due;
CREATE INDEX executions_pending_fair ON executions (split_part(key, ':', 1), next_attempt_at, key) WHERE state = 0;
CREATE INDEX executions_unknown_fair ON executions (split_part(key, ':', 1), next_attempt_at, key) WHERE state = 3;
CREATE INDEX outbox_pending_fair ON outbox (split_part(key, ':', 1), next_attempt_at, key) WHERE state = 0;
CREATE INDEX outbox_unknown_fair ON outbox (split_part(key, ':', 1), next_attempt_at, key) WHERE state = 3;

-- Wake-ups: a statement that enqueued keys notifies the workers listening on
-- axagent_work (ledger/postgres/wake.go). NOTIFY is delivered on commit, at
-- most once per transaction for the same payload, and never for a rolled
-- back one; a retry becoming due sends nothing (the workers' poll finds it).
CREATE FUNCTION axagent_notify_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('axagent_work', '');
    RETURN NULL;
END $$;
CREATE TRIGGER executions_notify_work AFTER INSERT ON executions
    FOR EACH STATEMENT EXECUTE FUNCTION axagent_notify_work();
