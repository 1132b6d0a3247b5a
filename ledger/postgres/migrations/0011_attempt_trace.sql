-- Issue 15: the OpenTelemetry trace an attempt's spans went to (see SQLite
-- 0011); NULL when tracing is off.
ALTER TABLE attempts ADD COLUMN trace_id bytea CHECK (length(trace_id) = 16);
