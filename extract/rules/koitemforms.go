package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Issue 28 (helper ko-trials25): a person's work item that names the
// moment of use its feature answers — "검색 시 로딩 메시지 추가", "버튼
// 호버 시 툴팁 기능 추가", "운동 시 음악 추천 기능 구현" — opens with a
// "when", but the condition is the product's (when the user searches),
// not the work's: the item is that person's task as its siblings are.
// A contingency of the work itself stays one: a verb before 시 ("반려될
// 시 재구상", "안될시 …"), a -면 or 경우 clause, or a second condition.

// reKoWhenNoun: a noun (Hangul or Latin word, no verb ending) and a
// standalone 시, then the rest of the item.
var reKoWhenNoun = regexp.MustCompile(`^(.*?)([\p{Hangul}A-Za-z]+)\s+시\s*,?\s+(\S.*)$`)

// koBehaviourWhen: plain's only condition is a noun's "… 시" moment of use.
func koBehaviourWhen(plain string) bool {
	m := reKoWhenNoun.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil {
		return false
	}
	w := m[2]
	// A verb's adnominal before 시 ("올릴 시", "없는 시") is a clause,
	// not a noun: 할/될 (ㄹ final) and 는/은/한/된 endings.
	if r, _ := utf8.DecodeLastRuneInString(w); koFinal(r) == koFinalL || strings.ContainsRune("는은한된던", r) {
		return false
	}
	// Nothing else of the item may be a condition ("검색 시 결과가 없으면
	// 안내") and the moment may not be the meeting's process ("승인 시",
	// "완료 시": what happens once the work is approved or done).
	if koConditional(m[1]+" "+m[3]) || reKoProcessMoment.MatchString(w) {
		return false
	}
	return true
}

// reKoProcessMoment: moments of the team's own process, whose "시" is a
// contingency of the work, not a behaviour of the product.
var reKoProcessMoment = regexp.MustCompile(`^(?:승인|반려|완료|종료|확정|통과|합격|불합격|실패|성공|필요|가능|불가|부족|지연|변경|결정)$`)

// reKoAdnominalVerb: a verb of -하다/-되다 in its adnominal form
// ("설정한", "선택된", "입력하는", "요청했던") — it modifies the next word.
var reKoAdnominalVerb = regexp.MustCompile(`^[\p{Hangul}]+(?:한|된|하는|되는|했던|됐던|하던)$`)

// koRelativeClause: rest, what follows "X가 " on a line, opens with an
// adnominal verb and goes on to the noun it modifies — "사용자가 설정한
// 조건에 맞춰 … 준비": X is the subject of that clause ("the conditions
// the user sets"), not of the line's task.
func koRelativeClause(rest string) bool {
	f := strings.Fields(rest)
	return len(f) >= 3 && utf8.RuneCountInString(f[0]) >= 2 && reKoAdnominalVerb.MatchString(f[0])
}

// reKoEventEnd: a line closed by the noun of something that happened
// rather than something to do — "커밋 히스토리 일부 손실 발생", "무료
// 버전 제한으로 포기", "빌드 실패" — or opened by one before a colon that
// quotes it ("에러 발생: Uncaught TypeError …").
var reKoEventEnd = regexp.MustCompile(`[\p{Hangul}A-Za-z)]\s*(?:발생|발생함|포기|포기함|실패|실패함)\s*[.!)]?\s*$`)

// koEventReport: s reports an event (an error, a loss, a plan given up),
// as a status line reports work done: no task.
func koEventReport(s string) bool {
	t := strings.TrimSpace(s)
	if k := strings.IndexAny(t, ":："); k > 0 && reKoEventEnd.MatchString(t[:k]) {
		return true
	}
	return reKoEventEnd.MatchString(t)
}

// reKoDiscussEnd: an item closed by the noun of talking it over ("API 키
// 관리 전략 논의", "배포 일정 토의"): what the meeting discussed, not work
// it gave anyone — a plan to discuss says so (논의 예정, 논의하기로).
var reKoDiscussEnd = regexp.MustCompile(`[\p{Hangul}A-Za-z)]\s*(?:논의|토의|토론)\s*[.!]?$`)

// koDiscussionItem: plain, an item of a work list, is a topic the
// meeting talked over.
func koDiscussionItem(plain string) bool {
	return reKoDiscussEnd.MatchString(strings.TrimSpace(plain))
}

// koToDoPointerAbove: heading s follows, at its own level, a meeting's
// form whose to-do row points below ("| 오늘의 To Do | 아래 참고 |"), with
// no other form between: the lists of s ("### ✅ 공통 작업", "###
// 개별 담당") are the to-do the row points to. A heading with a form of
// its own (the next meeting's) is not one of them.
func (p *parser) koToDoPointerAbove(s *doc.Section) bool {
	if s == nil || s.Level >= 7 || !extract.HasHangul(s.Title) {
		return false
	}
	start := p.nodeAt(s.Line)
	if start >= len(p.d.Nodes) || p.headingBodyHasTable(start) {
		return false
	}
	for j := start - 1; j >= 0 && p.d.Nodes[j].Line >= s.Line-300; j-- {
		m := p.d.Nodes[j]
		switch m.Kind {
		case doc.Heading:
			if m.Level < s.Level {
				return false
			}
		case doc.TableRow:
			if col, _ := futureLabelRow(m); col >= 0 && reSeeBelow.MatchString(strings.ToLower(stripEmphasis(strings.TrimSpace(m.Cells[col])))) {
				return true
			}
			if m.HeaderRow {
				// The top of a form with no such row (the meeting
				// between has its own form): no pointer reaches s.
				return false
			}
			// A form's other rows ("| 주요 논의 | … |"): keep looking
			// up the same form for its to-do row.
		}
	}
	return false
}

// headingBodyHasTable: the heading at node j has a table row before the
// next heading (the form that opens a meeting).
func (p *parser) headingBodyHasTable(j int) bool {
	for k := j + 1; k < len(p.d.Nodes); k++ {
		switch p.d.Nodes[k].Kind {
		case doc.Heading:
			return false
		case doc.TableRow:
			return true
		}
	}
	return false
}
