-- Issue 21, bytes per action and throughput (PostgreSQL only; SQLite has no
-- 0017): a row holds its latest attempt, as 0015 made it hold its first log
-- entry. The happy path wrote four attempt tuples and four entries of their
-- primary key per action (each attempt inserted by its claim and updated by
-- its completion); the attempts table now holds only superseded attempts.
--
-- The row's attempt is its attempt_id, generation, owner and claimed_from
-- (already on the row) and the att_* columns below, which keep what the
-- attempts table keeps beside them:
--   att_started   started_at (NOT NULL: the row holds its latest attempt)
--   att_claim_id  claim_id, the claim's log entry
--   att_claim_ext claim_ext (NULL: the row had no external ID at the claim)
--   att_ended     ended_at (NULL: open)
--   att_done_id, att_done_to, att_reason: done_id, done_to, done_reason
--   att_ext       true when the attempt recorded an external ID, which is
--                 then the row's external_id; false or NULL: none ('').
--                 The completion's entry's external ID is the row's.
--   att_outcome, att_error, att_trace: outcome, error ('' as NULL), trace_id
-- A NULL att_started marks a row whose attempts are all in the table (rows
-- written before this migration, rows never claimed, and rows whose attempt
-- a resolve archived).
--
-- A write that supersedes the row's attempt archives it first, in the same
-- statement, by the trigger below: a claim (a new attempt: att_claim_id
-- changes), a resolve (generation and owner change), or any write that
-- changes a column the attempt is composed from (attempt_id, claimed_from,
-- or the external ID of an ended attempt). When the write does not put a
-- new attempt on the row (a resolve), the trigger also clears the att_*
-- columns, so the row no longer claims an attempt it does not describe.
ALTER TABLE executions
    ADD COLUMN att_started   bigint,
    ADD COLUMN att_claim_id  bigint,
    ADD COLUMN att_ended     bigint,
    ADD COLUMN att_done_id   bigint,
    ADD COLUMN att_done_to   smallint CHECK (att_done_to BETWEEN 0 AND 5),
    ADD COLUMN att_ext       boolean,
    ADD COLUMN att_claim_ext text,
    ADD COLUMN att_outcome   text,
    ADD COLUMN att_error     text,
    ADD COLUMN att_reason    text,
    ADD COLUMN att_trace     bytea CHECK (length(att_trace) = 16);
ALTER TABLE outbox
    ADD COLUMN att_started   bigint,
    ADD COLUMN att_claim_id  bigint,
    ADD COLUMN att_ended     bigint,
    ADD COLUMN att_done_id   bigint,
    ADD COLUMN att_done_to   smallint CHECK (att_done_to BETWEEN 0 AND 5),
    ADD COLUMN att_ext       boolean,
    ADD COLUMN att_claim_ext text,
    ADD COLUMN att_outcome   text,
    ADD COLUMN att_error     text,
    ADD COLUMN att_reason    text,
    ADD COLUMN att_trace     bytea CHECK (length(att_trace) = 16);

-- TG_ARGV[0] is the attempts' kind of the table (0 executions, 1 outbox).
-- The search path is the migration's, so the attempts written are those of
-- the ledger's own schema (postgres.NewSchema) whoever updates the row.
CREATE FUNCTION axagent_archive_attempt() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    INSERT INTO attempts (kind, ref, id, generation, owner, started_at, ended_at, claim_id, claimed_from, claim_ext,
            done_id, done_to, done_reason, done_ext, outcome, external_id, error, trace_id)
    VALUES (TG_ARGV[0]::smallint, OLD.id, OLD.attempt_id, OLD.generation, OLD.owner, OLD.att_started, coalesce(OLD.att_ended, 0),
            OLD.att_claim_id, OLD.claimed_from, OLD.att_claim_ext, OLD.att_done_id, OLD.att_done_to, OLD.att_reason,
            CASE WHEN OLD.att_done_id IS NOT NULL AND NOT coalesce(OLD.att_ext, false) THEN nullif(OLD.external_id, '') END,
            coalesce(OLD.att_outcome, ''), CASE WHEN OLD.att_ext THEN OLD.external_id ELSE '' END, coalesce(OLD.att_error, ''),
            OLD.att_trace);
    IF NEW.att_claim_id IS NOT DISTINCT FROM OLD.att_claim_id THEN
        NEW.att_started := NULL; NEW.att_claim_id := NULL; NEW.att_ended := NULL; NEW.att_done_id := NULL;
        NEW.att_done_to := NULL; NEW.att_ext := NULL; NEW.att_claim_ext := NULL; NEW.att_outcome := NULL;
        NEW.att_error := NULL; NEW.att_reason := NULL; NEW.att_trace := NULL;
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER executions_archive_attempt BEFORE UPDATE ON executions FOR EACH ROW
    WHEN (OLD.att_started IS NOT NULL AND (NEW.att_claim_id IS DISTINCT FROM OLD.att_claim_id
        OR NEW.generation <> OLD.generation OR NEW.owner IS DISTINCT FROM OLD.owner
        OR NEW.attempt_id IS DISTINCT FROM OLD.attempt_id OR NEW.claimed_from IS DISTINCT FROM OLD.claimed_from
        OR (OLD.att_done_id IS NOT NULL AND NEW.external_id <> OLD.external_id)))
    EXECUTE FUNCTION axagent_archive_attempt('0');
CREATE TRIGGER outbox_archive_attempt BEFORE UPDATE ON outbox FOR EACH ROW
    WHEN (OLD.att_started IS NOT NULL AND (NEW.att_claim_id IS DISTINCT FROM OLD.att_claim_id
        OR NEW.generation <> OLD.generation OR NEW.owner IS DISTINCT FROM OLD.owner
        OR NEW.attempt_id IS DISTINCT FROM OLD.attempt_id OR NEW.claimed_from IS DISTINCT FROM OLD.claimed_from
        OR (OLD.att_done_id IS NOT NULL AND NEW.external_id <> OLD.external_id)))
    EXECUTE FUNCTION axagent_archive_attempt('1');
