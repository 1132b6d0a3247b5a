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

// A split files the work a restating line names, not the status it
// states; a part that is more than a status, or a title that is nothing
// but one, stays as written.
func TestWorkTitle(t *testing.T) {
	for in, want := range map[string]string{
		"물류 계약서 초안 검토 — 진행 중":                          "물류 계약서 초안 검토",
		"물류 계약서 초안 검토 - 진행중":                           "물류 계약서 초안 검토",
		"물류 계약서 초안 검토 진행 중":                            "물류 계약서 초안 검토",
		"고객 공지문 작성 완료":                                 "고객 공지문 작성",
		"예산 보고서 작성 계속":                                 "예산 보고서 작성",
		"공급사 납기 회신 확인 (보류)":                            "공급사 납기 회신 확인",
		"Draft the vendor contract — in progress":      "Draft the vendor contract",
		"Draft the vendor contract (ongoing)":          "Draft the vendor contract",
		"Draft the vendor contract: done":              "Draft the vendor contract",
		"Draft the vendor contract - still WIP":        "Draft the vendor contract",
		"WIP: write the Q3 budget report":              "write the Q3 budget report",
		"[in progress] Write the Q3 budget report":     "Write the Q3 budget report",
		"Write the Q3 budget report in progress":       "Write the Q3 budget report",
		"Draft the vendor contract — blocked on legal": "Draft the vendor contract — blocked on legal",
		"Follow up with the vendor":                    "Follow up with the vendor",
		"Client call follow up":                        "Client call follow up",
		"Update the project status":                    "Update the project status",
		"물류 계약서 초안 검토":                                 "물류 계약서 초안 검토",
		"Review PR 1234 again":                         "Review PR 1234 again",
		"in progress":                                  "in progress",
		"진행 중":                                         "진행 중",
		"Set up CI (continuous integration)":           "Set up CI (continuous integration)",
		"Call at 10:30: confirm the venue":             "Call at 10:30: confirm the venue",
	} {
		if got := WorkTitle(in); got != want {
			t.Errorf("WorkTitle(%q) = %q, want %q", in, got, want)
		}
	}
}
