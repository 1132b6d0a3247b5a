package app

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// Issue 27: a later action restating an action still held for a person
// (never filed) is a restatement of that hold, not a second hold for the
// same work — also when it gives another due date: the date is carried
// into the hold, so the person answering it files one task with the
// latest meeting's due date (or rejects both).

const (
	heldW1    = "# W1\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n"
	heldW2    = "# W2\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report — in progress (due 2026-10-16)\n"
	heldW1Key = "demo:P42:W1:A001:create-task"
)

func approvalApp(t *testing.T, wrap func(ledger.Store) ledger.Store) (*App, string) {
	t.Helper()
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	cfg.Approval = "required"
	r, err := extract.ParseRoster([]byte(teamRoster))
	if err != nil {
		t.Fatal(err)
	}
	db := migratedLedger(t)
	a, err := New(context.Background(), Config{DB: db, Settings: cfg, Roster: r, Lang: "en", Log: slog.New(slog.DiscardHandler), WrapStore: wrap})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a, db
}

// heldState is a held key's due date and log length: what a rerun must
// leave as it is.
func heldState(t *testing.T, a *App, key string) (ledger.Execution, int) {
	t.Helper()
	ctx := context.Background()
	e, err := a.store.ExecutionGet(ctx, ledger.MustParseKey(key))
	if err != nil {
		t.Fatal(err)
	}
	log, err := a.store.TransitionList(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	return e, len(log)
}

func TestRestatedHoldTakesTheLaterDue(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, decision := range []string{"approve", "reject"} {
		t.Run(decision, func(t *testing.T) {
			a, db := approvalApp(t, nil)
			registerNotes(t, a, "W1", "2026-10-01", heldW1)
			r := registerNotes(t, a, "W2", "2026-10-08", heldW2)
			if len(r.Restated) != 1 || r.Restated[0].Key != heldW1Key || r.Restated[0].HeldDue != "2026-10-16" {
				t.Fatalf("W2 restated %+v\n%s", r.Restated, r.Message)
			}
			if held := heldKeys(t, a, "W2"); len(held) != 0 {
				t.Fatalf("W2 holds %v: a second hold for the same work", held)
			}
			if !strings.Contains(r.Message, "that task waits for a person, and its hold now carries this due date (2026-10-16)") {
				t.Errorf("the message does not say the restated task waits:\n%s", r.Message)
			}
			// The queue shows the held task with its restatement.
			q, err := a.Queue(ctx, QueueFilter{Meeting: "W1"})
			if err != nil {
				t.Fatal(err)
			}
			if len(q.Entries) != 1 || len(q.Entries[0].Restated) != 1 || q.Entries[0].Restated[0].ActionKey != "demo:P42:W2:A001:create-task" {
				t.Fatalf("queue %+v", q.Entries)
			}
			// series show lists the held task, due the restatement's date,
			// restated by W2.
			st, err := a.Series(ctx, "demo", "P42", "")
			if err != nil || len(st) != 1 || st[0].Key != heldW1Key || st[0].State != string(ledger.NeedsHuman) || st[0].DueDate != "2026-10-16" ||
				len(st[0].Mentions) != 1 || st[0].Mentions[0] != "W2" {
				t.Fatalf("series show: %+v, %v", st, err)
			}
			e, n := heldState(t, a, heldW1Key)
			if e.State != ledger.NeedsHuman || e.Intent.DueDate != "2026-10-16" {
				t.Fatalf("the held task: %s due %s, want still held, due 2026-10-16", e.State, e.Intent.DueDate)
			}
			// Reruns of either meeting change nothing: the same notes, and
			// the same body under a new delivery ID (read again, not
			// answered from the inbox).
			registerNotes(t, a, "W2", "2026-10-08", heldW2)
			registerNotes(t, a, "W1", "2026-10-01", heldW1)
			for i, w := range []struct{ id, date, notes string }{{"W2", "2026-10-08", heldW2}, {"W1", "2026-10-01", heldW1}} {
				ev := Event{Tenant: "demo", Project: "P42", Meeting: w.id, Date: w.date, Notes: w.notes}
				if err := a.Ingest(ctx, ev, "webhook", fmt.Sprintf("dlv-%d", i)); err != nil {
					t.Fatal(err)
				}
			}
			if e2, n2 := heldState(t, a, heldW1Key); e2.Fingerprint != e.Fingerprint || e2.State != ledger.NeedsHuman || n2 != n {
				t.Fatalf("a rerun changed the hold: %s due %s, log %d → %d", e2.State, e2.Intent.DueDate, n, n2)
			}
			if held := heldKeys(t, a, "W2"); len(held) != 0 {
				t.Fatalf("W2 holds %v after the reruns", held)
			}
			if decision == "approve" {
				if _, err := a.Approve(ctx, []string{heldW1Key}, "kim", ""); err != nil {
					t.Fatal(err)
				}
			} else if _, err := a.Reject(ctx, []string{heldW1Key}, "kim", "not needed"); err != nil {
				t.Fatal(err)
			}
			if _, err := a.Work(ctx, []string{heldW1Key}); err != nil {
				t.Fatal(err)
			}
			tasks := tasksIn(t, db)
			switch {
			case decision == "approve" && (len(tasks) != 1 || tasks[0].Key != heldW1Key || tasks[0].DueDate != "2026-10-16"):
				t.Fatalf("approved: tasks %+v, want one, due 2026-10-16", tasks)
			case decision == "reject" && len(tasks) != 0:
				t.Fatalf("rejected: tasks %+v, want none", tasks)
			}
		})
	}
}

// Registered in the other order (the later-dated meeting first), the
// earlier-dated one restates the later one's hold: one hold, and the
// later meeting's due date stays.
func TestRestatedHoldEitherOrder(t *testing.T) {
	t.Parallel()
	a, _ := approvalApp(t, nil)
	registerNotes(t, a, "W2", "2026-10-08", heldW2)
	r := registerNotes(t, a, "W1", "2026-10-01", heldW1)
	if len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:W2:A001:create-task" || r.Restated[0].HeldDue != "" {
		t.Fatalf("W1 restated %+v\n%s", r.Restated, r.Message)
	}
	if held := heldKeys(t, a, "W1"); len(held) != 0 {
		t.Fatalf("W1 holds %v: a second hold for the same work", held)
	}
	if e, _ := heldState(t, a, "demo:P42:W2:A001:create-task"); e.State != ledger.NeedsHuman || e.Intent.DueDate != "2026-10-16" {
		t.Fatalf("the held task: %s due %s, want held, due 2026-10-16", e.State, e.Intent.DueDate)
	}
}

// approveFirst approves the held task right before the linker carries a
// restatement's due date into it: a person deciding the hold while the
// later meeting is being registered.
type approveFirst struct {
	ledger.Store
	once sync.Once
}

func (s *approveFirst) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	if p.Key.String() == heldW1Key && p.ReplaceUnattempted {
		var err error
		s.once.Do(func() {
			_, err = s.Store.ExecutionResolve(ctx, ledger.ResolveParams{Key: p.Key, To: ledger.Pending, Reason: "approved", Actor: "kim", Now: p.Now})
		})
		if err != nil {
			return ledger.EnqueueResult{}, err
		}
	}
	return s.Store.ExecutionEnqueue(ctx, p)
}

func TestRestatedHoldApprovedWhileRegistering(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, db := approvalApp(t, func(s ledger.Store) ledger.Store { return &approveFirst{Store: s} })
	registerNotes(t, a, "W1", "2026-10-01", heldW1)
	// NoWait: the update waits for the approved create, which the worker
	// files (Work below), not this registration.
	r, err := a.Register(ctx, Notes{Name: "W2.md", Body: []byte(heldW2), Date: "2026-10-08",
		Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"}}, RegisterOptions{NoWait: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Restated) != 1 || r.Restated[0].Key != heldW1Key || r.Restated[0].Update != "demo:P42:W1:A001:update-task-1" {
		t.Fatalf("W2 restated %+v\n%s", r.Restated, r.Message)
	}
	if held := heldKeys(t, a, "W2"); len(held) != 0 {
		t.Fatalf("W2 holds %v", held)
	}
	if _, err := a.Work(ctx, []string{heldW1Key, "demo:P42:W1:A001:update-task-1"}); err != nil {
		t.Fatal(err)
	}
	tasks := tasksIn(t, db)
	if len(tasks) != 1 || tasks[0].DueDate != "2026-10-16" {
		t.Fatalf("tasks %+v, want one, due 2026-10-16", tasks)
	}
	if !strings.Contains(r.Message, "its due date changes (demo:P42:W1:A001:update-task-1)") {
		t.Errorf("the message does not name the update:\n%s", r.Message)
	}
}

// beforeReplace runs decide, once, right before the linker replaces the
// content of held key: a person deciding that hold while a later meeting
// restating it is being registered.
type beforeReplace struct {
	ledger.Store
	key    string
	decide func(ctx context.Context, s ledger.Store) error
	once   sync.Once
}

func (s *beforeReplace) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	if p.Key.String() == s.key && p.ReplaceUnattempted && p.Actor == "axagent" {
		var err error
		s.once.Do(func() { err = s.decide(ctx, s.Store) })
		if err != nil {
			return ledger.EnqueueResult{}, err
		}
	}
	return s.Store.ExecutionEnqueue(ctx, p)
}

// A task held only for its owner, answered by a later meeting naming one
// person — while a person assigns it to someone else: the person's
// answer stands (one task, theirs), and the later action is not applied
// over it nor swallowed: filed as its own task and shown as possibly that
// one. Without the check the registration failed on the conflict.
func TestOwnerAnsweredWhileRegistering(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	var a *App
	wrap := func(s ledger.Store) ledger.Store {
		return &beforeReplace{Store: s, key: heldW1Key, decide: func(ctx context.Context, _ ledger.Store) error {
			_, err := a.Correct(ctx, Correction{Key: heldW1Key, Assignee: "지훈", Actor: "kim", Reason: "his"})
			return err
		}}
	}
	cfg, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	r0, err := extract.ParseRoster([]byte(teamRoster))
	if err != nil {
		t.Fatal(err)
	}
	db := migratedLedger(t)
	if a, err = New(ctx, Config{DB: db, Settings: cfg, Roster: r0, Lang: "en", Log: slog.New(slog.DiscardHandler), WrapStore: wrap}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] Determine status for the stale pull requests\n")
	r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] @Dana Determine status for the stale pull requests\n")
	if len(r.Restated) != 0 || len(r.Possible) != 1 || r.Possible[0].Key != heldW1Key || r.Possible[0].Why.Kind != series.EvDecidedMeanwhile {
		t.Fatalf("W2: restated %+v possible %+v\n%s", r.Restated, r.Possible, r.Message)
	}
	if _, err := a.Work(ctx, []string{heldW1Key}); err != nil {
		t.Fatal(err)
	}
	owners := map[string]string{}
	for _, x := range tasksIn(t, db) {
		owners[x.Key] = x.Title
	}
	if len(owners) != 2 {
		t.Fatalf("tasks %+v, want 지훈's (W1) and Dana's (W2, shown as possibly it)", owners)
	}
	e, err := a.store.ExecutionGet(ctx, ledger.MustParseKey(heldW1Key))
	if err != nil || e.Intent.AssigneeID != "지훈" {
		t.Fatalf("W1's task: %+v, %v; want the person's answer (지훈)", e.Intent, err)
	}
}

// A restatement that carried its due date into a held task, split off by
// a person (another task after all), gives the hold its own date back —
// still held, its reason kept — and is filed as its own task with its
// date. Splitting again changes nothing.
func TestSplitGivesTheHoldItsDueBack(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, db := approvalApp(t, nil)
	registerNotes(t, a, "W1", "2026-10-01", heldW1)
	registerNotes(t, a, "W2", "2026-10-08", heldW2)
	later, from := ledger.MustParseKey("demo:P42:W2:A001:create-task"), ledger.MustParseKey(heldW1Key)
	for i := range 2 {
		if _, err := a.Split(ctx, later, from, "kim", "another report"); err != nil {
			t.Fatalf("split %d: %v", i+1, err)
		}
		e, _ := heldState(t, a, heldW1Key)
		if e.State != ledger.NeedsHuman || e.Intent.DueDate != "2026-10-09" || !strings.Contains(e.Reason, AwaitingApproval) {
			t.Fatalf("split %d: the held task %s due %s (%s), want still held, due 2026-10-09", i+1, e.State, e.Intent.DueDate, e.Reason)
		}
		l, _ := heldState(t, a, later.String())
		if l.Intent.DueDate != "2026-10-16" || l.Intent.AssigneeID != "지훈" {
			t.Fatalf("split %d: the later action filed as %+v", i+1, l.Intent)
		}
	}
	// The split files the later action (a person's decision); the held
	// one waits for its approval still.
	if tasks := tasksIn(t, db); len(tasks) != 1 || tasks[0].Key != later.String() || tasks[0].DueDate != "2026-10-16" {
		t.Fatalf("tasks %+v: want only the split one, due 2026-10-16", tasks)
	}
}
