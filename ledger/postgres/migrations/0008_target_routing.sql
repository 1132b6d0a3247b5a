-- Issue 14: the target each key is carried out in (first writer wins, kept
-- past GC like the action registry), and per-target send budgets shared by
-- every worker on the ledger (next_at: when the next slot may start, ms on
-- the database's clock unless the caller gives one).
CREATE TABLE target_pins (
    key        TEXT PRIMARY KEY,
    target     TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE TABLE rate_budgets (
    name     TEXT PRIMARY KEY,
    next_at  BIGINT NOT NULL,
    asked_at BIGINT NOT NULL
);
