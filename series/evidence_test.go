package series

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
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

// Every kind is worded in English and in Korean from the one table (each
// value in its place, no field left unfilled, the Korean Korean, the
// line's kind in the reader's language), and the evidence of a decision
// made on another (a caveat, a split) carries it nested, not flattened
// into text.
func TestEvidenceWordsEveryKind(t *testing.T) {
	on := ledger.LinkEvidence{Kind: EvSameDeliverable, Task: "d:P:M1:A001:create-task", Title: "Write the Q3 report"}
	for k := range evidenceWords {
		if !slices.Contains(EvidenceKinds, k) {
			t.Errorf("kind %q is worded but not in EvidenceKinds", k)
		}
	}
	hangul := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return r >= '가' && r <= '힣' })
	}
	for _, k := range EvidenceKinds {
		e := ledger.LinkEvidence{Kind: k, Line: "progress", Who: "kim", Task: "d:P:M1:A002:create-task", Title: "t", Owners: []string{"lee", "park"},
			Refs: []string{"#12"}, Due: "2026-10-09", TaskDue: "2026-09-30", Assignee: "lee", Claim: "d:P:M1:A003:create-task", Reason: "r", Of: &on}
		en, ko := Words(e), WordsIn("ko", e, "stored", nil)
		if !Known(k) || en == "" || en == k || hangul(en) || strings.ContainsAny(en, "{}") || WordsIn("en", e, "stored", nil) != en {
			t.Errorf("kind %s has no English words: %q", k, en)
		}
		if !hangul(ko) || strings.ContainsAny(ko, "{}") || strings.Contains(ko, "progress") || strings.Contains(ko, "same deliverable") {
			t.Errorf("kind %s has no Korean words: %q", k, ko)
		}
		if w := evidenceWords[k]; strings.Contains(w.en, "{line}") != strings.Contains(w.ko, "{line}") ||
			strings.Contains(w.en, "{of}") != strings.Contains(w.ko, "{of}") || strings.Contains(w.en, "{task}") != strings.Contains(w.ko, "{task}") {
			t.Errorf("kind %s names other values in English and Korean:\n%s\n%s", k, w.en, w.ko)
		}
	}
	// Evidence with no kind, or a kind a newer axagent wrote, has only its
	// stored English: as it is, or through a reader of older words.
	upper := func(w string) string { return strings.ToUpper(w) }
	for _, e := range []ledger.LinkEvidence{{}, {Kind: "rule-of-tomorrow", Task: "x"}} {
		if got := WordsIn("ko", e, "older words", nil); got != "older words" {
			t.Errorf("%+v in Korean: %q", e, got)
		}
		if got := WordsIn("ko", e, "older words", upper); got != "OLDER WORDS" {
			t.Errorf("%+v in Korean, read: %q", e, got)
		}
		if got := WordsIn("en", e, "older words", upper); got != "older words" {
			t.Errorf("%+v in English: %q", e, got)
		}
	}
	if got := WordsIn("ko", ledger.LinkEvidence{Kind: EvSplit, Reason: "다른 업무", Of: &ledger.LinkEvidence{Text: "older words"}}, "", upper); got != "사람이 분리: 다른 업무 (연결 근거: OLDER WORDS)" {
		t.Errorf("a split of an untyped link in Korean: %q", got)
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

// A restatement whose owner is written with an honorific ("서연씨 - …",
// "지훈님: …", "서연 님: …", or the honorific left where the name was cut)
// is the same person's: the name in its title is no part of the
// deliverable, and it links to that person's task. The honorific on
// another person's name stays a word of the title.
func TestOwnerWrittenWithAnHonorific(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "요구사항 명세서 작성", AssigneeID: "지훈"},
		{Key: "d:P:M1:A002:create-task", Title: "데이터셋 수집", AssigneeID: "서연"},
	})
	for _, c := range []struct{ who, title, want string }{
		{"서연", "서연씨 - 데이터셋 수집 진행 중", "d:P:M1:A002:create-task"},
		{"서연", "서연 님: 데이터셋 수집", "d:P:M1:A002:create-task"},
		{"지훈", "지훈님: 요구사항 명세서 작성 중", "d:P:M1:A001:create-task"},
		{"서연", "씨 - 데이터셋 수집 진행 중", "d:P:M1:A002:create-task"},
	} {
		d := ix.Match(Action{AssigneeID: c.who, Owners: []string{c.who}, Title: c.title, Kind: Progress})
		if d.Verdict != Same || d.Task.Key != c.want {
			t.Errorf("%s %q: %+v, want the same task as %s", c.who, c.title, d, c.want)
		}
	}
	if d := ix.Match(Action{AssigneeID: "서연", Owners: []string{"서연"}, Title: "지훈님 데이터셋 수집"}); d.Verdict == Same {
		t.Errorf("another person's name in the title linked: %+v", d)
	}
}
