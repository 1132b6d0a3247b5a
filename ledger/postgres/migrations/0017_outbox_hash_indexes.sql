-- Issue 21, bytes per action (PostgreSQL only): the outbox's lookups by
-- key and by execution are all equalities, so they are served by hash
-- indexes, whose entries are a 4-byte hash and the row's address (20
-- bytes with the line pointer, against ~56 for the key's B-tree entry) and
-- land in buckets spread by the hash, so the space VACUUM frees in them is
-- reused. In a B-tree on a key that keeps growing the entries every claim
-- and completion adds (no update of a notification is HOT) leave
-- half-empty pages behind that nothing fills again: measured
-- (bench/README.md, steady state) the key's B-tree held 131 bytes per
-- action against 68 live, its hash 48 against 42.
--
-- The key stays unique: the unique constraint becomes an exclusion
-- constraint on key equality, which PostgreSQL enforces for concurrent
-- writers as it does a unique index, and which ON CONFLICT … DO NOTHING
-- takes as its arbiter (ledger/postgres names it: outbox_key_unique). No
-- statement inserts an outbox row without ON CONFLICT DO NOTHING.
ALTER TABLE outbox DROP CONSTRAINT outbox_v2_key_key;
ALTER TABLE outbox ADD CONSTRAINT outbox_key_unique EXCLUDE USING hash (key WITH =);
DROP INDEX outbox_exec;
CREATE INDEX outbox_exec ON outbox USING hash (exec_id);
