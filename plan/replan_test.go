package plan_test

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/plan"
)

// countingStore counts the reads a plan makes.
type countingStore struct {
	ledger.Store
	lists, gets atomic.Int64
}

func (c *countingStore) ExecutionList(ctx context.Context, p ledger.ListParams) ([]ledger.Execution, error) {
	c.lists.Add(1)
	return c.Store.ExecutionList(ctx, p)
}

func (c *countingStore) ExecutionGet(ctx context.Context, key ledger.BusinessKey) (ledger.Execution, error) {
	c.gets.Add(1)
	return c.Store.ExecutionGet(ctx, key)
}

func manyActions(n int) []extract.Action {
	out := make([]extract.Action, n)
	for i := range out {
		out[i] = action(fmt.Sprintf("A%05d", i+1), "minseo", "2026-09-21")
	}
	return out
}

// Issue 19 item 2: re-reading a meeting reads the ledger a bounded number
// of times, not once per action.
func TestReplanReadsTheMeetingOnce(t *testing.T) {
	s := store(t)
	ctx := context.Background()
	acts := manyActions(200)
	if _, err := plan.Submit(ctx, s, meeting(acts...), "cli", "notes-1", now); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		succeed(t, s)
	}
	// One action changes its due date: an update key for it, nothing else.
	acts[7].DueDate = "2026-09-28"
	c := &countingStore{Store: s}
	sub, err := plan.Submit(ctx, c, meeting(acts...), "cli", "notes-2", now)
	if err != nil {
		t.Fatal(err)
	}
	if len(sub.Created) != 1 || sub.Created[0] != "demo:P42:M0914:A00008:update-task-1" {
		t.Fatalf("created = %v", sub.Created)
	}
	if n := c.lists.Load() + c.gets.Load(); n > 2 {
		t.Fatalf("re-plan of 200 actions made %d list and %d get reads; want one listing of the meeting", c.lists.Load(), c.gets.Load())
	}
}

func TestActionsPerMeetingCapped(t *testing.T) {
	s := store(t)
	_, err := plan.Submit(context.Background(), s, meeting(manyActions(plan.MaxActionsPerMeeting+1)...), "cli", "notes-big", now)
	if err == nil || !failure.IsPermanent(err) || !strings.Contains(err.Error(), fmt.Sprint(plan.MaxActionsPerMeeting)) {
		t.Fatalf("over the cap: %v (permanent=%v)", err, failure.IsPermanent(err))
	}
	if st, _ := s.Stats(context.Background()); st.Inbox[ledger.InboxProcessed] != 0 {
		t.Fatal("an over-cap event was recorded")
	}
}

// BenchmarkReplan re-submits a meeting whose every action is registered;
// ns/action and B/action must stay flat from 100 to 10,000 actions.
func BenchmarkReplan(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			s := store(b)
			ctx := context.Background()
			acts := manyActions(n)
			if _, err := plan.Submit(ctx, s, meeting(acts...), "cli", "notes-1", now); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := plan.Submit(ctx, s, meeting(acts...), "cli", fmt.Sprintf("re-%d", i), now); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			runtime.ReadMemStats(&m1)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/action")
			b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/float64(b.N*n), "B/action")
		})
	}
}
