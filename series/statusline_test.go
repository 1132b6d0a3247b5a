package series

import "testing"

// A status line names its task with status words the task's title lacks,
// or the task was filed with some ("Release notes (WIP)"): the evidence
// rule removes them from both titles before comparing. A distinguishing
// token (Q3/Q4, 1차/2차) still means another task.
func TestStatusWordsLeaveBothTitles(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "t:p:W1:A001:create-task", Meeting: "W1", AssigneeID: "Dana", Owners: []string{"Dana"}, Title: "Write the release notes"},
		{Key: "t:p:W1:A002:create-task", Meeting: "W1", AssigneeID: "Omar", Owners: []string{"Omar"}, Title: "Release notes (WIP) — in progress"},
		{Key: "t:p:W1:A003:create-task", Meeting: "W1", AssigneeID: "Lee", Owners: []string{"Lee"}, Title: "Write the Q3 budget report"},
		{Key: "t:p:W1:A004:create-task", Meeting: "W1", AssigneeID: "민서", Owners: []string{"민서"}, Title: "릴리스 노트 1차 초안 작성"},
	})
	for _, c := range []struct{ owner, line, want string }{
		{"Dana", "release notes in progress", "t:p:W1:A001:create-task"},
		{"Dana", "release notes WIP", "t:p:W1:A001:create-task"},
		{"Dana", "release notes blocked", "t:p:W1:A001:create-task"},
		{"Omar", "release notes done", "t:p:W1:A002:create-task"},
		{"Omar", "release notes", "t:p:W1:A002:create-task"},
		{"Lee", "Q3 budget report in progress", "t:p:W1:A003:create-task"},
		{"Lee", "Q4 budget report in progress", ""},
		{"민서", "릴리스 노트 1차 초안 작성 진행 중", "t:p:W1:A004:create-task"},
		{"민서", "릴리스 노트 2차 초안 작성 진행 중", ""},
		{"Dana", "budget report in progress", ""},
	} {
		d := ix.Match(Action{Title: c.line, Text: c.line, Kind: Progress, AssigneeID: c.owner, Owners: []string{c.owner}})
		if got := map[bool]string{true: d.Task.Key}[d.Verdict == Same]; got != c.want {
			t.Errorf("%s %q: %v %q, want %q", c.owner, c.line, d.Verdict, d.Task.Key, c.want)
		}
	}
}
