package series

import (
	"fmt"
	"strings"
	"testing"
)

// step is an action read from a later meeting and what it is: the earlier
// task it restates ("" when it is new), or "?" when only a person can tell.
type step struct {
	assignee, title, due string
	same                 string
}

// sequence is earlier meetings' open tasks and a later meeting's actions.
type sequence struct {
	name    string
	earlier []Candidate
	later   []step
}

// Written for these tests (Korean and English; no corpus lines).
var sequences = []sequence{
	{"reworded Korean restatement", []Candidate{
		{Key: "d:P:M1:A001:create-task", Title: "공급사 납기 회신 확인", AssigneeID: "민서", DueDate: "2026-09-21", Meeting: "M1"},
		{Key: "d:P:M1:A002:create-task", Title: "물류 계약서 초안 검토", AssigneeID: "지훈", DueDate: "2026-09-18", Meeting: "M1"},
	}, []step{
		{"민서", "공급사 납기 회신 확인 — 진행 중", "2026-09-21", "d:P:M1:A001:create-task"},
		{"민서", "공급사의 납기 회신을 다시 확인", "2026-09-21", "d:P:M1:A001:create-task"},
		{"지훈", "신규 공급사 실사 일정 조율", "2026-09-30", ""},
	}},
	{"changed due date", []Candidate{
		{Key: "d:P:M1:A002:create-task", Title: "물류 계약서 초안 검토", AssigneeID: "지훈", DueDate: "2026-09-18", Meeting: "M1"},
	}, []step{
		{"지훈", "물류 계약서 초안 검토", "2026-09-25", "d:P:M1:A002:create-task"},
	}},
	{"changed assignee", []Candidate{
		{Key: "d:P:M1:A003:create-task", Title: "고객 공지문 작성", AssigneeID: "서연", DueDate: "2026-09-25", Meeting: "M1"},
	}, []step{
		{"민서", "고객 공지문 작성", "2026-09-25", "?"},
	}},
	{"two similar but different actions", []Candidate{
		{Key: "d:P:M1:A004:create-task", Title: "A사 견적서 검토", AssigneeID: "민서", DueDate: "2026-09-20", Meeting: "M1"},
		{Key: "d:P:M1:A005:create-task", Title: "B사 견적서 검토", AssigneeID: "민서", DueDate: "2026-09-20", Meeting: "M1"},
	}, []step{
		{"민서", "견적서 검토 결과 공유", "2026-09-27", "?"},
		{"민서", "창고 재고 실사 준비", "2026-09-27", ""},
	}},
	{"English restatements", []Candidate{
		{Key: "d:P:M1:A001:create-task", Title: "send the vendor contract draft", AssigneeID: "Dana", DueDate: "2026-09-18", Meeting: "M1"},
		{Key: "d:P:M2:A003:create-task", Title: "update the onboarding guide", AssigneeID: "Dana", DueDate: "2026-09-30", Meeting: "M2"},
	}, []step{
		{"Dana", "follow up on vendor contract draft", "2026-09-18", "d:P:M1:A001:create-task"},
		{"Dana", "Send vendor contract draft to legal", "2026-09-25", "d:P:M1:A001:create-task"},
		{"Dana", "book the offsite venue", "2026-09-30", ""},
		{"Dana", "onboarding guide updated — in progress", "2026-09-30", "d:P:M2:A003:create-task"},
	}},
	{"restated in another language", []Candidate{
		{Key: "d:P:M1:A006:create-task", Title: "예산안 검토", AssigneeID: "Alice", DueDate: "2026-10-01", Meeting: "M1"},
	}, []step{
		{"Alice", "review the budget proposal", "2026-10-01", "?"},
		{"Alice", "prepare the customer survey", "2026-10-08", ""},
	}},
}

// Restatement detection on the sequences: every link is right (a wrong
// link would lose an action), what it cannot tell goes to a person, and a
// new action is never linked. Precision and recall of "same action" links
// are printed.
func TestRestatementsOnSequences(t *testing.T) {
	var links, right, trueSame, toPerson, wrongNew int
	for _, sq := range sequences {
		for _, st := range sq.later {
			d := Match(st.assignee, st.title, st.due, sq.earlier)
			label := fmt.Sprintf("%s: %s %q", sq.name, st.assignee, st.title)
			if st.same != "" && st.same != "?" {
				trueSame++
			}
			switch d.Verdict {
			case Same:
				links++
				if d.Candidates[0].Key == st.same {
					right++
				} else {
					t.Errorf("%s linked to %s, want %q (%s)", label, d.Candidates[0].Key, st.same, d.Reason)
				}
			case Ambiguous:
				toPerson++
				if st.same != "?" {
					t.Errorf("%s went to a person (%s), want %q", label, d.Reason, st.same)
				}
				if len(d.Candidates) == 0 || !strings.Contains(d.Reason, d.Candidates[0].Key) {
					t.Errorf("%s: the person is not shown the candidates: %q", label, d.Reason)
				}
			case New:
				if st.same != "" {
					wrongNew++
					t.Errorf("%s judged new, want %q", label, st.same)
				}
			}
		}
	}
	precision, recall := 1.0, 0.0
	if links > 0 {
		precision = float64(right) / float64(links)
	}
	if trueSame > 0 {
		recall = float64(right) / float64(trueSame)
	}
	t.Logf("same-action links: precision %.2f (%d/%d), recall %.2f (%d/%d); %d sent to a person; %d restatements missed as new",
		precision, right, links, recall, right, trueSame, toPerson, wrongNew)
	if precision < 1 || recall < 1 {
		t.Fatalf("precision %.2f, recall %.2f on the sequences; want 1 and 1", precision, recall)
	}
}

func TestAmbiguousPairListsBoth(t *testing.T) {
	sq := sequences[3]
	d := Match("민서", "견적서 검토 결과 공유", "2026-09-27", sq.earlier)
	if d.Verdict != Ambiguous || len(d.Candidates) != 2 || !strings.Contains(d.Reason, "A004") || !strings.Contains(d.Reason, "A005") {
		t.Fatalf("%+v", d)
	}
}

func TestSimilarity(t *testing.T) {
	if s := Similarity("공급사 납기 회신 확인", "공급사의 납기 회신을 확인"); s < Link {
		t.Errorf("a particle changed: %.2f < %.2f", s, Link)
	}
	if s := Similarity("예산안 검토", "창고 재고 실사"); s >= Grey {
		t.Errorf("different tasks: %.2f ≥ %.2f", s, Grey)
	}
	if s := Similarity("", "x"); s != 0 {
		t.Errorf("empty: %.2f", s)
	}
}
