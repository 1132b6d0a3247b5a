-- Issue 21, bytes per action (PostgreSQL only): a row's first log entry
-- is composed from the row instead of being a row of transitions, as a
-- claim's and a completion's entries are composed from their attempt.
-- Measured (bench/README.md), the two first entries of an action (its
-- execution's "enqueued" and its notification's "queued") were two heap
-- tuples of ~100 bytes and two entries of the log's primary key, about
-- 300 bytes of the ~1.7 KiB an action keeps.
--
-- A first entry has no state before it, generation 0, no external ID and
-- the row's created_at as its time; what else it holds is kept on the row
-- and never changed afterwards:
--   * executions: enq_state (the state it entered), enq_actor (the actor's
--     id), enq_reason (the entry's stored reason, NULL when derived);
--   * outbox: enq_att, the attempt of the completion that queued it ('' when
--     none: a human's decision or OutboxEnqueue); its actor is "axagent"
--     and its reason the derived "queued with <execution key>", always.
-- A NULL enq_state / enq_att marks a row whose first entry is in the log
-- (rows written before this migration keep theirs there).
--
-- The entry's ID is the row's ID: rows now take their IDs from the log's
-- sequence, so a row's first entry still comes before every later entry of
-- it, and IDs of entries stay unique within a row's log. The sequence is
-- moved past every existing row ID so a new row never reuses one.
ALTER TABLE executions
    ADD COLUMN enq_state  smallint CHECK (enq_state BETWEEN 0 AND 5),
    ADD COLUMN enq_actor  bigint,
    ADD COLUMN enq_reason text;
ALTER TABLE outbox ADD COLUMN enq_att bytea CHECK (length(enq_att) IN (0, 8));

DO $$
DECLARE
    seq text := pg_get_serial_sequence('transitions', 'id');
BEGIN
    PERFORM setval(seq, greatest(nextval(seq),
        (SELECT coalesce(max(id), 0) + 1 FROM executions), (SELECT coalesce(max(id), 0) + 1 FROM outbox)), false);
    ALTER TABLE executions ALTER COLUMN id DROP IDENTITY IF EXISTS;
    ALTER TABLE outbox ALTER COLUMN id DROP IDENTITY IF EXISTS;
    EXECUTE format('ALTER TABLE executions ALTER COLUMN id SET DEFAULT nextval(%L::regclass)', seq);
    EXECUTE format('ALTER TABLE outbox ALTER COLUMN id SET DEFAULT nextval(%L::regclass)', seq);
END $$;
