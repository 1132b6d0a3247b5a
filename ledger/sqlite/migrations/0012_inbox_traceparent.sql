-- Issue 15: the W3C traceparent of the request that delivered an event
-- (POST /v1/meetings), so the actions the worker makes of it later link to
-- the caller's trace. NULL without tracing.
ALTER TABLE inbox ADD COLUMN traceparent TEXT;
