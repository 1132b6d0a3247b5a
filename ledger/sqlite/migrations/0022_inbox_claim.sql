-- Issue 33: a received event is processed (extracted and planned) by one
-- worker however many see it. The worker claims it for a lease: claim_owner,
-- claim_until (ms) and claim_gen, which every claim bumps and which fences
-- an earlier claimer's writes. An event whose claimer died is claimed again
-- once claim_until has passed. A processed event keeps the claim it was
-- processed under.
ALTER TABLE inbox ADD COLUMN claim_owner TEXT;
ALTER TABLE inbox ADD COLUMN claim_until INTEGER NOT NULL DEFAULT 0;
ALTER TABLE inbox ADD COLUMN claim_gen INTEGER NOT NULL DEFAULT 0;
