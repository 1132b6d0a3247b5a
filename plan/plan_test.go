package plan_test

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/plan"
)

var now = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

func store(t testing.TB) ledger.Store {
	t.Helper()
	// A copy of one migrated ledger (issue 32: migrating each test's
	// afresh cost more CPU under the race detector than the test).
	path := filepath.Join(t.TempDir(), "l.db")
	if err := sqlite.CreateMigrated(context.Background(), path); err != nil {
		t.Fatal(err)
	}
	s, err := sqlite.Open(context.Background(), path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func action(id, assignee, due string) extract.Action {
	return extract.Action{ActionID: id, Title: "공급사 납기 회신 확인", Assignee: assignee, AssigneeID: assignee, DueDate: due,
		BusinessKey: "demo:P42:M0914:" + id + ":create-task", Status: extract.StatusReady}
}

func meeting(actions ...extract.Action) extract.Plan {
	return extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M0914"}, Actions: actions}
}

// succeed marks every pending create as done, as a worker would.
func succeed(t *testing.T, s ledger.Store) {
	t.Helper()
	got, err := s.ExecutionClaim(context.Background(), ledger.ClaimParams{Owner: "w", LeaseFor: time.Minute, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	var ps []ledger.CompleteParams
	for _, e := range got {
		ps = append(ps, ledger.CompleteSucceeded(e, "TASK-1", "ok"))
	}
	if _, err := s.ExecutionComplete(context.Background(), ps); err != nil {
		t.Fatal(err)
	}
}

func TestResubmitSameEventIsDuplicate(t *testing.T) {
	s := store(t)
	p := meeting(action("A001", "minseo", "2026-09-21"))
	sub, err := plan.Submit(context.Background(), s, p, "cli", "notes-1", now)
	if err != nil || sub.Duplicate || len(sub.Created) != 1 {
		t.Fatalf("first: %+v %v", sub, err)
	}
	sub, err = plan.Submit(context.Background(), s, p, "cli", "notes-1", now)
	if err != nil || !sub.Duplicate || len(sub.Keys) != 1 || sub.Keys[0] != "demo:P42:M0914:A001:create-task" {
		t.Fatalf("replay: %+v %v", sub, err)
	}
}

// R6: edited notes with another due date make an update of the same task,
// numbered per change; a change back is another update; an unchanged
// reading makes nothing.
func TestChangedDueDateBecomesUpdate(t *testing.T) {
	s := store(t)
	ctx := context.Background()
	if _, err := plan.Submit(ctx, s, meeting(action("A001", "minseo", "2026-09-21")), "cli", "v1", now); err != nil {
		t.Fatal(err)
	}
	succeed(t, s)
	sub, err := plan.Submit(ctx, s, meeting(action("A001", "minseo", "2026-09-25")), "cli", "v2", now)
	if err != nil || len(sub.Created) != 1 || sub.Created[0] != "demo:P42:M0914:A001:update-task-1" {
		t.Fatalf("due change: %+v %v", sub, err)
	}
	// Rephrased title, same due and assignee: nothing new.
	a := action("A001", "minseo", "2026-09-25")
	a.Title = "공급사의 납기 회신을 확인"
	sub, err = plan.Submit(ctx, s, meeting(a), "cli", "v3", now)
	if err != nil || len(sub.Created) != 0 {
		t.Fatalf("rephrased: %+v %v", sub, err)
	}
	// Back to the first date: a second update, not a reuse of the first.
	sub, err = plan.Submit(ctx, s, meeting(action("A001", "minseo", "2026-09-21")), "cli", "v4", now)
	if err != nil || len(sub.Created) != 1 || sub.Created[0] != "demo:P42:M0914:A001:update-task-2" {
		t.Fatalf("change back: %+v %v", sub, err)
	}
	// An assignee change likewise.
	sub, err = plan.Submit(ctx, s, meeting(action("A001", "jihoon", "2026-09-21")), "cli", "v5", now)
	if err != nil || len(sub.Created) != 1 || sub.Created[0] != "demo:P42:M0914:A001:update-task-3" {
		t.Fatalf("assignee change: %+v %v", sub, err)
	}
	e, _ := s.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:M0914:A001:update-task-3"))
	if e.Intent.AssigneeID != "jihoon" || e.Intent.DueDate != "2026-09-21" {
		t.Fatalf("update intent = %+v", e.Intent)
	}
	// axagent update KEY --due on top of the latest intent keeps the assignee.
	u, created, err := plan.UpdateDue(ctx, s, ledger.MustParseKey("demo:P42:M0914:A001:create-task"), "2026-10-01", now)
	if err != nil || !created || u.Intent.AssigneeID != "jihoon" || u.Key.Operation != "update-task-4" {
		t.Fatalf("UpdateDue = %+v %v %v", u, created, err)
	}
}

// R1: an unresolved action is recorded for a human; once the notes or roster
// are fixed, the corrected action replaces it (nothing had been sent).
func TestUnresolvedThenCorrected(t *testing.T) {
	s := store(t)
	ctx := context.Background()
	bad := action("A002", "", "2026-09-21")
	bad.Assignee, bad.Status, bad.Reason = "준호", extract.StatusNeedsHuman, `assignee "준호" is not in the roster`
	sub, err := plan.Submit(ctx, s, meeting(bad), "cli", "v1", now)
	if err != nil || len(sub.Keys) != 0 {
		t.Fatalf("unresolved: %+v %v", sub, err)
	}
	e, err := s.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:M0914:A002:create-task"))
	if err != nil || e.State != ledger.NeedsHuman || e.Reason != bad.Reason {
		t.Fatalf("needs-human row: %+v %v", e, err)
	}
	sub, err = plan.Submit(ctx, s, meeting(action("A002", "junho", "2026-09-21")), "cli", "v2", now)
	if err != nil || len(sub.Created) != 1 {
		t.Fatalf("corrected: %+v %v", sub, err)
	}
	if e, _ := s.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:M0914:A002:create-task")); e.State != ledger.Pending || e.Intent.AssigneeID != "junho" {
		t.Fatalf("after correction: %+v", e)
	}
	// A later, vaguer reading never overrides what is registered.
	sub, err = plan.Submit(ctx, s, meeting(bad), "cli", "v3", now)
	if err != nil || len(sub.Created) != 0 {
		t.Fatalf("vaguer reading: %+v %v", sub, err)
	}
	if e, _ := s.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:M0914:A002:create-task")); e.State != ledger.Pending {
		t.Fatalf("vaguer reading changed the key: %+v", e)
	}
}

// Concurrent submissions of two different edits race on the same update
// number: each ends with its own intent, and none fails.
func TestConcurrentEditsSerialise(t *testing.T) {
	s := store(t)
	ctx := context.Background()
	if _, err := plan.Submit(ctx, s, meeting(action("A001", "minseo", "2026-09-21")), "cli", "v1", now); err != nil {
		t.Fatal(err)
	}
	succeed(t, s)
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, due := range []string{"2026-09-25", "2026-09-28"} {
		wg.Add(1)
		go func(i int, due string) {
			defer wg.Done()
			_, errs[i] = plan.Submit(ctx, s, meeting(action("A001", "minseo", due)), "cli", "edit-"+due, now)
		}(i, due)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil && !errors.Is(err, ledger.ErrFingerprintMismatch) {
			t.Fatal(err)
		}
	}
	ups, err := plan.Updates(ctx, s, ledger.MustParseKey("demo:P42:M0914:A001:create-task"))
	if err != nil || len(ups) != 2 || ups[0].Intent.DueDate == ups[1].Intent.DueDate {
		t.Fatalf("updates = %+v %v", ups, err)
	}
}

// A key held only for its due date keeps the owner the roster resolved,
// so the next step register prints — `ledger resolve KEY --requeue --due
// DATE` — carries it out; it was refused "nobody is assigned" (found by
// registering "| Tom Becker (Acme) | Book the venue | next Tue |").
// A key held for its owner still has none.
func TestHeldForDueKeepsItsOwner(t *testing.T) {
	s := store(t)
	ctx := context.Background()
	due := action("A001", "tom", "")
	due.Status, due.Reason, due.Questions = extract.StatusNeedsHuman, `due "next Tue" is ambiguous`, []extract.Question{extract.QuestionDue}
	owner := action("A002", "", "2026-09-21")
	owner.Assignee, owner.Status, owner.Reason, owner.Questions = "Tom", extract.StatusNeedsHuman, `"Tom" is two people`, []extract.Question{extract.QuestionOwner}
	if _, err := plan.Submit(ctx, s, meeting(due, owner), "cli", "v1", now); err != nil {
		t.Fatal(err)
	}
	if e, _ := s.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:M0914:A001:create-task")); e.State != ledger.NeedsHuman || e.Intent.AssigneeID != "tom" {
		t.Fatalf("held for its due date: %+v", e)
	}
	if e, _ := s.ExecutionGet(ctx, ledger.MustParseKey("demo:P42:M0914:A002:create-task")); e.State != ledger.NeedsHuman || e.Intent.AssigneeID != "" {
		t.Fatalf("held for its owner: %+v", e)
	}
}

// A later change of the task — a later meeting's restatement or a
// person's `axagent update`, enqueued with no event — stands when the
// task's own meeting is read again after an edit elsewhere in its file:
// only a changed reading of the action's own line updates it. Found by
// hand: editing another line of week 1 moved 지훈's due date back from
// the 10/16 week 2 had restated to week 1's 10/9, and notified him.
func TestEditedEarlierMeetingKeepsALaterChange(t *testing.T) {
	s := store(t)
	ctx := context.Background()
	if _, err := plan.Submit(ctx, s, meeting(action("A001", "jihoon", "2026-10-09")), "cli", "v1", now); err != nil {
		t.Fatal(err)
	}
	succeed(t, s)
	create := ledger.MustParseKey("demo:P42:M0914:A001:create-task")
	// Week 2 restates it with another due date (series.restateDue).
	if _, created, err := plan.UpdateDue(ctx, s, create, "2026-10-16", now); err != nil || !created {
		t.Fatalf("restatement: %v %v", created, err)
	}
	// Week 1 edited elsewhere: its reading of A001 is unchanged.
	sub, err := plan.Submit(ctx, s, meeting(action("A001", "jihoon", "2026-10-09"), action("A002", "minseo", "2026-10-10")), "cli", "v2", now)
	if err != nil || len(sub.Created) != 1 || sub.Created[0] != "demo:P42:M0914:A002:create-task" {
		t.Fatalf("edited week 1: %+v %v", sub, err)
	}
	ups, err := plan.Updates(ctx, s, create)
	if err != nil || len(ups) != 1 || ups[0].Intent.DueDate != "2026-10-16" {
		t.Fatalf("updates after the edit: %+v %v", ups, err)
	}
	// A001's own line edited: that is a new reading, and it updates.
	sub, err = plan.Submit(ctx, s, meeting(action("A001", "jihoon", "2026-10-20"), action("A002", "minseo", "2026-10-10")), "cli", "v3", now)
	if err != nil || len(sub.Created) != 1 || sub.Created[0] != "demo:P42:M0914:A001:update-task-2" {
		t.Fatalf("A001's line edited: %+v %v", sub, err)
	}
	// A person may still set the first date back.
	if u, created, err := plan.UpdateDue(ctx, s, create, "2026-10-09", now); err != nil || !created || u.Key.Operation != "update-task-3" {
		t.Fatalf("update back: %+v %v %v", u, created, err)
	}
}

// A webhook delivery whose notes held no action was answered, when
// redelivered, {"result":{"keys":null}}: the stored result lists no keys
// as [], as every JSON answer does for an empty list.
func TestEventWithNoActionsStoresAnEmptyKeyList(t *testing.T) {
	s := store(t)
	if _, err := plan.Submit(context.Background(), s, meeting(), "webhook", "dlv-1", now); err != nil {
		t.Fatal(err)
	}
	r, err := s.InboxGet(context.Background(), "webhook", "dlv-1")
	if err != nil || r.Result != `{"keys":[]}` {
		t.Fatalf("stored result %q %v, want {\"keys\":[]}", r.Result, err)
	}
}
