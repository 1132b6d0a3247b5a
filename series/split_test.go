package series

import "testing"

// A person's split stands: the linker never ties the action to a task it
// was split from again; other candidates still decide.
func TestHonourSplit(t *testing.T) {
	a := apart{"A001": {"demo:P42:W1:A001:create-task": true}}
	t1, t2 := Task{Key: "demo:P42:W1:A001:create-task"}, Task{Key: "demo:P42:W1:A002:create-task"}
	if d := a.honour("A001", Decision{Verdict: Same, Task: t1}); d.Verdict != New {
		t.Errorf("same as the task it was split from: %+v", d)
	}
	if d := a.honour("A001", Decision{Verdict: Same, Task: t2}); d.Verdict != Same || d.Task.Key != t2.Key {
		t.Errorf("same as another task: %+v", d)
	}
	if d := a.honour("A001", Decision{Verdict: Possible, Possible: []Task{t1, t2}}); d.Verdict != Possible || len(d.Possible) != 1 || d.Possible[0].Key != t2.Key {
		t.Errorf("possibly either: %+v", d)
	}
	if d := a.honour("A001", Decision{Verdict: Possible, Possible: []Task{t1}}); d.Verdict != New {
		t.Errorf("possibly only the task it was split from: %+v", d)
	}
	if d := a.honour("A002", Decision{Verdict: Same, Task: t1}); d.Verdict != Same {
		t.Errorf("another action: %+v", d)
	}
}
