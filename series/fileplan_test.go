package series_test

import (
	"context"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// filePlan enqueues every action of a linked plan as register does, so a
// later meeting finds them as the series' open tasks.
func filePlan(t *testing.T, s ledger.Store, pl extract.Plan, now time.Time) {
	t.Helper()
	for _, a := range pl.Actions {
		in, err := a.Intent(pl.Meeting.Project)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: ledger.MustParseKey(a.BusinessKey), Intent: in, Reason: "enqueued", Actor: "axagent", Now: now}); err != nil {
			t.Fatal(err)
		}
	}
}
