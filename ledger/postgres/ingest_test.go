package postgres_test

import (
	"context"
	"fmt"
	"reflect"
	"runtime"
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

// TestIngestNewAllocations: a new meeting of 50 keys allocates ~19 times a
// key on the client, this test's own keys included; boxing every argument,
// pgx's encoding of the column arrays element by element (arrays.go) and
// reading every column of every new row back made it ~50 (issue 32).
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
	if perKey := allocs / n; perKey > 23 {
		t.Errorf("%.1f allocations a key; want at most 23", perKey)
	}
}

// TestCompleteAllocations: completing 50 claimed keys, each with its
// notification, allocates ~8 times a key on the client; pgx's encoding of
// the column arrays element by element (each string and byte slice boxed,
// slices of pointers through reflection) made it ~23 (issue 32).
func TestCompleteAllocations(t *testing.T) {
	ctx := context.Background()
	s := openAt(t, migratedDatabase(t))
	const n = 50
	claimed := ingestAndClaim(ctx, t, s, n)
	ps := make([]ledger.CompleteParams, n)
	for i, e := range claimed {
		note := ledger.NewNotification{Key: e.Key.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "TASK-1 공급사 납기 회신 확인"}
		ps[i] = ledger.CompleteSucceeded(e, fmt.Sprintf("TASK-%d", i), "", note)
		ps[i].Now = ledgertest.T0.Add(time.Second)
	}
	// Warm the connection and its statement cache with a completion that
	// is refused (a stale generation): it writes nothing.
	stale := ps[0]
	stale.Generation--
	if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{stale}); err != nil || errs[0] == nil {
		t.Fatalf("stale completion: %v %v", errs, err)
	}
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	errs, err := s.ExecutionComplete(ctx, ps)
	runtime.ReadMemStats(&m1)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range errs {
		if e != nil {
			t.Fatalf("completion %d: %v", i, e)
		}
	}
	perKey := float64(m1.Mallocs-m0.Mallocs) / n
	t.Logf("%.1f allocations a completed key", perKey)
	if perKey > 10 {
		t.Errorf("%.1f allocations a completed key; want at most 10", perKey)
	}
}
