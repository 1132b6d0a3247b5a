package app

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// splitApp is an App on db (SQLite or PostgreSQL) over an in-process
// sandbox, the team roster, and wrap around its ledger (nil: none).
func splitApp(t *testing.T, db string, wrap func(ledger.Store) ledger.Store) (*App, *sandbox.Service) {
	t.Helper()
	svc, err := sandbox.New(sandbox.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config.Load("")
	r, err := extract.ParseRoster([]byte(teamRoster))
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(context.Background(), Config{DB: db, Settings: cfg, Roster: r, Lang: "en", Log: slog.New(slog.DiscardHandler), WrapStore: wrap,
		Tasks: sandbox.NewTaskConnector(svc), Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a, svc
}

const (
	splitW1 = "# W1\n\n## Action items\n- [ ] @민서 9월 정산 보고서 작성 (기한: 2026-10-10)\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n"
	// 민서's line restates her W1 task with a later due date: linked on
	// evidence (same person, same deliverable), not filed, the due moved.
	splitW2 = "# W2\n\n## Action items\n- [ ] @민서 9월 정산 보고서 작성 — 진행 중 (기한: 2026-10-17)\n"
)

var (
	splitTask  = ledger.MustParseKey("demo:P42:W1:A001:create-task")
	splitLater = ledger.MustParseKey("demo:P42:W2:A001:create-task")
)

// splitRestated registers W1 and W2 and checks the restatement: one task for
// 민서, its due moved to W2's.
func splitRestated(t *testing.T, a *App, svc *sandbox.Service) {
	t.Helper()
	registerNotes(t, a, "W1", "2026-10-01", splitW1)
	r := registerNotes(t, a, "W2", "2026-10-08", splitW2)
	if len(r.Restated) != 1 || r.Restated[0].Key != splitTask.String() || r.Restated[0].Update != "demo:P42:W1:A001:update-task-1" {
		t.Fatalf("W2's restatement: %+v\n%s", r.Restated, r.Message)
	}
	if !strings.Contains(r.Message, "if it is another task: axagent series split "+splitLater.String()+" --from "+splitTask.String()) {
		t.Fatalf("register does not say how to undo the restatement:\n%s", r.Message)
	}
	if ts := svc.TasksForKey(splitTask.String()); len(ts) != 1 || ts[0].DueDate != "2026-10-17" || len(svc.TasksForKey(splitLater.String())) != 0 {
		t.Fatalf("after W2: %+v", svc.Tasks())
	}
}

// splitChecked splits W2:A001 from W1:A001 and checks the end state: the
// later action is its own task (filed once, its assignee told once), the
// W1 task is back at its own due date (one restoring update), the link
// is the person's distinct decision.
func splitChecked(t *testing.T, a *App, svc *sandbox.Service, byRerun bool) {
	t.Helper()
	ctx := context.Background()
	later := svc.TasksForKey(splitLater.String())
	if len(later) != 1 || later[0].DueDate != "2026-10-17" || later[0].Assignee != "minseo" || !strings.Contains(later[0].Title, "9월 정산 보고서") {
		t.Fatalf("the later action's tasks: %+v", later)
	}
	if ts := svc.TasksForKey(splitTask.String()); len(ts) != 1 || ts[0].DueDate != "2026-10-10" {
		t.Fatalf("the earlier task after the split: %+v", ts)
	}
	if n := len(svc.Tasks()); n != 3 {
		t.Fatalf("%d tasks, want 3: %+v", n, svc.Tasks())
	}
	told := 0
	for _, m := range svc.Messages() {
		if strings.Contains(m.Key, ":W2:A001:") {
			told++
		}
	}
	if told != 1 {
		t.Fatalf("民서 told %d times of the split task: %+v", told, svc.Messages())
	}
	ups, err := a.store.ExecutionList(ctx, ledger.ListParams{Tenant: "demo", Project: "P42", Meeting: "W1"})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range ups {
		if e.Key.Action == "A001" && strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask) {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d updates of W1:A001, want the restatement's and the restoring one: %+v", n, ups)
	}
	links, err := a.store.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: splitTask.String()})
	if err != nil || len(links) != 1 || links[0].Kind != ledger.LinkDistinct || links[0].Actor != "kim" || !strings.Contains(links[0].Evidence, "Q4 close is other work") {
		t.Fatalf("links: %+v %v", links, err)
	}
	log, _ := a.store.TransitionList(ctx, splitLater.String())
	if byRerun {
		// Filed from the notes by a rerun after the decision.
		if len(log) == 0 || !strings.HasPrefix(log[0].Reason, "enqueued from cli/") {
			t.Fatalf("the later key's log: %+v", log)
		}
		return
	}
	if len(log) == 0 || !strings.Contains(log[0].Reason, "split from "+splitTask.String()+" by kim: Q4 close is other work") || log[0].Actor != "kim" {
		t.Fatalf("the later key's log: %+v", log)
	}
}

func onBoth(t *testing.T, fn func(t *testing.T, db string)) {
	t.Run("sqlite", func(t *testing.T) { t.Parallel(); fn(t, migratedLedger(t)) })
	t.Run("postgres", func(t *testing.T) { fn(t, migratedPostgres(t)) })
}

// A restatement the linker made on evidence is undone in one step: the
// later action is filed (once), the earlier task's due date restored
// (once); a second split changes nothing and says so; a rerun of either
// meeting neither links the action again nor files it twice; series show
// lists the decision.
func TestSplitRestatement(t *testing.T) {
	t.Parallel()
	onBoth(t, func(t *testing.T, db string) {
		ctx := context.Background()
		a, svc := splitApp(t, db, nil)
		splitRestated(t, a, svc)
		if _, err := a.Split(ctx, splitLater, splitTask, "kim", ""); !IsUsage(err) {
			t.Fatalf("a split without a reason: %v", err)
		}
		s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work")
		if err != nil {
			t.Fatal(err)
		}
		if s.Already || s.Filed.Execution.State != ledger.Succeeded || s.Restored == nil || s.Restored.Execution.Key.String() != "demo:P42:W1:A001:update-task-2" ||
			s.Restored.Execution.State != ledger.Succeeded || s.RestoredDue != "2026-10-10" || s.Kept != "" || s.By != "kim" {
			t.Fatalf("split: %+v", s)
		}
		splitChecked(t, a, svc, false)

		again, err := a.Split(ctx, splitLater, splitTask, "lee", "again")
		if err != nil || !again.Already || again.By != "kim" || again.Filed.Execution.State != ledger.Succeeded || again.Kept != "" ||
			again.Restored == nil || again.Restored.Execution.Key.String() != "demo:P42:W1:A001:update-task-2" || again.RestoredDue != "2026-10-10" {
			t.Fatalf("a second split: %+v %v", again, err)
		}
		// Reruns of both meetings: nothing linked, filed or moved again.
		registerNotes(t, a, "W1", "2026-10-01", splitW1)
		r := registerNotes(t, a, "W2", "2026-10-08", splitW2)
		if len(r.Restated) != 0 || len(r.Possible) != 0 {
			t.Fatalf("the rerun linked the split action again: %+v %+v", r.Restated, r.Possible)
		}
		splitChecked(t, a, svc, false)

		st, err := a.Series(ctx, "demo", "P42", "")
		if err != nil {
			t.Fatal(err)
		}
		var kinds []string
		for _, x := range st {
			for _, l := range x.Links {
				kinds = append(kinds, x.Key+" "+l.Meeting+":"+l.Action+" "+l.Kind)
			}
		}
		if strings.Join(kinds, "|") != splitTask.String()+" W2:A001 distinct" {
			t.Fatalf("series show after the split: %v", kinds)
		}
	})
}

// A split is refused, naming the key and what is wrong, unless a
// restatement (a same link) ties the later action to the task.
func TestSplitRefused(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, svc := splitApp(t, migratedLedger(t), nil)
	splitRestated(t, a, svc)
	other := ledger.MustParseKey("demo:P42:W1:A002:create-task")
	for _, tc := range []struct {
		later, from ledger.BusinessKey
		want        string
	}{
		{splitLater, other, "no restatement ties " + splitLater.String() + " to " + other.String()},
		{other, splitTask, "both are of meeting W1"},
		{ledger.MustParseKey("demo:P42:W2:A009:create-task"), splitTask, "no restatement ties demo:P42:W2:A009:create-task"},
		{splitLater, ledger.MustParseKey("demo:P42:W0:A001:create-task"), "demo:P42:W0:A001:create-task is not in the ledger"},
		{splitLater.WithOperation("update-task-1"), splitTask, "both must be create-task keys"},
	} {
		_, err := a.Split(ctx, tc.later, tc.from, "kim", "x")
		var re *RefusedError
		if !errors.As(err, &re) || re.Key != tc.later.String() || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("split %s from %s: %v; want refused: %s", tc.later, tc.from, err, tc.want)
		}
	}
	// A possible link: the later action is its own task already.
	registerNotes(t, a, "W3", "2026-10-15", "# W3\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2026-10-23)\n")
	w3 := ledger.MustParseKey("demo:P42:W3:A001:create-task")
	if _, err := a.Split(ctx, w3, other, "kim", "x"); !IsRefused(err) || !strings.Contains(err.Error(), "only shown as possibly") {
		t.Fatalf("split of a possible link: %v", err)
	}
	if n := len(svc.Tasks()); n != 3 {
		t.Fatalf("a refused split changed the tracker: %+v", svc.Tasks())
	}
}

// failEnqueue fails ExecutionEnqueue of one key once, as a crash between
// a split's steps would leave it.
type failEnqueue struct {
	ledger.Store
	key   string
	armed *atomic.Bool
}

var errInjected = errors.New("injected fault: process died")

func (f failEnqueue) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	if p.Key.String() == f.key && f.armed.CompareAndSwap(true, false) {
		return ledger.EnqueueResult{}, errInjected
	}
	return f.Store.ExecutionEnqueue(ctx, p)
}

// A split that died between its steps (after the decision, before the
// later action was filed; after filing, before the due date was
// restored) is completed by running it again: one task, one restoring
// update, one notification. A rerun of the meeting in between files the
// action from its notes (the decision stands) and the retry takes it.
func TestSplitCrashRetried(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, fail string }{
		{"before filing", splitLater.String()},
		{"before restoring", "demo:P42:W1:A001:update-task-2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			onBoth(t, func(t *testing.T, db string) {
				ctx := context.Background()
				armed := &atomic.Bool{}
				a, svc := splitApp(t, db, func(s ledger.Store) ledger.Store { return failEnqueue{s, tc.fail, armed} })
				splitRestated(t, a, svc)
				armed.Store(true)
				if _, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work"); !errors.Is(err, errInjected) {
					t.Fatalf("the fault: %v", err)
				}
				if tc.fail == splitLater.String() {
					// The meeting read again before the retry: the
					// decision stands, so the action is filed, not linked.
					r := registerNotes(t, a, "W2", "2026-10-08", splitW2)
					if len(r.Restated) != 0 {
						t.Fatalf("a rerun after the decision linked it again: %+v", r.Restated)
					}
				}
				s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work")
				if err != nil || s.Filed.Execution.State != ledger.Succeeded || s.Restored == nil || s.RestoredDue != "2026-10-10" {
					t.Fatalf("the retry: %+v %v", s, err)
				}
				splitChecked(t, a, svc, tc.fail == splitLater.String())
				if s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work"); err != nil || !s.Already || s.Kept != "" || s.RestoredDue != "2026-10-10" {
					t.Fatalf("after the retry: %+v %v", s, err)
				}
				splitChecked(t, a, svc, tc.fail == splitLater.String())
			})
		})
	}
}

// The earlier task's due date changed again after the restatement (a
// person set it): the split files the later action and leaves the due
// as it is, saying what to do.
func TestSplitKeepsLaterChange(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, svc := splitApp(t, migratedLedger(t), nil)
	splitRestated(t, a, svc)
	if _, _, _, err := a.UpdateDue(ctx, splitTask, "2026-10-30", false); err != nil {
		t.Fatal(err)
	}
	s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work")
	if err != nil || s.Restored != nil || !strings.Contains(s.Kept, "changed again") || !strings.Contains(s.Kept, "--due 2026-10-10") {
		t.Fatalf("split: %+v %v", s, err)
	}
	if ts := svc.TasksForKey(splitTask.String()); len(ts) != 1 || ts[0].DueDate != "2026-10-30" {
		t.Fatalf("the person's due date was changed: %+v", ts)
	}
	if ts := svc.TasksForKey(splitLater.String()); len(ts) != 1 {
		t.Fatalf("the later action: %+v", ts)
	}
}

// splitDuring runs a split when the linker reads a meeting's links, as a
// person's split landing while a rerun of that meeting is being linked.
type splitDuring struct {
	ledger.Store
	meeting string
	fire    *atomic.Pointer[func()]
}

func (s splitDuring) SeriesLinkList(ctx context.Context, p ledger.SeriesLinkListParams) ([]ledger.SeriesLink, error) {
	ls, err := s.Store.SeriesLinkList(ctx, p)
	if p.Scope.Meeting == s.meeting {
		if fn := s.fire.Swap(nil); fn != nil {
			(*fn)()
		}
	}
	return ls, err
}

// A rerun of the later meeting that read its links just before a person
// split the restatement off neither files the action a second time nor
// moves the restored due date again.
func TestSplitRacedByRerun(t *testing.T) {
	t.Parallel()
	onBoth(t, func(t *testing.T, db string) {
		ctx := context.Background()
		fire := &atomic.Pointer[func()]{}
		a, svc := splitApp(t, db, func(s ledger.Store) ledger.Store { return splitDuring{s, "W2", fire} })
		splitRestated(t, a, svc)
		split := func() {
			if _, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work"); err != nil {
				t.Error(err)
			}
		}
		fire.Store(&split)
		registerNotes(t, a, "W2", "2026-10-08", splitW2)
		if fire.Load() != nil {
			t.Fatal("the split did not run during the rerun")
		}
		splitChecked(t, a, svc, false)
		registerNotes(t, a, "W2", "2026-10-08", splitW2)
		splitChecked(t, a, svc, false)
	})
}

// legacyRestatement enqueues a restatement's update without naming the
// later action, as the linker did before splits existed.
type legacyRestatement struct{ ledger.Store }

func (s legacyRestatement) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	if strings.HasPrefix(p.Reason, "restated by ") {
		p.Reason, p.Actor = "", ""
	}
	return s.Store.ExecutionEnqueue(ctx, p)
}

// A restatement linked before its update named it: the split files the
// later action and names the update that may be the restatement's, with
// the command that restores the due date — never silently leaves it.
func TestSplitLegacyRestatement(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, svc := splitApp(t, migratedLedger(t), func(s ledger.Store) ledger.Store { return legacyRestatement{s} })
	splitRestated(t, a, svc)
	s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work")
	if err != nil || s.Restored != nil || !strings.Contains(s.Kept, "demo:P42:W1:A001:update-task-1 (due 2026-10-17) may be this restatement's change") ||
		!strings.Contains(s.Kept, "axagent update "+splitTask.String()+" --due 2026-10-10") {
		t.Fatalf("split: %+v %v", s, err)
	}
	if ts := svc.TasksForKey(splitLater.String()); len(ts) != 1 {
		t.Fatalf("the later action: %+v", ts)
	}
}

// A task cancelled since the restatement keeps its due date: the split
// files the later action and says why the date was left.
func TestSplitCancelledTask(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, svc := splitApp(t, migratedLedger(t), nil)
	splitRestated(t, a, svc)
	if _, err := a.Compensate(ctx, splitTask, "dropped"); err != nil {
		t.Fatal(err)
	}
	s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work")
	if err != nil || s.Restored != nil || !strings.Contains(s.Kept, "was cancelled") {
		t.Fatalf("split: %+v %v", s, err)
	}
	if ts := svc.TasksForKey(splitLater.String()); len(ts) != 1 {
		t.Fatalf("the later action: %+v", ts)
	}
	if ups, _ := a.store.ExecutionList(ctx, ledger.ListParams{Keys: []string{"demo:P42:W1:A001:update-task-2"}}); len(ups) != 0 {
		t.Fatalf("a cancelled task was updated: %+v", ups)
	}
}
