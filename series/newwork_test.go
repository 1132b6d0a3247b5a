package series

import "testing"

// Every same-task rule is followed by one guard: a line that restates a
// task and, in a plan clause, names new work (another deliverable, a work
// verb with its own object) is shown as possibly the task, never linked —
// the new work is filed. A plan of the task's own work ("will finish it
// by Friday", "ETA next week"), or a reference line's next step, links.
func TestNewWorkIsNeverSwallowed(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Write the Q3 report", AssigneeID: "Dana"},
		{Key: "d:P:M1:A002:create-task", Title: "3분기 보고서 작성", AssigneeID: "서연"},
		{Key: "d:P:M1:A003:create-task", Title: "Fix the login bug", AssigneeID: "Omar"},
		{Key: "d:P:M1:A004:create-task", Title: "investigate (#650)", AssigneeID: "Jo"},
		{Key: "d:P:M1:A005:create-task", Title: "Run the customer survey", AssigneeID: "Dana"},
	})
	for _, c := range []struct {
		who, title, text string
		kind             Kind
		want             Verdict
	}{
		// Same deliverable, a carry-over and a progress line: each rule.
		{"Dana", "Write the Q3 report", "Write the Q3 report, will then start the Q4 report", Plain, Possible},
		{"Dana", "Q3 report", "Carried over: Q3 report — will now start the Q4 report", CarryOver, Possible},
		{"서연", "3분기 보고서 작성", "3분기 보고서 작성, 이제 4분기 보고서 작성 예정", Plain, Possible},
		{"Omar", "Fix the login bug", "Fix the login bug and add a regression test", CarryOver, Possible},
		{"Dana", "customer survey", "still working on the customer survey; next week will draft the launch plan", Progress, Possible},
		// The task's own work planned: linked.
		{"Dana", "Write the Q3 report", "Write the Q3 report, will finish it by Friday", Plain, Same},
		{"서연", "3분기 보고서 작성", "3분기 보고서 작성 — 금요일까지 완료 예정", Plain, Same},
		{"Omar", "Fix the login bug", "Fix the login bug, ETA next week", Progress, Same},
		{"Omar", "Fix the login bug", "Fix the login bug - will share in a few hours", Progress, Same},
		// A reference names its task whatever step comes next.
		{"Jo", "follow up with Arkell (#650)", "#650: Jo will follow up with Arkell", Plain, Same},
		{"Jo", "investigate (#650)", "investigate (#650), will then start #651", Plain, Possible},
	} {
		d := ix.Match(Action{AssigneeID: c.who, Owners: []string{c.who}, Title: c.title, Text: c.text, Kind: c.kind})
		if d.Verdict != c.want {
			t.Errorf("%q (%s): %v %s, want %v", c.text, c.kind, d.Verdict, d.Evidence, c.want)
			continue
		}
		if c.want == Possible && d.Why.Kind != EvNewWork {
			t.Errorf("%q: shown on %s, want %s", c.text, d.Why.Kind, EvNewWork)
		}
	}
}

// One vocabulary of work to come: the guard and a progress report's line
// of work to come read the same markers.
func TestFutureWorkVocabulary(t *testing.T) {
	for _, s := range []string{"will start on it", "going to draft it", "plans to", "up next", "now start the Q4 report", "by Friday",
		"next week", "금요일까지", "작성 예정", "다음 분기 계획", "하기로 함", "할 것", "하겠습니다", "이제 4분기"} {
		if !reFutureWork.MatchString(s) {
			t.Errorf("%q: no marker of work to come", s)
		}
	}
	for _, s := range []string{"finished the Q3 report", "3분기 보고서 완료", "still working on the survey"} {
		if reFutureWork.MatchString(s) {
			t.Errorf("%q read as work to come", s)
		}
	}
	if reported("Integration tests up next") != StatusNone || reported("4분기 보고서 작성 예정") != StatusNone {
		t.Error("a report line of work to come has a status")
	}
}
