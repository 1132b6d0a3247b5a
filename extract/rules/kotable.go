package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean weekly progress tables list each member beside what they did and
// what they will do: "| 이름 | 이번 주 한 일 | 다음 주 계획 |". No column is
// called a task; the column whose header reads as future work — a plan, a
// to-do, a goal with a horizon — is. Its horizon is the rows' deadline
// ("다음 주 계획": due next week), as a heading's is its items'.

// koPlanColumn: the index of the first column whose Korean header reads
// as future work, or -1.
func koPlanColumn(header []string, skip ...int) int {
	for i, h := range header {
		if !extract.HasHangul(h) || containsInt(skip, i) {
			continue
		}
		norm := normHeading(h)
		if reKoDoneColumn.MatchString(norm) {
			continue
		}
		if isActionHeading(norm) || futureWorkHeading(norm) || reKoPrepColumn.MatchString(norm) {
			return i
		}
	}
	return -1
}

// reKoPrepColumn: a column of what each member prepares for the next
// meeting ("| 이름 | 태그 | 회의 준비 내용 |", "준비 사항", "발표 준비"):
// work ahead, each row its member's. ("준비물", things to bring, is not.)
var reKoPrepColumn = regexp.MustCompile(`^(?:다음\s*)?(?:회의|미팅|발표|스터디|세미나|멘토링)?\s*준비\s*(?:내용|사항|할\s*(?:것|일)|항목|과제)?$`)

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// koColumnHorizon: the horizon a plan column's header names ("다음 주
// 계획" → "다음 주", "Next week" → "next week"), or "".
func koColumnHorizon(t *doc.Table, col int) string {
	if t == nil || col < 0 || col >= len(t.Header) {
		return ""
	}
	h := stripEmphasis(t.Header[col])
	if _, due := cutDue(h); due != "" {
		return due
	}
	return strings.TrimSpace(reHorizonDue.FindString(h))
}

// reKoDoneColumn: a column of what was done or how it went ("이번 주 한
// 일", "진행 상황", "지난 주 결과"), never the plan.
var reKoDoneColumn = regexp.MustCompile(`한\s*일|했던|진행\s*상황|진행\s*현황|완료|결과|회고|지난|어제`)

// koOwnerFieldChild: a single "담당: 하윤" nested under a list item is the
// item's owner field — a record of one field, the item its task.
func (p *parser) koOwnerFieldChild(i int, key string) bool {
	n := p.d.Nodes[i]
	if n.Parent < 0 || n.Kind != doc.ListItem {
		return false
	}
	switch strings.Join(strings.Fields(key), " ") {
	case "담당", "담당자", "책임자":
		return extract.HasHangul(p.d.Nodes[n.Parent].Text)
	}
	return false
}

// koRoleColumn: the table has a column of roles ("| 이름 | 역할 | 기간 |"):
// a roster of who does what part, not work given by a date.
func koRoleColumn(header []string) bool {
	for _, h := range header {
		switch normHeading(h) {
		case "역할", "직책", "포지션", "파트", "role", "roles", "position":
			return true
		}
	}
	return false
}
