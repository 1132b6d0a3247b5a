package execute_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/sony/gobreaker/v2"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
)

// named gives a sandbox connector another target name.
type named struct {
	connectors.TaskConnector
	name string
}

func (n named) Name() string { return n.name }

func (e *env) enqueueN(project, prefix string, n int) []string {
	var keys []string
	for i := 0; i < n; i++ {
		k := key
		k.Project, k.Action = project, fmt.Sprintf("%s%02d", prefix, i)
		in := intent
		in.Project, in.Action = project, k.Action
		e.enqueue(k, in)
		keys = append(keys, k.String())
	}
	return keys
}

// Each target has its own circuit breaker: a failing tracker trips its
// own, and the keys routed to a healthy one are still sent.
func TestBreakerPerTarget(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	other, err := sandbox.New(sandbox.Options{Clock: e.clk, Log: quiet})
	if err != nil {
		t.Fatal(err)
	}
	_ = other.InjectFault(faults.FailCreateBeforeCommit, 100)
	web := e.enqueueN("WEB", "W", 12)
	p42 := e.enqueueN("P42", "P", 4)
	g := e.engine("A", e.store)
	g.Concurrency = 1
	g.Tasks = named{e.tasks, "jira"}
	g.Targets = map[string]connectors.TaskConnector{"github": named{sandbox.NewTaskConnector(other), "github"}}
	g.Route = func(_, project string) string {
		if project == "WEB" {
			return "github"
		}
		return "jira"
	}
	r := e.run(g)
	if calls := other.Stats().CreateCalls; calls >= 12 || calls < 5 {
		t.Fatalf("%d creates reached the failing tracker; its breaker should stop them after 5", calls)
	}
	for _, k := range p42 {
		if x := e.get(k); x.State != ledger.Succeeded {
			t.Fatalf("%s routed to the healthy tracker: %s (%s); its breaker must not be the failing one's", k, x.State, x.Reason)
		}
		e.oneTask(k)
	}
	for _, k := range web {
		if x := e.get(k); x.State != ledger.Pending {
			t.Fatalf("%s: %s, want pending (retry later)", k, x.State)
		}
	}
	if st := g.BreakerStates(); st["github"] != gobreaker.StateOpen || st["jira"] != gobreaker.StateClosed {
		t.Fatalf("breakers %v; want github open, jira closed (pass %+v)", st, r)
	}
	for _, k := range append(p42[:1], web[0]) {
		want := map[bool]string{true: "github", false: "jira"}[k == web[0]]
		if got, err := e.store.TargetPin(context.Background(), k, ""); err != nil || got != want {
			t.Fatalf("pin of %s = %q, %v; want %s", k, got, err, want)
		}
	}
}

// A target's rate budget is held in the ledger: one send per interval
// whichever worker asks, and a key that finds no slot goes back without
// the wait counting against its retry cap.
func TestRateBudgetSpacesSendsAcrossWorkers(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	keys := e.enqueueN("P42", "R", 6)
	workers := []*execute.Engine{e.engine("A", e.store), e.engine("B", e.open())}
	for _, g := range workers {
		g.Limits = map[string]time.Duration{"sandbox": 200 * time.Millisecond}
		g.RateWait = -1 // take only a slot that starts now
	}
	for pass := 1; pass <= 6; pass++ {
		for _, g := range workers {
			e.run(g)
		}
		if got := e.svc.Stats().CreateCalls; got != pass {
			t.Fatalf("pass %d: %d creates sent by two workers; the shared budget allows one per 200ms", pass, got)
		}
		e.clk.Advance(200 * time.Millisecond)
	}
	for _, k := range keys {
		if x := e.get(k); x.State != ledger.Succeeded {
			t.Fatalf("%s: %s (%s); waiting for the budget must not use up the retry cap (4)", k, x.State, x.Reason)
		}
		e.oneTask(k)
	}
	var throttled int
	for _, k := range keys {
		list, _ := e.store.AttemptList(context.Background(), k)
		for _, a := range list {
			if a.Outcome == "throttled" {
				throttled++
			}
		}
	}
	if throttled == 0 {
		t.Fatal("no attempt recorded as throttled")
	}
}
