package execute_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
)

// commitCounter is the SQLite store's count of write transactions.
type commitCounter interface{ Commits() int64 }

func chainKeys(e *env, n int) []string {
	var keys []string
	for i := 0; i < n; i++ {
		k := ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:A%03d:create-task", 100+i))
		e.enqueue(k, ledger.Intent{Project: "P42", Action: k.Action, Title: "task", AssigneeID: "minseo"})
		keys = append(keys, k.String())
	}
	return keys
}

// Issue 32: on a store that claims in the completion (SQLite), one pass
// works batch after batch, each claimed in the previous one's completion:
// a write transaction a batch, not two; at most Chain batches.
func TestRunOnceChainsBatches(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	keys := chainKeys(e, 10)
	s := e.open()
	g := e.engine("A", s)
	g.BatchSize, g.Chain = 1, 1
	// A pass that does not chain: one batch, and the actors written once.
	if r := e.run(g); r.Claimed != 1 {
		t.Fatalf("unchained pass = %+v, want one batch", r)
	}
	commits := func() int64 { return s.(commitCounter).Commits() }
	before := commits()
	for i := 0; i < 4; i++ {
		if r := e.run(g); r.Claimed != 1 {
			t.Fatalf("unchained pass = %+v, want one batch", r)
		}
	}
	unchained := commits() - before
	g.Chain = 4
	before = commits()
	if r := e.run(g); r.Claimed != 4 || r.Succeeded != 4 {
		t.Fatalf("pass = %+v, want 4 batches of 1 worked", r)
	}
	// One claim, then one completion per batch (the last one claims
	// nothing: the chain ends at Chain): three claims' transactions fewer
	// than four passes of one batch (whatever else a key writes, such as
	// its trace, both write alike).
	if chained := commits() - before; unchained-chained != 3 {
		t.Fatalf("%d write transactions for 4 chained batches, %d unchained: want 3 fewer", chained, unchained)
	}
	if r := e.run(g); r.Claimed != 1 || r.Succeeded != 1 {
		t.Fatalf("last pass = %+v, want the last key", r)
	}
	for _, k := range keys {
		e.oneTask(k)
	}
}

// A pass over named keys works one batch, and a stopping worker does not
// claim the next.
func TestRunOnceChainsOnlyDueWork(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	keys := chainKeys(e, 3)
	g := e.engine("A", e.open())
	g.BatchSize = 1
	if r := e.runKeys(g, keys[0], keys[1]); r.Claimed != 1 {
		t.Fatalf("named keys: pass = %+v, want one batch", r)
	}
	// The worker stops while its batch is worked: the key is given back
	// and nothing more is claimed.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	e.faults.Set(faults.BeforeSend, func(context.Context, string) error { cancel(); return nil })
	r, err := g.RunOnce(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Claimed != 1 || r.Retried != 1 {
		t.Fatalf("stopping: pass = %+v, want the one batch given back, none chained", r)
	}
}
