-- Issue 14: the target each key is carried out in (first writer wins, kept
-- past GC like the action registry), and per-target send budgets shared by
-- every worker on the ledger (next_at: when the next slot may start, ms).
CREATE TABLE target_pins (
    key        TEXT PRIMARY KEY,
    target     TEXT NOT NULL,
    created_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE rate_budgets (
    name     TEXT PRIMARY KEY,
    next_at  INTEGER NOT NULL,
    asked_at INTEGER NOT NULL
) WITHOUT ROWID;
