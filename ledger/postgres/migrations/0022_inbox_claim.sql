-- Issue 33: the processing claim of a received event (see SQLite 0022):
-- one worker extracts and plans an event however many see it; claim_gen
-- fences an earlier claimer's writes; a lapsed claim_until lets another
-- worker take a dead claimer's event over.
ALTER TABLE inbox
    ADD COLUMN claim_owner text,
    ADD COLUMN claim_until bigint NOT NULL DEFAULT 0,
    ADD COLUMN claim_gen   bigint NOT NULL DEFAULT 0;
