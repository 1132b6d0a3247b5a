package postgres_test

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
)

// An engine's completion that also takes its next claim
// (ExecutionCompleteClaim, issue 32) is one round trip and one implicit
// transaction. The contract's cases are ledgertest.CompleteClaim; what is
// PostgreSQL's own here is the one batch of statements and the fault
// injected with a trigger. That the pipeline chains on PostgreSQL is
// checked by bench's TestRunPostgres.
func TestCompleteClaim(t *testing.T) {
	t.Parallel()
	ledgertest.CompleteClaim(t, func(t *testing.T) ledgertest.Chained {
		ctx := context.Background()
		dsn := migratedDatabase(t)
		rec := &sqlRecorder{}
		s, err := postgres.OpenTraced(ctx, dsn, rec)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return ledgertest.Chained{
			Store: s,
			// Only a claim writes state 2 (running): the next claim's
			// UPDATE fails, after the completion's.
			FailClaims: func(t *testing.T) {
				c, err := pgx.Connect(ctx, dsn)
				if err != nil {
					t.Fatal(err)
				}
				defer c.Close(ctx)
				if _, err := c.Exec(ctx, `CREATE FUNCTION fail_claim() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN IF NEW.state = 2 THEN RAISE EXCEPTION 'injected claim fault'; END IF; RETURN NEW; END $$;
	CREATE TRIGGER fail_claim BEFORE UPDATE ON executions FOR EACH ROW EXECUTE FUNCTION fail_claim()`); err != nil {
					t.Fatal(err)
				}
			},
			// The completion and the claim go in one batch: the
			// statements up to the claim's are the call's (the fenced
			// row's check comes after).
			Watch: func(*testing.T) func(*testing.T) {
				n := rec.count()
				return func(t *testing.T) {
					sent := rec.since(n)
					if len(sent) < 2 || !strings.Contains(sent[0], "UPDATE executions r SET") || !strings.Contains(sent[1], "claimed AS") {
						t.Fatalf("statements sent: %d, want the completion then the claim", len(sent))
					}
				}
			},
		}
	})
}
