package series

import (
	"fmt"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// Hold kinds: why the linker holds a ready action for a person.
const (
	// HoldRestatesHeld: the action's key was held before and it restates
	// Task; the held key's question is not the link's to settle.
	HoldRestatesHeld = "restates-held-key"
	// HoldRestatesWaiting: it restates Task, which waits for a person
	// (Reason, the task's own hold).
	HoldRestatesWaiting = "restates-waiting"
	// HoldPossible: partial evidence (Why) that it is one of Tasks, held
	// because the team holds those (series.ambiguous: hold).
	HoldPossible = "possibly-the-same"
)

// Hold is a linker hold, typed: the ledger keeps its English words as the
// key's reason (HoldWords "en"), a reader sees them in their language.
type Hold struct {
	Kind string `json:"kind"`
	// Tasks are the earlier tasks it restates or may be.
	Tasks []Task `json:"tasks"`
	// Why is the evidence of the link.
	Why ledger.LinkEvidence `json:"why"`
	// Reason is what the restated task waits for (HoldRestatesWaiting),
	// as its hold recorded it.
	Reason string `json:"reason,omitempty"`
}

// HoldWords are a hold's words in lang ("ko" Korean, otherwise English):
// the evidence worded by WordsIn, and reasonIn, when not nil, wording the
// restated task's own hold reason (app.ExplainReason's text: series
// cannot read a reason). The English is what the ledger records, in the
// forms app.ExplainReason reads.
func HoldWords(lang string, h Hold, reasonIn func(lang, reason string) string) string {
	ev := WordsIn(lang, h.Why, Words(h.Why), nil)
	task := ""
	if len(h.Tasks) > 0 {
		task = h.Tasks[0].Key
	}
	reason := h.Reason
	if reasonIn != nil {
		reason = reasonIn(lang, h.Reason)
	}
	ko := lang == "ko"
	switch h.Kind {
	case HoldRestatesHeld:
		if ko {
			return fmt.Sprintf("이전 회의의 업무 %s 을(를) 다시 언급합니다(%s). 같은 업무면 이 키를 거절하고, 새 업무면 승인하세요", task, ev)
		}
		return fmt.Sprintf("restates %s (%s): reject this key as the same task, or approve it as a new one", task, ev)
	case HoldRestatesWaiting:
		if ko {
			return fmt.Sprintf("이전 회의의 업무 %s 을(를) 다시 언급합니다(%s). 그 업무는 사람의 확인을 기다립니다(%s). 그 업무를 먼저 해결한 뒤 이 업무를 승인하거나 같은 업무로 거절하세요", task, ev, reason)
		}
		return fmt.Sprintf("restates %s, which waits for a person (%s): settle it first, then approve this one or reject it as the same", task, reason)
	case HoldPossible:
		var names []string
		for _, t := range h.Tasks {
			ext := dash(t.ExternalID, "not registered yet")
			if ko {
				ext = dash(t.ExternalID, "아직 등록 전")
			}
			names = append(names, fmt.Sprintf("%s %q (%s)", t.Key, t.Title, ext))
		}
		if ko {
			return "이전 회의의 업무와 같은 업무일 수 있습니다. 합치거나 새 업무로 승인하세요: " + strings.Join(names, "; ") + " — " + ev
		}
		return "possibly the same as an earlier meeting's task — merge it, or approve it as new: " + strings.Join(names, "; ") + " — " + ev
	}
	return h.Kind
}
