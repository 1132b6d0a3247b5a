-- Issue 15: the W3C traceparent of the request that delivered an event (see
-- SQLite 0012).
ALTER TABLE inbox ADD COLUMN traceparent text;
