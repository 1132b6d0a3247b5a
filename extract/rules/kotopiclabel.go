package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean sprint plans group a team's work under bold topics: "* **검색 &
// 라이브러리**" / "  * 검색 API (문항 스크랩 검색)" / "  * 라이브러리 전체
// 검색 구현". In an action section the topic is no task of its own and
// its nested items are the work; read as a detail of the topic, each
// nested step was missed while the topic was filed as a task. (A topic of
// one bare word is koLabelParent's; an English topic over capitalised
// verbs of work is topicOfSteps'.)

// reBoldOnly: an item that is all one emphasis, a colon at most after it
// ("**인증 & 보안**", "**자료 관리:**").
var reBoldOnly = regexp.MustCompile(`^(?:\*\*|__)([^*_]+?)(?:\*\*|__)\s*[:：]?$`)

// koBoldTopicLabel: list item i of a list of work is a short bold or
// bracketed topic in Korean over nested items — their label, no task.
func (p *parser) koBoldTopicLabel(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || !p.hasChildren(i) {
		return false
	}
	m := reBoldOnly.FindStringSubmatch(strings.TrimSpace(n.Text))
	bracketed := false
	if m == nil {
		// "- [유료 스터디 / 상세보기]": a part of the product in brackets,
		// named however it is ("상세보기" is a screen, not a step).
		if t := strings.TrimSpace(n.Text); reBracketLabelOnly.MatchString(t) {
			m, bracketed = []string{t, t[1 : len(t)-1]}, true
		} else {
			return false
		}
	}
	t := strings.TrimSpace(strings.TrimRight(m[1], ":： "))
	if t == "" || !extract.HasHangul(t) || len(strings.Fields(t)) > 5 || isQuestion(t) {
		return false
	}
	if p.scopeOwner(t) != "" || p.koPerson(t) {
		// "**백엔드**", "**민호**": an owner over their work, read
		// elsewhere.
		return false
	}
	if _, due := cutDue(t); due != "" {
		return false
	}
	if bracketed {
		return true
	}
	// A topic names a part of the product, not a step: no commitment or
	// verb ending ("**배포하기**", "**로그인 구현 예정**").
	return p.commitment(t, true) == nil && !reKoTask.MatchString(t) && !koTaskSentence(t)
}
