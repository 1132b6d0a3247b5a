package ledgertest

import (
	"testing"

	"github.com/axagent/axagent/ledger"
)

func testCache(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	if _, ok, err := s.CacheGet(ctx(), "k"); ok || err != nil {
		t.Fatalf("empty cache: ok=%v err=%v", ok, err)
	}
	if err := s.CachePut(ctx(), "k", "v1", T0); err != nil {
		t.Fatal(err)
	}
	_ = s.CachePut(ctx(), "k", "v2", T0)
	if v, ok, _ := s.CacheGet(ctx(), "k"); !ok || v != "v1" {
		t.Fatalf("cache = %q %v", v, ok)
	}
}

func testStats(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	k2 := Key
	k2.Action = "A008"
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: k2, Intent: Intent, State: ledger.NeedsHuman, Reason: "assignee 'Jun' not in roster", Now: T0}); err != nil {
		t.Fatal(err)
	}
	st, err := s.Stats(ctx())
	if err != nil || st.Executions[ledger.Pending] != 1 || st.Executions[ledger.NeedsHuman] != 1 {
		t.Fatalf("stats = %+v, %v", st, err)
	}
	if e := get(t, s, k2.String()); e.Reason != "assignee 'Jun' not in roster" {
		t.Fatalf("needs-human reason = %q", e.Reason)
	}
}
