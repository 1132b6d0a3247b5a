package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean minutes close a point on 필요 for the work the meeting found left
// to do: "- 사용자들의 문장을 다른 언어로 번역 필요", "- 수집된 로그를 서버에서
// 분류 필요". A need of a thing ("서버 필요") names no work, and many such
// lines remark on a bug, so a need is no task; but when the line does work
// on an object (…을/를 … 필요) it is shown as a possible action rather
// than dropped (issue 28, ko-trials31).

// reKoNeedOnWork: the line closes on a verbal noun and 필요 (함).
var reKoNeedOnWork = regexp.MustCompile(`[\p{Hangul}]{2,}\s*(?:이|가)?\s*필요\s*(?:함|합니다|해\s*보임)?\s*[.!]?\s*$`)

// formKoNeedWork: the form signal of such a line.
const formKoNeedWork = "work found needed (… 필요)"

// koNeedOnObject: node n is a list item or a plain line whose text does
// work on a marked object and closes on 필요.
func koNeedOnObject(n doc.Node) bool {
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return false
	}
	plain, ok := koOpenPoint(n, 120)
	if !ok {
		return false
	}
	loc := reKoNeedOnWork.FindStringIndex(plain)
	if loc == nil {
		return false
	}
	before := plain[:loc[0]+strings.Index(plain[loc[0]:], "필요")]
	return reKoObjectMark.MatchString(plain[:loc[0]]+" ") || reKoNeedWorkNoun.MatchString(before)
}

// reKoNeedWorkNoun: the need is of more work on a thing the line makes
// its topic or calls for in addition, a verbal noun of work right before
// 필요 ("세부 레퍼런스는 추가 리서치 필요", "결제 흐름은 재검토 필요"): the
// same finding, its object marked as the topic. A need written with a
// subject marker ("… 수정이 필요") is the remark on a bug the doc above
// describes, and stays none.
var reKoNeedWorkNoun = regexp.MustCompile(`(?:[\p{Hangul}\p{L}\p{N})](?:은|는)\s+(?:추가\s*)?|\s추가\s*)(?:` + koWorkNoun[3:len(koWorkNoun)-1] + `|리서치|논의|확인|재검토|보완|개선|분석|협의)\s*$`)

// koOpenPoint: the plain text of a Korean point not marked done, at most
// maxRunes long and not a condition ("…하면 …하기로 함"): what the
// agreed-to and needed-work readings look at.
func koOpenPoint(n doc.Node, maxRunes int) (string, bool) {
	if n.Checkbox == 'x' || n.Checkbox == 'X' {
		return "", false
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(cutUTF8(n.Text, maxItemBytes))))
	if !extract.HasHangul(plain) || utf8.RuneCountInString(plain) > maxRunes || koConditional(plain) {
		return "", false
	}
	return plain, true
}
