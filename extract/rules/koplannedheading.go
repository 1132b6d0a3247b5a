package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// Forms of Korean study-group, side-project and community minutes (issue
// 28, trial ko-trials33).

// koWorkNoun: a noun of work a plan names ("구현", "개발", "수정", …).
const koWorkNoun = `(?:구현|개발|작업|수정|추가|적용|배포|테스트|반영|작성|구축|연동|설계|제작|처리|업데이트|정리|조사|학습|공부|검토|리팩토링|리팩터링)`

// reKoPlannedWorkHeading: a label of the work planned, a noun of work then
// 예정 ("<구현 예정>", "개발 예정 사항", "이번 주 수정 및 테스트 예정"),
// as "진행 예정" names it: the items under it are that work. "<구현 완료>"
// beside it files what is done. A schedule's noun ("회의 예정", "발표회
// 예정") is no work of the list.
var reKoPlannedWorkHeading = regexp.MustCompile(`^(?:(?:이번|다음|차)\s*주\s*)?` + koWorkNoun + `(?:\s*(?:및|/|,|와|과)\s*` + koWorkNoun + `)*\s*예정(?:\s*(?:사항|항목|목록|작업|내용))?$`)

// koPlannedWorkHeading: the normalised heading or label names work planned.
func koPlannedWorkHeading(norm string) bool {
	return utf8.RuneCountInString(norm) <= 24 && reKoPlannedWorkHeading.MatchString(norm)
}

// koParenHeadingOwner: a Korean heading that closes with a person in
// parentheses ("#### 1. 상세 화면 (지훈)", "### 목록 화면 (유진, 서연)")
// names who owns that part; an action label under it ("<구현 예정>",
// "할 일:") lists that person's work. "" when the parentheses hold no
// person.
func (p *parser) koParenHeadingOwner(title string) string {
	text := stripInline(title)
	if !extract.HasHangul(text) || !reParenTail.MatchString(text) {
		return ""
	}
	c := p.trailingOwner(text, true)
	if c == nil || len(c.Owners) == 0 {
		return ""
	}
	return strings.Join(c.Owners, ", ")
}
