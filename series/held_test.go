package series

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// An action held with no one owner the roster knows (none written, a
// name it does not know, several) is shown the open tasks, whoever owns
// them, with its deliverable, or one title containing the other — never
// a task another distinguishing word sets apart, never on one word, and
// never by deliverable alone when a person is named.
func TestHintOfAHeldAction(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "demo:P42:M1:A001:create-task", Title: "Write the Q3 budget report", AssigneeID: "minseo"},
		{Key: "demo:P42:M1:A002:create-task", Title: "Book flights to Tokyo", AssigneeID: "dana"},
		{Key: "demo:P42:M1:A003:create-task", Title: "Draft the release announcement", AssigneeID: "jihoon"},
		{Key: "demo:P42:M1:A004:create-task", Title: "3분기 예산 보고서 작성", AssigneeID: "minseo"},
	})
	cases := []struct {
		name string
		a    Action
		kind string
		task string
	}{
		{"a name the roster does not know", Action{Owners: []string{"Jordan"}, Title: "Write the Q3 budget report"}, EvHeldSameDeliverable, "A001"},
		{"no owner written, Korean", Action{NoOwner: true, Title: "3분기 예산 보고서 작성"}, EvHeldSameDeliverable, "A004"},
		{"several owners, a title containing the task's", Action{Owners: []string{"Kim", "Lee"}, Title: "Draft the release announcement for partners"}, EvHeldContains, "A003"},
		{"another period", Action{NoOwner: true, Title: "Write the Q4 budget report"}, "", ""},
		{"another period, Korean", Action{NoOwner: true, Title: "4분기 예산 보고서 작성"}, "", ""},
		{"another object", Action{NoOwner: true, Title: "Book a hotel in Tokyo"}, "", ""},
		{"one word", Action{NoOwner: true, Title: "announcement"}, "", ""},
		{"a person named", Action{AssigneeID: "minseo", Title: "Book flights to Tokyo"}, "", ""},
	}
	for _, c := range cases {
		d := ix.Hint(c.a)
		switch {
		case c.kind == "" && d.Verdict != New:
			t.Errorf("%s: %v %+v, want new", c.name, d.Verdict, d.Possible)
		case c.kind != "" && (d.Verdict != Possible || d.Why.Kind != c.kind || len(d.Possible) != 1 || !strings.Contains(d.Possible[0].Key, c.task)):
			t.Errorf("%s: %v %s %+v, want possibly %s (%s)", c.name, d.Verdict, d.Why.Kind, d.Possible, c.task, c.kind)
		}
	}
}

// The held kinds are worded in both languages from their fields: a held
// restatement says what it would have been linked on and that it is only
// shown; a person's filed-new decision what it was shown on.
func TestHeldEvidenceWorded(t *testing.T) {
	of := ledger.LinkEvidence{Kind: EvSameDeliverable, Task: "demo:P42:M1:A001:create-task", Title: "Write the report"}
	cases := []struct {
		e      ledger.LinkEvidence
		en, ko string
	}{
		{ledger.LinkEvidence{Kind: EvHeldSameDeliverable, Task: of.Task, Title: of.Title}, "no one owner the roster knows is named here, but the same deliverable as demo:P42:M1:A001:create-task \"Write the report\"", "결과물이 같음"},
		{ledger.LinkEvidence{Kind: EvHeldContains, Task: of.Task, Title: of.Title}, "one title contains the other: demo:P42:M1:A001:create-task", "한 제목이 다른 제목을 포함함"},
		{ledger.LinkEvidence{Kind: EvHeldRestates, Of: &of}, "same assignee and the same deliverable as demo:P42:M1:A001:create-task \"Write the report\", but this line waits for a person", "연결하지 않고 보여줌"},
		{ledger.LinkEvidence{Kind: EvFiledNew, Task: of.Task, Reason: "other work", Of: &of}, "a person let it go ahead as a new task, not demo:P42:M1:A001:create-task: other work (shown as possibly it: same assignee", "새 업무로 진행함: other work"},
	}
	for _, c := range cases {
		if en := Words(c.e); !strings.Contains(en, c.en) {
			t.Errorf("%s in English: %q", c.e.Kind, en)
		}
		if ko := WordsIn("ko", c.e, "", nil); !strings.Contains(ko, c.ko) || strings.Contains(ko, "{") {
			t.Errorf("%s in Korean: %q", c.e.Kind, ko)
		}
	}
}
