package series

import (
	"testing"

	"github.com/axagent/axagent/extract"
)

// A status written where the owner would be ("| 진행 중 | 공급사 납기 회신
// 확인 |", "(partial) …", "blocked") names no one person: like "지속" or
// "TBD" there, it does not block a carry-over's link by the deliverable
// alone (issue 27 item 4). A name the roster does not know is still a
// person, and a status never makes another deliverable the same.
func TestStatusInTheOwnerPlace(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "공급사 납기 회신 확인", AssigneeID: "민서"},
		{Key: "d:P:M1:A002:create-task", Title: "Tag stale issues with the triage label", AssigneeID: "Dana"},
	})
	for _, c := range []struct {
		owner, title, want string
	}{
		{"진행 중", "공급사 납기 회신 확인", "d:P:M1:A001:create-task"},
		{"진행  중", "공급사 납기 회신 확인", "d:P:M1:A001:create-task"},
		{"보류", "공급사 납기 회신 확인", "d:P:M1:A001:create-task"},
		{"partial", "Tag stale issues with the triage label", "d:P:M1:A002:create-task"},
		{"Blocked", "Tag stale issues with the triage label", "d:P:M1:A002:create-task"},
		{"In progress", "Tag stale issues with the triage label", "d:P:M1:A002:create-task"},
		{"진행 중", "2차 공급사 납기 회신 확인", ""},
		{"준호", "공급사 납기 회신 확인", ""},
	} {
		a := actionOf(extract.Action{Owners: []string{c.owner}, Title: c.title, Restates: extract.RestatesCarryOver})
		d := ix.Match(a)
		switch {
		case c.want == "" && d.Verdict == Same:
			t.Errorf("%q / %q linked to %s", c.owner, c.title, d.Task.Key)
		case c.want != "" && (d.Verdict != Same || d.Task.Key != c.want):
			t.Errorf("%q / %q: %+v, want the same as %s", c.owner, c.title, d, c.want)
		}
	}
}
