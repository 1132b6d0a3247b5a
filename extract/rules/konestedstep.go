package rules

// A to-do nested in a to-do list. In an action section a nested item is
// read as a detail of its parent unless it is written as work of its own;
// English steps say so with a verb of work opening them, Korean ones with
// the to-do form closing them — "- 기획 : 참신한 요소 생각해 오기" / "  *
// 레벨디자인 해오기 (그림으로 그려도 되고 …)", "- 조직 관련" / "  - 팀 이름
// 정해야 함", "- 로그인 구현" / "  - 소셜 로그인도 붙일 것". A detail
// describes (the spec of the parent: "원기둥이 50개 서있음", "사정거리는
// 10칸") and stays one.

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoStepEnd: an item closed by a to-do form — a verb made a noun with
// 기 ("해오기", "정하기", "날리기") or a must ("정해야 함").
var reKoStepEnd = regexp.MustCompile(`(?:\p{Hangul}기|\p{Hangul}(?:해|아|어|워|와|져|려)야\s*(?:함|한다|합니다))\s*[.!]?$`)

// reKoGeotEnd: an item closed by 것 after a verb's ㄹ ("할 것", "붙일 것",
// "올릴것").
var reKoGeotEnd = regexp.MustCompile(`(\p{Hangul})\s*것\s*[.!]?$`)

// koWillGeot: t closes on a verb's ㄹ form and 것 — a to-do ("붙일 것"),
// not a thing ("만든 것", "찾은 것").
func koWillGeot(t string) bool {
	m := reKoGeotEnd.FindStringSubmatch(t)
	if m == nil {
		return false
	}
	r := []rune(m[1])[0]
	return koFinal(r) == koFinalL
}

// koGiNouns: words closed by 기 that are no verb made a noun.
var koGiNouns = wordSet(`크기 일기 분위기 얘기 이야기 무기 전기 열기 공기 용기 시기 초기 후기 주기 동기 인기 경기 기기 장기 단기 분기 반기 상반기 하반기 날씨 연기 향기 온기 습기 광기 패기 끈기 생기 위기 호기 전반기 후반기 학기 1학기 2학기`)

// koNestedStep: node i, nested under an item of an action section, closes
// on a to-do form of its own.
func (p *parser) koNestedStep(i int, plain string) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || p.d.Nodes[n.Parent].Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return false
	}
	t := strings.TrimSpace(reTrailParen.ReplaceAllString(koTrimMarkup(stripEmphasis(plain)), ""))
	if t == "" || !extract.HasHangul(t) || utf8.RuneCountInString(t) > 120 || isQuestion(t) || koPast(t) || koStatus(t) || koConditional(t) {
		return false
	}
	if !reKoStepEnd.MatchString(t) && !koWillGeotDo(t) {
		return false
	}
	f := strings.Fields(t)
	return !koGiNouns[strings.Trim(f[len(f)-1], ".!")]
}

// reKoWillBe: a ㄹ form and 것 that foresees, not asks ("될 것", "좋을
// 것", "걸릴 것", "있을 것").
var reKoWillBe = regexp.MustCompile(`(?:될|질|있을|없을|좋을|많을|적을|클|작을|같을|걸릴|나을|어려울|쉬울|필요할|수\s*있을|늘|줄)\s*것\s*[.!]?$`)

// koWillGeotDo: t closes on a verb's ㄹ form and 것 that asks for work
// ("로그 파일 붙일 것", "발표 순서 정할 것") — read so for a step nested in a
// to-do list; in a discussion such a line stays a possible action
// (TestKoVerbTodoPossible).
func koWillGeotDo(t string) bool {
	return koWillGeot(t) && !reKoWillBe.MatchString(t)
}

// koToDoOverSpec: item i is a to-do closed by a colon over its spec —
// "- 간단한 클라이언트 만들어 보기 :" / "  * 원기둥이 50개 서있음" / "  *
// WASD로 이동": the item is the work, the items under it describe it
// (none is a to-do of its own). A label over steps ("- 서버 연동 정리 :" /
// "  * 좌표 계산을 서버로 옮길 것") is no such item.
func (p *parser) koToDoOverSpec(i int, plain string) bool {
	t := strings.TrimSpace(strings.TrimRight(koTrimMarkup(stripEmphasis(plain)), ":： "))
	if t == "" || !extract.HasHangul(t) || koPast(t) || !(reKoStepEnd.MatchString(t) || koWillGeotDo(t)) {
		return false
	}
	for j := range p.nestedItems(i) {
		if p.koNestedStep(j, stripInline(p.d.Nodes[j].Text)) || koToDoForm(stripInline(p.d.Nodes[j].Text)) {
			return false
		}
	}
	return true
}

// labelledParent: list item n sits right under an item that labels its
// list — a to-do label, a deadline or period over work ("4. 4/2(화)까지 해야
// 할 일들" / " 1) 발표 주제 확정하기"): the label's own reading gives the
// item, as a step of no other item.
func (p *parser) labelledParent(n doc.Node) bool {
	if n.Parent < 0 {
		return true
	}
	if p.actionLabelItem(n.Parent) {
		return true
	}
	_, _, ok := p.labelScope(n.Parent)
	return ok
}
