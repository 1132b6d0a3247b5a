package rules

// Work a meeting decided, listed with no one named (trial ko-trials35).
// A research lab's weekly log restates "### 이전 미팅 결정 사항" before the
// week's plan, and its items are the work the supervisor gave out —
// "코드 아키텍처 공부", "세 모델 비교표 작성", "RD baseline 본격 실행
// (bottle 우선)", "… 측정하고 CSV로 남기기" — as much as a plan's items
// are. A section of decisions kept such lines out unless a person was
// named (kodecidedcharge.go) or the line closed with a to-do ending
// ("할 것"); koDecidedWorkItem reads them as actions for a person to
// confirm. A choice the meeting settled ("method4는 Dinomaly로 확정",
// "시작 method는 PatchCore 재현으로 결정", "JWT 사용") stays a decision,
// and a heading of discussion ("논의 내용") is not one of decisions here:
// its noun lines are topics as often as work.

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoDecidedHeading: a heading of what a meeting decided or agreed
// ("결정 사항", "이전 미팅 결정 사항 (5/28)", "결정된 내용", "합의 사항",
// "확정 사항").
var reKoDecidedHeading = regexp.MustCompile(`(?:결정|합의|확정)\s*(?:사항|된\s*(?:내용|사항|것)|내용)`)

// reKoChoiceSettled: a choice, not work — an object settled with 로/으로
// ("Dinomaly로 확정", "B안으로 결정") or a line closed by a noun of
// choosing or keeping ("… 사용", "… 유지", "… 보류").
var (
	reKoChoiceSettled = regexp.MustCompile(`(?:으로|로)\s*(?:최종\s*)?(?:확정|결정|선정|채택|변경|통일|합의|정함|대체|교체)`)
	reKoChoiceEnd     = regexp.MustCompile(`(?:확정|결정|채택|사용|적용|유지|도입|통일|보류|취소|폐기|제외|금지|불가|없음|필요\s*없음)\s*[.!]?\s*$`)
)

// reKoMoreWorkEnd: nouns of research and study work closing an item that
// the other lists of work nouns do not hold ("… 본격 실행", "… 한도
// 파악", "… 논문 요약", "… 재해석", "… 계획 수립", "… 최종 완결", "…
// 구조 정렬", "… 확장 재현").
var reKoMoreWorkEnd = regexp.MustCompile(`(?:실행|파악|요약|해석|수립|완결|정렬|재현|숙지|학습|탐색)\s*[.!]?\s*$`)

// reDoneMarkLead: a mark of work done opening a line ("✅ …", "☑ …").
var reDoneMarkLead = regexp.MustCompile(`^(?:✅|☑️?|✔️?|✓)\s*`)

// koDecidedWorkItem reads node i, an item of a section of decisions, as
// work the meeting gave out.
func (p *parser) koDecidedWorkItem(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxSignalLine {
		return nil
	}
	si := p.section(n.Section)
	if !si.decision || si.done || n.Section == nil || !reKoDecidedHeading.MatchString(normHeading(n.Section.Title)) {
		return nil
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if plain == "" || strings.HasPrefix(plain, "(") || strings.HasSuffix(plain, ":") || isQuestion(plain) {
		// ("(상세는 W20 brief에 반영)": a remark, not an item.)
		return nil
	}
	body := koRunLine(n)
	if !extract.HasHangul(body) || utf8.RuneCountInString(body) > 120 || koPast(body) || koProgressReport(body) || reDoneMarkLead.MatchString(body) {
		// ("로그인 70% 진행": how far it is; "✅ 로그인 구현": done.)
		return nil
	}
	if reKoChoiceSettled.MatchString(body) || reKoChoiceEnd.MatchString(body) {
		return nil
	}
	if !(koVerbTodo(body) || reKoActionNoun.MatchString(body) || reKoTaskNoun.MatchString(body) || reKoWorkNounEnd.MatchString(body) || reKoMoreWorkEnd.MatchString(body)) {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-decided-work"}
	if !titled(c, body) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// reKoPlanReview: a heading of how the last plan went ("전주 계획
// 달성도", "목표 달성 여부", "지난주 계획 이행 현황"): the week's work
// reviewed, done or not, under a heading that names the plan — its items
// and their details ("- [x] 캐시 재현 확장" / "  - 3/2: 3개 추가 완료")
// are no new work. (koDoneHeading leaves a heading with 계획 in it to the
// plan.)
var reKoPlanReview = regexp.MustCompile(`달성도|달성\s*(?:여부|현황|결과|률|율)|이행\s*(?:여부|현황|점검|결과)`)

// reKoFinishedNote: an item closed by a parenthesis that opens with its
// done mark and goes on with a note ("… 요약 작성 (완료, 요약.md)", "(완료:
// 5/16)", "(done, see PR)"): the item is done, as with "(완료)" alone
// (reFinishedMark).
var reKoFinishedNote = regexp.MustCompile(`(?i)\(\s*(?:완료|done)\s*[,，:;·]\s*[^()]*\)\s*[.]?\s*$`)
