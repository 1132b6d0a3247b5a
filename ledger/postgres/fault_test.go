package postgres_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
)

// Issue 19 items 3 and 8: a ledger dropped and made again under an open
// handle is noticed; a read-only database says "read-only".
func TestStorageFaults(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dsn := migratedDatabase(t)
	s := openAt(t, dsn)
	if err := s.CheckStorage(ctx); err != nil {
		t.Fatalf("fresh ledger: %v", err)
	}
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `DROP SCHEMA public CASCADE; CREATE SCHEMA public`); err != nil {
		t.Fatal(err)
	}
	if err := s.CheckStorage(ctx); !errors.Is(err, ledger.ErrStorageFault) || !strings.Contains(err.Error(), "dropped") {
		t.Fatalf("after the drop: %v", err)
	}
	s2, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if err := s.CheckStorage(ctx); !errors.Is(err, ledger.ErrStorageFault) || !strings.Contains(err.Error(), "made again") {
		t.Fatalf("after a new ledger was made: %v", err)
	}
	ro := openAt(t, withParam(dsn, "default_transaction_read_only", "on"))
	_, _, werr := ro.InboxReceive(ctx, ledger.InboxReceipt{Source: "s", MessageID: "m", Body: []byte("x")})
	if f := ro.Diagnose(ctx, werr); !errors.Is(f, ledger.ErrStorageFault) || !strings.Contains(f.Error(), "read-only") {
		t.Fatalf("read-only database: write error %v, diagnosed %v", werr, f)
	}
}
