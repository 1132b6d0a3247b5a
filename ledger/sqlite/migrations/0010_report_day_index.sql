-- Issue 15, bytes per finished action (S4: at most 1 KiB). 0006's
-- executions_created (created_at, 6-byte times) cost about 18 bytes per
-- action and took the bench past 1 KiB; an index of the creation *day*
-- (2-byte values) serves a period as well: the report reads the days'
-- range from it and checks created_at on the rows, so its answers are
-- exact. The action registry's period index goes: the registry is read by
-- scope (its primary key), and a period without a scope scans it.
DROP INDEX IF EXISTS executions_created;
DROP INDEX IF EXISTS action_registry_created;
CREATE INDEX executions_created_day ON executions (created_at / 86400000);
