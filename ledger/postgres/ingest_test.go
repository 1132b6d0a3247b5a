package postgres_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// TestIngestNewGivesTheRowsAsRead: a new event's keys (the one-statement
// path) come back from Ingest as a read of each row gives them, although
// the statement no longer returns the rows: held and pending keys, a key's
// own time, a later first attempt, an intent naming another project, an
// actor, and the database's clock when no time is given.
func TestIngestNewGivesTheRowsAsRead(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openAt(t, migratedDatabase(t))
	key := func(a string) ledger.BusinessKey { k := ledgertest.Key; k.Action = a; return k }
	intent := func(a string) ledger.Intent { in := ledgertest.Intent; in.Action = a; return in }
	other := intent("A003")
	other.Project, other.Source = "P7", "근거 문장"
	for _, c := range []struct {
		name string
		now  time.Time
		keys []ledger.EnqueueParams
	}{
		{"event's time", ledgertest.T0, []ledger.EnqueueParams{
			{Key: key("A001"), Intent: intent("A001")},
			{Key: key("A002"), Intent: intent("A002"), State: ledger.NeedsHuman, Reason: "assignee Jun not in roster", Actor: "ops"},
			{Key: key("A003"), Intent: other, NextAttemptAt: ledgertest.T0.Add(90 * time.Second)},
			{Key: key("A004"), Intent: intent("A004"), Now: ledgertest.T0.Add(1234 * time.Millisecond)},
		}},
		{"database clock", time.Time{}, []ledger.EnqueueParams{
			{Key: key("A011"), Intent: intent("A011")},
			{Key: key("A012"), Intent: intent("A012"), State: ledger.NeedsHuman, Reason: "due date guessed"},
		}},
	} {
		r, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: c.name, Result: "{}", Now: c.now, Executions: c.keys})
		if err != nil || r.Duplicate || len(r.Results) != len(c.keys) {
			t.Fatalf("%s: ingest: %+v, %v", c.name, r, err)
		}
		for i, got := range r.Results {
			want, err := s.ExecutionGet(ctx, c.keys[i].Key)
			if err != nil {
				t.Fatal(err)
			}
			if !got.Created || !reflect.DeepEqual(got.Execution, want) {
				t.Errorf("%s: result %d (created %v):\n%+v\nread back:\n%+v", c.name, i, got.Created, got.Execution, want)
			}
		}
	}
}

// TestIngestNewAllocations: a new meeting of 50 keys allocates ~28 times a
// key on the client, this test's own keys included; boxing every argument
// and reading every column of every new row back took ~50 (issue 32).
func TestIngestNewAllocations(t *testing.T) {
	ctx := context.Background()
	s := openAt(t, migratedDatabase(t))
	const n = 50
	var runs int
	params := make([]ledger.EnqueueParams, n)
	allocs := testing.AllocsPerRun(20, func() {
		runs++
		for i := range params {
			k := ledgertest.Key
			k.Meeting, k.Action = fmt.Sprintf("M%d", runs), fmt.Sprintf("A%03d", i+1)
			in := ledgertest.Intent
			in.Action = k.Action
			params[i] = ledger.EnqueueParams{Key: k, Intent: in}
		}
		r, err := s.Ingest(ctx, ledger.IngestParams{Source: "alloc", MessageID: fmt.Sprint(runs), Now: ledgertest.T0, Executions: params})
		if err != nil || r.Duplicate || len(r.Results) != n {
			t.Fatalf("ingest: %+v, %v", r.Duplicate, err)
		}
	})
	t.Logf("%.0f allocations a meeting of %d keys, %.1f a key", allocs, n, allocs/n)
	if perKey := allocs / n; perKey > 32 {
		t.Errorf("%.1f allocations a key; want at most 32", perKey)
	}
}
