package execute

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
)

// gather returns the value of each series of name, by its label values
// joined with "/".
func gather(t *testing.T, reg *prometheus.Registry, name string) map[string]float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			var key string
			for i, l := range m.GetLabel() {
				if i > 0 {
					key += "/"
				}
				key += l.GetValue()
			}
			switch {
			case m.GetGauge() != nil:
				out[key] = m.GetGauge().GetValue()
			case m.GetCounter() != nil:
				out[key] = m.GetCounter().GetValue()
			}
		}
	}
	return out
}

func TestMetricsOperatorsAlertOn(t *testing.T) {
	ctx := context.Background()
	t0 := time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)
	clk := clock.NewFake(t0)
	// A copy of one migrated ledger, not a migration per test (issue 32).
	ledgerPath := filepath.Join(t.TempDir(), "ledger.db")
	if err := sqlite.CreateMigrated(ctx, ledgerPath); err != nil {
		t.Fatal(err)
	}
	store, err := sqlite.Open(ctx, ledgerPath, sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	in := ledger.Intent{Project: "P42", Title: "t", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21"}
	enq := func(key string, st ledger.State, at time.Time) {
		k := ledger.MustParseKey(key)
		in := in
		in.Action = k.Action
		if _, err := store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: in, State: st, Reason: "why", Now: at}); err != nil {
			t.Fatal(err)
		}
	}
	// acme: two held keys (the older counts), demo: one held, one unknown.
	enq("acme:P42:M1:A001:create-task", ledger.NeedsHuman, t0)
	enq("acme:P42:M1:A002:create-task", ledger.NeedsHuman, t0.Add(30*time.Minute))
	enq("demo:P42:M1:A001:create-task", ledger.NeedsHuman, t0.Add(time.Hour))
	enq("demo:P42:M1:A002:create-task", ledger.Pending, t0)
	c, err := store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w", LeaseFor: time.Minute, Limit: 1, Now: t0})
	if err != nil || len(c) != 1 {
		t.Fatalf("claim: %v %v", c, err)
	}
	p := ledger.CompleteUnknown(c[0], ledger.OutcomeUnknown, errors.New("lost"), "lost response", t0.Add(time.Hour))
	p.Now = t0
	if errs, err := store.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	// One success with its notification still to send: the backlog.
	enq("demo:P42:M2:A001:create-task", ledger.Pending, t0)
	c, err = store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w", LeaseFor: time.Minute, Limit: 1, Now: t0})
	if err != nil || len(c) != 1 {
		t.Fatalf("claim: %v %v", c, err)
	}
	p = ledger.CompleteSucceeded(c[0], "TASK-1", "created", ledger.NewNotification{Key: "demo:P42:M2:A001:created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "hi"})
	p.Now = t0
	if errs, err := store.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}

	reg := prometheus.NewRegistry()
	clk.Advance(2 * time.Hour)
	m := NewMetrics(reg, store, func() int64 { return clk.Now().UnixMilli() })
	svc, err := sandbox.New(sandbox.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	g := &Engine{Store: store, Tasks: sandbox.NewTaskConnector(svc), Clock: clk, Metrics: m}
	g.defaults()
	if got := gather(t, reg, "axagent_circuit_breaker_state"); got[g.Tasks.Name()] != 0 {
		t.Errorf("breaker before failures: %v", got)
	}
	for i := 0; i < 5; i++ {
		_ = g.call(func() error { return failure.NewRetryable("create", errors.New("503")) })
	}
	if err := g.call(func() error { return nil }); !failure.IsRetryable(err) {
		t.Errorf("open breaker let a call through: %v", err)
	}

	ages := gather(t, reg, "axagent_oldest_open_age_seconds")
	// Labels in name order: state, tenant.
	want := map[string]float64{"needs-human/acme": 7200, "needs-human/demo": 3600, "unknown/demo": 7200}
	if len(ages) != len(want) {
		t.Errorf("ages: %v, want %v", ages, want)
	}
	for k, v := range want {
		if ages[k] != v {
			t.Errorf("oldest %s = %v s, want %v", k, ages[k], v)
		}
	}
	if got := gather(t, reg, "axagent_outbox_backlog"); got[""] != 1 {
		t.Errorf("outbox backlog: %v", got)
	}
	if got := gather(t, reg, "axagent_circuit_breaker_state"); got[g.Tasks.Name()] != 2 {
		t.Errorf("breaker after 5 failures: %v, want 2 (open)", got)
	}
	if got := gather(t, reg, "axagent_circuit_breaker_openings_total"); got[g.Tasks.Name()] != 1 {
		t.Errorf("breaker openings: %v", got)
	}
	// The sample alerting rules name only series this registry exports.
	rules, err := os.ReadFile(filepath.Join("..", "docs", "alerts.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, mf := range mfs {
		known[mf.GetName()] = true
	}
	names := regexp.MustCompile(`axagent_[a-z_]+`).FindAllString(string(rules), -1)
	if len(names) < 5 {
		t.Fatalf("docs/alerts.yaml names %d series", len(names))
	}
	for _, n := range names {
		if !known[n] {
			t.Errorf("docs/alerts.yaml uses %s, which the worker does not export", n)
		}
	}
}
