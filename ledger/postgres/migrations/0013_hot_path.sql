-- Issue 21 / issue 17 item 3: the completion path under sustained load.
--
-- An attempt is found by (ref, kind, id) on every completion. With the key
-- ordered (kind, ref, id) and kind having two values, a planner without
-- statistics (a young table, before autovacuum's first ANALYZE) took
-- "kind = 0 AND id = …" as the index condition and left ref to a filter,
-- which reads every attempt of that kind: the cost of a completion grew
-- with the table. With ref first, every lookup by the row is a point
-- lookup, whatever the statistics; lookups by (kind, ref) are served the
-- same way.
ALTER TABLE attempts DROP CONSTRAINT attempts_v2_pkey;
ALTER TABLE attempts ADD CONSTRAINT attempts_pkey PRIMARY KEY (ref, kind, id);

-- No fillfactor below 100: every claim and completion changes state, which
-- the partial claim indexes name, so on PostgreSQL 15 none of those updates
-- is HOT however much room a page keeps; measured (bench/README.md), a
-- lower fillfactor left the size right after a run as it was and only made
-- the live rows take more pages.

-- Every action leaves two dead versions of its execution and of its
-- notification: vacuum (and analyze, so plans see real sizes) after a
-- fixed number of changes rather than a fraction of an ever larger table.
ALTER TABLE executions SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000,
    autovacuum_analyze_scale_factor = 0.05, autovacuum_vacuum_insert_scale_factor = 0.05);
ALTER TABLE outbox SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000,
    autovacuum_analyze_scale_factor = 0.05, autovacuum_vacuum_insert_scale_factor = 0.05);
ALTER TABLE attempts SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000,
    autovacuum_analyze_scale_factor = 0.05, autovacuum_vacuum_insert_scale_factor = 0.05);
ALTER TABLE transitions SET (autovacuum_analyze_scale_factor = 0.05, autovacuum_vacuum_insert_scale_factor = 0.05);
