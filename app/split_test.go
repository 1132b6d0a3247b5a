package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
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
			s.Restored.Execution.State != ledger.Succeeded || s.RestoredDue != "2026-10-10" || s.Left != nil || s.By != "kim" {
			t.Fatalf("split: %+v", s)
		}
		splitChecked(t, a, svc, false)

		again, err := a.Split(ctx, splitLater, splitTask, "lee", "again")
		if err != nil || !again.Already || again.By != "kim" || again.Filed.Execution.State != ledger.Succeeded || again.Left != nil ||
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
		want, code  string
	}{
		{splitLater, other, "no restatement ties " + splitLater.String() + " to " + other.String(), RemedySplitNotLinked},
		{other, splitTask, "both are of meeting W1", RemedySplitPair},
		{ledger.MustParseKey("demo:P42:W2:A009:create-task"), splitTask, "no restatement ties demo:P42:W2:A009:create-task", RemedySplitNotLinked},
		{splitLater, ledger.MustParseKey("demo:P42:W0:A001:create-task"), "demo:P42:W0:A001:create-task is not in the ledger", RemedySplitNoTask},
		{splitLater.WithOperation("update-task-1"), splitTask, "both must be create-task keys", RemedySplitPair},
	} {
		_, err := a.Split(ctx, tc.later, tc.from, "kim", "x")
		var re *RefusedError
		// The reason is typed (a screen words it without reading the
		// ledger again to guess it) and the words say it.
		if !errors.As(err, &re) || re.Key != tc.later.String() || !strings.Contains(err.Error(), tc.want) || re.Code != tc.code {
			t.Errorf("split %s from %s: %v (code %q); want refused %s: %s", tc.later, tc.from, err, re.Code, tc.code, tc.want)
		}
	}
	// A possible link: the later action is its own task already.
	registerNotes(t, a, "W3", "2026-10-15", "# W3\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2026-10-23)\n")
	w3 := ledger.MustParseKey("demo:P42:W3:A001:create-task")
	if _, err := a.Split(ctx, w3, other, "kim", "x"); !IsRefused(err) || !strings.Contains(err.Error(), "only shown as possibly") {
		t.Fatalf("split of a possible link: %v", err)
	} else if rm, _ := RemedyOf(err); rm.Code != RemedySplitPossible {
		t.Fatalf("split of a possible link: code %q", rm.Code)
	}
	// Filed as its own task and tied to no other: its state is the detail.
	if _, err := a.Split(ctx, w3, splitTask, "kim", "x"); !IsRefused(err) {
		t.Fatalf("split of an own task: %v", err)
	} else if rm, _ := RemedyOf(err); rm.Code != RemedySplitOwnTask || rm.Detail != string(ledger.Succeeded) {
		t.Fatalf("split of an own task: %+v (%v)", rm, err)
	}
	if n := len(svc.Tasks()); n != 3 {
		t.Fatalf("a refused split changed the tracker: %+v", svc.Tasks())
	}
	// Merged by a person: a split does not undo it, and says who merged.
	if _, err := a.Merge(ctx, w3, other, "lee", "the same report"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Split(ctx, w3, other, "kim", "x"); !IsRefused(err) || !strings.Contains(err.Error(), "a merge is not undone by a split") {
		t.Fatalf("split of a merged action: %v", err)
	} else if rm, _ := RemedyOf(err); rm.Code != RemedySplitMerged || rm.Detail != "lee" {
		t.Fatalf("split of a merged action: %+v (%v)", rm, err)
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
				if s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work"); err != nil || !s.Already || s.Left != nil || s.RestoredDue != "2026-10-10" {
					t.Fatalf("after the retry: %+v %v", s, err)
				}
				splitChecked(t, a, svc, tc.fail == splitLater.String())
			})
		})
	}
}

// The earlier task's due date changed again after the restatement (a
// person set it): the split files the later action and leaves the due
// as it is, and says so as a typed result — why, which change, the date
// now and the one the restatement moved it from — that each screen words
// with its own remedy (no CLI flags in it for the console to show); a
// rerun of the split says the same.
func TestSplitKeepsLaterChange(t *testing.T) {
	t.Parallel()
	onBoth(t, func(t *testing.T, db string) {
		ctx := context.Background()
		a, svc := splitApp(t, db, nil)
		splitRestated(t, a, svc)
		if _, _, _, err := a.UpdateDue(ctx, splitTask, "2026-10-30", false); err != nil {
			t.Fatal(err)
		}
		want := DueLeft{Why: LeftChangedAgain, Task: splitTask.String(), Update: "demo:P42:W1:A001:update-task-2", Due: "2026-10-30", Before: "2026-10-10"}
		for _, run := range []string{"split", "rerun"} {
			s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work")
			if err != nil || s.Restored != nil || s.Left == nil || *s.Left != want || s.Already != (run == "rerun") {
				t.Fatalf("%s: %+v (left %+v) %v", run, s, s.Left, err)
			}
			b, _ := json.Marshal(s.Left)
			if strings.Contains(string(b), "axagent") || strings.Contains(string(b), "--due") {
				t.Fatalf("%s: the result carries CLI words: %s", run, b)
			}
		}
		if ts := svc.TasksForKey(splitTask.String()); len(ts) != 1 || ts[0].DueDate != "2026-10-30" {
			t.Fatalf("the person's due date was changed: %+v", ts)
		}
		if ts := svc.TasksForKey(splitLater.String()); len(ts) != 1 {
			t.Fatalf("the later action: %+v", ts)
		}
	})
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
	if err != nil || s.Restored != nil || s.Left == nil || *s.Left != (DueLeft{Why: LeftMaybeRestatement, Task: splitTask.String(),
		Update: "demo:P42:W1:A001:update-task-1", Due: "2026-10-17", Before: "2026-10-10"}) {
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
	if _, err := a.Compensate(ctx, splitTask, "", "dropped"); err != nil {
		t.Fatal(err)
	}
	cancel, err := a.store.ExecutionGet(ctx, splitTask.WithOperation(ledger.OpCancelTask))
	if err != nil {
		t.Fatal(err)
	}
	s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work")
	if err != nil || s.Restored != nil || s.Left == nil || *s.Left != (DueLeft{Why: LeftTaskCancelled, Task: splitTask.String(),
		Update: cancel.Key.String(), State: string(cancel.State), Due: "2026-10-17", Before: "2026-10-10"}) {
		t.Fatalf("split: %+v (left %+v) %v", s, s.Left, err)
	}
	if ts := svc.TasksForKey(splitLater.String()); len(ts) != 1 {
		t.Fatalf("the later action: %+v", ts)
	}
	if ups, _ := a.store.ExecutionList(ctx, ledger.ListParams{Keys: []string{"demo:P42:W1:A001:update-task-2"}}); len(ups) != 0 {
		t.Fatalf("a cancelled task was updated: %+v", ups)
	}
}

const (
	workW1 = "# W1\n\n## Action items\n- [ ] @민서 물류 계약서 초안 검토 (기한: 2026-10-10)\n- [ ] @지훈 Draft the vendor contract (due 2026-10-09)\n- [ ] @서연 Renew the api.example.com certificate (due 2026-10-08)\n"
	// Each line restates its person's W1 task with the status it states
	// written after the work: "— 진행 중", "(ongoing)", ": done".
	workW2 = "# W2\n\n## Action items\n- [ ] @민서 물류 계약서 초안 검토 — 진행 중 (기한: 2026-10-17)\n- [ ] @지훈 Draft the vendor contract (ongoing) (due 2026-10-16)\n- [ ] @서연 Renew the api.example.com certificate: done (due 2026-10-15)\n"
)

// workSplits are W2's restatements, the tasks they restate, and the work
// each line names (the title its split files).
var workSplits = []struct {
	later, from ledger.BusinessKey
	work, line  string
}{
	{ledger.MustParseKey("demo:P42:W2:A001:create-task"), ledger.MustParseKey("demo:P42:W1:A001:create-task"), "물류 계약서 초안 검토", "물류 계약서 초안 검토 — 진행 중"},
	{ledger.MustParseKey("demo:P42:W2:A002:create-task"), ledger.MustParseKey("demo:P42:W1:A002:create-task"), "Draft the vendor contract", "Draft the vendor contract (ongoing)"},
	{ledger.MustParseKey("demo:P42:W2:A003:create-task"), ledger.MustParseKey("demo:P42:W1:A003:create-task"), "Renew the api.example.com certificate", "Renew the api.example.com certificate: done"},
}

// workRestated registers W1 and W2 and checks that each W2 line was linked
// as a restatement, its line's title in the registry as written.
func workRestated(t *testing.T, a *App) {
	t.Helper()
	registerNotes(t, a, "W1", "2026-10-01", workW1)
	r := registerNotes(t, a, "W2", "2026-10-08", workW2)
	if len(r.Restated) != len(workSplits) {
		t.Fatalf("W2's restatements: %+v\n%s", r.Restated, r.Message)
	}
	reg, err := a.store.ActionRegistryList(context.Background(), ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"})
	if err != nil || len(reg) != len(workSplits) {
		t.Fatalf("W2's registry: %+v %v", reg, err)
	}
	for i, w := range workSplits {
		if reg[i].Title != w.line {
			t.Fatalf("W2's registry has %q for %s, want the line %q", reg[i].Title, w.later, w.line)
		}
	}
}

// workChecked checks the split tasks: each filed once, under the work its
// line names (title) with fingerprint fp[key]; a rerun of W2 neither
// reports a title change (the status is the link's fact, not another
// title) nor files anything again.
func workChecked(t *testing.T, a *App, svc *sandbox.Service, title func(i int) string, fp map[string]string) {
	t.Helper()
	ctx := context.Background()
	for i, w := range workSplits {
		ts := svc.TasksForKey(w.later.String())
		if len(ts) != 1 || ts[0].Title != title(i) {
			t.Fatalf("the task split off %s: %+v, want one titled %q", w.from, ts, title(i))
		}
		e, err := a.store.ExecutionGet(ctx, w.later)
		if err != nil || e.Intent.Title != title(i) || e.Fingerprint != fp[w.later.String()] {
			t.Fatalf("%s: %+v %v; want title %q, fingerprint %s", w.later, e, err, title(i), fp[w.later.String()])
		}
	}
	n := len(svc.Tasks())
	r := registerNotes(t, a, "W2", "2026-10-08", workW2)
	if len(r.TitleChanges) != 0 || r.Summary().Refused != 0 || len(r.Restated) != 0 || len(svc.Tasks()) != n {
		t.Fatalf("a rerun of W2 after the splits: %+v\n%s", r.TitleChanges, r.Message)
	}
}

// workFingerprint is the fingerprint of the key a split files for w with
// title (the later action's owner, the restatement's due date).
func workFingerprint(t *testing.T, a *App, later ledger.BusinessKey, title string) string {
	t.Helper()
	from, err := a.store.ExecutionGet(context.Background(), later)
	if err != nil {
		t.Fatal(err)
	}
	in := from.Intent
	in.Title = title
	return in.Fingerprint()
}

// recordFiled remembers the fingerprint of each later key a split
// enqueues, and fails the first enqueue of each when armed (a split cut
// short before it filed the action).
type recordFiled struct {
	ledger.Store
	fps   *sync.Map
	armed *sync.Map
}

func (r recordFiled) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	if strings.HasPrefix(p.Reason, "split from ") {
		if prev, ok := r.fps.LoadOrStore(p.Key.String(), p.Intent.Fingerprint()); ok && prev != p.Intent.Fingerprint() {
			return ledger.EnqueueResult{}, fmt.Errorf("a rerun of the split planned another fingerprint for %s: %s, then %s", p.Key, prev, p.Intent.Fingerprint())
		}
		if _, ok := r.armed.LoadAndDelete(p.Key.String()); ok {
			return ledger.EnqueueResult{}, errInjected
		}
	}
	return r.Store.ExecutionEnqueue(ctx, p)
}

// A restating line's split files the work the line names — "물류 계약서
// 초안 검토", not "물류 계약서 초안 검토 — 진행 중" — in Korean and
// English; a split cut short before filing plans the same title, hence
// the same fingerprint, when it is run again; and a rerun of the meeting
// reports no title change for the status words its line still carries.
func TestSplitFilesTheWork(t *testing.T) {
	t.Parallel()
	onBoth(t, func(t *testing.T, db string) {
		ctx := context.Background()
		fps, armed := &sync.Map{}, &sync.Map{}
		a, svc := splitApp(t, db, func(s ledger.Store) ledger.Store { return recordFiled{s, fps, armed} })
		workRestated(t, a)
		for _, w := range workSplits {
			armed.Store(w.later.String(), true)
			if _, err := a.Split(ctx, w.later, w.from, "kim", "other work"); !errors.Is(err, errInjected) {
				t.Fatalf("split %s, cut short: %v", w.later, err)
			}
			s, err := a.Split(ctx, w.later, w.from, "kim", "other work")
			if err != nil || s.Filed.Execution.State != ledger.Succeeded || s.Filed.Execution.Intent.Title != w.work {
				t.Fatalf("split %s run again: %+v %v", w.later, s, err)
			}
		}
		want := map[string]string{}
		for _, w := range workSplits {
			fp, _ := fps.Load(w.later.String())
			want[w.later.String()] = fp.(string)
			if fp != workFingerprint(t, a, w.later, w.work) {
				t.Fatalf("%s was planned with fingerprint %s, not its work's", w.later, fp)
			}
		}
		workChecked(t, a, svc, func(i int) string { return workSplits[i].work }, want)
	})
}

// legacySplit files a split's later action under its registry title, as
// splits did before they filed the work its line names.
type legacySplit struct {
	ledger.Store
	on *atomic.Bool
}

func (l legacySplit) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	if l.on.Load() && strings.HasPrefix(p.Reason, "split from ") {
		for _, w := range workSplits {
			if p.Key == w.later {
				p.Intent.Title = w.line
			}
		}
	}
	return l.Store.ExecutionEnqueue(ctx, p)
}

// A split done before splits filed the work, and cut short after it filed
// the action under its line's title (before the due date was restored),
// is finished by running it again: the key it filed stands as it is
// (no fingerprint clash, no second task), the due date is restored, and
// a rerun of the meeting reports no title change.
func TestSplitBeforeWorkTitlesFinishes(t *testing.T) {
	t.Parallel()
	onBoth(t, func(t *testing.T, db string) {
		ctx := context.Background()
		on, armed := &atomic.Bool{}, &atomic.Bool{}
		w := workSplits[0]
		a, svc := splitApp(t, db, func(s ledger.Store) ledger.Store {
			return failEnqueue{legacySplit{s, on}, w.from.WithOperation("update-task-2").String(), armed}
		})
		workRestated(t, a)
		on.Store(true)
		armed.Store(true)
		if _, err := a.Split(ctx, w.later, w.from, "kim", "other work"); !errors.Is(err, errInjected) {
			t.Fatalf("the legacy split, cut short: %v", err)
		}
		on.Store(false)
		filed, err := a.store.ExecutionGet(ctx, w.later)
		if err != nil || filed.Intent.Title != w.line {
			t.Fatalf("the legacy split's key: %+v %v", filed, err)
		}
		s, err := a.Split(ctx, w.later, w.from, "kim", "other work")
		if err != nil || s.Filed.Execution.Fingerprint != filed.Fingerprint || s.Restored == nil || s.Restored.Execution.State != ledger.Succeeded || s.RestoredDue != "2026-10-10" {
			t.Fatalf("the split run again: %+v %v", s, err)
		}
		if ts := svc.TasksForKey(w.from.String()); len(ts) != 1 || ts[0].DueDate != "2026-10-10" {
			t.Fatalf("the earlier task: %+v", ts)
		}
		ts := svc.TasksForKey(w.later.String())
		if len(ts) != 1 || ts[0].Title != w.line {
			t.Fatalf("the legacy split's task: %+v", ts)
		}
		r := registerNotes(t, a, "W2", "2026-10-08", workW2)
		if len(r.TitleChanges) != 0 || r.Summary().Refused != 0 {
			t.Fatalf("a rerun of W2: %+v\n%s", r.TitleChanges, r.Message)
		}
	})
}

// A split made while the restatement's own due-date update is still in
// flight (registered, not yet worked) restores the due date in the same
// step: the restoring update is planned after it and waits for it — the
// engine sends a task's updates in the order they were planned — so the
// task ends at its own date, with nothing left for a person to finish.
func TestSplitWhileRestatementUpdateInFlight(t *testing.T) {
	t.Parallel()
	onBoth(t, func(t *testing.T, db string) {
		ctx := context.Background()
		a, svc := splitApp(t, db, nil)
		registerNotes(t, a, "W1", "2026-10-01", splitW1)
		r, err := a.Register(ctx, Notes{Name: "W2.md", Body: []byte(splitW2), Date: "2026-10-08",
			Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"}}, RegisterOptions{NoWait: true})
		if err != nil || len(r.Restated) != 1 || r.Restated[0].Update != "demo:P42:W1:A001:update-task-1" {
			t.Fatalf("W2: %+v %v", r.Restated, err)
		}
		if up, err := a.store.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:W1:A001:update-task-1")); err != nil || up.State != ledger.Pending {
			t.Fatalf("the restatement's update before the split: %+v %v", up, err)
		}
		s, err := a.Split(ctx, splitLater, splitTask, "kim", "Q4 close is other work")
		if err != nil || s.Left != nil || s.Restored == nil || s.Restored.Execution.Key.String() != "demo:P42:W1:A001:update-task-2" ||
			s.Restored.Execution.State != ledger.Succeeded || s.RestoredDue != "2026-10-10" {
			t.Fatalf("split: %+v %v", s, err)
		}
		if up, _ := a.store.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:W1:A001:update-task-1")); up.State != ledger.Succeeded {
			t.Fatalf("the restatement's update after the split: %+v", up)
		}
		splitChecked(t, a, svc, false)
		links, err := a.TaskLinks(ctx, splitTask)
		if err != nil || len(links) != 1 || links[0].Unfinished {
			t.Fatalf("the task's links after the split: %+v %v", links, err)
		}
	})
}
