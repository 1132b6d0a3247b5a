package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/ledger"
)

// A task held for several owners and for another question (a due date no
// one can read, whether it is an action at all) is not answered by a later
// meeting that names one of the owners: the hold's other question is still
// open, so the hold stays for a person, and the later action is filed and
// shown as possibly that task. A hold whose only question is its owner is
// answered (TestRestatementCells), its log naming the meeting and line.
func TestSeveralOwnersHoldWithAnotherQuestion(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] @Dana, @지훈 Collect the speaker bios (due sometime soon)
- [ ] @Dana, @지훈 Draft the RFC for caching
`)
	w1 := heldKeys(t, a, "W1")
	if len(w1) != 2 || !strings.Contains(w1["demo:P42:W1:A001:create-task"], "several assignees") || !strings.Contains(w1["demo:P42:W1:A001:create-task"], "sometime soon") {
		t.Fatalf("W1 holds %v", w1)
	}
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## Action items
- [ ] @Dana Collect the speaker bios
- [ ] @Dana Draft the RFC for caching (due 2026-10-14)
`)
	held := heldKeys(t, a, "W1")
	if _, ok := held["demo:P42:W1:A001:create-task"]; !ok {
		t.Fatalf("the bios' hold (owner and due date) was released by a name alone: W1 holds %v; restated %+v", held, r.Restated)
	}
	if _, ok := held["demo:P42:W1:A002:create-task"]; ok || len(held) != 1 {
		t.Fatalf("W1 holds %v; want only the bios", held)
	}
	for _, l := range r.Restated {
		if l.Key == "demo:P42:W1:A001:create-task" {
			t.Fatalf("the bios restatement was linked to a task that still waits for its due date: %+v", l)
		}
	}
	if len(r.Possible) != 1 || r.Possible[0].Key != "demo:P42:W1:A001:create-task" {
		t.Fatalf("the bios is not shown as possibly the held task: %+v", r.Possible)
	}
	log, _ := a.store.TransitionList(context.Background(), "demo:P42:W1:A002:create-task")
	if len(log) < 2 || !strings.Contains(log[1].Reason, "answered by meeting W2") || !strings.Contains(log[1].Reason, "line 5") || !strings.Contains(log[1].Reason, "2026-10-14") {
		t.Fatalf("the answer's log does not name the input that answered it (meeting, line, due date): %+v", log)
	}
}

// A task held only for a due date axagent could not read, restated by a
// later meeting that gives the same person's work a date, is answered by
// it: one task with that date, the log naming the meeting, line and date,
// and no second hold. Held for its owner and its date, both given by one
// later line: answered too. Restated with no date, or reported done (when
// finished work was due is moot), it stays one hold (a person decides it).
func TestDueHoldAnsweredByALaterDate(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-10-01", `# W1

## Action items
- [ ] @Dana Collect the speaker bios (due sometime soon)
- [ ] @지훈 Book the venue for the offsite (due sometime soon)
- [ ] Order the name badges (due sometime soon)
- [ ] @서연 Collect the sponsor logos (due sometime soon)
`)
	if held := heldKeys(t, a, "W1"); len(held) != 4 {
		t.Fatalf("W1 holds %v", held)
	}
	r := registerNotes(t, a, "W2", "2026-10-08", `# W2

## Action items
- [ ] @Dana Collect the speaker bios (due 2026-10-20)
- [ ] @지훈 Book the venue for the offsite
- [ ] @Dana Order the name badges (due 2026-10-22)
- [ ] @서연 Collect the sponsor logos — done (due 2026-10-23)
`)
	if s := r.Summary(); s.Linked != 4 || s.Created != 0 || s.Held != 0 {
		t.Fatalf("W2: %+v restated %+v possible %+v\n%s", s, r.Restated, r.Possible, r.Message)
	}
	for _, l := range r.Restated {
		if answered := l.Key != "demo:P42:W1:A002:create-task" && l.Key != "demo:P42:W1:A004:create-task"; l.Answered != answered {
			t.Errorf("answered %v, want %v: %+v", l.Answered, answered, l)
		}
	}
	held := heldKeys(t, a, "W1")
	_, venue := held["demo:P42:W1:A002:create-task"]
	if _, logos := held["demo:P42:W1:A004:create-task"]; len(held) != 2 || !venue || !logos {
		t.Fatalf("W1 holds %v; want the venue (restated with no date) and the logos (reported done: when done work was due is moot)", held)
	}
	log, _ := a.store.TransitionList(context.Background(), "demo:P42:W1:A001:create-task")
	if len(log) < 2 || log[1].Reason != "answered by meeting W2 (A001, line 4): due 2026-10-20" {
		t.Fatalf("the answer is not in the log: %+v", log)
	}
	// Held for its owner and its date, both given by one line: answered.
	log, _ = a.store.TransitionList(context.Background(), "demo:P42:W1:A003:create-task")
	if len(log) < 2 || log[1].Reason != "answered by meeting W2 (A003, line 6): Dana alone owns it, due 2026-10-22" {
		t.Fatalf("the badges' answer is not in the log: %+v", log)
	}
	if _, _, err := a.WorkFor(context.Background(), []string{"demo:P42:W1:A001:create-task"}, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, x := range tasksIn(t, db) {
		if strings.Contains(x.Title, "bios") {
			n++
			if x.Key != "demo:P42:W1:A001:create-task" || x.DueDate != "2026-10-20" {
				t.Errorf("bios task %+v", x)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d bios tasks, want 1", n)
	}
}

// Where the team approves every task, a later meeting that answers a
// held task's question (its owner) answers that question only: the task
// takes the owner, its log names the meeting and line, and it waits for
// approval instead of going ahead — the notes never approve.
func TestAnsweredHoldStillAwaitsApproval(t *testing.T) {
	t.Parallel()
	a, db := continuityApp(t, teamRoster, func(c *config.Config) { c.Approval = "required" })
	registerNotes(t, a, "W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] Determine status for the stale pull requests\n")
	r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] @Dana Determine status for the stale pull requests\n")
	if len(r.Restated) != 1 || !r.Restated[0].Answered || !r.Restated[0].TaskHeld {
		t.Fatalf("W2 restated %+v\n%s", r.Restated, r.Message)
	}
	if !strings.Contains(r.Message, "awaits approval") {
		t.Errorf("the message does not say the task awaits approval:\n%s", r.Message)
	}
	held := heldKeys(t, a, "W1")
	if len(held) != 1 || !strings.HasPrefix(held["demo:P42:W1:A001:create-task"], AwaitingApproval) {
		t.Fatalf("W1 holds %v; want the task awaiting approval", held)
	}
	e, err := a.store.ExecutionGet(context.Background(), ledger.MustParseKey("demo:P42:W1:A001:create-task"))
	if err != nil || e.Intent.AssigneeID != "Dana" {
		t.Fatalf("the answered task %+v (%v): want Dana's", e.Intent, err)
	}
	log, _ := a.store.TransitionList(context.Background(), "demo:P42:W1:A001:create-task")
	if len(log) < 2 || log[1].Reason != "answered by meeting W2 (A001, line 4): Dana alone owns it" {
		t.Fatalf("the answer is not in the log: %+v", log)
	}
	if tasks := tasksIn(t, db); len(tasks) != 0 {
		t.Fatalf("a task was created without approval: %+v", tasks)
	}
}
