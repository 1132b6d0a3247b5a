package series

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// A decision's evidence is typed — the rule that made it and the values
// it names — and its words are that evidence in English, so a page can
// word it in its own language from the fields instead of parsing the
// English back.
func TestEvidenceTyped(t *testing.T) {
	const key = "d:P:M1:A001:create-task"
	ix := NewIndex([]Task{{Key: key, ExternalID: "TASK-7", Title: "고객 공지문 작성", AssigneeID: "민서"}})
	for _, tc := range []struct {
		name string
		a    Action
		want ledger.LinkEvidence
	}{
		{"same deliverable", Action{AssigneeID: "민서", Title: "고객 공지문 작성 — 진행 중"},
			ledger.LinkEvidence{Kind: EvSameDeliverable, Task: key, Title: "고객 공지문 작성"}},
		{"a reference", Action{AssigneeID: "민서", Title: "후속 조치", Text: "@민서 후속 조치 (TASK-7)"},
			ledger.LinkEvidence{Kind: EvReference, Refs: []string{"TASK-7"}, Task: key}},
		{"a carry-over line naming it by fewer words", Action{AssigneeID: "민서", Title: "공지문", Kind: CarryOver},
			ledger.LinkEvidence{Kind: EvCarryOverNamed, Line: "carry-over", Who: "민서", Task: key, Title: "고객 공지문 작성"}},
		{"one title contains the other", Action{AssigneeID: "민서", Title: "고객 공지문 작성 및 번역"},
			ledger.LinkEvidence{Kind: EvContains}},
	} {
		d := ix.Match(tc.a)
		if !reflect.DeepEqual(d.Why, tc.want) || d.Evidence != Words(d.Why) || d.Evidence == "" {
			t.Errorf("%s: %+v (%q); want %+v", tc.name, d.Why, d.Evidence, tc.want)
		}
	}
	// A person's split of it: the action is new, and why names the task.
	d := apart{"A002": {key: true}}.honour("A002", Decision{Verdict: Same, Task: Task{Key: key}})
	if !reflect.DeepEqual(d.Why, ledger.LinkEvidence{Kind: EvSplitFrom, Task: key}) || d.Evidence != "a person split it from "+key {
		t.Errorf("split: %+v %q", d.Why, d.Evidence)
	}
}

// Every kind is worded in English, and the evidence of a decision made on
// another (a caveat, a split) carries it nested, not flattened into text.
func TestEvidenceWordsEveryKind(t *testing.T) {
	on := ledger.LinkEvidence{Kind: EvSameDeliverable, Task: "d:P:M1:A001:create-task", Title: "Write the Q3 report"}
	for _, k := range EvidenceKinds {
		e := ledger.LinkEvidence{Kind: k, Line: "progress", Who: "kim", Task: "d:P:M1:A002:create-task", Title: "t", Reason: "r", Of: &on}
		if w := Words(e); w == "" || w == k {
			t.Errorf("kind %s has no words: %q", k, w)
		}
	}
	split := ledger.LinkEvidence{Kind: EvSplit, Reason: "Q4 is not Q3", Of: &on}
	if got, want := Words(split), `split by a person: Q4 is not Q3 (linked on: same assignee and the same deliverable as d:P:M1:A001:create-task "Write the Q3 report")`; got != want {
		t.Errorf("split: %q, want %q", got, want)
	}
	b, err := json.Marshal(split)
	var back ledger.LinkEvidence
	if err != nil || json.Unmarshal(b, &back) != nil || !reflect.DeepEqual(back, split) {
		t.Errorf("JSON round trip: %s %+v %v", b, back, err)
	}
	// Untyped (recorded before it was typed): its words.
	if got := Words(ledger.LinkEvidence{Text: "older words"}); got != "older words" {
		t.Errorf("untyped: %q", got)
	}
	if got := linkedOn(ledger.SeriesLink{Evidence: "older words"}); got.Kind != "" || got.Text != "older words" {
		t.Errorf("linked on an untyped link: %+v", got)
	}
}
