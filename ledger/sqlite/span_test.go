package sqlite

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// TestReportRangeScanOnInterleavedIDs: executions and outbox rows take
// their ids from one sequence (migration 0024), so a meeting's executions
// never fill their id range. A report of the whole meeting must still read
// its log in one range scan — the rows of other tables in the range cost
// nothing — and fall back to lookups per key only when other keys'
// executions share the range.
func TestReportRangeScanOnInterleavedIDs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "ledger.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	now := ledgertest.T0
	var ids []int64
	for i := 0; i < 12; i++ {
		k := ledgertest.Key
		k.Action = fmt.Sprintf("A%03d", i)
		in := ledgertest.Intent
		in.Action = k.Action
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: in, Now: now}); err != nil {
			t.Fatal(err)
		}
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 1, Now: now})
		if err != nil || len(got) != 1 {
			t.Fatalf("claim: %+v %v", got, err)
		}
		// Two notifications per task: the outbox rows take two ids
		// between one execution and the next.
		done := ledger.CompleteSucceeded(got[0], "TASK", "",
			ledger.NewNotification{Key: k.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "TASK"},
			ledger.NewNotification{Key: k.String() + ":created:watcher:1", Channel: "sandbox", Recipient: "jihun", Text: "TASK"})
		done.Now = now
		if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{done}); err != nil || errs[0] != nil {
			t.Fatalf("complete: %v %v", errs, err)
		}
		var id int64
		if err := s.DB().QueryRow(`SELECT id FROM executions WHERE key = ?`, k.String()).Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if gap := ids[1] - ids[0]; gap < 3 {
		t.Fatalf("execution ids %v: want them spaced by their outbox rows' ids", ids)
	}
	dense := func(ids []int64) bool {
		t.Helper()
		var sp idSpan
		for _, id := range ids {
			sp.add(id)
		}
		tx, err := s.DB().BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		_, _, d, err := sp.span(ctx, tx, codec.KindExecution)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	if !dense(ids) {
		t.Errorf("a report of all %d executions (ids %d…%d) reads the log key by key; want one range scan", len(ids), ids[0], ids[len(ids)-1])
	}
	if dense([]int64{ids[0], ids[len(ids)-1]}) {
		t.Errorf("a report of 2 of %d executions in the range scans all of them; want lookups per key", len(ids))
	}
}
