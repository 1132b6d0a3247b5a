package app

import (
	"context"
	"strings"
	"testing"
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
