package series

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// A linker hold is recorded in the ledger in English, in the forms it
// always had (app.ExplainReason reads them), and worded for a Korean
// reader with its evidence in Korean: no English evidence or question.
func TestHoldWords(t *testing.T) {
	task := Task{Key: "d:P:W1:A001:create-task", Title: "공급사 납기 회신 확인", ExternalID: "TASK-1"}
	why := ledger.LinkEvidence{Kind: EvSameDeliverable, Task: task.Key, Title: task.Title}
	contains := ledger.LinkEvidence{Kind: EvContains}
	cases := []struct {
		h  Hold
		en string
	}{
		{Hold{Kind: HoldRestatesHeld, Tasks: []Task{task}, Why: why},
			`restates d:P:W1:A001:create-task (same assignee and the same deliverable as d:P:W1:A001:create-task "공급사 납기 회신 확인"): reject this key as the same task, or approve it as a new one`},
		{Hold{Kind: HoldRestatesWaiting, Tasks: []Task{task}, Why: why, Reason: `due "언젠가" is not a date axagent can resolve without guessing`},
			`restates d:P:W1:A001:create-task, which waits for a person (due "언젠가" is not a date axagent can resolve without guessing): settle it first, then approve this one or reject it as the same`},
		{Hold{Kind: HoldPossible, Tasks: []Task{task, {Key: "d:P:W1:A002:create-task", Title: "공급사 계약서 검토"}}, Why: contains},
			`possibly the same as an earlier meeting's task — merge it, or approve it as new: d:P:W1:A001:create-task "공급사 납기 회신 확인" (TASK-1); d:P:W1:A002:create-task "공급사 계약서 검토" (not registered yet) — one title contains the other; a person decides`},
	}
	for _, c := range cases {
		if got := HoldWords("en", c.h, nil); got != c.en {
			t.Errorf("%s in English:\n got %s\nwant %s", c.h.Kind, got, c.en)
		}
		ko := HoldWords("ko", c.h, func(lang, reason string) string { return "기한을 읽을 수 없음" })
		for _, en := range []string{Words(c.h.Why), "restates", "possibly", "waits for", "not registered", "approve", c.h.Reason} {
			if en != "" && strings.Contains(ko, en) {
				t.Errorf("%s in Korean carries English %q: %s", c.h.Kind, en, ko)
			}
		}
		if !strings.Contains(ko, WordsIn("ko", c.h.Why, "", nil)) || !strings.Contains(ko, task.Key) {
			t.Errorf("%s in Korean lacks its evidence or task: %s", c.h.Kind, ko)
		}
	}
}
