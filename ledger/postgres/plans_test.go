package postgres_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
)

// TestHotStatementsUseGenericPlans: the pipeline's statements (the
// ingest, the fair claims, the completions with the notifications' handoff)
// run their generic plans from the first execution on a connection; with
// plan_cache_mode=auto the server planned each afresh for its first five
// (issue 32). The setting ends with each statement's transaction: the
// connection itself stays on auto for everything else.
func TestHotStatementsUseGenericPlans(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	// One connection, so every statement's plan counts are on it; the
	// database's clock, as in production.
	s, err := postgres.Open(ctx, migratedDatabase(t), postgres.Options{MaxConns: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const rounds = 7 // more than the five custom plans auto makes
	for r := 0; r < rounds; r++ {
		var ps []ledger.EnqueueParams
		for i := 0; i < 5; i++ {
			k := ledgertest.Key
			k.Action = fmt.Sprintf("R%dA%d", r, i)
			in := ledgertest.Intent
			in.Action = k.Action
			ps = append(ps, ledger.EnqueueParams{Key: k, Intent: in})
		}
		if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: fmt.Sprintf("m%d", r), Executions: ps}); err != nil {
			t.Fatal(err)
		}
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w1", LeaseFor: time.Minute, Limit: 64})
		if err != nil || len(got) != len(ps) {
			t.Fatalf("round %d: claimed %d of %d, %v", r, len(got), len(ps), err)
		}
		var cs []ledger.CompleteParams
		for _, e := range got {
			cs = append(cs, ledger.CompleteSucceeded(e, "TASK", "", ledger.NewNotification{Key: e.Key.String() + ":n", Channel: "sandbox", Recipient: "minseo", Text: "TASK"}))
		}
		errs, notes, err := s.ExecutionCompleteHandoff(ctx, cs, ledger.ClaimParams{Owner: "d1", LeaseFor: time.Minute, Limit: 64})
		if err != nil || len(notes) != len(ps) {
			t.Fatalf("round %d: handed off %d of %d, %v", r, len(notes), len(ps), err)
		}
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		var ocs []ledger.OutboxCompleteParams
		for _, n := range notes {
			ocs = append(ocs, ledger.NotifySent(n, ledger.OutcomeSent, "msg", ""))
		}
		if _, err := s.OutboxComplete(ctx, ocs); err != nil {
			t.Fatal(err)
		}
		if _, err := s.OutboxClaim(ctx, ledger.ClaimParams{Owner: "d1", LeaseFor: time.Minute, Limit: 64}); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := s.Pool().Query(ctx, `SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`)
	if err != nil {
		t.Fatal(err)
	}
	hot := 0
	for rows.Next() {
		var stmt string
		var generic, custom int64
		if err := rows.Scan(&stmt, &generic, &custom); err != nil {
			t.Fatal(err)
		}
		// The pipeline's statements are the ones with a clk CTE: the
		// ingest, the claims and the completions.
		if !strings.Contains(stmt, "clk AS MATERIALIZED") || generic+custom < rounds {
			continue
		}
		hot++
		if custom != 0 {
			t.Errorf("%d custom plans and %d generic of %.80q…", custom, generic, strings.Join(strings.Fields(stmt), " "))
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	// The ingest, the execution claim, its completion with the handoff and
	// the notifications' completion (the dispatcher's claims after the
	// first find nothing: its probe, without parameters, answers them).
	if hot < 4 {
		t.Errorf("%d pipeline statements ran %d times or more, want 4", hot, rounds)
	}
	var mode string
	if err := s.Pool().QueryRow(ctx, `SHOW plan_cache_mode`).Scan(&mode); err != nil || mode != "auto" {
		t.Errorf("plan_cache_mode after the pipeline = %q, %v; want auto (the setting is the transaction's)", mode, err)
	}
}
