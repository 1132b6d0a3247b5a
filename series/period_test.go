package series

import "testing"

// A title naming the meeting's own time ("this meeting's notes", "this
// week's report", "이번 주 회의록") names another instance in another
// meeting: never linked to the earlier one, which a link would close over
// this meeting's work. Without such words the same title still restates.
func TestOwnPeriodIsAnotherInstance(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Publish this meeting note on the team wiki", AssigneeID: "Ana"},
		{Key: "d:P:M1:A002:create-task", Title: "이번 주 회의록 공유", AssigneeID: "민서"},
		{Key: "d:P:M1:A003:create-task", Title: "Publish the release checklist on the team wiki", AssigneeID: "Ana"},
	})
	for _, a := range []Action{
		{AssigneeID: "Ana", Title: "Publish this meeting note on the team wiki"},
		{AssigneeID: "Ana", Title: "publish this week's meeting note on the team wiki", Kind: CarryOver},
		{AssigneeID: "민서", Title: "이번 주 회의록 공유"},
	} {
		if d := ix.Match(a); d.Verdict != New {
			t.Errorf("%q: %+v", a.Title, d)
		}
	}
	if d := ix.Match(Action{AssigneeID: "Ana", Title: "Publish the release checklist on the team wiki"}); d.Verdict != Same {
		t.Errorf("no period of its own: %+v", d)
	}
	for _, title := range []string{"이번 주까지 예산 보고서 제출", "finish the budget draft this week"} {
		due := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: title, AssigneeID: "민서"}})
		if d := due.Match(Action{AssigneeID: "민서", Title: title}); d.Verdict != Same {
			t.Errorf("%q: a due date is no period of the deliverable: %+v", title, d)
		}
	}
}
