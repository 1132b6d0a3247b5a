package scenarios_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/scenarios"
)

// lyingTasks claims the target dedups creates by key when it does not: the
// reconciler then "safely" resends after a lost response.
type lyingTasks struct{ connectors.TaskConnector }

func (l lyingTasks) Capabilities() connectors.Capabilities {
	c := l.TaskConnector.Capabilities()
	c.IdempotentCreate = true
	return c
}

// unknownAsFailure treats a lost create response as "nothing reached the
// target" — the classic bug R8 forbids: the engine retries the create.
type unknownAsFailure struct{ connectors.TaskConnector }

func (u unknownAsFailure) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	got, err := u.TaskConnector.Create(ctx, t)
	if failure.IsUnknown(err) {
		return got, failure.NewRetryable("create", err)
	}
	return got, err
}

// forgetDoubt drops the in-doubt flag of every claim: the engine and the
// dispatcher never reconcile and send again blindly.
type forgetDoubt struct{ ledger.Store }

func (f forgetDoubt) ExecutionClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Execution, error) {
	es, err := f.Store.ExecutionClaim(ctx, p)
	for i := range es {
		es[i].InDoubt = false
	}
	return es, err
}

func (f forgetDoubt) OutboxClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Notification, error) {
	ns, err := f.Store.OutboxClaim(ctx, p)
	for i := range ns {
		ns[i].InDoubt = false
	}
	return ns, err
}

// selectThenUpdate claims the check-then-act way: it reads which rows are
// due, then writes the claim without re-checking, so two workers that read
// before either wrote both "own" the key. The first two claimers meet after
// their read (the race window, made deterministic); later calls just pass.
type selectThenUpdate struct {
	ledger.Store
	race *raceWindow
}

type raceWindow struct {
	mu      sync.Mutex
	waiting int
	open    chan struct{}
	done    bool
	seq     int
}

func newRaceWindow() *raceWindow { return &raceWindow{open: make(chan struct{})} }

// meet blocks the first caller until a second one has also read.
func (r *raceWindow) meet(ctx context.Context) {
	r.mu.Lock()
	if r.done {
		r.mu.Unlock()
		return
	}
	r.waiting++
	if r.waiting == 2 {
		r.done = true
		close(r.open)
		r.mu.Unlock()
		return
	}
	r.mu.Unlock()
	select {
	case <-r.open:
	case <-ctx.Done():
	}
}

func (s selectThenUpdate) ExecutionClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Execution, error) {
	// SELECT … WHERE due
	rows, err := s.Store.ExecutionList(ctx, ledger.ListParams{Keys: p.Keys})
	if err != nil {
		return nil, err
	}
	var due []ledger.Execution
	for _, e := range rows {
		if ((e.State == ledger.Pending || e.State == ledger.Unknown) && !e.NextAttemptAt.After(p.Now)) ||
			(e.State == ledger.Running && !e.LeaseUntil.After(p.Now)) {
			due = append(due, e)
		}
	}
	if len(due) == 0 {
		return nil, nil
	}
	s.race.meet(ctx)
	// UPDATE … (unconditionally): take what the read said was free.
	var out []ledger.Execution
	for _, e := range due {
		got, err := s.Store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: p.Owner, LeaseFor: p.LeaseFor, Limit: 1, Keys: []string{e.Key.String()}, Now: p.Now})
		if err != nil {
			return nil, err
		}
		if len(got) == 1 {
			out = append(out, got[0])
			continue
		}
		s.race.mu.Lock()
		s.race.seq++
		id := fmt.Sprintf("att-unconditional-%d", s.race.seq)
		s.race.mu.Unlock()
		e.ClaimedFrom, e.State, e.Owner, e.Generation, e.AttemptID = e.State, ledger.Running, p.Owner, e.Generation+1, id
		e.InDoubt = e.ClaimedFrom != ledger.Pending
		out = append(out, e)
	}
	return out, nil
}

// A deliberately broken engine makes the relevant scenarios fail: each
// breakage is injected through the runner's options (a lying or
// misclassifying connector, a store that forgets doubt or claims with
// select-then-update), and the scenarios that guard against it flip from
// match to mismatch on the fields named.
func TestScenarioBrokenEngineIsCaught(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name   string
		opts   func() scenarios.Options
		files  []string
		fields []string // each file must mismatch on at least one of these
	}{
		{
			name: "connector lies about idempotent create (reconciler resends blindly)",
			opts: func() scenarios.Options {
				return scenarios.Options{WrapTasks: func(t connectors.TaskConnector) connectors.TaskConnector { return lyingTasks{t} }}
			},
			files:  []string{"s10_1_response_lost_after_commit"},
			fields: []string{"task_count_for_key", "registration_state", scenarios.InvOneTask},
		},
		{
			name: "unknown treated as failure",
			opts: func() scenarios.Options {
				return scenarios.Options{WrapTasks: func(t connectors.TaskConnector) connectors.TaskConnector { return unknownAsFailure{t} }}
			},
			files:  []string{"s10_1_response_lost_after_commit", "fault_search_lag"},
			fields: []string{"task_count_for_key", "task_id", "registration_state", scenarios.InvOneTask},
		},
		{
			name: "reconciliation disabled (claims forget the in-doubt flag)",
			opts: func() scenarios.Options {
				return scenarios.Options{WrapStore: func(s ledger.Store) ledger.Store { return forgetDoubt{s} }}
			},
			files: []string{"s10_1_response_lost_after_commit", "fault_drop_notify_ack_without_history", "s10_6_outbox_published_twice"},
			fields: []string{"task_count_for_key", "registration_state", "notification_count_for_key", "notification_state",
				scenarios.InvOneTask, scenarios.InvOneDelivery},
		},
		{
			name: "claims done as select-then-update",
			opts: func() scenarios.Options {
				race := newRaceWindow()
				return scenarios.Options{WrapStore: func(s ledger.Store) ledger.Store { return selectThenUpdate{Store: s, race: race} }}
			},
			files:  []string{"fault_concurrent_identical_requests", "s10_2_identical_requests_racing"},
			fields: []string{"task_count_for_key", scenarios.InvOneTask},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			for _, f := range c.files {
				sc := load(t, f)
				if good := scenarios.RunOne(context.Background(), sc, scenarios.RunAll, sc.Faults, true, scenarios.Options{}); !good.Match {
					t.Fatalf("%s fails even with the real engine: %+v", f, good.Checks)
				}
				bad := scenarios.RunOne(context.Background(), sc, scenarios.RunAll, sc.Faults, true, c.opts())
				if bad.Match {
					t.Errorf("%s still matches with a broken engine; events:\n  %s", f, strings.Join(bad.Observed.Events, "\n  "))
					continue
				}
				var flipped []string
				for _, ch := range bad.Checks {
					if !ch.Match {
						flipped = append(flipped, fmt.Sprintf("%s: expected %s, observed %s", ch.Field, ch.Expected, ch.Observed))
					}
				}
				hit := false
				for _, ch := range bad.Checks {
					for _, want := range c.fields {
						hit = hit || (!ch.Match && ch.Field == want)
					}
				}
				if !hit {
					t.Errorf("%s mismatched, but not on %v: %v", f, c.fields, flipped)
				}
				t.Logf("%s → mismatch: %s", f, strings.Join(flipped, "; "))
			}
		})
	}
}
